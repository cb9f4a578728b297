// The checker off the main thread: a module worker running the JS API (plumbline.mjs) on
// a module instance of its own. The playground sends it each answer to check
// (js/checker-client.mjs); the benchmark site's pool (js/site/pool.mjs) has one per core,
// one of them reading the bundle, all judging ranges of its batch lines into result rows.
// Its first message, `init`, brings the build's glue text and the page's compiled
// WebAssembly.Module (js/wasm-source.mjs), so a worker fetches and compiles nothing.
import { load } from '../plumbline.mjs';

let api = null;
let started = null;
const starting = new Promise((resolve, reject) => { started = { resolve, reject }; });
let bundle = null;     // {meta, count, line(i), close()} of the bundle last opened
let session = null;    // a batch session for the profile last asked
let sessionProfile = null;

// The glue defines createPlumbline (a classic script's global: indirect eval runs it so).
// As js/wasm-source.mjs's factoryFrom does; not imported from there because offline this
// worker is a data: URL, which can import the API (also a data: URL) and nothing relative.
async function init({ glue, wasmModule }) {
  if (typeof globalThis.createPlumbline !== 'function') (0, eval)(glue);   // eslint-disable-line no-eval
  api = await load({ factory: globalThis.createPlumbline, wasmModule });
}

// --- the playground: one answer, its full report, the scene and the core's drawing of it

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

// One core call reads the drawing once for the report, the scene and the picture.
// `ms`: where the worker's time went, for bench/page.mjs; `calls`: the evaluations this
// worker has made, for the test that a check is one.
let evaluations = 0;
function check({ task, candidate, profile }) {
  const t0 = performance.now();
  const { report, scene, drawn } = api.evaluateView(task, candidate, { profile }, { maxDrawnItems: kMaxDrawnItems });
  ++evaluations;
  const ms = { evaluate: performance.now() - t0 };
  const items = scene?.items?.length ?? 0;
  // drawLimit: the note under an answer not drawn says how many items the page draws.
  const limits = { drawLimit: kMaxDrawnItems };
  if (!scene || drawn !== null) return { report, scene, drawn, items, ms, calls: evaluations, ...limits };
  const kept = {};
  for (const i of namedItems(report, kNamedItems)) if (scene.items[i]) kept[i] = scene.items[i];
  return { report, scene: { ...scene, items: kept }, drawn: null, items, ms, calls: evaluations, ...limits };
}

// --- the benchmark site: a bundle read once (by one worker of the pool), its lines judged
// into rows. The worker that read it makes the batch lines, one at a time, for itself and,
// through the page, for the others (`lines`), which judge lines they are sent.
function open(files, profile) {
  let read;
  try {
    read = api.openBundle(files);
  } catch (error) {
    throw new Error(`the bundle cannot be read: ${String(error.message).replace(/^plumbline: readBundle: /, '')}`);
  }
  const { line, close, count, ...meta } = read;
  bundle?.close();
  bundle = { meta, count, line, close };
  explainSessions?.default.close();
  explainSessions?.ssvg.close();
  explainSessions = null;
  useProfile(profile);
  return { meta, count };
}

function useProfile(profile) {
  if (session && sessionProfile === profile) return;
  session?.close();
  session = api.openBatch({ profile, report: 'compact', timings: false });
  sessionProfile = profile;
}

// The text of batch line i: sent with the message (`lines`, from `from` on), or made from
// the bundle this worker read.
const lineText = (i, from, lines) => (lines ? lines[i - from] : bundle.line(i));

// Lines [from, to) of the bundle: their rows, in order. Line numbers are 1-based indices.
function judge(from, to, profile, lines) {
  useProfile(profile);
  const rows = [];
  for (let i = from; i < to; ++i) {
    try {
      rows.push(api.bundleRow(session.line(lineText(i, from, lines), i + 1)));
    } catch (error) {
      if (error instanceof TypeError) throw new Error(`line ${i + 1}: ${String(error.message).replace(/^plumbline: bundleRow: /, '')}`);
      throw error;
    }
  }
  return { rows };
}

// Why the two profiles judge each of the lines at `indices` differently: each judged in
// both (compact reports) and the reason named by the core from the two reports. `lines`:
// their texts, when this worker did not read the bundle.
let explainSessions = null;
function explain(indices, lines) {
  explainSessions ??= { default: api.openBatch({ profile: 'default', report: 'compact', timings: false }),
                        ssvg: api.openBatch({ profile: 'ssvg', report: 'compact', timings: false }) };
  const reasons = indices.map((i, k) => {
    const text = lines ? lines[k] : bundle.line(i);
    return api.bundleDifference(explainSessions.default.line(text, i + 1), explainSessions.ssvg.line(text, i + 1));
  });
  return { reasons };
}

// The lines whose task id or response holds `query`, any case (the responses, lower-cased,
// kept after the first search).
function search(query) {
  const q = String(query).toLowerCase();
  if (!bundle.searchable) {
    bundle.searchable = [];
    for (let i = 0; i < bundle.count; ++i) {
      const { id, candidate } = JSON.parse(bundle.line(i));
      bundle.searchable.push(`${id?.task ?? ''}\u0000${String(candidate ?? '')}`.toLowerCase());
    }
  }
  const lines = [];
  bundle.searchable.forEach((text, i) => { if (text.includes(q)) lines.push(i); });
  return { lines };
}

const handlers = {
  hello: () => ({ version: api.version() }),
  check: (data) => check(data),
  // The files (text or bytes) are the page's, sent once: to this worker only.
  open: (data) => open(data.files, data.profile),
  judge: (data) => judge(data.from, data.to, data.profile, data.lines),
  lines: (data) => ({ lines: data.indices.map((i) => bundle.line(i)) }),
  explain: (data) => explain(data.indices, data.lines),
  search: (data) => search(data.query),
};

// A call that throws (an abort: a core bug) is answered as a failure; the client then
// starts a fresh worker, since an aborted module has lost its state.
self.onmessage = async ({ data }) => {
  if (data.type === 'init') {
    init(data).then(started.resolve, started.reject);
    return;
  }
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
