// The benchmark site (site.html) on the example bundle, as a reader uses it: the verdicts
// it computes in the browser equal `plumb bundle`'s, the leaderboard's cells are the
// accuracies of those rows, the profile switch and its differences, a cell's items, an
// item's answers side by side, the CSV export byte for byte, permalinks, the cache.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start } from './harness.mjs';
import { nativeRows, nativeCsv, nativeLatex, expectedCell, pick } from './bundle-native.mjs';

let h, tab;
const native = {};
before(async () => {
  h = await start();
  tab = await h.newPage();
  native.default = nativeRows();
  native.ssvg = nativeRows(undefined, 'ssvg');
});
after(() => h?.close());

async function openSite(query = '?cache=0', hash = '') {
  await tab.page.goto(`${h.url}site.html${query}${hash}`);
  await tab.page.waitForFunction(() => globalThis.plumblineSite?.ready, null, { timeout: 30000 });
  await tab.page.evaluate(() => globalThis.plumblineSite.ready);
}

const results = () => tab.page.evaluate(() => globalThis.plumblineSite.results());

test('every answer judged in the browser gets the verdict and score plumb bundle gives', async () => {
  const seen = tab.requests.length;
  await openSite('?cache=0&workers=3');
  // The page and its three workers share one fetch and one compile of the module.
  const loaded = tab.requests.slice(seen);
  assert.equal(await tab.page.evaluate(() => globalThis.plumblineSite.workers), 3);
  assert.equal(loaded.filter((u) => /\/plumbline\.wasm$/.test(u)).length, 1, 'plumbline.wasm requests');
  assert.equal(loaded.filter((u) => /\/plumbline\.js$/.test(u)).length, 1, 'plumbline.js requests');
  const rows = await results();
  assert.ok(rows.length > 500, `only ${rows.length} results`);
  assert.deepEqual(rows, native.default.map(pick));
  assert.match(await tab.page.locator('#s-status').innerText(), /answers judged in [\d.]+ s on \d+ worker/);
});

test('the leaderboard shows each model\'s accuracy per domain and format, as counted from the CLI\'s rows', async () => {
  const cells = await tab.page.$$eval('#s-leaderboard tbody tr', (trs) => trs.map((tr) => ({
    model: tr.dataset.model,
    cells: [...tr.querySelectorAll('td')].map((td) => ({ column: td.dataset.column, text: (td.querySelector('.figure') ?? td).innerText.trim(),
                                                         detail: td.querySelector('.detail')?.innerText.trim(), title: td.querySelector('button')?.title })),
  })));
  // Each model's overall cell gives its 95% interval and answers as plumb bundle's counts
  // table does (the golden table: model | tasks | answered | pass | fail | invalid | missing | accuracy % | 95% CI | ...).
  const golden = readFileSync(new URL('../golden/bundle/example-summary-default.txt', import.meta.url), 'utf8');
  for (const { model, cells: row } of cells) {
    const line = golden.split('\n').find((l) => l.startsWith(`| ${model} `) && l.split('|').length === 14);
    const [, , tasks, , pass, fail, invalid, missing, accuracy, ci] = line.split('|').map((c) => c.trim());
    const overall = row.find((c) => c.column === 'overall');
    assert.equal(overall.text, accuracy, `${model} accuracy`);
    assert.equal(overall.detail, `${ci} · n ${tasks}`, `${model} interval`);
    assert.match(overall.title, new RegExp(`${tasks} answers, ${pass} pass, ${fail} fail, ${invalid} invalid, ${missing} missing; accuracy ${accuracy}% \\(95% Wilson interval ${ci}\\)`));
    assert.equal(row.find((c) => c.column === 'mean_score').text, line.split('|')[10].trim(), `${model} mean score`);
  }
  const models = [...new Set(native.default.map((r) => r.model))];
  assert.deepEqual(cells.map((r) => r.model).sort(), [...models].sort());
  let checked = 0;
  for (const { model, cells: row } of cells) {
    for (const { column, text } of row) {
      if (column === 'mean_score' || column === 'extraneous') continue;
      assert.equal(text, expectedCell(native.default, model, column), `${model}, ${column}`);
      ++checked;
    }
  }
  assert.ok(checked >= models.length * 4, `${checked} cells checked`);
});

test('the Models table gives each model\'s metadata from the manifest', async () => {
  const rows = await tab.page.$$eval('#s-models tbody tr', (trs) => trs.map((tr) => ({ model: tr.dataset.model, other: tr.querySelector('[data-key="other"]')?.innerText })));
  const manifest = JSON.parse(readFileSync(new URL('../../examples/bundle/bundle.json', import.meta.url), 'utf8'));
  assert.deepEqual(rows.map((r) => r.model), manifest.models.map((m) => m.name));
  for (const r of rows) assert.match(r.other, /synthetic: yes\s+built: examples\/tools\/make_bundle\.mjs/);
});

