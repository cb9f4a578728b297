// Benchmark bundles (docs/bundle.md) judged in WebAssembly as a page judges them, and by
// build/plumb bundle: the same rows (JSONL), CSV and table, byte for byte, in both
// profiles; every kind of bundle problem named the same way by both; and the committed
// example bundle is what its generator writes.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PlumblineError } from '../../wasm/plumbline.mjs';
import { native, plumbline, root, run } from './helpers.mjs';

const exampleBundle = path.join(root, 'examples', 'bundle');

// Every file under `dir`, as {relative path: text}: what a page holds after a folder drop.
function filesOf(dir, prefix = '') {
  const files = {};
  for (const name of readdirSync(dir).sort()) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) Object.assign(files, filesOf(full, `${prefix}${name}/`));
    else files[`${prefix}${name}`] = readFileSync(full, 'utf8');
  }
  return files;
}

function writeFiles(dir, files) {
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    writeFileSync(path.join(dir, name), text);
  }
}

// What the site does: read the bundle, judge its lines on one batch session, add the rows
// of unanswered tasks and put every row in model-major order.
function judgeInWasm(api, files, profile = 'default') {
  const bundle = api.readBundle(files);
  const batch = api.openBatch({ report: 'compact', timings: false, profile });
  const reports = bundle.lines.map((line, i) => batch.line(line, i + 1));
  batch.close();
  const judged = reports.map((report) => api.bundleRow(report));
  const model = new Map(bundle.models.map((m, i) => [m.name, i]));
  const task = new Map(bundle.tasks.map((t, i) => [t.id, i]));
  const rows = [...judged, ...bundle.missing].sort(
    (a, b) => model.get(a.model) - model.get(b.model) || task.get(a.task) - task.get(b.task));
  return { bundle, reports, rows };
}

const jsonl = (rows) => rows.map((row) => JSON.stringify(row) + '\n').join('');

// A problem as plumb bundle prints it, the bundle's folder before its file.
const problemLine = (dir, p) => `${dir}/${p.file}${p.line ? `:${p.line}` : ''}: ${p.message} [${p.code}]`;

for (const profile of ['default', 'ssvg']) {
  test(`example bundle, ${profile}: rows, CSV and table are the native CLI's, byte for byte`, async () => {
    const api = await plumbline();
    const { bundle, rows } = judgeInWasm(api, filesOf(exampleBundle), profile);
    assert.deepEqual(bundle.problems, []);
    assert.equal(rows.length, bundle.models.length * bundle.tasks.length);

    const plain = native(['bundle', exampleBundle, '--profile', profile]);
    assert.equal(plain.status, 0, plain.stderr.toString());
    assert.equal(jsonl(rows), plain.stdout.toString());
    assert.equal(plain.stderr.toString(), api.bundleTable(rows));

    const csv = native(['bundle', exampleBundle, '--profile', profile, '--csv', '-j', '2']);
    assert.equal(csv.status, 0);
    assert.equal(api.bundleCsv(rows), csv.stdout.toString());

    const summary = native(['bundle', exampleBundle, '--profile', profile, '--summary']);
    assert.equal(summary.status, 0);
    assert.equal(api.bundleTable(rows), summary.stdout.toString());
    assert.equal(summary.stderr.length, 0);

    const latex = native(['bundle', exampleBundle, '--profile', profile, '--latex']);
    assert.equal(latex.status, 0);
    assert.equal(api.bundleLatex(rows), latex.stdout.toString());
    assert.match(latex.stdout.toString(), /\\toprule[\s\S]*\\midrule[\s\S]*\\bottomrule/);
    assert.equal(latex.stderr.toString(), api.bundleTable(rows));
  });
}

