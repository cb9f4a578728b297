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
  detachExtracted(report, candidate);
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

// A drawing of megabytes is not sent back: the page has the answer it was extracted from,
// and copying it to the page again cost the page's frame tens of milliseconds (a 20 MB
// answer). `extracted.at` says where it starts in the answer; js/main.mjs puts it back.
const kSentExtracted = 1 << 20;
function detachExtracted(report, candidate) {
  const x = report.extracted;
  if (!x || typeof x.text !== 'string' || x.text.length <= kSentExtracted) return;
  let lineStart = 0;
  for (let line = 1; line < x.line && lineStart >= 0; ++line) lineStart = candidate.indexOf('\n', lineStart) + 1 || -1;
  const at = lineStart < 0 ? -1 : candidate.indexOf(x.text.slice(0, 256), lineStart);
  if (at < 0 || !candidate.startsWith(x.text, at)) return;   // not a plain slice of it: sent whole
  report.extracted = { ...x, text: undefined, at, length: x.text.length };
  delete report.extracted.text;
}

// --- the benchmark site: a bundle read once (by one worker of the pool), its lines judged
// into rows. The worker that read it judges its own answers inside the module (each judged
// from the bundle into its row, nothing else copied out) and makes the others' lines as bytes (`lines`: one
// buffer per range, moved, not copied, through the page), which they judge as sent.
function open(files, profile) {
  let read;
  try {
    // release: each file's bytes are dropped once the module has them (the module keeps
    // the one copy until it has read it).
    read = api.openBundle(files, { release: true });
  } catch (error) {
    throw new Error(`the bundle cannot be read: ${String(error.message).replace(/^plumbline: readBundle: /, '')}`);
  }
  const { line, lineBytes, row, close, count, ...meta } = read;
  bundle?.close();
  bundle = { meta, count, line, lineBytes, row, close };
  explainSessions?.default.close();
  explainSessions?.ssvg.close();
  explainSessions = null;
  useProfile(profile);
  return { meta, count };
}

// Lines as one buffer and their ends ({bytes, ends}: line k is bytes[ends[k-1]..ends[k])):
// one transferable object per range instead of a string per line.
function packed(parts) {
  const ends = new Int32Array(parts.length);
  let size = 0;
  parts.forEach((p, k) => { size += p.length; ends[k] = size; });
  const bytes = new Uint8Array(size);
  parts.forEach((p, k) => bytes.set(p, k ? ends[k - 1] : 0));
  return { bytes, ends };
}
const unpacked = ({ bytes, ends }, k) => bytes.subarray(k ? ends[k - 1] : 0, ends[k]);
const transferOf = (p) => [p.bytes.buffer, p.ends.buffer];

