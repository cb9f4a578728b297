// The benchmark site on a bundle of 20 models and 500 answers (bench/make_site_bundle.mjs;
// its 20,000-answer run is bench/site.mjs, not CI): the models are listed from the manifest
// before any answer is here, a sample of its tasks is read and judged first (by every
// worker, the whole bundle read only once the first figures, a range of the sample judged
// by each worker, are drawn),
// the leaderboard shows the answers judged so far while the rest are judged (marked
// partial, each model's progress), the bundle's files arrive gzip-compressed, and the final
// rows equal plumb bundle's (the sample's answers not judged twice, none lost).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start, root, webDir } from './harness.mjs';
import { nativeRows, pick } from './bundle-native.mjs';

let h, tab, dir;
const served = path.join(webDir, 'bundles/streaming-test');
before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'plumbline-streaming-'));
  execFileSync('node', [path.join(root, 'bench/make_site_bundle.mjs'), '--answers', '500', '--out', dir]);
  cpSync(dir, served, { recursive: true });
  h = await start();
  tab = await h.newPage();
});
after(async () => {
  await h?.close();
  rmSync(served, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

test('500 answers of 20 models: a partial leaderboard while they are judged, then every row as plumb bundle gives it', async () => {
  const encodings = new Map();
  tab.page.on('response', async (r) => {
    if (r.url().includes('/bundles/streaming-test/')) encodings.set(r.url().split('/').pop(), (await r.allHeaders())['content-encoding']);
  });
  // What the leaderboard looked like each time it was drawn while the bundle was judged.
  await tab.page.addInitScript(() => {
    globalThis.partials = [];
    globalThis.skeleton = null;   // the models listed before any figure
    new MutationObserver(() => {
      const waiting = document.querySelector('#s-leaderboard.skeleton');
      if (waiting && !globalThis.skeleton) {
        globalThis.skeleton = { models: [...waiting.querySelectorAll('tbody th')].map((e) => e.textContent), busy: waiting.getAttribute('aria-busy'),
                                figures: waiting.querySelectorAll('button.cell').length };
      }
      const table = document.querySelector('#s-leaderboard.partial');
      if (!table || globalThis.partials.at(-1)?.table === table.innerHTML) return;
      globalThis.partials.push({
        table: table.innerHTML, busy: table.getAttribute('aria-busy'), note: document.querySelector('#s-board-note').textContent,
        progress: [...table.querySelectorAll('tbody th .progress-note')].map((e) => e.textContent),
        ready: document.body.dataset.siteReady,
      });
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await tab.page.goto(`${h.url}site.html?bundle=bundles/streaming-test/bundle.json&workers=2&cache=0&sample=4`);
  await tab.page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 60000 });
  await tab.page.evaluate(() => globalThis.plumblineSite.ready);

  // Before any figure: the manifest's 20 models, busy, no figures.
  const skeleton = await tab.page.evaluate(() => globalThis.skeleton);
  assert.ok(skeleton, 'the models were not listed before the figures');
  assert.deepEqual(skeleton.models, Array.from({ length: 20 }, (_, i) => `synthetic-${String(i + 1).padStart(2, '0')}`));
  assert.equal(skeleton.busy, 'true');
  assert.equal(skeleton.figures, 0);

  // Each of the two workers took a sample of its share (?sample=4: about 2 of its 12 or 13
  // tasks, every sixth: 2 or 3; their answers, up to 120 in all), judged it first, and
  // read the rest of its share only once the first figures were drawn.
  const timings = await tab.page.evaluate(() => globalThis.plumblineSite.timings());
  assert.deepEqual((await tab.page.evaluate(() => globalThis.plumblineSite.shares())).length, 2);
  assert.ok(timings.sampled > 60 && timings.sampled <= 120, `sampled ${timings.sampled}`);
  assert.ok(timings.readStart >= timings.firstFigures, JSON.stringify(timings));
  const partials = await tab.page.evaluate(() => globalThis.partials);
  assert.ok(partials.length >= 1, 'no partial leaderboard was drawn');
  const first = partials[0];
  assert.equal(first.ready, 'false');
  assert.equal(first.busy, 'true');
  // The first figures once each worker has judged a range of the sample (32 lines each).
  const [, done, total] = /partial: (\d+) of (\d+) answers judged/.exec(first.note) ?? [];
  assert.equal(Number(total), 500, first.note);
  assert.ok(Number(done) >= 64 && Number(done) <= timings.sampled, first.note);
  // Every model has a row saying how many of its answers are judged; they add up.
  assert.equal(first.progress.length, 20);
  const judged = first.progress.map((t) => /^(\d+) of (\d+) judged$/.exec(t)).map((m) => [Number(m[1]), Number(m[2])]);
  assert.equal(judged.reduce((n, [j]) => n + j, 0), Number(done));
  assert.equal(judged.reduce((n, [, a]) => n + a, 0), 500);

  // Done: no longer partial, and the rows are plumb bundle's.
  assert.equal(await tab.page.locator('#s-leaderboard').getAttribute('aria-busy'), 'false');
  assert.equal(await tab.page.locator('#s-leaderboard.partial').count(), 0);
  assert.doesNotMatch(await tab.page.locator('#s-board-note').innerText(), /partial/);
  assert.deepEqual(await tab.page.evaluate(() => globalThis.plumblineSite.results()), nativeRows(dir).map(pick));
  // The JSONL came compressed.
  assert.equal(encodings.get('tasks.jsonl'), 'gzip');
  assert.equal(encodings.get('synthetic-01.jsonl'), 'gzip');
  assert.deepEqual(tab.errors, []);
});
