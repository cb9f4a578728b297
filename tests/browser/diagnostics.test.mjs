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
