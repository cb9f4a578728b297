// DiagramIR's 398 TikZ geometry pictures (tests/corpus/diagramir/: its class's definitions
// inlined as a user would paste them, measured against pdflatex by
// `scripts/dev/tikz_world.py --corpus diagramir`). CI has no TeX, so this holds what
// Plumbline reads of each picture, as recorded in readings.tsv: read or refused, the codes
// of its errors and warnings, and its primary items counted by kind. When a change is
// meant, rerun `python3 scripts/dev/tikz_world.py --corpus diagramir readings` (or
// PLUMBLINE_UPDATE_DIAGRAMIR=1) and measure again against TeX (`... compile`, `... measure`).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, plumbline, readingSummary as summary, root } from './helpers.mjs';

const corpusDir = path.join(root, 'tests', 'corpus', 'diagramir');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(corpusDir, 'pictures.json.gz'))).toString('utf8'));
const readingsFile = path.join(corpusDir, 'readings.tsv');


test('DiagramIR corpus: 398 pictures, the class inlined between markers, 386 rated', () => {
  assert.equal(corpus.pictures.length, 398);
  assert.equal(new Set(corpus.pictures.map((p) => p.id)).size, 398);
  assert.deepEqual(corpus.collections.map((c) => c.repo), ['vishalku02/DiagramIR']);
  const begin = "\\documentclass[border=0pt,12pt,tikz]{standalone}\n% --- inlined from DiagramIR's IM.cls";
  for (const p of corpus.pictures) {
    assert.match(p.commit, /^[0-9a-f]{40}$/, p.id);
    assert.ok(p.text.startsWith(begin), p.id);
    assert.ok(p.text.includes('% --- end of the inlined class ---\n'), p.id);
    assert.ok(!p.text.includes('\\documentclass{IM}'), p.id);
  }
  assert.equal(corpus.pictures.filter((p) => p.rated).length, 386);
});

test('DiagramIR corpus: every picture reads as recorded, in WebAssembly and natively', async () => {
  const module = await plumbline();
  const results = corpus.pictures.map((p) => [p.id, summary(module.readDrawing('tikz', p.text))]);
  if (process.env.PLUMBLINE_UPDATE_DIAGRAMIR === '1') {
    writeFileSync(readingsFile, ['id\tread\terrors\twarnings\titems', ...results.map((r) => r.join('\t'))].join('\n') + '\n');
  }
  const want = new Map(readFileSync(readingsFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('id\t'))
    .map((l) => [l.slice(0, l.indexOf('\t')), l.slice(l.indexOf('\t') + 1)]));
  const changed = results.filter(([id, got]) => want.get(id) !== got).map(([id, got]) => `${id}\n  recorded ${want.get(id)}\n  now      ${got}`);
  assert.deepEqual(changed, [], 'readings differ from tests/corpus/diagramir/readings.tsv');
  // The native CLI reads a sample the same way (every 16th picture: the whole set is the module's).
  for (const [k, p] of corpus.pictures.entries()) {
    if (k % 16) continue;
    const result = native(['read', 'tikz', '-'], p.text);
    assert.equal(result.status, 0, `${p.id}: plumb read failed`);
    assert.equal(summary(JSON.parse(result.stdout.toString('utf8'))), results[k][1], `${p.id}: native and module differ`);
  }
});
