// Wires the playground: inputs -> evaluate (WebAssembly) -> verdict, picture + overlay
// (and for molecules the status marks and the reference panel), diagnostics, source view;
// keeps the permalink in the URL hash.
import { startEngine } from './engine.mjs';
import { createChecker, sent } from './checker-client.mjs';
import { createCheckQueue } from './check-queue.mjs';
import { holdLargeText } from './large-text.mjs';
import { encodeState, decodeState } from './permalink.mjs';
import { loadGallery } from './gallery.mjs';
import { acceptFiles } from './drop.mjs';
import { showImage, sanitizedOriginal } from './render-candidate.mjs';
import { frameOf, shape, withViewBox } from './svg-dom.mjs';
import { createOverlay } from './overlay.mjs';
import { pictureNote } from './picture-note.mjs';
import { referenceName, renderDiagnostics, renderRequirements } from './diagnostics-list.mjs';
import { createSourceView } from './source-view.mjs';
import { renderVerdict } from './verdict.mjs';
import { createMoleculeView, describeRequirement, paletteOf, renderMoleculeSummary } from './molecule-view.mjs';
import { createTaskView } from './task-view.mjs';
import { describeConstraint } from './constraints-view.mjs';
import { describeLayoutRequirement, findingShapes, frameWithOutside, renderLayoutFindings, requirementShapes } from './layout-view.mjs';
import { drawDiagramMarks, isGraphFormat, renderDiagramLists, renderDiagramSummary } from './diagram-view.mjs';

const $ = (id) => document.getElementById(id);
const ui = {
  task: $('task'), candidate: $('candidate'), profile: $('profile'), status: $('status'),
  image: $('candidate-image'), stage: $('stage'), noPicture: $('no-picture'), pictureNote: $('picture-note'), note: $('sanitized-note'),
  showOriginal: $('show-original'), originalToggle: $('original-toggle'),
  diagnostics: $('diagnostics'), requirements: $('requirements'), results: $('results'),
  moleculeSummary: $('molecule-summary'), diagramSummary: $('diagram-summary'), diagramView: $('diagram-view'), legends: { geometry: $('geometry-legend'), molecule: $('molecule-legend') },
  verdict: { verdict: $('verdict'), score: $('score'), expected: $('expected') },
};
// The two inputs: text fields that hold answers of megabytes without freezing the page.
const fields = { task: holdLargeText(ui.task, { what: 'task' }), candidate: holdLargeText(ui.candidate, { what: 'answer' }) };
const engine = startEngine();
const overlay = createOverlay($('overlay'), engine.drawGeometry);
const source = createSourceView($('source-view'), $('source-note'));
const taskView = createTaskView({
  meta: $('task-meta'), prompt: $('task-prompt'), error: $('task-error'),
  given: $('task-given'), reference: $('task-reference'),
  givenFigure: $('task-given-figure'), referenceFigure: $('task-reference-figure'),
}, (format, text) => engine.drawScene(format, text), (text) => engine.formatOf(text));
let shownTask = null;   // the task text the task view shows
const molecule = createMoleculeView({
  marks: $('molecule-marks'), panel: $('reference-panel'), panelSvg: $('reference-drawing'), pictures: $('pictures'),
  pointerLine: $('molecule-pointer'), drawGeometry: engine.drawGeometry, onPick: showAtom,
});
let lastTimings = null;      // ms of the last check, by stage
let workerEvaluations = 0;   // the core evaluations the checker has made (one a check)
let expectedVerdict = null;   // set while the inputs are an unedited gallery example
let current = null;           // {report, scene, frame, picture} of the last evaluation

function setStatus(text) { ui.status.textContent = text; }

// The extracted drawing, as the worker returned it: its scene (geometry and source spans of
// candidate items), the core's drawing of it, and that drawing's viewBox as the frame the
// picture and the overlay share (the root viewBox or width/height; else the items' bounds).
// SVG answers can also show their original, sanitized: at once when small, else when the
// reader asks for it (sanitizing megabytes takes seconds). A drawing the reader refused
// (over the size budget) comes without a scene or a drawing, and nothing is drawn.
const kEagerOriginal = 256 << 10;

