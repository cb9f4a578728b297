#!/usr/bin/env node
// Writes examples/bundle/ (docs/bundle.md): a benchmark bundle of every example task and
// five synthetic answer sets. No model answered anything here: each set picks, per task,
// one of that task's example answers (examples/<folder>/<task>/answers/<expected>-*.txt)
// with a seeded generator, so its right and wrong answers are real model-style responses
// whose verdicts are known. The sets differ in skill, by domain and by format, leave a few
// tasks unanswered, and one prefers answers the published SSVG-Bench scripts read
// differently from the default profile, so the two profiles give it different numbers.
//
//   node examples/tools/make_bundle.mjs                       # examples/bundle/
//   node examples/tools/make_bundle.mjs --answers 20000 --out build/bundle-20k
//
// --answers N: a large bundle for benchmarks: the tasks again under new ids ("<id>#2", ...)
// until the sets have given N answers in all. Same input, same bytes: no clock, no
// Math.random; every choice is seeded by the set's name and the task's id.
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from './molecule_kit.mjs';   // the seeded stream the example generators share

const examples = fileURLToPath(new URL('..', import.meta.url));

// Skill: the chance of a right answer, shifted by domain and format; of the wrong ones,
// the share that are invalid (no drawing, one cut off); the chance of no answer at all.
const kSets = [
  { name: 'synthetic-strong', skill: 0.85, domain: { molecule: -0.1, diagram: 0.05 },
    format: { tikz: -0.05, eps: -0.1 }, invalid: 0.15, unanswered: 0.02 },
  { name: 'synthetic-mixed', skill: 0.55, domain: { geometry: 0.05, diagram: 0.1 },
    format: { tikz: -0.15, eps: -0.1 }, invalid: 0.25, unanswered: 0.04 },
  { name: 'synthetic-weak', skill: 0.25, domain: { molecule: -0.1 },
    format: { dot: 0.15 }, invalid: 0.45, unanswered: 0.07 },
  { name: 'synthetic-svg-specialist', skill: 0.55, domain: {},
    format: { svg: 0.3, tikz: -0.25, eps: -0.35, dot: -0.1 }, invalid: 0.3, unanswered: 0.03 },
  { name: 'synthetic-ssvg-sensitive', skill: 0.75, domain: { diagram: -0.1 },
    format: { svg: 0.05 }, invalid: 0.2, unanswered: 0.03, ssvgSensitive: true },
];

function usage(message) {
  console.error(`make_bundle: ${message}\nusage: node examples/tools/make_bundle.mjs [--out DIR] [--answers N]`);
  process.exit(2);
}

function options(argv) {
  const out = { dir: join(examples, 'bundle'), answers: 0 };
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--out' && i + 1 < argv.length) out.dir = argv[++i];
    else if (argv[i] === '--answers' && /^[1-9][0-9]{0,7}$/.test(argv[i + 1] ?? '')) out.answers = Number(argv[++i]);
    else usage(`unknown or incomplete argument '${argv[i]}'`);
  }
  return out;
}


// What the published scripts print for the SVG examples (recorded by running them): for
// "<folder>/<task>/<answer file>", true when they pass it.
function publishedVerdicts() {
  const passes = new Map();
  for (const folder of ['geometry', 'molecule']) {
    const rows = readFileSync(join(examples, folder, 'ssvg-expected.tsv'), 'utf8').trim().split('\n').slice(1);
    for (const row of rows) {
      const [task, answer, script] = row.split('\t');
      passes.set(`${folder}/${task}/${answer}`, script === '1');
    }
  }
  return passes;
}

