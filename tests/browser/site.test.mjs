// The benchmark site (site.html) on the example bundle, as a reader uses it: the verdicts
// it computes in the browser equal `plumb bundle`'s, the leaderboard's cells are the
// accuracies of those rows, the profile switch and its differences, a cell's items, an
// item's answers side by side, the CSV export byte for byte, permalinks, the cache.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { start } from './harness.mjs';
import { nativeRows, nativeCsv, nativeLatex, nativeDifferences, differenceGroups, expectedCell, pick } from './bundle-native.mjs';

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
                                                         detail: td.querySelector('.detail')?.textContent.trim(), title: td.querySelector('button')?.title })),
  })));
  // Each model's overall cell gives its 95% interval and answers as plumb bundle's counts
  // table does (the golden table: model | tasks | answered | pass | fail | invalid | missing | accuracy % | 95% CI | ...).
  const golden = readFileSync(new URL('../golden/bundle/example-summary-default.txt', import.meta.url), 'utf8');
  for (const { model, cells: row } of cells) {
    const line = golden.split('\n').find((l) => l.startsWith(`| ${model} `) && l.split('|').length === 15);
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
      if (column === 'mean_score' || column === 'extraneous' || column === 'readable') continue;
      assert.equal(text, expectedCell(native.default, model, column), `${model}, ${column}`);
      ++checked;
    }
  }
  assert.ok(checked >= models.length * 4, `${checked} cells checked`);
});

test('the readability column is plumb bundle\'s readable %, and the layout filter lists the answers with that finding', async () => {
  // The counts table's last column (model | tasks | ... | with extraneous % | readable %).
  const golden = readFileSync(new URL('../golden/bundle/example-summary-default.txt', import.meta.url), 'utf8');
  const cells = await tab.page.$$eval('#s-leaderboard tbody tr', (trs) => trs.map((tr) => ({
    model: tr.dataset.model, readable: tr.querySelector('td[data-column="readable"] .figure')?.innerText.trim(),
    title: tr.querySelector('td[data-column="overall"] button')?.title })));
  assert.equal(cells.length, 5);
  for (const { model, readable, title } of cells) {
    const line = golden.split('\n').find((l) => l.startsWith(`| ${model} `) && l.split('|').length === 15);
    const expected = line.split('|')[13].trim();
    assert.equal(readable, expected, `${model} readable`);
    // Counted here from the CLI's rows too: pass or fail, no layout warning.
    const drawn = native.default.filter((r) => r.model === model && !r.missing && r.verdict !== 'invalid');
    assert.equal(readable, (100 * drawn.filter((r) => r.layout.length === 0).length / drawn.length).toFixed(1));
    assert.match(title, new RegExp(`readable ${expected}% \\(no layout warning, of ${drawn.length} judged pass or fail\\)`));
  }
  // The layout filter: a finding's code lists exactly the answers whose row has it.
  const codes = [...new Set(native.default.flatMap((r) => r.layout))].sort();
  assert.ok(codes.length >= 2, `layout codes in the example bundle: ${codes}`);
  for (const code of [codes[0], 'warnings']) {
    await openSite('?cache=0', `#layout=${code}`);
    const listed = await tab.page.evaluate(() => globalThis.plumblineSite.listed());
    const expected = native.default.filter((r) => (code === 'warnings' ? r.layout.length : r.layout.includes(code)));
    assert.deepEqual(listed.map((r) => `${r.model}|${r.task}`).sort(), expected.map((r) => `${r.model}|${r.task}`).sort(), code);
    assert.equal(await tab.page.locator('#s-find select[name="layout"]').inputValue(), code);
  }
  // A readability cell opens the model's answers with a layout warning.
  await tab.page.locator(`#s-leaderboard tbody tr[data-model="${cells[0].model}"] td[data-column="readable"] button`).click();
  assert.match(await tab.page.locator('#s-cell-title').innerText(), new RegExp(`${cells[0].model}, with a layout warning`));
  await openSite();
});

