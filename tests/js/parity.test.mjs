// Native and WebAssembly builds give identical reports: every example answer of every
// domain (examples/geometry, examples/molecule, ...), in both profiles, through the module
// and through `plumb check --no-timings`.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { exampleAnswers, native, plumbline, profiles, withoutTimings } from './helpers.mjs';

const answers = exampleAnswers();
const domains = [...new Set(answers.map((a) => a.domain))];

test('there are example answers to compare, geometry and molecules', () => {
  assert.ok(answers.length >= 100, `only ${answers.length} example answers found`);
  assert.ok(domains.includes('geometry') && domains.includes('molecule'), `domains with answers: ${domains.join(', ')}`);
});

for (const profile of profiles) {
  test(`every example answer: wasm report == native report (${profile} profile)`, async () => {
    const module = await plumbline();
    // per domain, so parity is shown on each domain's passes and failures, not on one alone
    const verdicts = Object.fromEntries(domains.map((d) => [d, { pass: 0, fail: 0, invalid: 0 }]));
    let moleculeReports = 0;
    for (const { name, domain, taskFile, answerFile } of answers) {
      const task = readFileSync(taskFile);
      const answer = readFileSync(answerFile);
      const expected = native(['check', taskFile, answerFile, '--profile', profile, '--no-timings', '--report', 'full']);
      assert.equal(expected.status, 0, `${name}: plumb check failed: ${expected.stderr}`);
      const nativeText = expected.stdout.toString('utf8').trimEnd();
      const wasmText = module.evaluateText(task, answer, { profile, timings: false });
      assert.deepStrictEqual(JSON.parse(wasmText), JSON.parse(nativeText), `${name} (${profile})`);
      assert.equal(wasmText, nativeText, `${name} (${profile}): same fields but different bytes`);
      // With timings on, the timings are the only difference.
      const timed = module.evaluate(task, answer, { profile });
      assert.ok(timed.timings && timed.timings.total_ms >= 0, `${name}: no timings`);
      assert.deepStrictEqual(withoutTimings(timed), JSON.parse(nativeText), `${name} (${profile}, timed)`);
      ++verdicts[domain][timed.verdict];
      if (timed.molecule) ++moleculeReports;
    }
    // The examples cover all three verdicts, so parity is not shown on passes alone.
    const all = { pass: 0, fail: 0, invalid: 0 };
    for (const v of Object.values(verdicts)) for (const k of Object.keys(all)) all[k] += v[k];
    assert.ok(all.pass > 0 && all.fail > 0 && all.invalid > 0, JSON.stringify(verdicts));
    // Each folder has passes and failures in both profiles (the ssvg profile judges TikZ
    // on the page pdflatex and pdf2svg make of it, so TikZ circles and molecules count).
    for (const [domain, v] of Object.entries(verdicts))
      assert.ok(v.pass > 0 && v.fail > 0, `${domain} (${profile}): ${JSON.stringify(v)}`);
    // The molecule answers were really compared as molecules (both builds know the check),
    // not agreed on as "unknown check kind" errors.
    assert.ok(moleculeReports > 0 && moleculeReports >= verdicts.molecule.pass + verdicts.molecule.fail,
              `${moleculeReports} reports with a molecule section; molecule verdicts ${JSON.stringify(verdicts.molecule)}`);
  });
}
