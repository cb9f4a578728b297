// The reader checked against real renderings: each in-scope resvg-test-suite file is read
// into a Scene and drawn back as plain SVG by the core's writer (the WebAssembly build's
// drawScene, at the PNG's size) and rendered by Chromium, then compared pixel by pixel
// with the suite's reference PNG.
// Results go to resvg-render-results.tsv (PLUMBLINE_UPDATE_RENDER=1 rewrites it); the test
// fails when a recorded match stops matching or the share of matches drops.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { load } from '../../wasm/plumbline.mjs';
import { start, root } from './harness.mjs';
import { compareInPage } from './raster-compare.mjs';

const corpus = `${root}../shared/corpora/resvg-test-suite/`;
const outcomesFile = `${root}tests/corpus/resvg-outcomes.tsv`;
const resultsFile = `${root}tests/browser/resvg-render-results.tsv`;
const update = process.env.PLUMBLINE_UPDATE_RENDER === '1';

// Tolerance: a pixel differs when a channel (0-255, both images flattened on white) is off
// by more than 64; a file matches when under 1% of its pixels differ. This absorbs the
// anti-aliasing differences of resvg and Chromium (matches measure at most 0.34%) but not
// a missing, misplaced or unclipped shape: nested-svg files measured 1.2-1.9% before the
// Scene carried their viewports' clipping, so 2% would have passed them.
const CHANNEL = 64;
const SHARE = 0.01;

