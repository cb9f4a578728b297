// Writes examples/eps/<task>-eps/ from examples/geometry/<task>/: the same task asked in EPS
// the SSVG-Bench way (appendix B, Figure 9: the given drawing as an EPS file on a
// `%%BoundingBox: 0 0 W H` page, W x H the SVG's viewBox, with y_eps = H - y_svg, so it
// lands on the SVG original; added elements red), judged against the SVG reference
// converted to EPS (selected by its red colour, as the TikZ tasks are), and every SVG answer
// rewritten in EPS. The drawings are converted from the Scenes the core reads (transforms,
// CSS and <use> already resolved), in the ways models write PostScript, one per answer in
// turn:
//
//   plain        the prompt's own converter style: newpath / moveto / lineto / stroke,
//                setrgbcolor before each element, /Helvetica findfont per label; circles
//                `x y r 0 360 arc`, ellipses a unit circle under `translate rotate scale`
//                with the matrix saved and set back before `stroke` (so the line width is
//                not scaled), curves `curveto`; in a ```postscript fence
//   procedures   `/seg { newpath moveto lineto stroke } def`, `/circ`, `/dot`, `/label`,
//                the Blue Book's `/ellipse` (its own dictionary, `currentmatrix` /
//                `setmatrix`), colours as procedures; ```eps fence
//   loop         polygon and polyline vertices in an array drawn by a `for` loop, runs of
//                segments pushed on the stack and drawn by `repeat`; a bare %!PS file in prose
//   translated   the added elements inside `gsave ox oy translate ... grestore`, written
//                relative to their first point; ```ps fence
//   centimetres  `72 2.54 div dup scale` and every number in centimetres (line width and
//                font size too); ```postscript fence
//
// Labels are Helvetica text; the plain style keeps them as UTF-8 (as a converter writes
// them), the others spell them in ASCII as models do (F1, l, A'), the procedures style with
// the subscript lowered by `rmoveto` in a smaller font.
//
// The expected verdict is the SVG answer's. Invalid SVG answers get an EPS version broken as
// PostScript breaks (cut off, an unbalanced brace, a misspelt operator) or the same prose.
// Each task also gets pass-helper-line-grows-bbox: the reference drawing plus a
// construction line (a given segment, or the line through two given points, extended) that
// runs 30bp past the page's left edge, with the `%%BoundingBox` grown to hold it and every
// coordinate still y_eps = H - y_svg. Its left edge moves (llx < 0), its top does not (a box
// grown at the top is judged alike, the task's drawings moved onto the answer's page; the
// hand-written task has one). The default profile sees every element where it is and
// passes it, while the published page
// (Ghostscript's -dEPSCrop, pdf2svg) is cropped to the box, every x moves by -llx, and the
// `ssvg` profile fails it, as the TikZ twin fails on pdflatex's cropped page.
//
// Then examples/eps-molecule/ (eps_molecules.mjs): every molecule task and answer in EPS.
//
//   bash scripts/build-wasm.sh && node examples/tools/make_eps_examples.mjs
//
// (examples/eps/circumcircle-handwritten/ is written by hand and left alone.) PostScript's
// own pieces, shared with the molecule part, are in eps_kit.mjs; what it shares with the TikZ
// generator is in drawing_kit.mjs, prose_kit.mjs and svg_examples.mjs.
//
// Every answer is judged as it is written; the script lists each EPS answer whose verdict
// differs from its expected one or from its SVG twin's (or, for geometry, whose requirements
// are met differently; for molecules, whose formula, atom, bond or fragment count differs)
// and then exits with status 1.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { load } from '../../wasm/plumbline.mjs';
import { writeMoleculeEpsExamples } from './eps_molecules.mjs';
import { givenLines, num, pathPieces, primaries } from './drawing_kit.mjs';
import { asciiLabel, epsProse, header, len, psString, pt, rgbOperands } from './eps_kit.mjs';
import { around, geometryTask, proseAround } from './prose_kit.mjs';
import { clearGenerated, svgAnswers, svgTasks } from './svg_examples.mjs';

const root = new URL('../../', import.meta.url).pathname;
const source = join(root, 'examples/geometry');
const target = join(root, 'examples/eps');
const plumbline = await load();

const CM = 72 / 2.54;   // bp per centimetre
const RED = '#ff0000';

// --- frames: where a scene point is written ------------------------------------------------

