// Writes examples/tikz-molecule/<task>/ from examples/molecule/<task>/: the same molecule
// asked in TikZ the SSVG-Bench way (appendix B, Figure 10: the TikZ prompt with the paper's
// chlorobenzene example), judged against the task's own reference.tex, and every SVG answer
// rewritten in TikZ, so each label and expected verdict carries over.
//
// An answer is rewritten from the Scene the core reads from the SVG answer (transforms,
// styles and paths already resolved): its atoms (filled circles, also circles drawn as
// paths) and its lines, in document order (moleculeDrawing in molecule_kit.mjs, shared with
// the EPS generator, as are the seeded choices and the twin check). The TikZ is then
// written in one of six styles, taken in turn, the way different models write TikZ:
//
//   document     the prompt's own conventions: \documentclass[tikz]{standalone},
//                \definecolor{274A4A}{HTML}{274A4A}, [x=1pt,y=1pt] with y negated,
//                \draw[line width=1pt], \filldraw[fill=.., draw=none] .. circle (1.5pt)
//   nodes        atoms as \node[circle, fill=.., minimum size=..] (a1) at (..) {}; bonds
//                \draw (a1) -- (a2) between the named nodes; colours {RGB}{..}; y upwards
//                (as the paper's chlorobenzene example writes it: a mirror image)
//   foreach      \def\r{..}, \foreach \n/\x/\y in {..} \coordinate (a\n) at (\x,\y);, bonds
//                and atoms by \foreach over the names; colours {rgb}{..}
//   centimetres  a standalone document in centimetres (unitless coordinates, default
//                1cm), colours in xcolor's extended syntax {rgb,255:red,..;green,..;blue,..}
//   scoped       [x=1pt,y=1pt] with everything inside \begin{scope}[shift={(..)}, scale=2],
//                atoms outlined (\filldraw[fill=.., draw=black]), colours {HTML}{..}
//   upright      the prompt's document with y not negated (a mirror image, as the paper's
//                example itself is), \fill[fill=..] .. circle[radius=..]
//
// Lines that do not run from atom centre to atom centre (edges, stubs stopping short,
// double bonds' offset lines) are written with calc in the named styles
// (($(a1)!1.5pt!(a2)$), ($(a1)!0.45!(a2)$)) or as plain coordinates. Some labels keep
// their SVG variant in TikZ terms: grouped-circles puts the atoms in a shifted and rotated
// scope, circle-paths draws each atom as two arcs, path-bonds draws every bond in one
// \draw, polyline-chains draws chains, style-fill gives colours through \tikzset styles,
// colours-* spell colours as {HTML}{274a4a}, {RGB}{..}, {rgb}{..} and xcolor's names.
// Invalid answers are rewritten from the reference: unclosed-tags loses every ';',
// truncated stops inside a coordinate, prose-only stays prose.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fixed, num, rgbOf } from './drawing_kit.mjs';
import { ELEMENT_NAMES, atomAt, atomsMean, moleculeDrawing, moleculeTask, random, pickStyle, styleTurns, turnedFrame, twinMismatch } from './molecule_kit.mjs';
import { around, proseAround, proseSaidOf } from './prose_kit.mjs';
import { clearGenerated, svgAnswers, svgTasks } from './svg_examples.mjs';

const PT_PER_CM = 72.27 / 2.54;

// The paper's TikZ example (Figure 10), verbatim.
export const CHLOROBENZENE_TIKZ = String.raw`\documentclass[tikz]{standalone}
\definecolor{274A4A}{HTML}{274A4A}
\definecolor{2AD52A}{HTML}{2AD52A}
\begin{document}
\begin{tikzpicture}[x=1pt,y=1pt]
\draw[line width=1pt] (20.00,6.22) -- (28.66,1.22);
\draw[line width=1pt] (45.98,1.22) -- (45.98,-8.78);
\draw[line width=1pt] (45.98,1.22) -- (37.32,6.22);
\draw[line width=1pt] (45.98,-8.78) -- (37.32,-13.78);
\draw[line width=1pt] (37.32,6.22) -- (28.66,1.22);
\draw[line width=1pt] (37.32,-13.78) -- (28.66,-8.78);
\draw[line width=1pt] (28.66,1.22) -- (28.66,-8.78);
\filldraw[fill=2AD52A, draw=none] (20.00,6.22) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (45.98,1.22) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (45.98,-8.78) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (37.32,6.22) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (37.32,-13.78) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (28.66,1.22) circle (1.5pt);
\filldraw[fill=274A4A, draw=none] (28.66,-8.78) circle (1.5pt);
\end{tikzpicture}
\end{document}`;