test('example bundle: the profiles differ on the ssvg-sensitive set, and the summary ignores row order', async () => {
  const api = await plumbline();
  const files = filesOf(exampleBundle);
  const accuracy = (rows, name) => api.bundleSummary(rows).models.find((m) => m.model === name).overall.accuracy;
  const ours = judgeInWasm(api, files, 'default').rows;
  const published = judgeInWasm(api, files, 'ssvg').rows;
  assert.ok(accuracy(ours, 'synthetic-ssvg-sensitive') - accuracy(published, 'synthetic-ssvg-sensitive') > 0.3);

  const summary = JSON.stringify(api.bundleSummary(ours));
  const shuffled = [...ours];
  for (let i = shuffled.length - 1; i > 0; --i) {
    const j = (i * 7919) % (i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j], shuffled[i]];
  }
  assert.equal(JSON.stringify(api.bundleSummary(shuffled)), summary);
  assert.equal(JSON.stringify(api.bundleSummary(shuffled.reverse())), summary);
});

test("example bundle: a molecule row's size is the reference atoms + bonds its report counts", async () => {
  const api = await plumbline();
  const { bundle, reports } = judgeInWasm(api, filesOf(exampleBundle));
  let molecules = 0;
  for (const text of reports) {
    const report = JSON.parse(text);
    const reference = report.molecule?.reference;
    if (!reference) {
      if (report.line_id.domain !== 'molecule') assert.equal(report.line_id.size, null);
      continue;
    }
    assert.equal(report.line_id.size, reference.atom_count + reference.bond_count, report.line_id.task);
    ++molecules;
  }
  assert.ok(molecules > 500, `${molecules} molecule answers`);
  assert.ok(bundle.tasks.filter((t) => t.domain === 'molecule').every((t) => t.size > 0));
});

