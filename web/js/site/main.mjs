// Wires the benchmark site: a bundle (?bundle=URL, the example bundle by default, or a
// file the reader loads) is read and judged by a pool of workers, the rows cached in
// IndexedDB, and shown as the leaderboard (numbers from the core's bundleSummary, as
// `plumb bundle` prints them), plots, the profiles' differences, a cell's items and an
// item's answers side by side. window.plumblineSite lets scripts read what was computed.
import { startEngine } from '../engine.mjs';
import { createPool } from './pool.mjs';
import { filesFromUrl, filesFromFile, hashFiles, digestOf, releaseBytes } from './bundle-files.mjs';
import { cacheKey, cachedRows, storeRows } from './cache.mjs';
import { readViewState, writeViewState, cellFilter } from './view-state.mjs';
import { renderLeaderboard, renderSkeleton } from './leaderboard.mjs';
import { renderPlots } from './plots.mjs';
import { renderCompare } from './compare.mjs';
import { createAnswersList, filterRows, filterLabel } from './answers-list.mjs';
import { createItemView } from './item-view.mjs';
import { renderProblems, renderDifferences } from './bundle-notes.mjs';
import { download, fileStem } from './download.mjs';
import { renderModels } from './models-view.mjs';
import { warmLines } from './warm-up.mjs';
import { createSplitter, mergeReadings } from './shards.mjs';

const $ = (id) => document.getElementById(id);
const offline = globalThis.plumblineOffline ?? null;   // set by the offline file
const params = new URLSearchParams(location.search);
const kDefaultBundle = 'bundles/example/bundle.json';
const workerCount = Math.max(1, Math.min(16, Number(params.get('workers')) || navigator.hardwareConcurrency || 2));
const useCache = params.get('cache') !== '0';
// The workers compile the module's code on a few example answers while the bundle is
// fetched (?warm=0: not).
const warmUp = params.get('warm') !== '0';
// A large bundle's first look: about this many of its tasks, each with every model's
// answer (?sample=N; 0: none). A dozen tasks are about 250 answers of 20 models; the first
// figures come once every worker has judged its first range of them (a few tasks for
// every model, with their intervals), and the rest of the sample keeps the other workers
// busy while the reader reads the whole.
const sampleTasks = Math.max(0, Number(params.get('sample') ?? 12) || 0);
// Every worker reads its own share of a folder bundle (?split=0: one reader for all).
const splitBundles = params.get('split') !== '0';

const engine = startEngine();
const view = readViewState();
$('s-profile').value = view.profile;

// The loaded bundle and what is known of it. Each load has its own bundle object and its
// own pool of workers; a newer load cancels the older's pool, and an older load that
// wakes up after an await finds it is no longer `bundle` and stops (superseded()).
let bundle = null;   // {files, hash, meta, count, version, results: {profile: rows}, lineOf: Map, pool}
let loading = null;  // the promise of the latest load (plumblineSite.ready)
let pending = null;  // the pool of a load whose files are still being fetched
let warmedAt = null;   // when the workers were warm (performance.now()), for timings()

const superseded = (b) => {
  if (b !== bundle) throw new DOMException('a newer bundle was loaded', 'AbortError');
};

const openItem = (task) => { view.item = task; writeViewState(view); showItem({ focus: true }); };
const answersList = createAnswersList({ section: $('s-cell-section'), title: $('s-cell-title'), table: $('s-cell-items'), more: $('s-more'),
                                        form: $('s-find'), note: $('s-find-note') },
                                      { onChange: (filter) => setFilter(filter), onItem: openItem });

// The answers list shows `filter` (and the permalink keeps it); focus goes to the list's
// heading when asked (a leaderboard cell or a group of differences opened it).
function setFilter(filter, { focus = false } = {}) {
  view.filter = filter;
  writeViewState(view);
  showAnswers({ focus });
  if ((filter.differ || filter.reason) && bundle && !bothJudged()) judgeOther();
}
const itemView = createItemView({
  title: $('s-item-title'), answers: $('s-answers'),
  task: { meta: $('s-task-meta'), prompt: $('s-task-prompt'), error: $('s-task-error'), given: $('s-task-given'),
          reference: $('s-task-reference'), givenFigure: $('s-task-given-figure'), referenceFigure: $('s-task-reference-figure') },
}, engine, { openInPlayground: offline ? (state) => offline.openPlayground(state) : null });

function setStatus(text) { $('s-status').textContent = text; }

