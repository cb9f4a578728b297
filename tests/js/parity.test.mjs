// Native and WebAssembly builds give identical reports: every example answer, in both
// profiles, through the module and through `plumb check --no-timings`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { exampleAnswers, native, plumbline, profiles, withoutTimings } from './helpers.mjs';

const answers = exampleAnswers();

test('there are example answers to compare', () => {
  assert.ok(answers.length >= 100, `only ${answers.length} example answers found`);
});

for (const profile of profiles) {
  test(`every example answer: wasm report == native report (${profile} profile)`, async () => {
    const module = await plumbline();
    const verdicts = { pass: 0, fail: 0, invalid: 0 };
    for (const { name, taskFile, answerFile } of answers) {
      const task = readFileSync(taskFile);
      const answer = readFileSync(answerFile);
      const expected = native(['check', taskFile, answerFile, '--profile', profile, '--no-timings']);
      assert.equal(expected.status, 0, `${name}: plumb check failed: ${expected.stderr}`);
      const nativeText = expected.stdout.toString('utf8').trimEnd();
      const wasmText = module.evaluateText(task, answer, { profile, timings: false });
      assert.deepStrictEqual(JSON.parse(wasmText), JSON.parse(nativeText), `${name} (${profile})`);
      assert.equal(wasmText, nativeText, `${name} (${profile}): same fields but different bytes`);
      // With timings on, the timings are the only difference.
      const timed = module.evaluate(task, answer, { profile });
      assert.ok(timed.timings && timed.timings.total_ms >= 0, `${name}: no timings`);
      assert.deepStrictEqual(withoutTimings(timed), JSON.parse(nativeText), `${name} (${profile}, timed)`);
      ++verdicts[timed.verdict];
    }
    // The examples cover all three verdicts, so parity is not shown on passes alone.
    assert.ok(verdicts.pass > 0 && verdicts.fail > 0 && verdicts.invalid > 0, JSON.stringify(verdicts));
  });
}
