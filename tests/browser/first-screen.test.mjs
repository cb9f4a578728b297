// What a first-time reader meets: a sentence on what Plumbline checks, a right answer on
// screen and a failing one a click away (its nearest candidate visible beside the dashed
// expected item), the task as it was asked with its JSON one tab away, pickers that say
// when what is on screen is no longer an example, and a phone layout where the pictures
// are the width of the screen. Screenshots of both first screens go to build/screenshots/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';

import { start, root, verdictText, pasteInto, evaluations } from './harness.mjs';

const shots = `${root}build/screenshots`;
let h;
before(async () => {
  h = await start();
  mkdirSync(shots, { recursive: true });
});
after(() => h?.close());

const selectedText = (page, id) => page.locator(`#${id}`).evaluate((s) => s.selectedOptions[0]?.textContent ?? '');

async function clickAndWait(page, name, nth = 0) {
  const n = await evaluations(page);
  await page.getByRole('button', { name, exact: true }).nth(nth).click();
  await page.waitForFunction((k) => Number(document.body.dataset.evaluations) > k, n);
}

test('the first screen says what Plumbline checks and opens on a right answer; a near miss is one click away', async () => {
  const { page, errors } = await h.newPage({ width: 1366, height: 768 });
  await page.goto(h.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.screenshot({ path: `${shots}/first-screen-1366x768.png` });
  assert.match(await page.locator('#intro').innerText(), /checks whether a drawing a language model made is structurally right/);
  assert.ok(await page.locator('#intro').isVisible());
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await selectedText(page, 'example-task'), 'circumcircle');
  assert.match(await selectedText(page, 'example-answer'), /^prose \(expected pass\)/);

  await clickAndWait(page, 'a near miss');
  assert.equal(await verdictText(page), 'FAIL');
  assert.match(await selectedText(page, 'example-answer'), /^centroid-centre \(expected fail\)/);
  // The nearest candidate is drawn under the dashed expected circle and wider than it, so
  // its colour shows on both sides even where the two lie on each other.
  const widths = await page.evaluate(() => {
    const w = (sel) => parseFloat(getComputedStyle(document.querySelector(sel)).strokeWidth);
    const order = [...document.querySelectorAll('#overlay .ov-base > *')].map((e) => e.getAttribute('class'));
    return { nearest: w('#overlay .ov-nearest'), missing: w('#overlay .ov-missing'), order };
  });
  assert.ok(widths.nearest >= 2 * widths.missing, JSON.stringify(widths));
  assert.ok(widths.order.indexOf('ov-nearest') < widths.order.indexOf('ov-missing'), widths.order.join(' '));

  await clickAndWait(page, 'a nitrogen drawn as carbon');
  assert.equal(await verdictText(page), 'FAIL');
  assert.match(await page.locator('#diagnostics').innerText(), /N5 is drawn as C/);
  await clickAndWait(page, 'drawn right', 1);   // the molecule
  assert.equal(await verdictText(page), 'PASS');
  assert.match(await selectedText(page, 'example-task'), /^indole$/);
  await clickAndWait(page, 'an arrow reversed');
  assert.equal(await verdictText(page), 'FAIL');
  assert.match(await page.locator('#diagnostics').innerText(), /drawn the other way round/);
  assert.ok(!(await page.locator('#task-reference-figure').isVisible()), 'a DOT reference has no picture of its own');
  await clickAndWait(page, 'drawn right', 2);   // the flowchart
  assert.equal(await verdictText(page), 'PASS');
  await clickAndWait(page, 'drawn right', 0);   // the construction
  assert.equal(await selectedText(page, 'example-task'), 'circumcircle');
  assert.deepEqual(errors, []);
  await page.close();
});

// Requests for the module's two files (the page's and its worker's alike: Chromium reports
// a dedicated worker's requests as the page's).
const moduleRequests = (requests) => ({
  wasm: requests.filter((u) => /\/plumbline\.wasm$/.test(u)).length,
  js: requests.filter((u) => /\/plumbline\.js$/.test(u)).length,
});

