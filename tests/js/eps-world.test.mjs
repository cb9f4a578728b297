// The eps-world corpus (tests/corpus/eps-world/: EPS and PostScript files that programs
// wrote, taken from public repositories) held to the outcomes measured against Ghostscript
// by scripts/dev/eps_world.py (outcomes.tsv): each file must read as recorded (read or
// refused, its item count, its error and warning codes), so a regression shows without
// Ghostscript; and the WebAssembly module must read each ASCII file as the native CLI does.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, plumbline, root } from './helpers.mjs';

const dir = path.join(root, 'tests', 'corpus', 'eps-world');
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(dir, 'corpus.json.gz'))).toString('utf8'));
const rows = readFileSync(path.join(dir, 'outcomes.tsv'), 'utf8')
  .split('\n')
  .filter((l) => l && !l.startsWith('#'))
  .map((l) => l.split('\t'))
  .map(([id, producer, ghostscript, reading, items, errors, warnings, f, outcome]) => ({
    id, producer, ghostscript, reading, items: Number(items), errors, warnings, f, outcome,
  }));
const recorded = new Map(rows.map((r) => [r.id, r]));

// The file's bytes: the corpus keeps them as Latin-1 characters.
const bytesOf = (entry) => Buffer.from(entry.text, 'latin1');
const codes = (read, severity) =>
  [...new Set(read.diagnostics.filter((d) => d.severity === severity).map((d) => d.code))].sort().join(',');

test('eps-world: every file has a recorded outcome', () => {
  assert.ok(corpus.files.length >= 120, `${corpus.files.length} files`);
  assert.equal(new Set(corpus.files.map((e) => e.id)).size, corpus.files.length);
  assert.deepEqual(corpus.files.map((e) => e.id).filter((id) => !recorded.has(id)), []);
  assert.equal(rows.length, corpus.files.length);
});

test('eps-world: each file reads as recorded (native)', (t) => {
  const work = mkdtempSync(path.join(tmpdir(), 'plumbline-eps-world-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));
  const differing = [];
  for (const entry of corpus.files) {
    const file = path.join(work, `${entry.id}.eps`);
    writeFileSync(file, bytesOf(entry));
    const result = native(['read', 'eps', file]);
    assert.ok(result.status === 0 || result.status === 1, `${entry.id}: plumb read exited ${result.status}: ${result.stderr}`);
    const read = JSON.parse(result.stdout.toString('utf8'));
    const want = recorded.get(entry.id);
    const got = {
      reading: read.ok ? 'ok' : 'error',
      items: read.scene.items.length,
      errors: codes(read, 'error'),
      warnings: codes(read, 'warning'),
    };
    const expected = { reading: want.reading, items: want.items, errors: want.errors, warnings: want.warnings };
    try {
      assert.deepEqual(got, expected);
    } catch {
      differing.push(`${entry.id}: ${JSON.stringify(got)} recorded ${JSON.stringify(expected)}`);
    }
  }
  assert.deepEqual(differing, [], 'rerun scripts/dev/eps_world.py --write after a deliberate change');
});

test('eps-world: the module reads each ASCII file as the native CLI does', async (t) => {
  const module = await plumbline();
  const work = mkdtempSync(path.join(tmpdir(), 'plumbline-eps-world-'));
  t.after(() => rmSync(work, { recursive: true, force: true }));
  let compared = 0;
  for (const entry of corpus.files) {
    // A JS string reaches the module as UTF-8: only files of ASCII bytes are the same
    // bytes on both sides.
    if (/[^\x00-\x7f]/.test(entry.text)) continue;
    const file = path.join(work, `${entry.id}.eps`);
    writeFileSync(file, bytesOf(entry));
    const nativeRead = JSON.parse(native(['read', 'eps', file]).stdout.toString('utf8'));
    const read = module.readDrawing('eps', entry.text);
    assert.equal(read.ok, nativeRead.ok, entry.id);
    assert.deepEqual(read.diagnostics, nativeRead.diagnostics, `${entry.id}: diagnostics`);
    assert.equal(read.scene.items.length, nativeRead.scene.items.length, `${entry.id}: items`);
    compared += 1;
  }
  t.diagnostic(`${compared} ASCII files compared`);
  assert.ok(compared >= 60, `${compared} files compared`);
});
