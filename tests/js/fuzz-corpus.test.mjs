// The committed fuzz corpus and the kept findings (fuzz/corpus/, tests/fuzz/regressions/)
// through the WebAssembly module: nothing aborts it, and every reading and every report is
// the native CLI's. Readers: readDrawing against `plumb read`; checks: each input whose first
// line names an example task, as a batch line, `wasm/cli.mjs batch` against `plumb batch`.
//   PLUMBLINE_FUZZ_CORPUS=../fuzz-corpus node --test tests/js/fuzz-corpus.test.mjs   (a long run's too)
import test from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

import { native, plumbline, root, wasm } from './helpers.mjs';

// PLUMBLINE_FUZZ_CORPUS (as for scripts/fuzz.sh) adds a long run's corpora, TARGET/ in it.
const extra = process.env.PLUMBLINE_FUZZ_CORPUS;

function inputs(target) {
  const dirs = ['fuzz/corpus', 'tests/fuzz/regressions'].map((base) => path.join(root, base, target));
  if (extra) dirs.push(path.resolve(extra, target));
  return dirs.flatMap((dir) => (existsSync(dir) ? readdirSync(dir).sort().map((f) => path.join(dir, f)) : []));
}

for (const format of ['svg', 'tikz', 'eps', 'dot']) {
  test(`fuzz corpus: read_${format} in wasm == native`, async () => {
    const module = await plumbline();
    for (const file of inputs(`read_${format}`)) {
      const wasmRead = module.readDrawing(format, readFileSync(file));
      const nativeRead = native(['read', format, file]);
      assert.equal(nativeRead.status, 0, file);
      assert.deepEqual(wasmRead, JSON.parse(nativeRead.stdout.toString('utf8')), file);
    }
  });
}

test('fuzz corpus: extract never aborts the module', async () => {
  const module = await plumbline();
  for (const file of inputs('extract')) {
    const text = readFileSync(file);
    const newline = text.indexOf(10);
    const format = newline >= 0 ? text.subarray(0, newline).toString('latin1') : 'svg';
    const found = module.extract(newline >= 0 ? text.subarray(newline + 1) : text, format);
    assert.equal(typeof found.found, 'boolean', file);
  }
});

// The example tasks by id, as the check targets find them.
function exampleTasks() {
  const tasks = new Map();
  const walk = (dir) => {
    for (const e of readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.name === 'task.json') {
        const task = JSON.parse(readFileSync(p, 'utf8'));
        tasks.set(task.id, task);
      }
    }
  };
  walk(path.join(root, 'examples'));
  return tasks;
}

test('fuzz corpus: the check targets\' inputs, as batch lines, wasm == native', () => {
  const tasks = exampleTasks();
  const lines = [];
  for (const kind of ['match', 'molecule', 'constraints', 'diagram']) {
    for (const file of inputs(`check_${kind}`)) {
      const text = readFileSync(file, 'utf8');
      const newline = text.indexOf('\n');
      if (newline < 0) continue;
      const task = tasks.get(text.slice(0, newline).split(' ')[0]);
      if (task) lines.push(JSON.stringify({ task, candidate: text.slice(newline + 1), id: path.basename(file) }));
    }
  }
  assert.ok(lines.length > 0);
  const input = lines.join('\n') + '\n';
  const expected = native(['batch', '--no-timings'], input);
  const actual = wasm(['batch', '--no-timings'], input);
  assert.equal(expected.status, 0);
  assert.equal(actual.status, 0, actual.stderr.toString());
  assert.equal(actual.stdout.toString('utf8'), expected.stdout.toString('utf8'));
});