test('the Models table gives each model\'s metadata from the manifest', async () => {
  const rows = await tab.page.$$eval('#s-models tbody tr', (trs) => trs.map((tr) => ({ model: tr.dataset.model, other: tr.querySelector('[data-key="other"]')?.innerText })));
  const manifest = JSON.parse(readFileSync(new URL('../../examples/bundle/bundle.json', import.meta.url), 'utf8'));
  assert.deepEqual(rows.map((r) => r.model), manifest.models.map((m) => m.name));
  // Members the reader does not know, as `key: value` (the core passes them on with sorted keys).
  for (const r of rows) assert.match(r.other, /^built: examples\/tools\/make_bundle\.mjs.*\s+synthetic: yes$/);
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

test('switching to the ssvg profile judges again, and the page says why verdicts differ: the groups and counts plumb bundle --differences prints', async () => {
  await tab.page.selectOption('#s-profile', 'ssvg');
  await tab.page.waitForFunction(() => globalThis.plumblineSite.profile() === 'ssvg' && globalThis.plumblineSite.rows());
  await tab.page.waitForSelector('#s-diff-count', { timeout: 60000 });
  assert.deepEqual(await results(), native.ssvg.map(pick));
  const ssvg = new Map(native.ssvg.map((r) => [`${r.model}/${r.task}`, r.verdict]));
  const differ = native.default.filter((r) => ssvg.get(`${r.model}/${r.task}`) !== r.verdict);
  assert.ok(differ.length > 0, 'the example bundle should have answers the profiles judge differently');
  assert.match(await tab.page.locator('#s-diff-count').innerText(), new RegExp(`^${differ.length} answers? of ${native.default.length}`));
  // The page's groups are the CLI's, reason for reason and count for count, and its table the CLI's bytes.
  const cli = nativeDifferences();
  const groups = await tab.page.$$eval('#s-diff-groups li', (lis) => lis.map((li) => ({ reason: li.dataset.reason, count: Number(li.dataset.count) })));
  assert.deepEqual(groups, differenceGroups(cli));
  assert.ok(groups.length >= 5, `${groups.length} groups`);
  assert.equal(groups.reduce((n, g) => n + g.count, 0), differ.filter((r) => !r.missing).length);
  assert.equal(await tab.page.evaluate(() => globalThis.plumblineSite.differences().table), cli);
  // Per model: its accuracy under both profiles and the difference, as the CLI's first table.
  const models = await tab.page.$$eval('#s-diff-models tbody tr', (trs) => trs.map((tr) => [...tr.children].map((c) => c.innerText.trim())));
  for (const [model, byDefault, bySsvg, difference] of models) {
    assert.ok(cli.split('\n').some((l) => new RegExp(`^\\| ${model} +\\| +\\d+ \\| +${byDefault} \\| +${bySsvg} \\| +\\${difference} \\|`).test(l)), `${model} in ${cli}`);
  }
  // A group is a link to its answers: the list shows exactly them, and the focus goes there.
  const group = groups[1];
  await tab.page.click(`#s-diff-groups li[data-reason="${group.reason}"] button`);
  await tab.page.waitForFunction((n) => document.querySelectorAll('#s-cell-items tbody tr').length === Math.min(n, 100), group.count);
  assert.match(await tab.page.locator('#s-cell-title').innerText(), new RegExp(`: ${group.count} items?,`));
  assert.equal(await tab.page.evaluate(() => document.activeElement?.id), 's-cell-title');
  // Each of its answers says what the other profile judged, and why, in one line.
  const text = await tab.page.evaluate((r) => globalThis.plumblineSite.differences().groups.find((g) => g.reason === r).text, group.reason);
  for (const why of await tab.page.$$eval('#s-cell-items tbody td.why', (tds) => tds.map((td) => td.textContent))) {
    assert.equal(why.replace(/^default: (pass|fail|invalid) \(/, '').replace(/\)$/, ''), text);
  }
  assert.match(await tab.page.evaluate(() => location.hash), new RegExp(`differ=1&reason=${group.reason.replace(/\./g, '\\.')}`));
  await tab.page.selectOption('#s-profile', 'default');
  await tab.page.waitForFunction(() => globalThis.plumblineSite.profile() === 'default');
  await tab.page.click('#s-find button[type="reset"]');
});

test('a cell lists its items; an item shows every model\'s answer with its verdict, and links to the playground', async () => {
  const row = native.default.find((r) => r.domain === 'molecule' && r.verdict === 'fail' && !r.missing);
  const column = `${row.domain}/${row.format}`;
  await tab.page.click(`#s-leaderboard tr[data-model="${row.model}"] td[data-column="${column}"] button`);
  await tab.page.waitForSelector('#s-cell-section:not([hidden])');
  // The keyboard's focus goes to what opened: the list's heading, then the item's.
  assert.equal(await tab.page.evaluate(() => document.activeElement?.id), 's-cell-title');
  const inCell = native.default.filter((r) => r.model === row.model && r.domain === row.domain && r.format === row.format);
  assert.match(await tab.page.locator('#s-cell-title').textContent(), new RegExp(`${inCell.length} items?, ${inCell.filter((r) => r.verdict === 'pass').length} passed`));
  await tab.page.click(`#s-cell-items tr[data-task="${row.task}"] button`);
  await tab.page.waitForSelector('#s-item-section:not([hidden]) .card');
  await tab.page.waitForFunction(() => document.activeElement?.id === 's-item-title');
  const cards = await tab.page.$$eval('#s-answers .card', (cs) => cs.map((c) => ({ model: c.dataset.model, verdict: c.dataset.verdict })));
  const expected = native.default.filter((r) => r.task === row.task).map((r) => ({ model: r.model, verdict: r.verdict }));
  assert.deepEqual(cards, expected);
  // A drawn answer's card shows the core's drawing as an image, never the answer's own markup.
  assert.ok(await tab.page.locator('#s-answers .card img[src^="data:image/svg+xml"]').count() >= 1);
  // Each card carries the raw response, collapsed, with the extracted drawing marked.
  const answer = readFileSync(new URL(`../../examples/bundle/answers/${row.model}.jsonl`, import.meta.url), 'utf8')
    .split('\n').filter(Boolean).map((l) => JSON.parse(l)).find((a) => a.task === row.task);
  const card = tab.page.locator(`#s-answers .card[data-model="${row.model}"]`);
  assert.equal(await card.locator('details.response').getAttribute('open'), null, 'the response starts collapsed');
  assert.equal(await card.locator('details.response pre').textContent(), answer.response);
  const marked = await card.locator('details.response pre mark').textContent();
  assert.ok(marked.length > 0 && answer.response.includes(marked), 'the extracted block is marked');
  const href = await tab.page.locator(`#s-answers .card[data-model="${row.model}"] a.open-playground`).getAttribute('href');
  assert.match(href, /^index\.html#z=/);
  // The permalink restores the cell and the item.
  const hash = await tab.page.evaluate(() => location.hash);
  assert.match(hash, /model=.*domain=.*format=.*item=/);
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

// Every answer's response, by model and task, as the bundle's files give them.
function responses() {
  const out = new Map();
  const manifest = JSON.parse(readFileSync(new URL('../../examples/bundle/bundle.json', import.meta.url), 'utf8'));
  for (const m of manifest.models) {
    for (const line of readFileSync(new URL(`../../examples/bundle/${m.answers}`, import.meta.url), 'utf8').split('\n').filter(Boolean)) {
      const a = JSON.parse(line);
      if (!out.has(`${m.name}/${a.task}`)) out.set(`${m.name}/${a.task}`, a.response);
    }
  }
  return out;
}

const listed = (page = tab.page) => page.evaluate(() => globalThis.plumblineSite.listed());
const brief = (rows) => rows.map(({ model, task, verdict }) => ({ model, task, verdict }));

test('the answers list finds things: filters and a search over responses reach the expected answers, and a permalink restores them', async () => {
  await tab.page.click('#s-find button[type="reset"]');
  // Filters: a model's invalid answers; then a diagnostic code in one domain.
  const model = [...new Set(native.default.map((r) => r.model))].sort()[4];
  await tab.page.selectOption('#s-find select[name="verdict"]', 'invalid');
  await tab.page.selectOption('#s-find select[name="model"]', model);
  const invalid = native.default.filter((r) => r.model === model && r.verdict === 'invalid');
  assert.ok(invalid.length > 0);
  await tab.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n, invalid.length);
  assert.deepEqual(await listed(), brief(invalid));
  assert.equal(await tab.page.locator('#s-cell-items tbody tr').count(), invalid.length);
  await tab.page.click('#s-find button[type="reset"]');
  await tab.page.selectOption('#s-find select[name="domain"]', 'molecule');
  await tab.page.selectOption('#s-find select[name="code"]', 'molecule.bond.missing');
  const bondMissing = native.default.filter((r) => r.domain === 'molecule' && r.codes.includes('molecule.bond.missing'));
  await tab.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n, bondMissing.length);
  assert.deepEqual(await listed(), brief(bondMissing));
  // The list scrolls by keyboard: it takes the focus.
  assert.equal(await tab.page.locator('#s-cell-section .list-scroll').getAttribute('tabindex'), '0');

  // A search over task ids and the responses' text (any case).
  await tab.page.click('#s-find button[type="reset"]');
  const q = 'RGB(39';
  const texts = responses();
  const found = native.default.filter((r) => r.task.toLowerCase().includes(q.toLowerCase()) || texts.get(`${r.model}/${r.task}`)?.toLowerCase().includes(q.toLowerCase()));
  assert.ok(found.length >= 3, `${found.length} answers hold ${q}`);
  await tab.page.fill('#s-find input[name="q"]', q);
  await tab.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n && !document.getElementById('s-find-note').textContent, found.length);
  assert.deepEqual(await listed(), brief(found));
  // And one over task ids only.
  await tab.page.fill('#s-find input[name="q"]', 'circumcircle');
  const circum = native.default.filter((r) => r.task.includes('circumcircle') || texts.get(`${r.model}/${r.task}`)?.toLowerCase().includes('circumcircle'));
  await tab.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n && !document.getElementById('s-find-note').textContent, circum.length);

  // The permalink restores filters and search in a new page.
  await tab.page.selectOption('#s-find select[name="verdict"]', 'fail');
  const failing = circum.filter((r) => r.verdict === 'fail' && !r.missing);
  await tab.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n, failing.length);
  const hash = await tab.page.evaluate(() => location.hash);
  assert.match(hash, /verdict=fail/);
  assert.match(hash, /q=circumcircle/);
  const other = await h.newPage();
  await other.page.goto(`${h.url}site.html${hash}`);
  await other.page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await other.page.evaluate(() => globalThis.plumblineSite.ready);
  await other.page.waitForFunction((n) => globalThis.plumblineSite.listed().length === n && !document.getElementById('s-find-note').textContent, failing.length);
  assert.deepEqual(await listed(other.page), brief(failing));
  assert.equal(await other.page.locator('#s-find select[name="verdict"]').inputValue(), 'fail');
  assert.equal(await other.page.locator('#s-find input[name="q"]').inputValue(), 'circumcircle');
  assert.equal(await other.page.locator('#s-cell-title').innerText(), await tab.page.locator('#s-cell-title').innerText());
  await other.page.close();
  await tab.page.click('#s-find button[type="reset"]');
});

