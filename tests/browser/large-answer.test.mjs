// Answers of megabytes in the playground: a 20 MB paste leaves the page responsive (no
// frame of half a second or more while it is checked, and after a keystroke), the answer is
// held out of the textarea and shown in the Response pane, and a drawing the reader
// refused is said so, not drawn; one too large to draw shows the items the report matched,
// with a note that says whether the verdict covers all of it, as its diagnostics say.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { usePlayground, evaluations, pasteInto, root } from './harness.mjs';

const fixture = usePlayground();
mkdirSync(`${root}build/screenshots`, { recursive: true });

// The longest frame allowed. Checking 20 MB on the main thread froze the page for 30 s, and
// any check there takes seconds; on the shared 2-core test machine a frame of this test
// has taken 210 ms under the machine's load (CI, 2026-11-27), so the bar is not at 200 ms.
const kLongestFrameMs = 500;

// Builds an answer of `mb` megabytes of lines inside the page (not through the test
// driver: 20 MB crossing it would itself block the page), after `head` (the answer's own
// items), and pastes it as a person would, then collects every animation frame longer than
// 50 ms until it is checked and 500 ms on.
async function pasteLarge(page, mb, head = '') {
  const before = await evaluations(page);
  await page.evaluate(([size, head]) => {
    const one = '<line x1="1" y1="2" x2="30" y2="40" class="output_object"/>\n';
    globalThis.largeAnswer = `Here it is:\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400">\n${head}${one.repeat(Math.ceil((size * 1048576) / one.length))}</svg>\n`;
  }, [mb, head]);
  await page.evaluate(() => {
    globalThis.longFrames = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.longFrames.push(Math.round(e.duration)); })
      .observe({ type: 'long-animation-frame' });
    const data = new DataTransfer();
    data.setData('text/plain', globalThis.largeAnswer);
    document.getElementById('candidate').dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  });
  await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, before, { timeout: 120000 });
  await page.waitForTimeout(500);
  return page.evaluate(() => globalThis.longFrames);
}

test('a 20 MB answer: the page stays responsive, says the drawing is over the size budget, and shows the text', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'pass-prose.txt'));
  const frames = await pasteLarge(page, 20);
  assert.ok(frames.every((ms) => ms < kLongestFrameMs), `frames of ${frames.join(', ')} ms`);
  assert.equal(await page.locator('#verdict').getAttribute('data-verdict'), 'invalid');
  assert.ok(await page.locator('#diagnostics [data-code="read.limit.bytes"]').count() === 1);
  assert.match(await page.locator('#no-picture').innerText(), /longer than the size budget/);
  assert.equal(await page.locator('#candidate-image').isVisible(), false);
  // Held out of the textarea, said so, and readable in the Response pane.
  assert.equal(await page.locator('#candidate').isVisible(), false);
  assert.match(await page.locator('#candidate-held').innerText(), /The answer is 20\.0 MB \([\d,]+ lines\)/);
  assert.match(await page.locator('#source-view .src-line[data-line="2"]').innerText(), /<svg xmlns/);
  assert.ok(await page.locator('#source-view .src-line').count() < 2000, 'only the lines in view are laid out');

  // A keystroke in the task re-checks the 20 MB answer off the main thread.
  await page.click('#tab-task-json');
  const before = await evaluations(page);
  await page.evaluate(() => {
    globalThis.longFrames = [];
    const task = document.getElementById('task');
    task.value = task.value.replace('"id": "geometry/circumcircle"', '"id": "geometry/circumcircle-edited"');
    task.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, before, { timeout: 120000 });
  await page.waitForTimeout(300);
  const after = await page.evaluate(() => globalThis.longFrames);
  assert.ok(after.every((ms) => ms < kLongestFrameMs), `frames of ${after.join(', ')} ms after a keystroke`);
});