// --- names, colours -------------------------------------------------------------------

// Element symbols, for the scoped style's colour names (atomC).
const SYMBOLS = {
  carbon: 'C', nitrogen: 'N', oxygen: 'O', fluorine: 'F', silicon: 'Si', phosphorus: 'P', sulfur: 'S',
  chlorine: 'Cl', bromine: 'Br', tellurium: 'Te', iodine: 'I', hydrogen: 'H', osmium: 'Os', europium: 'Eu',
};
// xcolor's names for the pure colours the palette has (N, O, I).
const XCOLOR_NAMES = { '#0000ff': 'blue', '#ff0000': 'red', '#ff00ff': 'magenta' };

// How one answer spells its colours. `mode`: hexname (the prompt's \definecolor{274A4A}
// {HTML}{274A4A}), html, RGB, rgb (\definecolor{carbon}{..}{..}), inline (xcolor's extended
// syntax in the option). `xcolorNames`: pure blue, red, magenta by their xcolor names.
// `lowercase`: hex digits in lower case. `styles`: atoms take their fill from a \tikzset
// style per element ("carbon atom").
class Colours {
  constructor({ mode, xcolorNames = false, lowercase = false, styles = false, prefix = '' }) {
    Object.assign(this, { mode, xcolorNames, lowercase, styles, prefix });
    this.defined = new Map();   // fill -> name
    this.others = 0;
  }
  hexDigits(fill) { const h = fill.slice(1); return this.lowercase ? h.toLowerCase() : h.toUpperCase(); }
  // The colour as an xcolor expression usable after fill=.
  spec(fill) {
    fill = fill.toLowerCase();
    if (this.xcolorNames && XCOLOR_NAMES[fill]) return XCOLOR_NAMES[fill];
    if (this.mode === 'inline') {
      const [r, g, b] = rgbOf(fill);
      return `{rgb,255:red,${r};green,${g};blue,${b}}`;
    }
    if (!this.defined.has(fill)) {
      let name;
      if (this.mode === 'hexname') name = fill.slice(1).toUpperCase();
      else {
        const element = ELEMENT_NAMES[fill];
        name = element ? (this.prefix ? `${this.prefix}${SYMBOLS[element]}` : element) : `${this.prefix || 'atom'}colour${++this.others}`;
      }
      this.defined.set(fill, name);
    }
    return this.defined.get(fill);
  }
  // \definecolor lines for every named colour used so far (call after writing the body).
  definitions() {
    const out = [];
    for (const [fill, name] of this.defined) {
      const [r, g, b] = rgbOf(fill);
      if (this.mode === 'RGB') out.push(`\\definecolor{${name}}{RGB}{${r},${g},${b}}`);
      else if (this.mode === 'rgb') out.push(`\\definecolor{${name}}{rgb}{${[r, g, b].map((v) => num(v / 255, 3)).join(',')}}`);
      else out.push(`\\definecolor{${name}}{HTML}{${this.hexDigits(fill)}}`);
    }
    return out;
  }
  // The option that fills an atom: "fill=carbon", or a style name with style-fill.
  fillOption(fill) {
    const spec = this.spec(fill);
    if (!this.styles) return `fill=${spec}`;
    this.styleOf ??= new Map();
    if (!this.styleOf.has(spec)) {
      const element = ELEMENT_NAMES[fill.toLowerCase()];
      this.styleOf.set(spec, `${element ?? `other${this.styleOf.size + 1}`} atom`);
    }
    return this.styleOf.get(spec);
  }
  styleDefinitions() {
    if (!this.styleOf) return [];
    const entries = [...this.styleOf].map(([spec, name]) => `${name}/.style={fill=${spec}}`);
    return [`\\tikzset{${entries.join(',\n  ')}}`];
  }
}

