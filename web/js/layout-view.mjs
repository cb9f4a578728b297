// The report's layout section on the page (docs/layout.md): every finding drawn over the
// picture with the shapes the report gives (a label's line to the point it names, the
// overlap region, the part out of frame, a shape's gap, the marks that lie), the frame
// drawn when something lies out of it (and the picture widened to show that part), and the
// list of findings beside it, each a button that highlights its shapes.
import { shape } from './svg-dom.mjs';

const ICON = { error: '✖', warning: '▲', info: 'ℹ' };

export const layoutFindings = (report) => report?.layout?.findings ?? [];

const isFrameFinding = (f) => f.code === 'layout.frame.outside';

// The corners of a path's data (the core's box shapes are `M x,y L ... Z`), as [x, y].
function corners(geometry) {
  if (geometry?.type !== 'path' || typeof geometry.d !== 'string') return [];
  const n = geometry.d.match(/-?(?:\d+\.?\d*|\.\d+)(?:e[-+]?\d+)?/gi)?.map(Number) ?? [];
  const out = [];
  for (let k = 0; k + 1 < n.length; k += 2) if (Number.isFinite(n[k]) && Number.isFinite(n[k + 1])) out.push([n[k], n[k + 1]]);
  return out;
}

// The frame the picture is shown in: `frame` (the core drawing's viewBox), grown to hold
// the parts out of frame the layout section found, with a margin of 4% so the frame's
// edge stays visible; `frame` itself when nothing lies out of it.
export function frameWithOutside(report, frame) {
  if (!frame) return frame;
  let x0 = frame.x, y0 = frame.y, x1 = frame.x + frame.width, y1 = frame.y + frame.height;
  let grown = false;
  for (const f of layoutFindings(report).filter(isFrameFinding))
    for (const s of f.shapes ?? [])
      for (const [x, y] of corners(s.geometry)) {
        if (x < x0 || x > x1 || y < y0 || y > y1) grown = true;
        x0 = Math.min(x0, x); y0 = Math.min(y0, y); x1 = Math.max(x1, x); y1 = Math.max(y1, y);
      }
  if (!grown) return frame;
  const pad = 0.04 * Math.max(x1 - x0, y1 - y0);
  return { x: x0 - pad, y: y0 - pad, width: x1 - x0 + 2 * pad, height: y1 - y0 + 2 * pad };
}

// The scene's own frame (the page a viewer shows) as a closed path, for the core to draw.
export function frameGeometry(sceneFrame) {
  const f = sceneFrame;
  if (!f || !(f.width > 0 && f.height > 0)) return null;
  const x1 = f.x + f.width, y1 = f.y + f.height;
  return { type: 'path', closed: true, d: `M${f.x},${f.y}L${x1},${f.y}L${x1},${y1}L${f.x},${y1}Z` };
}

// What a finding highlights: its shapes, and for a part out of frame the frame too.
export function findingShapes(f, sceneFrame) {
  const shapes = [...(f.shapes ?? [])];
  const frame = isFrameFinding(f) ? frameGeometry(sceneFrame) : null;
  if (frame) shapes.unshift({ role: 'frame', geometry: frame });
  return shapes;
}

// Draws every finding's shapes into `layer` (draw: the API's drawGeometry), each element
// carrying its finding's index; returns the number of elements drawn.
export function drawLayout(layer, report, draw, sceneFrame) {
  const findings = layoutFindings(report);
  let drawn = 0;
  const add = (geometry, role, index, title) => {
    const e = shape(draw, geometry, { class: `ov-layout ov-layout-${role}` }, { textAsBox: true });
    if (!e) return;
    e.dataset.role = role;
    if (index != null) e.dataset.finding = String(index);
    const t = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    t.textContent = title;
    e.append(t);
    layer.append(e);
    drawn += 1;
  };
  if (findings.some(isFrameFinding)) {
    const frame = frameGeometry(sceneFrame);
    if (frame) add(frame, 'frame', null, 'the frame: what a viewer shows');
  }
  findings.forEach((f, i) => {
    for (const s of f.shapes ?? []) add(s.geometry, s.role, i, `${f.code}: ${f.message}`);
  });
  return drawn;
}

// The list of findings: each a button (focusable; Enter and Space work) with its
// severity, code, where it is (name(i) names a candidate item) and message; onSelect gets
// {kind: 'layout', finding, index}. Returns the number listed.
export function renderLayoutFindings(section, list, report, { onSelect, name = (i) => `item ${i}` }) {
  const findings = layoutFindings(report);
  list.replaceChildren();
  section.hidden = !findings.length;
  findings.forEach((f, i) => {
    const li = document.createElement('li');
    const button = document.createElement('button');
    button.type = 'button';
    button.className = `entry diag-${f.severity}`;
    button.dataset.index = String(i);
    button.dataset.code = f.code;
    button.setAttribute('aria-pressed', 'false');
    const head = span('entry-head', '');
    head.append(span('badge', `${ICON[f.severity] ?? ''} ${f.severity}`), span('code', f.code),
                span('where', f.items?.length ? name(f.items[0]) : ''));
    button.append(head, span('message', f.message));
    button.addEventListener('click', () => {
      for (const b of list.closest('section').querySelectorAll('button.entry[aria-pressed="true"]')) b.setAttribute('aria-pressed', 'false');
      button.setAttribute('aria-pressed', 'true');
      onSelect({ kind: 'layout', finding: f, index: i });
    });
    li.append(button);
    list.append(li);
  });
  return findings.length;
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

// Whether a requirement's selector (docs/layout.md, "Layout as requirements": a code, a
// family ending before a dot, `layout`, `warnings`) selects a finding.
export function selects(selector, f) {
  if (selector === 'warnings') return f.severity === 'warning';
  if (selector === 'layout') return f.code.startsWith('layout.');
  return f.code === selector || f.code.startsWith(`${selector}.`);
}

// The requirement list's wording for a layout requirement ({badge, message}), or null for others.
export function describeLayoutRequirement(report, r) {
  if (r.kind !== 'layout') return null;
  const found = layoutFindings(report).filter((f) => selects(r.name, f));
  const what = r.name === 'warnings' ? 'layout warning' : `${r.name} finding`;
  if (r.satisfied) return { badge: '✔ met', message: `no ${what} in the drawing` };
  const n = found.length || r.error || 0;
  return { badge: '✖ not met', message: `${n} ${what}${n === 1 ? '' : 's'}${found[0] ? `: ${found[0].message}` : ''}` };
}

// What selecting a layout requirement highlights: the shapes of the findings it selects.
export function requirementShapes(report, r, sceneFrame) {
  return layoutFindings(report).filter((f) => selects(r.name, f)).flatMap((f) => findingShapes(f, sceneFrame));
}
