// Writes each fuzz target's seed inputs into OUT/TARGET/ from examples/, the test inputs and
// the shared corpora (../shared/corpora, read where it lies, never copied into the repo).
// usage: node fuzz/seeds.mjs OUT
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const out = process.argv[2];
if (!out) throw new Error('usage: node fuzz/seeds.mjs OUT');

function walk(dir) {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

// One seed, named by its content so reruns do not duplicate it.
function seed(target, text) {
  const dir = path.join(out, target);
  fs.mkdirSync(dir, { recursive: true });
  const name = crypto.createHash('sha1').update(text).digest('hex');
  fs.writeFileSync(path.join(dir, name), text);
}

// The drawing in a response, roughly (the fuzzers themselves test the real extraction):
// the last fenced block, else the response itself.
function drawing(response) {
  const blocks = [...response.matchAll(/```[^\n]*\n([\s\S]*?)```/g)];
  return blocks.length ? blocks[blocks.length - 1][1] : response;
}

const readers = { svg: 'read_svg', tikz: 'read_tikz', eps: 'read_eps', dot: 'read_dot', mermaid: 'read_mermaid', smiles: 'read_smiles', chemfig: 'read_chemfig' };
const tasks = walk(path.join(root, 'examples')).filter((f) => path.basename(f) === 'task.json');
for (const file of tasks) {
  const text = fs.readFileSync(file, 'utf8');
  seed('task', text);
  const task = JSON.parse(text);
  if (task.reference && readers[task.reference_format ?? 'svg']) seed(readers[task.reference_format ?? 'svg'], task.reference);
  if (task.input && readers[task.input_format ?? 'svg']) seed(readers[task.input_format ?? 'svg'], task.input);
  const answersDir = path.join(path.dirname(file), 'answers');
  const answers = walk(answersDir).map((f) => fs.readFileSync(f, 'utf8'));
  for (const [i, answer] of answers.entries()) {
    seed('extract', `${task.format}\n${answer}`);
    if (readers[task.format]) seed(readers[task.format], drawing(answer));
    seed(`check_${task.check.kind}`, `${task.id}\n${answer}`);
    if (i === 0) seed(`check_${task.check.kind}`, `${task.id} ssvg\n${answer}`);
    // The layout kind judges every example task's answers (fuzz/common/check_target.cpp).
    if (i < 2) seed('check_layout', `${task.id}\n${answer}`);
  }
  // Two answers to one task: the second line takes the batch cache's prepared task.
  const line = (candidate, id) => JSON.stringify({ task, candidate, id });
  seed('batch', answers.slice(0, 2).map((a, i) => line(a, i)).join('\n') + '\n');
}
for (const file of walk(path.join(root, 'examples', 'bundle'))) {
  if (file.endsWith('.jsonl')) seed('batch', fs.readFileSync(file, 'utf8').split('\n').slice(0, 3).join('\n'));
}
for (const file of walk(path.join(root, 'examples'))) {
  if (file.endsWith('.tex')) seed('read_tikz', fs.readFileSync(file, 'utf8'));
  if (file.endsWith('.eps')) seed('read_eps', fs.readFileSync(file, 'utf8'));
}
for (const file of walk(path.join(root, 'tests', 'corpus', 'mermaid', 'own'))) {
  if (file.endsWith('.mmd')) seed('read_mermaid', fs.readFileSync(file, 'utf8'));
}
// The example molecules as SMILES (examples/molecule/reference-smiles.tsv: task, SMILES).
for (const row of fs.readFileSync(path.join(root, 'examples', 'molecule', 'reference-smiles.tsv'), 'utf8').split('\n')) {
  if (row && !row.startsWith('#')) seed('read_smiles', row.split('\t')[1]);
}
for (const file of walk(path.join(root, 'tests', 'corpus', 'chemfig', 'answers'))) {
  if (file.endsWith('.tex')) seed('read_chemfig', fs.readFileSync(file, 'utf8'));
}
for (const file of walk(path.join(root, '..', 'shared', 'corpora'))) {
  if (file.endsWith('.svg')) seed('read_svg', fs.readFileSync(file, 'utf8'));
}
// The PostScript programs write (tests/corpus/eps-world/): each file's bytes as written.
{
  const corpus = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(root, 'tests', 'corpus', 'eps-world', 'corpus.json.gz'))).toString('utf8'));
  for (const entry of corpus.files) seed('read_eps', Buffer.from(entry.text, 'latin1'));
}
// The TikZ pictures of the world (tests/corpus/tikz-world/, DiagramIR's in tests/corpus/diagramir/):
// 932 documents, each a few seconds under the sanitizers, so only when asked
// (PLUMBLINE_FUZZ_WORLD=1, the long runs of docs/fuzzing.md), not in CI's 20-second run.
if (process.env.PLUMBLINE_FUZZ_WORLD === '1') {
  for (const name of ['tikz-world', 'diagramir']) {
    const corpus = JSON.parse(zlib.gunzipSync(fs.readFileSync(path.join(root, 'tests', 'corpus', name, 'pictures.json.gz'))).toString('utf8'));
    for (const picture of corpus.pictures) seed('read_tikz', picture.text);
  }
}
// Every target starts from something, even with no examples of its kind.
for (const target of Object.values(readers).concat(['extract', 'task', 'batch'])) seed(target, '');
