// The chemfig corpus (tests/corpus/chemfig/: answers written as models write them, measured
// against pdflatex by scripts/dev/chemfig_corpus.py). CI has no TeX, so this holds what
// Plumbline reads of each answer in WebAssembly, as outcomes.tsv records it (the native
// reading is held by tests/unit/read/chemfig_corpus_test.cpp): read or refused, the first
// error's line, the codes by severity, the primary items by kind; and the native CLI reads
// every answer the same way. Counts, not coordinates: the two builds may print a number's
// last digit differently.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { native, plumbline, root } from './helpers.mjs';

const corpusDir = path.join(root, 'tests', 'corpus', 'chemfig');
const lines = readFileSync(path.join(corpusDir, 'outcomes.tsv'), 'utf8').trim().split('\n');
const header = lines[0].split('\t');
const rows = lines.slice(1).map((l) => Object.fromEntries(l.split('\t').map((v, i) => [header[i], v])));

// The same summary as scripts/dev/chemfig_corpus.py's summary().
function summary(read) {
  const codes = (severity) => [...new Set(read.diagnostics.filter((d) => d.severity === severity).map((d) => d.code))].sort();
  const kinds = new Map();
  (read.scene?.items ?? []).forEach((item, i) => {
    if (item.origin === i || item.origin === -1) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
  });
  const errors = read.diagnostics.filter((d) => d.severity === 'error');
  return {
    read: read.ok ? 'ok' : 'error',
    error_line: read.ok ? '-' : String(errors[0]?.span?.line ?? 0),
    errors: codes('error').join(',') || '-',
    warnings: codes('warning').join(',') || '-',
    items: [...kinds.keys()].sort().map((k) => `${k}:${kinds.get(k)}`).join(' ') || '-',
  };
}

test('chemfig corpus: at least 100 answers pdflatex compiles, every one read right as recorded', () => {
  const compiled = rows.filter((r) => r.pdflatex === 'ok');
  assert.ok(compiled.length >= 100, `${compiled.length} compiled`);
  const right = compiled.filter((r) => r.outcome.startsWith('right'));
  console.log(`chemfig corpus: ${rows.length} answers, ${compiled.length} compiled by pdflatex, ${right.length} read right`);
});

test('chemfig corpus: every answer reads as recorded, in WebAssembly and natively', async () => {
  const module = await plumbline();
  const changed = [];
  for (const r of rows) {
    const text = readFileSync(path.join(corpusDir, 'answers', `${r.id}.tex`), 'utf8');
    const got = summary(module.readDrawing('chemfig', text));
    const want = { read: r.read, error_line: r.error_line, errors: r.errors, warnings: r.warnings, items: r.items };
    if (JSON.stringify(got) !== JSON.stringify(want)) changed.push(`${r.id}\n  recorded ${JSON.stringify(want)}\n  now      ${JSON.stringify(got)}`);
    const result = native(['read', 'chemfig', '-'], text);
    assert.equal(result.status, 0, `${r.id}: plumb read failed`);
    assert.deepEqual(summary(JSON.parse(result.stdout.toString('utf8'))), got, `${r.id}: native and module differ`);
  }
  assert.deepEqual(changed, [], 'readings differ from tests/corpus/chemfig/outcomes.tsv');
});
