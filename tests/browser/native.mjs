// The native CLI's verdict for a task and answer, the reference the page must agree with.
// Null when build/plumb is not built (the tests then compare with the file's expected label).
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { root } from './harness.mjs';

const plumb = `${root}build/plumb`;
export const haveNative = existsSync(plumb);

export function nativeVerdict(taskPath, answerPath, profile = 'default') {
  if (!haveNative) return null;
  const out = execFileSync(plumb, ['check', taskPath, answerPath, '--profile', profile, '--no-timings', '--report', 'full'], { encoding: 'utf8' });
  return JSON.parse(out).verdict;
}
