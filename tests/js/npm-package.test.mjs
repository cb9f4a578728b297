// The npm package as a user gets it: `npm pack` in wasm/, the tarball installed into an
// empty folder, the module imported by name from a script in that folder (so nothing can
// resolve into this tree), its reports the native CLI's bytes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';

import { exampleAnswers, native, run, profiles } from './helpers.mjs';
import { packAndInstall } from './npm-package.mjs';

let installed;
before(() => {
  installed = packAndInstall();
});
after(() => installed?.remove());

// The first answer of each example domain (geometry, molecule, tikz, eps, ...).
function onePerDomain() {
  const seen = new Map();
  for (const answer of exampleAnswers()) if (!seen.has(answer.domain)) seen.set(answer.domain, answer);
  return [...seen.values()];
}

// Runs a script from inside the installed folder; its stdout as text.
function runInFolder(name, source, input) {
  const file = path.join(installed.folder, name);
  writeFileSync(file, source);
  const result = run(process.execPath, [file], input);
  assert.equal(result.status, 0, result.stderr.toString());
  return result.stdout.toString();
}

test('the tarball holds the loader, both builds with the .wasm, the types, the CLI and the licence', () => {
  assert.deepEqual(installed.files, [
    'LICENSE', 'NOTICE', 'README.md', 'cli.mjs', 'dist/package.json', 'dist/plumbline.js', 'dist/plumbline.single.js',
    'dist/plumbline.wasm', 'package.json', 'plumbline.d.ts', 'plumbline.mjs',
  ]);
  const pkg = path.join(installed.folder, 'node_modules', 'plumbline');
  assert.ok(existsSync(path.join(pkg, 'dist', 'plumbline.wasm')));
  assert.equal(JSON.parse(readFileSync(path.join(pkg, 'package.json'), 'utf8')).types, './plumbline.d.ts');
});

test("import('plumbline') by name judges every example domain as the native CLI does", () => {
  const cases = onePerDomain().flatMap((a) => profiles.map((profile) => ({ ...a, profile })));
  assert.ok(cases.length >= 12, `${cases.length} cases`);
  const out = runInFolder('judge.mjs', `
    import { readFileSync } from 'node:fs';
    import { fileURLToPath } from 'node:url';
    const plumbline = await import('plumbline');
    const where = fileURLToPath(import.meta.resolve('plumbline'));
    const api = await plumbline.load();
    const cases = JSON.parse(readFileSync(0, 'utf8'));
    console.log(JSON.stringify({ where, version: api.version(), reports: cases.map((c) =>
      api.evaluateText(readFileSync(c.taskFile), readFileSync(c.answerFile), { profile: c.profile, timings: false })) }));
  `, JSON.stringify(cases));
  const { where, version, reports } = JSON.parse(out);
  assert.ok(where.startsWith(path.join(installed.folder, 'node_modules', 'plumbline') + path.sep), where);
  assert.equal(version, '0.1.0');
  cases.forEach((c, i) => {
    const expected = native(['check', c.taskFile, c.answerFile, '--no-timings', '--report', 'full', '--profile', c.profile]);
    assert.equal(reports[i], expected.stdout.toString().trimEnd(), `${c.name} (${c.profile})`);
  });
});

test('the single-file build in the package gives the same report', () => {
  const [c] = onePerDomain();
  const out = runInFolder('single.mjs', `
    import { readFileSync } from 'node:fs';
    import { createRequire } from 'node:module';
    import { load } from 'plumbline';
    const modulePath = createRequire(import.meta.url).resolve('plumbline/single');
    const api = await load({ modulePath });
    const c = JSON.parse(readFileSync(0, 'utf8'));
    console.log(api.evaluateText(readFileSync(c.taskFile), readFileSync(c.answerFile), { timings: false }));
  `, JSON.stringify(c));
  const expected = native(['check', c.taskFile, c.answerFile, '--no-timings', '--report', 'full']);
  assert.equal(out, expected.stdout.toString());
});

test("the package's batch CLI speaks plumb batch byte for byte", () => {
  const lines = onePerDomain().map(({ name, taskFile, answerFile }) =>
    JSON.stringify({ task: JSON.parse(readFileSync(taskFile, 'utf8')), candidate: readFileSync(answerFile, 'utf8'), id: name }));
  const input = lines.join('\n') + '\n';
  const bin = path.join(installed.folder, 'node_modules', '.bin', 'plumbline-wasm');
  const packaged = run(bin, ['batch', '--no-timings'], input);
  assert.equal(packaged.status, 0, packaged.stderr.toString());
  const expected = native(['batch', '--no-timings'], input);
  assert.equal(packaged.stdout.toString(), expected.stdout.toString());
  assert.equal(packaged.stdout.toString().split('\n').filter(Boolean).length, lines.length);
});
