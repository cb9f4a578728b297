// The layout section in the playground (docs/layout.md, "The page"): a pasted drawing with a
// known finding shows it in the Layout list (severity, code, message) and over the picture
// (the overlap region, the frame and the part past it); selecting the finding, by click or
// by keyboard, highlights its shapes; a task of the layout kind says what it requires and
// which requirements are met. Screenshots go to build/screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const shots = `${root}build/screenshots`;
mkdirSync(shots, { recursive: true });
const fixture = usePlayground();

const layoutTask = readFileSync(`${root}examples/tikz/isosceles-layout/task.json`, 'utf8');
const circumcircle = readFileSync(`${root}examples/geometry/circumcircle/task.json`, 'utf8');
const tikz = (body) => `\`\`\`latex
\\documentclass{standalone}
\\usepackage{tikz}
\\begin{document}
\\begin{tikzpicture}
${body}
\\end{tikzpicture}
\\end{document}
\`\`\``;

test('a label on its vertex: the Layout list says so, the overlap is drawn, and selecting it highlights it', async () => {
  const { page, errors } = fixture.tab;
  await pasteInto(page, '#task', layoutTask);
  await pasteInto(page, '#candidate', tikz('\\draw (0,0) -- (6,0) -- (3,4) -- cycle;\n\\node at (0,0) {$A$};\n' +
    '\\node[below right] at (6,0) {$B$};\n\\node[above] at (3,4) {$C$};'));
  assert.equal(await verdictText(page), 'FAIL');
  // the list a person reads: one entry, its severity, code and message
  assert.ok(await page.locator('#layout-box').isVisible());
  const entry = page.locator('#layout-findings button.entry[data-code="layout.overlap.text_stroke"]');
  assert.equal(await entry.count(), 1);
  const text = await entry.innerText();
  assert.match(text, /warning/);
  assert.match(text, /The text 'A' has a line through it/);
  // what a person sees over the picture: the overlap region, drawn by the core
  const drawn = page.locator('#overlay .ov-layout-overlap[data-finding]');
  assert.equal(await drawn.count(), 1);
  assert.ok((await drawn.boundingBox()).width > 0, 'the overlap region has a size on screen');
  // the requirement it breaks, worded
  const req = page.locator('#requirements button.entry[data-id="layout#0"]');
  assert.match(await req.innerText(), /✖ not met[\s\S]*1 layout\.overlap finding: The text 'A' has a line through it/);
  assert.match(await page.locator('#requirements button.entry[data-id="layout#1"]').innerText(), /✔ met[\s\S]*no layout\.label finding/);
  // selecting it by keyboard: focus, Enter
  await entry.focus();
  await page.keyboard.press('Enter');
  assert.equal(await entry.getAttribute('aria-pressed'), 'true');
  assert.ok(await page.locator('#overlay .ov-hi-overlap').count() === 1, 'the overlap is highlighted');
  assert.match(await page.locator('#status').innerText(), /^layout\.overlap\.text_stroke: The text 'A'/);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${shots}/playground-layout-overlap.png` });
});

test('a circle past the viewBox: the frame is drawn, the part outside marked, and the picture widened to show it', async () => {
  const { page, errors } = fixture.tab;
  await pasteInto(page, '#task', circumcircle);
  await pasteInto(page, '#candidate', `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400" width="400" height="400">
<polygon points="90,290 320,310 180,90" fill="none" stroke="black"/>
<circle cx="300" cy="224.46" r="138.11" fill="none" stroke="red"/>
</svg>`);
  const entry = page.locator('#layout-findings button.entry[data-code="layout.frame.outside"]');
  assert.equal(await entry.count(), 1);
  assert.match(await entry.innerText(), /<circle> at line 3[\s\S]*reaches 38\.11 past the frame/);
  assert.equal(await page.locator('#overlay .ov-layout-frame').count(), 1, 'the frame is drawn');
  assert.equal(await page.locator('#overlay .ov-layout-out_of_frame').count(), 1, 'the part outside is marked');
  // the picture and the overlay show past the frame's right edge (x = 400)
  const [x, , w] = (await page.locator('#overlay').getAttribute('viewBox')).split(/\s+/).map(Number);
  assert.ok(x + w > 438, `the overlay's viewBox reaches past 438 (${x} + ${w})`);
  await entry.click();
  assert.deepEqual((await page.$$eval('#overlay .ov-hi', (els) => els.map((e) => e.dataset.role))).sort(), ['frame', 'out_of_frame']);
  assert.deepEqual(errors, []);
  await page.screenshot({ path: `${shots}/playground-layout-frame.png` });
});

test('the layout example task: its requirements, and the tick marks that lie', async () => {
  const { page, errors } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('isosceles-layout', 'apex-off-centre'));
  assert.equal(await verdictText(page), 'FAIL');
  assert.match(await page.locator('#task-meta').innerText(), /check: layout · requires no layout finding of: layout\.overlap, layout\.label/);
  assert.match(await page.locator('#requirements button.entry[data-id="layout#3"]').innerText(), /✖ not met[\s\S]*layout\.mark/);
  const marks = page.locator('#layout-findings button.entry[data-code="layout.mark.equal_length"]');
  assert.equal(await marks.count(), 1);
  assert.match(await marks.innerText(), /2 segments marked equal \(1 tick each\) are drawn/);
  assert.ok(await page.locator('#overlay .ov-layout-mark').count() >= 2, 'the ticks are drawn');
  await page.evaluate(() => globalThis.plumblinePage.selectExample('isosceles-layout', 'labelled-ticked'));
  assert.equal(await verdictText(page), 'PASS');
  assert.ok(await page.locator('#layout-box').isHidden(), 'no findings: no Layout list');
  assert.deepEqual(errors, []);
});