// The bar and its text, drawn at most every kProgressMs: a reply of 32 rows arrives every
// few milliseconds, and drawing each was a repaint of the page each frame (1-2 s of the
// page's thread over 20,000 answers, taken from the workers' cores). The first and the
// last counts are drawn at once; one in between waits for the next due drawing.
const kProgressMs = 250;
let progressShown = 0, progressLatest = null, progressTimer = null;
function progress(done, total, started) {
  progressLatest = { done, total, started };
  const wait = progressShown + kProgressMs - performance.now();
  if (done === 0 || done >= total || wait <= 0) return drawProgress();
  progressTimer ??= setTimeout(drawProgress, wait);
}
function drawProgress() {
  clearTimeout(progressTimer);
  progressTimer = null;
  progressShown = performance.now();
  const { done, total, started } = progressLatest;
  $('s-progress').hidden = false;
  $('s-progress-bar').max = total || 1;
  $('s-progress-bar').value = done;
  const elapsed = (performance.now() - started) / 1000;
  const left = done ? (elapsed / done) * (total - done) : NaN;
  $('s-progress-text').textContent = `${done} of ${total} answers judged` +
    (done && done < total ? `, about ${left < 60 ? `${Math.ceil(left)} s` : `${Math.ceil(left / 60)} min`} left` : '');
}
// The bar put away when the judging is done (a drawing still due is dropped).
function hideProgress() {
  clearTimeout(progressTimer);
  progressTimer = null;
  $('s-progress').hidden = true;
}

// Rows in bundle order: models as the manifest lists them, tasks as tasks.jsonl does.
function inBundleOrder(rows, meta) {
  const model = new Map(meta.models.map((m, i) => [m.name, i]));
  const task = new Map(meta.tasks.map((t, i) => [t.id, i]));
  return rows.sort((a, b) => (model.get(a.model) - model.get(b.model)) || (task.get(a.task) - task.get(b.task)));
}

// Rows of a profile: kept, cached (with what the bundle's reading said, so a cached
// bundle is not even read), or judged by the pool.
async function judge(profile, b = bundle) {
  if (b.results[profile]) return b.results[profile];
  const key = cacheKey({ hash: b.hash, version: b.version, profile });
  const cached = useCache ? await cachedRows(key) : null;
  superseded(b);
  if (cached?.rows && cached.order && cached.meta) {
    b.releaseRead?.();
    b.shares?.sampleJudged?.forEach((p) => p.done());
    b.results[profile] = cached.rows;
    b.meta ??= cached.meta;
    b.count ||= cached.order.length;
    b.lineOf ??= new Map(cached.order.map((k, i) => [k, i]));
    b.order ??= cached.order;
    b.cacheHit = true;
    return cached.rows;
  }
  openBundle(b);
  if (b.shares) return judgeShares(profile, b, key);
  // The load's first judging starts on the sample, if the reader took one.
  const sample = b.sampleUsed ? null : await b.sampled;
  if (!sample) b.releaseRead();
  b.sampleUsed = true;
  superseded(b);
  if (sample) b.timings.sampled = sample.count;   // answers (not ms)
  const started = performance.now();
  const { pool } = b;
  // Until the whole bundle is read, the total is the answer lines in its files.
  const estimate = sample ? Object.values(sample.answers).reduce((n, k) => n + k, 0) : 0;
  const sampleCount = sample ? sample.count : 0;
  let fromSample = [], fromBundle = [], doneSample = 0, doneBundle = 0;
  const due = partialDue();
  const tick = () => {
    const done = doneSample + doneBundle, total = b.meta ? b.count : estimate;
    progress(done, total, started);
    // The first figures once a few hundred answers (spread over the bundle) are judged; with
    // a sample, once every worker has judged a range of it (ranges spread over its tasks:
    // every model, a few tasks each).
    const first = sample ? doneSample >= Math.min(sampleCount, 32 * pool.size) : done >= Math.min(200, total);
    const drawing = due(done, total, first);
    if (drawing) {
      const models = b.meta ? b.meta.models : sample.meta.models.map((m) => ({ name: m.name, answered: sample.answers[m.name] ?? 0 }));
      showPartial(b, profile, [...fromSample, ...fromBundle], done, total, models);
      // The first figures are on screen: the reader reads the whole bundle now, while the
      // other workers judge the rest of the sample.
      if (drawing.first) b.releaseRead();
    }
  };
  setStatus(`Judging ${b.count || estimate} answers on ${pool.size} worker${pool.size === 1 ? '' : 's'} (profile ${profile}); ` +
            'the leaderboard fills in as they are judged…');
  progress(0, b.count || estimate, started);
  const sampleJob = sample
    ? pool.judgeLines(sample.lines, profile, (n, rows) => { doneSample = n; fromSample = rows; tick(); })
    : Promise.resolve([]);
  // The reader reads the whole bundle once the first figures are drawn (tick() above) or
  // the sample is judged: until then every core judges the sample, for the first figures.
  sampleJob.then(() => { b.timings.sampleJudged ??= performance.now() - b.timings.start; }, () => {}).finally(() => b.releaseRead());
  await b.opening;
  superseded(b);
  // Each batch line's answer, and those the sample judges (not judged again).
  const keys = lineKeys(b.meta);
  const sampled = new Set(sample ? lineKeys(sample.meta) : []);
  const fromLines = await pool.judge(b.count, profile, (n, rows) => { doneBundle = n; fromBundle = rows; tick(); },
                                     (i) => sampled.has(keys[i]));
  const bySample = new Map((await sampleJob).map((r) => [`${r.model}\u0000${r.task}`, r]));
  superseded(b);
  const judged = keys.map((k, i) => fromLines[i] ?? bySample.get(k));
  // A sampled answer the whole reading has otherwise (it should not): judged again.
  const holes = new Set(keys.flatMap((_, i) => (judged[i] ? [] : [i])));
  if (holes.size) (await pool.judge(b.count, profile, () => {}, (i) => !holes.has(i))).forEach((r, i) => { if (r) judged[i] = r; });
  superseded(b);
  // Where each answer's batch line is, for the item view (the rows are sorted below).
  b.lineOf ??= new Map(keys.map((k, i) => [k, i]));
  b.order ??= keys;
  const rows = inBundleOrder([...judged, ...b.meta.missing], b.meta);
  b.results[profile] = rows;
  b.seconds = (performance.now() - started) / 1000;
  b.cacheHit = false;
  hideProgress();
  if (useCache) await storeRows(key, { rows, order: keys, meta: b.meta });
  return rows;
}

