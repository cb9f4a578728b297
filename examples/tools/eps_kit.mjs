// What the EPS example generators (make_eps_examples.mjs, eps_molecules.mjs) share and the
// TikZ ones do not: colours as 0-1 operands, strings and labels as PostScript takes them,
// the file header, and the SVG answers' prose said of EPS. What is not EPS's own (numbers,
// path data, arcs, the prose rules) is in drawing_kit.mjs and prose_kit.mjs.
import { num, rgbOf } from './drawing_kit.mjs';
import { proseSaidOf } from './prose_kit.mjs';

// A scene point and a scene length as written in a frame f: f.at maps the point (y down) to
// the two numbers (y up), f.len the length, each with f.digits decimals at most.
export const pt = (f, p) => f.at(p).map((v) => num(v, f.digits)).join(' ');
export const len = (f, r) => num(f.len(r), f.digits);

// '#ff0000' -> '1 0 0', '#274a4a' -> '0.153 0.29 0.29' (each channel / 255, `digits` decimals).
export function rgbOperands(hex, digits = 3) {
  return rgbOf(hex).map((v) => num(v / 255, digits)).join(' ');
}

// A PostScript string literal: ( ) and \ escaped. Text stays UTF-8, as a converter writes it.
export function psString(text) {
  return `(${text.replace(/[\\()]/g, (c) => `\\${c}`)})`;
}

// What a model writes for a label in Helvetica's standard encoding: subscript digits as
// digits, the script l as l, a prime as an apostrophe, Greek spelled out.
const ASCII = { 'ℓ': 'l', '′': "'", 'α': 'alpha', 'β': 'beta', 'γ': 'gamma', 'θ': 'theta', 'π': 'pi' };
export function asciiLabel(text) {
  return text.replace(/[₀-₉]/g, (c) => String(c.charCodeAt(0) - 0x2080)).replace(/[ℓ′αβγθπ]/g, (c) => ASCII[c]);
}

// The EPS file's first comments: the page's box, then the exact box and the creator if given.
export function header(box, { creator = null, hires = null } = {}) {
  const out = ['%!PS-Adobe-3.0 EPSF-3.0', `%%BoundingBox: ${box.join(' ')}`];
  if (hires) out.push(`%%HiResBoundingBox: ${hires.join(' ')}`);
  if (creator) out.push(`%%Creator: ${creator}`);
  return out;
}

// The prose an SVG response put around its drawing, said of EPS.
const EPS_WORDS = {
  name: 'EPS', asIt: 'as EPS', theFileFor: 'The EPS file for', theFile: 'The EPS file',
  inIt: 'In an EPS file', aFile: 'an EPS file', styles: 'colour procedures',
  elements: [[/\bwith a circle element\b/g, 'with an arc'], [/\ba circle element\b/g, 'an arc'],
             [/<circle>/g, 'arc'], [/<line>/g, 'lineto']],
};
export const epsProse = (text) => proseSaidOf(text, EPS_WORDS);
