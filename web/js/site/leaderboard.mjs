// The leaderboard: models as rows; per domain its answer formats and their average, then
// the overall accuracy, mean score and extraneous elements (SSVG-Bench's Table 4 layout).
// Every number is the core's bundleSummary, as `plumb bundle` prints it, and every figure
// shown is the summary's `text` (rounded once, in the core, as the CLI's tables print it);
// this file only lays them out, sorts and colours them. A cell is a button listing its
// items: the accuracy, under it the 95% interval and the number of answers, and in its
// title the breakdown. While a bundle is judged the table is of the answers judged so far
// (`progress`: per model, how many of its answers are judged), marked partial.

// Column keys: "DOMAIN/FORMAT", "domain:DOMAIN" (the domain's average), "overall",
// "mean_score", "extraneous", "readable" (of the answers judged pass or fail, the share
// with no layout warning: docs/layout.md).
export function columnLabel(key) {
  if (key === 'overall' || key === 'mean_score' || key === 'extraneous' || key === 'readable') return 'all tasks';
  if (key.startsWith('domain:')) return `${key.slice(7)}, all formats`;
  const [domain, format] = key.split('/');
  return `${domain} in ${String(format).toUpperCase()}`;
}

// Red (0) through amber to green (1), light enough for dark text.
const shade = (x) => (x == null ? '' : `hsl(${Math.round(120 * x)} 70% ${88 - 10 * x}%)`);

// The core's summary (docs/bundle.md: columns [{domain, format}], models [{model, cells
// (one per column), domains, overall}], each a tally {answers, passes, accuracy,
// mean_score, mean_extraneous, ...}) keyed for lookup by column key.
function keyed(summary) {
  return {
    columns: summary.columns.map((c) => ({ key: `${c.domain}/${c.format}`, domain: c.domain, format: c.format })),
    models: summary.models.map((m) => ({
      name: m.model,
      cells: Object.fromEntries(m.cells.map((c) => [`${c.domain}/${c.format}`, c])),
      domains: Object.fromEntries(m.domains.map((d) => [d.domain, d])),
      overall: m.overall,
    })),
  };
}

// Accuracy as passes over answers, unrounded: the core's `accuracy` keeps 4 decimals, and
// 0.4565 printed as a percentage with one decimal would be 45.6 where plumb bundle's table
// (from the counts) says 45.7.
const accuracy = (stats) => (stats?.answers ? stats.passes / stats.answers : null);

function valueOf(model, key) {
  if (key === 'model') return model.name;
  if (key === 'overall') return accuracy(model.overall);
  if (key === 'mean_score') return model.overall?.mean_score;
  if (key === 'extraneous') return model.overall?.mean_extraneous;
  if (key === 'readable') return model.overall?.readable;
  if (key.startsWith('domain:')) return accuracy(model.domains?.[key.slice(7)]);
  return accuracy(model.cells?.[key]);
}

