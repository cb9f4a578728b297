// Drill-down: every answer of the bundle, narrowed by filters (verdict, model, domain,
// format, diagnostic code, layout finding code (or "warnings": any), verdicts the two profiles disagree on, the reason they do) and
// a text search over task ids and responses, listed a page at a time in a list the
// keyboard can scroll. The filters are the view's (view-state.mjs), so each state is a
// permalink; a leaderboard cell or a group of profile differences sets them.

const kPage = 100;
export const kVerdicts = [['pass', 'pass'], ['fail', 'fail (answered)'], ['invalid', 'invalid'], ['missing', 'no answer']];

const key = (r) => `${r.model}\u0000${r.task}`;

// The rows that pass `filter`. `context`: otherVerdict(row) (the other profile's verdict,
// undefined if not judged), reasonOf(row) (its difference's reason key), responseHits (a
// Set of row keys whose response holds filter.q, or null while it is not known).
export function filterRows(rows, filter, { otherVerdict = () => undefined, reasonOf = () => undefined, responseHits = null } = {}) {
  const q = filter.q?.trim().toLowerCase();
  return rows.filter((r) => {
    if (filter.verdict) {
      if (filter.verdict === 'missing' ? !r.missing : (r.missing || r.verdict !== filter.verdict)) return false;
    }
    if (filter.model && r.model !== filter.model) return false;
    if (filter.domain && r.domain !== filter.domain) return false;
    if (filter.format && r.format !== filter.format) return false;
    if (filter.code && !(r.codes ?? []).includes(filter.code)) return false;
    if (filter.layout && !(filter.layout === 'warnings' ? (r.layout ?? []).length : (r.layout ?? []).includes(filter.layout))) return false;
    if (filter.differ || filter.reason) {
      const other = otherVerdict(r);
      if (other === undefined || other === r.verdict) return false;
    }
    if (filter.reason && reasonOf(r) !== filter.reason) return false;
    if (q && !r.task.toLowerCase().includes(q) && !responseHits?.has(key(r))) return false;
    return true;
  });
}

function text(tag, content, className) {
  const e = document.createElement(tag);
  e.textContent = content;
  if (className) e.className = className;
  return e;
}

function option(value, label, chosen) {
  return new Option(label, value, false, value === chosen);
}