test('Export CSV and LaTeX download exactly what plumb bundle --csv and --latex write; Export JSON the same rows', async () => {
  const [csv] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-csv')]);
  assert.equal(readFileSync(await csv.path(), 'utf8'), nativeCsv());
  const [latex] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-latex')]);
  assert.equal(readFileSync(await latex.path(), 'utf8'), nativeLatex());
  const [json] = await Promise.all([tab.page.waitForEvent('download'), tab.page.click('#s-export-json')]);
  assert.deepEqual(JSON.parse(readFileSync(await json.path(), 'utf8')), native.default);
});

test('the plots are drawn: accuracy by format, by molecule size with the answers per bin, and the failure kinds; each plot a permalink', async () => {
  for (const id of ['s-plot-format', 's-plot-size', 's-plot-failures']) {
    assert.ok(await tab.page.locator(`#${id} svg`).count() >= 1, `${id} has no chart`);
  }
  const models = [...new Set(native.default.map((r) => r.model))];
  for (const id of ['s-plot-format', 's-plot-size', 's-plot-failures']) {
    const text = await tab.page.locator(`#${id}`).innerText();
    for (const m of models) assert.ok(text.includes(m), `${id} does not name ${m}`);
  }
  // The size plot gives each bin's answers: "n" labels add up to the molecule answers of sized tasks.
  const counts = await tab.page.$$eval('#s-plot-size svg text', (ts) => ts.map((t) => t.textContent).filter((t) => / · n \d+$/.test(t)).map((t) => Number(t.split(' · n ')[1])));
  assert.equal(counts.reduce((a, b) => a + b, 0), native.default.filter((r) => r.domain === 'molecule' && Number.isFinite(r.size)).length);
  // A plot's link puts it in the permalink, which a new page opens at that plot.
  await tab.page.click('#s-plot-size .plot-link');
  assert.match(await tab.page.evaluate(() => location.hash), /plot=size/);
  assert.equal(await tab.page.evaluate(() => document.activeElement?.id), 's-plot-size');
  // A permalink to another plot, as the address bar brings it (a fresh page's load shows the
  // view through the same function).
  await tab.page.evaluate(() => { location.hash = 'plot=failures'; });
  await tab.page.waitForFunction(() => document.activeElement?.id === 's-plot-failures');
});

