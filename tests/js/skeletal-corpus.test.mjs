// The skeletal-formula corpus (tests/corpus/skeletal/: molecules drawn by RDKit, edited
// versions of them and drawings written by hand, made by scripts/dev/molecule_skeletal.py).
// Each drawing is judged against its molecule's SMILES (`"reference_format": "smiles"`,
// bond orders compared); its label is RDKit's verdict (the drawn molecule's canonical
// SMILES, stereo left out, equals the reference's or not; drawings whose labels are glyph
// outlines are invalid). Every verdict must equal the label, natively and in WebAssembly,
// and the two builds must give the same report.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, root, wasm } from './helpers.mjs';

const dir = path.join(root, 'tests', 'corpus', 'skeletal');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(dir, 'corpus.json.gz'))).toString('utf8'));
const outcomes = new Map(
  readFileSync(path.join(dir, 'outcomes.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'))
    .map(([id, edit, rdkit, expected, verdict]) => [id, { edit, rdkit, expected, verdict }]),
);

// As scripts/dev/molecule_skeletal.py's task_of.
const taskOf = (e) => ({
  schema: 'plumbline/task@1',
  id: `skeletal/${e.id}`,
  domain: 'molecule',
  format: 'svg',
  prompt: `Draw the skeletal formula of the molecule ${e.reference} as SVG.`,
  reference: e.reference,
  reference_format: 'smiles',
  check: { kind: 'molecule', bond_order: true },
});

test('skeletal corpus: at least 100 molecules drawn by RDKit, edited and by hand, each with a recorded outcome', () => {
  const molecules = new Set(corpus.drawings.filter((e) => e.edit === 'none').map((e) => e.molecule));
  assert.ok(molecules.size >= 100, `${molecules.size} molecules`);
  for (const kind of ['element', 'bond-removed', 'bond-added', 'order', 'moved', 'hand', 'glyphs', 'charge-removed',
    'hand-charge'])
    assert.ok(corpus.drawings.some((e) => e.edit === kind), kind);
  assert.deepEqual(corpus.drawings.map((e) => e.id).filter((id) => !outcomes.has(id)), []);
  assert.equal(outcomes.size, corpus.drawings.length);
});

// The drawings whose verdict may differ from RDKit's (tests/corpus/skeletal/README.md): none.
// The four RDKit layouts that once did (a label drawn over a junction in quinine and atropine,
// a methyl among stereo H labels in cholesterol, dodecahedrane's long cage bonds lying close
// and parallel) are read right.
const knownDifferences = new Set([]);

test('skeletal corpus: every verdict equals RDKit\'s but the known differences, natively (plumb batch)', () => {
  const lines = corpus.drawings.map((e) => JSON.stringify({ task: taskOf(e), candidate: e.svg, id: e.id }));
  const result = native(['batch', '--no-timings'], lines.join('\n') + '\n');
  const reports = result.stdout.toString('utf8').trim().split('\n').map((l) => JSON.parse(l));
  assert.equal(reports.length, corpus.drawings.length);
  const differing = [];
  let agree = 0;
  corpus.drawings.forEach((e, i) => {
    agree += reports[i].verdict === e.expected;
    if ((reports[i].verdict === e.expected) === knownDifferences.has(e.id))
      differing.push(`${e.id}: ${reports[i].verdict}, RDKit says ${e.expected}`);
    if (reports[i].verdict !== outcomes.get(e.id).verdict) differing.push(`${e.id}: not as recorded in outcomes.tsv`);
  });
  assert.deepEqual(differing, []);
  console.log(`skeletal corpus: ${agree} of ${reports.length} verdicts equal RDKit's`);
});

// The chemfig corpus's answers judged against SMILES (chemfig-outcomes.tsv: the molecule each is
// named for and the next answer's), each labelled by RDKit's comparison of the molecule its
// pdflatex page draws (tests/corpus/chemfig/drawn.tsv, established without Plumbline) with the
// reference: every verdict equals the label and the recorded verdict.
test('skeletal corpus: chemfig answers against SMILES references give RDKit\'s verdicts', () => {
  const rows = readFileSync(path.join(dir, 'chemfig-outcomes.tsv'), 'utf8')
    .split('\n')
    .filter((l) => l && !l.startsWith('#'))
    .map((l) => l.split('\t'));
  assert.ok(rows.length >= 200);
  const lines = rows.map(([id, name, smiles]) => JSON.stringify({
    task: {
      schema: 'plumbline/task@1', id: `chemfig/${id}`, domain: 'molecule', format: 'chemfig',
      prompt: `Draw ${name} with chemfig.`, reference: smiles, reference_format: 'smiles',
      check: { kind: 'molecule', bond_order: true },
    },
    candidate: readFileSync(path.join(root, 'tests', 'corpus', 'chemfig', 'answers', `${id}.tex`), 'utf8'),
    id,
  }));
  const reports = native(['batch', '--no-timings'], lines.join('\n') + '\n').stdout.toString('utf8').trim().split('\n')
    .map((l) => JSON.parse(l));
  const changed = rows.filter((r, i) => reports[i].verdict !== r[5]).map((r) => `${r[0]} vs ${r[1]}`);
  assert.deepEqual(changed, []);
  const differing = rows.filter((r) => r[4] !== r[5]).map((r) => `${r[0]} vs ${r[1]}: ${r[5]}, RDKit says ${r[4]}`);
  assert.deepEqual(differing, []);
  const agree = rows.filter((r) => r[4] === r[5]).length;
  console.log(`chemfig against SMILES: ${agree} of ${rows.length} verdicts equal RDKit's`);
});

test('skeletal corpus: WebAssembly gives the native CLI\'s reports, byte for byte', () => {
  const input = corpus.drawings.map((e) => JSON.stringify({ task: taskOf(e), candidate: e.svg, id: e.id })).join('\n') + '\n';
  const args = ['batch', '--no-timings', '--report', 'full'];
  const want = native(args, input).stdout;
  const got = wasm(args, input).stdout;
  assert.ok(want.length > 0);
  assert.ok(got.equals(want), 'the WebAssembly batch differs from the native one');
});