// `at` maps a scene point (y down) to the numbers written (y up), `len` a scene length.
function pageFrame(H) {
  return { at: (p) => [p[0], H - p[1]], len: (r) => r, digits: 4 };
}
function shiftedFrame(H, o) {
  return { at: (p) => [p[0] - o[0], H - p[1] - o[1]], len: (r) => r, digits: 4 };
}
function cmFrame(H) {
  return { at: (p) => [p[0] / CM, (H - p[1]) / CM], len: (r) => r / CM, digits: 4 };
}

// --- one item as PostScript ------------------------------------------------------------------

// The path operators of an item (no painting), one operator per entry.
function pathOps(item, f, style) {
  const g = item.geometry;
  switch (g.type) {
    case 'segment': return [`${pt(f, g.a)} moveto`, `${pt(f, g.b)} lineto`];
    case 'circle': return [`${pt(f, g.c)} ${len(f, g.r)} 0 360 arc`, 'closepath'];
    case 'ellipse': {
      // a unit circle under translate / rotate / scale, the matrix set back before painting
      const [cx, cy] = f.at(g.c);
      const ops = style === 'plain' ? ['/savematrix matrix currentmatrix def'] : ['matrix currentmatrix'];
      if (num(cx, f.digits) !== '0' || num(cy, f.digits) !== '0') ops.push(`${num(cx, f.digits)} ${num(cy, f.digits)} translate`);
      ops.push(`${num(-g.angle_deg, 4)} rotate`,
               `${len(f, g.rx)} ${len(f, g.ry)} scale`, '0 0 1 0 360 arc', 'closepath',
               style === 'plain' ? 'savematrix setmatrix' : 'setmatrix');
      return ops;
    }
    case 'path': {
      const ops = [];
      for (const piece of pathPieces(g.d, { circularArcs: true })) {
        if (piece.op === 'M') ops.push(`${pt(f, piece.p)} moveto`);
        else if (piece.op === 'L') ops.push(`${pt(f, piece.p)} lineto`);
        else if (piece.op === 'C') ops.push(`${pt(f, piece.c1)} ${pt(f, piece.c2)} ${pt(f, piece.p)} curveto`);
        else if (piece.op === 'Z') ops.push('closepath');
        else if (piece.op === 'ARC') {
          // y flips, so angles change sign and the turning direction reverses
          const from = -piece.from, to = -(piece.from + piece.sweep);
          ops.push(`${pt(f, piece.c)} ${len(f, piece.r)} ${num(from, 4)} ${num(to, 4)} ${piece.sweep > 0 ? 'arcn' : 'arc'}`);
        }
      }
      return ops;
    }
    default: return [];
  }
}

// A straight-only path's points, one list per subpath ({closed}), or null.
function polylines(item) {
  if (item.geometry.type !== 'path') return null;
  const subpaths = [];
  for (const piece of pathPieces(item.geometry.d)) {
    if (piece.op === 'M') subpaths.push({ points: [piece.p], closed: false });
    else if (piece.op === 'L') subpaths[subpaths.length - 1].points.push(piece.p);
    else if (piece.op === 'Z') subpaths[subpaths.length - 1].closed = true;
    else return null;
  }
  return subpaths;
}

// How an item is painted: stroke, fill, or both (a dot outlined in its colour).
function painting(item) {
  const st = item.style;
  return { stroke: st.stroke !== 'none' ? st.stroke : null, fill: st.fill !== 'none' ? st.fill : null, width: st.stroke_width };
}

