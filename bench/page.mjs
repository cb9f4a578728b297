// Where the playground's time goes per answer, over the example answers in Chromium: the
// worker's evaluate (the core and the report's JSON.parse), its second reading of the
// drawing for the page (the scene) and its drawing (drawScene), the round trip to the
// worker, and the page's own work (sanitizing the original, the views' DOM), beside the
// core's own evaluation time natively (`plumb batch --report full` over the same answers).
// usage: node bench/page.mjs [PER_DOMAIN]   (default 10 answers a domain folder)
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { start, pasteInto } from '../tests/browser/harness.mjs';
import { exampleAnswers, nativePlumb } from '../tests/js/helpers.mjs';

const perDomain = Number(process.argv[2] ?? 10);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const byDomain = new Map();
for (const a of exampleAnswers()) {
  if (!byDomain.has(a.domain)) byDomain.set(a.domain, []);
  if (byDomain.get(a.domain).length < perDomain) byDomain.get(a.domain).push(a);
}
const items = [...byDomain.values()].flat();

// Native: each answer's evaluation time as the core reports it (timings.total_ms).
const lines = items.map((a) => JSON.stringify({ task: JSON.parse(readFileSync(a.taskFile, 'utf8')), candidate: readFileSync(a.answerFile, 'utf8') }));
const native = spawnSync(nativePlumb, ['batch', '--report', 'full'], { input: lines.join('\n') + '\n', maxBuffer: 1 << 30, encoding: 'utf8' });
const nativeMs = native.stdout.trim().split('\n').map((l) => JSON.parse(l).timings?.total_ms ?? NaN);

const h = await start();
const tab = await h.newPage();
await tab.open();
const { page } = tab;
const rows = [];
for (let i = 0; i < items.length; ++i) {
  const a = items[i];
  await page.evaluate(() => { if (document.getElementById('task').offsetParent === null) document.getElementById('tab-task-json').click(); });
  await pasteInto(page, '#task', readFileSync(a.taskFile, 'utf8'));
  await pasteInto(page, '#candidate', readFileSync(a.answerFile, 'utf8'));
  // The second check of the same inputs: the worker's module is warm for this task kind.
  await pasteInto(page, '#candidate', `${readFileSync(a.answerFile, 'utf8')}\n`);
  rows.push({ domain: a.domain, native: nativeMs[i], ...(await page.evaluate(() => plumblinePage.timings())) });
}
await h.close();

const fields = ['native', 'evaluate', 'worker', 'page'];
console.log(`${items.length} example answers (${perDomain} a domain folder); median ms per answer\n`);
console.log(`| domain | ${fields.join(' | ')} |\n|---|${fields.map(() => '---').join('|')}|`);
for (const domain of [...byDomain.keys(), 'all']) {
  const mine = rows.filter((r) => domain === 'all' || r.domain === domain);
  console.log(`| ${domain} | ${fields.map((f) => { const v = mine.map((r) => r[f]).filter(Number.isFinite); return v.length ? median(v).toFixed(1) : '—'; }).join(' | ')} |`);
}
console.log('\nnative: the core natively (timings.total_ms); evaluate: in the worker (report, scene and drawing from one reading, evaluateView); worker: from asking to the reply on the page (that and the crossing); page: rendering every view');
