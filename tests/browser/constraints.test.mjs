// The constraints check in the playground: the objects its relations read (the derived
// intersection points, the given segment) are drawn and named over the answer, each failed
// relation is written at its first object with its measured and required values, and the
// requirement list words each constraint by its measurement. Screenshots go to
// build/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync } from 'node:fs';
import { usePlayground, verdictText, root } from './harness.mjs';

const shots = `${root}build/screenshots`;
mkdirSync(shots, { recursive: true });
const fixture = usePlayground();

test('a line beside the circles\' intersections: the points are drawn and the failed relations say about 9 units', async () => {
  const { page, errors } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('perpendicular-bisector-compass', 'line-misses-intersections'));
  assert.equal(await verdictText(page), 'FAIL');
  // the derived points I1, I2 and the given segment and points, named
  const names = await page.$$eval('#overlay .ov-object', (els) => els.map((e) => e.dataset.name).sort());
  for (const n of ['A', 'AB', 'B', 'I1', 'I2']) assert.ok(names.includes(n), `${n} is drawn (drawn: ${names})`);
  const labels = await page.$$eval('#overlay .ov-object-name', (els) => els.map((e) => e.textContent));
  assert.ok(labels.includes('I1') && labels.includes('I2'));
  // the two failed relations, each with its measurement
  const failed = await page.$$eval('#overlay .ov-failed-relation', (els) => els.map((e) => [e.dataset.id, e.textContent]));
  assert.deepEqual(failed.map(([id]) => id).sort(), ['line-through-I1', 'line-through-I2']);
  // the line is moved 9 units sideways; AB is tilted, so it passes 8.9 to 9 units beside each point
  for (const [, text] of failed) assert.match(text, /^on\(I\d, l\): (9|8\.9\d*) units, required = 0 units \(tolerance 8\.485\)$/);
  // the requirement list: holds / fails with the measurement
  const entry = page.locator('#requirements button.entry[data-id="line-through-I1"]');
  assert.match(await entry.innerText(), /✖ fails[\s\S]*on\(I1, l\): (9|8\.9\d*) units/);
  assert.match(await page.locator('#requirements button.entry[data-id="equal-radii"]').innerText(), /✔ holds/);
  await entry.click();
  assert.match(await page.locator('#status').innerText(), /line-through-I1: on\(I1, l\): (9|8\.9\d*) units/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${shots}/playground-constraints-fail.png` });
});

test('circles that do not meet: no intersection drawn, the relations say why', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('perpendicular-bisector-compass', 'radius-below-half'));
  assert.equal(await verdictText(page), 'FAIL');
  const names = await page.$$eval('#overlay .ov-object', (els) => els.map((e) => e.dataset.name));
  assert.ok(!names.includes('I1') && !names.includes('I2'));
  const text = await page.$$eval('#overlay .ov-failed-relation', (els) => els.map((e) => e.textContent));
  assert.ok(text.some((t) => /^compare\(radius\(c1\) > 0\.5 \* length\(AB\)\): 80 units, required > 90\.55 units/.test(t)), text.join(' | '));
  await page.click('#diagnostics [data-code="constraints.failed"] >> nth=1');
  assert.match(await page.locator('#diagnostics button[aria-pressed="true"]').innerText(), /the circles do not meet \(21\.11 apart\)/);
});

test('a passing construction: objects drawn, no failed relation', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('square-on-segment-either-side', 'below'));
  assert.equal(await verdictText(page), 'PASS');
  assert.ok(await page.locator('#overlay .ov-object').count() >= 3);
  assert.equal(await page.locator('#overlay .ov-failed-relation').count(), 0);
  await page.screenshot({ path: `${shots}/playground-constraints-pass.png` });
});
