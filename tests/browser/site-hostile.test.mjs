// Hostile answers in a bundle: the benchmark site judges them as plumb bundle does and
// shows them only as the playground does (the core's drawing in an <img>), so opening the
// item runs nothing and requests nothing (the beacon server is never hit).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { start, root } from './harness.mjs';
import { GOOD, HOSTILE } from './hostile-svgs.mjs';
import { nativeRows, pick } from './bundle-native.mjs';

let h, tab, beacon;
const hits = [];
before(async () => {
  beacon = createServer((req, res) => { hits.push(req.url); res.end('x'); });
  await new Promise((ok) => beacon.listen(0, '127.0.0.1', ok));
  h = await start();
  tab = await h.newPage();
});
after(async () => {
  await h?.close();
  await new Promise((ok) => beacon.close(ok));
});

test('a bundle of hostile answers is judged as natively, and its item view runs and requests nothing', async () => {
  const b = `http://127.0.0.1:${beacon.address().port}`;
  const task = JSON.parse(readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8'));
  const models = HOSTILE(b).map(([name, body, rootAttrs = ''], i) => ({
    name: `hostile-${i + 1}`, note: name,
    answers: [{ task: task.id, response: `Here:\n\`\`\`svg\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" ${rootAttrs}>${GOOD}${body}</svg>\n\`\`\`\n` }],
  }));
  const bundle = { schema: 'plumbline/bundle@1', name: 'hostile answers', description: 'each answer tries to run script or fetch', tasks: [task], models };
  const path = join(mkdtempSync(join(tmpdir(), 'plumbline-hostile-')), 'bundle.json');
  writeFileSync(path, JSON.stringify(bundle));

  const { page, requests, dialogs } = tab;
  await page.goto(`${h.url}site.html?cache=0#item=${encodeURIComponent(task.id)}`);
  await page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await page.evaluate(() => globalThis.plumblineSite.ready);
  await page.setInputFiles('#s-file', path);
  await page.waitForFunction(() => document.getElementById('s-bundle-name').textContent === 'hostile answers');
  await page.evaluate(() => globalThis.plumblineSite.ready);
  assert.deepEqual(await page.evaluate(() => globalThis.plumblineSite.results()), nativeRows(path).map(pick));
  await page.waitForFunction((n) => document.querySelectorAll('#s-answers .card').length === n, models.length);
  await page.waitForTimeout(500);   // give any image or timer a chance to fire
  assert.equal(await page.evaluate(() => globalThis.__pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(hits, []);
  assert.deepEqual(requests.filter((u) => !u.startsWith(h.url) && !/^(data|blob):/.test(u)), []);
  for (const src of await page.$$eval('#s-answers img', (imgs) => imgs.map((i) => decodeURIComponent(i.getAttribute('src') ?? ''))))
    assert.doesNotMatch(src, /<script|javascript:|onload|onerror|foreignObject|beacon|@import/i);
});
