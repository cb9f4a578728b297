// What the page says when the drawing is deeply nested, when the answer repeats the given
// drawing after its own, and when the root is namespace-prefixed: the verdict a person sees
// and the diagnostic that says why (issue: what a first-time user ran into, points 2-4).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const task = JSON.parse(readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8'));
const taskText = JSON.stringify(task);
const TRIANGLE = '<polygon points="90,290 320,310 180,90" fill="none" stroke="black"/>';
const CIRCLE = '<circle class="output_object" cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>';
const svg = (body, open = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">', close = '</svg>') =>
  `${open}\n${body}\n${close}`;
const codes = (page) => page.$$eval('#diagnostics [data-code]', (els) => els.map((e) => e.dataset.code));
const fixture = usePlayground();

test('(2) 300 nested groups around the right circle: read whole, PASS', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', taskText);
  await pasteInto(page, '#candidate', '```svg\n' + svg(TRIANGLE + '<g>'.repeat(300) + CIRCLE + '</g>'.repeat(300)) + '\n```\n');
  assert.equal(await verdictText(page), 'PASS');
  assert.ok(!(await codes(page)).includes('read.limit.depth'));
});

test('(2) nesting past the reader\'s budget: INVALID, naming the limit, never a verdict on what is left', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', '```svg\n' + svg(TRIANGLE + '<g>'.repeat(5000) + CIRCLE + '</g>'.repeat(5000)) + '\n```\n');
  assert.equal(await verdictText(page), 'INVALID');
  const shown = await codes(page);
  assert.ok(shown.includes('read.incomplete'), shown.join(', '));
  assert.ok(shown.includes('read.limit.depth'), shown.join(', '));
  assert.match(await page.locator('#diagnostics [data-code="read.incomplete"]').innerText(), /read only in part/);
});

test('(3) the finished drawing, then the original for comparison: the finished one is judged, and the page says so', async () => {
  const { page } = fixture.tab;
  const answer = 'Here is the construction:\n\n```svg\n' + svg(TRIANGLE + '\n' + CIRCLE) + '\n```\n\n' +
    'And the original, for comparison:\n\n```svg\n' + task.input + '\n```\n';
  await pasteInto(page, '#candidate', answer);
  assert.equal(await verdictText(page), 'PASS');
  assert.ok((await codes(page)).includes('extract.given'));
  assert.match(await page.locator('#diagnostics [data-code="extract.given"]').innerText(), /given drawing/i);
  assert.match(await page.locator('#source-note').innerText(), /extracted from line 4/);
});

test('(4) a namespace-prefixed root is SVG by its namespace', async () => {
  const { page } = fixture.tab;
  const prefixed = (body) => body.replace(/<(\/?)(polygon|circle)/g, '<$1svg:$2');
  await pasteInto(page, '#candidate', '```svg\n' + svg(prefixed(TRIANGLE + '\n' + CIRCLE),
    '<svg:svg xmlns:svg="http://www.w3.org/2000/svg" viewBox="0 0 400 400">', '</svg:svg>') + '\n```\n');
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await page.locator('#overlay .ov-found').count(), 1);
});
