// The WebAssembly build, fetched and compiled once per page for the page and all its
// checker workers: the glue's text (plumbline.js: each realm runs it to get the factory)
// and the compiled WebAssembly.Module (which a worker only instantiates, through
// load({wasmModule})). Offline, both come from inside the file (js/offline/bootstrap.js).
let shared = null;

// compileStreaming compiles as the bytes arrive but needs application/wasm; from a server
// that says otherwise the bytes are compiled once they are all in.
async function compile(response) {
  if (/^application\/wasm\b/.test(response.headers.get('content-type') ?? '')) return WebAssembly.compileStreaming(response);
  return WebAssembly.compile(await response.arrayBuffer());
}

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}

// {glue, wasmModule}, once.
export function wasmSource() {
  shared ??= (async () => {
    const offline = globalThis.plumblineOffline;
    if (offline) {
      return { glue: offline.glue, wasmModule: await WebAssembly.compile(await offline.wasmBytes()) };
    }
    const base = new URL('../', import.meta.url);
    const [glue, wasmModule] = await Promise.all([
      fetched(new URL('plumbline.js', base)).then((r) => r.text()),
      fetched(new URL('plumbline.wasm', base)).then(compile),
    ]);
    return { glue, wasmModule };
  })();
  return shared;
}

// The build's factory in this realm: the glue is a classic script defining a global, run
// here by indirect eval (the pages' CSP allows eval: Embind needs it).
export function factoryFrom(glue) {
  if (typeof globalThis.createPlumbline !== 'function') (0, eval)(glue);   // eslint-disable-line no-eval
  return globalThis.createPlumbline;
}
