// The overlay <svg> over the candidate image, in the same scene frame: what the check
// found (green), missed (red dashed) with the nearest candidate (orange), and the
// extraneous items (grey); for the constraints check the objects its relations read and
// the failed relations' measurements (constraints-view.mjs); the layout findings
// (layout-view.mjs); plus a highlight layer for the selected diagnostic (shapes
// are in candidate coordinates, for every check kind). Every shape is drawn by the core
// (draw: the JS API's drawGeometry); texts are marked by their box.
import { el, shape } from './svg-dom.mjs';
import { drawConstraints } from './constraints-view.mjs';
import { drawLayout } from './layout-view.mjs';

export function createOverlay(svg, draw) {
  const base = el('g', { class: 'ov-base' });
  const hi = el('g', { class: 'ov-highlight' });
  svg.replaceChildren(base, hi);
  let frame = null;

  // Line widths are in CSS pixels: --k is scene units per screen pixel, kept current.
  const rescale = () => {
    if (!frame) return;
    const w = svg.getBoundingClientRect().width || 1;
    svg.style.setProperty('--k', String(frame.width / w));
  };
  new ResizeObserver(rescale).observe(svg);

  const add = (layer, geometry, cls, title) => {
    const e = shape(draw, geometry, { class: cls }, { textAsBox: true });
    if (!e) return null;
    if (title) e.append(Object.assign(el('title'), { textContent: title }));
    layer.append(e);
    return e;
  };

  return {
    // report: the report object; scene: readDrawing's scene of the extracted drawing;
    // name(i): a candidate item as a person finds it ("the <circle> at line 15");
    // extraneous: false when the scene holds only some of them (an answer not drawn): then
    // neither the extraneous items nor the layout findings are drawn.
    draw(report, scene, newFrame, name = (i) => `item ${i}`, { extraneous = true } = {}) {
      frame = newFrame;
      base.replaceChildren();
      hi.replaceChildren();
      svg.classList.remove('has-highlight');
      if (!frame) return;
      svg.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
      rescale();
      const item = (i) => scene?.items?.[i]?.geometry;
      for (const i of extraneous ? report.extraneous ?? [] : []) add(base, item(i), 'ov-extraneous', `${name(i)}: nothing asked for it`);
      for (const r of report.requirements ?? []) {
        // Atom and bond requirements are in the reference's coordinates, which a right
        // answer need not share; js/molecule-view.mjs draws those.
        // Layout requirements are drawn as their findings (layout-view.mjs).
        if (r.kind === 'atom' || r.kind === 'bond' || r.kind === 'layout') continue;
        if (r.satisfied) {
          add(base, r.expected, 'ov-found', 'expected, found');
          for (const m of r.matched_by ?? []) add(base, item(m), 'ov-match', `${name(m)}: matches an expected item`);
        } else {
          if (r.nearest != null) add(base, item(r.nearest), 'ov-nearest', `${name(r.nearest)}: the nearest to a missing item`);
          add(base, r.expected, 'ov-missing', 'expected, missing');
        }
      }
      // The constraints check: its given and derived objects, and each failed relation's measurement.
      drawConstraints(base, report, draw);
      // The layout section's findings (js/layout-view.mjs), the frame with them; not over an
      // answer not drawn (its findings name items the page does not show: the list says them).
      if (extraneous) drawLayout(base, report, draw, scene?.frame);
    },
    // shapes: [{role, geometry}] as in a diagnostic; drawn thick and blue, role kept as a class.
    highlight(shapes) {
      hi.replaceChildren();
      svg.classList.toggle('has-highlight', !!shapes?.length);
      for (const s of shapes ?? []) {
        const halo = add(hi, s.geometry, 'ov-halo');
        const line = add(hi, s.geometry, `ov-hi ov-hi-${s.role}`, s.role);
        if (halo) halo.dataset.role = s.role;
        if (line) line.dataset.role = s.role;
      }
    },
    highlightedCount: () => hi.querySelectorAll('.ov-hi').length,
    drawnCount: () => base.childElementCount,
    // For an answer not drawn (too many items) and without a frame of its own: the frame of
    // what the overlay drew, padded by 5% as the core pads a drawing's bounds; null if none.
    fit() {
      const box = base.childElementCount ? base.getBBox() : null;
      if (!box || !(box.width > 0 || box.height > 0)) return (frame = null);
      const pad = Math.max(box.width, box.height) * 0.05 || 1;
      frame = { x: box.x - pad, y: box.y - pad, width: box.width + 2 * pad, height: box.height + 2 * pad };
      svg.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
      rescale();
      return frame;
    },
  };
}
