// TikZ as people write it (tests/corpus/tikz-world/: 534 standalone pictures from three
// public collections, measured against pdflatex by scripts/dev/tikz_world.py). CI has no
// TeX, so this holds what Plumbline reads of each picture, as recorded in readings.tsv:
// read or refused, the codes of its errors and warnings, and its primary items counted by
// kind. A change to any picture's reading shows here; when it is meant, rerun
// `python3 scripts/dev/tikz_world.py readings` (or PLUMBLINE_UPDATE_TIKZ_WORLD=1) and
// measure again against TeX (`... compile` then `... measure`).
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, plumbline, readingSummary as summary, root } from './helpers.mjs';

const corpusDir = path.join(root, 'tests', 'corpus', 'tikz-world');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(corpusDir, 'pictures.json.gz'))).toString('utf8'));
const readingsFile = path.join(corpusDir, 'readings.tsv');


function recorded() {
  const rows = readFileSync(readingsFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('id\t'));
  return new Map(rows.map((l) => {
    const [id, ...rest] = l.split('\t');
    return [id, rest.join('\t')];
  }));
}

test('TikZ world corpus: 534 pictures from three collections, each with its origin', () => {
  assert.equal(corpus.pictures.length, 534);
  assert.equal(new Set(corpus.pictures.map((p) => p.id)).size, 534);
  const by = {};
  for (const p of corpus.pictures) {
    by[p.collection] = (by[p.collection] ?? 0) + 1;
    assert.match(p.commit, /^[0-9a-f]{40}$/, p.id);
    assert.ok(p.repo && p.path && p.text.includes('\\documentclass'), p.id);
  }
  assert.deepEqual(by, { petarv: 64, janosh: 111, thoma: 359 });
});

test('TikZ world corpus: every picture reads as recorded, in WebAssembly and natively', async () => {
  const module = await plumbline();
  const results = corpus.pictures.map((p) => [p.id, summary(module.readDrawing('tikz', p.text))]);
  if (process.env.PLUMBLINE_UPDATE_TIKZ_WORLD === '1') {
    writeFileSync(readingsFile, ['id\tread\terrors\twarnings\titems', ...results.map((r) => r.join('\t'))].join('\n') + '\n');
  }
  const want = recorded();
  const changed = results.filter(([id, got]) => want.get(id) !== got).map(([id, got]) => `${id}\n  recorded ${want.get(id)}\n  now      ${got}`);
  assert.deepEqual(changed, [], 'readings differ from tests/corpus/tikz-world/readings.tsv');
  // The native CLI reads a sample the same way (every 16th picture: the whole set is the module's).
  for (const [k, p] of corpus.pictures.entries()) {
    if (k % 16) continue;
    const result = native(['read', 'tikz', '-'], p.text);
    assert.equal(result.status, 0, `${p.id}: plumb read failed`);
    assert.equal(summary(JSON.parse(result.stdout.toString('utf8'))), results[k][1], `${p.id}: native and module differ`);
  }
});
