// Writes examples/eps-molecule/<task>/ from examples/molecule/<task>/: the same molecule
// asked in EPS the SSVG-Bench way (appendix B, Figure 12: the EPS request, the palette as
// 0-1 RGB triples, the chlorobenzene example in EPS), judged against the task's own
// reference.eps, and every SVG answer rewritten in EPS, so each label and expected verdict
// carries over.
//
// An answer is rewritten from the Scene the core reads from the SVG answer (transforms,
// styles and paths already resolved): its atoms and its lines in document order
// (moleculeDrawing in molecule_kit.mjs, shared with the TikZ generator, as are the seeded
// choices and the twin check). The PostScript is written on the SVG answer's page
// (`%%BoundingBox: 0 0 W H`, y_eps = H - y) in one of six styles, taken in turn per label,
// the ways different models write PostScript:
//
//   benchmark    the prompt's own conventions: header, %%Creator, %%EndComments,
//                `1 setlinewidth`, one newpath / moveto / lineto / stroke block per line, one
//                `r g b setrgbcolor newpath x y 1.5 0 360 arc closepath fill` per atom,
//                colours with the palette's two decimals; a ```postscript fence
//   procedures   `/bond { newpath moveto lineto stroke } def`, `/atom { newpath 0 360 arc
//                closepath fill } def`, a colour procedure per element (`/carbon { .. } def`);
//                ```eps fence
//   arrays       `/atoms [[x y] ..] def`, `/bonds [[i j] ..] def` and `/colours`, drawn by
//                `forall` over the bonds and a `for` loop over the atoms; bare in prose
//   translated   everything inside `gsave ox oy translate 2 2 scale 0.5 setlinewidth ..
//                grestore`, coordinates and radii halved, relative to the drawing's middle;
//                ```ps fence
//   stack        bonds pushed on the operand stack as coordinates and drawn by
//                `n { newpath moveto lineto stroke } repeat`, atoms per colour the same way;
//                bare %!PS in prose
//   upright      the paper's own example's convention: the SVG's y written unflipped (a
//                mirror image), `setgray` for the bonds; bare
//
// Labels whose SVG variant PostScript can also say keep it: grouped-circles puts the atoms in
// `gsave tx ty translate angle rotate .. grestore` in that frame's coordinates, circle-paths
// draws each atom as two half-circle `arc`s, path-bonds every bond in one path of
// moveto/lineto pieces, polyline-chains the chains as moveto/lineto/lineto, style-fill the
// fills through colour procedures, and the colour spellings become PostScript ones:
// colours-lowercase four decimals (39/255 = 0.1529), colours-rgb `39 255 div 74 255 div ..`,
// colours-percent `/DeviceRGB setcolorspace .. setcolor`. shuffled-order, grouped-circles and
// circle-paths are written only in the four styles that keep statements in order. Invalid
// answers are the reference molecule written in a style and broken: unclosed-tags leaves
// every procedure's brace open, truncated stops inside a number, prose-only stays prose.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { num, rgbOf } from './drawing_kit.mjs';
import { epsProse, header, len, pt, rgbOperands } from './eps_kit.mjs';
import { ELEMENT_NAMES, atomAt, atomsMean, moleculeDrawing, moleculeTask, random, pickStyle, styleTurns, turnedFrame, twinMismatch } from './molecule_kit.mjs';
import { around, proseAround } from './prose_kit.mjs';
import { clearGenerated, svgAnswers, svgTasks } from './svg_examples.mjs';

// --- colours -------------------------------------------------------------------------------