// elements: {section, title, table, more, form, note}; onChange(filter) when the reader
// changes a filter; onItem(task) opens an item.
export function createAnswersList(elements, { onChange, onItem }) {
  const { section, title, table, more, form, note } = elements;
  let rows = [], shown = 0, why = null;
  const field = (name) => form.elements.namedItem(name);

  const head = () => {
    const tr = document.createElement('tr');
    for (const h of ['model', 'task', 'verdict', 'score', 'extraneous', 'diagnostic codes', 'layout warnings', ...(why ? ['the other profile'] : [])]) tr.append(text('th', h));
    tr.querySelectorAll('th').forEach((th) => th.setAttribute('scope', 'col'));
    const thead = document.createElement('thead');
    thead.append(tr);
    return thead;
  };

  function showMore() {
    const body = table.tBodies[0];
    const until = Math.min(rows.length, shown + kPage);
    for (; shown < until; ++shown) {
      const r = rows[shown];
      const tr = document.createElement('tr');
      tr.dataset.task = r.task;
      tr.dataset.model = r.model;
      tr.dataset.verdict = r.missing ? 'missing' : r.verdict;
      const button = text('button', r.task, 'link');
      button.type = 'button';
      button.addEventListener('click', () => onItem(r.task, button));
      const first = document.createElement('td');
      first.append(button);
      tr.append(text('td', r.model), first, text('td', r.missing ? 'no answer' : r.verdict, `v-${r.verdict}`),
                text('td', r.score.toFixed(2)), text('td', String(r.extraneous ?? 0)),
                text('td', (r.codes ?? []).join(', '), 'codes'), text('td', (r.layout ?? []).join(', '), 'codes'));
      if (why) tr.append(text('td', why(r) ?? '', 'why'));
      body.append(tr);
    }
    more.hidden = shown >= rows.length;
    more.textContent = `Show more (${rows.length - shown} left)`;
  }
  more.addEventListener('click', () => {
    const first = shown;
    showMore();
    table.tBodies[0].rows[first]?.querySelector('button')?.focus();
  });

  const read = () => {
    const filter = {};
    for (const name of ['verdict', 'model', 'domain', 'format', 'code', 'layout', 'reason', 'q']) {
      const value = field(name)?.value;
      if (value) filter[name] = value;
    }
    if (field('differ')?.checked) filter.differ = '1';
    return filter;
  };
  let typing = null;
  form.addEventListener('change', (e) => { if (e.target.name !== 'q') onChange(read()); });
  form.addEventListener('input', (e) => {
    if (e.target.name !== 'q') return;
    clearTimeout(typing);
    typing = setTimeout(() => onChange(read()), 250);
  });
  form.addEventListener('submit', (e) => { e.preventDefault(); clearTimeout(typing); onChange(read()); });
  form.addEventListener('reset', (e) => { e.preventDefault(); onChange({}); });

  return {
    // The choices the filters offer, from the rows: models in manifest order, codes by name.
    // reasons: [{reason, text, count}] or null while the differences are not known.
    options(allRows, models, filter, reasons) {
      const distinct = (pick) => [...new Set(allRows.map(pick))];
      const fill = (name, values, any) => {
        field(name).replaceChildren(option('', any, filter[name] ?? ''), ...values.map(([v, label]) => option(v, label, filter[name] ?? '')));
      };
      fill('verdict', kVerdicts, 'any verdict');
      fill('model', models.map((m) => [m, m]), 'any model');
      fill('domain', distinct((r) => r.domain).map((d) => [d, d]), 'any domain');
      fill('format', distinct((r) => r.format).map((f) => [f, f.toUpperCase()]), 'any format');
      fill('code', [...new Set(allRows.flatMap((r) => r.codes ?? []))].sort().map((c) => [c, c]), 'any diagnostic code');
      fill('layout', [['warnings', 'any layout warning'], ...[...new Set(allRows.flatMap((r) => r.layout ?? []))].sort().map((c) => [c, c])],
           'with or without layout warnings');
      fill('reason', (reasons ?? []).map((g) => [g.reason, `${g.text} (${g.count})`]), reasons ? 'any reason' : 'reasons not known yet');
      field('reason').disabled = !reasons;
      field('differ').checked = Boolean(filter.differ);
      if (document.activeElement !== field('q')) field('q').value = filter.q ?? '';
    },
    // rows: the filtered rows, in bundle order; label: what they are; hint: a note under it;
    // otherSide(row): what the other profile says of it, in a column of its own (null: none).
    show(label, listed, hint = '', otherSide = null) {
      rows = listed;
      why = otherSide;
      shown = 0;
      title.textContent = `${label}: ${rows.length} item${rows.length === 1 ? '' : 's'}, ${rows.filter((r) => r.verdict === 'pass').length} passed`;
      note.textContent = hint;
      table.replaceChildren(head(), document.createElement('tbody'));
      section.hidden = false;
      showMore();
    },
    hide() { section.hidden = true; rows = []; },
  };
}

// What a filter shows, in words, for the list's heading.
export function filterLabel(filter) {
  const parts = [];
  if (filter.model) parts.push(filter.model);
  if (filter.domain && filter.format) parts.push(`${filter.domain} in ${filter.format.toUpperCase()}`);
  else if (filter.domain) parts.push(`${filter.domain}, all formats`);
  else if (filter.format) parts.push(`all domains in ${filter.format.toUpperCase()}`);
  if (filter.verdict) parts.push(kVerdicts.find(([v]) => v === filter.verdict)?.[1] ?? filter.verdict);
  if (filter.code) parts.push(filter.code);
  if (filter.layout) parts.push(filter.layout === 'warnings' ? 'with a layout warning' : filter.layout);
  if (filter.differ && !filter.reason) parts.push('judged differently by the profiles');
  if (filter.reason) parts.push(`differing: ${filter.reason}`);
  if (filter.q) parts.push(`“${filter.q}”`);
  return parts.length ? parts.join(', ') : 'All answers';
}
