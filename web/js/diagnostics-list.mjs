// The diagnostics and requirements lists. Each entry is a button (focusable, Enter and
// Space work) that calls onSelect with what to highlight.

const ICON = { error: '✖', warning: '▲', info: 'ℹ' };

// where(diag) gives a short location text ("line 12") for a diagnostic.
export function renderDiagnostics(list, diagnostics, { where, onSelect }) {
  list.replaceChildren();
  if (!diagnostics.length) list.append(emptyItem('No diagnostics.'));
  diagnostics.forEach((d, i) => {
    const button = entry(list, `diag-${d.severity}`, i);
    button.dataset.code = d.code;
    const badge = span('badge', `${ICON[d.severity] ?? ''} ${d.severity}`);
    const head = span('entry-head', '');
    head.append(badge, span('code', d.code), span('where', where(d)));
    button.append(head, span('message', d.message));
    button.addEventListener('click', () => select(list, button, () => onSelect({ kind: 'diagnostic', diagnostic: d })));
  });
}

// describe(r), optional, gives {badge, message} for requirements a check words its own
// way (molecule atoms and bonds); null falls back to the geometric wording.
export function renderRequirements(list, requirements, { onSelect, describe = () => null }) {
  list.replaceChildren();
  if (!requirements.length) list.append(emptyItem('No requirements (no check ran).'));
  requirements.forEach((r, i) => {
    const button = entry(list, r.satisfied ? 'req-ok' : 'req-missing', i);
    button.dataset.id = r.id;
    const head = span('entry-head', '');
    const own = describe(r);
    head.append(span('badge', own?.badge ?? (r.satisfied ? '✔ found' : '✖ missing')), span('code', r.id));
    const off = r.error == null ? '' : `${r.measure ?? 'error'} ${num(r.error)}${r.tolerance == null ? '' : ` (allowed ${num(r.tolerance)})`}`;
    const by = r.satisfied ? `by candidate item${r.matched_by.length > 1 ? 's' : ''} ${r.matched_by.join(', ')}`
                           : r.nearest != null ? `nearest candidate item ${r.nearest}` : 'no candidate near';
    button.append(head, span('message', own?.message ?? [by, off].filter(Boolean).join('; ')));
    button.addEventListener('click', () => select(list, button, () => onSelect({ kind: 'requirement', requirement: r })));
  });
}

// 4 significant digits are plenty on screen; the report keeps 6.
const num = (x) => String(Number(x.toPrecision(4)));

function entry(list, cls, index) {
  const li = document.createElement('li');
  const button = document.createElement('button');
  button.type = 'button';
  button.className = `entry ${cls}`;
  button.dataset.index = String(index);
  button.setAttribute('aria-pressed', 'false');
  li.append(button);
  list.append(li);
  return button;
}

function select(list, button, then) {
  for (const b of list.closest('section').querySelectorAll('button.entry[aria-pressed="true"]')) b.setAttribute('aria-pressed', 'false');
  button.setAttribute('aria-pressed', 'true');
  then();
}

function span(cls, text) {
  const s = document.createElement('span');
  s.className = cls;
  s.textContent = text;
  return s;
}

function emptyItem(text) {
  const li = document.createElement('li');
  li.className = 'empty';
  li.textContent = text;
  return li;
}
