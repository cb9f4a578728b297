// The WebAssembly module in Chromium, measured in one run beside native and Node: the
// playground's module size (raw and gzip -9), its load time in fresh page loads, and
// per-evaluation time on the example answers. Builds nothing: expects build/plumb and the
// playground in build/web/ (scripts/build.sh, scripts/build-web.sh).
// usage: node bench/browser.mjs [ROUNDS] [LOADS]   (defaults 10 and 5)
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, tmpdir } from 'node:os';
import path from 'node:path';

import { load } from '../wasm/plumbline.mjs';
import { start, webDir } from '../tests/browser/harness.mjs';
import { exampleAnswers, exampleBatchLines, nativePlumb } from '../tests/js/helpers.mjs';

const rounds = Number(process.argv[2] ?? 10);
const loads = Number(process.argv[3] ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const options = { timings: false };

// The task goes in as its JSON text, as a batch line carries it: the core parses it in
// every setting, and no setting pays for a JSON.stringify the others skip.
const items = exampleAnswers().map(({ name, taskFile, answerFile }) => ({
  name, task: readFileSync(taskFile, 'utf8'), candidate: readFileSync(answerFile, 'utf8'),
}));
const evaluations = items.length * rounds;
const us = (ms) => (ms * 1000) / evaluations;

console.log(`node ${process.version}; ${cpus().length} cores, ${cpus()[0].model}`);
// Builds are not stamped with a commit: their times tell which ones were measured.
for (const file of [nativePlumb, path.join(webDir, 'plumbline.wasm')]) console.log(`${file} built ${statSync(file).mtime.toISOString()}`);

// Sizes of what the page downloads (build/web, which may lag build-wasm/).
console.log('\nfile (build/web)     raw B      gzip -9 B');
for (const file of ['plumbline.wasm', 'plumbline.js']) {
  const full = path.join(webDir, file);
  const gzipped = spawnSync('gzip', ['-9', '-c', full], { maxBuffer: 1 << 30 }).stdout.length;
  console.log(`${file.padEnd(20)} ${String(statSync(full).size).padStart(9)} ${String(gzipped).padStart(12)}`);
}

// Native: the whole `plumb batch` process over the same answers as JSONL (its start-up,
// a few ms, is noise against ~1,000 evaluations).
const input = Buffer.from(Array.from({ length: rounds }, () => exampleBatchLines()).flat().join('\n') + '\n');
const nativeStart = performance.now();
const native = spawnSync(nativePlumb, ['batch', '--no-timings', '--report', 'full'], { input, maxBuffer: 1 << 30 });
const nativeMs = performance.now() - nativeStart;
if (native.status !== 0) throw new Error(`plumb batch failed: ${native.stderr}`);
// Reports without the batch-only line_id, to compare with the module's.
const expected = String(native.stdout).trim().split('\n').slice(0, items.length).map((line) => {
  const { line_id, ...report } = JSON.parse(line);
  return JSON.stringify(report);
});

// The same evaluation loop runs in Node and in the page: one untimed pass, then `rounds`
// timed passes. Each pass is timed too because V8 keeps tiering the wasm up over the first
// few passes: the median pass is the warm speed without that. Returns ms (total and per
// pass) and the untimed pass's reports.
function timedLoop(api, items, rounds, options) {
  const reports = items.map((it) => JSON.stringify(api.evaluate(it.task, it.candidate, options)));
  const passes = [];
  const start = performance.now();
  for (let r = 0; r < rounds; ++r) {
    const pass = performance.now();
    for (const it of items) api.evaluate(it.task, it.candidate, options);
    passes.push(performance.now() - pass);
  }
  return { ms: performance.now() - start, passes, reports };
}

// Node, on build/web's module rather than build-wasm's so that both wasm columns run the
// same binary. The glue is CommonJS in a folder Node treats as ESM: require a .cjs copy.
const scratch = mkdtempSync(path.join(tmpdir(), 'plumb-bench-'));
copyFileSync(path.join(webDir, 'plumbline.js'), path.join(scratch, 'plumbline.cjs'));
const factory = createRequire(import.meta.url)(path.join(scratch, 'plumbline.cjs'));
rmSync(scratch, { recursive: true });
const node = timedLoop(await load({ factory, wasmBinary: readFileSync(path.join(webDir, 'plumbline.wasm')) }), items, rounds, options);

const browser = await start();
let chromeVersion, page, chromium;
const loadRows = [];
try {
  chromeVersion = browser.browser.version();
  // Load: each a fresh context (empty HTTP cache, so no cached compiled wasm). An init
  // script, which runs before the page's own, marks when plumbline.ready resolves (hooked
  // as the page assigns window.plumbline) and times WebAssembly instantiation, which
  // Emscripten's loader does not mark itself.
  for (let i = 0; i < loads; ++i) {
    const context = await browser.browser.newContext();
    page = await context.newPage();
    await page.addInitScript(() => {
      // The pages compile once (js/wasm-source.mjs: compileStreaming), then instantiate.
      for (const name of ['compile', 'compileStreaming', 'instantiate', 'instantiateStreaming']) {
        const original = WebAssembly[name];
        WebAssembly[name] = function (...args) {
          performance.mark(`${name}-start`);
          return original.apply(this, args).then((result) => {
            performance.measure(`WebAssembly.${name}`, `${name}-start`);
            return result;
          });
        };
      }
      let facade;
      Object.defineProperty(globalThis, 'plumbline', {
        configurable: true,
        get: () => facade,
        set(value) {
          facade = value;
          value.ready.then(() => performance.mark('plumbline-ready'));
        },
      });
    });
    await page.goto(browser.url);
    await page.waitForSelector('body[data-ready="true"]', { timeout: 30000 });
    loadRows.push(await page.evaluate(() => {
      // Times are ms from navigation start. compileStreaming starts once the response's
      // headers arrive, so that measure also covers receiving the body.
      const wasm = performance.getEntriesByType('resource').find((e) => e.name.endsWith('/plumbline.wasm'));
      return {
        ready: performance.getEntriesByName('plumbline-ready')[0].startTime,
        instantiate: performance.getEntriesByType('measure')
          .filter((e) => e.name.startsWith('WebAssembly.')).map((e) => ({ name: e.name, ms: e.duration })),
        wasmRequested: wasm.startTime,
        wasmFetched: wasm.responseEnd - wasm.startTime,
      };
    }));
    if (i < loads - 1) await context.close();
  }
  // Per evaluation, in the last loaded page, with the same loop as Node's.
  chromium = await page.evaluate(
    ([source, items, rounds, options]) => (0, eval)(`(${source})`)(window.plumbline, items, rounds, options),
    [timedLoop.toString(), items, rounds, options],
  );
} finally {
  await browser.close();
}

const mismatches = (reports) => reports.filter((r, i) => r !== expected[i]).length;
const ms = (key) => `${median(loadRows.map((r) => r[key])).toFixed(1).padStart(7)} ms`;
for (const r of loadRows) r.instantiateMs = r.instantiate.reduce((a, e) => a + e.ms, 0);
console.log(`\nload in Chromium ${chromeVersion}, medians of ${loads} fresh page loads (fresh contexts: empty cache):`);
console.log(`  navigation -> plumbline.ready resolved  ${ms('ready')}`);
console.log(`  navigation -> plumbline.wasm requested  ${ms('wasmRequested')}`);
console.log(`  plumbline.wasm request -> response end  ${ms('wasmFetched')}`);
console.log(`  ${[...new Set(loadRows.flatMap((r) => r.instantiate.map((e) => e.name)))].join(' + ').padEnd(38)} ${ms('instantiateMs')} (compile + instantiate)`);

console.log(`\nper evaluation: ${items.length} example answers x ${rounds} = ${evaluations} evaluations, default profile, no timings`);
console.log('setting                                    total ms   µs/eval   x native   median pass µs/eval');
const row = (label, ms, passes) => console.log(`${label.padEnd(42)} ${ms.toFixed(0).padStart(8)} ${us(ms).toFixed(1).padStart(9)} ${(ms / nativeMs).toFixed(2).padStart(10)}` +
  (passes ? `   ${((median(passes) * 1000) / items.length).toFixed(1).padStart(8)}` : ''));
row('native plumb batch (whole process)', nativeMs);
row('Node wasm, evaluate() loop after 1 pass', node.ms, node.passes);
row('Chromium wasm, evaluate() loop after 1 pass', chromium.ms, chromium.passes);
console.log(`Chromium / Node: ${(chromium.ms / node.ms).toFixed(2)} (median passes: ${(median(chromium.passes) / median(node.passes)).toFixed(2)})`);
console.log(`reports differing from native (untimed pass, ${items.length} answers): Node ${mismatches(node.reports)}, Chromium ${mismatches(chromium.reports)}`);
