// SVG elements in the page. Geometry is drawn only by the core's writer (the JS API's
// drawGeometry and drawScene): shape() parses the element text it returns, and el() makes
// the page's own non-geometry elements (groups, titles). DOMParser's XML mode builds inert
// nodes, and the core's text holds numbers and escaped text only.
const NS = 'http://www.w3.org/2000/svg';

export function el(name, attrs = {}) {
  const e = document.createElementNS(NS, name);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  return e;
}

const parser = new DOMParser();

// The one element of the core's element text, adopted into this document; null for ''.
export function parseElement(text) {
  if (!text) return null;
  const root = parser.parseFromString(`<svg xmlns="${NS}">${text}</svg>`, 'image/svg+xml').documentElement;
  if (root.namespaceURI !== NS || root.localName !== 'svg' || root.children.length !== 1) return null;
  return document.importNode(root.firstElementChild, true);
}

// draw: the API's drawGeometry; geometry: report geometry (docs/schema.md); attrs: the
// page's own attributes (class, fill) added to the element. Null when nothing is drawable.
export function shape(draw, geometry, attrs = {}, options) {
  const e = geometry ? parseElement(draw(geometry, options)) : null;
  if (!e) return null;
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') e.classList.add(...String(v).split(/\s+/).filter(Boolean));   // keeps the core's "point"
    else e.setAttribute(k, String(v));
  }
  return e;
}

// The viewBox the core chose for a drawing it wrote ({x, y, width, height}), so the overlay
// and the picture map scene units to the same pixels; null without one.
export function frameOf(svgText) {
  const root = parser.parseFromString(svgText, 'image/svg+xml').documentElement;
  const v = (root.getAttribute('viewBox') ?? '').trim().split(/\s+/).map(Number);
  if (v.length !== 4 || !v.every(Number.isFinite) || !(v[2] > 0 && v[3] > 0)) return null;
  return { x: v[0], y: v[1], width: v[2], height: v[3] };
}

// The core's drawing shown in another frame (the layout section's parts out of frame
// widen it): the root's viewBox replaced, its size left to the page (100%).
export function withViewBox(svgText, frame) {
  const doc = parser.parseFromString(svgText, 'image/svg+xml');
  const root = doc.documentElement;
  if (root.namespaceURI !== NS || root.localName !== 'svg') return svgText;
  root.setAttribute('viewBox', `${frame.x} ${frame.y} ${frame.width} ${frame.height}`);
  root.setAttribute('width', '100%');
  root.setAttribute('height', '100%');
  return new XMLSerializer().serializeToString(root);
}
