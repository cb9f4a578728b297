// A pool of checker workers (js/checker-worker.mjs), one per core by default. One worker,
// the reader, reads the bundle (the files move to it, not copied: no other copy is kept);
// the others are sent the batch lines they judge, which the reader makes one at a time
// (each line repeats its task's text: all of them at once would be hundreds of megabytes
// in every worker). Workers take ranges of lines as they free up, in an order spread over
// the whole bundle (every domain and format early on, so the first figures already say
// something); a range is consecutive lines, grouped by task, so it mostly hits the worker's
// prepared task. Rows come back in line order whatever the finishing order. A pool serves
// one bundle's load: once cancelled, every call rejects with an AbortError (a load that a
// newer one superseded can touch neither the new load's workers nor the files they keep).
import { createChecker, workerFactory } from '../checker-client.mjs';

const kRange = 32;   // lines a worker judges per message: few messages, steady progress
const kAhead = 8;    // ranges asked of a worker before the first is answered (judgeShare)

// 0..n-1 in bit-reversed order (0, n/2, n/4, 3n/4, ...): any prefix is spread evenly.
export function spreadOrder(n) {
  let bits = 0;
  while ((1 << bits) < n) ++bits;
  const order = [];
  for (let i = 0; i < (1 << bits); ++i) {
    let r = 0;
    for (let b = 0; b < bits; ++b) if (i & (1 << b)) r |= 1 << (bits - 1 - b);
    if (r < n) order.push(r);
  }
  return order;
}

// Lines as bytes ({bytes, ends}: line k ends at ends[k]): the lines at `indices`
// (consecutive) of `all` as their own buffers, to move to a worker.
function slice(all, indices) {
  const from = indices[0], to = indices[indices.length - 1] + 1;
  const start = from ? all.ends[from - 1] : 0;
  return { bytes: all.bytes.slice(start, all.ends[to - 1]), ends: all.ends.slice(from, to).map((e) => e - start) };
}
const moved = (lines) => [lines.bytes.buffer, lines.ends.buffer];

// The buffers of a bundle's files (bytes) that can move to a worker.
const buffersOf = (files) => Object.values(files ?? {}).filter((v) => v instanceof ArrayBuffer || ArrayBuffer.isView(v))
  .map((v) => (v instanceof ArrayBuffer ? v : v.buffer));

