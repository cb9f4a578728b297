// A folder bundle split into one share per worker, so that every worker reads its own
// share (the core's openBundle) and judges its own lines: no worker waits for one reader,
// and no line crosses workers. A task and every answer to it go to the same share (tasks
// dealt out in turn, in file order, so every share has every domain and format); a line of
// another share is left as an empty line, so every share's files have the original line
// numbers (the core skips blank lines but counts them) and the problems each worker finds
// are where they are in the real files. mergeReadings() puts the workers' readings back
// together as one reading of the whole bundle would have said it.

const kManifest = 'bundle.json';
const kMaxBytes = 2 ** 30;   // BundleLimits::max_bytes: past it the core's byte budget depends on the share
const decoder = new TextDecoder();
const encoder = new TextEncoder();
// Bytes as text one character per byte (windows-1252 decodes every byte to one character),
// so that native string searches find ASCII and offsets stay byte offsets.
const bytewise = new TextDecoder('windows-1252');

const bytesOf = (v) => (typeof v === 'string' ? encoder.encode(v) : v instanceof ArrayBuffer ? new Uint8Array(v) : v);

// The lines of a file as [start, end) offsets after its byte-order mark (ends without the
// '\n'), blank or not; `bom`: the mark's length; `text`: the bytes as text, byte for byte.
function lineRanges(b) {
  const text = bytewise.decode(b);
  const bom = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  const out = [];
  for (let start = bom; start < text.length;) {
    let end = text.indexOf('\n', start);
    if (end < 0) end = text.length;
    out.push([start, end]);
    start = end + 1;
  }
  return { bom, out, text };
}

const kBlank = /^[ \t\r\f\v]*$/;
const parsed = (b, s0, e) => { try { return JSON.parse(decoder.decode(b.subarray(s0, e))); } catch { return null; } };

// A line's top-level string member `name` (an answer's "task", a task's "id"), as the core
// reads it (the last such member: a parser keeps the last), null when it has none. Found
// by native string searches when the line says it plainly: `"name"` once in the line
// (inside a string a quote is escaped, so that is a key), followed by a string without
// escapes, and no "\u00" escape in the line (a key spelt "t\u0061sk" is "task" to a
// parser). Otherwise the line is parsed. `line`: the line's bytes as text, byte for byte
// (s0 its offset in the file's bytes b). On a line that is not JSON it may say anything:
// the share it sends the line to reports it.
function member(line, b, s0, name) {
  const key = `"${name}"`;
  const at = line.indexOf(key);
  if (at >= 0 && line.indexOf(key, at + key.length) < 0 && line.indexOf('\\u00') < 0) {
    let i = at + key.length;
    while (line[i] === ' ') ++i;
    if (line[i] === ':') {
      ++i;
      while (line[i] === ' ') ++i;
      const close = line.indexOf('"', i + 1);
      const slash = line.indexOf('\\', i + 1);
      if (line[i] === '"' && close >= 0 && (slash < 0 || slash > close)) return decoder.decode(b.subarray(s0 + i + 1, s0 + close));
    }
  }
  const v = parsed(b, s0, s0 + line.length);
  return v && typeof v === 'object' && !Array.isArray(v) && typeof v[name] === 'string' ? v[name] : null;
}

// The manifest's tasks file and each model's answers file, when the bundle can be split:
// a folder bundle (every file a path, none read twice).
function layoutOf(manifestFile) {
  let manifest;
  try { manifest = JSON.parse(decoder.decode(bytesOf(manifestFile))); } catch { return null; }
  if (!manifest || typeof manifest !== 'object' || typeof manifest.tasks !== 'string' || !Array.isArray(manifest.models)) return null;
  const answers = [], models = [];
  for (const m of manifest.models) {
    if (!m || typeof m !== 'object') continue;   // the core reports it; it reads no file
    if (typeof m.answers !== 'string') return null;
    answers.push(m.answers);
    if (typeof m.name === 'string' && m.name && !models.some((x) => x.name === m.name)) models.push({ name: m.name, answers: m.answers });
  }
  // Paths as written: the core normalises them ("./a.jsonl"); two spellings of one file
  // would be read twice, which only the unsplit reading orders exactly.
  const named = [manifest.tasks, ...answers];
  if (new Set(named).size !== named.length || named.some((p) => !/^[\w@+\-][\w@+\-. ]*(\/[\w@+\-][\w@+\-. ]*)*$/.test(p) || p.split('/').some((x) => x === '.' || x === '..'))) return null;
  return { tasks: manifest.tasks, answers, models };
}

