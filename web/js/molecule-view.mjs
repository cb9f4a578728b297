// The molecule check's verdict drawn for a person (docs/schema.md, "Molecule"): on the
// candidate picture every atom and bond marked by status, and the reference bonds the
// drawing lacks dashed between the candidate atoms that stand for their ends; beside it
// the reference molecule, numbered 1..n as the diagnostics number its atoms, in the same
// colours; hovering, focusing or clicking an atom in either picture lights up its
// counterpart. Built from the report's numbers: every atom ring, bond line and number label
// is drawn by the core (the JS API's drawGeometry); no candidate markup.
//
// Coordinates: report.molecule.candidate is in the candidate's scene units (the stage's
// frame); report.molecule.reference is in the reference drawing's, which may be rotated,
// scaled or laid out differently, so it is drawn only in its own panel.
import { el, shape } from './svg-dom.mjs';

const STATUS_WORDS = {
  matched: 'matched', element: 'wrong element', charge: 'charge differs', missing: 'missing', extra: 'extra', order: 'bond order differs',
};
const NEUTRAL = '#8c959f';
const SIDES = ['candidate', 'reference'];

// --- words shared with the lists and the verdict area ----------------------------------

const atomName = (side, atoms, i) => `${side} atom ${i + 1} (${atoms[i]?.element ?? '?'})`;

// What one requirement (atom#N, bond#N) of a molecule report says, for the requirements
// list: {badge, message}; null when the requirement is not a molecule's.
export function describeRequirement(report, r) {
  const m = report?.molecule;
  const k = /^(atom|bond)#(\d+)$/.exec(r.id ?? '');
  if (!m || !k) return null;
  const i = Number(k[2]) - 1;
  const ref = m.reference, cand = m.candidate;
  if (k[1] === 'atom') {
    const atom = ref.atoms[i];
    if (!atom) return null;
    const other = atom.match != null ? ` ↔ ${atomName('candidate', cand.atoms, atom.match)}` : ': no counterpart drawn';
    return { badge: badge(atom.status), message: `${atomName('reference', ref.atoms, i)}${other}` };
  }
  const bond = ref.bonds[i];
  if (!bond) return null;
  const [x, y] = [ref.atoms[bond.a]?.match, ref.atoms[bond.b]?.match];
  const ends = `reference atoms ${bond.a + 1}–${bond.b + 1}`;
  let message;
  if (bond.status === 'missing') {
    message = x != null && y != null ? `${ends}: no line joins candidate atoms ${x + 1} and ${y + 1}`
                                     : `${ends}: an end has no counterpart drawn`;
  } else {
    const drawn = cand.bonds.find((b) => Math.min(b.a, b.b) === Math.min(x, y) && Math.max(b.a, b.b) === Math.max(x, y));
    message = `${ends} ↔ candidate atoms ${x + 1}–${y + 1}` +
              (bond.status === 'order' ? ` (order ${bond.order}, drawn with ${drawn?.order ?? '?'})` : '');
  }
  return { badge: badge(bond.status), message };
}

function badge(status) {
  return `${status === 'matched' ? '✔' : '✖'} ${STATUS_WORDS[status] ?? status}`;
}

// The verdict area's line: both formulas and both fragment counts.
export function renderMoleculeSummary(p, report) {
  p.replaceChildren();
  const m = report?.check === 'molecule' ? report.molecule : null;
  p.hidden = !m;
  if (!m) return;
  const strong = (text, differs) => {
    const b = document.createElement('b');
    b.textContent = text;
    if (differs) b.className = 'mol-differs';
    return b;
  };
  const formulaDiffers = m.reference.formula !== m.candidate.formula;
  const piecesDiffer = m.reference.fragments !== m.candidate.fragments;
  const pieces = (n) => `${n} ${n === 1 ? 'piece' : 'pieces'}`;
  const formula = document.createElement('span');
  formula.append('Formula: reference ', strong(m.reference.formula, false),
                 ', drawn ', strong(m.candidate.formula, formulaDiffers));
  const fragments = document.createElement('span');
  fragments.append('Connected: reference ', strong(pieces(m.reference.fragments), false),
                   ', drawn ', strong(pieces(m.candidate.fragments), piecesDiffer));
  const how = document.createElement('span');
  how.textContent = m.outcome === 'isomorphic' ? 'same molecule'
    : m.outcome === 'budget' ? 'undecided: search budget spent'
    : `different (told apart by ${m.decided_by ?? 'search'})`;
  p.append(formula, ' · ', fragments, ' · ', how);
}