// The answer of each batch line ("model\0task"), in the reader's order (task-major: each
// task that can judge answers, then each model that answered it), from what the reading says.
function lineKeys(meta) {
  const missing = new Set(meta.missing.map((r) => `${r.model}\u0000${r.task}`));
  const keys = [];
  for (const t of meta.tasks) {
    for (const m of meta.models) {
      const k = `${m.name}\u0000${t.id}`;
      if (!missing.has(k)) keys.push(k);
    }
  }
  return keys;
}

// The pool's reader worker reads the bundle, once: as soon as its files are here (they move
// to the worker: the page keeps no copy), before judging and before an item view needs its
// lines. A large bundle's sample is read first (b.sampled: its lines, or null), the whole
// after it (b.opening).
function openBundle(b = bundle) {
  if (b.opening) return b.opening;
  if (b.shares) return openShares(b);
  const files = b.files;
  b.files = null;
  setStatus('Reading the bundle…');
  // The whole is read once judge() has judged the sample (or found no sample to judge).
  const readWhole = new Promise((resolve) => { b.releaseRead = resolve; });
  const opened = b.pool.open(files, view.profile, sampleTasks);
  const ms = () => performance.now() - b.timings.start;
  b.sampled = opened.then((o) => {
    if (o.sample) Object.assign(b.timings, { sampleReady: ms(), sampleCut: o.sample.ms.cut, sampleRead: o.sample.ms.read });
    return o.sample ?? null;
  });
  b.opening = opened.then(async (o) => {
    let read = o;
    if (o.sample) {
      await readWhole;
      superseded(b);
      b.timings.readStart = ms();
      read = await b.pool.read(view.profile);
    }
    superseded(b);
    b.meta = read.meta;
    b.count = read.count;
    b.timings.read = ms();
    b.timings.readWorker = read.ms;   // the reader's own time on it
    showBundle(b);
  });
  b.sampled.catch(() => {});
  b.opening.catch(() => {});   // judge() awaits it and reports the failure
  return b.opening;
}

// A bundle split into shares (js/site/shards.mjs): worker k reads share k, a sample of its
// tasks first when the bundle is large (b.shareOpened[k]: {sample} or the whole reading),
// the whole share once its sample is judged and the first figures are drawn
// (b.shareRead[k]); b.opening: every share read, the readings merged into one.
function openShares(b) {
  const { shares } = b;
  const files = shares.files;
  shares.files = null;
  setStatus('Reading the bundle…');
  const count = files.length;
  const ms = () => performance.now() - b.timings.start;
  // A sample only of a bundle as large as the unsplit reading samples (js/checker-worker.mjs's
  // sampleOf): about sampleTasks tasks in all, shared out.
  const wanted = !b.cacheHit && sampleTasks && shares.tasks >= 4 * sampleTasks && shares.answers >= 80 * sampleTasks ? Math.ceil(sampleTasks / count) : 0;
  const readWhole = new Promise((resolve) => { b.releaseRead = resolve; });
  shares.sampleJudged = files.map(() => { let done; const p = new Promise((resolve) => { done = resolve; }); p.done = done; return p; });
  b.shareOpened = files.map((f, k) => b.pool.openShare(k, f, view.profile, wanted).then((o) => {
    if (o.sample) {
      b.timings.sampleReady = Math.max(b.timings.sampleReady ?? 0, ms());
      b.timings.sampleCut = Math.max(b.timings.sampleCut ?? 0, o.sample.ms.cut);
      b.timings.sampleRead = Math.max(b.timings.sampleRead ?? 0, o.sample.ms.read);
    }
    return o;
  }));
  b.shareRead = b.shareOpened.map((opened, k) => opened.then(async (o) => {
    if (!o.sample) return o;
    await Promise.all([readWhole, shares.sampleJudged[k]]);
    superseded(b);
    b.timings.readStart = Math.min(b.timings.readStart ?? Infinity, ms());
    const read = await b.pool.readShare(k, view.profile);
    b.timings.readWorker = Math.max(b.timings.readWorker ?? 0, read.ms);
    return read;
  }));
  b.opening = Promise.all(b.shareRead).then((readings) => {
    superseded(b);
    const { meta, counts } = mergeReadings(readings, shares.plan);
    b.pool.useShares(counts);
    b.meta = meta;
    b.count = counts.reduce((a, c) => a + c, 0);
    // Each share's lines (its own reading's order), one after the other: the global order.
    shares.keys = readings.map((r) => lineKeys(r.meta));
    b.order = shares.keys.flat();
    b.lineOf = new Map(b.order.map((k, i) => [k, i]));
    b.timings.read = ms();
    showBundle(b);
  });
  for (const p of [...b.shareOpened, ...b.shareRead, b.opening]) p.catch(() => {});
  return b.opening;
}

