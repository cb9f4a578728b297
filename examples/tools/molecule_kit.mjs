// What the TikZ and EPS molecule generators (tikz_molecules.mjs, eps_molecules.mjs) share,
// whatever they write: the atoms and lines an SVG answer draws, the palette's element names,
// the choices seeded from names (style turns, the grouped-circles turn), and the check that
// a converted answer is judged as its SVG twin. One copy, so the two formats convert the same
// drawing the same way.

// What a model calls the palette's colours (the benchmark's B and Cl share a colour; the
// examples' green atoms are mostly chlorine).
export const ELEMENT_NAMES = {
  '#274a4a': 'carbon', '#0000ff': 'nitrogen', '#ff0000': 'oxygen', '#d52092': 'fluorine',
  '#d59e13': 'silicon', '#d58600': 'phosphorus', '#d5d500': 'sulfur', '#2ad52a': 'chlorine',
  '#d58639': 'bromine', '#d5cd72': 'tellurium', '#ff00ff': 'iodine', '#638c8c': 'hydrogen',
  '#838c8c': 'osmium', '#00ccd5': 'europium',
};

// --- seeded choices --------------------------------------------------------------------------

export function hash(text) {
  let h = 2166136261;
  for (const c of text) h = Math.imul(h ^ c.charCodeAt(0), 16777619) >>> 0;
  return h;
}