// --- colours ------------------------------------------------------------------------------

// The task's palette as symbol -> CSS colour, from the task text (null when unreadable).
// Only plain colour spellings are kept: these go into a `fill`, where url(...) could
// otherwise reach out of the page.
export function paletteOf(taskText) {
  let task;
  try { task = JSON.parse(taskText); } catch { return null; }
  const palette = task?.check?.palette;
  if (!palette || typeof palette !== 'object') return null;
  const out = new Map();
  for (const [symbol, value] of Object.entries(palette)) {
    const css = cssColor(value);
    if (css) out.set(symbol, css);
  }
  return out;
}

function cssColor(value) {
  if (Array.isArray(value) && value.length === 3 && value.every((x) => typeof x === 'number' && x >= 0 && x <= 1))
    return `rgb(${value.map((x) => Math.round(x * 255)).join(', ')})`;
  if (typeof value !== 'string') return null;
  const v = value.trim();
  return /^(#[0-9a-f]{3,8}|rgba?\(\s*[0-9.,%\s]+\)|[a-z]{3,30})$/i.test(v) ? v : null;
}

// An element as the report names it: a palette class ("C", "B/Cl": its first symbol's
// colour), or in the ssvg profile the fill text itself.
function elementColor(element, palette) {
  const symbol = String(element ?? '').split('/')[0];
  return palette?.get(symbol) ?? cssColor(element) ?? NEUTRAL;
}

// --- the view -------------------------------------------------------------------------------

// marks: an <svg> laid over the candidate picture (same frame as the overlay);
// panel: the reference panel's element (shown only for molecule reports) holding
// panelSvg; pictures: the element holding the stage and the panel side by side (stacked
// when both drawings are wide, as long chains are); pointerLine: a line under the pictures saying which atom is pointed at (or
// focused) and what it stands for; drawGeometry: the JS API's; onPick({side, index, atom, counterpart}) when an atom
// is clicked or Enter is pressed on it (null when unpinned).
const POINTER_HINT = 'Point at an atom (or Tab to the pictures, then arrow keys) to see its counterpart; click to pin it.';

export function createMoleculeView({ marks, panel, panelSvg, pictures, pointerLine, drawGeometry, onPick = () => {} }) {
  let model = null;    // {m: report.molecule, atoms: {candidate: [g], reference: [g]}, bonds: {reference: [line]}}
  let pinned = null;   // {side, index}

  for (const svg of [marks, panelSvg]) keepPixelScale(svg);

  function clear() {
    model = null;
    pinned = null;
    marks.replaceChildren();
    panelSvg.replaceChildren();
    marks.toggleAttribute('hidden', true);   // an <svg> has no .hidden property
    panel.hidden = true;
    pointerLine.hidden = true;
    pictures.classList.remove('mol-stacked');
  }

  function draw(report, frame, palette) {
    clear();
    const m = report?.check === 'molecule' ? report.molecule : null;
    if (!m) return false;
    model = { m, atoms: { candidate: [], reference: [] }, bonds: { reference: [] } };
    if (frame) {
      marks.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
      drawCandidate(m);
      marks.toggleAttribute('hidden', false);
    }
    const referenceAspect = drawReference(m, palette);
    const wide = (aspect) => aspect >= 2;
    pictures.classList.toggle('mol-stacked', !!frame && wide(frame.width / frame.height) && wide(referenceAspect));
    panel.hidden = false;
    pointerLine.hidden = false;
    pointerLine.textContent = POINTER_HINT;
    for (const svg of [marks, panelSvg]) svg.dispatchEvent(new Event('rescale'));
    return true;
  }

  function drawCandidate(m) {
    const cand = m.candidate, ref = m.reference;
    const bonds = el('g', { class: 'mol-bonds' });
    for (const b of cand.bonds) {
      const line = bondLine(cand.atoms, b, `mol-bond mol-bond-${b.status}`,
                            `candidate bond ${b.a + 1}–${b.b + 1}: ${STATUS_WORDS[b.status] ?? b.status}`);
      if (line) bonds.append(line);
    }
    // Reference bonds the drawing lacks, where both ends have a counterpart: dashed
    // between those counterparts, where the line should be.
    ref.bonds.forEach((b) => {
      const x = ref.atoms[b.a]?.match, y = ref.atoms[b.b]?.match;
      if (b.status !== 'missing' || x == null || y == null) return;
      const line = bondLine(cand.atoms, { a: x, b: y }, 'mol-bond mol-bond-missing',
                            `missing bond: reference atoms ${b.a + 1}–${b.b + 1}; no line joins candidate atoms ${x + 1} and ${y + 1}`);
      if (line) bonds.append(line);
    });
    const atoms = el('g', { class: 'mol-atoms', role: 'group', 'aria-label': 'Candidate atoms: arrow keys move, Enter pins' });
    cand.atoms.forEach((a, i) => {
      const g = atomMark('candidate', i, a, a.radius);
      atoms.append(g);
      model.atoms.candidate.push(g);
    });
    marks.append(bonds, atoms);
    rovingFocus(model.atoms.candidate);
  }

  // Returns the panel's aspect ratio (width / height).
  function drawReference(m, palette) {
    const ref = m.reference;
    if (!ref.atoms.length) return 1;
    const bl = ref.bond_length > 0 ? ref.bond_length : Math.max(1, ...ref.atoms.map((a) => 4 * a.radius));
    const r = 0.3 * bl;   // atoms drawn big enough to carry their number
    const xs = ref.atoms.map((a) => a.center[0]), ys = ref.atoms.map((a) => a.center[1]);
    const pad = 0.6 * bl;
    const x0 = Math.min(...xs) - pad, y0 = Math.min(...ys) - pad;
    const w = Math.max(...xs) - x0 + pad, h = Math.max(...ys) - y0 + pad;
    panelSvg.setAttribute('viewBox', `${x0} ${y0} ${w} ${h}`);
    panelSvg.style.aspectRatio = `${w} / ${h}`;
    panelSvg.dataset.unitsPerBond = String(bl);
    const bonds = el('g', { class: 'mol-bonds' });
    ref.bonds.forEach((b, k) => {
      // the bond itself (this panel has no picture under it: one line per order, side by
      // side), then its status on top
      const line = bondLine(ref.atoms, b, `mol-bond mol-bond-${b.status}`,
                            `reference bond ${k + 1}, atoms ${b.a + 1}–${b.b + 1}: ${STATUS_WORDS[b.status] ?? b.status}` +
                            (b.order > 1 ? ` (order ${b.order})` : ''));
      if (line) bonds.append(...orderLines(ref.atoms, b, 0.14 * bl), line);
      model.bonds.reference.push(line);
    });
    const atoms = el('g', { class: 'mol-atoms', role: 'group', 'aria-label': 'Reference atoms: arrow keys move, Enter pins' });
    ref.atoms.forEach((a, i) => {
      const g = atomMark('reference', i, a, r);
      // after the <title> (a tooltip's title comes first), under the rings
      const fill = shape(drawGeometry, { type: 'circle', c: a.center, r }, { class: 'mol-fill', fill: elementColor(a.element, palette) });
      if (fill) g.insertBefore(fill, g.firstChild.nextSibling);
      const label = shape(drawGeometry, { type: 'text', anchor: a.center, content: String(i + 1), font_size: 0.85 * r },
                          { class: 'mol-number', 'aria-hidden': 'true' });
      if (label) g.append(label);
      atoms.append(g);
      model.atoms.reference.push(g);
    });
    panelSvg.append(bonds, atoms);
    rovingFocus(model.atoms.reference);
    return w / h;
  }

  function bondLine(atoms, b, cls, title) {
    const p = atoms[b.a]?.center, q = atoms[b.b]?.center;
    if (!p || !q) return null;
    const line = shape(drawGeometry, { type: 'segment', a: p, b: q }, { class: cls });
    if (line && title) line.append(titleOf(title));
    return line;
  }

  // A bond of order n as n parallel lines `gap` apart (drawing units), centred on the bond.
  function orderLines(atoms, b, gap) {
    const p = atoms[b.a]?.center, q = atoms[b.b]?.center;
    const n = Math.min(Math.max(1, b.order | 0), 4);
    const len = p && q ? Math.hypot(q[0] - p[0], q[1] - p[1]) : 0;
    if (!len) return [];
    const nx = -(q[1] - p[1]) / len, ny = (q[0] - p[0]) / len;
    return Array.from({ length: n }, (_, i) => {
      const o = (i - (n - 1) / 2) * gap;
      return shape(drawGeometry, { type: 'segment', a: [p[0] + nx * o, p[1] + ny * o], b: [q[0] + nx * o, q[1] + ny * o] },
                   { class: 'mol-ref-bond' });
    }).filter(Boolean);
  }

  // One atom: a status ring (its radius kept in --r, scene units, the gap in pixels via
  // CSS), focusable, with a title saying what it is and what it stands for.
  function atomMark(side, i, atom, radius) {
    const text = atomText(side, i);
    const g = el('g', { class: `mol-atom mol-${atom.status}`, tabindex: '-1', role: 'button',
                        'aria-pressed': 'false', 'aria-label': text });
    g.dataset.index = String(i);
    // The halo shows when the atom is linked, selected or focused; the ring keeps its
    // status colour meanwhile.
    const circle = { type: 'circle', c: atom.center, r: radius };
    const halo = shape(drawGeometry, circle, { class: 'mol-halo' }), ring = shape(drawGeometry, circle, { class: 'mol-ring' });
    g.append(titleOf(text));
    for (const c of [halo, ring].filter(Boolean)) {
      c.style.setProperty('--r', String(radius));
      g.append(c);
    }
    g.addEventListener('pointerenter', () => link(side, i));
    g.addEventListener('pointerleave', () => link(pinned?.side, pinned?.index));
    g.addEventListener('focus', () => link(side, i));
    g.addEventListener('blur', () => link(pinned?.side, pinned?.index));
    g.addEventListener('click', () => pin(side, i));
    g.addEventListener('keydown', (e) => {
      if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); pin(side, i); }
    });
    return g;
  }

  function atomText(side, i) {
    const m = model.m;
    const own = m[side], other = m[side === 'candidate' ? 'reference' : 'candidate'];
    const otherSide = side === 'candidate' ? 'reference' : 'candidate';
    const atom = own.atoms[i];
    const status = STATUS_WORDS[atom.status] ?? atom.status;
    const counterpart = atom.match != null ? `; stands for ${atomName(otherSide, other.atoms, atom.match)}` : '; no counterpart';
    return `${atomName(side, own.atoms, i)}: ${status}${counterpart}`;
  }

  // Lights up one atom and its counterpart in the other picture (or nothing).
  function link(side, index) {
    for (const g of marks.querySelectorAll('.mol-linked')) g.classList.remove('mol-linked');
    for (const g of panelSvg.querySelectorAll('.mol-linked')) g.classList.remove('mol-linked');
    const has = model && side != null && model.atoms[side]?.[index];
    marks.classList.toggle('has-link', !!has);
    panelSvg.classList.toggle('has-link', !!has);
    if (!has) {
      if (model) pointerLine.textContent = POINTER_HINT;
      return;
    }
    const other = side === 'candidate' ? 'reference' : 'candidate';
    const match = model.m[side].atoms[index].match;
    model.atoms[side][index].classList.add('mol-linked');
    if (match != null) model.atoms[other][match]?.classList.add('mol-linked');
    const isPinned = pinned && pinned.side === side && pinned.index === index;
    pointerLine.textContent = `${atomText(side, index)}${isPinned ? ' (pinned)' : ''}.`;
  }

  function pin(side, index) {
    const same = pinned && pinned.side === side && pinned.index === index;
    for (const s of SIDES) for (const g of model.atoms[s]) g.setAttribute('aria-pressed', 'false');
    pinned = same ? null : { side, index };
    if (pinned) model.atoms[side][index].setAttribute('aria-pressed', 'true');
    link(side, index);
    if (!pinned) { onPick(null); return; }
    const other = side === 'candidate' ? 'reference' : 'candidate';
    const atom = model.m[side].atoms[index];
    onPick({ side, index, atom, counterpart: atom.match != null ? model.m[other].atoms[atom.match] : null });
  }

  // Arrow keys move between a picture's atoms; only one of them is in the Tab order.
  function rovingFocus(gs) {
    if (!gs.length) return;
    gs[0].setAttribute('tabindex', '0');
    gs.forEach((g, i) => g.addEventListener('keydown', (e) => {
      const to = { ArrowRight: i + 1, ArrowDown: i + 1, ArrowLeft: i - 1, ArrowUp: i - 1, Home: 0, End: gs.length - 1 }[e.key];
      if (to == null) return;
      e.preventDefault();
      const next = gs[(to + gs.length) % gs.length];
      g.setAttribute('tabindex', '-1');
      next.setAttribute('tabindex', '0');
      next.focus();
    }));
  }

  // A requirement (atom#N / bond#N) chosen in the list: mark it in the reference panel
  // and return what to highlight on the candidate (shapes in candidate coordinates, as a
  // diagnostic's): the candidate items that match it, or for a missing bond whose ends
  // have counterparts, the dashed line between them. Null when it is not a molecule's.
  function selectRequirement(r, scene) {
    selectNone();
    const k = model && /^(atom|bond)#(\d+)$/.exec(r.id ?? '');
    if (!k) return null;
    const i = Number(k[2]) - 1;
    const shapes = (r.matched_by ?? []).map((item) => ({ role: 'found', geometry: scene?.items?.[item]?.geometry }))
      .filter((s) => s.geometry);
    if (k[1] === 'atom') {
      model.atoms.reference[i]?.classList.add('mol-selected');
      const match = model.m.reference.atoms[i]?.match;
      if (match != null) model.atoms.candidate[match]?.classList.add('mol-selected');
      if (!shapes.length && match != null) {
        const a = model.m.candidate.atoms[match];
        shapes.push({ role: 'found', geometry: { type: 'circle', c: a.center, r: a.radius } });
      }
    } else {
      model.bonds.reference[i]?.classList.add('mol-selected');
      const b = model.m.reference.bonds[i];
      const x = model.m.reference.atoms[b?.a]?.match, y = model.m.reference.atoms[b?.b]?.match;
      const cand = model.m.candidate.atoms;
      if (b?.status === 'missing' && x != null && y != null)
        shapes.push({ role: 'expected', geometry: { type: 'segment', a: cand[x].center, b: cand[y].center } });
    }
    return shapes;
  }

  function selectNone() {
    for (const e of panelSvg.querySelectorAll('.mol-selected')) e.classList.remove('mol-selected');
    for (const e of marks.querySelectorAll('.mol-selected')) e.classList.remove('mol-selected');
  }

  clear();
  return {
    draw, clear, selectRequirement, selectNone,
  };
}

function titleOf(text) {
  const t = el('title');
  t.textContent = text;
  return t;
}

// --k: drawing units per screen pixel, so strokes and ring gaps are set in pixels (CSS).
// With the default preserveAspectRatio (meet) the larger of the two ratios applies.
function keepPixelScale(svg) {
  const rescale = () => {
    const vb = svg.viewBox?.baseVal;
    const box = svg.getBoundingClientRect();
    if (!vb || !vb.width || !box.width || !box.height) return;
    const k = Math.max(vb.width / box.width, vb.height / box.height);
    svg.style.setProperty('--k', String(k));
    // Numbers fit inside the reference atoms only when a bond is drawn long enough.
    const perBond = Number(svg.dataset.unitsPerBond);
    if (perBond) svg.classList.toggle('mol-numbers-hidden', perBond / k < 18);
  };
  new ResizeObserver(rescale).observe(svg);
  svg.addEventListener('rescale', rescale);
}
