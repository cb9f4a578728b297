// Clicking (or pressing Enter on) a diagnostic highlights its geometry in the overlay and
// its line in the response view. Also saves screenshots to build/screenshots/ to look at.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { usePlayground, verdictText, root } from './harness.mjs';

const shots = `${root}build/screenshots`;
mkdirSync(shots, { recursive: true });
const fixture = usePlayground();

test('a missing circle: click the diagnostic, see the expected and nearest circles and line 15', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('circumcircle', 'fail-centroid-centre.txt'));
  assert.equal(await verdictText(page), 'FAIL');
  // the overlay shows the missing reference circle (dashed) and the nearest candidate
  assert.equal(await page.locator('#overlay .ov-missing').count(), 1);
  assert.equal(await page.locator('#overlay .ov-nearest').count(), 1);

  await page.click('#diagnostics [data-code="match.circle.missing"]');
  const roles = await page.$$eval('#overlay .ov-hi', (els) => els.map((e) => e.dataset.role).sort());
  assert.deepEqual(roles, ['expected', 'nearest']);
  // the candidate's <circle> is line 12 of the drawing, which starts on response line 4
  assert.deepEqual(await page.$$eval('#source-view .src-hi', (els) => els.map((e) => e.dataset.line)), ['15']);
  assert.match(await page.locator('#source-view .src-hi').innerText(), /<circle class="output_object" cx="196.67"/);
  assert.equal(await page.getAttribute('#diagnostics [data-code="match.circle.missing"]', 'aria-pressed'), 'true');
  await page.screenshot({ path: `${shots}/playground-fail-diagnostic.png` });
});

test('keyboard: Tab to a diagnostic and press Enter', async () => {
  const { page } = fixture.tab;
  await page.focus('#diagnostics [data-code="match.circle.missing"]');
  await page.keyboard.press('Tab');   // the next entry: match.extraneous
  assert.equal(await page.evaluate(() => document.activeElement.dataset.code), 'match.extraneous');
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.$$eval('#overlay .ov-hi', (els) => els.map((e) => e.dataset.role)), ['extraneous']);
  assert.deepEqual(await page.$$eval('#source-view .src-hi', (els) => els.map((e) => e.dataset.line)), ['15']);
});

test('a requirement entry highlights what matched it', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('perpendicular-bisector', null));
  await page.click('#requirements button.entry >> nth=0');
  assert.ok(await page.locator('#overlay .ov-hi').count() >= 2);
  assert.ok(await page.locator('#source-view .src-hi').count() >= 1);
  await page.screenshot({ path: `${shots}/playground-requirement.png` });
});

test('a passing example, screenshot at 1366x768', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('circumcircle', 'pass-prose.txt'));
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await page.locator('#overlay .ov-found').count(), 1);
  await page.screenshot({ path: `${shots}/playground-pass.png` });
});

// The first requirement row, where the reader sees it: inside the window, inside the visible
// part of its list's scroll box, and the element at its centre is the row itself.
const firstRequirement = (page) => page.evaluate(() => {
  const row = document.querySelector('#requirements > li');
  if (!row) return null;
  const b = row.getBoundingClientRect(), box = row.closest('#requirements').getBoundingClientRect();
  const within = (outer) => b.top >= outer.top - 0.5 && b.bottom <= outer.bottom + 0.5 && b.left >= outer.left - 0.5 && b.right <= outer.right + 0.5;
  const hit = document.elementFromPoint((b.left + b.right) / 2, (b.top + b.bottom) / 2);
  return { inWindow: within({ top: 0, left: 0, bottom: innerHeight, right: innerWidth }), inBox: within(box),
           hit: row.contains(hit), height: Math.round(b.height), box: [Math.round(box.top), Math.round(box.bottom)] };
});

test('at 1366x768 the first requirement is in view after a check, however many diagnostics come first', async () => {
  const { page } = fixture.tab;
  assert.deepEqual(page.viewportSize(), { width: 1366, height: 768 });
  for (const [task, answer] of [['diagram/login-flowchart-svg', 'fail-reversed-arrow.txt'],   // 19 diagnostics
                                ['molecule/cubane', 'fail-hydrogens-drawn.txt'],              // 20 requirements
                                ['circumcircle', 'fail-centroid-centre.txt']]) {              // one tall requirement
    await page.evaluate(([t, a]) => globalThis.plumblinePage.selectExample(t, a), [task, answer]);
    const row = await firstRequirement(page);
    assert.ok(row && row.inWindow && row.inBox && row.hit && row.height > 20, `${task} ${answer}: ${JSON.stringify(row)}`);
  }
  await page.screenshot({ path: `${shots}/requirements-1366x768.png` });
});
