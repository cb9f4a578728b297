// The diagram check's verdict for a person (docs/diagram.md, "The task and the report"):
// in the verdict area the three metrics, and below the picture the reference's and the
// answer's nodes and edges as lists, each marked matched, missing, extra or reversed.
//
// Why lists and not a picture of a DOT or Mermaid answer: each states a graph without a
// layout (Mermaid's is its renderer's business), and a
// layout the page computed would show a drawing the model never made (and one the judgement
// does not look at). The lists are exactly what node, path and edge alignment compare, the
// same for a DOT answer and a drawn one; a drawn answer's extra nodes and misplaced edges
// are also outlined on its picture by the overlay (the diagnostics' shapes).
// Built with textContent only: labels from the answer are never markup.

// The formats that state a graph rather than draw one: their answers get lists, no picture.
export const GRAPH_FORMATS = ['dot', 'mermaid'];
export const isGraphFormat = (format) => GRAPH_FORMATS.includes(format);

const STATUS_WORDS = {
  matched: 'matched', missing: 'missing', extra: 'extra', reversed: 'reversed', 'unmatched-node': 'end not matched',
};
const ARROWS = { forward: '→', both: '↔', none: '—' };

const percent = (x) => `${Math.round(x * 100)}%`;

function metric(name, m) {
  const span = document.createElement('span');
  const b = document.createElement('b');
  b.textContent = `F1 ${percent(m.f1)}`;
  if (m.f1 < 1) b.className = 'dg-differs';
  span.append(`${name}: `, b, ` (P ${percent(m.precision)}, R ${percent(m.recall)})`);
  return span;
}

// The verdict area's line: node, path and edge alignment.
export function renderDiagramSummary(p, report) {
  p.replaceChildren();
  const d = report?.check === 'diagram' ? report.diagram : null;
  p.hidden = !d;
  if (!d) return;
  p.append(metric('Nodes', d.nodes), ' · ', metric('Paths', d.paths), ' · ', metric('Edges', d.edges));
  if (d.rule === 'diagrameval') p.append(' · DiagramEval verdict (nodes and paths)');
}

function label(side, i) {
  const text = side.nodes?.[i]?.label ?? `#${i + 1}`;
  return text.replace(/\s*\n\s*/g, ' ');
}

function item(text, status) {
  const li = document.createElement('li');
  li.className = `dg-${status}`;
  const badge = document.createElement('span');
  badge.className = 'dg-badge';
  badge.textContent = `${status === 'matched' ? '✔' : '✖'} ${STATUS_WORDS[status] ?? status}`;
  li.append(badge, ' ', text);
  return li;
}

function column(title, side) {
  const div = document.createElement('div');
  div.className = 'dg-column';
  const h = document.createElement('h3');
  h.textContent = `${title} (${side.read_from === 'graph' ? 'DOT graph' : 'read from the drawing'})`;
  const nodes = document.createElement('ul');
  nodes.className = 'dg-list';
  nodes.setAttribute('aria-label', `${title} nodes`);
  for (const n of side.nodes ?? []) nodes.append(item(n.label.replace(/\s*\n\s*/g, ' '), n.status));
  const edges = document.createElement('ul');
  edges.className = 'dg-list';
  edges.setAttribute('aria-label', `${title} edges`);
  for (const e of side.edges ?? [])
    edges.append(item(`${label(side, e.from)} ${ARROWS[e.direction] ?? '—'} ${label(side, e.to)}`, e.status));
  const nh = document.createElement('h4');
  nh.textContent = `${side.nodes?.length ?? 0} nodes`;
  const eh = document.createElement('h4');
  eh.textContent = `${side.edges?.length ?? 0} edges`;
  div.append(h, nh, nodes, eh, edges);
  return div;
}

// Below the picture: both graphs, side by side. Hidden for other checks.
export function renderDiagramLists(section, report) {
  section.replaceChildren();
  const d = report?.check === 'diagram' ? report.diagram : null;
  section.hidden = !d;
  if (!d) return;
  section.append(column('Reference', d.reference), column('Answer', d.candidate));
}

// On a drawn answer's picture: each node's box and each connector, stroked by status
// (matched, extra; reversed, or an edge whose end matched no node). Geometry comes from
// the answer's scene and is drawn by the core (drawGeometry); nothing for a DOT answer.
export function drawDiagramMarks(svg, report, scene, frame, drawGeometry, shape) {
  svg.replaceChildren();
  const d = report?.check === 'diagram' ? report.diagram : null;
  const side = d?.candidate;
  const shown = !!(side && side.read_from === 'drawing' && frame && scene && side.nodes);
  svg.toggleAttribute('hidden', !shown);   // an SVG element has no `hidden` property
  if (!shown) return;
  svg.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
  const mark = (item, status, what) => {
    const geometry = scene.items?.[item]?.geometry;
    const e = geometry ? shape(drawGeometry, geometry, { class: `dg-mark dg-mark-${status}` }) : null;
    if (!e) return;
    const title = document.createElementNS('http://www.w3.org/2000/svg', 'title');
    title.textContent = `${what}: ${STATUS_WORDS[status] ?? status}`;
    e.append(title);
    svg.append(e);
  };
  for (const n of side.nodes) {
    const box = n.items.length > 0 ? n.items[n.items.length - 1] : -1;
    // a node's items are its texts, then its box when it has one
    if (box >= 0 && scene.items?.[box]?.kind !== 'text') mark(box, n.status, `node "${n.label.replace(/\s*\n\s*/g, ' ')}"`);
  }
  for (const e of side.edges ?? [])
    if (e.item != null) mark(e.item, e.status, `edge ${label(side, e.from)} ${ARROWS[e.direction] ?? '—'} ${label(side, e.to)}`);
}
