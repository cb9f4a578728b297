// The constraints check on the picture (docs/constraints.md): the given and derived
// objects the relations read (points, lines, circles, from the report's `constraints`
// section), each named; every failed relation marked on its first object with its measured
// and required values; and the requirement list worded by relation.
import { el, shape } from './svg-dom.mjs';

// 4 significant digits on screen; the report keeps 6.
const num = (x) => (x == null ? '—' : String(Number(Number(x).toPrecision(4))));

// Where a name or a note goes: a point itself, a segment's middle, a circle's top.
function anchorOf(g) {
  if (!g) return null;
  if (g.type === 'point') return g.p;
  if (g.type === 'segment') return [(g.a[0] + g.b[0]) / 2, (g.a[1] + g.b[1]) / 2];
  if (g.type === 'circle') return [g.c[0], g.c[1] - g.r];
  return null;
}

function note(layer, at, text, cls) {
  if (!at || !at.every(Number.isFinite)) return null;
  const t = el('text', { class: cls, x: at[0], y: at[1] });
  t.textContent = text;
  layer.append(t);
  return t;
}

// How one relation's measurement reads: "on(I1, l): 9 units, required = 0 ± 8.485".
export function measurement(c) {
  const unit = c.unit === 'degrees' ? '°' : c.unit ? ` ${c.unit}` : '';
  const measured = c.measured == null ? 'not measured' : `${num(c.measured)}${unit}`;
  return `${c.text}: ${measured}, required ${c.comparison} ${num(c.required)}${unit} (tolerance ${num(c.tolerance)})`;
}

// Draws into `layer`; draw is the API's drawGeometry. Returns the number of objects drawn.
export function drawConstraints(layer, report, draw) {
  const section = report?.constraints;
  if (!section) return 0;
  let drawn = 0;
  const objects = new Map((section.objects ?? []).map((o) => [o.name, o]));
  for (const o of section.objects ?? []) {
    // Answer objects are the candidate's own items, which the picture shows already.
    if (!o.defined || o.origin === 'answer' || !o.geometry) continue;
    const e = shape(draw, o.geometry, { class: `ov-object ov-object-${o.origin}` });
    if (!e) continue;
    e.dataset.name = o.name;
    e.append(Object.assign(el('title'), { textContent: `${o.origin} ${o.type} ${o.name}` }));
    layer.append(e);
    drawn += 1;
    if (/^[\p{L}_][\p{L}\p{N}_']*$/u.test(o.name)) note(layer, anchorOf(o.geometry), o.name, 'ov-object-name');
  }
  for (const c of section.constraints ?? []) {
    if (c.satisfied) continue;
    const first = (c.objects ?? []).map((n) => objects.get(n)).find((o) => o?.defined && o.geometry);
    const t = note(layer, anchorOf(first?.geometry), measurement(c), 'ov-failed-relation');
    if (t) t.dataset.id = c.id;
  }
  return drawn;
}

// The requirements list's wording for a constraint: {badge, message}, or null for other checks.
export function describeConstraint(report, r) {
  const c = report?.constraints?.constraints?.find((x) => x.id === r.id);
  if (!c) return null;
  return { badge: c.satisfied ? '✔ holds' : '✖ fails', message: measurement(c) };
}
