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
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { load } from '../../wasm/plumbline.mjs';
import { writeMoleculeTikzExamples } from './tikz_molecules.mjs';

const root = new URL('../../', import.meta.url).pathname;
const source = join(root, 'examples/geometry');
const target = join(root, 'examples/tikz');
const plumbline = await load();

const PT_PER_CM = 72.27 / 2.54;
const num = (x) => String(Number(x.toFixed(4)));
const cm = (x) => `${num(x / PT_PER_CM)}cm`;

// Colours as TikZ names where xcolor has them, else xcolor's extended rgb syntax.
function colour(hex) {
  const names = { '#000000': 'black', '#ff0000': 'red', '#0000ff': 'blue', '#008000': 'green!50!black' };
  if (names[hex]) return names[hex];
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `{rgb,255:red,${r};green,${g};blue,${b}}`;
}

// An SVG elliptical arc (endpoint form) as cubic Bézier pieces (SVG 1.1 appendix F.6).
function arcToBeziers(x1, y1, rx, ry, phiDeg, large, sweep, x2, y2) {
  const phi = (phiDeg * Math.PI) / 180, cos = Math.cos(phi), sin = Math.sin(phi);
  const dx = (x1 - x2) / 2, dy = (y1 - y2) / 2;
  const x1p = cos * dx + sin * dy, y1p = -sin * dx + cos * dy;
  rx = Math.abs(rx); ry = Math.abs(ry);
  const lambda = (x1p * x1p) / (rx * rx) + (y1p * y1p) / (ry * ry);
  if (lambda > 1) { rx *= Math.sqrt(lambda); ry *= Math.sqrt(lambda); }
  const sign = large === sweep ? -1 : 1;
  const num2 = rx * rx * ry * ry - rx * rx * y1p * y1p - ry * ry * x1p * x1p;
  const coef = sign * Math.sqrt(Math.max(0, num2 / (rx * rx * y1p * y1p + ry * ry * x1p * x1p)));
  const cxp = (coef * rx * y1p) / ry, cyp = (-coef * ry * x1p) / rx;
  const cx = cos * cxp - sin * cyp + (x1 + x2) / 2, cy = sin * cxp + cos * cyp + (y1 + y2) / 2;
  const angle = (ux, uy, vx, vy) => Math.atan2(ux * vy - uy * vx, ux * vx + uy * vy);
  const t1 = angle(1, 0, (x1p - cxp) / rx, (y1p - cyp) / ry);
  let dt = angle((x1p - cxp) / rx, (y1p - cyp) / ry, (-x1p - cxp) / rx, (-y1p - cyp) / ry);
  if (!sweep && dt > 0) dt -= 2 * Math.PI;
  if (sweep && dt < 0) dt += 2 * Math.PI;
  const n = Math.max(1, Math.ceil(Math.abs(dt) / (Math.PI / 2)));
  const step = dt / n, k = (4 / 3) * Math.tan(step / 4);
  const at = (t) => [cx + rx * Math.cos(t) * cos - ry * Math.sin(t) * sin, cy + rx * Math.cos(t) * sin + ry * Math.sin(t) * cos];
  const d = (t) => [-rx * Math.sin(t) * cos - ry * Math.cos(t) * sin, -rx * Math.sin(t) * sin + ry * Math.cos(t) * cos];
  const out = [];
  for (let i = 0; i < n; i++) {
    const a = t1 + i * step, b = a + step, pa = at(a), pb = at(b), da = d(a), db = d(b);
    out.push([[pa[0] + k * da[0], pa[1] + k * da[1]], [pb[0] - k * db[0], pb[1] - k * db[1]], pb]);
  }
  return out;
}

