#!/usr/bin/env node
// Writes a large benchmark bundle for the site's scale benchmark (bench/site.mjs): 20
// synthetic models over the example tasks repeated under new ids ("<id>#2", ...), about
// 20,000 answers by default. Not committed (write it under /tmp): it is made again, byte
// for byte, from the examples. No model wrote any of it. Each model, per task, picks one
// of the task's example answers (examples/<folder>/<task>/answers/<verdict>-*.txt) to a
// skill that varies by domain and format, then edits it as models vary: its own opening
// sentence and closing remark, now and then a number nudged in the drawing (a verdict
// may flip: the site judges it, nothing here assumes it), a response cut off, and a share
// of answers whose verdict is drawn at random rather than by skill. Every choice is seeded
// by the model's name and the task id: no clock, no Math.random.
//
//   node bench/make_site_bundle.mjs --out /tmp/plumbline-20k [--answers 20000] [--models 20]
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { random } from '../examples/tools/molecule_kit.mjs';   // the examples' seeded stream

const examples = fileURLToPath(new URL('../examples/', import.meta.url));
const kDomains = ['constraints', 'diagram', 'geometry', 'molecule'];
const kFormats = ['svg', 'tikz', 'eps', 'dot'];

function usage(message) {
  console.error(`make_site_bundle: ${message}\nusage: node bench/make_site_bundle.mjs --out DIR [--answers N] [--models M]`);
  process.exit(2);
}

function options(argv) {
  const out = { dir: null, answers: 20000, models: 20 };
  for (let i = 0; i < argv.length; ++i) {
    if (argv[i] === '--out' && i + 1 < argv.length) out.dir = argv[++i];
    else if (argv[i] === '--answers' && /^[1-9][0-9]{0,7}$/.test(argv[i + 1] ?? '')) out.answers = Number(argv[++i]);
    else if (argv[i] === '--models' && /^[1-9][0-9]?$/.test(argv[i + 1] ?? '')) out.models = Number(argv[++i]);
    else usage(`unknown or incomplete argument '${argv[i]}'`);
  }
  if (!out.dir) usage('--out DIR is required (a folder outside the repository, e.g. /tmp/plumbline-20k)');
  return out;
}

// Every examples/<folder>/<task>/task.json in path order, with its answers by verdict.
function exampleTasks() {
  const tasks = [];
  for (const folder of readdirSync(examples).sort()) {
    const folderPath = join(examples, folder);
    if (!statSync(folderPath).isDirectory()) continue;
    for (const name of readdirSync(folderPath).sort()) {
      const taskFile = join(folderPath, name, 'task.json');
      if (!existsSync(taskFile)) continue;
      const dir = join(folderPath, name, 'answers');
      const answers = { pass: [], fail: [], invalid: [] };
      for (const file of existsSync(dir) ? readdirSync(dir).sort() : []) {
        const m = /^(pass|fail|invalid)-.+\.txt$/.exec(file);
        if (m) answers[m[1]].push(readFileSync(join(dir, file), 'utf8'));
      }
      tasks.push({ task: JSON.parse(readFileSync(taskFile, 'utf8')), answers });
    }
  }
  return tasks;
}

const clamp = (x, lo, hi) => Math.min(hi, Math.max(lo, x));
const pick = (list, rand) => list[Math.floor(rand() * list.length)];

// Twenty (or --models) model profiles, each from its name's seed: a skill from 0.15 to
// 0.92, a bias per domain and format, its habits of writing.
const kOpenings = [
  'Here is the drawing:', 'Sure! Below is the figure you asked for.', 'Here you go:',
  'The construction is as follows.', 'Certainly. This draws it:', 'Below is my answer.',
  'I have drawn the requested figure.', 'Here is a drawing that satisfies the task:',
];
const kClosings = [
  'Let me know if you would like any changes.', 'The added elements are the ones in red.',
  'I hope this helps!', 'All coordinates are in the same units as the given figure.',
];
function models(count) {
  return Array.from({ length: count }, (_, k) => {
    const name = `synthetic-${String(k + 1).padStart(2, '0')}`;
    const rand = random(`model\u0000${name}`);
    const skill = 0.15 + (0.77 * (count - 1 - k)) / Math.max(1, count - 1);
    const bias = (keys) => Object.fromEntries(keys.map((key) => [key, Math.round((rand() - 0.5) * 40) / 100]));
    return {
      name, skill: Math.round(skill * 100) / 100, domain: bias(kDomains), format: bias(kFormats),
      invalid: Math.round((0.1 + rand() * 0.4) * 100) / 100,    // of wrong answers, the share invalid
      unanswered: Math.round(rand() * 0.08 * 100) / 100,
      noise: Math.round(rand() * 0.15 * 100) / 100,             // answers whose verdict is drawn at random
      opening: Math.floor(rand() * kOpenings.length), closing: rand() < 0.5 ? Math.floor(rand() * kClosings.length) : -1,
      nudge: Math.round(rand() * 0.1 * 100) / 100, cut: Math.round(rand() * 0.03 * 1000) / 1000,
      params: `${[1, 3, 7, 8, 13, 14, 32, 34, 70, 72, 110, 405][k % 12]}B`,
      date: `2026-${String(1 + (k % 11)).padStart(2, '0')}-${String(1 + ((k * 7) % 28)).padStart(2, '0')}`,
    };
  });
}

