// The gallery: choosing an example through the page's selects shows the verdict the
// native CLI gives (pass, fail and invalid cases, both profiles), and every example
// answer judged through window.plumbline agrees with the CLI.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { usePlayground, verdictText, root } from './harness.mjs';
import { nativeVerdict, haveNative } from './native.mjs';

const fixture = usePlayground();

const CASES = [
  ['circumcircle', 'prose'],
  ['circumcircle', 'centroid-centre'],
  ['circumcircle', 'no-drawing'],
  ['altitude', 'half-length'],
  ['median', null],   // the first answer of the list
];

async function choose(page, task, label) {
  const before = Number(await page.evaluate(() => document.body.dataset.evaluations));
  await page.selectOption('#example-task', { label: task });
  await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, before);
  if (!label) return;
  // the answer options read "<label> (expected <verdict>)"
  const value = await page.$eval('#example-answer', (s, l) =>
    [...s.options].find((o) => o.text.startsWith(`${l} (`))?.value, label);
  assert.ok(value, `answer ${label} is in the gallery`);
  const again = Number(await page.evaluate(() => document.body.dataset.evaluations));
  await page.selectOption('#example-answer', value);
  if (value !== '0') await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, again);
}

for (const [task, label] of CASES) {
  test(`example ${task}/${label ?? '(first)'}: the verdict on screen is the CLI's`, async () => {
    const { page } = fixture.tab;
    await choose(page, task, label);
    // option text "<label> (expected <verdict>)" gives the file name <verdict>-<label>.txt
    const [shownLabel, expected] = (await page.$eval('#example-answer', (s) => s.selectedOptions[0].text))
      .match(/^(.*) \(expected (\w+)\)$/).slice(1);
    const file = `${expected}-${shownLabel}.txt`;
    if (label) assert.equal(shownLabel, label);
    const native = nativeVerdict(`${root}examples/geometry/${task}/task.json`, `${root}examples/geometry/${task}/answers/${file}`);
    const shown = await verdictText(page);
    assert.equal(shown, (native ?? expected).toUpperCase());
    assert.equal(shown, expected.toUpperCase(), 'and the example file name says the same');
    assert.match(await page.locator('#expected').innerText(), /agrees/);
  });
}

test('the ssvg profile selector changes the judgement where the profiles differ', async () => {
  const { page } = fixture.tab;
  // examples/README.md: a circle drawn as a path is not a <circle> for the published scripts
  await choose(page, 'circumcircle', 'path-arcs');
  assert.equal(await verdictText(page), 'PASS');
  await page.selectOption('#profile', 'ssvg');
  await page.waitForFunction(() => document.getElementById('score').textContent.includes('profile ssvg'));
  const native = nativeVerdict(`${root}examples/geometry/circumcircle/task.json`,
                               `${root}examples/geometry/circumcircle/answers/pass-path-arcs.txt`, 'ssvg');
  assert.equal(await verdictText(page), (native ?? 'fail').toUpperCase());
  await page.selectOption('#profile', 'default');
});

test('every example answer through window.plumbline matches the native CLI', { skip: !haveNative && 'build/plumb not built' }, async () => {
  const index = JSON.parse(readFileSync(`${root}build/web/examples/index.json`, 'utf8'));
  const items = index.tasks.flatMap((t) => t.answers.map((a) => ({ task: t.path, answer: a.path })));
  const read = (p) => readFileSync(`${root}examples/${p}`, 'utf8');
  const verdicts = await fixture.tab.page.evaluate((list) => list.map(({ task, candidate }) =>
    globalThis.plumbline.evaluate(task, candidate, { profile: 'default' }).verdict),
    items.map((i) => ({ task: read(i.task), candidate: read(i.answer) })));
  const mismatches = items.filter((item, k) =>
    verdicts[k] !== nativeVerdict(`${root}examples/${item.task}`, `${root}examples/${item.answer}`));
  assert.deepEqual(mismatches, []);
  // the gallery holds every answer file of every domain
  assert.equal(verdicts.length, answerFilesOnDisk());
  assert.ok(new Set(index.tasks.map((t) => t.domain)).size >= 2, 'geometry and molecule examples');
});

function answerFilesOnDisk() {
  let n = 0;
  for (const domain of readdirSync(`${root}examples`, { withFileTypes: true })) {
    if (!domain.isDirectory()) continue;
    for (const task of readdirSync(`${root}examples/${domain.name}`, { withFileTypes: true })) {
      const dir = `${root}examples/${domain.name}/${task.name}`;
      if (!task.isDirectory() || !existsSync(`${dir}/task.json`) || !existsSync(`${dir}/answers`)) continue;
      n += readdirSync(`${dir}/answers`).filter((f) => f.endsWith('.txt')).length;
    }
  }
  return n;
}
