// Diagram reports on the page: the three metrics in the verdict area, and below the
// picture both graphs' nodes and edges marked by status (js/diagram-view.mjs); a DOT answer
// has no picture and says so, and so has a Mermaid answer; a drawn answer is drawn, its extra
// node outlined by the overlay.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { usePlayground, verdictText, pasteInto, root } from './harness.mjs';

const fixture = usePlayground();

async function pick(page, task, label) {
  const before = Number(await page.evaluate(() => document.body.dataset.evaluations ?? 0));
  await page.evaluate(([t, l]) => globalThis.plumblinePage.selectExample(t, l), [task, label]);
  await page.waitForFunction((n) => Number(document.body.dataset.evaluations) > n, before);
}

const items = (page, list) => page.locator(`#diagram-view ul[aria-label="${list}"] li`).allInnerTexts();

test('a DOT answer with a reversed arrow: metrics, lists by status, no picture', async () => {
  const { page } = fixture.tab;
  await pick(page, 'ml-pipeline', 'reversed-arrow');
  assert.equal(await verdictText(page), 'FAIL');
  const summary = await page.locator('#diagram-summary').innerText();
  assert.match(summary, /Nodes: F1 100%/);
  assert.match(summary, /Edges: F1 86% \(P 86%, R 86%\)/);
  assert.ok(await page.locator('#diagram-view').isVisible());
  const reference = await items(page, 'Reference edges');
  assert.equal(reference.length, 7);
  assert.ok(reference.some((t) => /reversed/.test(t) && t.includes('Split → Test set')), reference.join(' | '));
  const answer = await items(page, 'Answer edges');
  assert.ok(answer.some((t) => /reversed/.test(t) && t.includes('Test set → Split')), answer.join(' | '));
  assert.equal((await items(page, 'Answer nodes')).filter((t) => /matched/.test(t)).length, 7);
  assert.match(await page.locator('#no-picture').innerText(), /DOT graph has no drawing/);
  assert.ok(await page.locator('#diagram-marks').isHidden(), 'a DOT answer has nothing to mark');
  // the molecule panels stay away
  assert.ok(await page.locator('#molecule-summary').isHidden());
});

test('a drawn answer with a stray node: the node listed as extra and outlined on the picture', async () => {
  const { page } = fixture.tab;
  await pick(page, 'ml-pipeline-svg', 'stray-node');
  assert.equal(await verdictText(page), 'FAIL');
  const nodes = await items(page, 'Answer nodes');
  assert.ok(nodes.some((t) => /extra/.test(t) && t.includes('Legend')), nodes.join(' | '));
  assert.ok(await page.locator('#no-picture').isHidden());
  assert.ok(await page.locator('#diagram-view').isVisible());
  assert.ok(await page.locator('#overlay *').count() > 0, 'the overlay outlines the extra node');
  // the answer's boxes and connectors stroked by status: 8 boxes (one extra), 7 connectors
  assert.ok(await page.locator('#diagram-marks').isVisible());
  assert.equal(await page.locator('#diagram-marks .dg-mark-extra').count(), 1);
  assert.equal(await page.locator('#diagram-marks .dg-mark-matched').count(), 14);
});

test('a drawn reversed arrow is marked on the picture', async () => {
  const { page } = fixture.tab;
  await pick(page, 'ml-pipeline-svg', 'reversed-arrow');
  const reversed = page.locator('#diagram-marks .dg-mark-reversed');
  assert.ok(await reversed.isVisible());
  assert.equal(await reversed.count(), 1);
  assert.match(await reversed.locator('title').textContent(), /edge Test set → Split: reversed/);
});

test('leaving a diagram for another kind hides the lists', async () => {
  const { page } = fixture.tab;
  await pick(page, 'ml-pipeline-svg', 'handwritten');
  assert.equal(await verdictText(page), 'PASS');
  assert.match(await page.locator('#diagram-summary').innerText(), /Paths: F1 100%/);
  await pick(page, 'circumcircle', null);
  assert.ok(await page.locator('#diagram-view').isHidden());
  assert.ok(await page.locator('#diagram-summary').isHidden());
  assert.ok(await page.locator('#diagram-marks').isHidden());
});

test('a Mermaid answer against the DOT reference: listed like a DOT answer, no picture', async () => {
  const { page } = fixture.tab;
  const task = JSON.parse(readFileSync(`${root}examples/diagram/ml-pipeline/task.json`, 'utf8'));
  task.format = 'mermaid';
  await pasteInto(page, '#task', JSON.stringify(task, null, 2));
  await pasteInto(page, '#candidate', [
    'Here is the pipeline:', '', '```mermaid', 'flowchart TD',
    '  raw[Raw data] --> clean[Clean] --> split{Split}', '  split --> train[Train model]',
    '  split --> test[(Test set)]', '  train & test --> eval([Evaluate])', '  eval -->|ship| deploy[Deploy]', '```',
  ].join('\n'));
  assert.equal(await verdictText(page), 'PASS');
  assert.match(await page.locator('#diagram-summary').innerText(), /Edges: F1 100%/);
  assert.equal((await items(page, 'Answer nodes')).filter((t) => /matched/.test(t)).length, 7);
  assert.equal((await items(page, 'Answer edges')).filter((t) => /matched/.test(t)).length, 7);
  assert.match(await page.locator('#no-picture').innerText(), /Mermaid diagram is read as a graph/);
  assert.ok(await page.locator('#diagram-marks').isHidden(), 'a Mermaid answer has nothing to mark');
});