// The model's own wording around the drawing: its opening replaces the example's first
// paragraph when that is prose (no markup in it), its closing remark is added.
function reworded(text, model, rand) {
  let out = text;
  const first = out.indexOf('\n\n');
  if (first > 0 && !/[<\\%{}]/.test(out.slice(0, first))) out = kOpenings[(model.opening + (rand() < 0.3 ? 1 : 0)) % kOpenings.length] + out.slice(first);
  if (model.closing >= 0) out = `${out.trimEnd()}\n\n${kClosings[model.closing]}\n`;
  return out;
}

// One number in the drawing nudged by a little (a coordinate off by a point or two).
function nudged(text, rand) {
  const numbers = [...text.matchAll(/(?<![\w#.-])\d+(\.\d+)?(?![\w.])/g)];
  if (!numbers.length) return text;
  const m = pick(numbers, rand);
  const value = Number(m[0]) + (rand() < 0.5 ? -1 : 1) * (1 + Math.floor(rand() * 3));
  return text.slice(0, m.index) + String(Math.max(0, value)) + text.slice(m.index + m[0].length);
}

// One model's answer to one task (under `id`), or null when it leaves the task unanswered.
function answer(model, task, answers, id) {
  const rand = random(`${model.name}\u0000${id}`);
  if (rand() < model.unanswered) return null;
  const p = clamp(model.skill + (model.domain[task.domain] ?? 0) + (model.format[task.format] ?? 0), 0.02, 0.98);
  let wanted = rand() < p ? 'pass' : rand() < model.invalid ? 'invalid' : 'fail';
  if (rand() < model.noise) wanted = pick(['pass', 'fail', 'invalid'], rand);
  const order = { pass: ['pass', 'fail', 'invalid'], fail: ['fail', 'invalid', 'pass'], invalid: ['invalid', 'fail', 'pass'] };
  const verdict = order[wanted].find((v) => answers[v].length);
  if (!verdict) return null;
  let text = reworded(pick(answers[verdict], rand), model, rand);
  if (rand() < model.nudge) text = nudged(text, rand);
  if (rand() < model.cut) text = text.slice(0, Math.floor(text.length * (0.4 + rand() * 0.4)));
  return text;
}

const jsonl = (rows) => rows.map((row) => JSON.stringify(row) + '\n').join('');

function build(count, sets) {
  const base = exampleTasks();
  const tasks = [];
  const answers = new Map(sets.map((m) => [m.name, []]));
  let given = 0;
  for (let copy = 1; given < count; ++copy) {
    for (const { task, answers: examplesOf } of base) {
      if (given >= count) break;
      const id = copy === 1 ? task.id : `${task.id}#${copy}`;
      tasks.push(copy === 1 ? task : { ...task, id });
      for (const model of sets) {
        if (given >= count) break;
        const response = answer(model, task, examplesOf, id);
        if (response === null) continue;
        answers.get(model.name).push({ task: id, response });
        ++given;
      }
    }
  }
  return { tasks, answers, given, distinct: base.length };
}

function manifest(built, sets) {
  return {
    schema: 'plumbline/bundle@1',
    name: `Plumbline scale benchmark: ${sets.length} synthetic models, ${built.given} answers`,
    description:
      `The ${built.distinct} example tasks under examples/, repeated under new ids to ${built.tasks.length}, and ` +
      `${sets.length} synthetic models. No model wrote these answers: bench/make_site_bundle.mjs picks, per task, one ` +
      'of the example answers to a seeded skill and edits its wording and now and then a number.',
    tasks: 'tasks.jsonl',
    models: sets.map((m) => ({
      name: m.name, answers: `answers/${m.name}.jsonl`, synthetic: true, params: m.params, date: m.date,
      built: `bench/make_site_bundle.mjs: skill ${m.skill}, ${Math.round(m.noise * 100)}% of verdicts at random, ` +
             `${Math.round(m.unanswered * 100)}% unanswered`,
    })),
  };
}

const opts = options(process.argv.slice(2));
const sets = models(opts.models);
const built = build(opts.answers, sets);
rmSync(join(opts.dir, 'answers'), { recursive: true, force: true });
mkdirSync(join(opts.dir, 'answers'), { recursive: true });
writeFileSync(join(opts.dir, 'bundle.json'), JSON.stringify(manifest(built, sets), null, 2) + '\n');
writeFileSync(join(opts.dir, 'tasks.jsonl'), jsonl(built.tasks));
for (const m of sets) writeFileSync(join(opts.dir, 'answers', `${m.name}.jsonl`), jsonl(built.answers.get(m.name)));
console.log(`make_site_bundle: ${built.tasks.length} tasks, ${sets.length} models, ${built.given} answers -> ${opts.dir}`);
