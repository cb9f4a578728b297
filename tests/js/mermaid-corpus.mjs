// The Mermaid corpus (tests/corpus/mermaid/): what Mermaid's own parser made of each
// diagram, recorded by scripts/dev/mermaid_corpus.mjs, and how Plumbline's reading is
// compared with it. Shared by the CI test (mermaid-corpus.test.mjs) and the dev script
// that writes the outcomes (scripts/dev/mermaid_outcomes.mjs).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function corpusDir(root) {
  return path.join(root, 'tests/corpus/mermaid');
}

const readGz = (f) => JSON.parse(zlib.gunzipSync(readFileSync(f)).toString('utf8'));

export function loadCorpus(root) {
  const dir = corpusDir(root);
  const diagrams = readGz(path.join(dir, 'diagrams.json.gz'));
  const mermaid = readGz(path.join(dir, ['mermaid', 'json', 'gz'].join('.')));   // (joined: not a diagnostic code)
  const svgs = readGz(path.join(dir, 'svgs.json.gz'));
  const byName = new Map(mermaid.diagrams.map((d) => [d.name, d]));
  return { diagrams, mermaid, byName, svgs };
}

// ---- Mermaid's text as shown -----------------------------------------------------------

// Markdown emphasis: `*x*`, `**x**` anywhere; `_x_`, `__x__` only at word boundaries.
function stripEmphasis(s) {
  return s
    .replace(/(\*\*)([^\s*](?:.*?[^\s*])?)\1/g, '$2')
    .replace(/(?<![A-Za-z0-9])(__)([^\s_](?:.*?[^\s_])?)\1(?![A-Za-z0-9])/g, '$2')
    .replace(/(\*)([^\s*](?:.*?[^\s*])?)\1/g, '$2')
    .replace(/(?<![A-Za-z0-9])(_)([^\s_](?:.*?[^\s_])?)\1(?![A-Za-z0-9])/g, '$2');
}

// What a label shows, lines joined by one blank: Mermaid's db keeps the source text
// (entity codes, <br>, markdown); the page shows it as HTML.
export function shown(text, labelType) {
  let s = String(text ?? '');
  if (labelType !== 'markdown') s = s.replace(/\n/g, ' ');
  s = s.replace(/<\/?(br|p|div)\s*\/?>/gi, '\n').replace(/<[^>]+>/g, '');
  if (labelType === 'markdown') s = stripEmphasis(s);
  s = s.replace(/(?<![\w:-])fa[bslrk]?:fa-[\w-]+/g, '');   // Font Awesome icons draw no text
  return s.split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l).join(' ');
}

const flat = (label) => String(label ?? '').split('\n').map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l).join(' ');

function direction(type) {
  if (!type || type === 'arrow_open' || type === 'INVALID') return 'none';
  return type.startsWith('double_') ? 'both' : 'forward';
}

// ---- the two graphs in one canonical form ------------------------------------------------
// { nodes: Map id -> label, edges: sorted ["from\tto\tdirection\tlabel"] }

// The v11 shapes Mermaid draws without their label (its shapes.ts: stateStart, stateEnd,
// forkJoin, hourglass, lightningBolt, filledCircle, crossedCircle; choice and anchor):
// the node shows no text, as a state diagram's start, end, choice, fork and join.
const TEXTLESS_SHAPES = new Set(['sm-circ', 'start', 'small-circle', 'stateStart', 'fr-circ', 'stop', 'framed-circle',
  'stateEnd', 'fork', 'join', 'forkJoin', 'hourglass', 'collate', 'bolt', 'com-link', 'lightning-bolt', 'f-circ',
  'junction', 'filled-circle', 'cross-circ', 'summary', 'crossed-circle', 'choice', 'anchor']);

export function mermaidGraph(rec) {
  const nodes = new Map();
  const edges = [];
  if (rec.type?.startsWith('flowchart')) {
    const titles = new Map((rec.subgraphs ?? []).map((s) => [s.id, shown(s.shown ?? s.title, s.labelType)]));
    for (const v of rec.nodes) {
      let label = shown(v.shown ?? v.text, v.labelType);
      // A vertex named after a subgraph is drawn as the subgraph: its title shows.
      if (titles.has(v.id) && v.text === v.id) label = titles.get(v.id);
      if (TEXTLESS_SHAPES.has(v.type)) label = '';
      nodes.set(v.id, label);
    }
    for (const e of rec.edges) {
      if (e.stroke === 'invisible') continue;
      edges.push([e.from, e.to, direction(e.type), shown(e.shown ?? e.text, e.labelType)].join('\t'));
    }
  } else {
    // State diagrams (getData): dividers are concurrency regions, renamed <owner>_region<k>
    // as Plumbline names them; notes are not part of the graph.
    const rename = new Map();
    const regions = new Map();
    for (const n of rec.nodes) {
      if (n.shape !== 'divider') continue;
      const k = (regions.get(n.parentId) ?? 0) + 1;
      regions.set(n.parentId, k);
      rename.set(n.id, `${n.parentId}_region${k}`);
    }
    const id = (x) => {
      for (const suffix of ['_start', '_end'])
        if (x.endsWith(suffix) && rename.has(x.slice(0, -suffix.length))) return rename.get(x.slice(0, -suffix.length)) + suffix;
      return x;
    };
    const skipped = new Set();
    for (const n of rec.nodes) {
      if (n.shape === 'divider' || n.shape === 'note' || n.shape === 'noteGroup') {
        skipped.add(n.id);
        continue;
      }
      let label;
      if (['stateStart', 'stateEnd', 'choice', 'fork', 'join'].includes(n.shape)) label = '';
      else {
        const lines = [n.shown ?? n.label, ...(n.shownDescription ?? (Array.isArray(n.description) ? n.description : []))];
        label = lines.map((l) => shown(l, 'markdown')).filter((l) => l).join(' ');
      }
      nodes.set(id(n.id), label);
    }
    for (const e of rec.edges) {
      if (skipped.has(e.from) || skipped.has(e.to)) continue;
      edges.push([id(e.from), id(e.to), 'forward', shown(e.shown ?? e.text, 'markdown')].join('\t'));
    }
  }
  edges.sort();
  return { nodes, edges };
}

