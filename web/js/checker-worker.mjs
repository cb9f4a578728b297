// The checker off the main thread: a worker with its own WebAssembly module. The
// playground sends it each answer to check (js/checker-client.mjs); the benchmark site's
// pool (js/site/pool.mjs) has one per core, each reading the bundle once and judging
// ranges of its batch lines into result rows. A classic worker so that it can run the
// module's classic build: served, it loads plumbline.js beside the page; the offline file
// prepends the single-file build to this source (createPlumbline is then defined).
/* global createPlumbline, importScripts */
'use strict';

let module = null;
let reader = null;     // a BundleReader holding the bundle last opened (its lines made on demand)
let keptFiles = null;  // the files of the last `hash`, until opened
let session = null;    // a BatchSession for the profile last asked
let sessionProfile = null;

const starting = (async () => {
  // Offline the single-file build came before this source; served, the build is beside
  // the pages, and its .wasm beside it (not beside this worker).
  if (typeof createPlumbline === 'function') {
    module = await createPlumbline({});
  } else {
    const build = new URL('../plumbline.js', self.location.href).href;
    importScripts(build);
    module = await createPlumbline({ locateFile: (path) => new URL(path, build).href });
  }
  return module.version();
})();

// Text crosses as UTF-8 bytes, as wasm/plumbline.mjs passes it (a lone surrogate becomes U+FFFD).
const encoder = new TextEncoder();
const bytes = (text) => encoder.encode(String(text));

// --- the playground: one answer, its full report, the scene and the core's drawing of it
// A drawing the reader refused (longer than its size budget) is not read again, not drawn.
const refused = (report) => (report.diagnostics ?? []).some((d) => d.code === 'read.limit.bytes');

// Past this many items a drawing is not drawn (its picture would take seconds to paint),
// and the scene sent to the page keeps only the items the report points at.
const kMaxDrawnItems = 10000;

// The scene items the page names in words when it draws nothing: requirements' matches
// and nearest, diagnostics', a molecule's or diagram's items (not the extraneous ones,
// which only the picture shows), at most `limit` of them.
function namedItems(report, limit) {
  const found = new Set();
  const walk = (value, key) => {
    if (found.size >= limit) return;
    if (Array.isArray(value)) {
      for (const v of value) {
        if (typeof v === 'number' && kItemKeys.has(key)) { found.add(v); if (found.size >= limit) return; } else walk(v, key);
      }
    } else if (value !== null && typeof value === 'object') {
      for (const [k, v] of Object.entries(value)) {
        if (typeof v === 'number' && kItemKeys.has(k)) found.add(v); else if (k !== 'text' && k !== 'extraneous') walk(v, k);
      }
    }
  };
  walk(report, '');
  return found;
}
const kItemKeys = new Set(['item', 'items', 'matched_by', 'nearest']);
const kNamedItems = 2000;

// `ms`: where the worker's time went (evaluate with its JSON parse, reading the scene
// again for the page, drawing it), for bench/page.mjs.
function check({ task, candidate, profile }) {
  const t0 = performance.now();
  const report = JSON.parse(module.evaluate(bytes(task), bytes(candidate), JSON.stringify({ profile })));
  const t1 = performance.now();
  const x = report.extracted;
  if (!x || refused(report)) return { report, scene: null, drawn: null, items: 0, ms: { evaluate: t1 - t0 } };
  const scene = JSON.parse(module.readDrawing(x.format, bytes(x.text))).scene ?? null;
  const t2 = performance.now();
  const items = scene?.items?.length ?? 0;
  if (items <= kMaxDrawnItems) {
    const drawn = module.drawScene(x.format, bytes(x.text), 0, 0);
    return { report, scene, drawn, items, ms: { evaluate: t1 - t0, read: t2 - t1, draw: performance.now() - t2 } };
  }
  const kept = {};
  for (const i of namedItems(report, kNamedItems)) if (scene.items[i]) kept[i] = scene.items[i];
  return { report, scene: { ...scene, items: kept }, drawn: null, items, ms: { evaluate: t1 - t0, read: t2 - t1 } };
}

// --- the benchmark site: a bundle read once, its lines judged into rows
function open(files, profile) {
  reader?.delete();
  reader = new module.BundleReader();
  for (const [path, text] of Object.entries(files)) reader.add(path, bytes(text));
  const { line_count: count, ...meta } = JSON.parse(reader.read());
  if (typeof meta.error === 'string') throw new Error(`the bundle cannot be read: ${meta.error}`);
  useProfile(profile);
  return { meta, count };
}

function useProfile(profile) {
  if (session && sessionProfile === profile) return;
  if (session) session.delete();
  session = new module.BatchSession(JSON.stringify({ profile, report: 'compact', timings: false }));
  sessionProfile = profile;
}

// Lines [from, to) of the bundle: their rows, in order. Line numbers are 1-based indices.
function judge(from, to, profile) {
  useProfile(profile);
  const rows = [];
  for (let i = from; i < to; ++i) {
    const row = JSON.parse(module.bundleRow(session.line(reader.line(i), i + 1)));
    if (typeof row.error === 'string') throw new Error(`line ${i + 1}: ${row.error}`);
    rows.push(row);
  }
  return { rows };
}

// SHA-256 of a bundle's files (path and text, in path order), hex: the site's cache key,
// made here so that hashing tens of megabytes does not hold up the page.
async function hash(files) {
  const encoder = new TextEncoder();
  const parts = [];
  for (const path of Object.keys(files).sort()) parts.push(encoder.encode(`${path}\0`), encoder.encode(`${files[path]}\0`));
  const all = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) { all.set(p, at); at += p.length; }
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', all));
  return { hash: Array.from(digest, (b) => b.toString(16).padStart(2, '0')).join('') };
}

const handlers = {
  hello: () => ({ version: module.version() }),
  // The files hashed are kept for an `open` without files (one copy across, not two).
  hash: (data) => { keptFiles = data.files; return hash(data.files); },
  check: (data) => check(data),
  open: (data) => {
    const files = data.files ?? keptFiles;
    if (!files) throw new Error('no bundle files to read');
    keptFiles = null;
    return open(files, data.profile);
  },
  judge: (data) => judge(data.from, data.to, data.profile),
  lines: (data) => ({ lines: data.indices.map((i) => reader.line(i)) }),
};

// A call that throws (an abort: a core bug) is answered as a failure; the client then
// starts a fresh worker, since an aborted module has lost its state.
self.onmessage = async ({ data }) => {
  let reply;
  try {
    await starting;
  } catch (error) {
    postMessage({ id: data.id, ok: false, fatal: true, message: `the checker could not load: ${error && error.message ? error.message : error}` });
    return;
  }
  try {
    reply = { id: data.id, ok: true, ...(await handlers[data.type](data)) };
  } catch (error) {
    const message = String(error && error.message ? error.message : error);
    const aborted = error instanceof WebAssembly.RuntimeError || /abort/i.test(message);
    reply = { id: data.id, ok: false, fatal: aborted, message };
  }
  postMessage(reply);
};
