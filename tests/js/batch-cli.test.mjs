// `node wasm/cli.mjs batch` speaks the native `plumb batch` protocol byte for byte: the same
// JSONL in (all example answers and bad lines), the same bytes out, in both profiles.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { exampleAnswers, exampleBatchLines, native, plumbline, profiles, wasm } from './helpers.mjs';

const deep = '['.repeat(5000) + ']'.repeat(5000);
const badLines = [
  'not json',
  '[1, 2, 3]',
  '{"task": 1, "candidate": "x"}',
  '{"task": {"id": "t"}, "candidate": 5, "id": {"nested": [1, null]}}',
  '{"task": {"id": "no-reference", "check": {"kind": "match"}}, "candidate": "<svg/>", "id": 7}',
  `{"task": ${deep}, "candidate": ""}`,
  '',
  '   \t ',
  '{"candidate": "<svg/>", "task": {"id": "crlf", "reference": "<svg/>", "check": {"kind": "match"}}}\r',
];

function batchInput() {
  const lines = [...exampleBatchLines(), ...badLines];
  const text = Buffer.from(lines.join('\n') + '\n', 'utf8');
  // Bytes a JS string cannot carry: invalid UTF-8 and NUL inside a line, and a last line
  // with no newline.
  const raw = Buffer.from('{"task": {"id": "\xff\xfe"}, "candidate": "a\x00b"}\n\x00\n', 'latin1');
  return Buffer.concat([text, raw, Buffer.from('{"id": "last line, no newline"}', 'utf8')]);
}

// Every report level (compact is both CLIs' default), in both profiles.
const levels = [[], ['--report', 'full'], ['--report=verdict']];
for (const profile of profiles) for (const level of levels) {
  test(`batch: wasm CLI output is byte-identical to native (${profile} ${level.join(' ') || 'compact'})`, () => {
    const input = batchInput();
    const args = ['batch', '--profile', profile, '--no-timings', ...level];
    const expected = native(args, input);
    const got = wasm(args, input);
    assert.equal(expected.status, 0, String(expected.stderr));
    assert.equal(got.status, 0, String(got.stderr));
    const lines = got.stdout.toString('utf8').split('\n');
    assert.equal(lines.pop(), '', 'output ends with a newline');
    assert.equal(lines.length, exampleAnswers().length + badLines.length - 2 + 3, 'one report per non-blank line');
    assert.ok(got.stdout.equals(expected.stdout), 'wasm and native batch output differ');
  });
}

test('batch: line numbers count blank lines, ids come back as line_id', () => {
  const input = Buffer.from('\n{"task": {}, "candidate": "", "id": "x"}\nnope\n');
  const reports = wasm(['batch', '--no-timings'], input).stdout.toString().trim().split('\n').map(JSON.parse);
  assert.equal(reports.length, 2);
  assert.equal(reports[0].line_id, 'x');
  assert.equal(reports[1].diagnostics[0].code, 'batch.line.json');
  assert.equal(reports[1].diagnostics[0].span.line, 3);
});

test('batch with timings: the same reports apart from timings', () => {
  const input = Buffer.from(exampleBatchLines().slice(0, 5).join('\n') + '\n');
  const timed = wasm(['batch'], input).stdout.toString().trim().split('\n').map(JSON.parse);
  const untimed = native(['batch', '--no-timings'], input).stdout.toString().trim().split('\n').map(JSON.parse);
  assert.equal(timed.length, 5);
  for (let i = 0; i < timed.length; ++i) {
    assert.ok(timed[i].timings.total_ms >= 0);
    delete timed[i].timings;
    assert.deepStrictEqual(timed[i], untimed[i]);
  }
});

test('check: same bytes as native plumb check, candidate from a file or stdin', () => {
  const [{ taskFile, answerFile }] = exampleAnswers();
  const expected = native(['check', taskFile, answerFile, '--no-timings', '--profile=ssvg']);
  assert.ok(wasm(['check', taskFile, answerFile, '--no-timings', '--profile=ssvg']).stdout.equals(expected.stdout));
  const fromStdin = wasm(['check', taskFile, '-', '--no-timings', '--profile', 'ssvg'], readFileSync(answerFile));
  assert.ok(fromStdin.stdout.equals(expected.stdout));
});

test('usage errors exit 2 like the native CLI', () => {
  for (const args of [
    ['batch', '--profile', 'nope'],
    ['batch', '--profile'],
    ['batch', 'file.jsonl'],
    ['batch', '--frobnicate'],
    ['check', 'only-one-file'],
    ['check', '-', '-'],
    ['check', '/nonexistent/task.json', '/nonexistent/answer.txt'],
    ['batch', '--report', 'everything'],
    ['batch', '--report'],
    ['nonsense'],
    [],
  ]) {
    const got = wasm(args, '');
    assert.equal(got.status, 2, `${args.join(' ')}: exit ${got.status}`);
    assert.equal(native(args, '').status, 2, `native ${args.join(' ')}`);
    assert.match(String(got.stderr), /^plumb: /);
  }
});

test('the API\'s batch session gives what evaluateBatchLine gives, line by line, at every level', async () => {
  const module = await plumbline();
  const lines = exampleBatchLines().slice(0, 40);
  for (const report of ['full', 'compact', 'verdict']) {
    const options = { timings: false, report };
    const session = module.openBatch(options);
    lines.forEach((line, i) => assert.equal(session.line(line, i + 1), module.evaluateBatchLine(line, i + 1, options)));
    session.close();
    // lineBytes: the same report as UTF-8 bytes, each a copy that later calls leave alone.
    const bytes = module.openBatch(options);
    const first = bytes.lineBytes(lines[0], 1);
    const kept = Buffer.from(first).toString('utf8');
    lines.forEach((line, i) =>
      assert.equal(Buffer.from(bytes.lineBytes(line, i + 1)).toString('utf8'), module.evaluateBatchLine(line, i + 1, options)));
    assert.equal(Buffer.from(first).toString('utf8'), kept);
    // lineView: the same bytes, a view that the next call may overwrite (copied at once here).
    lines.forEach((line, i) =>
      assert.equal(Buffer.from(bytes.lineView(line, i + 1)).toString('utf8'), module.evaluateBatchLine(line, i + 1, options)));
    bytes.close();
  }
  const bad = module.openBatch({ report: 'everything' });
  assert.equal(JSON.parse(bad.line('{}', 1)).diagnostics[0].code, 'options.invalid');
  bad.close();
});

test('version matches the native CLI', () => {
  assert.equal(String(wasm(['version']).stdout), String(native(['version']).stdout));
});
