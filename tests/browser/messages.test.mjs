// Messages a chemist or teacher reads: the score line explains a FAIL beside "all matched"
// (the extra atoms), scores are rounded for people, formulas are not called "heavy"
// when hydrogens are drawn, counts agree in number, and notes about the task's own
// drawings are kept apart from the answer's diagnostics, folded.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

import { usePlayground, root, verdictText, pasteInto } from './harness.mjs';

const fixture = usePlayground();
const answer = (path) => readFileSync(`${root}examples/${path}`, 'utf8');

test('a molecule with every reference atom matched but hydrogens added: the score line says what else was drawn', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('molecule/cubane', 'fail-hydrogens-drawn.txt'));
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.verdict === 'fail');
  assert.equal(await page.locator('#score').innerText(),
               'Score 0.56 — 20 of 20 reference atoms and bonds matched, 16 extra atoms or bonds drawn (profile default)');
  assert.equal(await page.locator('#score').getAttribute('title'), 'score 0.5556');
  const formula = await page.locator('#diagnostics [data-code="molecule.formula"]').innerText();
  assert.match(formula, /Atoms drawn: C8H8; the reference draws C8 \(its hydrogens left out\): eight H extra\./);
  assert.doesNotMatch(formula, /Heavy/);
});

test("notes on the task's own drawings are folded apart from the answer's diagnostics", async () => {
  const { page } = fixture.tab;
  const task = JSON.parse(answer('molecule/indole/task.json'));
  task.reference = task.reference.replace('</svg>', '<path d="M 10 25 Q 20 40 30 25" stroke="black" fill="none"/>\n</svg>');
  task.extra_field = 1;
  await pasteInto(page, '#task', JSON.stringify(task, null, 2));
  await pasteInto(page, '#candidate', answer('molecule/indole/answers/pass-shuffled-order.txt'));
  assert.equal(await verdictText(page), 'PASS');
  // The answer's own list: one entry, outside the fold.
  const top = await page.locator('#diagnostics > li > button.entry').evaluateAll((bs) => bs.map((b) => b.dataset.code));
  assert.deepEqual(top, ['molecule.isomorphic']);
  const notes = page.locator('#diagnostics .task-notes details');
  assert.equal(await notes.locator('summary').innerText(), '2 notes on the task itself (its drawings or fields), not on the answer');
  assert.equal(await notes.evaluate((d) => d.open), false);
  assert.ok(!(await notes.locator('[data-code="molecule.bond.curved"]').isVisible()));
  await notes.locator('summary').click();
  const inside = await notes.locator('button.entry').evaluateAll((bs) => bs.map((b) => b.dataset.code));
  assert.deepEqual(inside, ['task.field.unknown', 'molecule.bond.curved']);
  assert.match(await page.locator('#status').innerText(), /Checked: pass \(3 diagnostics\) in /);
});

test('one diagnostic is "1 diagnostic"', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('molecule/indole', 'pass-shuffled-order.txt'));
  await page.waitForFunction(() => /\(1 diagnostic\)/.test(document.querySelector('#status').textContent));
  assert.match(await page.locator('#status').innerText(), /^Checked: pass \(1 diagnostic\) in \d+(\.\d)? m?s, \d+(\.\d)? m?s of it judging\.$/);
});

test("a message names the answer's lines as the response counts them, as the diagnostic's header does", async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('molecule/indole', 'fail-n-drawn-as-carbon.txt'));
  await page.waitForFunction(() => document.querySelector('#diagnostics [data-code="molecule.atom.element"]'));
  const entry = page.locator('#diagnostics [data-code="molecule.atom.element"]');
  const where = await entry.locator('.where').innerText();
  const message = await entry.locator('.message').innerText();
  const line = /<circle> at line (\d+)/.exec(message)?.[1];
  assert.ok(line, message);
  assert.equal(where, `line ${line}`);
  // and it is the line of that <circle> in the response as pasted
  const pasted = readFileSync(`${root}examples/molecule/indole/answers/fail-n-drawn-as-carbon.txt`, 'utf8').split('\n');
  assert.match(pasted[Number(line) - 1], /<circle/);
});

test('requirements name the reference item and the answer item as a reader finds them, with measures in words', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'fail-centroid-centre.txt'));
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.verdict === 'fail');
  const missing = await page.locator('#requirements button.entry').first().innerText();
  // The given triangle's labels name the circle: the one through A, B and C.
  assert.match(missing, /the circle through A, B and C \(centre \(211\.57,224\.46\), r 138\.11\)/);
  assert.match(missing, /nearest: the <circle> at line 15; radius difference 15\.73 \(allowed 8\.287\)/);
  assert.doesNotMatch(missing, /circle#|candidate item/);
  // Choosing it says the same in the status line; the picture's marks say it on hover.
  await page.locator('#requirements button.entry').first().click();
  assert.equal(await page.locator('#status').innerText(),
    'the circle through A, B and C (centre (211.57,224.46), r 138.11): missing; nearest: the <circle> at line 15.');
  const titles = await page.locator('#overlay .ov-base title').allTextContents();
  assert.ok(titles.includes('the <circle> at line 15: the nearest to a missing item'), titles.join(' | '));
  assert.ok(titles.every((t) => !/candidate item|circle#/.test(t)), titles.join(' | '));
  await page.evaluate(() => plumblinePage.selectExample('geometry/ellipse-from-foci', 'pass-rotate-attribute.txt'));
  await page.waitForFunction(() => document.querySelector('#verdict').dataset.verdict === 'pass');
  const found = await page.locator('#requirements button.entry').first().innerText();
  assert.match(found, /the ellipse/);
  assert.match(found, /drawn as the <ellipse> at line \d+; area overlap \d+(\.\d+)?% \(needs \d+(\.\d+)?% or more\)/);
  assert.doesNotMatch(found, /1-iou|e-\d/);
});

test('an XML comment in an answer is not reported as unsafe content', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'pass-prose.txt'));
  const text = readFileSync(`${root}examples/geometry/circumcircle/answers/pass-prose.txt`, 'utf8')
    .replace('<style>', '<!-- the given triangle, then the circle -->\n<style>');
  await pasteInto(page, '#candidate', text);
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await page.locator('#sanitized-note').innerText(), '');
});

test('a precision figure beside the verdict counts the drawn items nothing asked for', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'pass-with-bisectors.txt'));
  await page.waitForFunction(() => /precision/.test(document.querySelector('#score').textContent));
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await page.locator('#score').innerText(),
               'Score 1 — 1 of 1 requirement met · precision 0.40 (3 drawn items nothing asked for) (profile default)');
});
