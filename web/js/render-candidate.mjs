// Shows the candidate picture, always through <img src="data:..."> (an image runs no
// script and fetches nothing). By default it is the core's drawing of the Scene
// (drawScene: numbers only, for every format). For SVG answers the original can be shown
// instead, sanitized first (js/sanitize.mjs): it shows what the Scene leaves out
// (markers, gradients, fonts).
import { sanitizeSvg } from './sanitize.mjs';

// svgText: SVG to show, or null to show nothing.
export function showImage(img, svgText) {
  if (!svgText) {
    img.removeAttribute('src');
    img.hidden = true;
    return;
  }
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(svgText);
  img.hidden = false;
}

// The original SVG sanitized and given `frame` (the core drawing's viewBox) so the image
// and the overlay map scene units to the same pixels. Returns {svg: its text or null,
// removed: what the sanitizer took out}.
export function sanitizedOriginal(svgText, frame) {
  const { svg, removed } = sanitizeSvg(svgText);
  if (!svg || !frame) return { svg: null, removed };
  svg.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  return { svg: new XMLSerializer().serializeToString(svg), removed };
}
