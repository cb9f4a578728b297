// Writes examples/tikz/<task>-tikz/ from examples/geometry/<task>/: the same task asked in
// TikZ the SSVG-Bench way (appendix B: the given drawing in TikZ with x=1pt, y=1pt and y
// negated, added elements red, so coordinates land on the SVG originals), judged against
// the SVG reference converted to TikZ (selected by its red colour, as the benchmark's TikZ
// references are), and every pass/fail SVG answer rewritten in TikZ. The drawings
// are converted from the Scenes the core reads (so transforms, CSS and <use> are already
// resolved), in the styles models write, one per answer in turn: a standalone document in
// pt, a bare picture in prose, centimetres, named coordinates, a \foreach over polygon
// vertices, a scope with a shift. The expected verdict is the SVG answer's. Each task also
// gets pass-helper-line-grows-bbox: the reference drawing with a construction line (a
// given segment, or the line through two given points, extended) that runs past the left
// or top edge of everything else, so the picture's bounding box grows there.
//
// Then examples/tikz-molecule/ (tikz_molecules.mjs): every molecule task and answer in TikZ.
//
//   bash scripts/build-wasm.sh && node examples/tools/make_tikz_examples.mjs
// (examples/tikz/circumcircle-handwritten/ is written by hand and left alone). Every
// molecule answer is judged as it is written; the script lists any whose verdict, formula,
// atom or bond count differs from its SVG twin's and then exits with status 1.
//
// What this generator shares with the EPS one (make_eps_examples.mjs) is in drawing_kit.mjs
// (numbers, SVG path data and arcs, the given lines a helper line extends), prose_kit.mjs
// (the task asked in another format, the prose around an answer) and svg_examples.mjs (the
// SVG examples read in order, the old output cleared but for the hand-written task).
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from '../../wasm/plumbline.mjs';
import { writeMoleculeTikzExamples } from './tikz_molecules.mjs';
import { givenLines, num, pathPieces, primaries, rgbOf } from './drawing_kit.mjs';
import { geometryTask } from './prose_kit.mjs';
import { clearGenerated, svgAnswers, svgTasks } from './svg_examples.mjs';

const root = new URL('../../', import.meta.url).pathname;
const source = join(root, 'examples/geometry');
const target = join(root, 'examples/tikz');
const plumbline = await load();

const PT_PER_CM = 72.27 / 2.54;
const cm = (x) => `${num(x / PT_PER_CM)}cm`;

// Colours as TikZ names where xcolor has them, else xcolor's extended rgb syntax.
function colour(hex) {
  const names = { '#000000': 'black', '#ff0000': 'red', '#0000ff': 'blue', '#008000': 'green!50!black' };
  if (names[hex]) return names[hex];
  const [r, g, b] = rgbOf(hex);
  return `{rgb,255:red,${r};green,${g};blue,${b}}`;
}

// SVG path data as TikZ path operations (quadratics and arcs as cubic curves).
function pathOps(d, pt) {
  return pathPieces(d).map((piece) => {
    switch (piece.op) {
      case 'M': return pt(piece.p);
      case 'L': return `-- ${pt(piece.p)}`;
      case 'C': return `.. controls ${pt(piece.c1)} and ${pt(piece.c2)} .. ${pt(piece.p)}`;
      default: return '-- cycle';   // Z
    }
  }).join(' ');
}