function sceneOf(report, scene, drawn) {
  const x = report.extracted;
  const own = drawn ? frameOf(drawn) : null;
  if (!own) return { scene, frame: null, picture: null };
  // Parts the layout section finds out of frame are shown: the picture widened to hold them.
  const frame = frameWithOutside(report, own);
  if (frame !== own) drawn = withViewBox(drawn, frame);
  const picture = { drawn, original: null, hasOriginal: x.format === 'svg' };
  if (picture.hasOriginal && x.text.length <= kEagerOriginal) picture.original = sanitizedOriginal(x.text, frame);
  return { scene, frame, picture };
}

function showPicture() {
  const picture = current?.frame ? current.picture : null;
  ui.originalToggle.hidden = !picture?.hasOriginal;
  if (picture?.hasOriginal && ui.showOriginal.checked && !picture.original)
    picture.original = sanitizedOriginal(current.report.extracted.text, current.frame);
  const removed = picture?.original?.removed ?? [];
  ui.note.textContent = removed.length ? `Original SVG, not displayed (unsafe): ${[...new Set(removed)].slice(0, 6).join(', ')}` : '';
  showImage(ui.image, ui.showOriginal.checked && picture?.original?.svg ? picture.original.svg : picture?.drawn);
}

// The answer is checked by a worker (js/checker-worker.mjs), so the page stays responsive
// on answers of megabytes; js/check-queue.mjs runs one check at a time and never two for
// the same inputs.
const checker = createChecker();
const checks = createCheckQueue({
  read: () => ({ task: fields.task.value, candidate: fields.candidate.value, profile: ui.profile.value }),
  run: checkOnce,
  unchanged: showUnchanged,
});
const evaluateNow = () => checks.request();

// The drawing the worker extracted, when it did not send it back (js/checker-worker.mjs's
// detachExtracted): a slice of the answer the page sent.
function attachExtracted(report, candidateText) {
  const x = report.extracted;
  if (!x || x.text !== undefined || x.at === undefined) return;
  const { at, length, ...rest } = x;
  report.extracted = { ...rest, text: candidateText.slice(at, at + length) };
}
let lastStatus = '';   // the status of the verdict on screen

