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

// byDefault, bySsvg: the rows of each profile (null if not judged yet); differences: the
// core's bundleDifferences of the two (null until known). Per model its accuracy under
// both profiles and the difference; then the reasons the verdicts differ, grouped, each
// group a link to its answers (onGroup(reason)); onRun judges the missing profile.
export function renderDifferences(box, byDefault, bySsvg, differences, { onGroup, onRun }) {
  if (!byDefault || !bySsvg || !differences) {
    const button = document.createElement('button');
    button.type = 'button';
    button.id = 's-diff-run';
    button.textContent = byDefault && bySsvg ? 'Finding why the profiles differ…'
      : `Judge with the ${byDefault ? 'ssvg' : 'default'} profile too and compare`;
    button.disabled = Boolean(byDefault && bySsvg);
    button.addEventListener('click', () => { button.disabled = true; onRun(); });
    box.replaceChildren(button);
    return;
  }
  const d = differences;
  const note = document.createElement('p');
  note.id = 's-diff-count';
  note.textContent = d.differ
    ? `${d.differ} answer${d.differ === 1 ? '' : 's'} of ${d.answers} judged differently by the default profile and by the published scripts (ssvg).`
    : `The two profiles agree on all ${d.answers} answers.`;

  const models = document.createElement('table');
  models.className = 'items';
  models.id = 's-diff-models';
  models.createCaption().textContent = 'Accuracy (%) per model under each profile';
  const head = models.createTHead().insertRow();
  for (const h of ['model', 'default', 'ssvg', 'ssvg − default', 'differ']) head.append(Object.assign(document.createElement('th'), { textContent: h, scope: 'col' }));
  const body = models.createTBody();
  for (const m of d.models) {
    const tr = body.insertRow();
    tr.dataset.model = m.model;
    tr.append(Object.assign(document.createElement('th'), { textContent: m.model, scope: 'row' }));
    for (const text of [m.default.accuracy, m.ssvg.accuracy, m.difference, String(m.differ)]) tr.insertCell().textContent = text;
  }

  const groups = document.createElement('ul');
  groups.id = 's-diff-groups';
  groups.className = 'diff-groups';
  for (const g of d.groups) {
    const li = document.createElement('li');
    li.dataset.reason = g.reason;
    li.dataset.count = String(g.count);
    const link = Object.assign(document.createElement('button'), { type: 'button', className: 'link', textContent: `${g.count} answer${g.count === 1 ? '' : 's'}` });
    link.addEventListener('click', () => onGroup(g.reason));
    const which = g.default_pass === g.count ? 'pass by default, fail in ssvg'
      : g.default_pass === 0 ? 'fail by default, pass in ssvg' : `${g.default_pass} pass only by default, ${g.count - g.default_pass} only in ssvg`;
    li.append(link, ` (${which}): ${g.text} `, Object.assign(document.createElement('span'), { className: 'code', textContent: g.reason }));
    groups.append(li);
  }
  const all = Object.assign(document.createElement('button'), { type: 'button', className: 'link', id: 's-diff-all', textContent: 'list every answer the profiles judge differently' });
  all.addEventListener('click', () => onGroup(null));
  const why = document.createElement('p');
  why.className = 'hint';
  why.textContent = 'Why, per answer: the reason in one line, from the two profiles\' reports (the same as plumb bundle --differences prints):';
  box.replaceChildren(note, models, why, groups, ...(d.differ ? [all] : []));
}
