// The verdict as a person reads it: a word and a symbol, not only a colour; the score as
// requirements met; and, for a gallery example, whether it agrees with the expected verdict.

const WORDS = { pass: '✔ PASS', fail: '✖ FAIL', invalid: '⚠ INVALID' };

export function renderVerdict({ verdict, score, expected }, report, expectedVerdict) {
  const v = report?.verdict;
  verdict.className = `verdict verdict-${v ?? 'none'}`;
  verdict.textContent = WORDS[v] ?? '—';
  verdict.dataset.verdict = v ?? '';
  if (!report) {
    score.textContent = '';
    expected.textContent = '';
    return;
  }
  const reqs = report.requirements ?? [];
  const met = reqs.filter((r) => r.satisfied).length;
  const what = report.molecule ? 'reference atoms and bonds matched'
                               : `requirement${reqs.length === 1 ? '' : 's'} met`;
  score.textContent = reqs.length
    ? `Score ${report.score} — ${met} of ${reqs.length} ${what} (profile ${report.profile})`
    : `Score ${report.score} (profile ${report.profile})`;
  expected.textContent = expectedVerdict
    ? (expectedVerdict === v ? `Example expected ${expectedVerdict}: agrees.` : `Example expected ${expectedVerdict}: DIFFERS.`)
    : '';
}