// Splits a bundle's files into `count` shares as they arrive: add(path, bytes) splits a
// file now (an answers file once the tasks file is split: the tasks say which share an
// answer goes to), so that when the last file is here little is left to do; finish(files)
// gives {shards: [files of share k], answers: answer lines in all, tasks: task lines,
// models: [{name, answered}], plan}, or null when the bundle cannot be split (it is then
// read whole, by one worker). The caller's files are not changed; the shares are new buffers.
export function createSplitter(count) {
  let plan = null, manifest = null;
  const shareOf = new Map();   // task id -> share
  let dealt = 0;
  const done = new Map();      // path -> {bytes, parts, lines}: the files split so far
  const waiting = new Map();   // answers files here before the tasks file
  const split = (b, shareOfLine) => {
    const { bom, out, text } = lineRanges(b);
    const owner = out.map(([s0, e]) => {
      const line = text.slice(s0, e);
      return kBlank.test(line) ? -1 : shareOfLine(line, b, s0);
    });
    const sizes = new Array(count).fill(bom + out.length);
    out.forEach(([s0, e], i) => { if (owner[i] >= 0) sizes[owner[i]] += e - s0; });
    const parts = sizes.map((n) => new Uint8Array(n));
    const offsets = new Array(count).fill(bom);
    for (const p of parts) p.set(b.subarray(0, bom));
    out.forEach(([s0, e], i) => {
      const k = owner[i];
      if (k >= 0) { parts[k].set(b.subarray(s0, e), offsets[k]); offsets[k] += e - s0; }
      // Every share gets the line end, so line numbers stay (a missing last '\n' is kept missing).
      if (e < b.length) for (let x = 0; x < count; ++x) parts[x][offsets[x]++] = 10;
    });
    return { bytes: b, parts, lines: owner.filter((k) => k >= 0).length };
  };
  // Tasks dealt out in turn by their id (a repeated id goes where its first went; a line
  // without one, which is only a problem, to share 0).
  const splitTasks = (b) => split(b, (line, bytes, s0) => {
    const id = member(line, bytes, s0, 'id') || null;
    if (id === null) return 0;
    if (!shareOf.has(id)) shareOf.set(id, dealt++ % count);
    return shareOf.get(id);
  });
  // An answer to a task the bundle does not have (or a line without a task) goes to share
  // 0, which reports it.
  const splitAnswers = (b) => split(b, (line, bytes, s0) => shareOf.get(member(line, bytes, s0, 'task')) ?? 0);
  const add = (path, value) => {
    if (!plan || done.has(path)) return;
    const b = bytesOf(value);
    if (path === plan.tasks) {
      done.set(path, splitTasks(b));
      for (const [p, w] of waiting) done.set(p, splitAnswers(w));
      waiting.clear();
    } else if (plan.answers.includes(path)) {
      if (done.has(plan.tasks)) done.set(path, splitAnswers(b)); else waiting.set(path, b);
    }
  };
  return {
    // The manifest, first: which files are the tasks and the answers.
    manifest(file) { manifest = file; plan = layoutOf(file); },
    add,
    finish(files) {
      if (count < 1 || !(kManifest in files)) return null;
      if (files[kManifest] !== manifest) this.manifest(files[kManifest]);
      if (!plan) return null;
      // Past the core's byte budget what a share reads would depend on the share.
      if (Object.values(files).reduce((n, v) => n + bytesOf(v).length, 0) >= kMaxBytes) return null;
      if (!(plan.tasks in files)) return null;
      // A file split from other bytes than these (not expected) is split again.
      if (done.get(plan.tasks)?.bytes !== bytesOf(files[plan.tasks])) { done.clear(); shareOf.clear(); dealt = 0; waiting.clear(); }
      add(plan.tasks, files[plan.tasks]);
      for (const path of plan.answers) {
        if (!(path in files)) continue;   // missing: every share reports it
        if (done.get(path)?.bytes !== bytesOf(files[path])) done.delete(path);
        add(path, files[path]);
      }
      const tasks = done.get(plan.tasks);
      const shards = Array.from({ length: count }, (_, k) => ({ [plan.tasks]: tasks.parts[k] }));
      let answers = 0;
      for (const path of plan.answers) {
        const got = path in files ? done.get(path) : null;
        if (!got) continue;
        answers += got.lines;
        got.parts.forEach((p, k) => { shards[k][path] = p; });
      }
      // Each share needs its own bytes of the manifest, to move to its worker.
      for (const x of shards) x[kManifest] = typeof files[kManifest] === 'string' ? files[kManifest] : bytesOf(files[kManifest]).slice();
      // Each model's answer lines (before any is read: the partial leaderboard's progress).
      const models = plan.models.map(({ name, answers: path }) => ({ name, answered: (path in files && done.get(path)?.lines) || 0 }));
      done.clear();
      return { shards, answers, tasks: tasks.lines, models, plan };
    },
  };
}

