// Draws a Scene (readDrawing's JSON) back as plain SVG, so a browser rendering of it can be
// compared with a reference rendering of the original file. Only what the Scene carries
// is drawn: primary items (derived ones repeat their origin's geometry), their fill,
// stroke and stroke width. Text and points are left out (no geometry to paint).

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function paint(style) {
  const a = [`fill="${esc(style.fill)}"`, `stroke="${esc(style.stroke)}"`];
  if (style.fill !== 'none' && style.fill_opacity !== 1) a.push(`fill-opacity="${style.fill_opacity}"`);
  if (style.stroke !== 'none' && style.stroke_opacity !== 1) a.push(`stroke-opacity="${style.stroke_opacity}"`);
  if (style.stroke_width != null) a.push(`stroke-width="${style.stroke_width}"`);
  return a.join(' ');
}

// An arc item (centre, radii, rotation, start and sweep in degrees) as an SVG path.
function arcPath({ c, rx, ry, angle_deg, t0_deg, dt_deg }) {
  const rot = (angle_deg * Math.PI) / 180;
  const at = (deg) => {
    const t = (deg * Math.PI) / 180, x = rx * Math.cos(t), y = ry * Math.sin(t);
    return [c[0] + x * Math.cos(rot) - y * Math.sin(rot), c[1] + x * Math.sin(rot) + y * Math.cos(rot)];
  };
  // a full turn cannot be one arc command: split it in two halves
  const steps = Math.abs(dt_deg) >= 359.99 ? 2 : 1;
  let d = `M ${at(t0_deg).join(' ')}`;
  for (let i = 1; i <= steps; i++) {
    const large = Math.abs(dt_deg / steps) > 180 ? 1 : 0, sweep = dt_deg > 0 ? 1 : 0;
    d += ` A ${rx} ${ry} ${angle_deg} ${large} ${sweep} ${at(t0_deg + (dt_deg * i) / steps).join(' ')}`;
  }
  return d;
}

function element(item) {
  const g = item.geometry, p = paint(item.style);
  switch (g.type) {
    case 'segment': return `<line x1="${g.a[0]}" y1="${g.a[1]}" x2="${g.b[0]}" y2="${g.b[1]}" ${p}/>`;
    case 'circle': return `<circle cx="${g.c[0]}" cy="${g.c[1]}" r="${g.r}" ${p}/>`;
    case 'ellipse':
      return `<ellipse cx="${g.c[0]}" cy="${g.c[1]}" rx="${g.rx}" ry="${g.ry}" ` +
        `transform="rotate(${g.angle_deg ?? 0} ${g.c[0]} ${g.c[1]})" ${p}/>`;
    case 'arc': return `<path d="${esc(arcPath(g))}" ${p}/>`;
    case 'path': return g.d ? `<path d="${esc(g.d)}" ${p}/>` : '';
    default: return ''; // text, point
  }
}

// width/height: the size to render at (the reference PNG's); the frame gives the viewBox.
export function sceneToSvg(scene, width, height) {
  const f = scene.frame ?? { x: 0, y: 0, width, height };
  const body = scene.items
    .filter((it) => it.origin === it.index && it.style.visible)
    .map(element).filter(Boolean).join('\n');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" ` +
    `viewBox="${f.x} ${f.y} ${f.width} ${f.height}">\n${body}\n</svg>`;
}