// judge() for a bundle read in shares: every worker judges its own sample (the first
// figures once each has judged a range of it), then reads and judges the rest of its share.
async function judgeShares(profile, b, key) {
  const { pool, shares } = b;
  const count = b.shareOpened.length;
  const first = !b.sampleUsed;   // the load's first judging: the samples are judged first
  b.sampleUsed = true;
  // A later judging (the other profile) lets the shares be read now, but each worker's only
  // once the first judging has judged its sample: that sample is the worker's bundle until then.
  if (!first) b.releaseRead();
  const started = performance.now();
  const sampled = new Array(count).fill(0), sampleSize = new Array(count).fill(null);
  const fromSample = new Array(count).fill(null).map(() => []), fromShare = new Array(count).fill(null).map(() => []);
  const doneShare = new Array(count).fill(0);
  const due = partialDue();
  const estimate = shares.answers;
  const tick = () => {
    const done = sampled.reduce((a, n) => a + n, 0) + doneShare.reduce((a, n) => a + n, 0), total = b.meta ? b.count : estimate;
    progress(done, total, started);
    const withSample = sampleSize.filter((n) => n > 0).length;
    // First figures: each worker has judged a range of its sample (as the unsplit reading's
    // first figures), or, with no sample, a few hundred answers.
    const firstReady = withSample
      ? sampleSize.every((n, k) => n !== null && (n === 0 || sampled[k] >= Math.min(n, 32)))
      : done >= Math.min(200, total);
    const drawing = due(done, total, firstReady);
    if (drawing) {
      const models = b.meta ? b.meta.models : shares.models;
      const rows = [...fromSample.flat(), ...fromShare.flat()];
      showPartial(b, profile, rows, done, total, models);
      if (drawing.first) b.releaseRead();
    }
  };
  setStatus(`Judging ${b.count || estimate} answers on ${pool.size} worker${pool.size === 1 ? '' : 's'} (profile ${profile}); ` +
            'the leaderboard fills in as they are judged…');
  progress(0, b.count || estimate, started);
  const work = async (k) => {
    const o = await b.shareOpened[k];
    superseded(b);
    let sampleRows = [], sampleKeys = new Set();
    if (first && o.sample) {
      sampleSize[k] = o.sample.count;
      b.timings.sampled = (b.timings.sampled ?? 0) + o.sample.count;
      sampleRows = await pool.judgeShare(k, o.sample.count, profile, (n, rows) => { sampled[k] = n; fromSample[k] = rows; tick(); });
      sampleKeys = new Set(lineKeys(o.sample.meta));
      b.timings.sampleJudged = Math.max(b.timings.sampleJudged ?? 0, performance.now() - b.timings.start);
    } else sampleSize[k] = 0;
    shares.sampleJudged[k].done();
    // Every sample judged (or none taken): the shares are read whatever the figures.
    if (sampleSize.every((n, j) => n !== null && (n === 0 || sampled[j] >= n))) b.releaseRead();
    const read = await b.shareRead[k];
    superseded(b);
    const keys = lineKeys(read.meta);
    const rows = await pool.judgeShare(k, read.count, profile, (n, got) => { doneShare[k] = n; fromShare[k] = got; tick(); },
                                       (i) => sampleKeys.has(keys[i]));
    const bySample = new Map(sampleRows.map((r) => [`${r.model}\u0000${r.task}`, r]));
    return keys.map((key2, i) => rows[i] ?? bySample.get(key2));
  };
  const parts = await Promise.all(Array.from({ length: count }, (_, k) => work(k)));
  await b.opening;
  superseded(b);
  const judged = parts.flat();
  if (judged.some((r) => !r)) throw new Error('an answer of the bundle was not judged');
  const rows = inBundleOrder([...judged, ...b.meta.missing], b.meta);
  b.results[profile] = rows;
  b.seconds = (performance.now() - started) / 1000;
  b.cacheHit = false;
  hideProgress();
  if (useCache) await storeRows(key, { rows, order: b.order, meta: b.meta });
  return rows;
}