// Every examples/<folder>/<task>/task.json in path order, with its answers and their
// expected verdicts (the file names' prefixes).
function exampleTasks() {
  const published = publishedVerdicts();
  const tasks = [];
  for (const folder of readdirSync(examples).sort()) {
    const folderPath = join(examples, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    for (const name of readdirSync(folderPath).sort()) {
      const taskFile = join(folderPath, name, 'task.json');
      if (!existsSync(taskFile)) continue;
      const answersDir = join(folderPath, name, 'answers');
      const answers = existsSync(answersDir)
        ? readdirSync(answersDir).sort().flatMap((file) => {
            const m = /^(pass|fail|invalid)-.+\.txt$/.exec(file);
            if (!m) return [];
            const key = `${folder}/${name}/${file}`;
            return [{ expected: m[1], published: published.get(key), text: readFileSync(join(answersDir, file), 'utf8') }];
          })
        : [];
      tasks.push({ task: JSON.parse(readFileSync(taskFile, 'utf8')), answers });
    }
  }
  return tasks;
}

function clamp(x, lo, hi) { return Math.min(hi, Math.max(lo, x)); }

function pick(list, rand) { return list[Math.floor(rand() * list.length)]; }

// One set's answer to one task (under `id`), or null when it leaves the task unanswered.
function answer(set, task, answers, id) {
  const rand = random(`${set.name}\u0000${id}`);
  if (rand() < set.unanswered) return null;
  const p = clamp(set.skill + (set.domain[task.domain] ?? 0) + (set.format[task.format] ?? 0), 0.02, 0.98);
  const wanted = rand() < p ? 'pass' : rand() < set.invalid ? 'invalid' : 'fail';
  // Fall back to the nearest verdict the task has answers for.
  const order = { pass: ['pass', 'fail', 'invalid'], fail: ['fail', 'invalid', 'pass'], invalid: ['invalid', 'fail', 'pass'] };
  for (const verdict of order[wanted]) {
    let choices = answers.filter((a) => a.expected === verdict);
    if (set.ssvgSensitive) {
      // Right by the default profile, wrong by the published scripts, or the other way round.
      const disputed = choices.filter((a) => a.published !== undefined && a.published !== (verdict === 'pass'));
      if (disputed.length) choices = disputed;
    }
    if (choices.length) return pick(choices, rand).text;
  }
  return null;
}

function jsonl(rows) { return rows.map((row) => JSON.stringify(row) + '\n').join(''); }

function build(count) {
  const base = exampleTasks();
  const tasks = [];
  const answers = new Map(kSets.map((set) => [set.name, []]));
  let given = 0;
  // The example tasks once; for --answers N, again under new ids until N answers are given.
  for (let copy = 1; count ? given < count : copy === 1; ++copy) {
    for (const { task, answers: examplesOf } of base) {
      if (count && given >= count) break;
      const id = copy === 1 ? task.id : `${task.id}#${copy}`;
      tasks.push(copy === 1 ? task : { ...task, id });
      for (const set of kSets) {
        if (count && given >= count) break;
        const response = answer(set, task, examplesOf, id);
        if (response === null) continue;
        answers.get(set.name).push({ task: id, response });
        ++given;
      }
    }
  }
  return { tasks, answers, given, distinct: base.length };
}

function manifest(built, count) {
  const described = (set) =>
    `skill ${set.skill}` +
    Object.entries(set.domain).map(([k, v]) => `, ${k} ${v > 0 ? '+' : ''}${v}`).join('') +
    Object.entries(set.format).map(([k, v]) => `, ${k} ${v > 0 ? '+' : ''}${v}`).join('') +
    `; ${Math.round(set.invalid * 100)}% of wrong answers invalid; ${Math.round(set.unanswered * 100)}% of tasks unanswered` +
    (set.ssvgSensitive ? '; prefers answers the published SSVG-Bench scripts judge differently from the default profile' : '');
  return {
    schema: 'plumbline/bundle@1',
    name: count ? `Plumbline examples, ${count} synthetic answers` : 'Plumbline examples with synthetic answer sets',
    description:
      `Every example task under examples/ (${built.distinct}${count ? ', repeated under new ids' : ''}) and five ` +
      'synthetic answer sets. No model wrote these sets: each picks, per task, one of the example answers whose ' +
      'verdict is known (examples/<folder>/<task>/answers/), by a seeded generator ' +
      '(examples/tools/make_bundle.mjs), to a skill that varies by domain and format.',
    tasks: 'tasks.jsonl',
    models: kSets.map((set) => ({
      name: set.name,
      answers: `answers/${set.name}.jsonl`,
      synthetic: true,
      built: `examples/tools/make_bundle.mjs: ${described(set)}; seeded by the set's name and each task id`,
    })),
  };
}

const opts = options(process.argv.slice(2));
const built = build(opts.answers);
rmSync(join(opts.dir, 'answers'), { recursive: true, force: true });
mkdirSync(join(opts.dir, 'answers'), { recursive: true });
writeFileSync(join(opts.dir, 'bundle.json'), JSON.stringify(manifest(built, opts.answers), null, 2) + '\n');
writeFileSync(join(opts.dir, 'tasks.jsonl'), jsonl(built.tasks));
for (const set of kSets) writeFileSync(join(opts.dir, 'answers', `${set.name}.jsonl`), jsonl(built.answers.get(set.name)));
console.log(`make_bundle: ${built.tasks.length} tasks, ${kSets.length} answer sets, ${built.given} answers -> ${opts.dir}`);
