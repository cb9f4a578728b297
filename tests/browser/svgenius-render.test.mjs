// SVGenius's 300 icons (tests/corpus/svgenius/: the ground truths of its bug-fixing set,
// real-world icons from IconFont) read into a Scene and drawn back by the core's writer
// (the WebAssembly build's drawScene), then compared with the icon itself, both drawn by
// Chromium at the icon's own size: the drawing drawn back must be the drawing. Icons are
// filled compound paths (rings, cut-outs, glyph counters), so this holds the Scene's
// compound paths and fill rules, and the root's size, to what a browser draws.
// The tolerance is the resvg render test's: a pixel differs when a channel is off by more
// than 64, an icon matches when under 1% of its pixels differ.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { load } from '../../wasm/plumbline.mjs';
import { start, root } from './harness.mjs';
import { compareInPage } from './raster-compare.mjs';

const CHANNEL = 64;
const SHARE = 0.01;
const SIZE = 256;   // pixels, when an icon gives no size of its own

const corpus = JSON.parse(gunzipSync(readFileSync(`${root}tests/corpus/svgenius/bugfix.json.gz`)).toString('utf8'));

// The root's width and height in pixels, when written as plain numbers or px.
function ownSize(svg) {
  const tag = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const length = (name) => {
    const m = new RegExp(`\\s${name}\\s*=\\s*["']\\s*([0-9.]+)\\s*(px)?\\s*["']`).exec(tag);
    return m ? Math.round(Number(m[1])) : 0;
  };
  const w = length('width'), h = length('height');
  return w > 0 && h > 0 ? [w, h] : [SIZE, SIZE];
}

const dataUrl = (svg) => `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`;

let h, page, api;
before(async () => {
  api = await load();
  h = await start();
  page = await h.browser.newPage();
});
after(() => h?.close());

test('SVGenius icons drawn back from their Scenes are the icons', { timeout: 300000 }, async () => {
  const differing = [];
  for (const entry of corpus.entries) {
    const icon = entry.ground_truth;
    const [width, height] = ownSize(icon);
    const drawn = api.drawScene('svg', icon);
    assert.ok(drawn, `${entry.id}: the module drew nothing`);
    // The drawn-back SVG keeps the icon's own size: drawImage scales both alike.
    const share = await page.evaluate(compareInPage, {
      png: dataUrl(icon), svg: dataUrl(drawn), width, height, channel: CHANNEL,
    });
    if (share >= SHARE) differing.push(`${entry.id} (${(share * 100).toFixed(2)}% of pixels differ)`);
  }
  console.log(`SVGenius icons: ${corpus.entries.length - differing.length} of ${corpus.entries.length} drawn back faithfully ` +
    `(tolerance: channel > ${CHANNEL} differs, an icon matches under ${SHARE * 100}% differing pixels)`);
  assert.deepEqual(differing, [], 'icons drawn back unlike themselves');
});