// The bundle's name, description, problems and models: known once it is read.
function showBundle(b) {
  if (b.shown || !b.meta) return;
  b.shown = true;
  const { meta } = b;
  $('s-bundle-name').textContent = meta.name || '(unnamed bundle)';
  $('s-bundle-description').textContent = meta.description ?? '';
  renderProblems($('s-problems-section'), $('s-problems'), meta.problems ?? []);
  renderModels($('s-models'), meta.models, meta.tasks.length);
}

// When the partial leaderboard is drawn while answers are judged: first once `firstReady`,
// then each time as many answers again are judged and a second has passed. Each drawing
// summarises every row judged so far (a quarter second of CPU at 20,000) and the page's
// thread shares the cores with the workers, so all of them cost about two summaries of the
// whole bundle. Returns null, or {first} when a drawing is due (and counts it as drawn).
function partialDue() {
  let shown = null, shownAt = 0;
  return (done, total, firstReady) => {
    const now = performance.now();
    if (done >= total || !(shown === null ? firstReady : done >= 2 * shownAt && now - shown > 1000)) return null;
    const first = shown === null;
    shown = now;
    shownAt = done;
    return { first };
  };
}

// The leaderboard of the answers judged so far, while the rest are judged: marked partial,
// with each model's progress; its cells list nothing until every answer is judged.
function showPartial(b, profile, partRows, done, total, models) {
  if (b !== bundle || profile !== view.profile || currentRows()) return;
  const judged = partRows.filter(Boolean);
  const per = new Map(models.map((m) => [m.name, { judged: 0, answered: m.answered }]));
  for (const r of judged) if (per.has(r.model)) ++per.get(r.model).judged;
  b.partial = { summary: engine.bundleSummary(judged), progress: per, done, total };
  drawBoard();
  b.timings.firstFigures ??= performance.now() - b.timings.start;
}

// The leaderboard: of every row, or of the rows judged so far (bundle.partial).
function drawBoard() {
  const rows = currentRows();
  const partial = rows ? null : bundle?.partial;
  if (!rows && !partial) return;
  renderLeaderboard($('s-leaderboard'), partial ? partial.summary : engine.bundleSummary(rows), {
    sort: view.sort,
    onSort: (sort) => { view.sort = sort; writeViewState(view); drawBoard(); },
    onCell: (cell) => { view.item = null; setFilter(cellFilter(cell.model, cell.column), { focus: true }); },
    progress: partial?.progress ?? null,
  });
  $('s-board-note').textContent = partial
    ? `profile ${view.profile} · partial: ${partial.done} of ${partial.total} answers judged, figures over those (unanswered tasks counted at the end)`
    : `profile ${view.profile} · ${rows.length} answers`;
}

function currentRows() { return bundle?.results[view.profile] ?? null; }

// The leaderboard first, the plots and the rest a task later: each its own frame.
async function render() {
  const rows = currentRows();
  if (!rows) return;
  // How long each part took (ms), the first time: for bench/site.mjs (timings()).
  const took = bundle.timings.render ? null : (bundle.timings.render = {});
  let t = performance.now();
  const lap = (name) => { if (took) took[name] = performance.now() - t; t = performance.now(); };
  drawBoard();
  lap('board');
  renderCompare({ box: $('s-compare'), a: $('s-compare-a'), b: $('s-compare-b'), result: $('s-compare-result') },
                rows, bundle.meta.models.map((m) => m.name), engine, view, (pair) => { view.compare = pair; writeViewState(view); });
  lap('compare');
  await new Promise((resolve) => setTimeout(resolve));
  t = performance.now();
  if (currentRows() !== rows) return;   // another profile or bundle meanwhile
  renderPlots({ format: $('s-plot-format'), size: $('s-plot-size'), failures: $('s-plot-failures') },
              rows, bundle.meta.models.map((m) => m.name));
  lap('plots');
  renderDifferences($('s-diff'), bundle.results.default, bundle.results.ssvg, bundle.differences ?? null, {
    onGroup: (reason) => { view.item = null; setFilter({ differ: '1', ...(reason ? { reason } : {}) }, { focus: true }); },
    onRun: () => judgeOther(),
  });
  lap('differences');
  for (const id of ['s-export-csv', 's-export-json', 's-export-latex']) $(id).disabled = false;
  showAnswers();
  lap('answers');
  showItem();
  showPlot();
  lap('item and plot');
}

const otherProfile = () => (view.profile === 'default' ? 'ssvg' : 'default');
const bothJudged = () => Boolean(bundle?.results.default && bundle?.results.ssvg);

// Judges the other profile too, then why the verdicts differ, and shows both.
function judgeOther() {
  const b = bundle;
  if (!b) return Promise.resolve();
  b.judgingOther ??= judge(otherProfile(), b).then(() => explain(b)).then(() => { if (b === bundle) render(); },
                                                                          (error) => { if (b === bundle) failed(error); });
  return b.judgingOther;
}