test('the module is fetched once a page load, and a check is one evaluation in the worker', async () => {
  const { page, requests, errors, open } = await h.newPage();
  await open();
  assert.deepEqual(moduleRequests(requests), { wasm: 1, js: 1 }, 'the page and its worker share one fetch and compile');
  const before = await page.evaluate(() => globalThis.plumblinePage.calls());
  await clickAndWait(page, 'a near miss');   // another answer: one check
  const after = await page.evaluate(() => globalThis.plumblinePage.calls());
  assert.deepEqual(after, { checks: before.checks + 1, evaluations: before.evaluations + 1 });
  assert.ok(await page.evaluate(() => typeof globalThis.plumblinePage.current().picture?.drawn === 'string'),
            'that one evaluation also gave the picture');
  assert.deepEqual(moduleRequests(requests), { wasm: 1, js: 1 });
  assert.deepEqual(errors, []);
  await page.close();
});

test('the task is shown as asked (prompt, given drawing, reference); its JSON is one tab away', async () => {
  const { page } = await h.newPage({ width: 1366, height: 768 });
  await page.goto(h.url);
  await page.waitForSelector('body[data-ready="true"]');
  assert.equal(await page.locator('#tab-task-view').getAttribute('aria-selected'), 'true');
  assert.ok(!(await page.locator('#task').isVisible()), 'the JSON is not the first thing shown');
  assert.match(await page.locator('#task-prompt').innerText(), /Draw the circumcircle of triangle ABC\./);
  assert.match(await page.locator('#task-meta').innerText(), /geometry\/circumcircle.*answer in SVG.*check: match/);
  // The given drawing and the reference, drawn by the core, as images that loaded.
  for (const id of ['task-given', 'task-reference']) {
    const size = await page.locator(`#${id}`).evaluate((img) => [img.complete, img.naturalWidth, img.getBoundingClientRect().width]);
    assert.ok(size[0] && size[1] > 0 && size[2] > 100, `${id}: ${size}`);
  }
  await page.getByRole('tab', { name: 'JSON' }).click();
  assert.ok(await page.locator('#task').isVisible());
  assert.equal(await page.inputValue('#task'), readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8'));
  await page.getByRole('tab', { name: 'as asked' }).click();
  assert.ok(await page.locator('#task-prompt').isVisible());

  // After an edit, the pickers no longer name the example.
  await pasteInto(page, '#candidate', 'no drawing here');
  assert.equal(await selectedText(page, 'example-answer'), '(your own answer)');
  assert.equal(await selectedText(page, 'example-task'), 'circumcircle');
  await pasteInto(page, '#task', readFileSync(`${root}examples/geometry/median/task.json`, 'utf8'));
  assert.equal(await selectedText(page, 'example-task'), '(your own task)');
  await page.getByRole('tab', { name: 'as asked' }).click();
  assert.match(await page.locator('#task-meta').innerText(), /geometry\/median/);
  // A task that is not JSON is said to be so where the task is shown.
  await pasteInto(page, '#task', '{"id": ');
  await page.getByRole('tab', { name: 'as asked' }).click();
  assert.match(await page.locator('#task-error').innerText(), /The task is not JSON/);
  assert.equal(await verdictText(page), 'INVALID');
  await page.close();
});

test('on a 390 px phone the verdict comes first and each molecule picture is the width of the screen', async () => {
  const { page, errors } = await h.newPage({ width: 390, height: 844 });
  await page.goto(h.url);
  await page.waitForSelector('body[data-ready="true"]');
  await page.screenshot({ path: `${shots}/first-screen-390x844.png` });
  await clickAndWait(page, 'a nitrogen drawn as carbon');
  const layout = await page.evaluate(() => {
    const box = (sel) => document.querySelector(sel).getBoundingClientRect();
    return {
      scrollWidth: document.documentElement.scrollWidth,
      verdictTop: box('#verdict').top, inputsTop: box('.inputs').top,
      stage: box('#stage').width, reference: box('#reference-drawing').width,
      number: box('#reference-drawing .mol-number').height,
    };
  });
  assert.ok(layout.scrollWidth <= 390, `the page is ${layout.scrollWidth} px wide`);
  assert.ok(layout.verdictTop < layout.inputsTop, JSON.stringify(layout));
  assert.ok(layout.stage >= 340 && layout.reference >= 340, JSON.stringify(layout));
  assert.ok(layout.number >= 12, `atom numbers ${layout.number} px high`);
  await page.screenshot({ path: `${shots}/molecule-390x844.png`, fullPage: true });
  assert.deepEqual(errors, []);
  await page.close();
});