// How one answer spells a fill: the operands and operator that set it.
class Colours {
  constructor(style, label) {
    this.mode = { benchmark: 'palette', upright: 'palette' }[style] ?? 'exact';
    if (label === 'colours-lowercase') this.mode = 'four';
    if (label === 'colours-rgb') this.mode = 'bytes';
    if (label === 'colours-percent') this.mode = 'setcolor';
    this.procedures = style === 'procedures' || label === 'style-fill';
    this.defined = new Map();   // fill -> procedure name
    this.others = 0;
  }
  operands(fill) {
    if (this.mode === 'palette') return rgbOperands(fill, 2);
    if (this.mode === 'four') return rgbOperands(fill, 4);
    if (this.mode === 'bytes') return rgbOf(fill).map((v) => `${v} 255 div`).join(' ');
    return rgbOperands(fill, 3);
  }
  setting(fill) {
    return `${this.operands(fill)} ${this.mode === 'setcolor' ? 'setcolor' : 'setrgbcolor'}`;
  }
  // What sets an atom's fill: a procedure's name, or the setting itself.
  use(fill) {
    fill = fill.toLowerCase();
    if (!this.procedures) return this.setting(fill);
    if (!this.defined.has(fill)) this.defined.set(fill, ELEMENT_NAMES[fill] ?? `colour${++this.others}`);
    return this.defined.get(fill);
  }
  // Lines before the drawing: the colour space, the colour procedures used.
  prelude() {
    const out = this.mode === 'setcolor' ? ['/DeviceRGB setcolorspace'] : [];
    for (const [fill, name] of this.defined) out.push(`/${name} { ${this.setting(fill)} } def`);
    return out;
  }
  black() {
    return this.mode === 'setcolor' ? '0 0 0 setcolor' : '0 0 0 setrgbcolor';
  }
}

// --- frames ----------------------------------------------------------------------------------

// Where a scene point (y down) is written: `at` gives the two numbers, `len` a radius.
function frame(style, drawing, H) {
  if (style === 'upright') return { at: (p) => [p[0], p[1]], len: (r) => r, digits: 3 };
  if (style === 'translated') {
    const [mx, my] = atomsMean(drawing);
    const o = [Math.round(mx), Math.round(H - my)], s = 2;
    return { at: (p) => [(p[0] - o[0]) / s, (H - p[1] - o[1]) / s], len: (r) => r / s, digits: 4,
             open: ['gsave', `${o[0]} ${o[1]} translate`, `${s} ${s} scale`, `${num(1 / s)} setlinewidth`], close: ['grestore'] };
  }
  return { at: (p) => [p[0], H - p[1]], len: (r) => r, digits: 3 };
}

// --- styles -----------------------------------------------------------------------------------

export const STYLES = ['benchmark', 'procedures', 'arrays', 'translated', 'stack', 'upright'];
// arrays and stack regroup statements, so labels that need document order skip them.
const REORDERING = new Set(['arrays', 'stack']);
export const styleFor = (label, turn) => pickStyle(STYLES, REORDERING, label, turn);

// One atom's path operators (no colour, no painting), one entry per operation, in frame f
// (or in a group's frame `at`).
function atomPath(f, a, at = null) {
  const c = at ? at(a.c) : f.at(a.c);
  const [x, y] = c.map((v) => num(v, f.digits)), r = len(f, a.r);
  if (a.asArcs) {
    // two half circles from the rightmost point, as an SVG path of two arcs is drawn
    return [`${num(c[0] + f.len(a.r), f.digits)} ${y} moveto`, `${x} ${y} ${r} 0 180 arc`, `${x} ${y} ${r} 180 360 arc`, 'closepath'];
  }
  return [`${x} ${y} ${r} 0 360 arc`, 'closepath'];
}

