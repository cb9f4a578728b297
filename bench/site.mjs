// The benchmark site at scale, in one run: a bundle of 20 synthetic models and ANSWERS
// answers (bench/make_site_bundle.mjs, written under the system's temporary folder, not the
// repository) judged natively (`plumb batch -j 2` on the bundle's batch lines, and `plumb
// bundle -j 2`) and in Chromium (site.html?bundle=...&workers=K&cache=0, served by
// web/serve.mjs with gzip). For the site: when the bundle's last file arrived, when the
// first figures were on screen (the leaderboard's first row) and after how long from the
// arrival, when every answer was judged, the longest animation frame, and the peak memory
// of the browser's renderer processes (the page and its workers: the sum of their resident
// sets, sampled every 50 ms from /proc). Checks the site's verdicts equal plumb bundle's.
// usage: node bench/site.mjs [ANSWERS=20000] [WORKERS=2 (a list: 1,2)] [RUNS=1]
//        (SITE_ONLY=1: the site alone; SITE_QUERY=split=0: more of the site's query)
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import path from 'node:path';

import { start, root, webDir } from '../tests/browser/harness.mjs';
import { load } from '../wasm/plumbline.mjs';

const answers = Number(process.argv[2] ?? 20000);
const workerCounts = String(process.argv[3] ?? '2').split(',').map(Number);
const runs = Number(process.argv[4] ?? 1);
const plumb = path.join(root, 'build/plumb');
const out = path.join(tmpdir(), `plumbline-site-bundle-${answers}`);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const s = (ms) => (ms / 1000).toFixed(2);

function run(cmd, args, options = {}) {
  const r = spawnSync(cmd, args, { maxBuffer: 1 << 30, encoding: 'utf8', ...options });
  if (r.status !== 0 && r.status !== 1 && r.status !== 4) throw new Error(`${cmd} ${args.join(' ')}: ${r.stderr}`);
  return r;
}

// A command's wall time, CPU time (user + system) and peak resident set (GNU time's %M,
// KB), its stdin from a file.
function timed(args, input) {
  const fd = input ? openSync(input, 'r') : 'ignore';
  const t = performance.now();
  const r = run('/usr/bin/time', ['-f', '%M %U %S', ...args], { stdio: [fd, 'pipe', 'pipe'] });
  const ms = performance.now() - t;
  if (input) closeSync(fd);
  const [kb, user, sys] = r.stderr.trim().split('\n').pop().split(' ').map(Number);
  return { ms, cpu: (user + sys) * 1000, rssMB: kb / 1024, stdout: r.stdout };
}

