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
  // A molecule's score also counts what the drawing has beyond the reference: say so, or
  // "20 of 20 matched" sits beside FAIL unexplained.
  const candidate = report.molecule?.candidate;
  const extra = candidate ? [...(candidate.atoms ?? []), ...(candidate.bonds ?? [])].filter((x) => x.status === 'extra').length : 0;
  const extraText = extra ? `, ${extra} extra atom${extra === 1 ? '' : 's'} or bond${extra === 1 ? '' : 's'} drawn` : '';
  // Two decimals are what a person compares; the report keeps four.
  const shown = Number.isInteger(report.score) ? String(report.score) : report.score.toFixed(2);
  // Beside the verdict, not part of it: how much of what was drawn was asked for.
  const precision = report.precision == null ? ''
    : ` · precision ${report.precision.toFixed(2)}${report.extraneous?.length ? ` (${report.extraneous.length} drawn item${report.extraneous.length === 1 ? '' : 's'} nothing asked for)` : ''}`;
  score.textContent = reqs.length
    ? `Score ${shown} — ${met} of ${reqs.length} ${what}${extraText}${precision} (profile ${report.profile})`
    : `Score ${shown}${precision} (profile ${report.profile})`;
  score.title = `score ${report.score}`;
  expected.textContent = expectedVerdict
    ? (expectedVerdict === v ? `Example expected ${expectedVerdict}: agrees.` : `Example expected ${expectedVerdict}: DIFFERS.`)
    : '';
}