test('a palette for 24 models: every colour distinct, the legend in columns that fit', async () => {
  const { kPalette, colourOf } = await tab.page.evaluate(async () => {
    const m = await import('./js/site/plots.mjs');
    return { kPalette: m.kPalette, colourOf: [...m.colourOf(Array.from({ length: 24 }, (_, i) => `model-${i}`)).values()] };
  });
  assert.equal(new Set(colourOf).size, 24);
  assert.deepEqual(colourOf, kPalette);
  // CIE76 distance in Lab between every two colours: at least 30 (a just-noticeable difference is about 2.3).
  const lab = (hex) => {
    const lin = (c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
    const [r, g, b] = [1, 3, 5].map((i) => lin(parseInt(hex.slice(i, i + 2), 16) / 255));
    const f = (t) => (t > 0.008856 ? Math.cbrt(t) : 7.787 * t + 16 / 116);
    const x = f((0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047), y = f(0.2126 * r + 0.7152 * g + 0.0722 * b), z = f((0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883);
    return [116 * y - 16, 500 * (x - y), 200 * (y - z)];
  };
  let nearest = Infinity;
  for (let i = 0; i < 24; ++i) for (let j = i + 1; j < 24; ++j) nearest = Math.min(nearest, Math.hypot(...lab(kPalette[i]).map((v, k) => v - lab(kPalette[j])[k])));
  assert.ok(nearest >= 30, `two colours only ${nearest.toFixed(1)} apart`);
  // Twenty-four models in a bundle: the plots name each, the failures' legend stays within its plot's width.
  const page = (await h.newPage()).page;
  const task = JSON.parse(readFileSync(new URL('../../examples/geometry/circumcircle/task.json', import.meta.url), 'utf8'));
  const many = { schema: 'plumbline/bundle@1', name: '24 models', tasks: [task],
                 models: Array.from({ length: 24 }, (_, i) => ({ name: `a-rather-long-model-name-${String(i + 1).padStart(2, '0')}`, answers: [{ task: task.id, response: 'no drawing here' }] })) };
  await page.goto(`${h.url}site.html?cache=0`);
  // Loaded as soon as the example bundle's load has begun (`ready` is its promise), which it supersedes.
  await page.waitForFunction(() => globalThis.plumblineSite?.ready);
  await page.evaluate((text) => globalThis.plumblineSite.load({ 'bundle.json': text }), JSON.stringify(many));
  const legend = await page.$$eval('#s-plot-failures .legend li', (lis) => lis.map((li) => ({ text: li.innerText, colour: li.querySelector('.swatch').style.background })));
  assert.equal(legend.length, 24);
  assert.equal(new Set(legend.map((l) => l.colour)).size, 24);
  const box = await page.locator('#s-plot-failures .legend').boundingBox();
  assert.ok(box.width <= 570 && box.height <= 24 * 18 / 2, `legend ${box.width}x${box.height}`);
  const names = await page.locator('#s-plot-format').innerText();
  for (const m of many.models) assert.ok(names.includes(m.name), `${m.name} is not on the format plot`);
  await page.close();
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
                          ['m', '1 of 1', 'v2.1', '2026-11-20', '7B', 'zero-shot', 'max_tokens=4096, temperature=0', 'javascript:alert(1)', 'lab: ours']]);
  assert.equal(await page.locator('#s-models a').count(), 0, 'a url that is not http(s) is not a link');
  await page.close();
});

test('nothing left the page and nothing failed', async () => {
  const outside = tab.requests.filter((u) => !u.startsWith(h.url) && !u.startsWith('data:') && !u.startsWith('blob:'));
  assert.deepEqual(outside, []);
  assert.deepEqual(tab.dialogs, []);
  assert.deepEqual(tab.errors, []);
});