// The Chromium renderer processes this run started (the page and its workers live there):
// those under this process with --type=renderer, not another program's on the machine.
function renderers() {
  const parent = new Map();
  for (const pid of readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    try { parent.set(pid, readFileSync(`/proc/${pid}/stat`, 'utf8').replace(/^.*\) /, '').split(' ')[1]); } catch { /* gone */ }
  }
  const mine = (pid) => { for (let p = pid, n = 0; p && p !== '0' && n < 64; p = parent.get(p), ++n) if (p === String(process.pid)) return true; return false; };
  const pids = [];
  for (const pid of parent.keys()) {
    try {
      if (mine(pid) && readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('--type=renderer')) pids.push(pid);
    } catch { /* gone meanwhile */ }
  }
  return pids;
}
const procFile = (pid, file) => { try { return readFileSync(`/proc/${pid}/${file}`, 'utf8'); } catch { return ''; } };
// Their resident sets, summed, in MB (each counts the pages of Chromium's code it maps,
// shared with every other Chromium process), and their private memory (Private_Clean +
// Private_Dirty of smaps_rollup: what the page and its workers hold themselves, near
// Chromium's own "memory footprint").
const rendererMB = () => renderers().reduce((kb, pid) => kb + Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0), 0) / 1024;
// The page's own renderer (the page and its workers): the largest renderer that is not
// Chromium's own interface (--top-chrome-webui) nor a spare one; its resident set and
// private memory, MB.
const webui = new Map();
const isWebui = (pid) => { if (!webui.has(pid)) webui.set(pid, procFile(pid, 'cmdline').includes('--top-chrome-webui')); return webui.get(pid); };
const rssMB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0) / 1024;
const pageRenderer = () => renderers().filter((pid) => !isWebui(pid)).map((pid) => [pid, rssMB(pid)]).reduce((a, b) => (b[1] > a[1] ? b : a), [null, 0]);
const privateMB = (pid) => {
  const rollup = procFile(pid, 'smaps_rollup');
  return (Number(/Private_Clean:\s+(\d+)/.exec(rollup)?.[1] ?? 0) + Number(/Private_Dirty:\s+(\d+)/.exec(rollup)?.[1] ?? 0)) / 1024;
};
const rendererPrivateMB = () => renderers().reduce((kb, pid) => {
  const rollup = procFile(pid, 'smaps_rollup');
  return kb + Number(/Private_Clean:\s+(\d+)/.exec(rollup)?.[1] ?? 0) + Number(/Private_Dirty:\s+(\d+)/.exec(rollup)?.[1] ?? 0);
}, 0) / 1024;
// The CPU time (ms) of each thread of the renderers so far, by thread id, with its name
// (the page's thread is CrRendererMain, a worker's DedicatedWorker thread, V8's compiler
// and garbage collector threads V8 DefaultWorke...): where the renderers' CPU went.
const threadCpu = () => new Map(renderers().flatMap((pid) => {
  let tids = [];
  try { tids = readdirSync(`/proc/${pid}/task`); } catch { return []; }
  return tids.map((tid) => {
    const f = procFile(`${pid}/task/${tid}`, 'stat').replace(/^.*\) /, '').split(' ');
    return [`${pid}/${tid}`, { name: procFile(`${pid}/task/${tid}`, 'comm').trim(), ms: (Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 10 }];
  });
}));
// The CPU since `before` (a threadCpu()), summed by thread name, largest first: "name s, ...".
const threadsSince = (before) => {
  const by = new Map();
  for (const [id, { name, ms }] of threadCpu()) {
    const key = name.replace(/\d+$/, '').trim();
    by.set(key, (by.get(key) ?? 0) + ms - (before.get(id)?.ms ?? 0));
  }
  return [...by].filter(([, ms]) => ms > 0).sort((a, b) => b[1] - a[1]).map(([name, ms]) => `${name} ${(ms / 1000).toFixed(2)} s`).join(', ');
};
// Their CPU time so far (user + system), by process, in ms (clock ticks of 10 ms).
const rendererCpu = () => new Map(renderers().map((pid) => {
  const f = procFile(pid, 'stat').replace(/^.*\) /, '').split(' ');
  return [pid, (Number(f[11] ?? 0) + Number(f[12] ?? 0)) * 10];
}));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
console.log(run('node', [path.join(root, 'bench/make_site_bundle.mjs'), '--answers', String(answers), '--out', out]).stdout.trim());
const bytes = readdirSync(out, { recursive: true }).map((f) => statSync(path.join(out, f))).filter((x) => x.isFile()).reduce((a, x) => a + x.size, 0);

// The same answers as batch lines, for plumb batch (read by the module, as the site does).
const api = await load({ modulePath: path.join(root, 'build-wasm/plumbline.js') });
const files = {};
for (const f of readdirSync(out, { recursive: true })) if (statSync(path.join(out, f)).isFile()) files[f.split(path.sep).join('/')] = readFileSync(path.join(out, f), 'utf8');
const batchFile = path.join(out, 'batch.jsonl.txt');
const { lines } = api.readBundle(files);
writeFileSync(batchFile, lines.join('\n') + '\n');