// The program (lines between the header comments and showpage) of a molecule drawing.
function program(drawing, style, label, H, rand) {
  const f = frame(style, drawing, H);
  const colours = new Colours(style, label);
  const atoms = drawing.filter((s) => s.kind === 'atom').map((a) => ({ ...a, asArcs: label === 'circle-paths' }));
  const lineStatements = drawing.filter((s) => s.kind === 'lines');
  const body = [];
  const chainOps = (chain) => chain.map((p, k) => `${pt(f, p)} ${k === 0 ? 'moveto' : 'lineto'}`);

  // grouped-circles: the atoms in a frame translated to the first atom and turned
  let groupAt = null, groupOpen = null;
  if (label === 'grouped-circles') {
    const turned = turnedFrame(f.at, atoms[0], rand);
    groupAt = turned.at;
    groupOpen = ['gsave', `${num(turned.o[0])} ${num(turned.o[1])} translate`, `${turned.angle} rotate`];
  }

  const allInOne = label === 'path-bonds';
  if (style === 'benchmark' || style === 'upright') {
    // (setgray would leave DeviceGray as the colour space that setcolor then sets)
    const black = style === 'upright' && colours.mode !== 'setcolor' ? '0 setgray' : colours.black();
    body.push('1 setlinewidth', black, '');
    let linesWritten = false;
    const group = [];
    for (const st of drawing) {
      if (st.kind === 'atom') {
        const a = atoms[drawing.filter((s) => s.kind === 'atom').indexOf(st)];
        // one line per operation, as the prompt writes them
        (groupAt ? group : body).push(colours.use(a.fill), 'newpath', ...atomPath(f, a, groupAt), 'fill', '');
      } else if (allInOne) {
        if (!linesWritten) body.push(black, 'newpath',
                                     ...lineStatements.flatMap((s) => s.chains.flatMap(chainOps)), 'stroke', '');
        linesWritten = true;
      } else {
        for (const chain of st.chains) body.push('newpath', ...chainOps(chain), 'stroke', '');
      }
    }
    if (groupAt) body.push(...groupOpen, ...group.map((s) => (s ? `  ${s}` : s)), 'grestore', '');
  } else if (REORDERING.has(style)) {
    // bonds: two-point lines by a loop; the rest written out
    const simple = [], rest = [];
    for (const st of lineStatements) for (const chain of st.chains) {
      const ends = chain.map((p) => atomAt(atoms, p));
      const centred = chain.length === 2 && ends.every((k) => k >= 0);
      if (!allInOne && chain.length === 2 && (style === 'stack' || centred)) simple.push(style === 'stack' ? chain : ends);
      else rest.push(chain);
    }
    const radii = [...new Set(atoms.map((a) => a.r))];
    const R = radii.length === 1 ? len(f, radii[0]) : null;
    body.push(colours.black());
    if (style === 'arrays') {
      body.push(`/atoms [${atoms.map((a) => `[${pt(f, a.c)}]`).join(' ')}] def`);
      if (simple.length) {
        body.push(`/bonds [${simple.map(([i, j]) => `[${i} ${j}]`).join(' ')}] def`,
                  '/xy { atoms exch get aload pop } def',
                  'bonds { aload pop /j exch def /i exch def newpath i xy moveto j xy lineto stroke } forall');
      }
    } else if (simple.length) {
      body.push(...simple.map((chain) => chain.map((p) => pt(f, p)).join(' ')),
                `${simple.length} { newpath moveto lineto stroke } repeat`);
    }
    if (rest.length) body.push('newpath', ...rest.map((chain) => chainOps(chain).join(' ')), 'stroke');
    if (style === 'arrays') {
      const fills = atoms.map((a) => colours.use(a.fill));
      const asOperands = colours.procedures ? fills.map((n) => `{${n}}`) : atoms.map((a) => `[${colours.operands(a.fill)}]`);
      body.push(`/colours [${asOperands.join(' ')}] def`);
      if (!R) body.push(`/radii [${atoms.map((a) => len(f, a.r)).join(' ')}] def`);
      const set = colours.procedures ? 'colours k get exec' : `colours k get aload pop ${colours.mode === 'setcolor' ? 'setcolor' : 'setrgbcolor'}`;
      body.push(`0 1 atoms length 1 sub { /k exch def ${set} newpath k xy ${R ?? 'radii k get'} 0 360 arc closepath fill } for`);
      if (!simple.length) body.splice(body.indexOf(`/colours [${asOperands.join(' ')}] def`), 0, '/xy { atoms exch get aload pop } def');
    } else {
      const groups = new Map();
      for (const a of atoms) {
        const key = colours.use(a.fill);
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(a);
      }
      for (const [setting, list] of groups) {
        body.push(setting, ...list.map((a) => (R ? pt(f, a.c) : `${pt(f, a.c)} ${len(f, a.r)}`)),
                  `${list.length} { newpath ${R ? `${R} ` : ''}0 360 arc closepath fill } repeat`);
      }
    }
  } else {
    // procedures, translated: one line per statement, in document order
    const procs = style === 'procedures';
    body.push(procs ? 'black' : colours.black());
    const group = [];
    let linesWritten = false;
    const bond = (chain) => (procs && chain.length === 2 ? `${pt(f, chain[0])} ${pt(f, chain[1])} bond`
                                                         : ['newpath', ...chainOps(chain), 'stroke'].join(' '));
    for (const st of drawing) {
      if (st.kind === 'atom') {
        const a = atoms[drawing.filter((s) => s.kind === 'atom').indexOf(st)];
        const fill = colours.use(a.fill);
        let text;
        if (procs && !a.asArcs) text = `${fill} ${(groupAt ? groupAt(a.c) : f.at(a.c)).map((v) => num(v, f.digits)).join(' ')} ${len(f, a.r)} atom`;
        else text = `${fill} newpath ${atomPath(f, a, groupAt).join(' ')} fill`;
        (groupAt ? group : body).push(text);
      } else if (allInOne) {
        if (!linesWritten) body.push(['newpath', ...lineStatements.flatMap((s) => s.chains.flatMap(chainOps)), 'stroke'].join(' '));
        linesWritten = true;
      } else {
        body.push(...st.chains.map(bond));
      }
    }
    if (groupAt) body.push(...groupOpen, ...group.map((s) => `  ${s}`), 'grestore');
    if (procs) {
      body.unshift('/black { 0 0 0 setrgbcolor } def',
                   '/bond { newpath moveto lineto stroke } def       % x1 y1 x2 y2 bond',
                   '/atom { newpath 0 360 arc closepath fill } def   % x y r atom');
    }
  }
  const lines = [...colours.prelude(), ...body];
  while (lines.length && lines[lines.length - 1] === '') lines.pop();
  if (f.open) return [...f.open, ...lines.map((s) => (s ? `  ${s}` : s)), ...f.close];
  return lines;
}

