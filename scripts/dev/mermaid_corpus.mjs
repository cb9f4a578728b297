// Dev only: runs Mermaid itself (the `mermaid` npm package, installed outside the
// repository: npm install --prefix /work/mermaid-dev mermaid) in Debian's Chromium through
// playwright-core, over every diagram of tests/corpus/mermaid/diagrams.json.gz, and records
// what Mermaid makes of each: the graph its parser builds (the flowchart db's vertices,
// edges and subgraphs; the state db's getData() nodes and edges) or its parse error, and
// the SVG mermaid.render draws. Writes tests/corpus/mermaid/mermaid.json.gz and svgs.json.gz.
//   usage: node scripts/dev/mermaid_corpus.mjs [--prefix DIR] [--only NAME] [--shapes-only]
// --shapes-only renders nothing and changes nothing recorded but the flowchart vertices'
// shapes (`type`), added to mermaid.json.gz (the state diagrams' concurrency regions have
// random ids, which a new recording would change, with the SVGs recorded with them).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.join(root, 'tests/corpus/mermaid');
const args = process.argv.slice(2);
const opt = (name, fallback) => (args.includes(name) ? args[args.indexOf(name) + 1] : fallback);
const prefix = opt('--prefix', '/work/mermaid-dev');
const only = opt('--only', null);
const graphsOnly = args.includes('--shapes-only');
const mermaidJs = path.join(prefix, 'node_modules/mermaid/dist/mermaid.min.js');
const version = JSON.parse(fs.readFileSync(path.join(prefix, 'node_modules/mermaid/package.json'), 'utf8')).version;

const readGz = (f) => JSON.parse(zlib.gunzipSync(fs.readFileSync(f)).toString('utf8'));
const writeGz = (f, v) => fs.writeFileSync(f, zlib.gzipSync(Buffer.from(JSON.stringify(v)), { level: 9 }));

const diagrams = readGz(path.join(corpus, 'diagrams.json.gz')).filter((d) => !only || d.name === only);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
    '--disable-component-update', '--no-first-run'],
});
const page = await browser.newPage();
page.on('pageerror', (e) => console.error('page error:', e.message));
await page.setContent('<!doctype html><html><body><div id="out"></div></body></html>');
await page.addScriptTag({ path: mermaidJs });
await page.evaluate(() => {
  window.mermaid.initialize({ startOnLoad: false, securityLevel: 'strict', logLevel: 5 });
});

// In the page: Mermaid's graph of one text, and its rendering.
async function runOne({ text, index, render }) {
  const m = window.mermaid;
  const out = {};
  // Mermaid keeps `#quot;` as "ﬂ°quot¶ß" in its db (encodeEntities) and turns it into the
  // HTML entity `&quot;` when it draws (decodeEntities); the browser decodes that. The same
  // here, by the browser's own entity table, without parsing any markup.
  const area = document.createElement('textarea');
  const shown = (s) => {
    if (typeof s !== 'string') return s;
    area.innerHTML = s.replace(/ﬂ°°/g, '&#').replace(/ﬂ°/g, '&').replace(/¶ß/g, ';').replace(/</g, '&lt;');
    return area.value;
  };
  try {
    const diagram = await m.mermaidAPI.getDiagramFromText(text);
    out.type = diagram.type;
    const db = diagram.db;
    if (diagram.type.startsWith('flowchart') && typeof db.getVertices === 'function') {
      const vertices = db.getVertices();
      out.nodes = [...vertices.values()].map((v) => ({ id: v.id, text: v.text ?? '', shown: shown(v.text ?? ''), labelType: v.labelType ?? 'text', type: v.type ?? null }));
      out.edges = db.getEdges().map((e) => ({ from: e.start, to: e.end, text: e.text ?? '', shown: shown(e.text ?? ''), labelType: e.labelType ?? 'text', type: e.type, stroke: e.stroke }));
      out.subgraphs = db.getSubGraphs().map((s) => ({ id: s.id, title: s.title, shown: shown(s.title), labelType: s.labelType }));
    } else if (diagram.type.startsWith('state') && typeof db.getData === 'function') {
      const data = db.getData();
      out.nodes = data.nodes.map((n) => ({ id: n.id, label: n.label ?? '', shown: shown(n.label ?? ''), description: n.description ?? null, shownDescription: Array.isArray(n.description) ? n.description.map(shown) : null, shape: n.shape, isGroup: !!n.isGroup, parentId: n.parentId ?? null }));
      out.edges = data.edges.map((e) => ({ id: e.id, from: e.start, to: e.end, text: e.label ?? '', shown: shown(e.label ?? ''), classes: e.classes ?? '' }));
    } else {
      out.unsupported = true;
    }
  } catch (e) {
    out.error = String(e?.message ?? e);
    const loc = e?.hash?.loc;
    out.errorLine = loc ? loc.first_line : (typeof e?.hash?.line === 'number' ? e.hash.line + 1 : null);
    out.errorToken = e?.hash?.token ?? null;
    out.errorExpected = e?.hash?.expected ?? null;
  }
  if (!out.error && render) {
    try {
      const { svg } = await m.render('mmd' + index, text);
      // mermaid.render gives the SVG as HTML serialises it (`<br>` unclosed in its labels'
      // XHTML); as a file it is written as XML, as a browser's XMLSerializer writes it.
      const doc = new DOMParser().parseFromString(`<!doctype html><body>${svg}</body>`, 'text/html');
      out.svg = new XMLSerializer().serializeToString(doc.querySelector('svg'));
    } catch (e) {
      out.renderError = String(e?.message ?? e);
    }
  }
  for (const el of document.querySelectorAll('[id^="dmmd"], [id^="mmd"]')) el.remove();
  return out;
}

const results = [];
const svgs = {};
let i = 0;
for (const d of diagrams) {
  const r = await page.evaluate(runOne, { text: d.text, index: i++, render: !graphsOnly });
  const { svg, ...graph } = r;
  results.push({ name: d.name, ...graph });
  if (svg) svgs[d.name] = svg;
  if (i % 25 === 0) console.error(`${i}/${diagrams.length}`);
}
await browser.close();

if (graphsOnly && !only) {
  const recorded = readGz(path.join(corpus, 'mermaid.json.gz'));
  const fresh = new Map(results.map((r) => [r.name, r]));
  for (const rec of recorded.diagrams) {
    const types = new Map((fresh.get(rec.name)?.nodes ?? []).map((n) => [n.id, n.type]));
    if (rec.type?.startsWith('flowchart')) for (const n of rec.nodes ?? []) n.type = types.get(n.id) ?? null;
  }
  writeGz(path.join(corpus, 'mermaid.json.gz'), recorded);
  console.log(`mermaid ${version}: the shapes of ${recorded.diagrams.length} diagrams' flowchart vertices added`);
} else if (!only) {
  writeGz(path.join(corpus, 'mermaid.json.gz'), { mermaid: version, diagrams: results });
  if (!graphsOnly) writeGz(path.join(corpus, 'svgs.json.gz'), svgs);
  console.log(`mermaid ${version}: ${results.length} diagrams, ${Object.keys(svgs).length} rendered, ` +
    `${results.filter((r) => r.error).length} parse errors`);
} else {
  console.log(JSON.stringify(results[0], null, 1));
  if (svgs[only]) fs.writeFileSync('/tmp/mermaid-one.svg', svgs[only]);
}
