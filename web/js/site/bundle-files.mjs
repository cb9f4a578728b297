// A bundle's files as the core's readBundle takes them: {relative path: text or bytes},
// the manifest under "bundle.json". From a URL (a directory bundle's manifest, whose tasks
// and answers files are fetched beside it as bytes: never decoded here, they move to the
// worker that reads them) or from a file the reader picked or dropped (a single-file
// bundle, as `plumb bundle --pack` writes it).

const kManifest = 'bundle.json';

async function fetched(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response;
}
const fetchText = async (url) => (await fetched(url)).text();
const fetchBytes = async (url) => new Uint8Array(await (await fetched(url)).arrayBuffer());

// The files a manifest names (tasks and every model's answers), when they are paths.
function referencedPaths(manifest) {
  const paths = [];
  if (typeof manifest?.tasks === 'string') paths.push(manifest.tasks);
  for (const model of Array.isArray(manifest?.models) ? manifest.models : [])
    if (typeof model?.answers === 'string') paths.push(model.answers);
  return [...new Set(paths)];
}

// A referenced file that cannot be fetched is left out: the core reports it missing,
// names it, and judges the rest (that model's answers count as unanswered).
// onManifest(manifest) is told the manifest as soon as it is here, before the files it
// names (the page shows the models while they are fetched); onFile(path, text or bytes)
// each file as it arrives, the manifest first (the page splits them meanwhile).
export async function filesFromUrl(url, onManifest = () => {}, onFile = () => {}) {
  const base = new URL(url, location.href);
  const files = { [kManifest]: await fetchText(base) };
  onFile(kManifest, files[kManifest]);
  let manifest;
  try { manifest = JSON.parse(files[kManifest]); } catch { return files; }   // the core says why
  onManifest(manifest);
  const wanted = referencedPaths(manifest).filter((p) => !/^([a-z]+:|\/)/i.test(p) && !p.split('/').includes('..'));
  await Promise.all(wanted.map(async (path) => {
    try { files[path] = await fetchBytes(new URL(path, base)); } catch { return; /* reported by the core */ }
    onFile(path, files[path]);
  }));
  return files;
}

export async function filesFromFile(file) {
  return { [kManifest]: new Uint8Array(await file.arrayBuffer()) };
}

// SHA-256 (hex) of a bundle's files: of each file's path and its own SHA-256, in path
// order. The site's cache key. Every file's digest is asked for before this returns its
// promise (WebCrypto copies the bytes then), so the files can move to a worker at once.
// `early`: digests asked for as the files arrived (digestOf), used when of the same bytes.
const encoder = new TextEncoder();
const bytesOf = (v) => (v instanceof Uint8Array || v instanceof ArrayBuffer ? v : encoder.encode(String(v)));
export const digestOf = (file) => ({ file, digest: crypto.subtle.digest('SHA-256', bytesOf(file)) });
export function hashFiles(files, early = new Map()) {
  const paths = Object.keys(files).sort();
  const digests = paths.map((p) => (early.get(p)?.file === files[p] ? early.get(p).digest : digestOf(files[p]).digest));
  const hex = (buffer) => Array.from(new Uint8Array(buffer), (b) => b.toString(16).padStart(2, '0')).join('');
  return Promise.all(digests).then(async (each) => {
    const all = paths.map((p, i) => `${p}\u0000${hex(each[i])}\n`).join('');
    return hex(await crypto.subtle.digest('SHA-256', encoder.encode(all)));
  });
}

// A file's bytes freed now rather than at the next garbage collection, once nothing needs
// them (split into the workers' shares): a Uint8Array that is its whole buffer is detached
// (ArrayBuffer.prototype.transfer, where the browser has it). 57 MB of a large bundle
// otherwise stay on the page until a collection, while the workers read their shares.
export function releaseBytes(value) {
  const buffer = value instanceof Uint8Array ? value.buffer : null;
  if (!buffer || typeof buffer.transfer !== 'function' || value.byteOffset !== 0 || value.byteLength !== buffer.byteLength) return;
  buffer.transfer(0);
}