console.log(`node ${process.version}; ${cpus().length} cores, ${cpus()[0].model}; ${(totalmem() / 2 ** 30).toFixed(1)} GB; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`bundle: ${answers} answers (${lines.length} batch lines), ${(bytes / 1048576).toFixed(1)} MB in ${out}\n`);

const table = [];
let nativeRows = null;
// SITE_ONLY=1: the site alone, no native runs and no comparison (while working on the site).
const siteOnly = process.env.SITE_ONLY === '1';
// SITE_QUERY=split=0 (say): more of the site's query, to compare its ways of working in one run.
const siteQuery = process.env.SITE_QUERY ? `&${process.env.SITE_QUERY}` : '';
for (const [name, args, input] of siteOnly ? [] : [['plumb batch -j 2', [plumb, 'batch', '-j', '2', '--no-timings'], batchFile],
                                   ['plumb bundle -j 2', [plumb, 'bundle', out, '-j', '2'], null]]) {
  const got = Array.from({ length: runs }, () => timed(args, input));
  if (name.startsWith('plumb bundle'))
    nativeRows = got[0].stdout.trim().split('\n').map((l) => JSON.parse(l)).map(({ model, task, verdict, score }) => ({ model, task, verdict, score }));
  table.push({ name, all: median(got.map((g) => g.ms)), cpu: median(got.map((g) => g.cpu)), memory: Math.max(...got.map((g) => g.rssMB)) });
}

const served = path.join(webDir, 'bundles/bench');
rmSync(served, { recursive: true, force: true });
cpSync(out, served, { recursive: true, filter: (f) => !f.endsWith('batch.jsonl.txt') });
const h = await start();
// The server gzips each file once, at its first request: done here, before the timed runs.
for (const f of readdirSync(served, { recursive: true })) if (statSync(path.join(served, f)).isFile()) await (await fetch(`${h.url}bundles/bench/${f}`)).arrayBuffer();
try {
  for (const workers of workerCounts) {
    const got = [];
    for (let i = 0; i < runs; ++i) {
      const page = await h.browser.newPage({ viewport: { width: 1366, height: 768 } });
      // When the leaderboard first has a row; the longest animation frame throughout.
      await page.addInitScript(() => {
        globalThis.bench = { longestFrame: 0, firstFigures: null };
        new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.bench.longestFrame = Math.max(globalThis.bench.longestFrame, e.duration); })
          .observe({ type: 'long-animation-frame', buffered: true });
        // Figures: a cell with an accuracy (not the models' skeleton drawn from the manifest).
        new MutationObserver((_, observer) => {
          if (document.querySelector('#s-leaderboard tbody td button.cell')) { globalThis.bench.firstFigures = performance.now(); observer.disconnect(); }
        }).observe(document, { childList: true, subtree: true });
      });
      let peak = rendererMB(), peakPrivate = rendererPrivateMB(), peakPage = 0, peakPagePrivate = 0, peakPageAt = 0;
      // The page's own account, every second: its JS heap and each module's memory (MB), the largest seen.
      const parts = { pageHeap: 0, engine: 0, workers: [] };
      const askParts = async () => {
        try {
          const m = await page.evaluate(() => globalThis.plumblineSite?.memory?.());
          if (!m) return;
          parts.pageHeap = Math.max(parts.pageHeap, (m.page?.total ?? 0) / 1048576);
          parts.engine = Math.max(parts.engine, m.engine / 1048576);
          (m.workers ?? []).forEach((w, k) => { parts.workers[k] = Math.max(parts.workers[k] ?? 0, w / 1048576); });
        } catch { /* navigating */ }
      };
      const cpu0 = rendererCpu(), threads0 = threadCpu();
      const cpuNow = () => [...rendererCpu()].reduce((n, [pid, ms]) => n + ms - (cpu0.get(pid) ?? 0), 0);
      // [epoch ms, the renderers' CPU ms so far]: the CPU spent between two moments of the page.
      const cpuAt = [[Date.now(), 0]];
      let ticks = 0;
      const perProcess = new Map();   // each renderer's peak resident set, MB
      const sampler = setInterval(() => {
        peak = Math.max(peak, rendererMB());
        const [pid, mb] = pageRenderer();
        if (mb > peakPage) peakPageAt = Date.now();
        peakPage = Math.max(peakPage, mb);
        cpuAt.push([Date.now(), cpuNow()]);
        if (pid && ticks % 5 === 0) peakPagePrivate = Math.max(peakPagePrivate, privateMB(pid));
        if (++ticks % 5 === 0) {
          peakPrivate = Math.max(peakPrivate, rendererPrivateMB());
          for (const pid of renderers()) perProcess.set(pid, Math.max(perProcess.get(pid) ?? 0, Number(/VmRSS:\s+(\d+)/.exec(procFile(pid, 'status'))?.[1] ?? 0) / 1024));
        }
        if (ticks % 20 === 0) askParts();
      }, 50);
      const cpuBy = (epoch) => (cpuAt.findLast(([t]) => t <= epoch) ?? cpuAt[0])[1];
      await page.goto(`${h.url}site.html?bundle=bundles/bench/bundle.json&workers=${workers}&cache=0${siteQuery}`, { timeout: 300000 });
      await page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 600000 });
      await page.evaluate(() => globalThis.plumblineSite.ready);
      const all = await page.evaluate(() => performance.now());
      clearInterval(sampler);
      peak = Math.max(peak, rendererMB());
      peakPrivate = Math.max(peakPrivate, rendererPrivateMB());
      await askParts();
      const cpu = cpuNow(), threads = threadsSince(threads0);
      const b = await page.evaluate(() => ({
        ...globalThis.bench, origin: performance.timeOrigin,
        // The bundle's files fully arrived (the last one's responseEnd), and their bytes on the wire.
        arrived: Math.max(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/bundles/bench/')).map((e) => e.responseEnd)),
        // When the manifest was asked for: what the page did before it starts the download.
        asked: Math.min(...performance.getEntriesByType('resource').filter((e) => e.name.includes('/bundles/bench/')).map((e) => e.startTime)),
        wire: performance.getEntriesByType('resource').filter((e) => e.name.includes('/bundles/bench/')).reduce((n, e) => n + e.transferSize, 0),
        parts: globalThis.plumblineSite.timings(),
      }));
      // The renderers' CPU from the bundle's arrival to the first figures: what the wait
      // would be with the cores to itself (less, with two of them busy).
      const firstCpu = cpuBy(b.origin + b.firstFigures) - cpuBy(b.origin + b.arrived);
      console.log(`site, ${workers} worker(s), run ${i + 1}: bundle asked for at ${s(b.asked)} s, arrived ${s(b.arrived)} s (${(b.wire / 1048576).toFixed(1)} MB on the wire), ` +
                  `first figures ${s(b.firstFigures)} s (renderers' CPU from the arrival ${s(firstCpu)} s), all judged ${s(all)} s, ` +
                  `renderers' CPU ${s(cpu)} s (${renderers().length} renderer processes); the page's renderer's peak ${peakPage.toFixed(0)} MB resident ` +
                  `(${peakPagePrivate.toFixed(0)} MB private) at ${s(peakPageAt - b.origin)} s from the load; all renderers' ${peak.toFixed(0)} MB resident (${peakPrivate.toFixed(0)} MB private; ` +
                  `largest seen: page JS heap ${parts.pageHeap.toFixed(0)} MB, page module ${parts.engine.toFixed(0)} MB, ` +
                  `workers' modules ${parts.workers.map((w) => w.toFixed(0)).join(' + ')} MB; each renderer's peak ` +
                  `${[...perProcess.values()].map((v) => v.toFixed(0)).join(', ')} MB); renderers' CPU by thread: ${threads}; ` +
                  Object.entries(b.parts ?? {}).map(([k, v]) => (k === 'sampled' ? `${v} answers sampled`
                    : typeof v === 'object' ? `${k} (ms) ${Object.entries(v).map(([part, ms]) => `${part} ${ms.toFixed(0)}`).join(', ')}`
                    : `${k} ${s(v)} s`)).join(', '));
      const rows = await page.evaluate(() => globalThis.plumblineSite.results());
      if (nativeRows && JSON.stringify(rows) !== JSON.stringify(nativeRows)) throw new Error(`the site with ${workers} workers disagrees with plumb bundle`);
      got.push({ all, cpu, firstCpu, first: b.firstFigures - b.arrived, arrived: b.arrived, memory: peakPage, memoryPrivate: peakPagePrivate, memoryAll: peak, frame: b.longestFrame });
      await page.close();
    }
    table.push({ name: `site, ${workers} worker${workers === 1 ? '' : 's'}`, arrived: median(got.map((g) => g.arrived)),
                 first: median(got.map((g) => g.first)), firstCpu: median(got.map((g) => g.firstCpu)), all: median(got.map((g) => g.all)), cpu: median(got.map((g) => g.cpu)),
                 memory: Math.max(...got.map((g) => g.memory)), memoryPrivate: Math.max(...got.map((g) => g.memoryPrivate)), memoryAll: Math.max(...got.map((g) => g.memoryAll)), frame: Math.max(...got.map((g) => g.frame)) });
  }
} finally {
  await h.close();
  rmSync(served, { recursive: true, force: true });
}

const batch = siteOnly ? { all: NaN, cpu: NaN } : table[0];
console.log(`\nload average ${loadavg().map((x) => x.toFixed(1)).join(' ')} at the end`);
console.log("\n| how | bundle arrived s | first figures s after (CPU s) | all judged s | vs plumb batch -j 2 | CPU s | CPU vs plumb batch | the page's peak memory MB (private) | all renderers MB | longest frame ms |\n|---|---|---|---|---|---|---|---|---|---|");
for (const r of table) {
  console.log(`| ${r.name} | ${r.arrived == null ? '' : s(r.arrived)} | ${r.first == null ? '' : `${s(r.first)} (${s(r.firstCpu)})`} | ${s(r.all)} | ${(r.all / batch.all).toFixed(2)}x | ` +
              `${s(r.cpu)} | ${(r.cpu / batch.cpu).toFixed(2)}x | ${r.memory.toFixed(0)}${r.memoryPrivate == null ? '' : ` (${r.memoryPrivate.toFixed(0)})`} | ${r.memoryAll == null ? '' : r.memoryAll.toFixed(0)} | ${r.frame == null ? '' : r.frame.toFixed(0)} |`);
}
