// The Plumbline JS API: loads the WebAssembly module (the MODULARIZE build) and turns its
// JSON text results into objects. Logic lives in the C++ core; this file only loads,
// converts arguments, and keeps a crashed module from being used again.

// Where the build is: dist/ beside this file, in this tree and in the npm package alike
// (scripts/build-wasm.sh puts it there).
const kDefaultBuild = './dist/plumbline.js';

export class PlumblineError extends Error {}

// A batch session's module object, for the bundle's row(): not an enumerable member.
const kSession = Symbol('plumbline batch session');

// Node: require the CommonJS factory and hand it the wasm bytes (this emcc's loader would
// fetch() a plain path under Node 18+, which fails).
async function nodeModuleOptions(modulePath) {
  const { createRequire } = await import('node:module');
  const { readFile } = await import('node:fs/promises');
  const { fileURLToPath } = await import('node:url');
  const path = await import('node:path');
  const js = modulePath
    ? path.resolve(modulePath)
    : process.env.PLUMBLINE_WASM
      ? path.resolve(process.env.PLUMBLINE_WASM)
      : fileURLToPath(new URL(kDefaultBuild, import.meta.url));
  const factory = createRequire(import.meta.url)(js);
  const wasm = js.replace(/\.js$/, '.wasm');
  const single = js.endsWith('.single.js');
  return { factory, moduleArgs: single ? {} : { wasmBinary: await readFile(wasm) } };
}

function isNode() {
  return typeof process === 'object' && process.versions != null && process.versions.node != null;
}

// Text or bytes (Uint8Array, Buffer) go to the module as bytes; bytes reach the core
// unchanged, text is encoded as UTF-8 here (TextEncoder is native code; the module's own
// encoder is a JS loop per character, a tenth of an evaluation's time on a long answer).
// A lone surrogate in text becomes U+FFFD, as Node's Buffer.from(text) makes it.
const encoder = new TextEncoder();
const decoder = new TextDecoder();
function textArgument(value, name) {
  if (typeof value === 'string') return encoder.encode(value);
  if (value instanceof Uint8Array) return value;
  if (value instanceof ArrayBuffer) return new Uint8Array(value);
  throw new TypeError(`plumbline: ${name} must be a string or bytes, not ${typeof value}`);
}

// Bytes a caller gave up (openBundle's release), freed now rather than at the next garbage
// collection: an ArrayBuffer wholly theirs is detached (ArrayBuffer.prototype.transfer, where
// the engine has it), which lets its memory go. A view of part of a buffer is left alone.
function freeBytes(value) {
  const buffer = value instanceof ArrayBuffer ? value : value instanceof Uint8Array ? value.buffer : null;
  if (!buffer || typeof buffer.transfer !== 'function') return;   // (a SharedArrayBuffer has none)
  if (value instanceof Uint8Array && (value.byteOffset !== 0 || value.byteLength !== buffer.byteLength)) return;
  buffer.transfer(0);
}

function taskArgument(task) {
  if (task !== null && typeof task === 'object' && !(task instanceof Uint8Array) && !(task instanceof ArrayBuffer))
    return JSON.stringify(task);
  return textArgument(task, 'task');
}

function optionsArgument(options) {
  if (options == null) return '';
  if (typeof options !== 'object') throw new TypeError('plumbline: options must be an object');
  return JSON.stringify(options);
}

// Options the core rejects are a programming error: thrown, not reported.
function checkedReport(text) {
  return checkedOptions(JSON.parse(text));
}
function checkedOptions(report) {
  const first = report.diagnostics && report.diagnostics[0];
  if (report.verdict === 'invalid' && first && first.code === 'options.invalid') throw new RangeError(`plumbline: ${first.message}`);
  return report;
}

// {width, height} in pixels for drawScene; absent or 0: none.
function sizeArguments(options) {
  if (options == null) return [0, 0];
  if (typeof options !== 'object') throw new TypeError('plumbline: drawScene options must be an object');
  return [Number(options.width ?? 0) || 0, Number(options.height ?? 0) || 0];
}

function geometryArgument(geometry) {
  if (typeof geometry === 'string') return geometry;
  if (geometry === null || typeof geometry !== 'object') throw new TypeError('plumbline: geometry must be an object or JSON text');
  return JSON.stringify(geometry);
}

