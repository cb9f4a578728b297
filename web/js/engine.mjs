// Loads the WebAssembly checker through the JS API module and publishes it as
// window.plumbline: the same calls as wasm/plumbline.mjs, plus a `ready` promise, so
// tests and console users drive exactly what the page uses.
import { load } from '../plumbline.mjs';

let started = null;   // one module per page: the offline file's playground and site share it

export function startEngine() {
  if (started) return started;
  let api = null;
  const ready = (async () => {
    // index.html's classic <script src="plumbline.js"> defined the factory.
    if (typeof globalThis.createPlumbline !== 'function') throw new Error('plumbline.js did not load');
    api = await load({ factory: globalThis.createPlumbline });
    return api;
  })();
  const need = () => {
    if (!api) throw new Error('plumbline: not loaded yet; await plumbline.ready');
    return api;
  };
  const facade = {
    ready,
    evaluate: (task, candidate, options) => need().evaluate(task, candidate, options),
    evaluateText: (task, candidate, options) => need().evaluateText(task, candidate, options),
    evaluateBatchLine: (line, n, options) => need().evaluateBatchLine(line, n, options),
    readDrawing: (format, text) => need().readDrawing(format, text),
    extract: (text, format) => need().extract(text, format),
    drawScene: (format, text, options) => need().drawScene(format, text, options),
    drawGeometry: (geometry, options) => need().drawGeometry(geometry, options),
    version: () => need().version(),
    readBundle: (files) => need().readBundle(files),
    bundleSummary: (rows) => need().bundleSummary(rows),
    bundleCsv: (rows) => need().bundleCsv(rows),
    bundleTable: (rows) => need().bundleTable(rows),
  };
  globalThis.plumbline = facade;
  started = facade;
  return facade;
}
