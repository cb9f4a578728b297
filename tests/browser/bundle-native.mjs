// What `plumb bundle` says about a bundle, the reference the site's numbers must equal,
// and the accuracy a leaderboard cell must show, counted here from the CLI's rows.
import { execFileSync } from 'node:child_process';
import { root } from './harness.mjs';

const plumb = `${root}build/plumb`;
export const exampleBundle = `${root}examples/bundle`;

const run = (args) => execFileSync(plumb, ['bundle', ...args], { encoding: 'utf8', maxBuffer: 1 << 28, stdio: ['ignore', 'pipe', 'ignore'] });

// The rows, as JSONL parsed.
export function nativeRows(path = exampleBundle, profile = 'default') {
  return run([path, '--profile', profile]).split('\n').filter(Boolean).map((line) => JSON.parse(line));
}
export const nativeCsv = (path = exampleBundle, profile = 'default') => run([path, '--profile', profile, '--csv']);
export const nativeLatex = (path = exampleBundle, profile = 'default') => run([path, '--profile', profile, '--latex']);
export const packedBundle = (path = exampleBundle) => execFileSync(plumb, ['bundle', '--pack', path], { encoding: 'utf8', maxBuffer: 1 << 28 });

// Accuracy in percent, one decimal, as the leaderboard prints it, for a column key
// ("DOMAIN/FORMAT", "domain:DOMAIN", "overall").
export function expectedCell(rows, model, column) {
  let mine = rows.filter((r) => r.model === model);
  if (column.startsWith('domain:')) mine = mine.filter((r) => r.domain === column.slice(7));
  else if (column.includes('/')) {
    const [domain, format] = column.split('/');
    mine = mine.filter((r) => r.domain === domain && r.format === format);
  }
  return (100 * mine.filter((r) => r.verdict === 'pass').length / mine.length).toFixed(1);
}

export const pick = ({ model, task, verdict, score }) => ({ model, task, verdict, score });
// What `plumb bundle --differences` prints: each model's accuracy under both profiles and
// the answers they judge differently, grouped by reason.
export const nativeDifferences = (path = exampleBundle) => run([path, '--differences']);
// The groups of that table: [{reason, count}] in its order.
export function differenceGroups(table) {
  const at = table.indexOf('answers judged differently, by reason');
  return table.slice(at).split('\n').filter((l) => l.startsWith('| ') && !l.startsWith('| why ') && !/^\| :?-/.test(l))
    .map((l) => l.split('|').map((c) => c.trim())).map((c) => ({ reason: c[2], count: Number(c[3]) }));
}