// The bundle calls' results: the value, or {"error"} for arguments that are not what they
// should be (a programming error, thrown).
function bundleResult(text, name) {
  const result = JSON.parse(text);
  if (result && typeof result.error === 'string') throw new TypeError(`plumbline: ${name}: ${result.error}`);
  return result;
}

// Rows as the JSON text's UTF-8 bytes: the module copies bytes in one set(), where a string
// is converted a character at a time in JS (at 20,000 rows, 4.5 MB: a third of a summary's time).
function rowsArgument(rows) {
  if (!Array.isArray(rows)) throw new TypeError('plumbline: rows must be an array of row objects');
  return encoder.encode(JSON.stringify(rows));
}

function wrap(module) {
  let broken = null;
  // A module that aborted (a bug: the core is built not to) has lost its state for good.
  // Entry points that are not plain functions of the module.
  const methods = {
    newBatchSession: (optionsText) => new module.BatchSession(optionsText),
    batchInput: (session, size) => session.input(size),
    batchLineFromInput: (session, lineNumber) => session.lineFromInput(lineNumber),
    batchRowFromInput: (session, lineNumber) => session.rowFromInput(lineNumber),
    newBundleReader: () => new module.BundleReader(),
    bundleAdd: (reader, path, text) => reader.add(path, text),
    bundleLater: (reader, path) => reader.later(path),
    bundleRead: (reader, source) => reader.read(source),
    bundleLine: (reader, index) => reader.line(index),
    bundleLineView: (reader, index) => reader.lineView(index),
    bundleRowOfLine: (reader, session, index) => reader.row(session, index),
  };
  const call = (name, ...args) => {
    if (broken) throw new PlumblineError(`plumbline: the module aborted earlier (${broken}); call load() again`);
    try {
      return (methods[name] ?? module[name])(...args);
    } catch (error) {
      broken = String(error && error.message ? error.message : error);
      throw new PlumblineError(`plumbline: the module aborted in ${name}: ${broken}`);
    }
  };
  return {
    evaluateText: (task, candidate, options) =>
      call('evaluate', taskArgument(task), textArgument(candidate, 'candidate'), optionsArgument(options)),
    evaluate(task, candidate, options) {
      return checkedReport(this.evaluateText(task, candidate, options));
    },
    // The report, the candidate's Scene and the core's drawing of it, from one reading of
    // the drawing (what a page showing the answer needs): {report, scene, drawn}. scene is
    // readDrawing's, drawn is drawScene's; both null when no drawing was read, drawn null
    // when the scene has more than maxDrawnItems items.
    evaluateView(task, candidate, options, { maxDrawnItems = Infinity } = {}) {
      const view = JSON.parse(call('evaluateView', taskArgument(task), textArgument(candidate, 'candidate'),
                                   optionsArgument(options), Number(maxDrawnItems)));
      checkedOptions(view.report);
      return view;
    },
    evaluateBatchLine: (line, lineNumber, options) =>
      call('evaluateBatchLine', textArgument(line, 'line'), Number(lineNumber), optionsArgument(options)),
    // A batch run: line(text, lineNumber) gives each line's report text, as
    // evaluateBatchLine does, but the options are read once and a task is prepared once for
    // all the consecutive lines that share it. close() frees it.
    openBatch(options) {
      const session = call('newBatchSession', optionsArgument(options));
      // The line is copied into the session's buffer and the report read through a view of
      // the module's memory (valid until the next call): one copy each way, where Embind's
      // std::string conversion takes a JS step per byte.
      const put = (line) => {
        const bytes = textArgument(line, 'line');
        const at = call('batchInput', session, bytes.length);
        module.HEAPU8.set(bytes, at);
      };
      const report = (line, lineNumber) => {
        put(line);
        return call('batchLineFromInput', session, Number(lineNumber));
      };
      return {
        [kSession]: session,
        // The line judged into its bundle row ({model, task, verdict, score, ...}, what
        // bundleRow makes of line()'s report), the report never leaving the module.
        row: (line, lineNumber) => {
          put(line);
          return bundleResult(call('batchRowFromInput', session, Number(lineNumber)), 'row');
        },
        line: (line, lineNumber) => decoder.decode(report(line, lineNumber)),
        // The report's UTF-8 bytes, for writing out without decoding and encoding again.
        lineBytes: (line, lineNumber) => report(line, lineNumber).slice(),
        // The report's bytes as a view of the module's memory: no copy, and valid only until
        // the next call into the module (what cli.mjs copies once into its output buffer).
        lineView: (line, lineNumber) => report(line, lineNumber),
        close: () => session.delete(),
      };
    },
    readDrawing: (format, text) => JSON.parse(call('readDrawing', String(format), textArgument(text, 'text'))),
    extract: (response, format) => JSON.parse(call('extract', textArgument(response, 'response'), String(format))),
    // The format a drawing's text is in, as a task that leaves it out is read: '' when none.
    formatOf: (text) => call('formatOf', textArgument(text, 'text')),
    drawScene: (format, text, options) =>
      call('drawScene', String(format), textArgument(text, 'text'), ...sizeArguments(options)),
    drawGeometry: (geometry, options) =>
      call('drawGeometry', geometryArgument(geometry), Boolean(options && options.textAsBox)),
    // A benchmark bundle (docs/bundle.md) from its files, {relative path: text}, the
    // manifest under "bundle.json": its tasks, models, problems, the batch lines to judge
    // (task-major) and the rows of unanswered tasks. Throws PlumblineError only when the
    // manifest cannot be used.
    readBundle(files) {
      const { count, line, lineBytes, row, close, ...bundle } = this.openBundle(files);   // eslint-disable-line no-unused-vars
      try {
        const lines = [];
        for (let i = 0; i < count; ++i) lines.push(line(i));
        const { missing, ...rest } = bundle;
        return { ...rest, lines, missing };
      } finally {
        close();
      }
    },
    // As readBundle, but the batch lines stay in the module, made one at a time by
    // line(i) for i < count (a large bundle's lines repeat each task's text for every
    // model: hundreds of megabytes as strings). close() frees the bundle.
    // With {release: true} each file is deleted from `files` at once and given to the
    // module only when its reading reaches it, then freed (a Uint8Array or ArrayBuffer
    // given is detached, empty after): a large bundle is held once, not twice, and the
    // module holds one file at a time besides what it has read.
    openBundle(files, { release = false } = {}) {
      if (files === null || typeof files !== 'object' || Array.isArray(files))
        throw new TypeError('plumbline: readBundle takes an object mapping paths to file texts');
      const reader = call('newBundleReader');
      try {
        const given = new Map();   // released files: path -> bytes, until the module copies them
        for (const path of Object.keys(files)) {
          const bytes = textArgument(files[path], `files["${path}"]`);
          if (!release) {
            call('bundleAdd', reader, path, bytes);
            continue;
          }
          given.set(path, bytes);
          delete files[path];
          call('bundleLater', reader, path);
        }
        const source = {
          size: (path) => given.get(path)?.length ?? -1,
          copy: (path, view) => {
            const bytes = given.get(path);
            view.set(bytes);
            given.delete(path);
            freeBytes(bytes);
          },
        };
        const result = JSON.parse(call('bundleRead', reader, source));
        if (typeof result.error === 'string') throw new PlumblineError(`plumbline: readBundle: ${result.error}`);
        const { line_count: count, missing, ...bundle } = result;
        let open = true;
        return {
          ...bundle, missing, count,
          line: (i) => {
            if (!open) throw new PlumblineError('plumbline: the bundle was closed');
            return call('bundleLine', reader, i);
          },
          // Line i's UTF-8 bytes (a copy: no string made), for sending to another worker.
          lineBytes: (i) => {
            if (!open) throw new PlumblineError('plumbline: the bundle was closed');
            return call('bundleLineView', reader, i).slice();
          },
          // Line i judged by `batch` (an openBatch session) into its bundle row, as
          // batch.row(line(i), i + 1) gives it, judged inside the module from the bundle (no line made).
          row: (batch, i) => {
            if (!open) throw new PlumblineError('plumbline: the bundle was closed');
            if (!batch || !batch[kSession]) throw new TypeError('plumbline: bundle.row takes a session openBatch made');
            return bundleResult(call('bundleRowOfLine', reader, batch[kSession], i), 'row');
          },
          close: () => { if (open) { open = false; reader.delete(); } },
        };
      } catch (error) {
        reader.delete();
        throw error;
      }
    },
    bundleRow: (reportText) => bundleResult(call('bundleRow', textArgument(reportText, 'reportText')), 'bundleRow'),
    bundleSummary: (rows) => bundleResult(call('bundleSummary', rowsArgument(rows)), 'bundleSummary'),
    bundleCsv: (rows) => bundleResult(call('bundleCsv', rowsArgument(rows)), 'bundleCsv').text,
    bundleTable: (rows) => bundleResult(call('bundleTable', rowsArgument(rows)), 'bundleTable').text,
    bundleLatex: (rows) => bundleResult(call('bundleLatex', rowsArgument(rows)), 'bundleLatex').text,
    bundleCompare: (rows, a, b) => {
      if (typeof a !== 'string' || typeof b !== 'string') throw new TypeError('plumbline: bundleCompare: a and b must be model names');
      return bundleResult(call('bundleCompare', rowsArgument(rows), a, b), 'bundleCompare');
    },
    // Why an answer's verdict differs between the profiles: {model, task, reason, text},
    // from the compact reports of its bundle line judged under each.
    bundleDifference: (defaultReport, ssvgReport) =>
      bundleResult(call('bundleDifference', textArgument(defaultReport, 'defaultReport'), textArgument(ssvgReport, 'ssvgReport')), 'bundleDifference'),
    // The two profiles' rows side by side and the differing answers grouped by reason
    // (docs/bundle.md); `table` is what plumb bundle --differences prints.
    bundleDifferences: (byDefault, bySsvg, reasons) => {
      if (!Array.isArray(reasons)) throw new TypeError('plumbline: bundleDifferences: reasons must be an array');
      return bundleResult(call('bundleDifferences', rowsArgument(byDefault), rowsArgument(bySsvg), JSON.stringify(reasons)), 'bundleDifferences');
    },
    version: () => call('version'),
    // The module's linear memory in bytes (it only grows): what a page's memory breakdown reads.
    memoryBytes: () => module.HEAPU8.byteLength,
  };
}