// SVG path data as the core writes it (absolute M L C Q A Z) to TikZ path operations.
function pathOps(d, pt) {
  const tokens = d.match(/[MLCQAZ]|-?[\d.]+(?:e[-+]?\d+)?/gi);
  const ops = [];
  let i = 0, cur = [0, 0], start = [0, 0];
  const take = (n) => tokens.slice(i, (i += n)).map(Number);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M') { cur = start = take(2); ops.push(pt(cur)); }
    else if (cmd === 'L') { cur = take(2); ops.push(`-- ${pt(cur)}`); }
    else if (cmd === 'C') { const [a, b, c, e, f, g] = take(6); ops.push(`.. controls ${pt([a, b])} and ${pt([c, e])} .. ${pt([f, g])}`); cur = [f, g]; }
    else if (cmd === 'Q') {
      const [qx, qy, x, y] = take(4);
      const c1 = [cur[0] + (2 / 3) * (qx - cur[0]), cur[1] + (2 / 3) * (qy - cur[1])];
      const c2 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
      ops.push(`.. controls ${pt(c1)} and ${pt(c2)} .. ${pt([x, y])}`); cur = [x, y];
    } else if (cmd === 'A') {
      const [rx, ry, phi, large, sweep, x, y] = take(7);
      for (const [c1, c2, p] of arcToBeziers(cur[0], cur[1], rx, ry, phi, large, sweep, x, y))
        ops.push(`.. controls ${pt(c1)} and ${pt(c2)} .. ${pt(p)}`);
      cur = [x, y];
    } else if (cmd === 'Z') { ops.push('-- cycle'); cur = start; }
  }
  return ops.join(' ');
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

function primaries(scene) {
  return scene.items.filter((it) => it.origin === it.index && it.style.visible);
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

// A construction line for pass-helper-line-grows-bbox: the given drawing's first segment
// (a side, the line l), else the line through its first two point markers (the foci, P and
// O, two of the three points), extended past its far end a little and, the other way, past
// the left or the top of everything drawn (whichever is nearer along the line).
function helperLine(inputScene, box) {
  const segments = inputScene.items.filter((it) => it.kind === 'segment').map((it) => [it.geometry.a, it.geometry.b]);
  const dots = inputScene.items.filter((it) => it.kind === 'circle' && it.style.fill !== 'none' && it.geometry.r < 5).map((it) => it.geometry.c);
  const [a, b] = segments[0] ?? [dots[0], dots[1]];
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
for (const name of readdirSync(source).sort()) {
  const taskFile = join(source, name, 'task.json');
  if (!existsSync(taskFile)) continue;
  const task = JSON.parse(readFileSync(taskFile, 'utf8'));
  if (!task.input) continue;
  const inputScene = plumbline.readDrawing('svg', task.input).scene;
  const input = standalone(picture(body(inputScene, 'standalone'), '[x=1pt,y=1pt]'));
  const explanation = task.prompt.split('[SVG]')[0];
  const out = {
    schema: 'plumbline/task@1',
    id: `tikz/${name}`,
    domain: task.domain,
    format: 'tikz',
    prompt: `${explanation}\`\`\`\n[TikZ]${input}\n\`\`\`\n\nPlease visualize the explanation by adding elements to the TikZ diagram.\n` +
            '- Set the color of any added elements to red.\n- Do not modify any elements that are originally present in the TikZ.\n' +
            '- Do not use any animations.',
    input,
    input_format: 'tikz',
    // The reference in TikZ as SSVG-Bench's converter writes it: the given drawing and the
    // red elements, selected by colour (TikZ has no classes).
    reference: standalone(picture(body(plumbline.readDrawing('svg', task.reference).scene, 'standalone'), '[x=1pt,y=1pt]')),
    reference_format: 'tikz',
    check: { ...task.check, reference_select: { color: 'red' }, candidate_select: { color: 'red' } },
    meta: { source: `examples/geometry/${name}, converted by examples/tools/make_tikz_examples.mjs` },
  };
  const dir = join(target, `${name}-tikz`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(join(dir, 'answers'), { recursive: true });
  writeFileSync(join(dir, 'task.json'), JSON.stringify(out, null, 2) + '\n');
  tasks++;
  const files = readdirSync(join(source, name, 'answers')).filter((f) => /^(pass|fail)-.*\.txt$/.test(f)).sort();
  files.forEach((file, k) => {
    const extraction = plumbline.extract(readFileSync(join(source, name, 'answers', file), 'utf8'), 'svg');
    if (!extraction.found) return;
    const read = plumbline.readDrawing('svg', extraction.text);
    if (!read.ok) return;
    const style = STYLES[(k + tasks) % STYLES.length];
    writeFileSync(join(dir, 'answers', file.replace(/\.txt$/, `-${style}.txt`)), response(read.scene, style));
    answers++;
  });
  const referenceScene = plumbline.readDrawing('svg', task.reference).scene;
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