export function plumbGraph(graph) {
  const nodes = new Map(graph.nodes.map((n) => [n.id, flat(n.label)]));
  const edges = graph.edges
    .map((e) => [graph.nodes[e.from].id, graph.nodes[e.to].id, e.direction, flat(e.label)].join('\t'))
    .sort();
  return { nodes, edges };
}

// "" when equal, else the first difference in words.
export function difference(mine, theirs) {
  for (const [id, label] of theirs.nodes) {
    if (!mine.nodes.has(id)) return `node ${id} missing`;
    if (mine.nodes.get(id) !== label) return `node ${id} labelled ${JSON.stringify(mine.nodes.get(id))}, Mermaid ${JSON.stringify(label)}`;
  }
  for (const id of mine.nodes.keys()) if (!theirs.nodes.has(id)) return `node ${id} extra`;
  const a = mine.edges.join('\n'), b = theirs.edges.join('\n');
  if (a === b) return '';
  const missing = theirs.edges.filter((e) => !mine.edges.includes(e));
  const extra = mine.edges.filter((e) => !theirs.edges.includes(e));
  return `edges: missing ${JSON.stringify(missing.slice(0, 2))}, extra ${JSON.stringify(extra.slice(0, 2))}`;
}

// ---- Mermaid's error lines in the source ------------------------------------------------
// Mermaid parses the text after preprocess.ts: front matter and whole-line %% comments
// removed, directives cut out, leading blank lines trimmed. Its "line N" counts there.
export function sourceLine(text, line) {
  let lines = text.replace(/\r\n?/g, '\n').split('\n').map((t, i) => ({ t, n: i + 1 }));
  const fm = text.replace(/\r\n?/g, '\n').match(/^-{3}\s*\n[\s\S]*?\n-{3}\s*\n+/);
  if (fm) lines = lines.slice(fm[0].split('\n').length - 1);
  lines = lines.filter((l) => !/^\s*%%(?!\{).+/.test(l.t));
  while (lines.length && !lines[0].t.trim()) lines.shift();
  return lines[line - 1]?.n ?? null;
}

// ---- one diagram's outcome ----------------------------------------------------------------
// mermaid: graph | error:L | render-only... ; plumb: same | differs | error:L | refused.
export function outcome(diagram, rec, read) {
  const mermaidSide = rec.error ? `error:${rec.errorLine ? sourceLine(diagram.text, rec.errorLine) ?? '?' : '?'}`
    : /^(flowchart|state)/.test(rec.type ?? '') ? 'graph' : 'other-type';
  let plumbSide;
  let detail = '';
  if (!read.ok) {
    const err = read.diagnostics.find((d) => d.severity === 'error');
    if (['mermaid.diagram.unsupported', 'mermaid.diagram.unknown'].includes(err?.code)) plumbSide = 'refused';
    else plumbSide = `error:${err?.span?.line ?? '?'}`;
    detail = err?.message ?? '';
  } else if (rec.error || rec.unsupported) {
    plumbSide = 'graph';
  } else {
    detail = difference(plumbGraph(read.scene.graph), mermaidGraph(rec));
    plumbSide = detail ? 'differs' : 'same';
  }
  let agree;
  if (mermaidSide === 'graph') agree = plumbSide === 'same' ? 'same-graph' : plumbSide === 'differs' ? 'different-graph' : 'plumbline-rejects';
  else if (mermaidSide === 'other-type') agree = plumbSide === 'refused' ? 'refused' : 'plumbline-reads';
  else if (plumbSide === 'graph') agree = 'plumbline-accepts';
  else if (plumbSide === 'refused') agree = rec.error?.startsWith('No diagram type') ? 'refused' : 'plumbline-refuses';
  else agree = mermaidSide === plumbSide ? 'error-same-line' : (mermaidSide === 'error:?' ? 'error-unlocated' : 'error-other-line');
  return { mermaid: mermaidSide, plumbline: plumbSide, agree, detail: detail.replace(/[\t\n]/g, ' ').slice(0, 200) };
}

// The task that judges Mermaid's rendered SVG against the Mermaid text as the reference.
export function readBackTask(diagram) {
  return {
    id: `mermaid-corpus/${diagram.name}`,
    domain: 'diagram',
    format: 'svg',
    reference: diagram.text,
    reference_format: 'mermaid',
    check: { kind: 'diagram' },
  };
}

export const TSV_HEADER = ['name', 'kind', 'mermaid', 'plumbline', 'agree', 'svg', 'detail'];
