// Per-worker reading at a small scale (the 20,000-answer run is bench/site.mjs, not CI):
// a folder bundle split into one share per worker (web/js/site/shards.mjs) keeps every
// line in exactly one share at its own line number, a task with its answers; and the site,
// each worker reading its share, gives the rows plumb bundle gives and the problems (with
// their lines, in reading order) that one reading of the whole gives (?split=0), for a
// bundle with bad lines in several files, a duplicate task and answer, answers to unknown
// tasks, answers whose "task" is not first or is written twice or with an escape, and a
// missing answers file.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { start, root, webDir } from './harness.mjs';
import { pick } from './bundle-native.mjs';

// plumb bundle's rows (it exits 1: the bundle has problems, which it judges around).
const nativeRows = (bundle) => spawnSync(path.join(root, 'build/plumb'), ['bundle', bundle], { encoding: 'utf8', maxBuffer: 1 << 28 })
  .stdout.split('\n').filter(Boolean).map((l) => JSON.parse(l));
import { shardFiles } from '../../web/js/site/shards.mjs';

let h, tab, dir;
const served = path.join(webDir, 'bundles/shards-test');

// A 300-answer bundle of 20 models, then the trouble above written into it.
function troubledBundle(out) {
  execFileSync('node', [path.join(root, 'bench/make_site_bundle.mjs'), '--answers', '300', '--out', out]);
  const lines = (f) => readFileSync(path.join(out, f), 'utf8').split('\n');
  const write = (f, ls) => writeFileSync(path.join(out, f), ls.join('\n'));
  const tasks = lines('tasks.jsonl');
  const ids = tasks.filter(Boolean).map((l) => JSON.parse(l).id);
  tasks.splice(5, 0, '{"id": "broken', '');
  tasks.splice(tasks.length - 1, 0, tasks[3]);   // a task again, near the end
  write('tasks.jsonl', tasks);
  const a3 = lines('answers/synthetic-03.jsonl');
  const firstOf3 = JSON.parse(a3[0]);
  a3.splice(2, 0, 'not json', JSON.stringify({ task: 'no-such-task', response: 'x' }), a3[0],
            JSON.stringify({ response: 'task first? no', task: ids[7] }),
            `{"task":"${ids[9]}","response":"a \\"task\\" in words","task":"${ids[11]}"}`);
  write('answers/synthetic-03.jsonl', a3);
  const a7 = lines('answers/synthetic-07.jsonl');
  a7.splice(4, 0, `{"t\\u0061sk":"${ids[13]}","response":"escaped key"}`, '   ', '{"task": 7, "response": "x"}');
  write('answers/synthetic-07.jsonl', a7);
  const manifest = JSON.parse(readFileSync(path.join(out, 'bundle.json'), 'utf8'));
  manifest.models.push({ name: 'synthetic-absent', answers: 'answers/absent.jsonl' });
  writeFileSync(path.join(out, 'bundle.json'), JSON.stringify(manifest));
  return { firstOf3 };
}

before(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'plumbline-shards-'));
  troubledBundle(dir);
  cpSync(dir, served, { recursive: true });
  h = await start();
  tab = await h.newPage();
});
after(async () => {
  await h?.close();
  rmSync(served, { recursive: true, force: true });
  rmSync(dir, { recursive: true, force: true });
});