// Judges the inputs and shows the verdict; false when nothing was shown (the checker failed,
// or the inputs changed meanwhile and a newer check is queued).
async function checkOnce({ task: taskText, candidate: candidateText, profile }, { since, current: stillCurrent }) {
  const expectedNow = expectedVerdict;
  let result;
  const asked = performance.now();
  try {
    result = await checker.call('check', { task: taskText, candidate: candidateText, profile });
  } catch (error) {
    setStatus(`The checker failed: ${error.message}`);
    return false;
  }
  if (!stillCurrent()) return false;   // the inputs changed meanwhile: the next check shows them
  const answered = performance.now();
  const { report } = result;
  attachExtracted(report, candidateText);
  if (taskText !== shownTask) { taskView.render(taskText, report); shownTask = taskText; }
  const { scene, frame, picture } = sceneOf(report, result.scene, result.drawn);
  current = { report, scene, frame, picture, items: result.items };
  renderVerdict(ui.verdict, report, expectedNow);

  showPicture();
  const shownFrame = drawOverlay(report, scene, frame, result.items);
  ui.stage.style.aspectRatio = shownFrame ? `${shownFrame.width} / ${shownFrame.height}` : '';
  const note = pictureNote(report, result);
  ui.noPicture.hidden = !!shownFrame;
  ui.noPicture.textContent = note;
  ui.pictureNote.textContent = shownFrame ? note : '';
  const isMolecule = molecule.draw(report, shownFrame, paletteOf(taskText));
  ui.results.classList.toggle('molecule-mode', isMolecule);
  ui.legends.geometry.hidden = report.check === 'molecule';   // nothing of it is drawn then
  ui.legends.molecule.hidden = !isMolecule;
  renderMoleculeSummary(ui.moleculeSummary, report);
  renderDiagramSummary(ui.diagramSummary, report);
  renderDiagramLists(ui.diagramView, report);
  drawDiagramMarks($('diagram-marks'), report, scene, shownFrame, engine.drawGeometry, shape);

  const where = (d) => describeWhere(d, report);
  renderDiagnostics(ui.diagnostics, report.diagnostics ?? [], { where, onSelect: showSelection });
  renderRequirements(ui.requirements, report.requirements ?? [],
                     { onSelect: showSelection,
                       describe: (r) => describeLayoutRequirement(report, r) ?? describeConstraint(report, r) ?? describeRequirement(report, r),
                       name: (i) => itemName(scene, report, i) });
  renderLayoutFindings($('layout-box'), $('layout-findings'), report,
                       { onSelect: showSelection, name: (i) => itemName(scene, report, i) });
  source.render(candidateText, report.extracted);
  const count = report.diagnostics?.length ?? 0;
  const shownAt = performance.now();
  // The wait the reader had, from their action to this verdict; the judging is part of it.
  lastStatus = `Checked: ${report.verdict} (${count} ${count === 1 ? 'diagnostic' : 'diagnostics'}) ` +
    `in ${seconds(shownAt - since)}, ${seconds(result.ms.evaluate)} of it judging.`;
  setStatus(lastStatus);
  // Where the time of this check went (bench/page.mjs): in the worker, crossing, on the page;
  // and the reader's whole wait, with its start and end in the page's clock (tests compare
  // them with the action's event.timeStamp).
  lastTimings = { ...result.ms, worker: answered - asked, page: shownAt - answered, waited: shownAt - since,
                  since, shownAt };
  workerEvaluations = result.calls;
  shownVerdict();
  saveHash(taskText, candidateText, profile);   // after: compressing megabytes takes a while
  return true;
}

// The report's marks over the picture, in its frame. An answer of more items than the page
// draws has no picture, but the marks (the reference items found and the answer's items that
// matched them) are still drawn: in the answer's own frame, or else around them. Returns the
// frame shown, null when nothing is.
function drawOverlay(report, scene, frame, items) {
  const name = (i) => itemName(scene, report, i);
  if (frame || !(items > 0) || isGraphFormat(report.extracted?.format)) {
    overlay.draw(report, scene, frame, name);
    return frame;
  }
  const f = scene?.frame;
  const own = f && f.width > 0 && f.height > 0 ? { x: f.x, y: f.y, width: f.width, height: f.height } : null;
  // The worker kept only the items the report names: some extraneous ones, not all.
  overlay.draw(report, scene, own ?? { x: 0, y: 0, width: 1, height: 1 }, name, { extraneous: false });
  const shown = own ? (overlay.drawnCount() ? own : null) : overlay.fit();
  if (!shown) overlay.draw(report, scene, null, name);
  return shown;
}

// Inputs the verdict on screen is already for (Check pressed again, the example picked
// again): nothing is judged; the verdict's example line and the status are brought up to date.
function showUnchanged() {
  if (current) renderVerdict(ui.verdict, current.report, expectedVerdict);
  setStatus(lastStatus ? `${lastStatus} (Nothing changed since.)` : 'Nothing changed since the last check.');
  shownVerdict();
}

// A counter tests can wait on (the input handler debounces): verdicts shown for the inputs,
// whether judged now or already on screen.
function shownVerdict() {
  document.body.dataset.evaluations = String(Number(document.body.dataset.evaluations ?? 0) + 1);
}

// Rounded up: the status never says the reader waited less than they did.
function seconds(ms) {
  if (!(ms >= 0)) return '? s';
  return ms < 1000 ? `${Math.ceil(ms)} ms` : `${(Math.ceil(ms / 100) / 10).toFixed(1)} s`;
}

