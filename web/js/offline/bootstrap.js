// First script of the offline file (scripts/build-offline.mjs): runs the charting library
// and the single-file WebAssembly build from the text the file carries (kept as text: it
// is the glue every checker worker runs, and its inlined .wasm is what the page compiles
// once, js/wasm-source.mjs), answers the pages' own
// fetch calls from the files inside (the example gallery and bundle) and refuses any
// other, and tells the pages they are offline (globalThis.plumblineOffline).
/* eslint-disable no-eval */
(() => {
  'use strict';
  const data = globalThis.plumblineOfflineData;
  for (const source of data.scripts) (0, eval)(source);
  (0, eval)(data.build);   // defines createPlumbline

  const base = new URL('.', location.href).href;
  const pathOf = (url) => (url.startsWith(base) ? decodeURIComponent(url.slice(base.length).split(/[?#]/)[0]) : null);
  const realFetch = globalThis.fetch.bind(globalThis);
  globalThis.fetch = async (input) => {
    const url = new URL(typeof input === 'object' && input !== null && 'url' in input ? input.url : String(input), location.href).href;
    if (/^(data|blob):/.test(url)) return realFetch(url);   // the module's own bytes, never the network
    const path = pathOf(url);
    if (path !== null && Object.prototype.hasOwnProperty.call(data.files, path)) {
      return new Response(data.files[path], { status: 200, headers: { 'content-type': path.endsWith('.json') ? 'application/json' : 'text/plain' } });
    }
    throw new TypeError(`offline: ${url} is not inside this file`);
  };

  const kExample = 'bundles/example/';
  // The single-file build carries its .wasm as one base64 data: URL.
  const wasmUrl = /data:application\/octet-stream;base64,[A-Za-z0-9+/=]{16,}/.exec(data.build)?.[0];
  globalThis.plumblineOffline = {
    glue: data.build,
    async wasmBytes() {
      if (!wasmUrl) throw new Error('offline: the build carries no WebAssembly');
      return (await realFetch(wasmUrl)).arrayBuffer();
    },
    // A module worker from a data: URL (scripts/build-offline.mjs says why not a Blob).
    makeWorker() {
      return new Worker(data.worker, { type: 'module' });
    },
    // The example bundle's files, as js/site/bundle-files.mjs gives a served one.
    async exampleFiles() {
      const files = {};
      for (const [path, text] of Object.entries(data.files)) if (path.startsWith(kExample)) files[path.slice(kExample.length)] = text;
      return files;
    },
    openPlayground: null,   // set by js/offline/views.mjs
  };
})();
