// The well-formedness rules in WebAssembly: every case of tests/support/well_formed_cases.json
// (the native unit test reads the same file) read by the module as the native CLI reads it,
// byte for byte, each broken drawing refused at the character where a browser stops.
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { native, plumbline, root } from './helpers.mjs';

const cases = JSON.parse(readFileSync(path.join(root, 'tests', 'support', 'well_formed_cases.json'), 'utf8'));

test('well-formed XML: the module refuses what a browser refuses, where it stops, as natively', async (t) => {
  const module = await plumbline();
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-well-formed-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const nativeRead = (svg) => {
    const file = path.join(dir, 'drawing.svg');
    writeFileSync(file, svg);
    const result = native(['read', 'svg', file]);
    return JSON.parse(result.stdout.toString('utf8'));
  };
  assert.ok(cases.bad.length >= 15);
  for (const c of cases.bad) {
    const read = module.readDrawing('svg', c.svg);
    assert.equal(read.ok, false, c.rule);
    const [first] = read.diagnostics;
    assert.equal(first.code, 'svg.xml.malformed', c.rule);
    assert.deepEqual([first.span.line, first.span.column], [c.line, c.column], c.rule);
    assert.ok(first.message.includes(c.says), `${c.rule}: ${first.message}`);
    assert.deepEqual(read, nativeRead(c.svg), `${c.rule}: the module and the CLI read it differently`);
  }
  for (const c of cases.good) {
    const read = module.readDrawing('svg', c.svg);
    assert.equal(read.ok, true, c.rule);
    assert.ok(!read.diagnostics.some((d) => d.code === 'svg.xml.malformed'), `${c.rule}: ${JSON.stringify(read.diagnostics)}`);
    assert.deepEqual(read, nativeRead(c.svg), `${c.rule}: the module and the CLI read it differently`);
  }
});