// The files split at once (createSplitter).
export const shardFiles = (files, count) => createSplitter(count).finish(files);

// The readings of every share ({meta, count}, meta as openBundle gives it) as one reading of
// the whole: tasks in file order, each model's answers counted over the shares, the missing
// rows model-major, the problems in reading order (a problem not on a line of a file, the
// manifest's or a missing file's, is found by every share: kept once), and the line counts.
export function mergeReadings(readings, plan) {
  const metas = readings.map((r) => r.meta);
  const first = metas[0];
  const tasks = metas.flatMap((m) => m.tasks).sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  const taskIndex = new Map(tasks.map((t, i) => [t.id, i]));
  const models = first.models.map((m, i) => ({ ...m, answered: metas.reduce((n, x) => n + (x.models[i]?.answered ?? 0), 0) }));
  const modelIndex = new Map(models.map((m, i) => [m.name, i]));
  const missing = metas.flatMap((m) => m.missing)
    .sort((a, b) => (modelIndex.get(a.model) - modelIndex.get(b.model)) || (taskIndex.get(a.task) - taskIndex.get(b.task)));
  return { meta: { ...first, tasks, models, missing, problems: mergeProblems(metas.map((m) => m.problems), plan) },
           counts: readings.map((r) => r.count) };
}

// Each share's problems are in reading order: the problems not on a line (line null or 0)
// are the same in every share and in the same order; between two of them, the problems on
// lines, from every share, go in the order the files are read (the tasks file, then each
// model's answers) and by line. The line budget's problem is every share's: kept once.
function mergeProblems(lists, plan) {
  const rank = new Map([[plan.tasks, 0], ...plan.answers.map((p, i) => [p, i + 1])]);
  const onLine = (p) => Number(p.line) > 0;
  const runs = lists.map((list) => {
    const out = [[]];
    for (const p of list) {
      if (onLine(p)) out.at(-1).push(p);
      else out.push([p], []);
    }
    return out;
  });
  const lengths = new Set(runs.map((r) => r.length));
  if (lengths.size !== 1) return lists.flat();   // not expected: keep every problem
  const merged = [];
  runs[0].forEach((run, i) => {
    if (i % 2 === 1) { merged.push(...run); return; }   // a problem not on a line, once
    const all = runs.flatMap((r, k) => r[i].filter((p) => k === 0 || p.code !== 'bundle.limit.lines'));
    all.sort((a, b) => ((rank.get(a.file) ?? 1e9) - (rank.get(b.file) ?? 1e9)) || (a.line - b.line));
    merged.push(...all);
  });
  return merged;
}
