// The Mermaid corpus (tests/corpus/mermaid/: 473 flowcharts and state diagrams from
// Mermaid's documentation, demos and tests, and our own), each with what Mermaid 11 itself
// made of it (recorded by scripts/dev/mermaid_corpus.mjs in Chromium). Holds every
// diagram's recorded outcome (outcomes.tsv), natively (build/plumb) and in WebAssembly:
//   - Plumbline's graph equals Mermaid's parser's (same node ids and labels, same edges
//     with direction and label) for at least 98% of the diagrams Mermaid parses;
//   - a syntax error is located on the line Mermaid names, where Mermaid names one;
//   - Mermaid's rendered SVG, read as a drawing, passes the diagram check against the
//     Mermaid text as the reference (the recorded verdicts) for at least 95% of the
//     flowcharts and state diagrams Mermaid rendered.
// Native and WebAssembly readings are equal, and the SVG reports byte-identical.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { native, plumbline, root } from './helpers.mjs';
import { TSV_HEADER, corpusDir, loadCorpus, outcome, readBackTask } from './mermaid-corpus.mjs';

const { diagrams, byName, svgs } = loadCorpus(root);
const recorded = new Map(
  readFileSync(path.join(corpusDir(root), 'outcomes.tsv'), 'utf8').trim().split('\n').slice(1)
    .map((line) => line.split('\t'))
    .map((cols) => [cols[0], Object.fromEntries(TSV_HEADER.map((h, i) => [h, cols[i] ?? '']))]),
);

test('the corpus holds at least 200 flowcharts and state diagrams, every one with a recorded outcome', () => {
  const graphs = diagrams.filter((d) => /^(flowchart|state)$/.test(recorded.get(d.name)?.kind));
  assert.ok(graphs.length >= 200, `${graphs.length} diagrams`);
  for (const d of diagrams) assert.ok(recorded.has(d.name), `${d.name}: no outcome recorded`);
});

test('native and WebAssembly read every diagram alike, and as recorded', async () => {
  const engine = await plumbline();
  let same = 0, parsed = 0, located = 0, errors = 0;
  for (const d of diagrams) {
    const nativeRead = JSON.parse(native(['read', 'mermaid', '-'], d.text).stdout.toString('utf8'));
    const wasmRead = engine.readDrawing('mermaid', d.text);
    assert.deepEqual(wasmRead, nativeRead, `${d.name}: WebAssembly and native readings differ`);
    const o = outcome(d, byName.get(d.name), nativeRead);
    const want = recorded.get(d.name);
    assert.deepEqual([o.mermaid, o.plumbline, o.agree], [want.mermaid, want.plumbline, want.agree],
      `${d.name}: ${o.detail}`);
    if (o.mermaid === 'graph') {
      parsed++;
      same += o.agree === 'same-graph';
    }
    if (o.mermaid.startsWith('error:') && o.mermaid !== 'error:?') {
      errors++;
      located += o.agree === 'error-same-line';
    }
  }
  const rate = same / parsed;
  console.log(`mermaid corpus: graph equal to Mermaid's for ${same} of ${parsed} (${(100 * rate).toFixed(1)}%); ` +
    `syntax errors on Mermaid's line ${located} of ${errors}`);
  assert.ok(rate >= 0.98, `graph equal to Mermaid's for ${same} of ${parsed}`);
});

test("Mermaid's rendered SVG judged against the Mermaid text: byte-identical reports, recorded verdicts", async () => {
  const engine = await plumbline();
  const rendered = diagrams.filter((d) => svgs[d.name]);
  const lines = rendered.map((d) => JSON.stringify({ task: readBackTask(d), candidate: svgs[d.name], id: d.name }));
  const nativeOut = native(['batch', '--no-timings', '--report', 'verdict'], lines.join('\n') + '\n').stdout.toString('utf8').trim().split('\n');
  const batch = engine.openBatch({ timings: false, report: 'verdict' });
  let pass = 0, graphs = 0, graphsPass = 0;
  try {
    rendered.forEach((d, i) => {
      const w = batch.line(lines[i], i + 1);
      assert.equal(w, nativeOut[i], `${d.name}: WebAssembly and native reports differ`);
      const verdict = JSON.parse(w).verdict;
      assert.equal(verdict, recorded.get(d.name).svg, `${d.name}: the rendered SVG's verdict changed`);
      pass += verdict === 'pass';
      if (/^(flowchart|state)$/.test(recorded.get(d.name).kind)) {
        graphs++;
        graphsPass += verdict === 'pass';
      }
    });
  } finally {
    batch.close();
  }
  console.log(`mermaid corpus: rendered SVG read back as the same graph for ${graphsPass} of ${graphs} ` +
    `flowcharts and state diagrams (${(100 * graphsPass / graphs).toFixed(1)}%; ${pass} of ${rendered.length} rendered)`);
  assert.ok(graphsPass / graphs >= 0.95, `rendered SVG read back for ${graphsPass} of ${graphs}`);
});

test('a Mermaid answer against a DOT reference, and a DOT answer against a Mermaid reference', async () => {
  const engine = await plumbline();
  const task = JSON.parse(readFileSync(path.join(root, 'examples/diagram/ml-pipeline/task.json'), 'utf8'));
  const mermaidAnswer = ['Here is the pipeline:', '', '```mermaid', 'flowchart TD',
    '  raw[Raw data] --> clean[Clean] --> split{Split}', '  split --> train[Train model]',
    '  split --> test[(Test set)]', '  train & test --> eval([Evaluate])', '  eval -->|ship| deploy[Deploy]', '```', ''].join('\n');
  const asked = { ...task, format: 'mermaid' };
  const reversed = {
    ...task,
    reference: 'flowchart LR\n  raw[Raw data] --> clean[Clean] --> split[Split]\n  split --> train[Train model] & test[Test set]\n' +
      '  train & test --> eval[Evaluate] --> deploy[Deploy]\n',
    reference_format: 'mermaid',
  };
  const dotAnswer = readFileSync(path.join(root, 'examples/diagram/ml-pipeline/answers/pass-plain.txt'), 'utf8');
  for (const [t, answer] of [[asked, mermaidAnswer], [reversed, dotAnswer]]) {
    const report = engine.evaluate(t, answer, { timings: false });
    assert.equal(report.verdict, 'pass', JSON.stringify(report.diagnostics));
    const native = JSON.parse(nativeCheck(t, answer));
    assert.equal(native.verdict, 'pass');
  }
  // A mistake shows: an edge reversed in the Mermaid answer.
  const wrong = engine.evaluate(asked, mermaidAnswer.replace('eval -->|ship| deploy', 'deploy -->|ship| eval'), { timings: false });
  assert.equal(wrong.verdict, 'fail');
});

function nativeCheck(task, answer) {
  const dir = mkdtempSync(path.join(tmpdir(), 'mermaid-'));
  try {
    writeFileSync(path.join(dir, 'task.json'), JSON.stringify(task));
    return native(['check', path.join(dir, 'task.json'), '-'], answer).stdout.toString('utf8');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