test('a 5 MB answer of 87,000 lines is judged on all of them but not drawn, and the page says why', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'pass-prose.txt'));
  await pasteLarge(page, 5);
  assert.equal(await page.locator('#verdict').getAttribute('data-verdict'), 'fail');
  // Nothing matched: the missing circle is drawn where it is expected, and the note says so.
  assert.equal(await page.locator('#overlay .ov-missing').count(), 1);
  assert.match(await page.locator('#picture-note').innerText(),
               /^The drawing has [\d,]+ items, more than this page draws \(10,000\)\. None of it matched a reference item.*The verdict and diagnostics below are for all [\d,]+ items\.$/);
  // The missing circle's diagnostic still names where it is expected; the extraneous note counts them all.
  assert.match(await page.locator('#diagnostics').innerText(), /87,?3\d\d candidate items are neither in the reference/);
  // Clear gives the textarea back.
  await page.click('#candidate-held button');
  assert.equal(await page.locator('#candidate').isVisible(), true);
  assert.equal(await page.locator('#candidate').inputValue(), '');
});

test('an answer under the limit is still pasted into the textarea and drawn', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('geometry/circumcircle', 'pass-prose.txt'));
  assert.equal(await page.locator('#candidate').isVisible(), true);
  assert.equal(await page.locator('#candidate-image').isVisible(), true);
  assert.equal(await page.locator('#verdict').getAttribute('data-verdict'), 'pass');
});

// The circumcircle task's right answer (the given triangle, the circle), and `budget` as
// the task's work budget when given.
const task = JSON.parse(readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8'));
const rightAnswer = '<polygon class="input_object" points="90,290 320,310 180,90" fill="none" stroke="black"/>\n' +
  '<circle class="output_object" cx="211.57" cy="224.46" r="138.11" fill="none" stroke="red"/>\n';

// What the picture shows of a drawing it does not draw: the marks and their place on the stage.
const shownMarks = (page) => page.evaluate(() => {
  const stage = document.getElementById('stage').getBoundingClientRect();
  const marks = [...document.querySelectorAll('#overlay .ov-base > *')].map((e) => {
    const b = e.getBoundingClientRect();
    return { cls: e.getAttribute('class'), inside: b.width > 50 && b.left >= stage.left - 1 && b.right <= stage.right + 1 && b.top >= stage.top - 1 && b.bottom <= stage.bottom + 1 };
  });
  return { marks, image: !document.getElementById('candidate-image').hidden, empty: !document.getElementById('no-picture').hidden };
});

test('a right answer of 1 MB (over 10,000 items) shows the circle it matched, and says the verdict is for all of them', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', JSON.stringify(task, null, 2));
  await pasteLarge(page, 1, rightAnswer);
  assert.equal(await page.locator('#verdict').getAttribute('data-verdict'), 'pass');
  const shown = await shownMarks(page);
  assert.equal(shown.image, false, 'the drawing itself is not drawn');
  assert.equal(shown.empty, false, 'the picture is not empty');
  await page.screenshot({ path: `${root}build/screenshots/large-answer-matched-1366x768.png` });
  // The expected circle, found, and the answer's circle that matched it, both on the stage.
  assert.deepEqual(shown.marks.map((m) => m.cls).sort(), ['ov-found', 'ov-match']);
  assert.ok(shown.marks.every((m) => m.inside), JSON.stringify(shown.marks));
  const codes = await page.locator('#diagnostics [data-code]').evaluateAll((es) => es.map((e) => e.dataset.code));
  assert.ok(!codes.some((c) => /budget|limit|incomplete/.test(c)), `no diagnostic says it was not judged: ${codes}`);
  assert.match(await page.locator('#picture-note').innerText(),
               /^The drawing has 17,\d{3} items, more than this page draws \(10,000\)\. Shown: the 1 reference item found and the 1 item of the answer that matched\. The verdict and diagnostics below are for all 17,\d{3} items\.$/);
});

test('when a diagnostic says the answer was not judged in full, the note says so too', async () => {
  const { page } = fixture.tab;
  await pasteInto(page, '#task', JSON.stringify({ ...task, check: { ...task.check, budget: 1000 } }, null, 2));
  assert.equal(await page.locator('#verdict').getAttribute('data-verdict'), 'invalid');
  assert.equal(await page.locator('#diagnostics [data-code="match.budget.exhausted"]').count(), 1);
  const shown = await shownMarks(page);
  assert.deepEqual(shown.marks.map((m) => m.cls).sort(), ['ov-found', 'ov-match']);
  const note = await page.locator('#picture-note').innerText();
  assert.match(note, /It was not judged in full: see match\.budget\.exhausted below\./);
  assert.doesNotMatch(note, /for all/);
});
