// Shows the candidate drawing: sanitized (js/sanitize.mjs), given the frame the overlay
// uses, serialized as XML, and displayed through an <img src="data:..."> (the second
// wall: an image runs no script and fetches nothing).
import { sanitizeSvg } from './sanitize.mjs';

// frame: {x, y, width, height} in scene units. Returns what the sanitizer removed.
export function renderCandidate(img, svgText, frame) {
  const { svg, removed } = sanitizeSvg(svgText);
  if (!svg || !frame) {
    img.removeAttribute('src');
    img.hidden = true;
    return removed;
  }
  // The root's own viewBox/size are replaced by the frame so the image and the overlay
  // map scene units to the same pixels.
  svg.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
  svg.setAttribute('width', '100%');
  svg.setAttribute('height', '100%');
  const xml = new XMLSerializer().serializeToString(svg);
  img.src = 'data:image/svg+xml;charset=utf-8,' + encodeURIComponent(xml);
  img.hidden = false;
  return removed;
}