// A candidate item as a person finds it in the response: "the <circle> at line 15".
function itemName(scene, report, i) {
  const source = scene?.items?.[i]?.source;
  if (!source?.element) return `item ${i}`;
  const element = source.format === 'svg' ? `<${source.element}>` : source.format === 'tikz' ? `\\${source.element}` : source.element;
  const span = source.span;
  const x = report.extracted;
  return span && x ? `the ${element} at line ${x.line + span.line - 1}` : `the ${element}`;
}

// Response lines a diagnostic points at, and a note when it points elsewhere.
function responseLines(d, report, scene) {
  const x = report.extracted;
  if (d.span && d.source === 'response') return { from: d.span.line, to: d.span.end_line };
  if (d.span && d.source === 'candidate' && x) return { from: x.line + d.span.line - 1, to: x.line + d.span.end_line - 1 };
  // A reference-side diagnostic (a missing item): show the nearest candidate element.
  const req = d.source === 'reference' ? report.requirements?.find((r) => r.reference_item === d.item) : null;
  const near = req && (req.nearest ?? req.matched_by?.[0]);
  const span = near != null ? scene?.items?.[near]?.source?.span : null;
  if (span && x) return { from: x.line + span.line - 1, to: x.line + span.end_line - 1, why: 'nearest candidate element' };
  return { from: null, why: d.span ? `${d.source} line ${d.span.line}` : '' };
}

function describeWhere(d, report) {
  if (!d.span) return d.source;
  if (d.source === 'candidate' && report.extracted) return `line ${report.extracted.line + d.span.line - 1}`;
  if (d.source === 'response') return `line ${d.span.line}`;
  return `${d.source} line ${d.span.line}`;
}

function showSelection(sel) {
  if (!current) return;
  const { report, scene } = current;
  if (sel.kind === 'layout') {
    const f = sel.finding;
    molecule.selectNone();
    overlay.highlight(findingShapes(f, scene?.frame));
    highlightItem(f.items?.[0]);
    setStatus(`${f.code}: ${f.message}`);
  } else if (sel.kind === 'diagnostic') {
    const d = sel.diagnostic;
    molecule.selectNone();
    overlay.highlight(d.shapes);
    const { from, to, why } = responseLines(d, report, scene);
    source.highlight(from, to, why);
    setStatus(`${d.code}: ${from ? `line ${from}${to && to !== from ? `–${to}` : ''}` : 'no line in the response'}${why ? ` (${why})` : ''}.`);
  } else if (report.molecule && (sel.requirement.kind === 'atom' || sel.requirement.kind === 'bond')) {
    // r.expected is in the reference's coordinates: the view marks the reference panel
    // and gives candidate shapes instead.
    const r = sel.requirement;
    overlay.highlight(molecule.selectRequirement(r, scene));
    highlightItem(r.matched_by?.[0]);
    setStatus(`${r.id}: ${describeRequirement(report, r)?.message ?? (r.satisfied ? 'matched' : 'not matched')}.`);
  } else if (sel.requirement.kind === 'layout') {
    const r = sel.requirement;
    overlay.highlight(requirementShapes(report, r, scene?.frame));
    highlightItem(r.matched_by?.[0]);
    setStatus(`${r.name}: ${describeLayoutRequirement(report, r).message}.`);
  } else {
    const r = sel.requirement;
    const item = (i) => scene?.items?.[i];
    const shapes = [{ role: 'expected', geometry: r.expected }];
    for (const m of r.matched_by ?? []) shapes.push({ role: 'found', geometry: item(m)?.geometry });
    if (!r.satisfied && r.nearest != null) shapes.push({ role: 'nearest', geometry: item(r.nearest)?.geometry });
    overlay.highlight(shapes);
    highlightItem(r.satisfied ? r.matched_by?.[0] : r.nearest);
    const own = describeConstraint(report, r);
    const all = report.requirements ?? [];
    const name = (i) => itemName(scene, report, i);
    const plain = r.satisfied ? `found: ${(r.matched_by ?? []).map(name).join(' and ')}`
                              : `missing${r.nearest != null ? `; nearest: ${name(r.nearest)}` : ''}`;
    setStatus(`${own ? r.id : referenceName(r, all.indexOf(r), all)}: ${own ? own.message : plain}.`);
  }
}

