// The offline file (build/web/plumbline-offline.html), opened from file:// with every
// request that is not the file itself aborted: the example bundle is judged by workers
// started from inline sources, with the verdicts `plumb bundle` gives; a single-file
// bundle loaded through the file input is judged too; the playground view works.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { launchBrowser, webDir } from './harness.mjs';
import { nativeRows, packedBundle, pick } from './bundle-native.mjs';

const file = `${webDir}/plumbline-offline.html`;
let browser, page;
const blocked = [], errors = [];
before(async () => {
  if (!existsSync(file)) throw new Error('build/web/plumbline-offline.html is missing: run scripts/build-web.sh');
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
  const own = pathToFileURL(file).href;
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url === own || /^(data|blob):/.test(url)) return route.continue();
    blocked.push(url);
    return route.abort();
  });
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${own}`);
  await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 30000 });
  await page.evaluate(() => globalThis.plumblineSite.ready);
});
after(() => browser?.close());

test('from file:// with the network blocked, the example bundle is judged as plumb bundle judges it', async () => {
  assert.deepEqual(await page.evaluate(() => globalThis.plumblineSite.results()), nativeRows().map(pick));
  assert.ok(await page.locator('#s-leaderboard tbody tr').count() >= 3);
  assert.ok(await page.evaluate(() => globalThis.plumblineSite.workers) >= 1);
});

test('a single-file bundle loaded through the file input is judged', async () => {
  // A smaller bundle than the example: its first model only, written by plumb bundle --pack.
  const packed = JSON.parse(packedBundle());
  packed.name = 'one model, packed';
  packed.models = packed.models.slice(0, 1);
  const dir = mkdtempSync(join(tmpdir(), 'plumbline-offline-'));
  const path = join(dir, 'one-model.json');
  writeFileSync(path, JSON.stringify(packed));
  await page.setInputFiles('#s-file', path);
  await page.waitForFunction(() => document.getElementById('s-bundle-name').textContent === 'one model, packed');
  await page.evaluate(() => globalThis.plumblineSite.ready);
  const expected = nativeRows(path).map(pick);
  assert.equal(expected.length, packed.tasks.length);
  assert.deepEqual(await page.evaluate(() => globalThis.plumblineSite.results()), expected);
});

test('the playground view judges an example from inside the file', async () => {
  await page.click('#to-playground');
  await page.waitForSelector('#view-playground:not([hidden])');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  await page.evaluate(() => globalThis.plumblinePage.selectExample('molecule/indole', 'fail-n-drawn-as-carbon.txt'));
  await page.waitForFunction(() => document.getElementById('verdict').dataset.verdict === 'fail');
  await page.evaluate(() => globalThis.plumblinePage.selectExample('geometry/circumcircle', 'pass-prose.txt'));
  await page.waitForFunction(() => document.getElementById('verdict').dataset.verdict === 'pass');
});

test('no request was made and nothing failed', () => {
  assert.deepEqual(blocked, []);
  assert.deepEqual(errors, []);
});