function th(text, attrs = {}) {
  const e = document.createElement('th');
  e.textContent = text;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

export function renderLeaderboard(table, coreSummary, { sort, onSort, onCell, progress = null }) {
  const summary = keyed(coreSummary);
  const domains = [];
  for (const c of summary.columns) if (!domains.includes(c.domain)) domains.push(c.domain);
  const layout = domains.map((d) => ({ domain: d, keys: summary.columns.filter((c) => c.domain === d).map((c) => c.key) }));

  const sortButton = (key, text, title) => {
    const b = document.createElement('button');
    b.type = 'button';
    b.className = 'sort';
    b.dataset.sort = key;
    const active = sort?.key === key;
    b.textContent = text + (active ? (sort.descending ? ' ▼' : ' ▲') : '');
    b.title = title;
    b.addEventListener('click', () => onSort({ key, descending: active ? !sort.descending : key !== 'model' }));
    return b;
  };
  const headed = (key, text, title, attrs) => { const e = th('', attrs); e.append(sortButton(key, text, title)); return e; };

  const top = document.createElement('tr');
  top.append(headed('model', 'model', 'sort by model name', { rowspan: '2', scope: 'col' }));
  for (const { domain, keys } of layout) top.append(th(domain, { colspan: String(keys.length + 1), scope: 'colgroup' }));
  top.append(th('overall', { colspan: '4', scope: 'colgroup' }));
  const second = document.createElement('tr');
  for (const { domain, keys } of layout) {
    for (const key of keys) second.append(headed(key, key.split('/')[1].toUpperCase(), `sort by accuracy, ${columnLabel(key)}`, { scope: 'col' }));
    second.append(headed(`domain:${domain}`, 'avg', `sort by accuracy, ${domain} (all formats)`, { scope: 'col', class: 'avg' }));
  }
  // The overall accuracy stays in view at the right edge while the columns scroll (a
  // phone shows two or three of twenty columns).
  second.append(headed('overall', 'accuracy', 'sort by accuracy over all tasks', { scope: 'col', class: 'avg overall' }),
                headed('mean_score', 'mean score', 'sort by mean score (partial credit)', { scope: 'col' }),
                headed('extraneous', 'extraneous', 'sort by extraneous elements per answer', { scope: 'col' }),
                headed('readable', 'readable %', 'sort by readability: of the answers judged pass or fail (a drawing was read), ' +
                       'the share with no layout warning (overlaps, out of frame, labels, marks: docs/layout.md)', { scope: 'col' }));
  const thead = document.createElement('thead');
  thead.append(top, second);

  const models = [...summary.models];
  if (sort) {
    const sign = sort.descending ? -1 : 1;
    models.sort((a, b) => {
      const x = valueOf(a, sort.key), y = valueOf(b, sort.key);
      if (typeof x === 'string') return sign * x.localeCompare(y);
      return sign * ((x ?? -1) - (y ?? -1));
    });
  }

  const body = document.createElement('tbody');
  for (const m of models) {
    const tr = document.createElement('tr');
    tr.dataset.model = m.name;
    const name = th(m.name, { scope: 'row' });
    const done = progress?.get(m.name);
    if (done) {
      const note = document.createElement('span');
      note.className = 'progress-note';
      note.textContent = `${done.judged} of ${done.answered} judged`;
      name.append(note);
    }
    tr.append(name);
    const cell = (key, stats, value, text, className = '') => {
      const td = document.createElement('td');
      td.className = className;
      td.dataset.column = key;
      if (value != null) td.dataset.value = String(value);
      if (stats?.answers) {
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'cell';
        const figure = document.createElement('span');
        figure.className = 'figure';
        figure.textContent = text;
        b.append(figure);
        const accuracyColumn = key !== 'mean_score' && key !== 'extraneous' && key !== 'readable';
        if (accuracyColumn) {
          const detail = document.createElement('span');
          detail.className = 'detail';
          // "interval · n N": on a laptop's width the count goes under the interval (the
          // separator hidden), so every column fits beside the names (web/css/site.css).
          const part = (className, text) => { const e = document.createElement('span'); e.className = className; e.textContent = text; return e; };
          detail.append(part('ci', stats.text.interval), part('sep', ' · '), part('n', `n ${stats.answers}`));
          b.append(detail);
        }
        b.title = `${m.name}, ${columnLabel(key)}: ${stats.answers} answers, ${stats.passes} pass, ${stats.fails} fail, ` +
                  `${stats.invalid} invalid, ${stats.missing} missing` +
                  (accuracyColumn ? `; accuracy ${stats.text.accuracy}% (95% Wilson interval ${stats.text.interval})` : '') +
                  (stats.drawn ? `; readable ${stats.text.readable}% (no layout warning, of ${stats.drawn} judged pass or fail)` : '');
        b.addEventListener('click', () => onCell({ model: m.name, column: key }));
        td.style.background = key === 'mean_score' || key === 'extraneous' ? '' : shade(value);
        if (key === 'readable' && !stats.drawn) { td.replaceChildren(); td.textContent = '—'; tr.append(td); return; }
        td.append(b);
      } else {
        td.textContent = '—';
      }
      tr.append(td);
    };
    for (const { domain, keys } of layout) {
      for (const key of keys) cell(key, m.cells?.[key], valueOf(m, key), m.cells?.[key]?.text.accuracy);
      cell(`domain:${domain}`, m.domains?.[domain], valueOf(m, `domain:${domain}`), m.domains?.[domain]?.text.accuracy, 'avg');
    }
    cell('overall', m.overall, valueOf(m, 'overall'), m.overall.text.accuracy, 'avg overall');
    cell('mean_score', m.overall, valueOf(m, 'mean_score'), m.overall.text.mean_score);
    cell('extraneous', m.overall, valueOf(m, 'extraneous'), m.overall.text.mean_extraneous);
    cell('readable', m.overall, valueOf(m, 'readable'), m.overall.text.readable);
    body.append(tr);
  }
  table.replaceChildren(thead, body);
  table.classList.remove('skeleton');
  table.classList.toggle('partial', Boolean(progress));
  table.setAttribute('aria-busy', progress ? 'true' : 'false');
}

// The leaderboard before any answer is judged: the manifest's models, each waiting for its
// answers (no figures yet: marked busy, not partial).
export function renderSkeleton(table, names, note) {
  const head = document.createElement('thead');
  const top = document.createElement('tr');
  top.append(th('model', { scope: 'col' }), th('accuracy', { scope: 'col' }));
  head.append(top);
  const body = document.createElement('tbody');
  for (const name of names) {
    const tr = document.createElement('tr');
    tr.dataset.model = name;
    const cell = document.createElement('td');
    cell.className = 'waiting';
    cell.textContent = note;
    tr.append(th(name, { scope: 'row' }), cell);
    body.append(tr);
  }
  table.replaceChildren(head, body);
  table.classList.remove('partial');
  table.classList.add('skeleton');
  table.setAttribute('aria-busy', 'true');
}
