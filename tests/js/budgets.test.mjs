// Every budget of docs/budgets.md crossed once: the report carries the budget's diagnostic,
// natively (`plumb check`, `plumb batch`) and in WebAssembly alike, byte for byte; and the
// table and the cases agree (every budget code in the catalogue has a row and a case).
import test from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { native, plumbline, root } from './helpers.mjs';
import { budgetCases } from './budget-cases.mjs';

const codesOf = (text) => JSON.parse(text).diagnostics.map((d) => d.code);

test('every budget, crossed: the same diagnostic natively and in WebAssembly', async (t) => {
  const module = await plumbline();
  const dir = mkdtempSync(path.join(tmpdir(), 'plumbline-budgets-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  for (const c of budgetCases) {
    await t.test(`${c.limit}: ${c.code}`, () => {
      let wasmText, nativeText;
      if (c.line) {
        const line = c.line();
        wasmText = module.evaluateBatchLine(line, 1, { timings: false, report: 'full' });
        writeFileSync(path.join(dir, 'lines.jsonl'), line + '\n');
        const r = native(['batch', '--no-timings', '--report', 'full'], readFileSync(path.join(dir, 'lines.jsonl')));
        assert.equal(r.status, 0, `plumb batch exit ${r.status}`);
        nativeText = r.stdout.toString('utf8').trimEnd();
      } else {
        const task = c.task(), candidate = c.candidate();
        wasmText = module.evaluateText(task, candidate, { timings: false, report: 'full' });
        writeFileSync(path.join(dir, 'task.json'), task);
        writeFileSync(path.join(dir, 'candidate.txt'), candidate);
        const r = native(['check', path.join(dir, 'task.json'), path.join(dir, 'candidate.txt'), '--no-timings', '--report', 'full']);
        nativeText = r.stdout.toString('utf8').trimEnd();
      }
      const codes = codesOf(wasmText);
      assert.ok(codes.includes(c.code), `no ${c.code} among ${[...new Set(codes)].join(', ')}`);
      assert.ok(!codes.some((code) => code.startsWith('internal.')), wasmText.slice(0, 300));
      assert.equal(JSON.parse(wasmText).verdict === 'pass', false, 'a crossed budget passed');
      assert.equal(wasmText, nativeText, 'WebAssembly and native reports differ');
    });
  }
});

test('docs/budgets.md: one row per budget code of the catalogue, and a case for each row', () => {
  const table = readFileSync(path.join(root, 'docs', 'budgets.md'), 'utf8');
  const documented = new Set([...table.matchAll(/^\|[^\n]*?`([a-z_]+(?:\.[a-z_]+)+)`/gm)].map((m) => m[1]));
  const catalogue = native(['codes']).stdout.toString('utf8');
  const budgetCodes = [...catalogue.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1])
    .filter((code) => /\.limit\.|budget\.exhausted|search\.(budget|partial)|line\.(bytes|depth)|diagnostics\.truncated/.test(code));
  assert.ok(budgetCodes.length >= 20, `only ${budgetCodes.length} budget codes found in the catalogue`);
  for (const code of budgetCodes) assert.ok(documented.has(code), `${code} has no row in docs/budgets.md`);
  const crossed = new Set(budgetCases.map((c) => c.code));
  for (const code of documented) {
    if (code.startsWith('bundle.')) continue;   // crossed in bundle.test.mjs, natively and in WebAssembly
    assert.ok(crossed.has(code), `${code} (docs/budgets.md) is crossed by no case in budget-cases.mjs`);
  }
});
