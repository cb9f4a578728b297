// Dev: each Mermaid corpus diagram's outcome with the native CLI (build/plumb): Plumbline's
// reading against the graph Mermaid's parser built (recorded by mermaid_corpus.mjs), and
// Mermaid's rendered SVG judged by the diagram check against the Mermaid text. Writes
// tests/corpus/mermaid/outcomes.tsv (the CI test, tests/js/mermaid-corpus.test.mjs, holds
// every row) and prints the figures.
//   usage: node scripts/dev/mermaid_outcomes.mjs [--print-differences]
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { TSV_HEADER, corpusDir, loadCorpus, outcome, readBackTask } from '../../tests/js/mermaid-corpus.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const plumb = process.env.PLUMB ?? path.join(root, 'build/plumb');
const { diagrams, byName, svgs } = loadCorpus(root);

const run = (args, input) => {
  const r = spawnSync(plumb, args, { input, maxBuffer: 1 << 30 });
  if (!r.stdout.length) throw new Error(`plumb ${args.join(" ")}: ${r.stderr}`);
  return r.stdout.toString('utf8');
};

const kindOf = (rec) => (rec.type?.startsWith('flowchart') ? 'flowchart' : rec.type === 'stateDiagram' ? 'state' : rec.error ? 'error' : 'other');
const lines = diagrams.filter((d) => svgs[d.name]).map((d) => JSON.stringify({ task: readBackTask(d), candidate: svgs[d.name], id: d.name }));
const reports = run(['batch', '--no-timings', '--report', 'verdict'], lines.join('\n') + '\n').trim().split('\n').map((l) => JSON.parse(l));
const verdicts = new Map();
diagrams.filter((d) => svgs[d.name]).forEach((d, i) => verdicts.set(d.name, reports[i].verdict));

const rows = [TSV_HEADER.join('\t')];
const tally = {};
for (const d of diagrams) {
  const rec = byName.get(d.name);
  const read = JSON.parse(run(['read', 'mermaid', '-'], d.text));
  const o = outcome(d, rec, read);
  const svg = verdicts.get(d.name) ?? (rec.renderError ? 'render-error' : 'none');
  rows.push([d.name, kindOf(rec), o.mermaid, o.plumbline, o.agree, svg, o.detail].join('\t'));
  tally[o.agree] = (tally[o.agree] ?? 0) + 1;
  tally[`svg:${svg}`] = (tally[`svg:${svg}`] ?? 0) + 1;
  if (process.argv.includes('--print-differences') && !['same-graph', 'error-same-line', 'refused'].includes(o.agree))
    console.log(`${d.name}\t${o.agree}\t${o.mermaid}\t${o.plumbline}\t${o.detail}`);
}
fs.writeFileSync(path.join(corpusDir(root), 'outcomes.tsv'), rows.join('\n') + '\n');
console.log(JSON.stringify(tally, null, 1));
