// Pasting: a raw model response with prose around the drawing is judged like the CLI
// judges it; the permalink restores task, response and profile; ?task=URL loads a task.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const taskText = readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8');
const svg = (circle) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<polygon points="90,290 320,310 180,90" fill="none" stroke="black"/>
${circle}
</svg>`;
const response = (circle) => `Sure! First I find the circumcentre from two perpendicular bisectors.

Here is the drawing:

<answer>
${svg(circle)}
</answer>

The circle passes through all three vertices. Let me know if you need more.`;

const fixture = usePlayground();

test('a pasted response with prose around the drawing passes', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', taskText);
  await pasteInto(page, '#candidate', response('<circle cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>'));
  assert.equal(await verdictText(page), 'PASS');
  assert.match(await page.locator('#score').innerText(), /1 of 1 requirement met/);
  // the source view marks the extracted lines: the drawing starts on response line 6
  assert.match(await page.locator('#source-note').innerText(), /extracted from line 6/);
  assert.equal(await page.locator('#expected').innerText(), '', 'an edited input is not an example any more');
});

test('a pasted wrong answer fails, and no drawing at all is invalid', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#candidate', response('<circle cx="196.67" cy="230" r="122.38" fill="none" stroke="red"/>'));
  assert.equal(await verdictText(page), 'FAIL');
  assert.ok(await page.locator('#diagnostics [data-code="match.circle.missing"]').count() === 1);
  await pasteInto(page, '#candidate', 'I cannot draw this, sorry.');
  assert.equal(await verdictText(page), 'INVALID');
  assert.ok(await page.locator('#diagnostics [data-code="extract.none"]').count() === 1);
});

test('the permalink restores task, response and profile in a new tab', async () => {
  const { page } = fixture.tab;
  const candidate = response('<circle cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>');
  await pasteInto(page, '#candidate', candidate);
  await page.selectOption('#profile', 'ssvg');
  await page.click('#permalink');
  await page.waitForFunction(() => /permalink/i.test(document.getElementById('status').textContent));
  const link = page.url();
  assert.match(link, /#z=[A-Za-z0-9_-]+$/);

  const other = await fixture.h.newPage();
  await other.page.goto(link);
  await other.page.waitForSelector('body[data-ready="true"]');
  assert.equal(await other.page.inputValue('#candidate'), candidate);
  assert.equal(await other.page.inputValue('#task'), taskText);
  assert.equal(await other.page.inputValue('#profile'), 'ssvg');
  assert.equal(await verdictText(other.page), 'PASS');
  await other.page.close();
  await page.selectOption('#profile', 'default');
});

test('?task=URL&candidate=URL loads both from URLs', async () => {
  const t = await fixture.h.newPage();
  await t.open('?task=examples/geometry/median/task.json&candidate=examples/geometry/median/answers/pass-exact-with-ticks.txt');
  assert.equal(await t.page.inputValue('#task'), readFileSync(`${root}examples/geometry/median/task.json`, 'utf8'));
  assert.equal(await verdictText(t.page), 'PASS');
  await t.page.close();
});
