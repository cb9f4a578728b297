// What the EPS example generators (make_eps_examples.mjs, eps_molecules.mjs) share: numbers
// as PostScript writes them, colours as 0-1 operands, strings, the file header, SVG arcs as
// PostScript arcs or curves, and the prose around a drawing said of EPS.

// A number with at most `digits` decimals, no trailing zeros, never "-0".
export function num(x, digits = 4) {
  const s = String(Number(x.toFixed(digits)));
  return s === '-0' ? '0' : s;
}

// A number with exactly `digits` decimals, never "-0.00".
export function fixed(x, digits) {
  const s = x.toFixed(digits);
  return /^-0\.0*$/.test(s) ? s.slice(1) : s;
}

export const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

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

export function header(box, { creator = null, hires = null } = {}) {
  const out = ['%!PS-Adobe-3.0 EPSF-3.0', `%%BoundingBox: ${box.join(' ')}`];
  if (hires) out.push(`%%HiResBoundingBox: ${hires.join(' ')}`);
  if (creator) out.push(`%%Creator: ${creator}`);
  return out;
}

// A small deterministic generator (mulberry32), seeded from names.
export function hash(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}
export function random(seedText) {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// An SVG elliptical arc (endpoint form, SVG 1.1 appendix F.6) in centre form: centre, radii,
// rotation (radians), start angle and signed sweep (radians, in the SVG's y-down frame).
export function arcCentre(x1, y1, rx, ry, phiDeg, large, sweep, x2, y2) {
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
  return { cx, cy, rx, ry, phi, cos, sin, t1, dt };
}

// The same arc as cubic Bézier pieces [[c1, c2, end], ...], a quarter turn at most each.
export function arcToBeziers(x1, y1, rx, ry, phiDeg, large, sweep, x2, y2) {
  const a = arcCentre(x1, y1, rx, ry, phiDeg, large, sweep, x2, y2);
  const n = Math.max(1, Math.ceil(Math.abs(a.dt) / (Math.PI / 2)));
  const step = a.dt / n, k = (4 / 3) * Math.tan(step / 4);
  const at = (t) => [a.cx + a.rx * Math.cos(t) * a.cos - a.ry * Math.sin(t) * a.sin,
                     a.cy + a.rx * Math.cos(t) * a.sin + a.ry * Math.sin(t) * a.cos];
  const d = (t) => [-a.rx * Math.sin(t) * a.cos - a.ry * Math.cos(t) * a.sin,
                    -a.rx * Math.sin(t) * a.sin + a.ry * Math.cos(t) * a.cos];
  const out = [];
  for (let i = 0; i < n; i++) {
    const s = a.t1 + i * step, e = s + step, ps = at(s), pe = at(e), ds = d(s), de = d(e);
    out.push([[ps[0] + k * ds[0], ps[1] + k * ds[1]], [pe[0] - k * de[0], pe[1] - k * de[1]], pe]);
  }
  return out;
}

// SVG path data as the core writes it (absolute M L C Q A Z) as a list of pieces:
// {op: 'M'|'L'|'C'|'Z'|'ARC', ...} with quadratics raised to cubics and arcs kept in centre
// form when circular (a PostScript arc can draw them), else as cubics.
export function pathPieces(d) {
  const tokens = d.match(/[MLCQAZ]|-?[\d.]+(?:e[-+]?\d+)?/gi);
  const out = [];
  let i = 0, cur = [0, 0], start = [0, 0];
  const take = (n) => tokens.slice(i, (i += n)).map(Number);
  while (i < tokens.length) {
    const cmd = tokens[i++];
    if (cmd === 'M') { cur = start = take(2); out.push({ op: 'M', p: cur }); }
    else if (cmd === 'L') { cur = take(2); out.push({ op: 'L', p: cur }); }
    else if (cmd === 'C') { const [a, b, c, e, f, g] = take(6); out.push({ op: 'C', c1: [a, b], c2: [c, e], p: [f, g] }); cur = [f, g]; }
    else if (cmd === 'Q') {
      const [qx, qy, x, y] = take(4);
      const c1 = [cur[0] + (2 / 3) * (qx - cur[0]), cur[1] + (2 / 3) * (qy - cur[1])];
      const c2 = [x + (2 / 3) * (qx - x), y + (2 / 3) * (qy - y)];
      out.push({ op: 'C', c1, c2, p: [x, y] }); cur = [x, y];
    } else if (cmd === 'A') {
      const [rx, ry, phi, large, sweep, x, y] = take(7);
      if (Math.abs(rx - ry) <= 1e-9 * Math.max(rx, ry)) {
        const a = arcCentre(cur[0], cur[1], rx, ry, phi, large, sweep, x, y);
        // angles of the scene's (y-down) frame; the writer flips them with y
        out.push({ op: 'ARC', c: [a.cx, a.cy], r: a.rx, from: (a.t1 * 180) / Math.PI, sweep: (a.dt * 180) / Math.PI, p: [x, y] });
      } else {
        for (const [c1, c2, p] of arcToBeziers(cur[0], cur[1], rx, ry, phi, large, sweep, x, y)) out.push({ op: 'C', c1, c2, p });
      }
      cur = [x, y];
    } else if (cmd === 'Z') { out.push({ op: 'Z' }); cur = start; }
  }
  return out;
}

// The prose an SVG response put around its drawing, said of EPS.
export function epsProse(text) {
  return text
    .replace(/\bas an SVG\b/g, 'as EPS')
    .replace(/\bas SVG\b/g, 'as EPS')
    .replace(/\bMy SVG drawing\b/g, 'My EPS drawing')
    .replace(/\bmy SVG drawing\b/g, 'my EPS drawing')
    .replace(/\bThe SVG for\b/g, 'The EPS file for')
    .replace(/\bThe SVG below\b/g, 'The EPS file below')
    .replace(/\bIn an SVG\b/g, 'In an EPS file')
    .replace(/\ban SVG\b/g, 'an EPS file')
    .replace(/small filled arc path/g, 'small filled path of two arcs')
    .replace(/set through style attributes/g, 'set through colour procedures')
    .replace(/as a few polylines/g, 'as a few chains of lines')
    .replace(/\bwith a circle element\b/g, 'with an arc')
    .replace(/\ba circle element\b/g, 'an arc')
    .replace(/<circle>/g, 'arc')
    .replace(/<line>/g, 'lineto')
    .replace(/\bSVG\b/g, 'EPS');
}

// Before and after the drawing in a response (fences removed), said of EPS.
export function proseAround(response, extraction) {
  const start = Buffer.from(response).subarray(0, extraction.offset).toString().length;
  const end = start + extraction.text.length;
  let before = response.slice(0, start), after = response.slice(end);
  if (extraction.how === 'fence') {
    before = before.slice(0, before.lastIndexOf('```'));
    after = after.slice(after.indexOf('```') + 3);
  }
  return { before: epsProse(before.trim()), after: epsProse(after.trim()) };
}

// The drawing with prose around it: `fence` a language tag ('' for an untagged fence) or
// null for a bare drawing.
export function around(drawing, fence, prose, defaultBefore = '') {
  const before = prose.before || defaultBefore;
  const body = fence === null ? drawing : `\`\`\`${fence}\n${drawing}\n\`\`\``;
  return [before, body, prose.after].filter(Boolean).join('\n\n') + '\n';
}