// Browser: the build is a classic script defining the createPlumbline global; run it from
// the package's dist/ (a <script> element in a page, importScripts in a classic worker).
// The script finds its .wasm beside itself. A module worker cannot run a classic script:
// it passes a factory.
async function browserFactory(scriptUrl) {
  const url = String(scriptUrl ?? new URL(kDefaultBuild, import.meta.url));
  if (typeof document === 'object' && document !== null) {
    await new Promise((resolve, reject) => {
      const script = document.createElement('script');
      script.src = url;
      script.onload = resolve;
      script.onerror = () => reject(new PlumblineError(`plumbline: could not load ${url}`));
      document.head.append(script);
    });
  } else if (typeof importScripts === 'function') {
    importScripts(url);
  }
  return typeof globalThis.createPlumbline === 'function' ? globalThis.createPlumbline : null;
}

// Emscripten's instantiateWasm hook for a WebAssembly.Module compiled elsewhere: no fetch,
// no compile. Returning {} tells the loader the exports come later, through `receive`.
function instantiateFrom(wasmModule) {
  if (!(wasmModule instanceof WebAssembly.Module)) throw new TypeError('plumbline: wasmModule must be a WebAssembly.Module');
  return (imports, receive) => {
    WebAssembly.instantiate(wasmModule, imports).then((instance) => receive(instance, wasmModule));
    return {};
  };
}