// --- frames: where scene points go in the picture ----------------------------------------

// A frame maps a scene point (y down, pt) to the picture's numbers and a scene length to a
// radius as written. `pt` frames are [x=1pt,y=1pt] pictures; `cm` uses TikZ's default unit.
function frame(kind, drawing) {
  switch (kind) {
    case 'ptDown': return { kind, options: '[x=1pt,y=1pt]', at: (p) => [p[0], -p[1]], len: (r) => r, unit: 'pt', digits: 2, fixed: true };
    case 'ptUp': return { kind, options: '[x=1pt,y=1pt]', at: (p) => [p[0], p[1]], len: (r) => r, unit: 'pt', digits: 2 };
    case 'cm': return { kind, options: '', at: (p) => [p[0] / PT_PER_CM, -p[1] / PT_PER_CM], len: (r) => r / PT_PER_CM, unit: '', digits: 4 };
    case 'scoped': {
      // the middle of the drawing, rounded, is where the scope is shifted to
      const [mx, my] = atomsMean(drawing);
      const ox = Math.round(mx), oy = -Math.round(my), s = 2;
      return { kind, options: '[x=1pt,y=1pt]', scope: `[shift={(${ox},${oy})}, scale=\\s]`, before: `\\def\\s{${s}}`,
               at: (p) => [(p[0] - ox) / s, (-p[1] - oy) / s], len: (r) => r / s, unit: '', digits: 3 };
    }
    default: throw new Error(kind);
  }
}

function pointText(f, uv) {
  const n = (x) => (f.fixed ? fixed(x, f.digits) : num(x, f.digits));
  return `(${n(uv[0])},${n(uv[1])})`;
}
const lengthText = (f, r) => `${num(f.len(r), f.digits + 1)}${f.unit}`;

// --- the styles --------------------------------------------------------------------------

export const STYLES = ['document', 'nodes', 'foreach', 'centimetres', 'scoped', 'upright'];
const NAMED = new Set(['nodes', 'foreach']);

// The named styles regroup statements, so labels that need document order skip them.
export const styleFor = (label, turn) => pickStyle(STYLES, NAMED, label, turn);

function coloursFor(style, label) {
  const base = {
    document: { mode: 'hexname' }, nodes: { mode: 'RGB' }, foreach: { mode: 'rgb' },
    centimetres: { mode: 'inline' }, scoped: { mode: 'html', prefix: 'atom' }, upright: { mode: 'hexname' },
  }[style];
  const options = { ...base };
  if (label === 'colours-lowercase') Object.assign(options, { mode: 'html', lowercase: true, xcolorNames: true, prefix: '' });
  if (label === 'colours-rgb') Object.assign(options, { mode: 'RGB', xcolorNames: true, prefix: '' });
  if (label === 'colours-percent') Object.assign(options, { mode: 'rgb', xcolorNames: true, prefix: '' });
  if (label === 'style-fill') options.styles = true;
  return new Colours(options);
}

// A line lying along the axis between two atom centres: [i, j, ti, tj] with the ends at
// fractions ti, tj of the way from atom i to atom j; null when it lies along no such axis.
function axisOf(atoms, p, q) {
  let best = null;
  for (let i = 0; i < atoms.length; i++) {
    for (let j = 0; j < atoms.length; j++) {
      if (i === j) continue;
      const a = atoms[i].c, b = atoms[j].c;
      const d = [b[0] - a[0], b[1] - a[1]], len2 = d[0] * d[0] + d[1] * d[1];
      if (len2 === 0) continue;
      const along = (x) => ((x[0] - a[0]) * d[0] + (x[1] - a[1]) * d[1]) / len2;
      const off = (x) => Math.abs((x[0] - a[0]) * d[1] - (x[1] - a[1]) * d[0]) / Math.sqrt(len2);
      const tp = along(p), tq = along(q);
      if (off(p) > 0.01 || off(q) > 0.01 || tp < -1e-6 || tq < -1e-6 || tp > 1 + 1e-6 || tq > 1 + 1e-6 || tp > tq) continue;
      // the shortest axis holding the line (the bond it stands for, not a longer one through it)
      if (!best || len2 < best.len2) best = { i, j, tp, tq, len2 };
    }
  }
  return best;
}