export function createPool(size, makeWorker = workerFactory()) {
  let checkers = [];
  let cancelled = false;
  const ensure = () => {
    if (cancelled) throw new DOMException('the load was cancelled', 'AbortError');
    if (checkers.length === 0) checkers = Array.from({ length: size }, () => createChecker(makeWorker));
    return checkers;
  };
  const reader = () => ensure()[0];
  let shares = null;   // {offsets, counts}: each worker read its own share (useShares)
  // Global line indices grouped by the worker that holds them: [{k, local, at}], `at` the
  // positions in `indices`.
  const byOwner = (indices) => {
    const groups = new Map();
    indices.forEach((g, j) => {
      let k = shares.offsets.length - 1;
      while (k > 0 && g < shares.offsets[k]) --k;
      if (!groups.has(k)) groups.set(k, { k, local: [], at: [] });
      groups.get(k).local.push(g - shares.offsets[k]);
      groups.get(k).at.push(j);
    });
    return [...groups.values()];
  };
  const range = (from, to) => Array.from({ length: to - from }, (_, k) => from + k);
  // The bytes of the lines at `indices` ({bytes, ends}), for a worker other than the reader.
  const linesFor = async (checker, indices) =>
    (checker === reader() ? undefined : (await reader().call('lines', { indices })).lines);

  // Lines [0, count) in ranges shared out among the workers as they free up, each range's
  // lines asked for when it is claimed (they arrive while the worker judges the range
  // before): sliced from `texts` ({bytes, ends} of every line) when given, else made by
  // the reader for the other workers. Line bytes move to the worker, not copied.
  async function share(count, profile, onProgress, indicesOf, texts) {
    const rows = new Array(count);
    const order = spreadOrder(Math.ceil(count / kRange));
    let next = 0, judged = 0;
    const run = async (checker) => {
      const claim = () => {
        while (next < order.length) {
          const from = order[next++] * kRange;
          const indices = indicesOf(from, Math.min(count, from + kRange));
          if (!indices.length) continue;
          return { indices, lines: texts ? Promise.resolve(slice(texts, indices)) : linesFor(checker, indices) };
        }
        return null;
      };
      let job = claim();
      while (job) {
        const following = claim();
        const lines = await job.lines;
        const reply = await checker.call('judge', { indices: job.indices, profile, ...(lines ? { lines } : {}) }, lines ? moved(lines) : []);
        job.indices.forEach((i, k) => { rows[i] = reply.rows[k]; });
        judged += job.indices.length;
        onProgress(judged, rows);
        job = following;
      }
    };
    await Promise.all(ensure().map(run));
    return rows;
  }

  return {
    get size() { return size; },
    // Starts the workers now (each instantiates the module), before there is anything to judge.
    start() { for (const c of ensure()) c.call('hello').catch(() => {}); },
    // Has the reader judge `lines` and forget them (js/site/warm-up.mjs): the module's code
    // compiled before the bundle is here. The workers share the compiled module, and with it
    // the code compiled in any of them: one warms them all.
    warm(lines, profile) { return reader().call('warm', { lines, profile }).catch(() => {}); },
    // Reads the bundle in the reader; its files (text or bytes: bytes move to the worker
    // and are no longer the page's) are not kept anywhere else. Resolves with {meta, count},
    // or, asked for a sample of about `sample` tasks of a large bundle, with {sample: {meta,
    // count, lines, answers}}: the sample's lines to judge while read() reads the whole.
    async open(files, profile, sample = 0) {
      const reply = await reader().call('open', { files, profile, sample }, buffersOf(files));
      return reply.sample ? { sample: reply.sample, ms: reply.ms } : { meta: reply.meta, count: reply.count, ms: reply.ms };
    },
    // Reads the whole bundle after its sample: {meta, count}.
    async read(profile) {
      const { meta, count, ms } = await reader().call('read', { profile });
      return { meta, count, ms };
    },
    // Judges lines [0, count) under `profile`, but those skip(i) is true of;
    // onProgress(judged, rows) after each range (rows: the array being filled, holes where
    // not yet judged). Rejects with an AbortError when cancel() is called meanwhile.
    judge(count, profile, onProgress = () => {}, skip = () => false) {
      return share(count, profile, onProgress, (from, to) => range(from, to).filter((i) => !skip(i)), null);
    },
    // Judges the batch lines given as bytes ({bytes, ends}: a sample's), as judge() does
    // the bundle's.
    judgeLines(lines, profile, onProgress = () => {}) {
      return share(lines.ends.length, profile, onProgress, (from, to) => range(from, to), lines);
    },
    // The batch lines at `indices` (their task and answer) as texts, from the worker that
    // read them.
    async lines(indices) {
      if (!indices.length) return [];
      if (!shares) return (await reader().call('lines', { indices, texts: true })).lines;
      const out = new Array(indices.length);
      await Promise.all(byOwner(indices).map(async ({ k, local, at }) => {
        const { lines } = await ensure()[k].call('lines', { indices: local, texts: true });
        at.forEach((j, n) => { out[j] = lines[n]; });
      }));
      return out;
    },

    // --- per-worker reading (js/site/shards.mjs): worker k reads share k of the bundle and
    // judges its lines, none sent elsewhere. Its lines are, in the bundle's line numbering
    // (global indices), offsets[k] + its own index.
    // Worker k reads its share (the files move to it), or first a sample of about `sample`
    // of its tasks: {meta, count} or {sample: {meta, count}}.
    async openShare(k, files, profile, sample = 0) {
      const reply = await ensure()[k].call('open', { files, profile, sample, keep: true }, buffersOf(files));
      return reply.sample ? { sample: reply.sample, ms: reply.ms } : { meta: reply.meta, count: reply.count, ms: reply.ms };
    },
    // Worker k reads its whole share after its sample.
    async readShare(k, profile) {
      const { meta, count, ms } = await ensure()[k].call('read', { profile });
      return { meta, count, ms };
    },
    // Worker k judges its lines [0, count) but those skip(i) is true of, in ranges in an
    // order spread over them, kAhead ranges asked at a time: a range takes the worker about
    // 10 ms, and with only the next one asked it waited whenever the page's thread was busy
    // longer (a partial leaderboard, a reply's rows), idle a third of the time.
    // onRange(judged, rows) after each. Resolves with the rows by line.
    async judgeShare(k, count, profile, onRange = () => {}, skip = () => false) {
      const checker = ensure()[k];
      const rows = new Array(count);
      const jobs = spreadOrder(Math.ceil(count / kRange))
        .map((r) => range(r * kRange, Math.min(count, (r + 1) * kRange)).filter((i) => !skip(i))).filter((x) => x.length);
      const ask = (indices) => checker.call('judge', { indices, profile });
      const asked = jobs.slice(0, kAhead).map(ask);
      let judged = 0;
      for (let j = 0; j < jobs.length; ++j) {
        const reply = await asked[j];
        asked[j] = null;
        if (j + kAhead < jobs.length) asked.push(ask(jobs[j + kAhead]));
        jobs[j].forEach((i, n) => { rows[i] = reply.rows[n]; });
        judged += jobs[j].length;
        onRange(judged, rows);
      }
      return rows;
    },
    // The shares' line counts, once every worker has read its share: global indices from now on.
    useShares(counts) {
      shares = { offsets: counts.map((_, k) => counts.slice(0, k).reduce((a, b) => a + b, 0)), counts };
    },
    get shares() { return shares; },
    // Each worker's module memory in bytes (bench/site.mjs's breakdown).
    async memory() {
      return Promise.all(ensure().map(async (c) => (await c.call('memory')).wasm));
    },
    // Why the profiles judge the lines at `indices` differently: [{model, task, reason,
    // text}] in the order given, the lines shared out among the workers.
    async explain(indices) {
      const all = ensure();
      if (shares) {
        const out = new Array(indices.length);
        await Promise.all(byOwner(indices).map(async ({ k, local, at }) => {
          const { reasons } = await all[k].call('explain', { indices: local });
          at.forEach((j, n) => { out[j] = reasons[n]; });
        }));
        return out;
      }
      const share = Math.ceil(indices.length / all.length) || 1;
      const parts = await Promise.all(all.map(async (c, k) => {
        const mine = indices.slice(k * share, (k + 1) * share);
        if (!mine.length) return [];
        const lines = await linesFor(c, mine);
        return (await c.call('explain', { indices: mine, ...(lines ? { lines } : {}) }, lines ? moved(lines) : [])).reasons;
      }));
      return parts.flat();
    },
    // The indices of the lines whose task id or response holds `query` (any case), from
    // the reader (or every worker, each over its share).
    async search(query) {
      if (!shares) return (await reader().call('search', { query })).lines;
      const parts = await Promise.all(ensure().slice(0, shares.counts.length)
        .map(async (c, k) => (await c.call('search', { query })).lines.map((i) => i + shares.offsets[k])));
      return parts.flat();
    },
    // Stops every worker at once: what is pending and every later call reject with an
    // AbortError.
    cancel() {
      cancelled = true;
      for (const c of checkers) c.stop();
      checkers = [];
    },
    get cancelled() { return cancelled; },
  };
}
