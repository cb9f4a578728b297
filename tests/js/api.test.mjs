// The JS API's shapes: what load() returns, readDrawing's scene, extract, task as object or
// text, bytes or text, and the single-file build giving the same answers.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';

import { load } from '../../wasm/plumbline.mjs';
import { exampleAnswers, native, plumbline, root } from './helpers.mjs';

const [first] = exampleAnswers();
const taskText = readFileSync(first.taskFile, 'utf8');
const answerText = readFileSync(first.answerFile, 'utf8');

test('load() gives the documented functions', async () => {
  const module = await plumbline();
  for (const name of ['evaluate', 'evaluateText', 'evaluateBatchLine', 'readDrawing', 'extract', 'version'])
    assert.equal(typeof module[name], 'function', name);
  assert.equal(`plumb ${module.version()}\n`, String(native(['version']).stdout));
});

test('evaluate: task as object or text, candidate as text or bytes, same report', async () => {
  const module = await plumbline();
  const options = { timings: false };
  const fromText = module.evaluate(taskText, answerText, options);
  assert.equal(fromText.schema, 'plumbline/report@1');
  assert.deepStrictEqual(module.evaluate(JSON.parse(taskText), answerText, options), fromText);
  assert.deepStrictEqual(module.evaluate(Buffer.from(taskText), new TextEncoder().encode(answerText), options), fromText);
  assert.equal(module.evaluate(taskText, answerText).timings.total_ms >= 0, true);
  assert.equal(module.evaluate(taskText, answerText, { profile: 'ssvg' }).profile, 'ssvg');
});

test('readDrawing: items with kind, geometry, style and source span', async () => {
  const module = await plumbline();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">\n  <line id="l" class="output_object" x1="1" y1="2" x2="3" y2="4" stroke="red"/>\n' +
    '  <circle cx="5" cy="5" r="2" fill="none" stroke="#00f" stroke-opacity="0.5"/>\n</svg>';
  const { ok, scene, diagnostics } = module.readDrawing('svg', svg);
  assert.equal(ok, true);
  assert.deepStrictEqual(diagnostics, []);
  assert.deepStrictEqual(scene.frame, { x: 0, y: 0, width: 10, height: 10, units_per_pixel: 1 });
  const [line, circle] = scene.items;
  assert.equal(line.kind, 'segment');
  assert.deepStrictEqual(line.geometry, { type: 'segment', a: [1, 2], b: [3, 4] });
  assert.equal(line.style.stroke, '#ff0000');
  assert.deepStrictEqual(line.style.classes, ['output_object']);
  assert.equal(line.style.id, 'l');
  assert.equal(line.source.element, 'line');
  assert.equal(line.source.span.line, 2);
  assert.equal(circle.kind, 'circle');
  assert.deepStrictEqual(circle.geometry, { type: 'circle', c: [5, 5], r: 2 });
  assert.equal(circle.style.fill, 'none');
  assert.equal(circle.style.stroke_opacity, 0.5);
  assert.equal(circle.source.span.line, 3);
  const broken = module.readDrawing('svg', '<svg><line</svg>');
  assert.equal(broken.ok, false);
  assert.ok(broken.diagnostics[0].span.line >= 1);
});

