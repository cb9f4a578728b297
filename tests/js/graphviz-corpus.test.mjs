// Graphviz's own test graphs (tests/corpus/graphviz/: its graphs/, rtest/ and
// tests/regression_tests/ folders), read as DOT against what Graphviz 2.43's `dot -Tjson`
// reads, and drawn by `dot -Tsvg` (graphs of up to 60 nodes) and read back by the diagram
// check against the DOT graph (scripts/dev/graphviz_corpus.py made the corpus; no Graphviz
// is needed here).
//
// Per graph, tests/corpus/graphviz/outcomes.tsv records:
//   dot:    accepted / rejected by both, or which one differs
//   sets:   node names and edge multiset (unordered pairs) equal to dot's ("=" or "!=")
//   labels: nodes whose label equals the text dot draws (as the check compares labels), of all
//   svg:    the drawing's verdict (pass / fail / invalid) and node, path, edge F1
// Every outcome is held (PLUMBLINE_UPDATE_GRAPHVIZ=1 rewrites the file), and the totals
// are asserted: docs/diagram.md, "Graphviz's own test graphs".
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, plumbline, root } from './helpers.mjs';

const corpusDir = path.join(root, 'tests', 'corpus', 'graphviz');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(corpusDir, 'graphs.json.gz'))).toString('utf8'));
const outcomesFile = path.join(corpusDir, 'outcomes.tsv');

const bytesOf = (g) => (g.dot_base64 !== undefined ? Buffer.from(g.dot_base64, 'base64') : Buffer.from(g.dot, 'utf8'));

function taskOf(g) {
  return {
    schema: 'plumbline/task@1', id: `graphviz/${g.path}`, domain: 'diagram', format: 'svg', prompt: '',
    reference: bytesOf(g).toString('utf8'), reference_format: 'dot', check: { kind: 'diagram' },
  };
}

const sorted = (a) => [...a].sort();
// Labels as the diagram check compares them (docs/diagram.md, "Node alignment"): ASCII
// letters lower case, runs of blanks, no-break spaces and line breaks one space, trimmed.
const normalise = (s) => s.replace(/[A-Z]/g, (c) => c.toLowerCase()).split(/[ \t\n\r\f\v\u00a0]+/).filter(Boolean).join(' ');
// Edges as unordered pairs: Plumbline stores an edge the way its arrow points (dir=back
// swapped), dot's JSON as it was written.
const pairKey = ([a, b]) => JSON.stringify(a < b ? [a, b] : [b, a]);

// The DOT columns from Plumbline's graph (null: rejected) and dot's reading.
function dotColumns(graph, gv) {
  if (gv.accepted === null) return { dot: 'dot-timeout', sets: '', labels: '' };
  if (!graph || !gv.accepted) {
    const dot = !graph && !gv.accepted ? 'rejected' : graph ? 'differ:dot-rejects' : 'differ:plumbline-rejects';
    return { dot, sets: '', labels: '' };
  }
  const names = graph.nodes.map((n) => n.id);
  const edges = graph.edges.map((e) => pairKey([names[e.from], names[e.to]]));
  const same = JSON.stringify(sorted(names)) === JSON.stringify(sorted(gv.nodes)) &&
    JSON.stringify(sorted(edges)) === JSON.stringify(sorted(gv.edges.map(pairKey)));
  const mine = new Map(graph.nodes.map((n) => [n.id, n.label]));
  const equal = gv.nodes.filter((name, i) => mine.has(name) && normalise(mine.get(name)) === normalise(gv.labels[i])).length;
  return { dot: 'accepted', sets: same ? '=' : '!=', labels: `${equal}/${gv.nodes.length}` };
}

function svgColumns(report) {
  const d = report.diagram ?? {};
  const f1 = (k) => String(Math.round((d[k]?.f1 ?? 0) * 1000) / 1000);
  return { svg: report.verdict, node_f1: f1('nodes'), path_f1: f1('paths'), edge_f1: f1('edges') };
}

const columns = ['graph', 'dot', 'sets', 'labels', 'svg', 'node_f1', 'path_f1', 'edge_f1'];