// Label text as TeX writes it: special characters escaped, and what pdflatex cannot take
// as Unicode (a subscript digit, a prime, a script l, Greek) written in math mode, as a model would.
const MATH_CHARS = { 'ℓ': '\\ell', 'α': '\\alpha', 'β': '\\beta', 'γ': '\\gamma', 'θ': '\\theta', 'π': '\\pi' };
const escapeTeX = (s) =>
  s
    .replace(/[\\{}$&#%_^~]/g, (c) => `\\${c}`)
    .replace(/[₀-₉]+/g, (d) => `$_{${[...d].map((c) => c.charCodeAt(0) - 0x2080).join('')}}$`)
    .replace(/[ℓαβγθπ]/g, (c) => `$${MATH_CHARS[c]}$`)
    .replace(/′/g, () => "$'$");   // a function: in a replacement string $' means "the rest"

// One Scene item as TikZ statements, with `pt` mapping a scene point to a coordinate.
function statement(item, pt, len) {
  const g = item.geometry, st = item.style;
  const opts = [];
  const drawn = st.stroke !== 'none', filled = st.fill !== 'none';
  if (drawn && st.stroke !== '#000000') opts.push(`draw=${colour(st.stroke)}`);
  if (filled) opts.push(`fill=${colour(st.fill)}`);
  const cmd = g.type === 'text' ? 'node' : drawn && filled ? 'filldraw' : filled ? 'fill' : 'draw';
  const o = opts.length ? `[${opts.join(', ')}]` : '';
  switch (g.type) {
    case 'segment': return `\\draw${o} ${pt(g.a)} -- ${pt(g.b)};`;
    case 'circle': return `\\${cmd}${o} ${pt(g.c)} circle (${len(g.r)});`;
    case 'ellipse':
      return `\\${cmd}${o} ${pt(g.c)} ellipse[x radius=${len(g.rx)}, y radius=${len(g.ry)}, rotate=${num(-g.angle_deg)}];`;
    case 'path': return `\\${cmd}${o} ${pathOps(g.d, pt)};`;
    case 'text': {
      const colourOpt = st.fill !== 'none' && st.fill !== '#000000' ? `[text=${colour(st.fill)}]` : '';
      return `\\node${colourOpt} at ${pt(g.anchor)} {${escapeTeX(g.content)}};`;
    }
    default: return null;   // arcs and points: none in the examples
  }
}

// The picture body in one of the styles.
function body(scene, style) {
  const items = primaries(scene);
  const inPt = (p) => `(${num(p[0])},${num(-p[1])})`;
  const lenPt = (r) => num(r);
  if (style === 'centimetres') {
    return items.map((it) => statement(it, (p) => `(${cm(p[0])},${cm(-p[1])})`, (r) => cm(r))).filter(Boolean);
  }
  if (style === 'named') {
    // every segment end becomes a named coordinate, as models name their points
    const lines = [];
    let n = 0;
    for (const it of items) {
      if (it.geometry.type === 'segment') {
        const a = `P${++n}`, b = `P${++n}`;
        lines.push(`\\coordinate (${a}) at ${inPt(it.geometry.a)};`, `\\coordinate (${b}) at ${inPt(it.geometry.b)};`);
        const s = statement(it, inPt, lenPt).replace(`${inPt(it.geometry.a)} -- ${inPt(it.geometry.b)}`, `(${a}) -- (${b})`);
        lines.push(s);
      } else {
        const s = statement(it, inPt, lenPt);
        if (s) lines.push(s);
      }
    }
    return lines;
  }
  if (style === 'shifted') {
    // everything drawn inside a scope shifted by (40pt, -30pt), from coordinates moved back
    const shifted = (p) => `(${num(p[0] - 40)},${num(-p[1] + 30)})`;
    return ['\\begin{scope}[shift={(40pt,-30pt)}]',
            ...items.map((it) => statement(it, shifted, lenPt)).filter(Boolean), '\\end{scope}'];
  }
  return items.map((it) => statement(it, inPt, lenPt)).filter(Boolean);
}

const picture = (lines, options) => [`\\begin{tikzpicture}${options}`, ...lines, '\\end{tikzpicture}'].join('\n');
const standalone = (pic) => ['\\documentclass{standalone}', '\\usepackage{tikz}', '\\begin{document}', pic, '\\end{document}'].join('\n');

// The response a model would give, around the TikZ, in the answer's style.
function response(scene, style) {
  const pt = '[x=1pt,y=1pt]';
  switch (style) {
    case 'standalone':
      return `Here is the completed figure; the added elements are red.\n\n\`\`\`latex\n${standalone(picture(body(scene, style), pt))}\n\`\`\`\n`;
    case 'bare':
      return `The construction:\n\n${picture(body(scene, style), pt)}\n\nThe red elements are the ones I added.\n`;
    case 'centimetres':
      return `I will work in centimetres (1cm = 28.45pt).\n\n\`\`\`tikz\n${picture(body(scene, style), '')}\n\`\`\`\n`;
    default:
      return `\`\`\`latex\n${standalone(picture(body(scene, style), pt))}\n\`\`\`\n`;
  }
}


// Where a drawing's primary items reach (text by its anchor and box).
function bounds(scene) {
  const b = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  const add = (p) => {
    b.minX = Math.min(b.minX, p[0]); b.maxX = Math.max(b.maxX, p[0]);
    b.minY = Math.min(b.minY, p[1]); b.maxY = Math.max(b.maxY, p[1]);
  };
  for (const it of primaries(scene)) {
    const g = it.geometry;
    if (g.type === 'segment') { add(g.a); add(g.b); }
    else if (g.type === 'circle') { add([g.c[0] - g.r, g.c[1] - g.r]); add([g.c[0] + g.r, g.c[1] + g.r]); }
    else if (g.type === 'ellipse') { const r = Math.max(g.rx, g.ry); add([g.c[0] - r, g.c[1] - r]); add([g.c[0] + r, g.c[1] + r]); }
    else if (g.type === 'path') { const n = g.d.match(/-?[\d.]+(?:e[-+]?\d+)?/gi).map(Number); for (let i = 0; i + 1 < n.length; i += 2) add([n[i], n[i + 1]]); }
    else if (g.type === 'text') { add(g.anchor); if (g.box) { add(g.box.min); add(g.box.max); } }
  }
  return b;
}

// A construction line for pass-helper-line-grows-bbox: the first of the given drawing's
// lines (its first segment, else the line through its first two point markers), extended
// past its far end a little and, the other way, past the left or the top of everything drawn
// (whichever is nearer along the line).
function helperLine(inputScene, box) {
  const [a, b] = givenLines(inputScene)[0];
  const d = [b[0] - a[0], b[1] - a[1]], length = Math.hypot(d[0], d[1]);
  const u = [d[0] / length, d[1] / length], margin = 30;
  // t along u from a: reaching x = minX - margin or y = minY - margin, whichever comes first
  const reach = [];
  if (Math.abs(u[0]) > 1e-9) reach.push((box.minX - margin - a[0]) / u[0]);
  if (Math.abs(u[1]) > 1e-9) reach.push((box.minY - margin - a[1]) / u[1]);
  const t = reach.reduce((best, x) => (Math.abs(x) < Math.abs(best) ? x : best));
  const far = t < 0 ? [b[0] + 0.15 * d[0], b[1] + 0.15 * d[1]] : [a[0] - 0.15 * d[0], a[1] - 0.15 * d[1]];
  return [far, [a[0] + t * u[0], a[1] + t * u[1]]];
}

// The reference drawing (given elements black, added ones red) with the helper line, in
// the standalone style; the line is black and dashed on even tasks, a red extension on odd.
function helperLineResponse(referenceScene, inputScene, k) {
  const box = bounds(referenceScene);
  const [p, q] = helperLine(inputScene, box);
  const inPt = (x) => `(${num(x[0])},${num(-x[1])})`;
  const grows = [q[0] < box.minX && 'left', q[1] < box.minY && 'top'].filter(Boolean);
  if (!grows.length) throw new Error('the helper line does not reach past the left or the top');
  const red = k % 2 === 1;
  const line = red ? `\\draw[red] ${inPt(p)} -- ${inPt(q)};   % the line extended, as a guide`
                   : `\\draw[dashed] ${inPt(p)} -- ${inPt(q)};   % construction line`;
  const lines = [...body(referenceScene, 'standalone'), line];
  return `First a ${red ? 'long red guide line' : 'dashed construction line'}: a given line extended, running past the ${grows.join(' and ')} edge of the figure. ` +
         `The added elements are red.\n\n\`\`\`latex\n${standalone(picture(lines, '[x=1pt,y=1pt]'))}\n\`\`\`\n`;
}

const STYLES = ['standalone', 'bare', 'centimetres', 'named', 'shifted'];

let tasks = 0, answers = 0;
clearGenerated(target);   // tikz/circumcircle-handwritten/ is written by hand and stays
for (const { name, task } of svgTasks(source)) {
  if (!task.input) continue;
  const inputScene = plumbline.readDrawing('svg', task.input).scene;
  const referenceScene = plumbline.readDrawing('svg', task.reference).scene;
  const out = geometryTask(name, task, { format: 'tikz', called: 'TikZ',
                                         input: standalone(picture(body(inputScene, 'standalone'), '[x=1pt,y=1pt]')),
                                         reference: standalone(picture(body(referenceScene, 'standalone'), '[x=1pt,y=1pt]')) });
  const dir = join(target, `${name}-tikz`);
  mkdirSync(join(dir, 'answers'), { recursive: true });
  writeFileSync(join(dir, 'task.json'), JSON.stringify(out, null, 2) + '\n');
  tasks++;
  // invalid SVG answers have no TikZ version
  const passFail = svgAnswers(join(source, name)).filter((a) => a.expected !== 'invalid');
  passFail.forEach(({ file, response: svgResponse }, k) => {
    const extraction = plumbline.extract(svgResponse, 'svg');
    if (!extraction.found) return;
    const read = plumbline.readDrawing('svg', extraction.text);
    if (!read.ok) return;
    const style = STYLES[(k + tasks) % STYLES.length];
    writeFileSync(join(dir, 'answers', file.replace(/\.txt$/, `-${style}.txt`)), response(read.scene, style));
    answers++;
  });
  writeFileSync(join(dir, 'answers', 'pass-helper-line-grows-bbox.txt'), helperLineResponse(referenceScene, inputScene, tasks));
  answers++;
}
console.log(`make_tikz_examples: ${tasks} tasks, ${answers} answers -> ${target}`);
const molecules = writeMoleculeTikzExamples(plumbline, root);
console.log(`make_tikz_examples: ${molecules.tasks} tasks, ${molecules.answers} answers -> ${molecules.target}`);
if (molecules.mismatches.length) {
  console.error(`${molecules.mismatches.length} TikZ molecule answers are judged unlike their SVG twins:`);
  for (const m of molecules.mismatches) console.error(`  ${m}`);
  process.exitCode = 1;
}
