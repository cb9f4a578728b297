// Loads the WebAssembly checker on the main thread through the JS API module and
// publishes it as window.plumbline: the object load() returns, plus a `ready` promise, so
// tests and console users drive exactly what the page uses. The module is compiled once
// (js/wasm-source.mjs) and shared with the checker workers.
import { load } from '../plumbline.mjs';
import { wasmSource, factoryFrom } from './wasm-source.mjs';

let started = null;   // one module per page: the offline file's playground and site share it

export function startEngine() {
  if (started) return started;
  let api = null;
  const ready = (async () => {
    const { glue, wasmModule } = await wasmSource();
    api = await load({ factory: factoryFrom(glue), wasmModule });
    return api;
  })();
  // The page hands out engine.drawGeometry and the like before the module is loaded, so a
  // name reads as a function that calls the API's method of that name when called (and
  // throws until it is loaded). `then` is not one: the engine is not a promise.
  started = new Proxy({ ready }, {
    get(target, name) {
      if (name in target) return target[name];
      if (typeof name !== 'string' || name === 'then' || (api && !(name in api))) return undefined;
      return (...args) => {
        if (!api) throw new Error('plumbline: not loaded yet; await plumbline.ready');
        return api[name](...args);
      };
    },
  });
  globalThis.plumbline = started;
  return started;
}
