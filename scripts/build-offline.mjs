// Writes build/web/plumbline-offline.html: the playground and the benchmark site in one
// file that works from file:// with no network: the single-file WebAssembly build, the
// charting library, the pages' modules (an import map of data: URLs), the example gallery
// and the example bundle (served to the pages' own fetch calls from inside the file), and
// the checker worker (a module worker from a data: URL, importing the JS API from another:
// an import map does not reach a worker, and Chromium starts no module worker from a blob:
// URL of a file:// page, whose origin is opaque).
// Usage: node scripts/build-offline.mjs build/web   (after the rest of build/web exists)
import { readFileSync, writeFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative, dirname, posix } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const web = process.argv[2] ?? join(root, 'build/web');
const read = (path) => readFileSync(path, 'utf8');

function filesUnder(dir) {
  const out = [];
  for (const name of readdirSync(dir).sort()) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...filesUnder(path)); else out.push(path);
  }
  return out;
}

// A JSON string literal safe inside <script>: no "<" at all (so no "</script" or "<!--").
const scriptSafe = (value) => JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');

// --- modules: every relative import becomes a bare "@plumbline/PATH" the import map resolves
const kPrefix = '@plumbline/';
const kWorker = 'js/checker-worker.mjs';
const modulePaths = [
  ...filesUnder(join(web, 'js')).filter((p) => p.endsWith('.mjs') && relative(web, p).split('\\').join('/') !== kWorker),
  join(web, 'plumbline.mjs'), join(web, 'vendor/purify.es.mjs'),
].map((p) => relative(web, p).split('\\').join('/'));
const imports = {};
for (const path of modulePaths) {
  const source = read(join(web, path)).replace(/(\bfrom\s*|\bimport\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (whole, keyword, quote, spec) => {
    const target = posix.normalize(posix.join(posix.dirname(path), spec));
    if (!modulePaths.includes(target)) throw new Error(`${path}: imports ${spec}, which is not in build/web`);
    return `${keyword}${quote}${kPrefix}${target}${quote}`;
  });
  imports[kPrefix + path] = `data:text/javascript;base64,${Buffer.from(source).toString('base64')}`;
}

// --- files the pages fetch: the gallery's examples and the example bundle
const served = {};
for (const dir of ['examples', 'bundles']) {
  for (const path of filesUnder(join(web, dir))) served[relative(web, path).split('\\').join('/')] = read(path);
}

// --- the two pages' bodies, each in its own view
const body = (html) => {
  const m = /<body([^>]*)>([\s\S]*)<\/body>/.exec(html);
  if (!m) throw new Error('a page without <body>');
  return m[2];
};
const site = body(read(join(web, 'site.html'))).replace(/href="index\.html"/g, 'href="#playground"');
const playground = body(read(join(web, 'index.html'))).replace(/href="site\.html"/g, 'href="#"');

const single = join(root, 'build-wasm/plumbline.single.js');
if (!existsSync(single)) throw new Error('build-wasm/plumbline.single.js is missing: run scripts/build-wasm.sh');
const scripts = [read(join(web, 'vendor/d3.min.js')), read(join(web, 'vendor/plot.umd.min.js'))];
const build = read(single);
// The worker's one import, the JS API, as the data: URL the import map gives the pages.
const workerImport = /(\bfrom\s*)(['"])\.\.\/plumbline\.mjs\2/;
if (!workerImport.test(read(join(web, kWorker)))) throw new Error(`${kWorker} no longer imports ../plumbline.mjs as expected`);
const workerSource = read(join(web, kWorker)).replace(workerImport, (whole, keyword, quote) => `${keyword}${quote}${imports[`${kPrefix}plumbline.mjs`]}${quote}`);
const worker = `data:text/javascript;base64,${Buffer.from(workerSource).toString('base64')}`;
const bootstrap = read(join(root, 'web/js/offline/bootstrap.js'));

const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<!-- Everything is inside this file; nothing may be fetched from anywhere. -->
<meta http-equiv="Content-Security-Policy"
      content="default-src 'none'; script-src 'unsafe-inline' 'unsafe-eval' 'wasm-unsafe-eval' data: blob:; worker-src data:; style-src 'unsafe-inline'; img-src data: blob:; connect-src data: blob:; object-src 'none'; frame-src 'none'; base-uri 'none'; form-action 'none'">
<link rel="icon" href="data:,">
<title>Plumbline (offline)</title>
<style>
${read(join(web, 'css/playground.css'))}
${read(join(web, 'css/site.css'))}
${read(join(root, 'web/css/offline.css'))}
</style>
<script>
globalThis.plumblineOfflineData = {
  scripts: [${scripts.map(scriptSafe).join(',\n')}],
  build: ${scriptSafe(build)},
  worker: ${scriptSafe(worker)},
  files: ${scriptSafe(served)},
};
</script>
<script>
${bootstrap}
</script>
<script type="importmap">
${JSON.stringify({ imports }).replace(/</g, '\\u003c')}
</script>
<script type="module">
import '${kPrefix}js/offline/views.mjs';
import '${kPrefix}js/site/main.mjs';
import '${kPrefix}js/main.mjs';
</script>
</head>
<body class="offline">
<nav class="views" aria-label="Views">
  <a href="#" id="to-site" class="view-tab">Benchmark</a>
  <a href="#playground" id="to-playground" class="view-tab">Playground</a>
  <span class="sub">Plumbline, offline: everything runs inside this file.</span>
</nav>
<div id="view-site" class="view site">
${site}
</div>
<div id="view-playground" class="view playground" hidden>
${playground}
</div>
</body>
</html>
`;
const out = join(web, 'plumbline-offline.html');
writeFileSync(out, html);
console.log(`offline file written: ${out} (${(html.length / 1048576).toFixed(1)} MB)`);
