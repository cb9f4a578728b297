// The core's Scene-to-SVG writer through both builds: every example drawing (each task's
// reference and input, each answer's extracted drawing) drawn by the module's drawScene
// and by `plumb draw` gives identical bytes; every shape of every example report is
// drawable by drawGeometry, as the element its type calls for.
import test from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { exampleAnswers, native, plumbline } from './helpers.mjs';

// [name, format, text] for every distinct example drawing.
async function exampleDrawings() {
  const module = await plumbline();
  const seen = new Set();
  const drawings = [];
  const add = (name, format, text) => {
    if (typeof text !== 'string' || seen.has(`${format}\n${text}`)) return;
    seen.add(`${format}\n${text}`);
    drawings.push([name, format, text]);
  };
  for (const { name, taskFile, answerFile } of exampleAnswers()) {
    const task = JSON.parse(readFileSync(taskFile, 'utf8'));
    add(`${taskFile} reference`, task.reference_format ?? 'svg', task.reference);
    add(`${taskFile} input`, task.input_format ?? 'svg', task.input);
    const found = module.extract(readFileSync(answerFile), task.format ?? 'svg');
    if (found.found) add(name, found.format, found.text);
  }
  return drawings;
}

test('every example drawing: wasm drawScene == native plumb draw, byte for byte', async () => {
  const module = await plumbline();
  const drawings = await exampleDrawings();
  assert.ok(drawings.length >= 100, `only ${drawings.length} example drawings`);
  let elements = 0, unreadable = 0, graphs = 0;
  for (const [name, format, text] of drawings) {
    const result = native(['draw', format, '-'], Buffer.from(text, 'utf8'));
    assert.equal(result.status, 0, `${name}: plumb draw failed: ${result.stderr}`);
    const nativeSvg = result.stdout.toString('utf8');
    const wasmSvg = module.drawScene(format, text);
    assert.equal(wasmSvg, nativeSvg, name);
    if (!module.readDrawing(format, text).ok) { ++unreadable; continue; }   // invalid-* answers: still a document
    if (format === 'dot') { ++graphs; continue; }   // a graph, not a drawing: no geometry to draw (docs/diagram.md)
    assert.match(wasmSvg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"[^>]* viewBox="[-0-9.e+ ]+">\n/, name);
    elements += wasmSvg.split('\n').length - 3;
  }
  // the drawings are not empty documents: the examples have several elements each
  const readable = drawings.length - unreadable - graphs;
  assert.ok(readable >= 100 && elements >= 3 * readable, `${elements} elements in ${readable} readable drawings`);
});

test('drawScene takes a pixel size and draws from numbers only', async () => {
  const module = await plumbline();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="30">' +
    '<script>alert(1)</script><line x1="1" y1="2" x2="3" y2="4" stroke="red" onclick="x()"/>' +
    '<text x="5" y="6" font-size="7">a &lt; b</text></svg>';
  const drawn = module.drawScene('svg', svg, { width: 80, height: 60 });
  assert.equal(drawn, '<svg xmlns="http://www.w3.org/2000/svg" width="80" height="60" viewBox="0 0 40 30">\n' +
    '<line x1="1" y1="2" x2="3" y2="4" fill="#000000" stroke="#ff0000" stroke-width="1"/>\n' +
    '<text x="5" y="6" font-size="7" fill="#000000" stroke="none">a &lt; b</text>\n</svg>\n');
  assert.equal(module.drawScene('svg', svg), native(['draw', 'svg', '-'], svg).stdout.toString('utf8'));
  assert.throws(() => module.drawScene('svg', svg, 'big'), TypeError);
});

// The element each report geometry type is drawn as.
const TAGS = { segment: 'line', circle: 'circle', ellipse: 'ellipse', arc: 'path', path: 'path', point: 'circle' };

test('every shape in every example report draws through drawGeometry', async () => {
  const module = await plumbline();
  const drawn = {};
  for (const { taskFile, answerFile } of exampleAnswers()) {
    const report = module.evaluate(readFileSync(taskFile), readFileSync(answerFile), { timings: false });
    const shapes = [
      ...report.requirements.map((r) => r.expected),
      ...report.diagnostics.flatMap((d) => d.shapes.map((s) => s.geometry)),
    ];
    for (const g of shapes) {
      const svg = module.drawGeometry(g);
      const tag = g.type === 'text' ? 'text' : TAGS[g.type];
      assert.match(svg, new RegExp(`^<${tag} [^<>]*/>$|^<text [^<>]*>[^<>]*</text>$`), JSON.stringify(g));
      assert.equal(module.drawGeometry(JSON.stringify(g)), svg, 'JSON text draws the same');
      drawn[g.type] = (drawn[g.type] ?? 0) + 1;
    }
  }
  for (const type of ['segment', 'circle', 'path']) assert.ok(drawn[type] > 0, `no ${type} shape in the reports: ${JSON.stringify(drawn)}`);
  // what is not geometry draws nothing, and a text can be drawn as its box
  assert.equal(module.drawGeometry({ type: 'circle', c: [1, 2], r: null }), '');
  assert.equal(module.drawGeometry('not json'), '');
  const text = { type: 'text', anchor: [3, 4], content: 'A', font_size: 12, box: { min: [3, -6], max: [30, 4] } };
  assert.equal(module.drawGeometry(text, { textAsBox: true }), '<rect x="3" y="-6" width="27" height="10"/>');
  assert.equal(module.drawGeometry(text), '<text x="3" y="4" font-size="12">A</text>');
});
