// Talks to one checker worker (js/checker-worker.mjs): each call is a message with an id,
// answered by a promise. A worker that failed (could not start, or its module aborted)
// rejects what was pending and is replaced at the next call.
import { wasmSource } from './wasm-source.mjs';

// Served: the worker module beside this one. The offline file: its own factory (a data: URL).
// Each new worker is sent the page's compiled module first (its `init`); messages posted
// before that arrives wait in the worker until it has started.
export const workerFactory = () => {
  const make = globalThis.plumblineOffline?.makeWorker ??
    (() => new Worker(new URL('./checker-worker.mjs', import.meta.url), { type: 'module' }));
  return () => {
    const worker = make();
    wasmSource().then(({ glue, wasmModule }) => worker.postMessage({ type: 'init', glue, wasmModule }),
                      (error) => worker.dispatchEvent(new ErrorEvent('error', { message: `the module did not load: ${error.message}` })));
    return worker;
  };
};

// Messages sent, by type: the test that a playground check is one evaluation reads it.
export const sent = {};

export function createChecker(makeWorker = workerFactory()) {
  let worker = null;
  let nextId = 1;
  const pending = new Map();   // id -> {resolve, reject}

  const failAll = (error) => {
    for (const p of pending.values()) p.reject(error);
    pending.clear();
  };
  function spawn() {
    const w = makeWorker();
    w.onmessage = ({ data }) => {
      const p = pending.get(data.id);
      if (!p) return;
      pending.delete(data.id);
      if (data.ok) p.resolve(data);
      else {
        if (data.fatal) { w.terminate(); if (worker === w) worker = null; }
        p.reject(new Error(data.message));
      }
    };
    w.onerror = (event) => {
      event.preventDefault?.();
      if (worker === w) worker = null;
      w.terminate();
      failAll(new Error(`the checker's worker failed: ${event.message || 'it could not start'}`));
    };
    return w;
  }

  return {
    // type: a message kind the worker handles; fields: its data; transfer: buffers in it
    // that move to the worker (the page loses them). Resolves with the reply.
    call(type, fields = {}, transfer = []) {
      worker ??= spawn();
      return new Promise((resolve, reject) => {
        const id = nextId++;
        pending.set(id, { resolve, reject });
        sent[type] = (sent[type] ?? 0) + 1;
        worker.postMessage({ id, type, ...fields }, transfer);
      });
    },
    // Stops the worker now; what was pending rejects with an AbortError.
    stop() {
      worker?.terminate();
      worker = null;
      failAll(new DOMException('stopped', 'AbortError'));
    },
  };
}
