// Molecule reports on the page, read as a person reads them: the verdict, the formulas,
// the status marks on the candidate's atoms and bonds, the reference panel beside it, and
// what lights up when a diagnostic, a requirement or an atom is chosen (pointer and
// keyboard). The examples are picked from the gallery's molecule answers by what their
// reports say, so the test follows the example set rather than hard-coded names.
// Screenshots go to $PLUMBLINE_SHOTS or the system's temporary folder, never the repository.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { usePlayground, verdictText, root } from './harness.mjs';

const shots = process.env.PLUMBLINE_SHOTS ?? `${tmpdir()}/plumbline-screenshots`;
mkdirSync(shots, { recursive: true });
const fixture = usePlayground();

const index = JSON.parse(readFileSync(`${root}build/web/examples/index.json`, 'utf8'));
// The SVG molecule answers: the source-line assertions read SVG elements (EPS and TikZ
// answers are drawn from their Scenes the same way; eps.test.mjs and tikz.test.mjs cover them).
const answers = index.tasks.filter((t) => t.domain === 'molecule' && t.path.startsWith('molecule/'))
  .flatMap((t) => t.answers.map((a) => ({ task: t.path, answer: a.path, expected: a.expected })));

// Each molecule answer with its report (the page's own engine; the examples test proves
// it agrees with the native CLI), then the ones each test needs. Computed on first use:
// the fixture's page exists once the tests run (top-level hooks do not wait on each other).
let picked = null;
function pick() {
  picked ??= (async () => {
    assert.ok(answers.length > 0, 'the gallery has molecule examples');
    const read = (p) => readFileSync(`${root}examples/${p}`, 'utf8');
    const reports = await fixture.tab.page.evaluate((items) => items.map(({ task, candidate }) =>
      globalThis.plumbline.evaluate(task, candidate, { profile: 'default' })),
      answers.map((a) => ({ task: read(a.task), candidate: read(a.answer) })));
    const judged = answers.map((a, k) => ({ ...a, report: reports[k] }));
    const statuses = (side, status) => side.atoms.filter((x) => x.status === status).length;
    return {
      wrongElement: judged.find(({ report: r }) => r.verdict === 'fail' && r.molecule &&
        statuses(r.molecule.candidate, 'element') === 1),
      pass: judged.find(({ report: r }) => r.verdict === 'pass' && r.molecule?.candidate.atoms.length >= 4),
      missingBond: judged.find(({ report: r }) => r.diagnostics.some((d) => d.code === 'molecule.bond.missing')),
    };
  })();
  return picked;
}

const url = (item) => `?task=examples/${item.task}&candidate=examples/${item.answer}`;
const count = (page, selector) => page.locator(selector).count();
const numbers = (page, selector, names) =>
  page.$eval(selector, (e, ns) => ns.map((n) => Number(e.getAttribute(n))), names);
const near = (a, b) => a.length === b.length && a.every((x, i) => Math.abs(x - b[i]) < 1e-3);

test('a wrong element: FAIL, the two formulas, exactly one atom marked, the reference beside it', async () => {
  const item = (await pick()).wrongElement;
  assert.ok(item, 'a molecule example with exactly one atom of the wrong element');
  const { page, open } = fixture.tab;
  await open(url(item));
  const m = item.report.molecule;
  assert.equal(await verdictText(page), 'FAIL');

  const summary = await page.locator('#molecule-summary').innerText();
  assert.match(summary, new RegExp(`reference ${escape(m.reference.formula)}, drawn ${escape(m.candidate.formula)}`));
  assert.notEqual(m.reference.formula, m.candidate.formula);
  assert.equal(await page.locator('#molecule-summary .mol-differs').first().innerText(), m.candidate.formula);

  // every candidate atom carries a mark; exactly one says "wrong element", on that atom
  assert.equal(await count(page, '#molecule-marks .mol-atom'), m.candidate.atoms.length);
  assert.equal(await count(page, '#molecule-marks .mol-atom.mol-element'), 1);
  const j = m.candidate.atoms.findIndex((a) => a.status === 'element');
  assert.equal(await page.getAttribute('#molecule-marks .mol-atom.mol-element', 'data-index'), String(j));
  assert.ok(near(await numbers(page, '#molecule-marks .mol-atom.mol-element .mol-ring', ['cx', 'cy']), m.candidate.atoms[j].center));
  assert.match(await page.getAttribute('#molecule-marks .mol-atom.mol-element', 'aria-label'), /wrong element/);
  assert.equal(await count(page, `#molecule-marks .mol-bond`), m.candidate.bonds.length +
    m.reference.bonds.filter((b) => b.status === 'missing' && m.reference.atoms[b.a].match != null &&
                                    m.reference.atoms[b.b].match != null).length);

  // the reference panel: every reference atom, numbered, the same one marked
  assert.ok(await page.locator('#reference-panel').isVisible());
  assert.equal(await count(page, '#reference-drawing .mol-atom'), m.reference.atoms.length);
  assert.equal(await count(page, '#reference-drawing .mol-atom.mol-element'), 1);
  assert.equal(await page.locator('#reference-drawing .mol-atom[data-index="0"] .mol-number').textContent(), '1');

  // the molecule legend replaces the geometry one; nothing in reference coordinates is
  // drawn on the candidate
  assert.ok(await page.locator('#molecule-legend').isVisible());
  assert.ok(!(await page.locator('#geometry-legend').isVisible()));
  assert.equal(await count(page, '#overlay .ov-found, #overlay .ov-missing'), 0);
  await page.screenshot({ path: `${shots}/molecule-wrong-element.png` });
});