// Why each answer the profiles judge differently differs: the pool judges those answers
// in both profiles and the core names the reason from the two reports (bundleDifference);
// the core groups them (bundleDifferences), as `plumb bundle --differences` does.
async function explain(b = bundle) {
  if (b.differences || !b.results.default || !b.results.ssvg) return b.differences;
  await openBundle(b);
  superseded(b);
  const ssvg = new Map(b.results.ssvg.map((r) => [`${r.model}\u0000${r.task}`, r.verdict]));
  const lines = b.results.default.filter((r) => !r.missing && ssvg.get(`${r.model}\u0000${r.task}`) !== r.verdict)
    .map((r) => b.lineOf.get(`${r.model}\u0000${r.task}`)).filter((i) => i != null);
  setStatus(`Finding why the profiles differ on ${lines.length} answers…`);
  const reasons = await b.pool.explain(lines);
  superseded(b);
  b.differences = engine.bundleDifferences(b.results.default, b.results.ssvg, reasons);
  b.reasonOf = new Map();
  for (const g of b.differences.groups) for (const a of g.answers) b.reasonOf.set(`${a.model}\u0000${a.task}`, g.reason);
  setStatus(`Showing profile ${view.profile}; the two profiles differ on ${b.differences.differ} answers.`);
  return b.differences;
}

// The rows the view's filters let through (a search not yet answered by the pool matches
// task ids only).
function listedRows() {
  const rows = currentRows();
  if (!rows) return [];
  const b = bundle, filter = view.filter ?? {};
  const other = b.results[otherProfile()];
  const verdicts = other ? new Map(other.map((r) => [`${r.model}\u0000${r.task}`, r.verdict])) : null;
  const q = filter.q?.trim().toLowerCase() ?? '';
  return filterRows(rows, filter, { otherVerdict: verdicts ? (r) => verdicts.get(`${r.model}\u0000${r.task}`) : undefined,
                                    reasonOf: (r) => b.reasonOf?.get(`${r.model}\u0000${r.task}`),
                                    responseHits: (q && b.searches?.get(q)) || null });
}

// The answers list under the view's filters; a search in the responses asks the pool
// (the responses stay in the workers) and shows the task-id matches meanwhile.
function showAnswers({ focus = false } = {}) {
  const rows = currentRows();
  if (!rows) { answersList.hide(); return; }
  const b = bundle, filter = view.filter ?? {};
  const other = b.results[otherProfile()];
  const q = filter.q?.trim().toLowerCase() ?? '';
  const hits = q ? b.searches?.get(q) : null;
  answersList.options(rows, b.meta.models.map((m) => m.name), filter, b.differences?.groups ?? null);
  const listed = listedRows();
  let hint = '';
  if ((filter.differ || filter.reason) && !other) hint = 'Judging the other profile to compare…';
  else if (filter.reason && !b.differences) hint = 'Finding why the profiles differ…';
  else if (q && !hits) hint = 'Searching the responses too…';
  // Once the profiles are compared: per answer the other profile's verdict where it differs,
  // with the reason in one line.
  const reasonText = new Map((b.differences?.groups ?? []).map((g) => [g.reason, g.text]));
  const otherVerdicts = other ? new Map(other.map((r) => [`${r.model}\u0000${r.task}`, r.verdict])) : null;
  const otherSide = otherVerdicts ? (r) => {
    const k = `${r.model}\u0000${r.task}`, v = otherVerdicts.get(k);
    if (v === undefined || v === r.verdict) return '';
    const reason = b.reasonOf?.get(k);
    return `${otherProfile()}: ${v}${reason ? ` (${reasonText.get(reason)})` : ''}`;
  } : null;
  answersList.show(filterLabel(filter), listed, hint, otherSide);
  if (focus) { $('s-cell-title').focus(); }
  if (q && !hits) search(b, q);
}

async function search(b, q) {
  b.searches ??= new Map();
  b.searching ??= new Set();
  if (b.searching.has(q)) return;
  b.searching.add(q);
  await openBundle(b);
  const lines = await b.pool.search(q);
  if (b !== bundle) return;
  const order = b.order ?? [];
  b.searches.set(q, new Set(lines.map((i) => order[i]).filter(Boolean)));
  if ((view.filter?.q ?? '').trim().toLowerCase() === q) showAnswers();
}

// A plot's permalink (#plot=size) scrolls to it and moves the focus there.
function showPlot() {
  if (!view.plot) return;
  const figure = $(`s-plot-${view.plot}`);
  figure?.scrollIntoView({ block: 'start' });
  figure?.focus({ preventScroll: true });
}

