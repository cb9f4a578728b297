// Writes OUT/index.json for the playground's gallery and copies the example files beside
// it, so the page fetches them from its own origin (no network after load).
//   node scripts/make-examples-index.mjs examples/geometry build/web/examples
// Answer files are named <expected>-<label>.txt (expected: pass, fail or invalid).
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';

const [src = 'examples/geometry', out = 'build/web/examples'] = process.argv.slice(2);
const domain = src.replace(/\/+$/, '').split('/').pop();
const tasks = [];
for (const name of readdirSync(src).sort()) {
  const taskFile = join(src, name, 'task.json');
  if (!existsSync(taskFile)) continue;
  const task = JSON.parse(readFileSync(taskFile, 'utf8'));
  const answersDir = join(src, name, 'answers');
  const answers = existsSync(answersDir)
    ? readdirSync(answersDir).filter((f) => f.endsWith('.txt')).sort().map((file) => {
        const m = /^(pass|fail|invalid)-(.+)\.txt$/.exec(file);
        return { file, expected: m ? m[1] : null, label: m ? m[2] : file.replace(/\.txt$/, ''),
                 path: `${domain}/${name}/answers/${file}` };
      })
    : [];
  tasks.push({ name, id: task.id ?? name, domain, path: `${domain}/${name}/task.json`, answers });
  mkdirSync(join(out, domain, name), { recursive: true });
  cpSync(join(src, name), join(out, domain, name), { recursive: true });
}
writeFileSync(join(out, 'index.json'), JSON.stringify({ tasks }, null, 1) + '\n');
console.log(`examples index: ${tasks.length} tasks, ${tasks.reduce((n, t) => n + t.answers.length, 0)} answers -> ${out}/index.json`);
