// The models of a bundle and what its manifest says of each (docs/bundle.md, "Model
// metadata"): name, how many tasks it answered, then the documented optional members
// (version, date, params, prompt, settings, url) in that order and any others after them.
// Everything is text from the manifest, shown as text; a url is a link only if it is
// http(s).

const kKnown = [
  ['version', 'version'], ['date', 'date'], ['params', 'parameters'], ['prompt', 'prompt'],
  ['settings', 'settings'], ['url', 'link'],
];

// A metadata value in one line: objects as "key=value, ...", arrays joined, booleans yes/no.
export function metadataText(value) {
  if (value == null) return '';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (Array.isArray(value)) return value.map(metadataText).join(', ');
  if (typeof value === 'object') return Object.entries(value).map(([k, v]) => `${k}=${metadataText(v)}`).join(', ');
  return String(value);
}

function cell(tag, text, attrs = {}) {
  const e = document.createElement(tag);
  e.textContent = text;
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, v);
  return e;
}

// models: readBundle's [{name, metadata, answered}]; tasks: the number of usable tasks.
export function renderModels(table, models, tasks) {
  const present = kKnown.filter(([key]) => models.some((m) => m.metadata?.[key] != null));
  const hasOther = models.some((m) => Object.keys(m.metadata ?? {}).some((k) => !kKnown.some(([key]) => key === k)));
  const head = document.createElement('tr');
  head.append(cell('th', 'model', { scope: 'col' }), cell('th', 'answered', { scope: 'col' }),
              ...present.map(([, label]) => cell('th', label, { scope: 'col' })),
              ...(hasOther ? [cell('th', 'other', { scope: 'col' })] : []));
  const body = document.createElement('tbody');
  for (const m of models) {
    const tr = document.createElement('tr');
    tr.dataset.model = m.name;
    const meta = m.metadata ?? {};
    tr.append(cell('th', m.name, { scope: 'row' }), cell('td', `${m.answered} of ${tasks}`));
    for (const [key] of present) {
      const td = cell('td', '', { 'data-key': key });
      const text = metadataText(meta[key]);
      if (key === 'url' && typeof meta[key] === 'string' && /^https?:\/\//i.test(meta[key])) {
        const a = cell('a', text, { href: meta[key], rel: 'noopener noreferrer', target: '_blank' });
        td.append(a);
      } else {
        td.textContent = text;
      }
      tr.append(td);
    }
    if (hasOther) {
      const td = cell('td', '', { 'data-key': 'other' });
      const other = Object.entries(meta).filter(([k]) => !kKnown.some(([key]) => key === k));
      for (const [k, v] of other) {
        const line = document.createElement('div');
        line.append(cell('span', k, { class: 'meta-key' }), `: ${metadataText(v)}`);
        td.append(line);
      }
      tr.append(td);
    }
    body.append(tr);
  }
  const thead = document.createElement('thead');
  thead.append(head);
  table.replaceChildren(thead, body);
}