// How a line end is written in a named style: the atom's name, a calc point on a bond's
// axis (a distance in pt for an end on the atom's edge, else a fraction), or coordinates.
function namedEnd(atoms, names, f, p, other, calcDistances) {
  const k = atomAt(atoms, p);
  if (k >= 0) return `(${names[k]})`;
  const axis = axisOf(atoms, p, other) ?? axisOf(atoms, other, p);
  if (axis) {
    const forward = axisOf(atoms, p, other) !== null;
    const t = forward ? axis.tp : axis.tq;
    const a = atoms[axis.i], b = atoms[axis.j];
    const fromA = t * Math.sqrt(axis.len2), fromB = (1 - t) * Math.sqrt(axis.len2);
    if (calcDistances && Math.abs(fromA - a.r) < 0.005) return `($(${names[axis.i]})!${num(a.r, 3)}pt!(${names[axis.j]})$)`;
    if (calcDistances && Math.abs(fromB - b.r) < 0.005) return `($(${names[axis.j]})!${num(b.r, 3)}pt!(${names[axis.i]})$)`;
    return `($(${names[axis.i]})!${num(t, 4)}!(${names[axis.j]})$)`;
  }
  return pointText(f, f.at(p));
}

// Atom statements for the explicit styles.
function atomStatement(style, f, colours, atom, scopeAt = null) {
  const at = scopeAt ?? f.at;
  const fill = colours.fillOption(atom.fill);
  const c = pointText(f, at(atom.c));
  if (atom.asArcs) {
    const uv = at(atom.c), r = f.len(atom.r), start = pointText(f, [uv[0] + r, uv[1]]);
    const R = lengthText(f, atom.r);
    return `\\fill[${fill}] ${start} arc (0:180:${R}) arc (180:360:${R}) -- cycle;`;
  }
  const R = lengthText(f, atom.r);
  switch (style) {
    case 'document': return `\\filldraw[${fill}, draw=none] ${c} circle (${R});`;
    case 'upright': return `\\fill[${fill}] ${c} circle[radius=${R}];`;
    case 'scoped': return `\\filldraw[${fill}, draw=black, line width=0.2pt] ${c} circle (${R});`;
    default: return `\\fill[${fill}] ${c} circle (${R});`;
  }
}