function page(scene) {
  const fr = scene.frame;
  if (fr.x !== 0 || fr.y !== 0) throw new Error('a molecule drawing whose viewBox does not start at 0 0');
  return [0, 0, Math.ceil(fr.width), Math.ceil(fr.height)];
}

function epsFile(drawing, style, label, box, rand) {
  const head = header(box, style === 'benchmark' ? { creator: 'EPS Generator' } : {});
  if (style === 'benchmark') head.push('%%EndComments', '');
  return [...head, ...program(drawing, style, label, box[3], rand), '', 'showpage'].join('\n')
    .replace(/\n\n\n+/g, '\n\n');
}

function wrapResponse(style, file, prose) {
  switch (style) {
    case 'benchmark': return around(file, prose.before || prose.after ? 'postscript' : null, prose);
    case 'procedures': return around(file, 'eps', prose, 'Here is the molecule as EPS, with a procedure for bonds and one for atoms:');
    case 'arrays': return around(file, null, prose, 'Atoms and bonds as arrays, drawn by loops:');
    case 'translated': return around(file, 'ps', prose);
    case 'stack': return around(file, null, prose);
    case 'upright': return around(file, null, prose);
    default: throw new Error(style);
  }
}

function invalidResponse(label, svgResponse, referenceDrawing, box, style, rand) {
  if (label === 'prose-only') return { style: null, text: epsProse(svgResponse) };
  if (label === 'unclosed-tags') {
    // every procedure left open, as every <line> was
    const file = epsFile(referenceDrawing, 'procedures', label, box, rand);
    const broken = file.replace(/ \} def/g, ' def');
    if (broken === file) throw new Error('no procedure to leave open');
    return { style: 'procedures', text: wrapResponse('procedures', broken, { before: '', after: '' }) };
  }
  if (label === 'truncated') {
    // stops inside a number about two thirds of the way through
    const text = wrapResponse(style, epsFile(referenceDrawing, style, label, box, rand), { before: '', after: '' });
    let cut = Math.floor(text.length * 0.65);
    while (!/\d/.test(text[cut]) || !/\d/.test(text[cut + 1])) cut++;
    return { style, text: text.slice(0, cut + 1) };
  }
  throw new Error(`no EPS version of invalid-${label}`);
}

