// A bundle's files as the core's readBundle takes them: {relative path: text}, the
// manifest under "bundle.json". From a URL (a directory bundle's manifest, whose tasks and
// answers files are fetched beside it, or a single-file bundle) or from a file the reader
// picked or dropped (a single-file bundle, as `plumb bundle --pack` writes it).

const kManifest = 'bundle.json';

async function fetchText(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

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
export async function filesFromUrl(url) {
  const base = new URL(url, location.href);
  const files = { [kManifest]: await fetchText(base) };
  let manifest;
  try { manifest = JSON.parse(files[kManifest]); } catch { return files; }   // the core says why
  const wanted = referencedPaths(manifest).filter((p) => !/^([a-z]+:|\/)/i.test(p) && !p.split('/').includes('..'));
  await Promise.all(wanted.map(async (path) => {
    try { files[path] = await fetchText(new URL(path, base)); } catch { /* reported by the core */ }
  }));
  return files;
}

export async function filesFromFile(file) {
  return { [kManifest]: await file.text() };
}
