// evaluateView reads each answer's drawing once for the report, the scene and the picture
// (what the playground's worker shows): on every example answer, in both profiles, its
// report is evaluate's byte for byte, its scene readDrawing's and its drawing drawScene's.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

import { exampleAnswers, plumbline, profiles, root } from './helpers.mjs';

// The raw module too, for the bytes of the report inside evaluateView's JSON text.
async function rawModule() {
  const js = path.join(root, 'wasm', 'dist', 'plumbline.js');
  const factory = createRequire(import.meta.url)(js);
  return factory({ wasmBinary: readFileSync(js.replace(/\.js$/, '.wasm')) });
}

for (const profile of profiles) {
  test(`every example answer: evaluateView == evaluate + readDrawing + drawScene (${profile} profile)`, async () => {
    const api = await plumbline();
    const raw = await rawModule();
    const options = JSON.stringify({ profile, timings: false });
    let drawn = 0, without = 0;
    for (const { name, taskFile, answerFile } of exampleAnswers()) {
      const task = readFileSync(taskFile), answer = readFileSync(answerFile);
      const reportText = api.evaluateText(task, answer, { profile, timings: false });
      const viewText = raw.evaluateView(task, answer, options, Infinity);
      assert.ok(viewText.startsWith(`{"report":${reportText},"scene":`), `${name}: the report's bytes differ from evaluate's`);
      const view = api.evaluateView(task, answer, { profile, timings: false });
      assert.deepStrictEqual(view.report, JSON.parse(reportText), name);
      const x = view.report.extracted;
      if (!x || view.report.diagnostics.some((d) => d.code === 'read.limit.bytes')) {
        assert.equal(view.scene, null, name);
        assert.equal(view.drawn, null, name);
        ++without;
        continue;
      }
      assert.deepStrictEqual(view.scene, api.readDrawing(x.format, x.text).scene, `${name}: scene`);
      assert.equal(view.drawn, api.drawScene(x.format, x.text), `${name}: drawing`);
      ++drawn;
    }
    assert.ok(drawn >= 100 && without > 0, `${drawn} answers drawn, ${without} without a drawing`);
  });
}

test('evaluateView: past maxDrawnItems no drawing; bad options throw', async () => {
  const api = await plumbline();
  const { taskFile, answerFile } = exampleAnswers().find((a) => a.name.endsWith('pass-prose.txt'));
  const task = readFileSync(taskFile), answer = readFileSync(answerFile);
  const full = api.evaluateView(task, answer);
  const items = full.scene.items.length;
  assert.ok(items > 1 && typeof full.drawn === 'string');
  assert.equal(api.evaluateView(task, answer, {}, { maxDrawnItems: items }).drawn, full.drawn);
  const over = api.evaluateView(task, answer, {}, { maxDrawnItems: items - 1 });
  assert.equal(over.drawn, null);
  assert.deepStrictEqual(over.scene, full.scene);
  assert.throws(() => api.evaluateView(task, answer, { profile: 'nope' }), RangeError);
});
