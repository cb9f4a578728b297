// No input aborts, crashes or wedges the module: every hostile input gets a well-formed
// answer from every entry point, the same report as the native CLI, and the module
// still judges a normal answer correctly afterwards.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { exampleAnswers, native, plumbline, root } from './helpers.mjs';
import { hostileInputs } from './hostile-inputs.mjs';

const verdicts = ['pass', 'fail', 'invalid'];

async function stillWorks(module) {
  const passing = exampleAnswers().find((a) => path.basename(a.answerFile).startsWith('pass-'));
  const report = module.evaluate(readFileSync(passing.taskFile), readFileSync(passing.answerFile));
  assert.equal(report.verdict, 'pass', `the module no longer judges ${passing.name}`);
}

test('hostile inputs: every entry point answers, nothing aborts', async (t) => {
  const module = await plumbline();
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-hostile-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const { name, task, candidate, expect } of hostileInputs) {
    await t.test(name, async () => {
      const text = module.evaluateText(task, candidate, { timings: false });
      const report = JSON.parse(text);
      assert.ok(verdicts.includes(report.verdict), `${name}: verdict ${report.verdict}`);
      assert.ok(Array.isArray(report.diagnostics));
      assert.ok(!report.diagnostics.some((d) => d.code.startsWith('internal.')), `${name}: ${text.slice(0, 300)}`);
      if (expect) assert.ok(report.diagnostics.some((d) => d.code === expect), `${name}: no ${expect} in ${text.slice(0, 300)}`);

      // The same report as the native CLI on the same bytes.
      writeFileSync(path.join(dir, 'task.json'), task);
      writeFileSync(path.join(dir, 'candidate.txt'), candidate);
      const expected = native(['check', path.join(dir, 'task.json'), path.join(dir, 'candidate.txt'), '--no-timings', '--report', 'full']);
      assert.equal(expected.status, 0, `${name}: native exit ${expected.status}`);
      assert.equal(text, expected.stdout.toString('utf8').trimEnd(), `${name}: wasm and native reports differ`);

      const read = module.readDrawing('svg', candidate);
      assert.equal(typeof read.ok, 'boolean');
      assert.ok(Array.isArray(read.scene.items) && Array.isArray(read.diagnostics));
      // The core's SVG writer on the same bytes: a whole document, the bytes plumb draw prints.
      const drawn = module.drawScene('svg', candidate);
      assert.match(drawn, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]*>\n[\s\S]*<\/svg>\n$/, name);
      const nativeDrawn = native(['draw', 'svg', path.join(dir, 'candidate.txt')]);
      assert.equal(nativeDrawn.status, 0, `${name}: plumb draw exit ${nativeDrawn.status}`);
      assert.equal(drawn, nativeDrawn.stdout.toString('utf8'), `${name}: wasm and native drawings differ`);
      const extraction = module.extract(candidate, 'svg');
      assert.equal(typeof extraction.found, 'boolean');
      if (typeof candidate === 'string' && typeof task === 'string') {
        const line = `{"task": ${task || 'null'}, "candidate": ${JSON.stringify(candidate)}}`;
        const lineReport = JSON.parse(module.evaluateBatchLine(line, 1, { timings: false }));
        assert.ok(verdicts.includes(lineReport.verdict));
      }
      await stillWorks(module);
    });
  }
});

test('hostile arguments to the JS API are TypeErrors or RangeErrors, not aborts', async () => {
  const module = await plumbline();
  assert.throws(() => module.evaluate(42, '<svg/>'), TypeError);
  assert.throws(() => module.evaluate('{}', undefined), TypeError);
  assert.throws(() => module.evaluate('{}', '<svg/>', { profile: 'lenient' }), RangeError);
  assert.throws(() => module.evaluate('{}', '<svg/>', { colour: 'red' }), RangeError);
  assert.throws(() => module.evaluate('{}', '<svg/>', 'ssvg'), TypeError);
  assert.equal(module.readDrawing('dot', 'digraph { a -- b }').ok, false);              // Graphviz: syntax error
  assert.equal(module.readDrawing('dot', 'digraph {' + ' {'.repeat(100000)).ok, false);  // the depth budget, no stack overflow
  assert.equal(module.readDrawing('png', 'PNG').ok, false);                             // no such reader
  assert.equal(module.readDrawing('eps', '0 0 moveto 1 1 linto stroke').ok, false);    // PostScript: undefined
  assert.equal(module.readDrawing('tikz', '\\draw (0,0) -- (1,1) -- ;').ok, false);     // TeX would stop here
  assert.equal(module.extract('<svg/>', 'no-such-format').found, false);
  assert.throws(() => module.drawGeometry(42), TypeError);
  assert.equal(module.drawGeometry('['.repeat(100000)), '');
  assert.equal(module.drawGeometry(`{"type": "path", "d": "M 0 0${' L 1 1'.repeat(200000)}"}`), '');   // over the path budget
  assert.match(module.drawScene('tikz', '\\draw (0,0) -- (1,1);'), /^<svg /);
  await stillWorks(module);
});

test('a C++ throw inside a call comes back as an invalid result, and the module lives on', async () => {
  const { createRequire } = await import('node:module');
  const build = path.join(root, 'build-wasm');
  const factory = createRequire(import.meta.url)(path.join(build, 'plumbline.js'));
  const raw = await factory({ wasmBinary: readFileSync(path.join(build, 'plumbline.wasm')) });
  for (let i = 0; i < 3; ++i) {
    const report = JSON.parse(raw.testErrorBoundary());
    assert.equal(report.verdict, 'invalid');
    assert.equal(report.diagnostics[0].code, 'internal.exception');
    assert.match(report.diagnostics[0].message, /test of the error boundary/);
  }
  const [{ taskFile, answerFile }] = exampleAnswers();
  assert.ok(['pass', 'fail', 'invalid'].includes(JSON.parse(raw.evaluate(readFileSync(taskFile), readFileSync(answerFile), '')).verdict));
});
