// EPS answers in the playground: the page extracts EPS and reads it with the same core's
// PostScript interpreter, draws the candidate from its Scene (there is no SVG to show),
// overlays the judgement and links diagnostics to the PostScript lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const dir = `${root}examples/eps/circumcircle-handwritten`;
const taskText = readFileSync(`${dir}/task.json`, 'utf8');
const answer = (name) => readFileSync(`${dir}/answers/${name}.txt`, 'utf8');
const fixture = usePlayground();

test('an EPS answer is drawn from its Scene and judged against the EPS reference', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', taskText);
  await pasteInto(page, '#candidate', answer('pass-computed-circumcentre'));
  assert.equal(await verdictText(page), 'PASS');
  // the picture is the core's drawing of the EPS scene: y flipped against the bounding box
  const src = await page.getAttribute('#candidate-image', 'src');
  assert.match(src, /^data:image\/svg\+xml/);
  const drawn = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  assert.match(drawn, /<circle[^>]*cx="211.5\d*"[^>]*cy="224.4\d*"[^>]*r="138.1\d*"/);
  assert.match(drawn, /<text[^>]*>A<\/text>/);
  assert.equal(await page.locator('#overlay .ov-found').count(), 1);
  assert.match(await page.locator('#source-note').innerText(), /extracted from line 4/);
});

test('an answer whose page grows at the top is judged where it draws, the overlay on its picture', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', answer('pass-box-grown-at-top'));
  assert.equal(await verdictText(page), 'PASS');
  // the picture is flipped about the grown box's top (440): the circle is 40 lower than on
  // the given page, and the found circle's overlay mark sits on it
  const src = await page.getAttribute('#candidate-image', 'src');
  const drawn = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  assert.match(drawn, /<circle[^>]*cx="211.5\d*"[^>]*cy="264.4\d*"[^>]*r="138.1\d*"/);
  assert.equal(await page.locator('#overlay .ov-found').count(), 1);
  const mark = await page.$eval('#overlay .ov-found', (e) => e.outerHTML);
  assert.match(mark, /264\.4/);
});

test('a wrong EPS radius fails, and its diagnostic points at the PostScript lines', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', answer('fail-radius-small'));
  assert.equal(await verdictText(page), 'FAIL');
  await page.click('#diagnostics [data-code="match.circle.missing"]');
  assert.equal(await page.locator('#overlay .ov-hi[data-role="nearest"]').count(), 1);
  // newpath / ... arc / closepath / stroke: the arc begins the path on line 18 of the
  // drawing, the stroke ends it on line 20; the drawing starts on response line 2
  assert.deepEqual(await page.$$eval('#source-view .src-hi', (els) => els.map((e) => e.dataset.line)), ['19', '20', '21']);
  assert.match(await page.locator('#source-view .src-hi').first().innerText(), /103\.58 0 360 arc/);
});

test('PostScript that Ghostscript would stop on is invalid, with the place and the PostScript error name', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', answer('invalid-undefined-operator'));
  assert.equal(await verdictText(page), 'INVALID');
  const codes = await page.$$eval('#diagnostics [data-code]', (els) => els.map((e) => e.dataset.code));
  assert.ok(codes.includes('eps.error.undefined'), `eps.error.undefined among ${codes.join(', ')}`);
  await page.click('#diagnostics [data-code="eps.error.undefined"]');
  assert.match(await page.locator('#source-view .src-hi').first().innerText(), /setcolour/);
});
