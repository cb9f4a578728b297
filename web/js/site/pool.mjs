// A pool of checker workers (js/checker-worker.mjs), one per core by default. Every worker
// reads the bundle itself (only the files cross, once), then takes ranges of its batch
// lines as it frees up: lines are grouped by task, so a range mostly hits the worker's
// prepared task. Rows come back in line order whatever the finishing order. A pool serves
// one bundle's load: once cancelled, every call rejects with an AbortError (a load that a
// newer one superseded can touch neither the new load's workers nor the files they keep).
import { createChecker, workerFactory } from '../checker-client.mjs';

const kRange = 32;   // lines a worker judges per message: few messages, steady progress

export function createPool(size, makeWorker = workerFactory()) {
  let checkers = [];
  let holder = null;   // the checker that keeps the files it hashed
  let cancelled = false;
  const ensure = () => {
    if (cancelled) throw new DOMException('the load was cancelled', 'AbortError');
    if (checkers.length === 0) checkers = Array.from({ length: size }, () => createChecker(makeWorker));
    return checkers;
  };

  return {
    get size() { return size; },
    // The files' SHA-256 (hex), made by the first worker, which keeps them for open().
    async hash(files) {
      const first = ensure()[0];
      const { hash } = await first.call('hash', { files });
      holder = first;
      return hash;
    },
    // Reads the bundle in every worker (the first has the files from hash()); resolves with
    // the first one's {meta, count}.
    async open(files, profile) {
      const opened = await Promise.all(ensure().map((c) => c.call('open', { files: c === holder ? null : files, profile })));
      return { meta: opened[0].meta, count: opened[0].count };
    },
    // Judges lines [0, count) under `profile`; onProgress(done, count) after each range.
    // Rejects with an AbortError when cancel() is called meanwhile.
    async judge(count, profile, onProgress = () => {}) {
      const rows = new Array(count);
      let next = 0, done = 0;
      const run = async (checker) => {
        while (next < count) {
          const from = next, to = Math.min(count, from + kRange);
          next = to;
          const reply = await checker.call('judge', { from, to, profile });
          for (let i = 0; i < reply.rows.length; ++i) rows[from + i] = reply.rows[i];
          done += to - from;
          onProgress(done, count);
        }
      };
      await Promise.all(ensure().map(run));
      return rows;
    },
    // The batch lines at `indices` (their task and answer), from the first worker.
    async lines(indices) {
      if (!indices.length) return [];
      return (await ensure()[0].call('lines', { indices })).lines;
    },
    // Why the profiles judge the lines at `indices` differently: [{model, task, reason,
    // text}] in the order given, the lines shared out among the workers.
    async explain(indices) {
      const all = ensure();
      const share = Math.ceil(indices.length / all.length) || 1;
      const parts = await Promise.all(all.map((c, k) => {
        const mine = indices.slice(k * share, (k + 1) * share);
        return mine.length ? c.call('explain', { indices: mine }).then((r) => r.reasons) : [];
      }));
      return parts.flat();
    },
    // The indices of the lines whose task id or response holds `query` (any case), from
    // the first worker.
    async search(query) {
      return (await ensure()[0].call('search', { query })).lines;
    },
    // Stops every worker at once: what is pending and every later call reject with an
    // AbortError.
    cancel() {
      cancelled = true;
      for (const c of checkers) c.stop();
      checkers = [];
      holder = null;
    },
    get cancelled() { return cancelled; },
  };
}