async function showItem({ focus = false } = {}) {
  if (!bundle || !view.item) { $('s-item-section').hidden = true; return; }
  const task = view.item, b = bundle;
  await openBundle(b);
  if (b !== bundle) return;
  const lines = b.meta.models.map((m) => b.lineOf?.get(`${m.name}\u0000${task}`));
  const texts = await b.pool.lines(lines.filter((i) => i != null));
  if (b !== bundle) return;
  let k = 0;
  const answers = b.meta.models.map((m, i) => {
    if (lines[i] == null) return { model: m.name, answer: null };
    const line = JSON.parse(texts[k++]);
    return { model: m.name, answer: { task: JSON.stringify(line.task), candidate: line.candidate } };
  });
  itemView.show(task, answers, view.profile);
  $('s-item-section').hidden = false;
  $('s-item-section').scrollIntoView({ block: 'start' });
  if (focus) $('s-item-title').focus({ preventScroll: true });
}

function failed(error) {
  hideProgress();
  if (error?.name === 'AbortError') {
    setStatus('Judging cancelled. Reload the page, or load a bundle, to judge again.');
    return;
  }
  setStatus(`Could not judge the bundle: ${error.message}`);
}

// Reads and judges a bundle's files; resolves when every answer is judged.
async function load(got, where, pool, splitter, digests) {
  let { files } = got;
  got.files = null;
  const t0 = performance.now();
  setStatus(`Loading the bundle (${where})…`);
  // Where the load's time went, for bench/site.mjs (ms from its start): the bundle read,
  // the first (partial) figures, every answer judged (or the cache read), all shown.
  const b = bundle = { files, hash: null, version: engine.version(), meta: null, count: 0, opening: null, results: {}, lineOf: null, pool,
                       timings: { start: t0 }, releaseRead: () => {} };
  // The hash (the cache's key) and the reading go on together: every file's digest is
  // asked for before the files move to the reader.
  // (Only the cache uses the hash: without it, none is made.)
  const hashing = useCache ? hashFiles(files, digests) : null;
  digests.clear();   // hashFiles has what it needs: the map held every file's bytes
  // A folder bundle is split into one share per worker, each read by its worker
  // (js/site/shards.mjs); ?split=0: one worker reads it all and makes the others' lines.
  if (splitBundles) {
    const t = performance.now();
    const split = (splitter ?? createSplitter(pool.size)).finish(files);
    if (split) {
      b.shares = { ...split, files: split.shards };
      delete b.shares.shards;
      for (const value of Object.values(files)) releaseBytes(value);   // every byte is in a share now
      b.files = files = null;
      b.timings.split = performance.now() - t0;
      b.timings.splitMs = performance.now() - t;
    }
  }
  openBundle(b);
  // The hash is the cache's key.
  if (useCache) {
    b.hash = await hashing;
    superseded(b);
  }
  await judge(view.profile, b);
  b.timings.judged = performance.now() - t0;
  const { meta, count, version } = b;
  showBundle(b);
  await render();
  superseded(b);
  if (view.filter?.differ || view.filter?.reason) await judgeOther();
  b.timings.shown = performance.now() - t0;
  const tasks = meta.tasks.length, models = meta.models.length;
  setStatus(`${models} model${models === 1 ? '' : 's'} × ${tasks} task${tasks === 1 ? '' : 's'}: ${count} answers judged` +
            (b.cacheHit ? ' (results from this browser\'s cache)' : ` in ${b.seconds.toFixed(1)} s on ${pool.size} worker${pool.size === 1 ? '' : 's'}`) +
            ` · Plumbline ${version}.`);
  document.body.dataset.siteReady = 'true';
}

// A new load supersedes the one under way: its workers stop, and its promise rejects with
// an AbortError that shows nothing (plumblineSite.ready is the new load's).
function startLoad(getFiles, where) {
  bundle?.pool.cancel();
  pending?.cancel();
  bundle = null;
  document.body.dataset.siteReady = 'false';
  // The workers start (each instantiates the module) while the bundle is fetched.
  const pool = pending = createPool(workerCount);
  pool.start();
  warmedAt = null;
  if (warmUp) pool.warm(warmLines, view.profile).then(() => { if (pending === pool || bundle?.pool === pool) warmedAt = performance.now(); });
  // The models as soon as the manifest says them, while the answers are fetched.
  const onManifest = (manifest) => {
    if (loading !== started || !Array.isArray(manifest?.models)) return;
    const names = manifest.models.map((m) => (typeof m?.name === 'string' ? m.name : null)).filter(Boolean);
    if (names.length) {
      renderSkeleton($('s-leaderboard'), names, 'fetching its answers…');
      $('s-board-note').textContent = `${names.length} models · the answers are being fetched`;
    }
  };
  // A folder bundle's files are split into the workers' shares as they arrive.
  // Their digests (the cache's key) are asked for as they arrive too.
  const splitter = splitBundles ? createSplitter(pool.size) : null;
  const digests = new Map();
  const onFile = (path, file) => {
    if (loading !== started) return;
    if (useCache) digests.set(path, digestOf(file));
    if (!splitter) return;
    if (path === 'bundle.json') splitter.manifest(file); else splitter.add(path, file);
  };
  const started = (async () => {
    setStatus(`Fetching the bundle (${where})…`);
    // No reference to the files here: once split, the page keeps none of them.
    const got = { files: await getFiles(onManifest, onFile) };
    await engine.ready;   // the page's module, loaded while the bundle was fetched
    if (loading !== started) throw new DOMException('a newer bundle was loaded', 'AbortError');
    pending = null;
    return load(got, where, pool, splitter, digests);
  })();
  loading = started;
  started.catch((error) => { if (loading === started) failed(error); });
  return started;
}

