// How long each crossed budget takes to answer: every case of tests/js/budget-cases.mjs
// and tests/js/hostile-inputs.mjs, natively (`plumb check --no-timings`, the whole process,
// best of ROUNDS) and in WebAssembly (evaluateText in one Node process, best of ROUNDS),
// with the input's size. The goal (issue: hostile input) is under one second for every
// input up to 10 MB.
//   node bench/budgets.mjs [ROUNDS]     (after scripts/build.sh and scripts/build-wasm.sh)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

import { native, plumbline } from '../tests/js/helpers.mjs';
import { budgetCases } from '../tests/js/budget-cases.mjs';
import { hostileInputs } from '../tests/js/hostile-inputs.mjs';

const rounds = Number(process.argv[2] ?? 3);
const module = await plumbline();
const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-bench-budgets-'));
const bytes = (x) => (typeof x === 'string' ? Buffer.byteLength(x) : x.length);
const size = (n) => (n >= 1 << 20 ? `${(n / (1 << 20)).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(0)} KiB` : `${n} B`);

const cases = [
  ...budgetCases.map((c) => ({ name: c.limit, task: c.task?.(), candidate: c.candidate?.(), line: c.line?.() })),
  ...hostileInputs.map((h) => ({ name: h.name, task: h.task, candidate: h.candidate })),
];

console.log('| input | size | native (plumb check, whole process) | WebAssembly (evaluateText) | verdict, first budget or error code |');
console.log('|---|---|---|---|---|');
let worst = { native: 0, wasm: 0 }, all = { native: 0, wasm: 0, bytes: 0 };
for (const c of cases) {
  let nativeBest = Infinity, wasmBest = Infinity, report;
  const n = c.line ? bytes(c.line) : bytes(c.candidate) + bytes(c.task);
  if (c.line) writeFileSync(path.join(dir, 'lines.jsonl'), c.line + '\n');
  else {
    writeFileSync(path.join(dir, 'task.json'), c.task);
    writeFileSync(path.join(dir, 'candidate.txt'), c.candidate);
  }
  for (let r = 0; r < rounds; ++r) {
    let t = performance.now();
    if (c.line) native(['batch', '--no-timings'], Buffer.from(c.line + '\n'));
    else native(['check', path.join(dir, 'task.json'), path.join(dir, 'candidate.txt'), '--no-timings']);
    nativeBest = Math.min(nativeBest, performance.now() - t);
    t = performance.now();
    const text = c.line ? module.evaluateBatchLine(c.line, 1, { timings: false })
      : module.evaluateText(c.task, c.candidate, { timings: false });
    wasmBest = Math.min(wasmBest, performance.now() - t);
    report = JSON.parse(text);
  }
  const codes = report.diagnostics.filter((d) => d.severity === 'error').map((d) => d.code);
  const code = codes.find((x) => /limit|budget|bytes|depth/.test(x)) ?? codes[0] ?? '';
  if (n <= 10 << 20) worst = { native: Math.max(worst.native, nativeBest), wasm: Math.max(worst.wasm, wasmBest) };
  all = { native: Math.max(all.native, nativeBest), wasm: Math.max(all.wasm, wasmBest), bytes: Math.max(all.bytes, n) };
  console.log(`| ${c.name.replaceAll('|', '\\|')} | ${size(n)} | ${nativeBest.toFixed(0)} ms | ${wasmBest.toFixed(0)} ms | ${report.verdict}${code ? `, \`${code}\`` : ''} |`);
}
console.log(`\nslowest input up to 10 MiB: native ${worst.native.toFixed(0)} ms, WebAssembly ${worst.wasm.toFixed(0)} ms`);
console.log(`slowest of all ${cases.length} (up to ${size(all.bytes)}): native ${all.native.toFixed(0)} ms, WebAssembly ${all.wasm.toFixed(0)} ms`);
rmSync(dir, { recursive: true, force: true });
