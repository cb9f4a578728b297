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

// A TikZ task as the core reads it: a drawing format that contradicts the drawing's text is
// a task error, shown where the task is (with its member and line), not as blank frames; a
// format left out is taken from the text, and the drawings are drawn.
const tikzTask = JSON.parse(readFileSync(`${root}examples/constraints/perpendicular-bisector-compass-tikz/task.json`, 'utf8'));
const tikzAnswer = readFileSync(`${root}examples/constraints/perpendicular-bisector-compass-tikz/answers/pass-radius-130.txt`, 'utf8');
const figures = (page) => page.evaluate(() => ['task-given', 'task-reference'].map((id) => {
  const img = document.getElementById(id);
  return { shown: !img.closest('figure').hidden && img.getBoundingClientRect().width > 0, loaded: img.complete && img.naturalWidth > 0 };
}));

test('a TikZ task whose formats say "svg" shows the task errors, located, and no blank drawings', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', tikzAnswer);
  const text = JSON.stringify({ ...tikzTask, input_format: 'svg', reference_format: 'svg' }, null, 2);
  await pasteInto(page, '#task', text);
  await page.getByRole('tab', { name: 'as asked' }).click();
  assert.equal(await verdictText(page), 'INVALID');
  const errors = await page.locator('#task-error li').evaluateAll((lis) => lis.map((li) => li.textContent));
  const line = (key) => text.split('\n').findIndex((l) => l.includes(`"${key}":`)) + 1;
  assert.equal(errors.length, 2, errors.join('\n'));
  assert.match(errors[0], new RegExp(`^Task error \\(task\\.format\\.mismatch, line ${line('input_format')}, /input_format\\): says "svg", but the input holds no svg drawing; its text is tikz`));
  assert.match(errors[1], new RegExp(`^Task error \\(task\\.format\\.mismatch, line ${line('reference_format')}, /reference_format\\): says "svg", but the reference holds no svg drawing`));
  assert.ok(await page.locator('#task-error').isVisible());
  assert.deepEqual((await figures(page)).map((f) => f.shown), [false, false], 'no blank frames');
});

test('a TikZ task without formats for its drawings: taken from their text, drawn, and judged', async () => {
  const { page } = fixture.tab;
  const { input_format: _i, reference_format: _r, ...task } = tikzTask;
  await pasteInto(page, '#candidate', tikzAnswer);
  await pasteInto(page, '#task', JSON.stringify(task, null, 2));
  await page.getByRole('tab', { name: 'as asked' }).click();
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await page.locator('#task-error').innerText(), '');
  assert.deepEqual(await figures(page), [{ shown: true, loaded: true }, { shown: true, loaded: true }]);
  // The reference as drawn has the two circles and the line the TikZ draws.
  const src = await page.getAttribute('#task-reference', 'src');
  const svg = decodeURIComponent(src.slice(src.indexOf(',') + 1));
  assert.equal((svg.match(/<circle\b/g) ?? []).length, 2, svg);
  // The core's notes that it took the formats from the text: folded with the task's notes.
  const notes = page.locator('#diagnostics .task-notes');
  assert.equal(await notes.locator('[data-code="task.format.inferred"]').count(), 2);
  assert.ok(!(await notes.locator('[data-code="task.format.inferred"]').first().isVisible()));
});