// A writer keeps the graphics state it has set, so a style can set colours, widths and
// fonts only when they change.
class Writer {
  constructor(style, f, { lineWidth = 1 } = {}) {
    Object.assign(this, { style, f, lines: [], colour: null, width: lineWidth, font: null, used: new Set() });
  }
  setColour(hex, always = false) {
    if (!always && hex === this.colour) return;
    this.colour = hex;
    if (this.style === 'procedures' && (hex === RED || hex === '#000000')) {
      const name = hex === RED ? 'red' : 'black';
      this.used.add(name);
      this.lines.push(name);
    } else this.lines.push(`${rgbOperands(hex)} setrgbcolor`);
  }
  setWidth(w) {
    if (Math.abs(w - this.width) < 1e-9) return;
    this.width = w;
    this.lines.push(`${len(this.f, w)} setlinewidth`);
  }
  setFont(size, always = false) {
    if (!always && size === this.font) return;
    this.font = size;
    this.lines.push(`/Helvetica findfont ${len(this.f, size)} scalefont setfont`);
  }
  // Painting the current path: stroke, fill, or fill then stroke (a dot filled and outlined
  // in one colour is filled only: the outline adds nothing to the drawing's structure).
  paint(p) {
    if (p.fill && p.stroke) {
      if (p.fill === p.stroke) return ['fill'];
      return [`gsave ${rgbOperands(p.fill)} setrgbcolor fill grestore`, 'stroke'];
    }
    return [p.fill ? 'fill' : 'stroke'];
  }
  item(it) {
    const g = it.geometry, p = painting(it);
    if (g.type === 'text') return this.text(it);
    if (this.style === 'plain') {
      // every shape sets its own width and colour, as the prompt's converter writes them
      this.lines.push(`${len(this.f, p.stroke ? p.width : 1)} setlinewidth`);
      this.setColour(p.stroke ?? p.fill, true);
      this.lines.push('newpath', ...pathOps(it, this.f, this.style), ...this.paint(p));
      return;
    }
    if (p.stroke) this.setWidth(p.width);
    this.setColour(p.fill && !p.stroke ? p.fill : p.stroke);
    if (this.style === 'procedures') return this.procedureItem(it, p);
    if (this.style === 'loop') {
      const subs = polylines(it);
      if (subs && subs.some((s) => s.points.length >= 3)) return this.loopItem(subs, p);
    }
    this.lines.push(['newpath', ...pathOps(it, this.f, this.style), ...this.paint(p)].join(' '));
  }
  procedureItem(it, p) {
    const g = it.geometry, f = this.f;
    const only = !p.fill || (p.fill === p.stroke);
    if (g.type === 'segment' && !p.fill) { this.used.add('seg'); this.lines.push(`${pt(f, g.a)} ${pt(f, g.b)} seg`); return; }
    if (g.type === 'circle' && !p.fill) { this.used.add('circ'); this.lines.push(`${pt(f, g.c)} ${len(f, g.r)} circ`); return; }
    if (g.type === 'circle' && only) { this.used.add('dot'); this.lines.push(`${pt(f, g.c)} ${len(f, g.r)} dot`); return; }
    if (g.type === 'ellipse' && !p.fill) {
      this.used.add('ellipse');
      this.lines.push(`newpath ${pt(f, g.c)} ${len(f, g.rx)} ${len(f, g.ry)} ${num(-g.angle_deg, 4)} ellipse stroke`);
      return;
    }
    this.lines.push(['newpath', ...pathOps(it, f, this.style), ...this.paint(p)].join(' '));
  }
  // Vertices in an array, drawn by a for loop (one array per subpath).
  loopItem(subs, p) {
    this.lines.push('newpath');
    for (const s of subs) {
      const coords = s.points.map((q) => pt(this.f, q));
      this.lines.push(`/pts [${coords.join('  ')}] def`,
                      'pts 0 get pts 1 get moveto',
                      '2 2 pts length 2 sub { /i exch def pts i get pts i 1 add get lineto } for');
      if (s.closed) this.lines.push('closepath');
    }
    this.lines.push(this.paint(p).join(' '));
  }
  text(it) {
    const g = it.geometry, f = this.f;
    const colour = it.style.fill !== 'none' ? it.style.fill : '#000000';
    if (this.style === 'plain') {
      this.setFont(g.font_size, true);
      this.setColour(colour, true);
      this.lines.push('newpath', `${pt(f, g.anchor)} moveto`, `${psString(g.content)} show`);
      return;
    }
    this.setColour(colour);
    if (this.style === 'procedures') {
      // subscripts lowered in a smaller font, as careful models write F₁
      const runs = g.content.match(/[₀-₉]+|[^₀-₉]+/g) ?? [];
      if (runs.some((r) => /[₀-₉]/.test(r))) {
        this.setFont(g.font_size);
        const parts = [`${pt(f, g.anchor)} moveto`];
        for (const r of runs) {
          if (/[₀-₉]/.test(r)) {
            this.used.add('sub');
            parts.push(`${psString(asciiLabel(r))} sub`);
          } else parts.push(`${psString(asciiLabel(r))} show`);
        }
        this.lines.push(parts.join(' '));
        return;
      }
      this.setFont(g.font_size);
      this.used.add('label');
      this.lines.push(`${psString(asciiLabel(g.content))} ${pt(f, g.anchor)} label`);
      return;
    }
    this.setFont(g.font_size);
    this.lines.push(`${pt(f, g.anchor)} moveto ${psString(asciiLabel(g.content))} show`);
  }
  // Runs of plain segments in one colour and width, pushed on the stack and drawn by repeat.
  segmentRun(items) {
    const p = painting(items[0]);
    this.setWidth(p.width);
    this.setColour(p.stroke);
    this.lines.push(...items.map((it) => `${pt(this.f, it.geometry.a)} ${pt(this.f, it.geometry.b)}`),
                    `${items.length} { newpath moveto lineto stroke } repeat`);
  }
}