// A small deterministic generator (mulberry32), seeded from names.
export function random(seedText) {
  let a = hash(seedText);
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// Each label's next turn among `count` styles, starting where the label's hash says, so each
// kind of answer is written in every style.
export function styleTurns(count) {
  const turns = new Map();
  return (label) => {
    const turn = turns.get(label) ?? hash(label) % count;
    turns.set(label, turn + 1);
    return turn;
  };
}

// Labels whose SVG variant only the styles that keep statements in document order can say:
// statement order (shuffled-order), atoms in a transformed group (grouped-circles), atoms as
// paths (circle-paths).
const IN_ORDER_ONLY = new Set(['shuffled-order', 'grouped-circles', 'circle-paths']);

// The style of a label's answer on its `turn`: among `styles`, less the `reordering` ones
// (which regroup statements) for the labels above.
export function pickStyle(styles, reordering, label, turn) {
  const usable = IN_ORDER_ONLY.has(label) ? styles.filter((s) => !reordering.has(s)) : styles;
  return usable[turn % usable.length];
}

// --- the drawing an SVG answer holds ---------------------------------------------------------

// Atoms and lines of a Scene in document order: { kind: 'atom', c, r, fill, viaPath } and
// { kind: 'lines', chains: [[p, q, ...], ...], element } (one statement per source element:
// a <line> is one chain of two points, a polyline one chain, a path one chain per subpath).
export function moleculeDrawing(scene) {
  const items = scene.items;
  const circleOf = new Map();
  for (const it of items)
    if (it.kind === 'circle' && it.style.visible && it.style.fill !== 'none' && !circleOf.has(it.origin)) circleOf.set(it.origin, it);
  const statements = [];
  const lineStatement = new Map();   // source element index -> its statement
  for (const it of items) {
    if (it.origin !== it.index || !it.style.visible) continue;
    const atom = circleOf.get(it.index);
    if (atom) {
      statements.push({ kind: 'atom', c: atom.geometry.c, r: atom.geometry.r, fill: atom.style.fill,
                        viaPath: it.kind !== 'circle' });
      continue;
    }
    if (it.style.stroke === 'none') continue;
    let chains = [];
    if (it.kind === 'segment') chains = [[it.geometry.a, it.geometry.b]];
    else if (it.kind === 'path') {
      const tokens = it.geometry.d.match(/[MLZ]|-?[\d.]+(?:e[-+]?\d+)?/gi) ?? [];
      for (let i = 0; i < tokens.length;) {
        const cmd = tokens[i++];
        if (cmd === 'M') chains.push([[+tokens[i++], +tokens[i++]]]);
        else if (cmd === 'L') chains[chains.length - 1].push([+tokens[i++], +tokens[i++]]);
        else if (cmd === 'Z' || cmd === 'z') chains[chains.length - 1].push(chains[chains.length - 1][0]);
        else throw new Error(`unexpected path command ${cmd} in a molecule answer`);
      }
    } else throw new Error(`unexpected ${it.kind} in a molecule answer`);
    const key = it.source.element_index;
    if (lineStatement.has(key)) lineStatement.get(key).chains.push(...chains);
    else {
      const st = { kind: 'lines', chains, element: it.source.element };
      lineStatement.set(key, st);
      statements.push(st);
    }
  }
  return statements;
}

const near = (p, q, eps = 0.01) => Math.hypot(p[0] - q[0], p[1] - q[1]) <= eps;

// The atom whose centre a point is, else -1.
export function atomAt(atoms, p) {
  return atoms.findIndex((a) => near(a.c, p));
}

// The mean of a drawing's atom centres (scene coordinates): where the shifted styles put
// their frame's origin, rounded.
export function atomsMean(drawing) {
  const atoms = drawing.filter((s) => s.kind === 'atom');
  const mean = (k) => atoms.reduce((s, a) => s + a.c[k], 0) / Math.max(1, atoms.length);
  return [mean(0), mean(1)];
}

// grouped-circles: the atoms in a frame moved to the first atom (`at` the writer's frame,
// origin rounded to 0.1) and turned by a seeded whole angle of 15 to 75 degrees either way.
// Returns the angle, the origin o and `at`, a scene point in the turned frame.
export function turnedFrame(at, firstAtom, rand) {
  const angle = Math.round(15 + rand() * 60) * (rand() < 0.5 ? -1 : 1);
  const first = at(firstAtom.c);
  const o = [Math.round(first[0] * 10) / 10, Math.round(first[1] * 10) / 10];
  const th = (angle * Math.PI) / 180, cos = Math.cos(th), sin = Math.sin(th);
  const turned = (p) => {
    const [u, v] = at(p), du = u - o[0], dv = v - o[1];
    return [cos * du + sin * dv, -sin * du + cos * dv];
  };
  return { angle, o, at: turned };
}

// --- the task and the twin check --------------------------------------------------------------------------

// A molecule task (examples/molecule/<name>/task.json) asked in `format` ('tikz', 'eps') by
// `prompt`, judged against `reference` (written in that format): the check is the SVG task's.
export function moleculeTask(name, task, { format, prompt, reference }) {
  return {
    schema: task.schema,
    id: `${format}-molecule/${name}`,
    domain: task.domain,
    format,
    prompt,
    reference,
    reference_format: format,
    check: task.check,
    meta: { ...task.meta, source: `examples/molecule/${name}, converted by examples/tools/make_${format}_examples.mjs` },
  };
}

// What must be equal between a converted answer's report and its SVG twin's.
function essentials(r) {
  const c = r.molecule?.candidate;
  return c ? `${r.verdict} ${c.formula} atoms ${c.atoms.length} bonds ${c.bonds.length} fragments ${c.fragments}` : r.verdict;
}

// Judges a converted answer (`converted`: its task and response, `called` the format's name)
// and its SVG twin; null when the verdict is the expected one and the verdict, formula, atom,
// bond and fragment counts are the twin's, else a line saying what differs about `where`.
export function twinMismatch(plumbline, where, expected, svg, converted, called) {
  const svgReport = plumbline.evaluate(svg.task, svg.response, { timings: false });
  const report = plumbline.evaluate(converted.task, converted.response, { timings: false });
  if (report.verdict === expected && essentials(report) === essentials(svgReport)) return null;
  return `${where}: ${called} ${essentials(report)}, SVG ${essentials(svgReport)}, expected ${expected}`;
}