test('two models compared on the tasks both answered: the paired counts and McNemar\'s test, in the permalink', async () => {
  const models = [...new Set(native.default.map((r) => r.model))].sort();
  const [a, b] = [models[1], models[3]];
  await tab.page.selectOption('#s-compare-a', a);
  await tab.page.selectOption('#s-compare-b', b);
  const verdict = (m) => new Map(native.default.filter((r) => r.model === m && !r.missing).map((r) => [r.task, r.verdict === 'pass']));
  const va = verdict(a), vb = verdict(b);
  let onlyA = 0, onlyB = 0, both = 0, neither = 0;
  for (const [task, pa] of va) {
    if (!vb.has(task)) continue;
    const pb = vb.get(task);
    if (pa && pb) ++both; else if (pa) ++onlyA; else if (pb) ++onlyB; else ++neither;
  }
  const text = await tab.page.locator('#s-compare-result').innerText();
  assert.match(text, new RegExp(`On the ${onlyA + onlyB + both + neither} tasks both answered`));
  assert.match(text, new RegExp(`${onlyA} pass only with ${a}, ${onlyB} only with ${b}, ${both} with both, ${neither} with neither`));
  assert.match(text, /McNemar's exact test on the \d+ disagreements: p = (<0\.0001|[01]\.\d{4})\./);
  assert.match(await tab.page.evaluate(() => location.hash), new RegExp(`compare=${a}&with=${b}`));
});

test('sorting by a column orders the models by it, and the sort is in the permalink', async () => {
  await tab.page.click('#s-leaderboard button.sort[data-sort="overall"]');
  const values = await tab.page.$$eval('#s-leaderboard tbody td[data-column="overall"]', (tds) => tds.map((td) => Number(td.dataset.value)));
  assert.deepEqual(values, [...values].sort((a, b) => b - a));
  assert.match(await tab.page.evaluate(() => location.hash), /sort=overall%3Adesc|sort=overall:desc/);
});

test('switching to the ssvg profile judges again with the published scripts\' reading and lists the verdicts that differ', async () => {
  await tab.page.selectOption('#s-profile', 'ssvg');
  await tab.page.waitForFunction(() => globalThis.plumblineSite.profile() === 'ssvg' && globalThis.plumblineSite.rows());
  await tab.page.waitForSelector('#s-diff-count');
  assert.deepEqual(await results(), native.ssvg.map(pick));
  const ssvg = new Map(native.ssvg.map((r) => [`${r.model}/${r.task}`, r.verdict]));
  const differ = native.default.filter((r) => ssvg.get(`${r.model}/${r.task}`) !== r.verdict);
  assert.ok(differ.length > 0, 'the example bundle should have answers the profiles judge differently');
  assert.equal(await tab.page.locator('#s-diff-table tbody tr').count(), differ.length);
  assert.match(await tab.page.locator('#s-diff-count').innerText(), new RegExp(`^${differ.length} answers? of ${native.default.length}`));
  await tab.page.selectOption('#s-profile', 'default');
  await tab.page.waitForFunction(() => globalThis.plumblineSite.profile() === 'default');
});

test('a cell lists its items; an item shows every model\'s answer with its verdict, and links to the playground', async () => {
  const row = native.default.find((r) => r.domain === 'molecule' && r.verdict === 'fail' && !r.missing);
  const column = `${row.domain}/${row.format}`;
  await tab.page.click(`#s-leaderboard tr[data-model="${row.model}"] td[data-column="${column}"] button`);
  await tab.page.waitForSelector('#s-cell-section:not([hidden])');
  const inCell = native.default.filter((r) => r.model === row.model && r.domain === row.domain && r.format === row.format);
  assert.match(await tab.page.locator('#s-cell-title').textContent(), new RegExp(`${inCell.length} items?, ${inCell.filter((r) => r.verdict === 'pass').length} passed`));
  await tab.page.click(`#s-cell-items tr[data-task="${row.task}"] button`);
  await tab.page.waitForSelector('#s-item-section:not([hidden]) .card');
  const cards = await tab.page.$$eval('#s-answers .card', (cs) => cs.map((c) => ({ model: c.dataset.model, verdict: c.dataset.verdict })));
  const expected = native.default.filter((r) => r.task === row.task).map((r) => ({ model: r.model, verdict: r.verdict }));
  assert.deepEqual(cards, expected);
  // A drawn answer's card shows the core's drawing as an image, never the answer's own markup.
  assert.ok(await tab.page.locator('#s-answers .card img[src^="data:image/svg+xml"]').count() >= 1);
  const href = await tab.page.locator(`#s-answers .card[data-model="${row.model}"] a.open-playground`).getAttribute('href');
  assert.match(href, /^index\.html#z=/);
  // The permalink restores the cell and the item.
  const hash = await tab.page.evaluate(() => location.hash);
  assert.match(hash, /cell=.*item=/);
  const other = await h.newPage();
  await other.page.goto(`${h.url}site.html${hash}`);
  await other.page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await other.page.evaluate(() => globalThis.plumblineSite.ready);
  await other.page.waitForSelector('#s-item-section:not([hidden]) .card');
  assert.equal(await other.page.locator('#s-cell-title').innerText(), await tab.page.locator('#s-cell-title').innerText());
  // That second page found the results in the cache the first one filled? No: the first ran with
  // ?cache=0. This one judged and stored them; a reload reads them back without judging.
  await other.page.reload();
  await other.page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await other.page.evaluate(() => globalThis.plumblineSite.ready);
  assert.match(await other.page.locator('#s-status').innerText(), /from this browser's cache/);
  assert.deepEqual(await other.page.evaluate(() => globalThis.plumblineSite.results()), native.default.map(pick));
  await other.page.close();
});

test('Export CSV and LaTeX download exactly what plumb bundle --csv and --latex write; Export JSON the same rows', async () => {
  const [csv] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-csv')]);
  assert.equal(readFileSync(await csv.path(), 'utf8'), nativeCsv());
  const [latex] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-latex')]);
  assert.equal(readFileSync(await latex.path(), 'utf8'), nativeLatex());
  const [json] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-json')]);
  assert.deepEqual(JSON.parse(readFileSync(await json.path(), 'utf8')), native.default);
});

test('the plots are drawn: accuracy by format, by molecule size, and the failure kinds', async () => {
  for (const id of ['s-plot-format', 's-plot-size', 's-plot-failures']) {
    assert.ok(await tab.page.locator(`#${id} svg`).count() >= 1, `${id} has no chart`);
  }
  const models = [...new Set(native.default.map((r) => r.model))];
  const legend = await tab.page.locator('#s-plot-format').innerText();
  for (const m of models) assert.ok(legend.includes(m), `the legend lacks ${m}`);
});

test('a bundle loaded while another is judged supersedes it: ready settles for the new one, and the old one shows nothing', async () => {
  const page = (await h.newPage()).page;
  const task = JSON.parse(readFileSync(new URL('../../examples/geometry/circumcircle/task.json', import.meta.url), 'utf8'));
  const small = { schema: 'plumbline/bundle@1', name: 'the newer bundle', tasks: [task],
                  models: [{ name: 'm', answers: [{ task: task.id, response: 'no drawing here' }], version: 'v2.1', date: '2026-11-20',
                             params: '7B', prompt: 'zero-shot', settings: { temperature: 0, max_tokens: 4096 }, url: 'javascript:alert(1)', lab: 'ours' }] };
  await page.goto(`${h.url}site.html?cache=0&workers=2`);
  // While the example bundle is judged (a thousand answers), load another, and again at once
  // (a superseded load may be at any await). Not waitForFunction on `ready`: it would wait
  // for the promise.
  await page.waitForFunction(() => /^Judging/.test(document.getElementById('s-status').textContent));
  const outcome = await page.evaluate(async (text) => {
    const site = globalThis.plumblineSite;
    const first = site.ready;
    const second = site.load({ 'bundle.json': text.replace('the newer bundle', 'a bundle superseded at once') });
    const third = site.load({ 'bundle.json': text });
    const settled = async (p) => p.then(() => 'resolved', (e) => `${e.name}: ${e.message}`);
    return { ready: await settled(site.ready), third: await settled(third), first: await settled(first),
             second: await settled(second), rows: site.results() };
  }, JSON.stringify(small));
  assert.equal(outcome.ready, 'resolved', JSON.stringify(outcome).slice(0, 400));
  assert.equal(outcome.third, 'resolved');
  assert.match(outcome.first, /^AbortError/, JSON.stringify(outcome).slice(0, 400));
  assert.match(outcome.second, /^AbortError/);
  assert.deepEqual(outcome.rows.map((r) => [r.model, r.task, r.verdict]), [['m', task.id, 'invalid']]);
  assert.equal(await page.locator('#s-bundle-name').innerText(), 'the newer bundle');
  assert.match(await page.locator('#s-status').innerText(), /1 model × 1 task: 1 answers judged/);
  // The model's metadata from the manifest, the documented members in their order, others after.
  const meta = await page.$$eval('#s-models tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.innerText.trim())));
  assert.deepEqual(meta, [['model', 'answered', 'version', 'date', 'parameters', 'prompt', 'settings', 'link', 'other'],
                          ['m', '1 of 1', 'v2.1', '2026-11-20', '7B', 'zero-shot', 'temperature=0, max_tokens=4096', 'javascript:alert(1)', 'lab: ours']]);
  assert.equal(await page.locator('#s-models a').count(), 0, 'a url that is not http(s) is not a link');
  await page.close();
});

test('nothing left the page and nothing failed', async () => {
  const outside = tab.requests.filter((u) => !u.startsWith(h.url) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(outside, []);
  assert.deepEqual(tab.dialogs, []);
  assert.deepEqual(tab.errors, []);
});