const PROCEDURES = {
  red: '/red { 1 0 0 setrgbcolor } def',
  black: '/black { 0 0 0 setrgbcolor } def',
  seg: '/seg { newpath moveto lineto stroke } def          % x1 y1 x2 y2 seg',
  circ: '/circ { newpath 0 360 arc closepath stroke } def  % x y r circ',
  dot: '/dot { newpath 0 360 arc closepath fill } def      % x y r dot',
  label: '/label { moveto show } def                       % (text) x y label',
  sub: '/sub { currentfont exch 0 -3 rmoveto currentfont 0.7 scalefont setfont show 0 3 rmoveto setfont } def   % (text) sub: a subscript',
  ellipse: ['% x y xrad yrad angle ellipse: the Blue Book\'s ellipse, a scaled unit circle',
            '/ellipsedict 8 dict def',
            'ellipsedict /mtrx matrix put',
            '/ellipse { ellipsedict begin',
            '  /rot exch def /yrad exch def /xrad exch def /y exch def /x exch def',
            '  /savematrix mtrx currentmatrix def',
            '  x y translate rot rotate xrad yrad scale',
            '  0 0 1 0 360 arc closepath',
            '  savematrix setmatrix',
            'end } def'].join('\n'),
};

const isRed = (it) => it.style.stroke === RED || (it.style.stroke === 'none' && it.style.fill === RED);

// The program for a drawing in one style: the lines between the header and showpage.
function program(scene, style, H) {
  const items = primaries(scene);
  if (style === 'translated') {
    const given = items.filter((it) => !isRed(it)), added = items.filter(isRed);
    const w = new Writer('compact', pageFrame(H));
    for (const it of given) w.item(it);
    if (!added.length) return w.lines;
    const first = added.find((it) => it.geometry.type !== 'text') ?? added[0];
    const g = first.geometry;
    const p0 = g.a ?? g.c ?? g.anchor ?? pathPieces(g.d)[0].p;
    const o = pageFrame(H).at(p0).map((v) => Math.round(v));
    const inner = new Writer('compact', shiftedFrame(H, o));
    inner.colour = w.colour; inner.font = w.font; inner.width = w.width;
    for (const it of added) inner.item(it);
    return [...w.lines, 'gsave', `${o[0]} ${o[1]} translate`, ...inner.lines.map((s) => `  ${s}`), 'grestore'];
  }
  if (style === 'centimetres') {
    const w = new Writer('compact', cmFrame(H), { lineWidth: CM });   // 1 (cm) until set
    w.lines.push('72 2.54 div dup scale   % centimetres');
    w.setWidth(1);
    for (const it of items) w.item(it);
    return w.lines;
  }
  const w = new Writer(style, pageFrame(H));
  if (style === 'loop') {
    for (let i = 0; i < items.length;) {
      const it = items[i];
      let j = i;
      const plainSegment = (x) => x.geometry.type === 'segment' && x.style.fill === 'none' &&
        x.style.stroke === it.style.stroke && x.style.stroke_width === it.style.stroke_width;
      while (j < items.length && plainSegment(items[j])) j++;
      if (j - i >= 2) { w.segmentRun(items.slice(i, j)); i = j; continue; }
      w.item(it);
      i++;
    }
    return w.lines;
  }
  for (const it of items) w.item(it);
  if (style === 'procedures') {
    const defs = Object.keys(PROCEDURES).filter((k) => w.used.has(k)).map((k) => PROCEDURES[k]);
    return [...defs, ...w.lines];
  }
  return w.lines;
}

function epsFile(scene, style, box) {
  const H = box[3];
  return [...header(box), ...program(scene, style, H), 'showpage'].join('\n');
}

// The response a model would give, around the EPS, in the answer's style.
function response(file, style, prose) {
  switch (style) {
    case 'plain': return around(file, 'postscript', prose, 'Here is the completed figure; the added elements are red.');
    case 'procedures': return around(file, 'eps', prose, 'I define a few procedures first and then draw the figure:');
    case 'loop': return around(file, null, prose, 'The construction:');
    case 'translated': return around(file, 'ps', prose, 'The added elements are drawn in a frame translated to their first point:');
    case 'centimetres': return around(file, 'postscript', prose, 'I will work in centimetres (1cm = 28.35bp):');
    default: throw new Error(style);
  }
}

