// Reading the SVG examples the TikZ and EPS generators convert, and clearing what they wrote
// before, in one place so both walk the same tasks and answers in the same order (the
// styles are taken in turn, so the order decides every file).
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

// Folders in a generated examples folder that are written by hand and must survive a run.
const HANDWRITTEN = new Set(['circumcircle-handwritten', 'isosceles-layout']);

// Empties `target` of everything a generator wrote, leaving the hand-written tasks.
export function clearGenerated(target) {
  if (!existsSync(target)) return;
  for (const entry of readdirSync(target)) {
    if (!HANDWRITTEN.has(entry)) rmSync(join(target, entry), { recursive: true, force: true });
  }
}

// Each task folder of `source` with a task.json, by name: [{ name, task }].
export function svgTasks(source) {
  const out = [];
  for (const name of readdirSync(source).sort()) {
    const taskFile = join(source, name, 'task.json');
    if (existsSync(taskFile)) out.push({ name, task: JSON.parse(readFileSync(taskFile, 'utf8')) });
  }
  return out;
}

// A task's answers, by file name: [{ file, stem, expected, label, response }], where the
// file is <expected>-<label>.txt.
export function svgAnswers(taskDir) {
  const dir = join(taskDir, 'answers');
  return readdirSync(dir).filter((f) => f.endsWith('.txt')).sort().map((file) => {
    const stem = file.replace(/\.txt$/, '');
    const [, expected, label] = /^(pass|fail|invalid)-(.+)$/.exec(stem);
    return { file, stem, expected, label, response: readFileSync(join(dir, file), 'utf8') };
  });
}