test('readDrawing and extract in EPS: the scene, errors and budgets as natively', async () => {
  const module = await plumbline();
  const eps = '%!PS-Adobe-3.0 EPSF-3.0\n%%BoundingBox: 0 0 300 300\n1 0 0 setrgbcolor\n' +
    'newpath 10 20 moveto 30 40 lineto stroke\nnewpath 100 100 50 0 360 arc closepath fill\nshowpage\n';
  const { ok, scene, diagnostics } = module.readDrawing('eps', eps);
  assert.equal(ok, true);
  assert.deepStrictEqual(diagnostics, []);
  assert.deepStrictEqual(scene.frame, { x: 0, y: 0, width: 300, height: 300, units_per_pixel: 0.75 });
  const [line, disc] = scene.items;
  assert.deepStrictEqual(line.geometry, { type: 'segment', a: [10, 280], b: [30, 260] });
  assert.equal(line.style.stroke, '#ff0000');
  assert.equal(line.source.element, 'stroke');
  assert.equal(line.source.span.line, 4);
  assert.deepStrictEqual(disc.geometry, { type: 'circle', c: [100, 200], r: 50 });
  assert.equal(disc.style.fill, '#ff0000');
  for (const [text, code] of [['0 0 moveto 1 0 div', 'eps.error.undefinedresult'], ['{} loop', 'read.limit.steps'],
    ['/f { f 1 pop } def f', 'read.limit.depth'], ['{ gsave } loop', 'read.limit.depth'],
    ['100000000 array', 'read.limit.memory']]) {
    const r = module.readDrawing('eps', text);
    assert.equal(r.ok, false, text);
    assert.equal(r.diagnostics[0].code, code, text);
    assert.deepStrictEqual(r, JSON.parse(String(native(['read', 'eps', '-'], text).stdout)), text);
  }
  const e = module.extract('Sure:\n```postscript\n' + eps + '```\n', 'eps');
  assert.equal(e.found, true);
  assert.equal(e.line, 3);
});

test('extract: the drawing, where it starts, and how it was found', async () => {
  const module = await plumbline();
  const response = 'Here it is:\n```svg\n<svg><line x2="1"/></svg>\n```\n';
  const e = module.extract(response, 'svg');
  assert.equal(e.found, true);
  assert.equal(e.how, 'fence');
  assert.equal(e.line, 3);
  assert.equal(e.text, '<svg><line x2="1"/></svg>');
  assert.equal(response.slice(e.offset, e.offset + e.text.length), e.text);
  const none = module.extract('no drawing here', 'svg');
  assert.equal(none.found, false);
  assert.equal(none.diagnostics[0].code, 'extract.none');
});

test('formatOf: a drawing\'s format from its text, as a task without the format is read', async () => {
  const module = await plumbline();
  assert.equal(module.formatOf('<svg xmlns="http://www.w3.org/2000/svg"><line x2="1"/></svg>'), 'svg');
  assert.equal(module.formatOf('\\begin{tikzpicture}\\draw (0,0) -- (1,0);\\end{tikzpicture}'), 'tikz');
  assert.equal(module.formatOf('%!PS-Adobe-3.0 EPSF-3.0\n0 0 moveto 1 1 lineto stroke showpage\n'), 'eps');
  assert.equal(module.formatOf('digraph { a -> b }'), 'dot');
  assert.equal(module.formatOf('no drawing here'), '');
  // the task reader takes the same format: a task without reference_format reads TikZ
  const task = { id: 't', format: 'tikz', prompt: 'p', check: { kind: 'match' },
    reference: '\\begin{tikzpicture}\\draw (0,0) -- (1,0);\\end{tikzpicture}' };
  const report = module.evaluate(task, '\\begin{tikzpicture}\\draw (0,0) -- (1,0);\\end{tikzpicture}');
  const inferred = report.diagnostics.find((d) => d.code === 'task.format.inferred');
  assert.ok(inferred, JSON.stringify(report.diagnostics));
  assert.match(inferred.message, new RegExp(`"${module.formatOf(task.reference)}"`));
  assert.equal(report.diagnostics.some((d) => d.code === 'task.format.mismatch'), false);
});

test('the single-file build gives the same reports as the two-file build', async () => {
  const single = await load({ modulePath: path.join(root, 'build-wasm', 'plumbline.single.js') });
  const module = await plumbline();
  for (const { taskFile, answerFile } of exampleAnswers().slice(0, 20)) {
    const task = readFileSync(taskFile);
    const answer = readFileSync(answerFile);
    assert.equal(single.evaluateText(task, answer, { timings: false }), module.evaluateText(task, answer, { timings: false }));
  }
});
