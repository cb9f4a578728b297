// DiagramIR's rated TikZ pictures (tests/corpus/diagramir-layout/: the class's macros
// inlined), through `plumb layout`: the layout section of every picture as recorded in
// findings.tsv (read status and a digest of the examined counts and the findings' codes
// and items), so a change to any picture's findings shows here without DiagramIR's people
// or TeX. When a change is meant (a reader fix, a rule), rerun
// `/usr/bin/python3 scripts/dev/diagramir_kappa.py measure`, which rewrites findings.tsv and
// kappa.tsv (the agreement with the people; docs/layout.md, "DiagramIR").
import test from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';

import { native, root } from './helpers.mjs';

const dir = path.join(root, 'tests', 'corpus', 'diagramir-layout');
const picturesDir = path.join(root, 'tests', 'corpus', 'diagramir');   // the one copy of the pictures
const corpus = JSON.parse(gunzipSync(readFileSync(path.join(picturesDir, 'pictures.json.gz'))).toString('utf8'));
const recorded = new Map(
  readFileSync(path.join(dir, 'findings.tsv'), 'utf8').trim().split('\n').slice(1)
    .map((line) => line.split('\t'))
    .map((f) => [Number(f[0]), { read: f[1], codes: f[2], digest: f[3] }]),
);

// Python's json.dumps(..., sort_keys=True) of the same object, as the dev script digests it.
function pyJson(value) {
  if (Array.isArray(value)) return '[' + value.map(pyJson).join(', ') + ']';
  if (value !== null && typeof value === 'object')
    return '{' + Object.keys(value).sort().map((k) => JSON.stringify(k) + ': ' + pyJson(value[k])).join(', ') + '}';
  return JSON.stringify(value);
}

function digest(section) {
  const key = pyJson({ examined: section.examined, findings: section.findings.map((f) => [f.code, f.items]) });
  return createHash('sha1').update(key).digest('hex').slice(0, 12);
}

test('DiagramIR layout: every rated picture has the layout findings recorded', () => {
  let checked = 0;
  for (const p of corpus.pictures) {
    const id = Number(p.path.split('=').pop());
    const want = recorded.get(id);
    if (!want) continue;
    const result = native(['layout', 'tikz', '-'], p.text);
    const r = JSON.parse(result.stdout.toString('utf8'));
    const read = r.ok && r.complete ? 'ok' : r.ok ? 'incomplete' : 'error';
    assert.equal(read, want.read, `diagram ${id}: read status`);
    if (read === 'ok') {
      const codes = [...new Set(r.layout.findings.map((f) => f.code))].sort().join(',') || '-';
      assert.equal(codes, want.codes === '' ? '-' : want.codes, `diagram ${id}: codes`);
      assert.equal(digest(r.layout), want.digest, `diagram ${id}: findings digest`);
    }
    ++checked;
  }
  assert.equal(checked, recorded.size);
  assert.ok(checked >= 380, `only ${checked} pictures checked`);
});