function exportAs(kind) {
  const rows = currentRows();
  if (!rows) return;
  const stem = `${fileStem(bundle.meta.name)}-${view.profile}`;
  if (kind === 'csv') download(`${stem}.csv`, engine.bundleCsv(rows), 'text/csv');
  else if (kind === 'latex') download(`${stem}.tex`, engine.bundleLatex(rows), 'application/x-tex');
  else download(`${stem}.json`, `${JSON.stringify(rows, null, 1)}\n`, 'application/json');
}

async function main() {
  $('s-cancel').addEventListener('click', () => bundle?.pool.cancel());
  $('s-profile').addEventListener('change', () => {
    view.profile = $('s-profile').value;
    writeViewState(view);
    if (!bundle) return;
    judge(view.profile).then(() => (bothJudged() ? explain() : null))
      .then(() => { render(); setStatus(`Showing profile ${view.profile}.`); }, failed);
  });
  $('s-export-csv').addEventListener('click', () => exportAs('csv'));
  $('s-export-json').addEventListener('click', () => exportAs('json'));
  $('s-export-latex').addEventListener('click', () => exportAs('latex'));
  $('s-permalink').addEventListener('click', async () => {
    writeViewState(view);
    try { await navigator.clipboard.writeText(location.href); setStatus('Permalink copied (also in the address bar).'); }
    catch { setStatus('The permalink is in the address bar.'); }
  });
  // A plot's link is the page's whole view with plot=KEY, not only #plot=KEY.
  for (const link of document.querySelectorAll('.plot-link')) {
    link.addEventListener('click', (e) => { e.preventDefault(); view.plot = link.dataset.plot; writeViewState(view); showPlot(); });
  }
  const fromFile = (file) => startLoad(() => filesFromFile(file), file.name);
  $('s-file').addEventListener('change', (e) => { if (e.target.files[0]) fromFile(e.target.files[0]); });
  addEventListener('dragover', (e) => e.preventDefault());
  addEventListener('drop', (e) => {
    e.preventDefault();
    const file = e.dataTransfer?.files?.[0];
    if (file) fromFile(file);
  });
  addEventListener('hashchange', () => {
    if (/^#([zj]=|playground$)/.test(location.hash)) return;   // the offline file's playground view
    Object.assign(view, readViewState());
    if ($('s-profile').value !== view.profile) { $('s-profile').value = view.profile; $('s-profile').dispatchEvent(new Event('change')); }
    else { showAnswers(); showItem(); showPlot(); }
  });

  globalThis.plumblineSite = {
    get ready() { return loading; },
    results: () => (currentRows() ?? []).map(({ model, task, verdict, score }) => ({ model, task, verdict, score })),
    rows: () => currentRows(),
    summary: () => (currentRows() ? engine.bundleSummary(currentRows()) : null),
    profile: () => view.profile,
    workers: workerCount,
    // (warmed: when the workers were warm, negative when before the bundle arrived.)
    timings: () => (bundle?.timings ? { ...Object.fromEntries(Object.entries(bundle.timings).filter(([k]) => k !== 'start')),
                                        ...(warmedAt != null ? { warmed: warmedAt - bundle.timings.start } : {}) } : null),
    differences: () => bundle?.differences ?? null,
    // The bundle's problems as its reading found them, and how many lines each worker read
    // of it (null: one worker read it all).
    problems: () => bundle?.meta?.problems ?? null,
    shares: () => bundle?.pool.shares?.counts ?? null,
    // The answers the list shows now, [{model, task, verdict}], all of them (not a page).
    listed: () => listedRows().map(({ model, task, verdict }) => ({ model, task, verdict })),
    // Where the memory is (bytes): the page's JS heap (Chromium's performance.memory), its
    // module's memory, and each worker's; for bench/site.mjs.
    memory: async () => ({
      page: performance.memory ? { used: performance.memory.usedJSHeapSize, total: performance.memory.totalJSHeapSize } : null,
      engine: engine.memoryBytes(),
      workers: bundle && !bundle.pool.cancelled ? await bundle.pool.memory().catch(() => null) : null,
    }),
    load: (files) => startLoad(async () => files, 'files given'),
  };

  // The bundle is fetched while the page's module loads (a load waits for it only once the
  // files are here): the fetch used to start after it, about half a second later.
  const source = offline ? null : (params.get('bundle') ?? kDefaultBundle);
  startLoad(offline ? offline.exampleFiles : (onManifest, onFile) => filesFromUrl(source, onManifest, onFile), offline ? 'the example bundle' : source);
  try {
    await engine.ready;
  } catch (error) {
    setStatus(`The checker could not load: ${error.message}`);
  }
}

main();