// --- the tasks ---------------------------------------------------------------------------------

// Figure 12's palette line, as the paper prints it: the generator writes it from the SVG
// prompt's palette and stops unless it gets exactly this.
const FIGURE_12_PALETTE = 'H: [0.39, 0.55, 0.55], B: [0.16, 0.84, 0.16], C: [0.15, 0.29, 0.29], N: [0.0, 0.0, 1.0], O: [1.0, 0.0, 0.0], F: [0.84, 0.13, 0.57], Si: [0.84, 0.62, 0.07], P: [0.84, 0.53, 0.0], S: [0.84, 0.84, 0.0], Cl: [0.16, 0.84, 0.16], Br: [0.84, 0.53, 0.22], Te: [0.84, 0.8, 0.45], I: [1.0, 0.0, 1.0], Eu: [0.0, 0.8, 0.84], Lu: [0.0, 0.8, 0.84], Os: [0.51, 0.55, 0.55], U: [0.0, 0.8, 0.84]';

// The prompt's palette line in EPS (Figure 12): each colour as a list of 0-1 numbers with
// two decimals, as Python prints them.
function epsPalette(svgPaletteLine) {
  const pyFloat = (v) => { const s = String(Number(v.toFixed(2))); return s.includes('.') ? s : `${s}.0`; };
  return svgPaletteLine.replace(/#[0-9a-fA-F]{6}/g, (hex) => `[${rgbOf(hex.toLowerCase()).map((v) => pyFloat(v / 255)).join(', ')}]`);
}

// The SVG prompt's chlorobenzene as the benchmark's EPS generator writes it (Figure 12): the
// SVG's numbers as written, y not flipped, the viewBox truncated to whole numbers as the
// %%BoundingBox, lines then atoms, colours with two decimals. (The paper's printed Figure 12
// is damaged: its header reads %IPS, two bonds are run together into one path with two
// movetos, and one atom is printed twice where another is missing; it also lists the bonds
// in another order. This is the same drawing with all seven bonds and atoms.)
export function paperStyleEps(exampleSvg) {
  const attrs = (el) => Object.fromEntries([...el.matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
  const [vx, vy, vw, vh] = /viewBox="([^"]+)"/.exec(exampleSvg)[1].split(/\s+/).map(Number);
  const box = [vx, vy, vx + vw, vy + vh].map(Math.trunc);
  const out = ['%!PS-Adobe-3.0 EPSF-3.0', `%%BoundingBox: ${box.join(' ')}`, '%%Creator: EPS Generator', '%%EndComments', '',
               '1 setlinewidth', '0 0 0 setrgbcolor', ''];
  for (const el of exampleSvg.match(/<line [^>]*>/g)) {
    const a = attrs(el);
    out.push('newpath', `${a.x1} ${a.y1} moveto`, `${a.x2} ${a.y2} lineto`, 'stroke', '');
  }
  for (const el of exampleSvg.match(/<circle [^>]*>/g)) {
    const a = attrs(el);
    out.push(`${rgbOperands(a.fill.toLowerCase(), 2)} setrgbcolor`, 'newpath', `${a.cx} ${a.cy} ${a.r} 0 360 arc`, 'closepath', 'fill', '');
  }
  out.push('showpage');
  return out.join('\n');
}

function epsPrompt(svgPrompt) {
  const fence = svgPrompt.indexOf('```\n<svg');
  const exampleSvg = svgPrompt.slice(fence + 4, svgPrompt.indexOf('\n```', fence + 4));
  const text = svgPrompt.slice(0, fence)
    .replace('Please create an SVG file', 'Please create an EPS file')
    .replace('an example SVG visualization', 'an example EPS visualization')
    .replace(/^H: #.*$/m, (line) => epsPalette(line));
  if (!text.includes(`\n${FIGURE_12_PALETTE}\n`)) throw new Error('the EPS palette line is not Figure 12\'s');
  return { prompt: `${text}\`\`\`\n${paperStyleEps(exampleSvg)}\n\`\`\``, exampleSvg };
}

// Writes every task; returns counts and the answers whose EPS verdict, formula, atoms, bonds
// or pieces differ from the SVG answer's (none, when the reader and the translation are right).
export function writeMoleculeEpsExamples(plumbline, root) {
  const source = join(root, 'examples/molecule');
  const target = join(root, 'examples/eps-molecule');
  clearGenerated(target);
  let tasks = 0, answers = 0;
  const nextTurn = styleTurns(STYLES.length);
  const mismatches = [];
  for (const { name, task } of svgTasks(source)) {
    const reference = readFileSync(join(source, name, 'reference.eps'), 'utf8');
    const { prompt, exampleSvg } = epsPrompt(task.prompt);
    const out = moleculeTask(name, task, { format: 'eps', prompt, reference });
    // the prompt's example is the SVG example's molecule (mirrored: its y is not flipped)
    const example = plumbline.evaluate({ ...task, format: 'eps', reference: exampleSvg, reference_format: 'svg' },
                                       `\`\`\`\n${prompt.slice(prompt.lastIndexOf('```\n%!PS') + 4, prompt.lastIndexOf('\n```'))}\n\`\`\``,
                                       { timings: false });
    if (example.verdict !== 'pass') throw new Error(`${name}: the prompt's EPS chlorobenzene is not its SVG example (${example.verdict})`);
    const dir = join(target, name);
    mkdirSync(join(dir, 'answers'), { recursive: true });
    writeFileSync(join(dir, 'task.json'), JSON.stringify(out, null, 2) + '\n');
    tasks++;
    // the invalid answers draw the reference molecule (from the SVG reference: its fills are
    // the palette's own, so colour procedures get their element's name)
    const referenceScene = plumbline.readDrawing('svg', task.reference).scene;
    const referenceDrawing = moleculeDrawing(referenceScene);
    const referenceBox = page(referenceScene);
    for (const { file, stem, expected, label, response: svgResponse } of svgAnswers(join(source, name))) {
      const rand = random(`${name}/${stem}`);
      let style = styleFor(label, nextTurn(label)), response;
      if (expected === 'invalid') {
        ({ style, text: response } = invalidResponse(label, svgResponse, referenceDrawing, referenceBox, style, rand));
      } else {
        const extraction = plumbline.extract(svgResponse, 'svg');
        const read = plumbline.readDrawing('svg', extraction.text);
        if (!read.ok) throw new Error(`${name}/${file}: the SVG answer does not read`);
        const drawing = moleculeDrawing(read.scene);
        response = wrapResponse(style, epsFile(drawing, style, label, page(read.scene), rand), proseAround(svgResponse, extraction, epsProse));
      }
      const outName = style ? `${stem}-${style}.txt` : `${stem}.txt`;
      writeFileSync(join(dir, 'answers', outName), response);
      answers++;
      // the EPS answer must be judged as the SVG one is
      const mismatch = twinMismatch(plumbline, `eps-molecule/${name}/${outName}`, expected, { task, response: svgResponse }, { task: out, response }, 'EPS');
      if (mismatch) mismatches.push(mismatch);
    }
  }
  return { tasks, answers, target, mismatches };
}

