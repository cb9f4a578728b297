// Dev only: gathers the Mermaid corpus's real-world diagrams from a snapshot of
// github:mermaid-js/mermaid (MIT; a git directory, read with `git show`): the flowchart and
// state diagram pages of its documentation, its demos and its Cypress rendering tests, plus
// the cases of tests/corpus/mermaid/own/*.mmd (Plumbline's own, one diagram per file).
// Writes tests/corpus/mermaid/diagrams.json.gz: [{name, origin, licence, text}].
//   usage: node scripts/dev/mermaid_collect.mjs GIT_DIR [MAX_PER_SOURCE]
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const corpus = path.join(root, 'tests/corpus/mermaid');
const [gitDir, maxArg] = process.argv.slice(2);
const maxPerSource = Number(maxArg ?? 80);
const git = (...a) => execFileSync('git', ['--git-dir', gitDir, ...a], { encoding: 'utf8', maxBuffer: 1 << 26 });
const commit = git('rev-parse', 'HEAD').trim();

const sources = [
  'packages/mermaid/src/docs/syntax/flowchart.md',
  'packages/mermaid/src/docs/syntax/stateDiagram.md',
  'demos/flowchart.html',
  'demos/state.html',
  'cypress/platform/state-refactor.html',
  'cypress/integration/rendering/flowchart/flowchart.spec.js',
  'cypress/integration/rendering/flowchart/flowchart-v2.spec.js',
  'cypress/integration/rendering/state/stateDiagram-v2.spec.js',
  'cypress/integration/rendering/state/stateDiagram.spec.js',
];

const decode = (s) => s.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&');
function dedent(s) {
  const lines = s.replace(/\r\n?/g, '\n').split('\n');
  while (lines.length && !lines[0].trim()) lines.shift();
  while (lines.length && !lines[lines.length - 1].trim()) lines.pop();
  const indent = Math.min(...lines.filter((l) => l.trim()).map((l) => l.match(/^[ \t]*/)[0].length));
  return lines.map((l) => l.slice(Number.isFinite(indent) ? indent : 0)).join('\n') + '\n';
}
// The first line that is not front matter, a directive or a comment starts with the type.
function kind(text) {
  let body = text.replace(/^---\n[\s\S]*?\n---\n/, '');
  body = body.replace(/%%\{[\s\S]*?\}%%/g, '');
  for (const line of body.split('\n')) {
    const t = line.trim();
    if (!t || t.startsWith('%%')) continue;
    if (/^(flowchart|graph)\b/.test(t)) return 'flowchart';
    if (/^stateDiagram/i.test(t)) return 'state';
    return 'other';
  }
  return 'other';
}

function blocks(file, text) {
  const out = [];
  if (file.endsWith('.md')) {
    for (const m of text.matchAll(/^```mermaid(?:-example)?[ \t]*\n([\s\S]*?)^```/gm)) out.push(m[1]);
  } else if (file.endsWith('.html')) {
    for (const m of text.matchAll(/<(pre|div)[^>]*class="mermaid"[^>]*>([\s\S]*?)<\/\1>/g)) out.push(decode(m[2]));
  } else {
    for (const m of text.matchAll(/`([^`]*)`/g)) if (!m[1].includes('${')) out.push(m[1].replace(/\\\\/g, '\\'));
  }
  // A template literal cut at an escaped backtick (\`) is a fragment, not a diagram.
  return out.filter((t) => !/\\\s*$/.test(t)).map(dedent).filter((t) => kind(t) !== 'other');
}

const seen = new Set();
const diagrams = [];
for (const file of sources) {
  const text = git('show', `HEAD:${file}`);
  const where = file.startsWith('packages/') ? 'docs' : file.split('/')[0];
  const short = `${where}-${path.basename(file).replace(/\.(md|html|spec\.js)$/, '')}`;
  let n = 0;
  for (const t of blocks(file, text)) {
    if (seen.has(t) || n >= maxPerSource) continue;
    seen.add(t);
    n++;
    diagrams.push({
      name: `mermaid-js/${short}/${String(n).padStart(3, '0')}`,
      origin: `github:mermaid-js/mermaid@${commit} ${file}`,
      licence: 'MIT',
      text: t,
    });
  }
  console.error(`${file}: ${n}`);
}
// Plumbline's own cases (and real-world ones kept as files, their origin in a first line
// "%% origin: ..." and "%% licence: ...").
const own = path.join(corpus, 'own');
for (const f of fs.readdirSync(own).sort()) {
  if (!f.endsWith('.mmd')) continue;
  const text = fs.readFileSync(path.join(own, f), 'utf8');
  const origin = (text.match(/^%% origin: (.*)$/m) ?? [])[1] ?? 'Plumbline (own case)';
  const licence = (text.match(/^%% licence: (.*)$/m) ?? [])[1] ?? 'Apache-2.0 (this repository)';
  diagrams.push({ name: `own/${f.replace(/\.mmd$/, '')}`, origin, licence, text });
}
fs.writeFileSync(path.join(corpus, 'diagrams.json.gz'), zlib.gzipSync(Buffer.from(JSON.stringify(diagrams)), { level: 9 }));
console.log(`${diagrams.length} diagrams (${diagrams.filter((d) => kind(d.text) === 'flowchart').length} flowcharts, ` +
  `${diagrams.filter((d) => kind(d.text) === 'state').length} state diagrams, the rest other types)`);
