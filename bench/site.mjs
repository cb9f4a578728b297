// The benchmark site judging a large bundle in Chromium with 1, 2 and all workers, beside
// `plumb bundle` natively (-j 1, -j 2) on the same bundle, in one run. Writes the bundle
// first (examples/tools/make_bundle.mjs --answers N, into build/bench-bundle/), serves it
// with build/web, opens site.html?bundle=...&workers=K&cache=0 and times it from the
// navigation to plumblineSite.ready; checks every run's verdicts equal the native ones.
// usage: node bench/site.mjs [ANSWERS] [RUNS]   (defaults 20000 and 1)
import { spawnSync } from 'node:child_process';
import { cpSync, rmSync, readdirSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';

import { start, root, webDir } from '../tests/browser/harness.mjs';

const answers = Number(process.argv[2] ?? 20000);
const runs = Number(process.argv[3] ?? 1);
const plumb = path.join(root, 'build/plumb');
const out = path.join(root, 'build/bench-bundle');
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

function run(cmd, args) {
  const r = spawnSync(cmd, args, { maxBuffer: 1 << 30, encoding: 'utf8' });
  if (r.status !== 0 && r.status !== 4) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r.stdout;
}

rmSync(out, { recursive: true, force: true });
run('node', [path.join(root, 'examples/tools/make_bundle.mjs'), '--answers', String(answers), '--out', out]);
const bytes = readdirSync(out, { recursive: true }).map((f) => statSync(path.join(out, f))).filter((s) => s.isFile()).reduce((a, s) => a + s.size, 0);
const served = path.join(webDir, 'bundles/bench');
rmSync(served, { recursive: true, force: true });
cpSync(out, served, { recursive: true });

console.log(`node ${process.version}; ${cpus().length} cores, ${cpus()[0].model}`);
console.log(`bundle: ${answers} answers, ${(bytes / 1048576).toFixed(1)} MB (${out})\n`);

const table = [];
let nativeRows = null;
for (const jobs of [1, 2]) {
  const times = [];
  for (let i = 0; i < runs; ++i) {
    const t = performance.now();
    const text = run(plumb, ['bundle', out, '-j', String(jobs)]);
    times.push(performance.now() - t);
    nativeRows ??= text.trim().split('\n').map((l) => JSON.parse(l)).map(({ model, task, verdict, score }) => ({ model, task, verdict, score }));
  }
  table.push([`plumb bundle -j ${jobs}`, median(times)]);
}

const h = await start();
try {
  const all = await (async () => { const p = await h.browser.newPage(); const n = await p.evaluate(() => navigator.hardwareConcurrency); await p.close(); return n; })();
  for (const workers of [...new Set([1, 2, all])]) {
    const times = [], frames = [];
    for (let i = 0; i < runs; ++i) {
      const page = await h.browser.newPage();
      // The longest animation frame while it loads and judges: does the tab stay responsive?
      await page.addInitScript(() => {
        globalThis.longestFrame = 0;
        new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.longestFrame = Math.max(globalThis.longestFrame, e.duration); })
          .observe({ type: 'long-animation-frame', buffered: true });
      });
      const t = performance.now();
      await page.goto(`${h.url}site.html?bundle=bundles/bench/bundle.json&workers=${workers}&cache=0`);
      await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 600000 });
      await page.evaluate(() => globalThis.plumblineSite.ready);
      times.push(performance.now() - t);
      frames.push(await page.evaluate(() => globalThis.longestFrame));
      const parts = await page.evaluate(() => globalThis.plumblineSite.timings());
      console.log(`site, ${workers} worker(s), run ${i + 1}: ${Object.entries(parts).map(([k, v]) => `${k} ${(v / 1000).toFixed(2)} s`).join(', ')}`);
      const rows = await page.evaluate(() => globalThis.plumblineSite.results());
      if (JSON.stringify(rows) !== JSON.stringify(nativeRows)) throw new Error(`the site with ${workers} workers disagrees with plumb bundle`);
      await page.close();
    }
    table.push([`site, ${workers} worker${workers === 1 ? '' : 's'}`, median(times), Math.max(...frames)]);
  }
} finally {
  await h.close();
  rmSync(served, { recursive: true, force: true });
}

console.log('| how | wall s | µs/answer | vs plumb -j 1 | longest frame ms |\n|---|---|---|---|---|');
for (const [name, ms, frame] of table) {
  console.log(`| ${name} | ${(ms / 1000).toFixed(2)} | ${((ms * 1000) / answers).toFixed(0)} | ${(ms / table[0][1]).toFixed(2)}x | ${frame == null ? '' : frame.toFixed(0)} |`);
}
