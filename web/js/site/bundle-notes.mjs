// Two short lists beside the leaderboard: the bundle's problems (what readBundle found
// wrong, by file and line) and the items whose verdict differs between the two profiles.

function item(text, className) {
  const li = document.createElement('li');
  li.textContent = text;
  if (className) li.className = className;
  return li;
}

export function renderProblems(section, list, problems) {
  section.hidden = problems.length === 0;
  list.replaceChildren(...problems.map((p) => {
    const li = item('', `diag-${p.severity}`);
    const where = document.createElement('span');
    where.className = 'where';
    where.textContent = p.line ? `${p.file}:${p.line}` : p.file;
    const code = document.createElement('span');
    code.className = 'code';
    code.textContent = p.code;
    li.append(where, ' ', code, ` ${p.message}`);
    return li;
  }));
}

// byDefault, bySsvg: the rows of each profile (null if not judged yet). onRun judges the
// missing one; onItem(task) opens an item.
export function renderDifferences(box, byDefault, bySsvg, { onItem, onRun }) {
  if (!byDefault || !bySsvg) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = 's-diff-run';
    button.textContent = `Judge with the ${byDefault ? 'ssvg' : 'default'} profile too and compare`;
    button.addEventListener('click', () => { button.disabled = true; onRun(); });
    box.replaceChildren(button);
    return;
  }
  const other = new Map(bySsvg.map((r) => [`${r.model}\u0000${r.task}`, r]));
  const differ = byDefault.filter((r) => other.get(`${r.model}\u0000${r.task}`)?.verdict !== r.verdict);
  const note = document.createElement('p');
  note.id = 's-diff-count';
  note.textContent = differ.length
    ? `${differ.length} answer${differ.length === 1 ? '' : 's'} of ${byDefault.length} judged differently by the default profile and by the published scripts (ssvg):`
    : `The two profiles agree on all ${byDefault.length} answers.`;
  const table = document.createElement('table');
  table.className = 'items';
  table.id = 's-diff-table';
  const head = table.createTHead().insertRow();
  for (const h of ['model', 'task', 'default', 'ssvg']) head.append(Object.assign(document.createElement('th'), { textContent: h }));
  const body = table.createTBody();
  for (const r of differ) {
    const tr = body.insertRow();
    tr.dataset.task = r.task;
    tr.insertCell().textContent = r.model;
    const button = Object.assign(document.createElement('button'), { type: 'button', className: 'link', textContent: r.task });
    button.addEventListener('click', () => onItem(r.task));
    tr.insertCell().append(button);
    tr.insertCell().textContent = r.verdict;
    tr.insertCell().textContent = other.get(`${r.model}\u0000${r.task}`).verdict;
  }
  box.replaceChildren(note, ...(differ.length ? [table] : []));
}