test('clicking the wrong atom\'s requirement highlights the candidate atom, not the reference position', async () => {
  const { page } = fixture.tab;
  const m = (await pick()).wrongElement.report.molecule;
  const i = m.reference.atoms.findIndex((a) => a.status === 'element');
  const j = m.reference.atoms[i].match;
  await page.click(`#requirements [data-id="atom#${i + 1}"]`);
  assert.match(await page.locator(`#requirements [data-id="atom#${i + 1}"]`).innerText(), /wrong element/);
  const roles = await page.$$eval('#overlay .ov-hi', (els) => els.map((e) => e.dataset.role));
  assert.deepEqual(roles, ['found']);
  assert.ok(near(await numbers(page, '#overlay .ov-hi', ['cx', 'cy']), m.candidate.atoms[j].center));
  assert.equal(await count(page, `#reference-drawing .mol-atom.mol-selected[data-index="${i}"]`), 1);
  // and its <circle> line in the response
  assert.match(await page.locator('#source-view .src-hi').first().innerText(), /<circle/);
});

test('pointing at a reference atom lights up its counterpart in the drawing, and back', async () => {
  const { page } = fixture.tab;
  const m = (await pick()).wrongElement.report.molecule;
  const i = m.reference.atoms.findIndex((a) => a.match != null && a.status === 'matched');
  const j = m.reference.atoms[i].match;
  await page.hover(`#reference-drawing .mol-atom[data-index="${i}"] .mol-ring`);
  assert.deepEqual(await page.$$eval('#molecule-marks .mol-atom.mol-linked', (els) => els.map((e) => e.dataset.index)), [String(j)]);
  assert.deepEqual(await page.$$eval('#reference-drawing .mol-atom.mol-linked', (els) => els.map((e) => e.dataset.index)), [String(i)]);
  assert.match(await page.locator('#molecule-pointer').innerText(), new RegExp(`^reference atom ${i + 1} \\(.*candidate atom ${j + 1} `));
  await page.screenshot({ path: `${shots}/molecule-hover.png` });

  // the other way round: the candidate atom of the wrong element and its reference atom
  const k = m.candidate.atoms.findIndex((a) => a.status === 'element');
  await page.hover(`#molecule-marks .mol-atom[data-index="${k}"] .mol-ring`);
  assert.deepEqual(await page.$$eval('#reference-drawing .mol-atom.mol-linked', (els) => els.map((e) => e.dataset.index)),
                   [String(m.candidate.atoms[k].match)]);
  await page.mouse.move(2, 2);
  assert.equal(await count(page, '#molecule-marks .mol-linked, #reference-drawing .mol-linked'), 0);
});

