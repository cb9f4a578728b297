// Shared by the npm package tests (Node and browser): packs wasm/ with `npm pack` (its
// prepack script builds the module into the package) and installs the tarball into an
// empty temporary folder, as a user would. Nothing in that folder points at this tree.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

function npm(args, cwd) {
  const result = spawnSync('npm', args, { cwd, encoding: 'utf8', maxBuffer: 1 << 26 });
  if (result.error) throw result.error;
  if (result.status !== 0) throw new Error(`npm ${args.join(' ')} failed (${result.status}):\n${result.stderr}`);
  return result.stdout;
}

// {folder, tarball, files, remove()}: `folder` (empty before) holds node_modules/plumbline
// installed from `tarball`; `files` are the tarball's paths as npm reports them; remove()
// deletes both.
export function packAndInstall() {
  const work = mkdtempSync(path.join(tmpdir(), 'plumbline-npm-'));
  const [packed] = JSON.parse(npm(['pack', '--json', '--pack-destination', work], path.join(root, 'wasm')));
  const tarball = path.join(work, packed.filename);
  const folder = path.join(work, 'app');
  mkdirSync(folder);
  npm(['install', '--offline', '--no-audit', '--no-fund', tarball], folder);
  return {
    folder, tarball, files: packed.files.map((f) => f.path).sort(),
    remove: () => rmSync(work, { recursive: true, force: true }),
  };
}