// A first look at a large folder bundle, read before the whole of it: the manifest, about
// `wanted` tasks spread over its tasks file and each model's answers to those tasks only
// (an answer line's task found by its "task" member). Reading a bundle prepares every task
// and parses every answer, seconds at 20,000 answers; the sample takes a few per cent of
// that, so its answers are judged (and the first figures shown) before the rest is read.
// Null when the bundle is small (under 4 x `wanted` tasks or 80 x `wanted` answers) or not
// a folder bundle with a tasks file.
const kTaskOfAnswer = /"task"\s*:\s*"((?:[^"\\]|\\.)*)"/;
const kHead = 512;   // bytes of an answer line searched for its task first (it is usually near the start)
function sampleOf(files, wanted) {
  const decoder = new TextDecoder(), encoder = new TextEncoder();
  const bytes = (v) => (typeof v === 'string' ? encoder.encode(v) : v instanceof ArrayBuffer ? new Uint8Array(v) : v);
  // The non-blank lines of a file as [start, end) byte ranges: no copy of the text.
  const blank = (b, s0, e) => { for (let i = s0; i < e; ++i) if (b[i] !== 32 && b[i] !== 9 && b[i] !== 13) return false; return true; };
  const lines = (v) => {
    const b = bytes(v), out = [];
    for (let start = 0; start < b.length;) {
      let end = b.indexOf(10, start);
      if (end < 0) end = b.length;
      if (end > start && !blank(b, start, end)) out.push([start, end]);
      start = end + 1;
    }
    return { b, out };
  };
  const joined = (b, ranges) => {
    const size = ranges.reduce((n, [s0, e]) => n + e - s0 + 1, 0), out = new Uint8Array(size);
    let at = 0;
    for (const [s0, e] of ranges) { out.set(b.subarray(s0, e), at); at += e - s0; out[at++] = 10; }
    return out;
  };
  let manifest;
  try { manifest = JSON.parse(decoder.decode(bytes(files['bundle.json']))); } catch { return null; }
  if (typeof manifest?.tasks !== 'string' || !files[manifest.tasks] || !Array.isArray(manifest.models)) return null;
  const tasks = lines(files[manifest.tasks]);
  if (tasks.out.length < 4 * wanted) return null;
  const every = Math.floor(tasks.out.length / wanted), ids = new Set(), kept = [];
  for (let i = 0; i < tasks.out.length; i += every) {
    const [s0, e] = tasks.out[i];
    try { ids.add(JSON.parse(decoder.decode(tasks.b.subarray(s0, e))).id); kept.push(tasks.out[i]); } catch { /* the whole reading reports it */ }
  }
  const sample = { 'bundle.json': files['bundle.json'], [manifest.tasks]: joined(tasks.b, kept) };
  const answers = {};   // answer lines per model, in all the files
  // An answer line's task: its "task" member, found in the line's bytes (the usual case:
  // first, {"task":"ID", with no escape in ID: read from the bytes, nothing decoded but
  // the id), else in its first bytes or the whole line, decoded.
  const kOpen = [123, 34, 116, 97, 115, 107, 34, 58];   // {"task":
  const taskOf = (b, s0, e) => {
    let i = s0;
    while (i < e && (b[i] === 32 || b[i] === 9)) ++i;
    if (kOpen.every((c, k) => b[i + k] === c)) {
      let j = i + kOpen.length;
      while (j < e && b[j] === 32) ++j;
      if (b[j] === 34) {
        const from = ++j;
        while (j < e && b[j] !== 34 && b[j] !== 92) ++j;
        if (b[j] === 34) return decoder.decode(b.subarray(from, j));
      }
    }
    const m = kTaskOfAnswer.exec(decoder.decode(b.subarray(s0, Math.min(e, s0 + kHead)))) ?? (e - s0 > kHead ? kTaskOfAnswer.exec(decoder.decode(b.subarray(s0, e))) : null);
    try { return m ? JSON.parse(`"${m[1]}"`) : null; } catch { return null; }
  };
  const answerFiles = [];
  for (const model of manifest.models) {
    if (typeof model?.answers !== 'string' || !files[model.answers] || answerFiles.some(([p]) => p === model.answers)) continue;
    const all = lines(files[model.answers]);
    answers[model.name] = all.out.length;
    answerFiles.push([model.answers, all]);
  }
  // A bundle of a few thousand answers is read in a moment: no sample.
  if (Object.values(answers).reduce((n, k) => n + k, 0) < 80 * wanted) return null;
  for (const [path, all] of answerFiles) sample[path] = joined(all.b, all.out.filter(([s0, e]) => ids.has(taskOf(all.b, s0, e))));
  return { files: sample, answers };
}

let unread = null;   // the files of a bundle whose sample was read, until `read`

function useProfile(profile) {
  if (session && sessionProfile === profile) return;
  session?.close();
  session = api.openBatch({ profile, report: 'compact', timings: false });
  sessionProfile = profile;
}