test('keyboard: Tab into the drawing\'s atoms, arrow to the next, Enter pins it and shows its line', async () => {
  const { page } = fixture.tab;
  const m = (await pick()).wrongElement.report.molecule;
  // one Tab stop per picture: the first atom
  assert.equal(await count(page, '#molecule-marks .mol-atom[tabindex="0"]'), 1);
  await page.focus('#molecule-marks .mol-atom[tabindex="0"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.dataset.index), '1');
  const counterpart = m.candidate.atoms[1].match;
  if (counterpart != null)
    assert.deepEqual(await page.$$eval('#reference-drawing .mol-atom.mol-linked', (els) => els.map((e) => e.dataset.index)), [String(counterpart)]);
  await page.keyboard.press('Enter');
  assert.equal(await page.getAttribute('#molecule-marks .mol-atom[data-index="1"]', 'aria-pressed'), 'true');
  assert.match(await page.locator('#molecule-pointer').innerText(), /^candidate atom 2 .*\(pinned\)/);
  assert.match(await page.locator('#source-view .src-hi').first().innerText(), /<circle/);
  await page.keyboard.press('Enter');   // unpins
  assert.equal(await page.getAttribute('#molecule-marks .mol-atom[data-index="1"]', 'aria-pressed'), 'false');
});

test('a passing molecule: PASS, every atom and bond matched, no missing-bond marks', async () => {
  const item = (await pick()).pass;
  assert.ok(item, 'a passing molecule example');
  const { page, open } = fixture.tab;
  await open(url(item));
  const m = item.report.molecule;
  assert.equal(await verdictText(page), 'PASS');
  assert.equal(await count(page, '#molecule-marks .mol-atom.mol-matched'), m.candidate.atoms.length);
  assert.equal(await count(page, '#molecule-marks .mol-atom:not(.mol-matched)'), 0);
  assert.equal(await count(page, '#molecule-marks .mol-bond-missing'), 0);
  assert.equal(await count(page, '#molecule-marks .mol-bond:not(.mol-bond-matched)'), 0);
  assert.equal(await count(page, '#reference-drawing .mol-atom:not(.mol-matched)'), 0);
  assert.equal(await count(page, '#molecule-summary .mol-differs'), 0);
  assert.match(await page.locator('#molecule-summary').innerText(), /same molecule/);
  await page.screenshot({ path: `${shots}/molecule-pass.png` });
});

test('a missing bond: clicking its diagnostic highlights the dashed line where the bond belongs', async () => {
  const item = (await pick()).missingBond;
  assert.ok(item, 'a molecule example with a missing bond');
  const { page, open } = fixture.tab;
  await open(url(item));
  assert.equal(await verdictText(page), 'FAIL');
  const missing = await page.$$eval('#molecule-marks .mol-bond-missing', (els) =>
    els.map((e) => ['x1', 'y1', 'x2', 'y2'].map((n) => Number(e.getAttribute(n)))));
  assert.ok(missing.length >= 1, 'the missing bond is drawn dashed on the candidate');
  const entry = page.locator('#diagnostics [data-code="molecule.bond.missing"]').first();
  await entry.click();
  assert.equal(await entry.getAttribute('aria-pressed'), 'true');
  const hi = await page.$$eval('#overlay .ov-hi', (els) =>
    els.map((e) => ({ role: e.dataset.role, tag: e.tagName, xy: ['x1', 'y1', 'x2', 'y2'].map((n) => Number(e.getAttribute(n))) })));
  assert.equal(hi.length, 1);
  assert.equal(hi[0].role, 'expected');
  assert.equal(hi[0].tag, 'line');
  assert.ok(missing.some((xy) => near(xy, hi[0].xy)), 'the highlight lies on a dashed missing-bond mark');
  await page.screenshot({ path: `${shots}/molecule-missing-bond.png` });
});

test('an invalid molecule answer: no molecule to show, and no geometry legend either', async () => {
  const item = answers.find((a) => a.expected === 'invalid');
  assert.ok(item, 'an invalid molecule example');
  const { page, open } = fixture.tab;
  await open(url(item));
  assert.equal(await verdictText(page), 'INVALID');
  assert.ok(!(await page.locator('#reference-panel').isVisible()));
  assert.ok(!(await page.locator('#molecule-legend').isVisible()));
  assert.ok(!(await page.locator('#geometry-legend').isVisible()));
  assert.ok(!(await page.locator('#molecule-summary').isVisible()));
});

test('back to a geometry example: the molecule view goes away', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => globalThis.plumblinePage.selectExample('circumcircle', 'pass-prose.txt'));
  assert.equal(await verdictText(page), 'PASS');
  assert.ok(!(await page.locator('#reference-panel').isVisible()));
  assert.ok(!(await page.locator('#molecule-marks').isVisible()));
  assert.ok(!(await page.locator('#molecule-summary').isVisible()));
  assert.ok(await page.locator('#geometry-legend').isVisible());
  assert.equal(await count(page, '#overlay .ov-found'), 1);
});

function escape(text) {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

test('C60 with one atom left out: the page says one atom and its three bonds are missing, 146 of 150', async () => {
  const { page } = fixture.tab;
  await page.evaluate(() => plumblinePage.selectExample('molecule/buckminsterfullerene', 'fail-missing-atom.txt'));
  assert.equal(await verdictText(page), 'FAIL');
  const codes = await page.$$eval('#diagnostics [data-code]', (els) => els.map((e) => e.dataset.code));
  assert.equal(codes.filter((c) => c === 'molecule.atom.missing').length, 1);
  assert.equal(codes.filter((c) => c === 'molecule.bond.extra').length, 0);
  assert.equal(codes.filter((c) => c === 'molecule.atom.extra').length, 0);
  assert.match(await page.locator('#score').innerText(), /146 of 150 reference atoms and bonds matched/);
  assert.equal(await count(page, '#reference-drawing .mol-atom.mol-missing'), 1);
  assert.equal(await count(page, '#molecule-marks .mol-bond-extra'), 0);
});