// The response lines of a candidate scene item (none: clears the highlight).
function highlightItem(i) {
  const span = i != null ? current?.scene?.items?.[i]?.source?.span : null;
  const x = current?.report.extracted;
  if (span && x) source.highlight(x.line + span.line - 1, x.line + span.end_line - 1);
  else source.highlight(null);
}

// An atom clicked (pinned) in either molecule picture: the candidate's <circle> line.
function showAtom(pick) {
  if (!pick) { highlightItem(null); return; }
  const candidateAtom = pick.side === 'candidate' ? pick.atom : pick.counterpart;
  highlightItem(candidateAtom?.item);
}

let timer = 0;
function scheduleEvaluate() {
  clearTimeout(timer);
  timer = setTimeout(evaluateNow, 250);
}

let hashWrite = Promise.resolve();
const kMaxHash = 1 << 20;   // browsers refuse URLs of a few MB; a link that long is no link
function saveHash(task, candidate, profile) {
  // In the offline file the hash is the benchmark site's while its view is on screen.
  if (document.getElementById('view-playground')?.hidden) return;
  // replaceState: the link always restores the current state without piling up history
  hashWrite = hashWrite.then(async () => {
    // Megabytes would not fit a link even compressed: not worth compressing on the main thread.
    const hash = task.length + candidate.length > 4 * kMaxHash ? '' : await encodeState({ task, candidate, profile });
    if (!hash) { history.replaceState(null, '', `${location.pathname}${location.search}`); return; }
    if (hash.length > kMaxHash) history.replaceState(null, '', `${location.pathname}${location.search}`);
    else history.replaceState(null, '', `${location.pathname}${location.search}#${hash}`);
  });
}

function setInputs({ task, candidate, profile }, expected = null) {
  fields.task.value = task ?? '';
  fields.candidate.value = candidate ?? '';
  if (profile) ui.profile.value = profile;
  expectedVerdict = expected;
}

// Startup: the hash's state wins, then ?task=URL (&candidate=URL), then the first example.
async function initialState(gallery) {
  const fromHash = await decodeState(location.hash);
  if (fromHash) { setInputs(fromHash); gallery?.showOwn({ task: true }); return; }
  const params = new URLSearchParams(location.search);
  if (params.get('task')) {
    const get = async (u) => { const r = await fetch(new URL(u, location.href)); if (!r.ok) throw new Error(`${u}: HTTP ${r.status}`); return r.text(); };
    try {
      setInputs({ task: await get(params.get('task')),
                  candidate: params.get('candidate') ? await get(params.get('candidate')) : '',
                  profile: params.get('profile') === 'ssvg' ? 'ssvg' : undefined });
      gallery?.showOwn({ task: true });
    } catch (error) {
      setStatus(`Could not load the task: ${error.message}`);
    }
    return;
  }
  // No state given: a right answer to a construction (the intro's first button).
  if (gallery) await gallery.select(kFirstExample.task, kFirstExample.answer).catch(() => gallery.select(gallery.tasks[0].name));
}

const kFirstExample = { task: 'geometry/circumcircle', answer: 'pass-prose.txt' };

// The task field's two tabs: the task as asked (rendered) and its JSON (editable).
function showTaskTab(which) {
  const json = which === 'json';
  $('tab-task-view').setAttribute('aria-selected', String(!json));
  $('tab-task-json').setAttribute('aria-selected', String(json));
  $('task-view').hidden = json;
  $('task-json-panel').hidden = !json;
}