function readOutcomes() {
  try {
    const rows = readFileSync(outcomesFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    return new Map(rows.map((l) => l.split('\t')).map((cells) => [cells[0], cells.join('\t')]));
  } catch {
    return new Map();
  }
}

// Every graph read natively: DOT by `plumb read dot`, SVG by one `plumb batch`.
function nativeOutcomes(dir) {
  const rows = [];
  const drawn = [];
  for (const g of corpus.graphs) {
    const file = path.join(dir, 'graph.gv');
    writeFileSync(file, bytesOf(g));
    const read = JSON.parse(native(['read', 'dot', file]).stdout.toString('utf8'));
    const graph = read.ok ? read.scene.graph ?? null : null;
    const row = { graph: g.path, ...dotColumns(graph, g.graphviz), svg: '', node_f1: '', path_f1: '', edge_f1: '' };
    // A task is JSON text: a reference that is not UTF-8 cannot be one (not judged).
    if (g.svg !== undefined && g.dot_base64 === undefined) drawn.push({ row, line: JSON.stringify({ id: g.path, task: taskOf(g), candidate: g.svg }) });
    rows.push(row);
  }
  const out = native(['batch', '--no-timings', '--report', 'full'], drawn.map((d) => d.line).join('\n') + '\n');
  const reports = out.stdout.toString('utf8').trim().split('\n');
  assert.equal(reports.length, drawn.length, 'one report per drawing');
  drawn.forEach((d, i) => {
    const parsed = JSON.parse(reports[i]);
    Object.assign(d.row, svgColumns(parsed.report ?? parsed));
    d.report = reports[i];
  });
  return { rows, drawn };
}

test('Graphviz corpus: every graph read as dot reads it and drawn back as its graph', (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-graphviz-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { rows } = nativeOutcomes(dir);
  const lines = rows.map((r) => columns.map((c) => r[c]).join('\t'));
  if (process.env.PLUMBLINE_UPDATE_GRAPHVIZ === '1')
    writeFileSync(outcomesFile, `# ${corpus.graphviz}; node --test tests/js/graphviz-corpus.test.mjs\n# ${columns.join('\t')}\n${lines.join('\n')}\n`);

  const total = rows.length;
  const agree = rows.filter((r) => r.dot === 'accepted' || r.dot === 'rejected').length;
  const accepted = rows.filter((r) => r.dot === 'accepted');
  const sameSets = accepted.filter((r) => r.sets === '=').length;
  let labels = 0, nodes = 0;
  for (const r of accepted) {
    const [a, b] = r.labels.split('/').map(Number);
    labels += a;
    nodes += b;
  }
  const drawn = rows.filter((r) => r.svg !== '');
  const passed = drawn.filter((r) => r.svg === 'pass').length;
  t.diagnostic(`DOT: ${agree} of ${total} accepted or rejected as dot does; node and edge sets equal in ${sameSets} of ${accepted.length} accepted; labels ${labels} of ${nodes}`);
  t.diagnostic(`SVG: ${passed} of ${drawn.length} pictures read back as the graph drawn`);
  for (const r of drawn.filter((r) => r.svg !== 'pass')) t.diagnostic(`not read back: ${r.graph} ${r.svg} ${r.node_f1} ${r.path_f1} ${r.edge_f1}`);

  const recorded = readOutcomes();
  const changed = lines.filter((l) => recorded.get(l.split('\t')[0]) !== l);
  assert.deepEqual(changed, [], `${path.relative(root, outcomesFile)} differs (PLUMBLINE_UPDATE_GRAPHVIZ=1 records it)`);
  assert.equal(recorded.size, total);
  assert.equal(total, 409);
  // Node and edge sets as dot reads them on every accepted graph.
  assert.deepEqual(accepted.filter((r) => r.sets !== '=').map((r) => r.graph), []);
  assert.ok(labels >= 0.995 * nodes, `labels ${labels} of ${nodes}`);
  assert.ok(passed >= 0.95 * drawn.length, `${passed} of ${drawn.length} pictures`);
});

test('Graphviz corpus: the module reads and judges every graph as the native CLI does', async (t) => {
  const module = await plumbline();
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-graphviz-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const { drawn } = nativeOutcomes(dir);
  for (const g of corpus.graphs) {
    if (g.dot_base64 !== undefined) continue;   // not UTF-8: the module takes text
    const file = path.join(dir, 'graph.gv');
    writeFileSync(file, g.dot);
    const nativeRead = JSON.parse(native(['read', 'dot', file]).stdout.toString('utf8'));
    const read = module.readDrawing('dot', g.dot);
    assert.deepEqual(read.scene?.graph ?? null, nativeRead.scene?.graph ?? null, g.path);
    assert.deepEqual(read.diagnostics, nativeRead.diagnostics, g.path);
  }
  const session = module.openBatch({ timings: false, report: 'full' });
  try {
    drawn.forEach((d, i) => assert.equal(session.line(d.line, i + 1), d.report, JSON.parse(d.line).id));
  } finally {
    session.close();
  }
});
