// The diagnostics and requirements lists. Each entry is a button (focusable, Enter and
// Space work) that calls onSelect with what to highlight.

const ICON = { error: '✖', warning: '▲', info: 'ℹ' };

// Warnings and notes on the task's own drawings and fields (source reference, input or
// task, not an error): the task author's business, not the answer's. An error there (the
// reference cannot be read) or a reference item the answer lacks stays with the answer's.
export const aboutTheTask = (d) => ['reference', 'input', 'task'].includes(d.source) && d.severity !== 'error';

// where(diag) gives a short location text ("line 12") for a diagnostic. Those about the
// task are listed last, folded under one line.
export function renderDiagnostics(list, diagnostics, { where, onSelect }) {
  list.replaceChildren();
  const answer = [], task = [];
  diagnostics.forEach((d, i) => (aboutTheTask(d) ? task : answer).push([d, i]));
  if (!answer.length) list.append(emptyItem(task.length ? 'No diagnostics about the answer.' : 'No diagnostics.'));
  const add = (into, [d, i]) => {
    const button = entry(into, `diag-${d.severity}`, i);
    button.dataset.code = d.code;
    const badge = span('badge', `${ICON[d.severity] ?? ''} ${d.severity}`);
    const head = span('entry-head', '');
    head.append(badge, span('code', d.code), span('where', where(d)));
    button.append(head, span('message', d.message));
    button.addEventListener('click', () => select(list, button, () => onSelect({ kind: 'diagnostic', diagnostic: d })));
  };
  answer.forEach((x) => add(list, x));
  if (!task.length) return;
  const li = document.createElement('li');
  li.className = 'task-notes';
  const details = document.createElement('details');
  const summary = document.createElement('summary');
  summary.textContent = `${task.length} ${task.length === 1 ? 'note' : 'notes'} on the task itself (its drawings or fields), not on the answer`;
  const inner = document.createElement('ol');
  inner.className = 'diag-list';
  details.append(summary, inner);
  li.append(details);
  list.append(li);
  task.forEach((x) => add(inner, x));
}

// describe(r), optional, gives {badge, message} for requirements a check words its own
// way (molecule atoms and bonds); null falls back to the geometric wording. name(i) names
// a candidate item as a person finds it ("the <circle> at line 15").
export function renderRequirements(list, requirements, { onSelect, describe = () => null, name = (i) => `item ${i}` }) {
  list.replaceChildren();
  if (!requirements.length) list.append(emptyItem('No requirements (no check ran).'));
  requirements.forEach((r, i) => {
    const button = entry(list, r.satisfied ? 'req-ok' : 'req-missing', i);
    button.dataset.id = r.id;
    const head = span('entry-head', '');
    const own = describe(r);
    head.append(span('badge', own?.badge ?? (r.satisfied ? '✔ found' : '✖ missing')),
                span('code', own ? r.id : referenceName(r, i, requirements)));
    const by = r.satisfied ? `drawn as ${r.matched_by.map(name).join(' and ')}`
                           : r.nearest != null ? `nearest: ${name(r.nearest)}` : 'nothing drawn near it';
    button.append(head, span('message', own?.message ?? [by, measured(r)].filter(Boolean).join('; ')));
    button.addEventListener('click', () => select(list, button, () => onSelect({ kind: 'requirement', requirement: r })));
  });
}

// "the segment from C to a point on AB" when the given drawing's labels name it (the
// core's `name`), else "the circle", "segment 2 of 3": the reference item as a reader sees it.
export function referenceName(r, index, all) {
  if (r.name) return `the ${r.name}`;
  const kind = r.kind ?? 'item';
  const same = all.filter((x) => (x.kind ?? 'item') === kind);
  return same.length === 1 ? `the ${kind}` : `${kind} ${same.indexOf(r) + 1} of ${same.length}`;
}

// How far off, in words a reader compares: a distance in drawing units against what is
// allowed, an ellipse's overlap as a percentage.
function measured(r) {
  if (r.error == null) return '';
  const allowed = r.tolerance == null ? '' : ` (allowed ${num(r.tolerance)})`;
  switch (r.measure) {
    case '1-iou': {
      const overlap = (1 - r.error) * 100;
      const needed = r.tolerance == null ? '' : ` (needs ${percent((1 - r.tolerance) * 100)} or more)`;
      return `area overlap ${percent(overlap)}${needed}`;
    }
    case 'hausdorff': return `farthest apart ${num(r.error)}${allowed}`;
    case undefined: case null: return `off by ${num(r.error)}${allowed}`;
    default: return `${r.measure} ${num(r.error)}${allowed}`;
  }
}

const percent = (x) => `${x >= 99.95 && x < 100 ? x.toFixed(2) : x.toFixed(1)}%`;

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