// The picture body (lines between \begin{tikzpicture} and \end{tikzpicture}) and the
// colour definitions it needs.
function pictureBody(drawing, style, label, rand) {
  const f = frame({ document: 'ptDown', nodes: 'ptUp', foreach: 'ptDown', centimetres: 'cm', scoped: 'scoped', upright: 'ptUp' }[style], drawing);
  const colours = coloursFor(style, label);
  const atoms = drawing.filter((s) => s.kind === 'atom').map((a) => ({ ...a, asArcs: label === 'circle-paths' }));
  const lineStatements = drawing.filter((s) => s.kind === 'lines');
  const drawOption = { document: '[line width=1pt]', nodes: '', foreach: '', centimetres: '[thick]', scoped: '[line width=0.8pt]', upright: '' }[style];
  const body = [];

  // how the bonds are grouped into \draw commands: as the SVG had them, or all in one
  const allInOne = label === 'path-bonds';
  const drawCommands = (chainsText) => {
    if (allInOne) return [`\\draw${drawOption} ${chainsText.flat().join('\n  ')};`];
    return chainsText.map((chains) => `\\draw${drawOption} ${chains.join(' ')};`);
  };

  if (NAMED.has(style)) {
    const names = atoms.map((_, k) => `a${k + 1}`);
    if (style === 'nodes') {
      const radii = new Set(atoms.map((a) => a.r));
      const size = (r) => `${num(2 * r, 3)}pt`;
      const one = radii.size === 1;
      body.push(`\\tikzset{atom/.style={circle, inner sep=0pt${one ? `, minimum size=${size(atoms[0].r)}` : ''}}}`);
      atoms.forEach((a, k) => body.push(`\\node[atom, ${colours.fillOption(a.fill)}${one ? '' : `, minimum size=${size(a.r)}`}] (${names[k]}) at ${pointText(f, f.at(a.c))} {};`));
    } else {
      const radii = [...new Set(atoms.map((a) => a.r))];
      if (radii.length === 1) body.push(`\\def\\r{${num(radii[0], 3)}pt}`);
      body.push('% atom positions');
      const entries = atoms.map((a, k) => { const [u, v] = f.at(a.c); return `${k + 1}/${fixed(u, 2)}/${fixed(v, 2)}`; });
      body.push(...foreachList('\\foreach \\n/\\x/\\y in', entries, '\\coordinate (a\\n) at (\\x,\\y);'));
    }
    // bonds: centre-to-centre single lines by one \foreach (foreach style), the rest written out
    const simple = [], rest = [];
    for (const st of lineStatements) {
      for (const chain of st.chains) {
        const ends = chain.map((p) => atomAt(atoms, p));
        if (style === 'foreach' && !allInOne && chain.length === 2 && ends.every((k) => k >= 0)) simple.push(ends);
        else rest.push(chain);
      }
    }
    if (style === 'foreach' && simple.length) {
      body.push('% bonds');
      body.push(...foreachList('\\foreach \\i/\\j in', simple.map(([i, j]) => `${i + 1}/${j + 1}`), `\\draw${drawOption} (a\\i) -- (a\\j);`));
    }
    const chainText = (chain) => chain.map((p, k) => namedEnd(atoms, names, f, p, chain[k === 0 ? 1 : k - 1], true)).join(' -- ');
    body.push(...drawCommands(rest.map((chain) => [chainText(chain)])));
    if (style === 'foreach') {
      body.push('% atoms');
      const groups = new Map();
      atoms.forEach((a, k) => {
        const key = `${colours.fillOption(a.fill)}|${a.r}`;
        if (!groups.has(key)) groups.set(key, []);
        groups.get(key).push(k + 1);
      });
      const oneRadius = new Set(atoms.map((a) => a.r)).size === 1;
      for (const [key, list] of groups) {
        let [fill, r] = key.split('|');
        if (/^fill=[a-z]+$/.test(fill)) fill = fill.slice(5);   // \fill[carbon], as people write it
        body.push(...foreachList('\\foreach \\n in', list.map(String), `\\fill[${fill}] (a\\n) circle (${oneRadius ? '\\r' : `${num(+r, 3)}pt`});`));
      }
    }
  } else {
    // explicit coordinates, in document order (path-bonds: every line in the first \draw)
    const lineText = (st) => st.chains.map((chain) => chain.map((p) => pointText(f, f.at(p))).join(' -- '));
    let scopeAt = null, scopeOpen = null;
    if (label === 'grouped-circles') {
      // the atoms inside a scope shifted and turned, in the scope's own coordinates
      const turned = turnedFrame(f.at, atoms[0], rand);
      scopeAt = turned.at;
      const oText = pointText({ ...f, fixed: false }, turned.o);
      scopeOpen = `\\begin{scope}[shift={${oText}}, rotate=${turned.angle}]`;
    }
    const allLines = lineStatements.flatMap(lineText);
    let linesWritten = false, scopeBody = null;
    for (const st of drawing) {
      if (st.kind === 'atom') {
        const a = atoms[drawing.filter((s) => s.kind === 'atom').indexOf(st)];
        const text = atomStatement(style, f, colours, a, scopeAt);
        if (scopeOpen) (scopeBody ??= []).push(text);
        else body.push(text);
      } else if (allInOne) {
        if (!linesWritten) body.push(...drawCommands([allLines]));
        linesWritten = true;
      } else {
        body.push(...drawCommands([lineText(st)]));
      }
    }
    if (scopeBody) body.push(scopeOpen, ...scopeBody.map((s) => `  ${s}`), '\\end{scope}');
  }
  const styleDefs = colours.styleDefinitions();
  let lines = [...styleDefs, ...body];
  if (f.scope) lines = [f.before, `\\begin{scope}${f.scope}`, ...lines.map((s) => `  ${s}`), '\\end{scope}'];
  return { options: f.options, lines, definitions: colours.definitions() };
}

