// WebAssembly figures, measured in one run: module size (raw and gzip -9), load time in
// Node, and per-evaluation time on the example answers for the module and the native CLI
// over the same JSONL. Builds nothing: expects build/plumb and build-wasm/.
// usage: node bench/wasm.mjs [ROUNDS]   (ROUNDS: times the example set is repeated, default 20)
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { cpus } from 'node:os';
import { gzipSync } from 'node:zlib';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { load } from '../wasm/plumbline.mjs';
import { exampleBatchLines } from '../tests/js/helpers.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const rounds = Number(process.argv[2] ?? 20);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const kb = (n) => `${n} B (${(n / 1024).toFixed(1)} KiB)`;

console.log(`node ${process.version}; ${cpus().length} cores, ${cpus()[0].model}`);

// Sizes.
console.log('\nfile                     raw                       gzip -9');
for (const file of ['plumbline.wasm', 'plumbline.js', 'plumbline.single.js']) {
  const full = path.join(root, 'build-wasm', file);
  const gzip = spawnSync('gzip', ['-9', '-c', full], { maxBuffer: 1 << 30 }); // as `gzip -9 -c FILE | wc -c`
  const gzipped = gzip.status === 0 ? gzip.stdout.length : gzipSync(readFileSync(full), { level: 9 }).length;
  console.log(`${file.padEnd(24)} ${kb(statSync(full).size).padEnd(25)} ${kb(gzipped)}`);
}

// Load time: load() in fresh Node processes (compile + instantiate + runtime init), and
// the whole process (node start + import + load) for the CLI's fixed cost.
const probe = `const t = performance.now(); const { load } = await import(${JSON.stringify(path.join(root, 'wasm', 'plumbline.mjs'))});
const p = await load(PATH); console.log(performance.now() - t);`;
for (const [label, arg] of [['two-file build', '{}'], ['single-file build', `{modulePath: ${JSON.stringify(path.join(root, 'build-wasm', 'plumbline.single.js'))}}`]]) {
  const times = [];
  const wall = [];
  for (let i = 0; i < 7; ++i) {
    const start = performance.now();
    const r = spawnSync(process.execPath, ['--input-type=module', '-e', probe.replace('PATH', arg)]);
    wall.push(performance.now() - start);
    if (r.status !== 0) throw new Error(`load probe failed: ${r.stderr}`);
    times.push(Number(String(r.stdout)));
  }
  console.log(`\nload (${label}): import + load() ${median(times).toFixed(1)} ms median of 7; whole node process ${median(wall).toFixed(0)} ms`);
}

// Per evaluation: the example answers (default profile) repeated `rounds` times.
const lines = exampleBatchLines();
const batch = Array.from({ length: rounds }, () => lines).flat();
const input = Buffer.from(batch.join('\n') + '\n');
const perLine = (ms) => `${((ms * 1000) / batch.length).toFixed(1)} µs/evaluation`;
console.log(`\nper evaluation: ${lines.length} example answers x ${rounds} = ${batch.length} batch lines, --no-timings`);

const timeRun = (command, args) => {
  const start = performance.now();
  const r = spawnSync(command, args, { input, maxBuffer: 1 << 30 });
  const ms = performance.now() - start;
  if (r.status !== 0) throw new Error(`${command} ${args.join(' ')}: ${r.stderr}`);
  return { ms, out: r.stdout };
};
const nativeRun = timeRun(path.join(root, 'build', 'plumb'), ['batch', '--no-timings']);
const wasmRun = timeRun(process.execPath, [path.join(root, 'wasm', 'cli.mjs'), 'batch', '--no-timings']);
console.log(`native  plumb batch (whole process)        ${nativeRun.ms.toFixed(0).padStart(6)} ms  ${perLine(nativeRun.ms)}`);
console.log(`wasm    node wasm/cli.mjs batch (whole)    ${wasmRun.ms.toFixed(0).padStart(6)} ms  ${perLine(wasmRun.ms)}`);
console.log(`        outputs identical: ${nativeRun.out.equals(wasmRun.out)}`);

// In process, as the CLIs judge: one batch session (a task prepared once for its answers),
// compact reports, after one warm-up pass.
const module = await load();
const encoded = batch.map((l) => Buffer.from(l));
const warm = module.openBatch({ timings: false, report: 'compact' });
for (let i = 0; i < lines.length; ++i) warm.line(encoded[i], i + 1);
warm.close();
const session = module.openBatch({ timings: false, report: 'compact' });
const start = performance.now();
for (let i = 0; i < encoded.length; ++i) session.line(encoded[i], i + 1);
const inProcess = performance.now() - start;
session.close();
console.log(`wasm    openBatch().line in process         ${inProcess.toFixed(0).padStart(6)} ms  ${perLine(inProcess)}`);
console.log(`        ratio wasm/native (in process vs native batch): ${(inProcess / nativeRun.ms).toFixed(2)}`);
