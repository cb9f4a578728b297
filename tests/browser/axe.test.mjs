// Accessibility: axe-core (npm, a dev dependency) run in Chromium on the three pages, the
// playground, the benchmark site (with an item's answers open) and the offline file from
// file://; a serious or critical violation fails the test, listed with its nodes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { start, webDir } from './harness.mjs';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

let h;
before(async () => { h = await start(); });
after(() => h?.close());

// The serious and critical violations on the page as it is now, one line each.
async function violations(page) {
  // Evaluated through the debugging protocol, so the pages' Content-Security-Policy (no
  // inline scripts) does not stop it.
  await page.evaluate(axeSource);
  const result = await page.evaluate(() => globalThis.axe.run(document, { resultTypes: ['violations'] }));
  return result.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.length}): ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(' | ')}`);
}

test('the playground has no serious or critical axe-core violation', async () => {
  const tab = await h.newPage();
  await tab.open();
  assert.deepEqual(await violations(tab.page), []);
  await tab.page.close();
});

test('the benchmark site has none, with the profiles compared and an item\'s answers open', async () => {
  const tab = await h.newPage();
  await tab.page.goto(`${h.url}site.html?cache=0#differ=1`);
  await tab.page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await tab.page.evaluate(() => globalThis.plumblineSite.ready);
  await tab.page.waitForSelector('#s-diff-groups li', { timeout: 60000 });
  await tab.page.locator('#s-cell-items tbody tr button').first().click();
  await tab.page.waitForSelector('#s-item-section:not([hidden]) .card');
  assert.deepEqual(await violations(tab.page), []);
  // A narrow screen too.
  await tab.page.setViewportSize({ width: 390, height: 844 });
  assert.deepEqual(await violations(tab.page), []);
  await tab.page.close();
});

test('the offline file, opened from disk, has none', async () => {
  const file = `${webDir}/plumbline-offline.html`;
  assert.ok(existsSync(file), 'build/web/plumbline-offline.html is missing: run scripts/build-web.sh');
  const page = await h.browser.newPage({ viewport: { width: 1366, height: 768 } });
  await page.goto(pathToFileURL(file).href);
  await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 30000 });
  await page.evaluate(() => globalThis.plumblineSite.ready);
  assert.deepEqual(await violations(page), []);
  // Its playground view too.
  await page.click('#to-playground');
  await page.waitForSelector('#view-playground:not([hidden])');
  await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
  assert.deepEqual(await violations(page), []);
  await page.close();
});