// Features the Scene does not carry: such files cannot be redrawn from it, so they are
// skipped, with the first rule that applies as the reason (matched on the file's text
// without comments).
const RULES = [
  [/<(text|tspan|textPath)\b/, 'text: no font rendering parity'],
  [/<marker\b|\bmarker(-start|-mid|-end)?\s*[:=]/, 'markers are not in the Scene'],
  [/Gradient\b/, 'gradients are not in the Scene'],
  [/<pattern\b/, 'patterns are not in the Scene'],
  [/<filter\b|\bfilter\s*[:=]/, 'filters are not in the Scene'],
  [/<mask\b|\bmask\s*[:=]/, 'masks are not in the Scene'],
  [/<clipPath\b|\bclip-path\s*[:=]/, 'clip-paths are not in the Scene'],
  [/(^|[\s;"'])opacity\s*[:=]/, 'group/element opacity is not in the Scene'],
  [/<image\b/, 'images are not in the Scene'],
];
const IN_SCOPE = /^(shapes|structure)\//;

// Files that differ for a known reason that is not a gap in the reader: the reference is
// not what Chromium draws for the file itself (the suite's renderer chose otherwise, or the
// file's behaviour is undefined), or the Scene cannot carry it. Each differing file must
// be listed here, and each file listed must still differ.
const EXPLAINED = new Map([
  ['shapes/line/with-transform.svg', 'a skewed stroke: the Scene keeps one stroke width per item, ' +
    'and skewX(-45) makes the 80-wide stroke a parallelogram no single width draws'],
  ['shapes/rect/ch-values.svg', 'the reference measures Noto Sans\'s "0" (ch = 0.572em); Chromium draws ' +
    'the file with ch = 0.5em, CSS\'s fallback, as the Scene does'],
  ['shapes/rect/ic-values.svg', 'the suite\'s renderer does not support ic and draws nothing; Chromium ' +
    'draws the rect (ic = 1em), as the Scene does'],
  ['shapes/rect/lh-values.svg', 'the suite\'s renderer does not support lh and draws nothing; Chromium ' +
    'draws the rect over the whole image (lh = its font\'s normal line height), as the Scene does (lh = 1.2em)'],
  ['shapes/rect/rlh-values.svg', 'the suite\'s renderer does not support rlh and draws nothing; Chromium ' +
    'draws the rect over the whole image, as the Scene does (rlh = 1.2 root em)'],
  ['shapes/rect/vi-and-vb-values.svg', 'the suite\'s renderer does not support vi and vb and draws nothing; ' +
    'Chromium draws the rect (1vi = 5, the 500 px it is drawn at), the Scene too (1vi = 2, its viewBox as pixels)'],
  ['shapes/rect/vw-and-vh-values.svg', 'viewport units of a root without a size: the suite and Chromium ' +
    'take the size the image is drawn at (500 px here, so 1vw = 5); a drawing read on its own has none, ' +
    'and the Scene takes its viewBox as pixels (1vw = 2)'],
  ['shapes/rect/vmin-and-vmax-values.svg', 'viewport units of a root without a size: the suite and ' +
    'Chromium take the size the image is drawn at (500 px here, so 1vmin = 5); a drawing read on its own ' +
    'has none, and the Scene takes its viewBox as pixels (1vmin = 2)'],
  ['structure/svg/invalid-id-attribute-1.svg', 'undefined behaviour: the reference shows the letters UB, ' +
    'not a rendering; Chromium draws the rect, as the Scene does'],
  ['structure/svg/invalid-id-attribute-2.svg', 'undefined behaviour: the reference shows the letters UB, ' +
    'not a rendering; Chromium draws the rect, as the Scene does'],
  ['structure/svg/no-size.svg', 'no size and no viewBox: the suite\'s renderer scales the drawing to the ' +
    'image; Chromium draws it at one pixel per unit, as the Scene does'],
]);

function featureSkip(text) {
  const t = text.replace(/<!--[\s\S]*?-->/g, '');
  return RULES.find(([re]) => re.test(t))?.[1];
}

// PNG width and height from the IHDR chunk.
const pngSize = (b) => [b.readUInt32BE(16), b.readUInt32BE(20)];

let h, page, api;
before(async () => {
  api = await load();
  h = await start();
  page = await h.browser.newPage(); // one page for every file: about:blank, data URLs only
});
after(() => h?.close());

test('redrawn Scenes of the resvg suite match its reference renderings', { timeout: 180000 }, async () => {
  const rows = [];
  for (const line of readFileSync(outcomesFile, 'utf8').split('\n')) {
    const [path, outcome, , , reason] = line.split('\t');
    if (!path || path.startsWith('#') || !IN_SCOPE.test(path)) continue;
    if (outcome !== 'read') { rows.push([path, 'skipped', `reader: ${reason || outcome}`]); continue; }
    const text = readFileSync(corpus + path, 'utf8');
    const skip = featureSkip(text);
    if (skip) { rows.push([path, 'skipped', skip]); continue; }
    const pngPath = corpus + path.replace(/\.svg$/, '.png');
    if (!existsSync(pngPath)) { rows.push([path, 'skipped', 'no reference PNG']); continue; }
    const pngBytes = readFileSync(pngPath);
    const [width, height] = pngSize(pngBytes);
    const svg = api.drawScene('svg', readFileSync(corpus + path), { width, height });
    if (!svg) { rows.push([path, 'differ', 'the module failed']); continue; }
    const share = await page.evaluate(compareInPage, {
      png: `data:image/png;base64,${pngBytes.toString('base64')}`,
      svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
      width, height, channel: CHANNEL,
    });
    const result = share < SHARE ? 'match' : 'differ';
    const why = result === 'differ' && EXPLAINED.has(path) ? `; ${EXPLAINED.get(path)}` : '';
    rows.push([path, result, `${(share * 100).toFixed(2)}% of pixels differ${why}`]);
  }

  const count = (r) => rows.filter((x) => x[1] === r).length;
  const compared = count('match') + count('differ');
  const share = count('match') / compared;
  console.log(`resvg render: ${count('match')} of ${compared} compared files match ` +
    `(${(share * 100).toFixed(1)}%), ${count('differ')} differ, ${count('skipped')} skipped; ` +
    `tolerance: channel > ${CHANNEL} differs, file matches under ${SHARE * 100}% differing pixels`);

  const tsv = '# path\tresult\tdetail (differing share, or why skipped)\n' +
    rows.map((r) => r.join('\t')).join('\n') + '\n';
  if (update || !existsSync(resultsFile)) writeFileSync(resultsFile, tsv);
  // every difference is explained, and every explanation is still needed
  const differing = rows.filter((r) => r[1] === 'differ').map(([p]) => p);
  assert.deepEqual(differing.filter((p) => !EXPLAINED.has(p)), [], 'files that differ without an explanation');
  assert.deepEqual([...EXPLAINED.keys()].filter((p) => !differing.includes(p)), [],
    'explained files that no longer differ: remove their explanation');
  if (update) return;

  const recorded = new Map(readFileSync(resultsFile, 'utf8').split('\n')
    .filter((l) => l && !l.startsWith('#')).map((l) => l.split('\t')).map(([p, r]) => [p, r]));
  const recMatch = [...recorded.values()].filter((r) => r === 'match').length;
  const recCompared = [...recorded.values()].filter((r) => r === 'match' || r === 'differ').length;
  const regressed = rows.filter(([p, r]) => recorded.get(p) === 'match' && r !== 'match').map(([p]) => p);
  assert.deepEqual(regressed, [], 'files that matched before and no longer do');
  assert.ok(share >= recMatch / recCompared - 1e-9,
    `match share ${share} fell below the recorded ${recMatch}/${recCompared}`);
  // the same files are in scope and skipped for the same kind of reason
  assert.deepEqual(rows.map(([p, r]) => [p, r === 'skipped']),
    [...recorded].map(([p, r]) => [p, r === 'skipped']), 'the set of in-scope files changed; rerun with PLUMBLINE_UPDATE_RENDER=1');
});