// A \foreach over a long list, wrapped every few entries as people wrap them.
function foreachList(head, entries, statement, perLine = 6) {
  const rows = [];
  for (let i = 0; i < entries.length; i += perLine) rows.push(entries.slice(i, i + perLine).join(', '));
  if (rows.length <= 1) return [`${head} {${rows[0] ?? ''}}`, `  ${statement}`];
  return [`${head} {${rows[0]},`, ...rows.slice(1, -1).map((r) => `    ${r},`), `    ${rows[rows.length - 1]}}`, `  ${statement}`];
}

// --- responses ---------------------------------------------------------------------------

// The prose an SVG response put around its drawing, said of TikZ.
const TIKZ_WORDS = {
  name: 'TikZ', asIt: 'in TikZ', theFileFor: 'The TikZ picture of', theFile: 'The TikZ picture',
  inIt: 'In TikZ', aFile: 'a TikZ picture', styles: 'TikZ styles',
};
const tikzProse = (text) => proseSaidOf(text, TIKZ_WORDS);

function wrapResponse(style, { options, lines, definitions }, prose) {
  const picture = [`\\begin{tikzpicture}${options}`, ...lines, '\\end{tikzpicture}'];
  const doc = (cls, packages) => [cls, ...packages, ...definitions, '\\begin{document}', ...picture, '\\end{document}'].join('\n');
  switch (style) {
    case 'document':
      return around(doc('\\documentclass[tikz]{standalone}', []), prose.before || prose.after ? 'latex' : null, prose, '');
    case 'nodes':
      return around([...definitions, ...picture].join('\n'), 'tikz', prose, 'Here is the molecule, one node per atom:');
    case 'foreach': {
      const inner = [picture[0], ...definitions, ...picture.slice(1)].join('\n');
      return around(inner, null, prose, '');
    }
    case 'centimetres':
      return around(doc('\\documentclass{standalone}', ['\\usepackage{tikz}']), 'latex', prose, 'I work in centimetres here:');
    case 'scoped':
      return around([...definitions, ...picture].join('\n'), 'tex', prose, '');
    case 'upright':
      return around(doc('\\documentclass[tikz]{standalone}', ['\\usetikzlibrary{calc}']), null, prose, '');
    default: throw new Error(style);
  }
}

// The invalid answers, in TikZ: the reference's molecule written in a style and then broken
// the way the SVG answer was (or the prose, said of TikZ).
function invalidResponse(label, svgResponse, referenceDrawing, style, rand) {
  if (label === 'prose-only') return tikzProse(svgResponse);
  const text = wrapResponse(style, pictureBody(referenceDrawing, style, label, rand), { before: '', after: '' });
  if (label === 'unclosed-tags') return text.replace(/;$/gm, '');
  if (label === 'truncated') {
    // stop inside a coordinate about two thirds of the way through
    const cut = text.indexOf('(', Math.floor(text.length * 0.65));
    return text.slice(0, cut + 4);
  }
  throw new Error(`no TikZ version of invalid-${label}`);
}

// --- the tasks ---------------------------------------------------------------------------

// The SVG prompt said of TikZ: the same instructions, the paper's TikZ chlorobenzene (or,
// for the bond-order tasks, their chlorobenzene written the same way).
function tikzPrompt(svgPrompt, plumbline) {
  const fence = svgPrompt.indexOf('```\n<svg');
  const exampleSvg = svgPrompt.slice(fence + 4, svgPrompt.indexOf('\n```', fence + 4));
  const example = paperStyleTikz(plumbline.readDrawing('svg', exampleSvg).scene);
  return svgPrompt.slice(0, fence)
    .replace('Please create an SVG file', 'Please create a TikZ file')
    .replace('an example SVG visualization', 'an example TikZ visualization') + `\`\`\`\n${example}\n\`\`\``;
}

