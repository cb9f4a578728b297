// Draws molecules as RDKit draws them (its MolDraw2DSVG in RDKit's MinimalLib, the npm
// package @rdkit/rdkit; dev only), for scripts/dev/molecule_skeletal.py: reads a JSON list
// of {id, smiles, options} on stdin, writes {id: svg} on stdout. options are RDKit's draw
// options (MolDrawOptions keys; noFreetype: true writes labels as <text>, else as glyph
// paths). The package is found at $RDKIT_JS (a folder with node_modules/@rdkit/rdkit),
// default /tmp/rdkitjs: `npm install --prefix /tmp/rdkitjs @rdkit/rdkit`.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const where = process.env.RDKIT_JS ?? '/tmp/rdkitjs';
const require = createRequire(path.join(where, 'node_modules', 'x.js'));
const initRDKitModule = require('@rdkit/rdkit');
const RDKit = await initRDKitModule();
const jobs = JSON.parse(readFileSync(0, 'utf8'));
const out = { version: RDKit.version(), drawings: {} };
for (const job of jobs) {
  const mol = RDKit.get_mol(job.smiles);
  if (!mol || !mol.is_valid()) {
    out.drawings[job.id] = null;
    continue;
  }
  out.drawings[job.id] = mol.get_svg_with_highlights(JSON.stringify(job.options));
  mol.delete();
}
process.stdout.write(JSON.stringify(out));