// Loads a fresh module instance. In Node the build is found beside this file (dist/, or
// $PLUMBLINE_WASM, or options.modulePath). In a browser, options.factory if given (the createPlumbline global
// of a build script the page loaded itself), else the global if present, else the
// package's dist/plumbline.js (or options.scriptUrl) is loaded. options.wasmModule: a
// compiled WebAssembly.Module of the same build, instantiated instead of fetching one.
export async function load(options = {}) {
  let factory = options.factory;
  let moduleArgs = {};
  if (!factory && isNode()) ({ factory, moduleArgs } = await nodeModuleOptions(options.modulePath));
  if (!factory && typeof globalThis.createPlumbline === 'function') factory = globalThis.createPlumbline;
  if (!factory && !isNode()) factory = await browserFactory(options.scriptUrl);
  if (!factory) throw new PlumblineError('plumbline: no module factory; pass load({factory: createPlumbline})');
  if (options.wasmBinary) moduleArgs = { ...moduleArgs, wasmBinary: options.wasmBinary };
  if (options.locateFile) moduleArgs = { ...moduleArgs, locateFile: options.locateFile };
  // A module compiled once (by a page, for all its workers) is only instantiated here.
  if (options.wasmModule) moduleArgs = { ...moduleArgs, instantiateWasm: instantiateFrom(options.wasmModule) };
  return wrap(await factory(moduleArgs));
}

export default { load };