test('a split keeps every line in one share at its own line number, each answer with its task', () => {
  const files = {};
  for (const f of readdirSync(dir, { recursive: true })) if (statSync(path.join(dir, f)).isFile()) files[f.split(path.sep).join('/')] = new Uint8Array(readFileSync(path.join(dir, f)));
  const split = shardFiles(files, 3);
  assert.equal(split.shards.length, 3);
  const text = (b) => new TextDecoder().decode(b).split('\n');
  const shareOfTask = new Map();
  for (const [file, bytes] of Object.entries(files)) {
    if (file === 'bundle.json') { split.shards.forEach((s) => assert.equal(new TextDecoder().decode(s[file]), new TextDecoder().decode(bytes))); continue; }
    const whole = text(bytes), parts = split.shards.map((s) => text(s[file]));
    for (const p of parts) assert.equal(p.length, whole.length, `${file}: line count`);
    whole.forEach((line, i) => {
      const owners = parts.flatMap((p, k) => (p[i] !== '' ? [k] : []));
      if (!line.trim()) { assert.deepEqual(owners, [], `${file}:${i + 1} blank`); return; }
      assert.equal(owners.length, 1, `${file}:${i + 1} in one share`);
      assert.equal(parts[owners[0]][i], line);
      let v = null;
      try { v = JSON.parse(line); } catch { /* a bad line: any share reports it */ }
      if (file === 'tasks.jsonl' && typeof v?.id === 'string') { if (!shareOfTask.has(v.id)) shareOfTask.set(v.id, owners[0]); assert.equal(owners[0], shareOfTask.get(v.id)); }
      // An answer goes with its task (the last "task" a parser keeps, escaped keys too); one
      // to no task of the bundle, to share 0.
      if (file !== 'tasks.jsonl' && typeof v?.task === 'string') assert.equal(owners[0], shareOfTask.get(v.task) ?? 0, `${file}:${i + 1}`);
    });
  }
  // Dealt in turn: the shares' task counts differ by at most one.
  const counts = [0, 1, 2].map((k) => [...shareOfTask.values()].filter((s) => s === k).length);
  assert.ok(Math.max(...counts) - Math.min(...counts) <= 1, String(counts));
  // A single-file bundle is not split.
  assert.equal(shardFiles({ 'bundle.json': '{"tasks": [], "models": []}' }, 2), null);
});

async function open(query) {
  await tab.page.goto(`${h.url}site.html?bundle=bundles/shards-test/bundle.json&cache=0&${query}`);
  await tab.page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 60000 });
  await tab.page.evaluate(() => globalThis.plumblineSite.ready);
  return tab.page.evaluate(() => ({ results: globalThis.plumblineSite.results(), problems: globalThis.plumblineSite.problems(),
                                     shares: globalThis.plumblineSite.shares(), timings: globalThis.plumblineSite.timings() }));
}

test('each worker reads its share: the rows are plumb bundle\'s, the problems one reading\'s', async () => {
  const whole = await open('workers=2&split=0');
  assert.equal(whole.shares, null);
  const native = nativeRows(dir), expected = native.map(pick);
  assert.deepEqual(whole.results, expected);
  const codes = whole.problems.map((p) => p.code);
  for (const code of ['bundle.line.json', 'bundle.task.duplicate', 'bundle.answer.unknown', 'bundle.answer.duplicate', 'bundle.line.field', 'bundle.file.missing'])
    assert.ok(codes.includes(code), `${code} in ${codes}`);
  for (const workers of [2, 3]) {
    for (const sample of [0, 2]) {
      const split = await open(`workers=${workers}&sample=${sample}`);
      assert.equal(split.shares?.length, workers, `workers=${workers}: shares ${JSON.stringify(split.shares)}`);
      assert.deepEqual(split.results, expected, `workers=${workers} sample=${sample}: rows`);
      assert.equal(split.shares.reduce((a, b) => a + b, 0), native.filter((r) => !r.missing).length);
      assert.deepEqual(split.problems, whole.problems, `workers=${workers} sample=${sample}: problems`);
      if (sample) assert.ok(split.timings.sampled > 0 && split.timings.readStart >= split.timings.firstFigures, JSON.stringify(split.timings));
    }
  }
  // An item's answers come from the worker that holds each line, a search from every worker.
  const task = native.find((r) => !r.missing).task;
  await tab.page.evaluate((t) => { location.hash = `item=${encodeURIComponent(t)}&q=${encodeURIComponent(t)}`; }, task);
  await tab.page.waitForFunction((n) => document.querySelectorAll('#s-answers .card').length === n, 21);
  const listed = await tab.page.evaluate(() => globalThis.plumblineSite.listed());
  assert.ok(listed.length >= 1 && listed.every((r) => r.task.includes(task)), JSON.stringify(listed).slice(0, 300));
  // The missing answers file's 404, once per load, is the only complaint.
  assert.deepEqual(tab.errors.filter((e) => !/status of 404 \(Not Found\)/.test(e)), []);
});