// --- pass-helper-line-grows-bbox ---------------------------------------------------------------

// A construction line: the first of the given drawing's segments (then lines through two of
// its point markers) that, extended, reaches 30bp past the page's left edge without running
// past its top; it also runs 15% past its other end.
function helperLine(inputScene, W, H) {
  const lines = [];
  for (let [a, b] of givenLines(inputScene)) {
    if (a[0] < b[0]) [a, b] = [b, a];   // a on the right: the line runs from a through b to the left
    const d = [b[0] - a[0], b[1] - a[1]];
    if (Math.abs(d[0]) < 0.3 * Math.hypot(d[0], d[1])) continue;   // too steep to reach the left edge soon
    const t = (-30 - a[0]) / d[0];
    const q = [a[0] + t * d[0], a[1] + t * d[1]];
    if (q[1] < 0) continue;   // it would grow the top
    // past a's end by 15% of the segment, or less to stay on the page
    let s = 0.15;
    const inside = (x) => x[0] >= 1 && x[0] <= W - 1 && x[1] >= 1 && x[1] <= H - 1;
    while (s > 0 && !inside([a[0] - s * d[0], a[1] - s * d[1]])) s -= 0.01;
    lines.push([[a[0] - Math.max(0, s) * d[0], a[1] - Math.max(0, s) * d[1]], q]);
  }
  // one that stays within the page's height if there is one (then only the left edge moves)
  const best = lines.find(([, q]) => q[1] <= H) ?? lines[0];
  if (!best) throw new Error('no given line reaches the left edge without passing the top');
  return best;
}

function helperLineResponse(referenceScene, inputScene, k, W, H) {
  const [p, q] = helperLine(inputScene, W, H);
  const minX = Math.min(p[0], q[0]) - 1, maxX = Math.max(p[0], q[0]) + 1, maxY = Math.max(p[1], q[1]) + 1;
  const box = [Math.min(0, Math.floor(minX)), Math.min(0, Math.floor(H - maxY)), Math.max(W, Math.ceil(maxX)), H];
  const f = pageFrame(H);
  const red = k % 2 === 1;
  const line = red
    ? ['% the line extended, as a guide', '1 0 0 setrgbcolor', 'newpath', `${pt(f, p)} moveto`, `${pt(f, q)} lineto`, 'stroke']
    : ['% construction line', '0 0 0 setrgbcolor', '[6 4] 0 setdash', 'newpath', `${pt(f, p)} moveto`, `${pt(f, q)} lineto`, 'stroke', '[] 0 setdash'];
  const file = [...header(box), ...program(referenceScene, 'plain', H), ...line, 'showpage'].join('\n');
  const grows = ['left', box[1] < 0 && 'bottom', box[2] > W && 'right'].filter(Boolean);
  return `First a ${red ? 'long red guide line' : 'dashed construction line'}: a given line extended past the ` +
         `${grows.join(' and ')} edge of the page, so I enlarged the %%BoundingBox to ${box.join(' ')} to keep it. ` +
         `The added elements are red.\n\n\`\`\`postscript\n${file}\n\`\`\`\n`;
}

// --- invalid answers ---------------------------------------------------------------------------

// The EPS version of an invalid SVG answer: the same prose when it holds no drawing, else the
// reference drawing written in EPS and broken as PostScript breaks.
function invalidResponse(label, svgResponse, referenceScene, box) {
  const H = box[3];
  if (label === 'no-drawing' || label === 'canvas-code') return { name: `invalid-${label}`, text: epsProse(svgResponse) };
  const intro = epsProse(svgResponse.slice(0, svgResponse.indexOf('```')).trim());
  const plain = epsFile(referenceScene, 'plain', box);
  if (label.startsWith('truncated')) {
    // cut off inside the first added element's numbers, the fence never closed
    const lines = plain.split('\n');
    const red = lines.indexOf('1 0 0 setrgbcolor');
    const numbers = lines.findIndex((l, i) => i > red && /^\d/.test(l));
    const cut = lines.slice(0, numbers).join('\n').length + 1 + 5;
    return { name: `invalid-${label}-plain`, text: `${intro}\n\n\`\`\`postscript\n${plain.slice(0, cut)}` };
  }
  if (label === 'mismatched-tag' || label === 'unclosed-svg') {
    const procs = epsFile(referenceScene, 'procedures', box);
    // mismatched: one closing brace too many; unclosed: the first procedure never closed
    const text = label === 'mismatched-tag' ? procs.replace('} def', '} } def') : procs.replace(/ \} def/, ' def');
    if (text === procs) throw new Error(`no procedure to break for invalid-${label}`);
    return { name: `invalid-${label}-procedures`, text: `${intro}\n\n\`\`\`eps\n${text}\n\`\`\`\n` };
  }
  if (label === 'unquoted-attribute') {
    // a misspelt operator: PostScript stops at it (undefined)
    return { name: `invalid-${label}-plain`, text: `${intro}\n\n\`\`\`postscript\n${plain.replace(/setrgbcolor/g, 'setrgbcolour')}\n\`\`\`\n` };
  }
  throw new Error(`no EPS version of invalid-${label}`);
}

