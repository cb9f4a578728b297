// Writes OUT/index.json for the playground's gallery and copies the example files beside
// it, so the page fetches them from its own origin (no network after load).
//   node scripts/make-examples-index.mjs examples/geometry examples/molecule build/web/examples
// Every argument but the last is an example folder (one domain: <folder>/<task>/task.json
// and <folder>/<task>/answers/*.txt); the last is where the index goes. Answer files are
// named <expected>-<label>.txt (expected: pass, fail or invalid). Each task in the index
// carries its `domain` (the task's own, else the folder's name) so the gallery can group them.
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync, statSync } from 'node:fs';
import { basename, join } from 'node:path';

const args = process.argv.slice(2);
if (args.length < 2) {
  console.error('usage: node scripts/make-examples-index.mjs EXAMPLE_FOLDER... OUT');
  process.exit(2);
}
const out = args.pop();
const tasks = [];
for (const src of args) {
  if (!existsSync(src) || !statSync(src).isDirectory()) {
    console.error(`make-examples-index: ${src} is not a folder`);
    process.exit(1);
  }
  // The folder name is the path prefix in the index (files are copied under it).
  const folder = basename(src.replace(/\/+$/, ''));
  for (const name of readdirSync(src).sort()) {
    const taskFile = join(src, name, 'task.json');
    if (!existsSync(taskFile)) continue;
    const task = JSON.parse(readFileSync(taskFile, 'utf8'));
    const answersDir = join(src, name, 'answers');
    const answers = existsSync(answersDir)
      ? readdirSync(answersDir).filter((f) => f.endsWith('.txt')).sort().map((file) => {
          const m = /^(pass|fail|invalid)-(.+)\.txt$/.exec(file);
          return { file, expected: m ? m[1] : null, label: m ? m[2] : file.replace(/\.txt$/, ''),
                   path: `${folder}/${name}/answers/${file}` };
        })
      : [];
    const domain = typeof task.domain === 'string' && task.domain ? task.domain : folder;
    tasks.push({ name, id: task.id ?? name, domain, path: `${folder}/${name}/task.json`, answers });
    mkdirSync(join(out, folder, name), { recursive: true });
    cpSync(join(src, name), join(out, folder, name), { recursive: true });
  }
}
writeFileSync(join(out, 'index.json'), JSON.stringify({ tasks }, null, 1) + '\n');
const domains = [...new Set(tasks.map((t) => t.domain))];
console.log(`examples index: ${tasks.length} tasks (${domains.join(', ')}), ` +
            `${tasks.reduce((n, t) => n + t.answers.length, 0)} answers -> ${out}/index.json`);
