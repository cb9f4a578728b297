// The WebAssembly module against the native CLI per check kind and format, on the same batch
// lines: where the module is slower than native, and what share of its time each kind takes.
// The module: one batch session per group (compact reports, no timings, as the site's
// workers judge), in one warm Node process (a first pass over every line, untimed, lets
// TurboFan's code arrive), the process's CPU time, the least of ROUNDS passes. Native: `plumb batch -j 1
// --no-timings` over each group's lines alone (repeated to 2,000 lines), CPU time (user + system, GNU time) less an
// empty batch's, the least of ROUNDS runs. The groups keep the file's order, so consecutive
// lines of one task still share its preparation. Both outputs are compared byte for byte.
// usage: node bench/module-kinds.mjs [FILE=<tmp>/plumbline-site-bundle-20000/batch.jsonl.txt]
//        [LINES=3000] [ROUNDS=3]   (FILE: batch lines, e.g. the ones bench/site.mjs writes;
//        PLUMB=path/to/plumb, PLUMBLINE_WASM=path/to/plumbline.js to compare other builds)
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, openSync, closeSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { load } from '../wasm/plumbline.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const file = process.argv[2] || path.join(tmpdir(), 'plumbline-site-bundle-20000', 'batch.jsonl.txt');
const count = Number(process.argv[3] ?? 3000);
const rounds = Number(process.argv[4] ?? 3);
const plumb = process.env.PLUMB ?? path.join(root, 'build', 'plumb');
const modulePath = process.env.PLUMBLINE_WASM;

const lines = readFileSync(file, 'utf8').split('\n').filter((l) => l.length > 0).slice(0, count);
const groups = new Map();
for (const line of lines) {
  const { task } = JSON.parse(line);
  const key = `${task?.check?.kind ?? '?'} ${task?.format ?? '?'}`;
  if (!groups.has(key)) groups.set(key, []);
  groups.get(key).push(line);
}

// A native batch's CPU ms over the given input file (stdin), and its output.
function native(input) {
  const fd = openSync(input, 'r');
  const r = spawnSync('/usr/bin/time', ['-f', '%U %S', plumb, 'batch', '-j', '1', '--no-timings'],
                      { stdio: [fd, 'pipe', 'pipe'], maxBuffer: 1 << 30 });
  closeSync(fd);
  if (r.status === null || r.status > 4) throw new Error(`plumb batch: ${r.stderr}`);
  const [user, sys] = String(r.stderr).trim().split('\n').pop().split(' ').map(Number);
  return { ms: (user + sys) * 1000, out: r.stdout };
}

const dir = mkdtempSync(path.join(tmpdir(), 'module-kinds-'));
const empty = path.join(dir, 'empty');
writeFileSync(empty, '');
const base = Math.min(...Array.from({ length: 5 }, () => native(empty).ms));
const rows = [];
for (const [key, group] of groups) {
  // Repeated to 2,000 lines or more: GNU time counts CPU in hundredths of a second.
  const repeat = Math.ceil(2000 / group.length);
  const input = path.join(dir, 'lines');
  writeFileSync(input, Array(repeat).fill(group.join('\n') + '\n').join(''));
  const runs = Array.from({ length: rounds }, () => native(input));
  const nativeMs = Math.max(0, Math.min(...runs.map((r) => r.ms)) - base) / repeat;
  const out = runs[0].out.subarray(0, runs[0].out.length / repeat);
  rows.push({ key, group, nativeMs, nativeOut: out });
}
rmSync(dir, { recursive: true, force: true });

const api = await load(modulePath ? { modulePath } : {});
const encoded = new Map(rows.map((r) => [r.key, r.group.map((l) => Buffer.from(l))]));
const pass = (row) => {
  const session = api.openBatch({ report: 'compact', timings: false });
  const chunks = [];
  const t = process.cpuUsage();
  encoded.get(row.key).forEach((line, i) => chunks.push(session.lineBytes(line, i + 1)));
  const { user, system } = process.cpuUsage(t);
  const ms = (user + system) / 1000;
  session.close();
  return { ms, out: Buffer.concat(chunks.flatMap((c) => [c, Buffer.from('\n')])) };
};
for (const row of rows) pass(row);   // warm-up: TurboFan's code for every kind
for (const row of rows) {
  row.moduleMs = Infinity;
  for (let i = 0; i < rounds; ++i) {
    const { ms, out } = pass(row);
    row.moduleMs = Math.min(row.moduleMs, ms);
    if (i === 0) row.same = out.equals(row.nativeOut);
  }
}

const us = (ms, n) => ((ms * 1000) / n).toFixed(0);
const totalModule = rows.reduce((a, r) => a + r.moduleMs, 0);
const totalNative = rows.reduce((a, r) => a + r.nativeMs, 0);
console.log(`node ${process.version}; ${cpus().length} cores, ${cpus()[0].model}; load average ${loadavg().map((x) => x.toFixed(1)).join(' ')}`);
console.log(`${lines.length} lines of ${file}; least of ${rounds}; native: ${plumb} (empty batch ${base.toFixed(0)} ms CPU, taken off)\n`);
console.log('| check, format | answers | native µs | module µs | module / native | share of module time | reports identical |');
console.log('|---|---|---|---|---|---|---|');
for (const r of [...rows].sort((a, b) => b.moduleMs - a.moduleMs)) {
  const n = r.group.length;
  console.log(`| ${r.key} | ${n} | ${us(r.nativeMs, n)} | ${us(r.moduleMs, n)} | ${(r.moduleMs / r.nativeMs).toFixed(2)}x | ${((100 * r.moduleMs) / totalModule).toFixed(0)}% | ${r.same ? 'yes' : 'NO'} |`);
}
console.log(`| all | ${lines.length} | ${us(totalNative, lines.length)} | ${us(totalModule, lines.length)} | ${(totalModule / totalNative).toFixed(2)}x | 100% | ${rows.every((r) => r.same) ? 'yes' : 'NO'} |`);
if (!rows.every((r) => r.same)) process.exitCode = 1;
