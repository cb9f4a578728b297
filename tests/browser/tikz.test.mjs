// TikZ answers in the playground: the page extracts and reads TikZ with the same core,
// draws the candidate from its Scene (there is no SVG to show), overlays the judgement and
// links diagnostics to the TikZ source lines.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const dir = `${root}examples/tikz/circumcircle-handwritten`;
const taskText = readFileSync(`${dir}/task.json`, 'utf8');
const answer = (name) => readFileSync(`${dir}/answers/${name}.txt`, 'utf8');
const fixture = usePlayground();

test('a TikZ answer is drawn from its Scene and judged against the SVG reference', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', taskText);
  await pasteInto(page, '#candidate', answer('pass-standalone'));
  assert.equal(await verdictText(page), 'PASS');
  // the picture is the core's drawing of the TikZ scene: an SVG data URL
  const src = await page.getAttribute('#candidate-image', 'src');
  assert.match(src, /^data:image\/svg\+xml/);
  const drawn = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  assert.match(drawn, /<circle[^>]*cx="211.57"[^>]*cy="224.46"[^>]*r="138.11"/);
  assert.match(drawn, /<text[^>]*>A<\/text>/);
  assert.equal(await page.locator('#overlay .ov-found').count(), 1);
  assert.match(await page.locator('#source-note').innerText(), /extracted from line 4/);
});

test('a wrong TikZ radius fails, and its diagnostic points at the TikZ line', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', answer('fail-radius-small'));
  assert.equal(await verdictText(page), 'FAIL');
  await page.click('#diagnostics [data-code="match.circle.missing"]');
  assert.equal(await page.locator('#overlay .ov-hi[data-role="nearest"]').count(), 1);
  // \draw[red] ... circle (103.58); is line 9 of the drawing, which starts on response line 2
  assert.deepEqual(await page.$$eval('#source-view .src-hi', (els) => els.map((e) => e.dataset.line)), ['10']);
  assert.match(await page.locator('#source-view .src-hi').innerText(), /circle \(103\.58\)/);
});

test('TikZ that TeX would reject is invalid, with the place', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', answer('invalid-undefined-colour'));
  assert.equal(await verdictText(page), 'INVALID');
  const codes = await page.$$eval('#diagnostics [data-code]', (els) => els.map((e) => e.dataset.code));
  assert.ok(codes.some((c) => c.startsWith('tikz.')), `a tikz.* diagnostic among ${codes.join(', ')}`);
});