// The lines at `indices` (of the bundle, or of the sample): their rows, in order; `lines`:
// their bytes ({bytes, ends}, or texts), when this worker did not read the bundle. Line
// numbers are 1-based indices.
function judge(indices, profile, lines) {
  useProfile(profile);
  const rows = [];
  const text = lines ? (Array.isArray(lines) ? (k) => lines[k] : (k) => unpacked(lines, k)) : null;
  for (let k = 0; k < indices.length; ++k) {
    const i = indices[k];
    try {
      rows.push(text ? session.row(text(k), i + 1) : bundle.row(session, i));
    } catch (error) {
      if (error instanceof TypeError) throw new Error(`line ${i + 1}: ${String(error.message).replace(/^plumbline: row: /, '')}`);
      throw error;
    }
  }
  return { rows };
}

// Why the two profiles judge each of the lines at `indices` differently: each judged in
// both (compact reports) and the reason named by the core from the two reports. `lines`:
// their bytes, when this worker did not read the bundle.
let explainSessions = null;
function explain(indices, lines) {
  explainSessions ??= { default: api.openBatch({ profile: 'default', report: 'compact', timings: false }),
                        ssvg: api.openBatch({ profile: 'ssvg', report: 'compact', timings: false }) };
  const reasons = indices.map((i, k) => {
    const text = lines ? unpacked(lines, k) : bundle.lineBytes(i);
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
  // The files (text or bytes) are the page's, sent once: to this worker only. With
  // `sample`, a large bundle's sample is read first and its lines returned (as bytes),
  // with the number of answer lines in each model's file (`answers`); `read` then reads
  // the whole. `keep`: the sample's lines stay here, for this worker to judge (a share of
  // the bundle, js/site/shards.mjs). `ms`: where the time went, for bench/site.mjs.
  open: (data) => {
    const t0 = performance.now();
    const sample = data.sample ? sampleOf(data.files, data.sample) : null;
    if (!sample) return open(data.files, data.profile);
    const t1 = performance.now();
    unread = data.files;
    const { meta, count } = open(sample.files, data.profile);
    // keep: this worker judges the sample itself (it read its own share of the bundle).
    if (data.keep) return { sample: { meta, count, answers: sample.answers, ms: { cut: t1 - t0, read: performance.now() - t1 } } };
    const lines = packed(Array.from({ length: count }, (_, i) => bundle.lineBytes(i)));
    return { sample: { meta, count, lines, answers: sample.answers, ms: { cut: t1 - t0, read: performance.now() - t1 } },
             transfer: transferOf(lines) };
  },
  read: (data) => {
    if (!unread) throw new Error('no bundle files to read');
    const files = unread;
    unread = null;
    return open(files, data.profile);
  },
  judge: (data) => judge(data.indices, data.profile, data.lines),
  // The lines at `indices`: as texts (`texts`), or as bytes for another worker to judge.
  lines: (data) => {
    if (data.texts) return { lines: data.indices.map((i) => bundle.line(i)) };
    const lines = packed(data.indices.map((i) => bundle.lineBytes(i)));
    return { lines, transfer: transferOf(lines) };
  },
  explain: (data) => explain(data.indices, data.lines),
  search: (data) => search(data.query),
  // Judges a few small batch lines (js/site/warm-up.mjs) and forgets them: the module's
  // code compiled while the bundle is still being fetched.
  warm: (data) => {
    const warming = api.openBatch({ profile: data.profile, report: 'compact', timings: false });
    try { data.lines.forEach((line, k) => warming.line(line, k + 1)); } finally { warming.close(); }
    return {};
  },
  // The module's memory (bytes), for bench/site.mjs's breakdown.
  memory: () => ({ wasm: api.memoryBytes() }),
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
  let transfer = [];
  try {
    const t0 = performance.now();
    const { transfer: moved = [], ...result } = (await handlers[data.type](data)) ?? {};
    transfer = moved;
    reply = { id: data.id, ok: true, ms: performance.now() - t0, ...result };
  } catch (error) {
    const message = String(error && error.message ? error.message : error);
    const aborted = error instanceof WebAssembly.RuntimeError || /abort/i.test(message);
    reply = { id: data.id, ok: false, fatal: aborted, message };
  }
  postMessage(reply, transfer);
};
