// Shared by the Node tests: where things are, the module (loaded once per test file), the
// native CLI, and the example answers.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

import { load } from '../../wasm/plumbline.mjs';

export const root = fileURLToPath(new URL('../..', import.meta.url));
export const nativePlumb = process.env.PLUMB ?? path.join(root, 'build', 'plumb');
export const wasmCli = path.join(root, 'wasm', 'cli.mjs');
export const profiles = ['default', 'ssvg'];

if (!existsSync(nativePlumb)) throw new Error(`no native CLI at ${nativePlumb}: run scripts/build.sh first`);

let loaded = null;
export function plumbline() {
  loaded ??= load();
  return loaded;
}

// Runs a command; stdout as bytes. Large buffers: a 10 MB answer's report quotes it whole.
export function run(command, args, input) {
  const result = spawnSync(command, args, { input, maxBuffer: 1 << 30 });
  if (result.error) throw result.error;
  return result;
}

export const native = (args, input) => run(nativePlumb, args, input);
export const wasm = (args, input) => run(process.execPath, [wasmCli, ...args], input);

// Every examples/<domain>/<task>/answers/*.txt with its task, in path order (domains
// sorted: geometry, molecule, ...; a folder without task folders, like tools/, is none).
export function exampleAnswers() {
  const base = path.join(root, 'examples');
  const answers = [];
  for (const domain of readdirSync(base).sort()) {
    const domainDir = path.join(base, domain);
    if (!statSync(domainDir).isDirectory()) continue;
    for (const task of readdirSync(domainDir).sort()) {
      const taskFile = path.join(domainDir, task, 'task.json');
      if (!existsSync(taskFile)) continue;
      const answerDir = path.join(domainDir, task, 'answers');
      if (!existsSync(answerDir)) continue;
      for (const answer of readdirSync(answerDir).sort()) {
        if (!answer.endsWith('.txt')) continue;
        answers.push({ name: `${domain}/${task}/${answer}`, domain, taskFile, answerFile: path.join(answerDir, answer) });
      }
    }
  }
  return answers;
}

// One JSONL batch line per example answer, as bench/make_batch.py writes them.
export function exampleBatchLines() {
  return exampleAnswers().map(({ name, taskFile, answerFile }) =>
    JSON.stringify({
      task: JSON.parse(readFileSync(taskFile, 'utf8')),
      candidate: readFileSync(answerFile, 'utf8'),
      id: name,
    }),
  );
}

export function withoutTimings(report) {
  const { timings, ...rest } = report;
  return rest;
}

// One picture's reading as the TikZ corpora record it (readings.tsv: read, error codes, warning
// codes, primary items by kind), the same summary as scripts/dev/tikz_world.py's summary().
export function readingSummary(read) {
  const codes = (severity) => [...new Set(read.diagnostics.filter((d) => d.severity === severity).map((d) => d.code))].sort();
  const kinds = new Map();
  (read.scene?.items ?? []).forEach((item, i) => {
    if (item.origin === i || item.origin === -1) kinds.set(item.kind, (kinds.get(item.kind) ?? 0) + 1);
  });
  const items = [...kinds.keys()].sort().map((k) => `${k}:${kinds.get(k)}`).join(' ');
  return [read.ok ? 'ok' : 'error', codes('error').join(',') || '-', codes('warning').join(',') || '-', items || '-'].join('\t');
}
