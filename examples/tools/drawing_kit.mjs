// What the TikZ and EPS example generators (make_tikz_examples.mjs, make_eps_examples.mjs and
// their molecule parts) both need from a drawing the core has read, whatever format they
// write: numbers as both write them, colour channels, SVG path data as pieces (arcs as
// curves), a Scene's primary items, and the given lines a helper line may extend. One copy,
// so the two formats' examples cannot drift apart in geometry.

// A number with at most `digits` decimals, no trailing zeros (String(-0) is "0").
export function num(x, digits = 4) {
  return String(Number(x.toFixed(digits)));
}

// A number with exactly `digits` decimals, never "-0.00".
export function fixed(x, digits) {
  const s = x.toFixed(digits);
  return /^-0\.0*$/.test(s) ? s.slice(1) : s;
}

// '#274a4a' -> [39, 74, 74].
export const rgbOf = (hex) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));

// The items the drawing shows as written: each element once (not the pieces the core splits
// it into), invisible ones left out.
export function primaries(scene) {
  return scene.items.filter((it) => it.origin === it.index && it.style.visible);
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
// {op: 'M'|'L'|'C'|'Z'|'ARC', ...} with quadratics raised to cubics and arcs as cubics, or,
// with `circularArcs` (PostScript's arc draws them), circular arcs kept in centre form.
export function pathPieces(d, { circularArcs = false } = {}) {
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
      if (circularArcs && Math.abs(rx - ry) <= 1e-9 * Math.max(rx, ry)) {
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

// The lines a helper line (pass-helper-line-grows-bbox) may extend, best first: the given
// drawing's segments (a side, the line l), then the lines through two of its point markers
// (the foci, P and O, two of the three points), as [a, b] pairs.
export function givenLines(inputScene) {
  const segments = inputScene.items.filter((it) => it.kind === 'segment').map((it) => [it.geometry.a, it.geometry.b]);
  const dots = inputScene.items.filter((it) => it.kind === 'circle' && it.style.fill !== 'none' && it.geometry.r < 5).map((it) => it.geometry.c);
  const pairs = [...segments];
  for (let i = 0; i < dots.length; i++) for (let j = i + 1; j < dots.length; j++) pairs.push([dots[i], dots[j]]);
  return pairs;
}