// --- the tasks -----------------------------------------------------------------------------------

const STYLES = ['plain', 'procedures', 'loop', 'translated', 'centimetres'];

// What must be equal between an EPS answer's report and its SVG twin's: the verdict and
// which requirements are met.
const essentials = (r) => `${r.verdict} [${r.requirements.map((q) => `${q.id}:${q.satisfied ? 'met' : 'missed'}`).join(' ')}]`;

let tasks = 0, answers = 0;
const mismatches = [];
clearGenerated(target);   // eps/circumcircle-handwritten/ is written by hand and stays
for (const { name, task } of svgTasks(source)) {
  if (!task.input) continue;
  const inputScene = plumbline.readDrawing('svg', task.input).scene;
  const frame = inputScene.frame;
  if (frame.x !== 0 || frame.y !== 0 || !Number.isInteger(frame.width) || !Number.isInteger(frame.height))
    throw new Error(`${name}: the given drawing's viewBox is not 0 0 W H with whole W and H`);
  const W = frame.width, H = frame.height, box = [0, 0, W, H];
  const referenceScene = plumbline.readDrawing('svg', task.reference).scene;
  const out = geometryTask(name, task, { format: 'eps', called: 'EPS', input: epsFile(inputScene, 'plain', box),
                                         reference: epsFile(referenceScene, 'plain', box) });
  const dir = join(target, `${name}-eps`);
  mkdirSync(join(dir, 'answers'), { recursive: true });
  writeFileSync(join(dir, 'task.json'), JSON.stringify(out, null, 2) + '\n');
  tasks++;
  const write = (file, text, expected, svgReport) => {
    writeFileSync(join(dir, 'answers', file), text);
    answers++;
    const report = plumbline.evaluate(out, text, { timings: false });
    if (report.verdict !== expected) mismatches.push(`${name}-eps/${file}: EPS ${essentials(report)}, expected ${expected}`);
    else if (svgReport && report.verdict !== 'invalid' && essentials(report) !== essentials(svgReport))
      mismatches.push(`${name}-eps/${file}: EPS ${essentials(report)}, SVG ${essentials(svgReport)}`);
  };
  svgAnswers(join(source, name)).forEach(({ file, expected, label, response: svgResponse }, k) => {
    const svgReport = plumbline.evaluate(task, svgResponse, { timings: false });
    if (expected === 'invalid') {
      const { name: stem, text } = invalidResponse(label, svgResponse, referenceScene, box);
      write(`${stem}.txt`, text, expected, svgReport);
      return;
    }
    const extraction = plumbline.extract(svgResponse, 'svg');
    const read = plumbline.readDrawing('svg', extraction.text);
    if (!extraction.found || !read.ok) throw new Error(`${name}/${file}: the SVG answer does not read`);
    const style = STYLES[(k + tasks) % STYLES.length];
    const text = response(epsFile(read.scene, style, box), style, proseAround(svgResponse, extraction, epsProse));
    write(file.replace(/\.txt$/, `-${style}.txt`), text, expected, svgReport);
  });
  write('pass-helper-line-grows-bbox.txt', helperLineResponse(referenceScene, inputScene, tasks, W, H), 'pass', null);
}
console.log(`make_eps_examples: ${tasks} tasks, ${answers} answers -> ${target}`);
const molecules = writeMoleculeEpsExamples(plumbline, root);
console.log(`make_eps_examples: ${molecules.tasks} tasks, ${molecules.answers} answers -> ${molecules.target}`);
mismatches.push(...molecules.mismatches);
if (mismatches.length) {
  console.error(`${mismatches.length} EPS answers are judged unlike their expected verdict or their SVG twins:`);
  for (const m of mismatches) console.error(`  ${m}`);
  process.exitCode = 1;
}