async function main() {
  acceptFiles(fields.task, $('task-file'), $('task-view'));   // a file dropped on the rendered task is the task
  acceptFiles(fields.candidate, $('candidate-file'));
  // The reader's wait starts at their action: a paste's, drop's or file's own time (a large
  // one is taken in, and its input event sent, a while after), else the input event's.
  let gestureAt = null;
  for (const target of [ui.task, ui.candidate, $('task-view'), fields.task.note, fields.candidate.note])
    for (const type of ['paste', 'drop']) target.addEventListener(type, (e) => { gestureAt = e.timeStamp; }, true);
  for (const input of [$('task-file'), $('candidate-file')]) input.addEventListener('change', (e) => { gestureAt = e.timeStamp; });
  const edited = (which) => (e) => {
    checks.changed(Math.min(gestureAt ?? e.timeStamp, e.timeStamp));
    gestureAt = null;
    expectedVerdict = null;
    gallery?.showOwn({ [which]: true });
    scheduleEvaluate();
  };
  ui.task.addEventListener('input', edited('task'));
  ui.candidate.addEventListener('input', edited('answer'));
  // An example picked: the wait counts the fetching of its files.
  for (const target of [$('example-task'), $('example-answer'), ...document.querySelectorAll('button.try')])
    target.addEventListener(target.tagName === 'SELECT' ? 'change' : 'click', (e) => checks.changed(e.timeStamp));
  $('tab-task-view').addEventListener('click', () => showTaskTab('view'));
  $('tab-task-json').addEventListener('click', () => { showTaskTab('json'); ui.task.focus(); });

  ui.profile.addEventListener('change', (e) => { checks.changed(e.timeStamp); evaluateNow(); });
  $('check').addEventListener('click', () => { clearTimeout(timer); evaluateNow(); });
  ui.showOriginal.addEventListener('change', showPicture);
  $('show-overlay').addEventListener('change', (e) => {
    for (const id of ['overlay', 'molecule-marks', 'diagram-marks']) $(id).style.display = e.target.checked ? '' : 'none';
  });
  $('permalink').addEventListener('click', async () => {
    saveHash(fields.task.value, fields.candidate.value, ui.profile.value);
    await hashWrite;
    if (!location.hash) { setStatus('This task and answer are too large for a permalink (over 1 MB even compressed).'); return; }
    try { await navigator.clipboard.writeText(location.href); setStatus('Permalink copied to the clipboard (also in the address bar).'); }
    catch { setStatus('Permalink is in the address bar.'); }
  });

  // a permalink pasted into the address bar of an open page
  addEventListener('hashchange', async () => {
    const state = await decodeState(location.hash);
    if (state) { checks.changed(); setInputs(state); gallery?.showOwn({ task: true }); evaluateNow(); }
  });
  for (const button of document.querySelectorAll('button.try'))
    button.addEventListener('click', () => gallery?.select(button.dataset.task, button.dataset.answer));

  // The first verdict's wait runs from the page's opening, also when the gallery's pick
  // starts its check before the engine is ready (that check's wait began at the pick).
  checks.changed(0);
  let gallery = null;
  let picking = false;   // gallery picks arrive before the engine may be ready
  const galleryReady = loadGallery($('example-task'), $('example-answer'), (ex) => {
    setInputs({ task: ex.task, candidate: ex.candidate }, ex.expected);
    if (!picking) return evaluateNow();
  }).then((g) => (gallery = g), (error) => setStatus(`Examples unavailable: ${error.message}`));

  try {
    await engine.ready;
  } catch (error) {
    setStatus(`The checker could not load: ${error.message}`);
    return;
  }
  picking = true;
  await galleryReady;
  await initialState(gallery);
  picking = false;
  checks.changed(0);   // again: a first check that failed ended the wait
  await evaluateNow();
  setStatus(`Ready — Plumbline ${engine.version()}. ${lastStatus}`);
  document.body.dataset.ready = 'true';
  // Tests and the console can drive the gallery too.
  globalThis.plumblinePage = { selectExample: (n, l) => gallery.select(n, l), current: () => current, timings: () => lastTimings,
    calls: () => ({ checks: sent.check ?? 0, evaluations: workerEvaluations }) };
}

main();