// A drawing written as the paper writes its TikZ example: the SVG's numbers with two
// decimals (y as in the SVG), \definecolor per colour, lines then atoms.
export function paperStyleTikz(scene) {
  const drawing = moleculeDrawing(scene);
  const p = (q) => `(${fixed(q[0], 2)},${fixed(q[1], 2)})`;
  const hex = (fill) => fill.slice(1).toUpperCase();
  const colours = [...new Set(drawing.filter((s) => s.kind === 'atom').map((a) => hex(a.fill)))].sort();
  return ['\\documentclass[tikz]{standalone}', ...colours.map((c) => `\\definecolor{${c}}{HTML}{${c}}`),
    '\\begin{document}', '\\begin{tikzpicture}[x=1pt,y=1pt]',
    ...drawing.filter((s) => s.kind === 'lines').flatMap((s) => s.chains.map((c) => `\\draw[line width=1pt] ${c.map(p).join(' -- ')};`)),
    ...drawing.filter((s) => s.kind === 'atom').map((a) => `\\filldraw[fill=${hex(a.fill)}, draw=none] ${p(a.c)} circle (${num(a.r, 2)}pt);`),
    '\\end{tikzpicture}', '\\end{document}'].join('\n');
}

// Writes every task; returns counts and the answers whose TikZ verdict, formula, atoms or
// bonds differ from the SVG answer's (none, when the reader and the translation are right).
export function writeMoleculeTikzExamples(plumbline, root) {
  const source = join(root, 'examples/molecule');
  const target = join(root, 'examples/tikz-molecule');
  clearGenerated(target);
  const paper = paperStyleTikz(plumbline.readDrawing('svg', JSON.parse(readFileSync(join(source, 'benzene/task.json'), 'utf8'))
    .prompt.match(/```\n(<svg[\s\S]*?<\/svg>)\n```/)[1]).scene);
  if (paper !== CHLOROBENZENE_TIKZ) throw new Error(`the prompt's chlorobenzene, written in TikZ, is not the paper's:\n${paper}`);

  let tasks = 0, answers = 0;
  const nextTurn = styleTurns(STYLES.length);
  const mismatches = [];
  for (const { name, task } of svgTasks(source)) {
    const reference = readFileSync(join(source, name, 'reference.tex'), 'utf8');
    const out = moleculeTask(name, task, { format: 'tikz', prompt: tikzPrompt(task.prompt, plumbline), reference });
    const dir = join(target, name);
    mkdirSync(join(dir, 'answers'), { recursive: true });
    writeFileSync(join(dir, 'task.json'), JSON.stringify(out, null, 2) + '\n');
    tasks++;
    const referenceDrawing = moleculeDrawing(plumbline.readDrawing('tikz', reference).scene);
    for (const { file, stem, expected, label, response: svgResponse } of svgAnswers(join(source, name))) {
      const rand = random(`${name}/${stem}`);
      const style = styleFor(label, nextTurn(label));
      let response, outName;
      if (expected === 'invalid') {
        response = invalidResponse(label, svgResponse, referenceDrawing, style, rand);
        outName = label === 'prose-only' ? `${stem}.txt` : `${stem}-${style}.txt`;
      } else {
        const extraction = plumbline.extract(svgResponse, 'svg');
        const read = plumbline.readDrawing('svg', extraction.text);
        if (!read.ok) throw new Error(`${name}/${file}: the SVG answer does not read`);
        const drawing = moleculeDrawing(read.scene);
        response = wrapResponse(style, pictureBody(drawing, style, label, rand), proseAround(svgResponse, extraction, tikzProse));
        outName = `${stem}-${style}.txt`;
      }
      writeFileSync(join(dir, 'answers', outName), response);
      answers++;
      // the TikZ answer must be judged as the SVG one is
      const mismatch = twinMismatch(plumbline, `${name}/${outName}`, expected, { task, response: svgResponse }, { task: out, response }, 'TikZ');
      if (mismatch) mismatches.push(mismatch);
    }
  }
  return { tasks, answers, target, mismatches };
}
