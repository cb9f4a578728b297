// Report geometry (docs/schema.md, "Geometry"; scene coordinates, y down) to SVG elements
// for the overlay. Built with createElementNS from numbers only: no candidate markup here.

const NS = 'http://www.w3.org/2000/svg';

export function el(name, attrs = {}) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

const ok = (...xs) => xs.every((x) => typeof x === 'number' && Number.isFinite(x));

// Returns an SVG element for one geometry, or null when it has nothing drawable.
export function geometryElement(g) {
  if (!g) return null;
  switch (g.type) {
    case 'segment':
      return ok(...g.a, ...g.b) ? el('line', { x1: g.a[0], y1: g.a[1], x2: g.b[0], y2: g.b[1] }) : null;
    case 'circle':
      return ok(...g.c, g.r) ? el('circle', { cx: g.c[0], cy: g.c[1], r: g.r }) : null;
    case 'ellipse':
      return ok(...g.c, g.rx, g.ry, g.angle_deg)
        ? el('ellipse', { cx: g.c[0], cy: g.c[1], rx: g.rx, ry: g.ry,
                          transform: `rotate(${g.angle_deg} ${g.c[0]} ${g.c[1]})` })
        : null;
    case 'arc':
      return ok(...g.c, g.rx, g.ry, g.angle_deg, g.t0_deg, g.dt_deg) ? el('path', { d: arcPath(g) }) : null;
    case 'path':
      return g.d ? el('path', { d: g.d }) : null;
    case 'text': {
      const b = g.box;
      if (b && ok(...b.min, ...b.max)) return el('rect', { x: b.min[0], y: b.min[1], width: b.max[0] - b.min[0], height: b.max[1] - b.min[1] });
      return ok(...g.anchor) ? point(g.anchor) : null;
    }
    case 'point':
      return ok(...g.p) ? point(g.p) : null;
    default:
      return null;
  }
}

// A point is drawn as a small ring; its radius follows the overlay's pixel scale (CSS).
function point(p) {
  return el('circle', { cx: p[0], cy: p[1], r: 3, class: 'ov-point' });
}

// c + R(angle)(rx cos t, ry sin t), t from t0 to t0+dt, as a polyline (fine enough on screen).
function arcPath(g) {
  const steps = Math.max(8, Math.ceil(Math.abs(g.dt_deg) / 5));
  const a = (g.angle_deg * Math.PI) / 180, ca = Math.cos(a), sa = Math.sin(a);
  const pts = [];
  for (let i = 0; i <= steps; ++i) {
    const t = ((g.t0_deg + (g.dt_deg * i) / steps) * Math.PI) / 180;
    const x = g.rx * Math.cos(t), y = g.ry * Math.sin(t);
    pts.push(`${(g.c[0] + ca * x - sa * y).toFixed(3)},${(g.c[1] + sa * x + ca * y).toFixed(3)}`);
  }
  return 'M' + pts.join('L');
}