test('example bundle: the committed files are what examples/tools/make_bundle.mjs writes', () => {
  const out = mkdtempSync(path.join(tmpdir(), 'plumbline-bundle-'));
  try {
    const made = run(process.execPath, [path.join(root, 'examples', 'tools', 'make_bundle.mjs'), '--out', out]);
    assert.equal(made.status, 0, made.stderr.toString());
    const want = filesOf(out);
    const have = filesOf(exampleBundle);
    assert.deepEqual(Object.keys(have), Object.keys(want));
    for (const name of Object.keys(want)) assert.ok(have[name] === want[name], `examples/bundle/${name} is stale: run the generator`);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});

test('the single-file form (plumb bundle --pack) reads and judges as the folder does', async () => {
  const api = await plumbline();
  const packed = native(['bundle', '--pack', exampleBundle]);
  assert.equal(packed.status, 0);
  const fromFolder = judgeInWasm(api, filesOf(exampleBundle));
  const fromFile = judgeInWasm(api, { 'bundle.json': packed.stdout.toString() });
  assert.deepEqual(fromFile.bundle.lines, fromFolder.bundle.lines);
  assert.equal(jsonl(fromFile.rows), jsonl(fromFolder.rows));
  const piped = native(['bundle', '-'], packed.stdout);
  assert.equal(piped.stdout.toString(), jsonl(fromFolder.rows));
});

// --- bad bundles: the same problems natively and in WebAssembly --------------------------

const reference = "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line class='output_object' x1='10' y1='50' x2='90' y2='50'/></svg>";
const task = (id, extra = {}) => ({ schema: 'plumbline/task@1', id, reference, check: { kind: 'match', tolerance: 5 }, ...extra });
const right = "```svg\n<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line x1='10' y1='51' x2='90' y2='50'/></svg>\n```";
const wrong = "```svg\n<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 100 100'><line x1='10' y1='80' x2='90' y2='80'/></svg>\n```";
const lines = (...items) => items.map((item) => (typeof item === 'string' ? item : JSON.stringify(item)) + '\n').join('');
const manifest = (changes = {}) => JSON.stringify({
  schema: 'plumbline/bundle@1', name: 'bad', tasks: 'tasks.jsonl',
  models: [{ name: 'one', answers: 'answers/one.jsonl' }, { name: 'two', answers: 'answers/two.jsonl' }],
  ...changes,
}, null, 2);
const good = () => ({
  'bundle.json': manifest(),
  'tasks.jsonl': lines(task('a'), task('b')),
  'answers/one.jsonl': lines({ task: 'a', response: right }, { task: 'b', response: wrong }),
  'answers/two.jsonl': lines({ task: 'b', response: right }),
});
const changed = (edit) => { const files = good(); edit(files); return files; };

const badBundles = {
  'bundle.schema.missing': changed((f) => { f['bundle.json'] = manifest({ schema: undefined }); }),
  'bundle.schema.unsupported': changed((f) => { f['bundle.json'] = manifest({ schema: 'plumbline/bundle@9' }); }),
  'bundle.manifest.field': changed((f) => { f['bundle.json'] = manifest({ description: ['not', 'text'] }); }),
  'bundle.path.invalid': changed((f) => {
    f['bundle.json'] = manifest({ models: [{ name: 'one', answers: '../one.jsonl' }, { name: 'two', answers: 'answers/two.jsonl' }] });
  }),
  'bundle.file.missing': changed((f) => { delete f['answers/two.jsonl']; }),
  'bundle.line.json': changed((f) => { f['answers/one.jsonl'] += '{"task": "b", "response": }\n'; }),
  'bundle.line.field': changed((f) => { f['tasks.jsonl'] += lines({ reference }, [1, 2]); }),
  'bundle.task.duplicate': changed((f) => { f['tasks.jsonl'] += lines(task('a', { reference: '<svg/>' })); }),
  'bundle.task.invalid': changed((f) => {
    f['tasks.jsonl'] += lines(task('c', { check: { kind: 'ruler' } }), task('d', { reference: undefined }));
    f['answers/two.jsonl'] += lines({ task: 'c', response: right });
  }),
  'bundle.answer.duplicate': changed((f) => { f['answers/two.jsonl'] += lines({ task: 'b', response: wrong }); }),
  'bundle.answer.unknown': changed((f) => { f['answers/two.jsonl'] += lines({ task: 'nope', response: right }); }),
  'bundle.models.none': changed((f) => { f['bundle.json'] = manifest({ models: [] }); }),
  'bundle.model.field': changed((f) => {
    f['bundle.json'] = manifest({ models: [{ answers: 'answers/one.jsonl' }, { name: 'two', answers: 7 }] });
  }),
  'bundle.model.duplicate': changed((f) => {
    f['bundle.json'] = manifest({ models: [{ name: 'one', answers: 'answers/one.jsonl' }, { name: 'one', answers: 'answers/two.jsonl' }] });
  }),
  'bundle.limit.lines': changed((f) => { f['answers/two.jsonl'] = lines({ task: 'b', response: right }) + '\n'.repeat(1000000); }),
  'bundle.limit.models': changed((f) => {
    f['bundle.json'] = manifest({ models: Array.from({ length: 1001 }, (_, i) => ({ name: `m${i}`, answers: [] })) });
  }),
  // In the single-file form problems are inside the manifest: no line, a JSON pointer.
  'bundle.line.field (inline)': {
    'bundle.json': manifest({ tasks: [task('a'), { id: 7 }], models: [{ name: 'one', answers: [{ task: 'a' }] }] }),
  },
};

for (const [code, files] of Object.entries(badBundles)) {
  test(`bad bundle, ${code}: the same problems and rows natively and in WebAssembly`, async () => {
    const api = await plumbline();
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-bad-bundle-'));
    try {
      writeFiles(dir, files);
      const { bundle, rows } = judgeInWasm(api, files);
      assert.ok(bundle.problems.some((p) => p.code === code.split(' ')[0]), JSON.stringify(bundle.problems));
      for (const p of bundle.problems) {
        assert.ok(['error', 'warning'].includes(p.severity));
        assert.ok(p.line === null || p.line > 0);
      }
      const result = native(['bundle', dir]);
      assert.equal(result.status, 1, 'judged, with problems: exit 1');
      const stderr = result.stderr.toString();
      const expected = bundle.problems.map((p) => problemLine(dir, p)).join('\n') + '\n';
      assert.equal(stderr.slice(0, expected.length), expected);
      assert.equal(stderr.slice(expected.length), api.bundleTable(rows));
      assert.equal(result.stdout.toString(), jsonl(rows));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

const fatalBundles = {
  'bundle.json': { 'bundle.json': '{\n  "tasks": "tasks.jsonl",\n  "models": [,]\n}' },
  'bundle.manifest.invalid': { 'bundle.json': '{"schema": "plumbline/bundle@1", "tasks": 12, "models": []}' },
  'bundle.file.missing': { 'tasks.jsonl': lines(task('a')) },
};

for (const [code, files] of Object.entries(fatalBundles)) {
  test(`unusable manifest, ${code}: PlumblineError in WebAssembly, exit 3 natively, one message`, async () => {
    const api = await plumbline();
    const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-bad-manifest-'));
    try {
      writeFiles(dir, files);
      const result = native(['bundle', dir]);
      assert.equal(result.status, 3);
      const printed = result.stderr.toString().trim();
      assert.ok(printed.startsWith(`${dir}/bundle.json`) && printed.endsWith(`[${code}]`), printed);
      assert.throws(() => api.readBundle(files), (error) => {
        assert.ok(error instanceof PlumblineError);
        assert.equal(error.message, `plumbline: readBundle: ${printed.slice(dir.length + 1)}`);
        return true;
      });
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
}

test('bundle API: arguments that are not what they should be throw TypeError', async () => {
  const api = await plumbline();
  assert.throws(() => api.readBundle('bundle.json'), TypeError);
  assert.throws(() => api.bundleRow('not json'), TypeError);
  assert.throws(() => api.bundleRow(JSON.stringify({ verdict: 'pass', score: 1 })), /line_id/);
  assert.throws(() => api.bundleSummary([{ model: 'm' }]), /row 0/);
  assert.throws(() => api.bundleCompare([], 'a'), TypeError);
  assert.throws(() => api.bundleCompare('rows', 'a', 'b'), TypeError);
  assert.throws(() => api.bundleCsv('rows'), TypeError);
  assert.equal(api.bundleTable([]), 'No results: the bundle has no models or no usable tasks.\n');
  assert.deepEqual(api.bundleSummary([]).models, []);
});

test('openBundle: the lines one at a time, as readBundle gives them all; text or bytes; closed, no more lines', async () => {
  const api = await plumbline();
  const files = filesOf(path.join(root, 'examples', 'bundle'));
  const all = api.readBundle(files);
  const bytes = Object.fromEntries(Object.entries(files).map(([p, t]) => [p, new TextEncoder().encode(t)]));
  const open = api.openBundle(bytes);
  const { lines, ...meta } = all;
  const { count, line, lineBytes, row, close, ...openMeta } = open;
  assert.deepEqual(openMeta, meta);
  assert.equal(count, lines.length);
  // Each line as text and as bytes; judged into its row in the module, in a session, or
  // through the report: the same row.
  const batch = api.openBatch({ report: 'compact', timings: false, profile: 'default' });
  for (const i of [0, 1, Math.floor(count / 2), count - 1]) {
    assert.equal(line(i), lines[i]);
    assert.equal(new TextDecoder().decode(lineBytes(i)), lines[i]);
    const expected = api.bundleRow(batch.line(lines[i], i + 1));
    assert.deepEqual(row(batch, i), expected);
    assert.deepEqual(batch.row(lineBytes(i), i + 1), expected);
  }
  assert.throws(() => row({}, 0), TypeError);
  assert.throws(() => batch.row('{"task": {}}', 1), TypeError);   // not a bundle line: no line_id
  batch.close();
  // release: the files are the module's, not the caller's, once read.
  const released = Object.fromEntries(Object.entries(bytes));
  api.openBundle(released, { release: true }).close();
  assert.deepEqual(Object.keys(released), []);
  close();
  assert.throws(() => line(0), PlumblineError);
  close();   // twice is harmless
});
