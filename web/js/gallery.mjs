// The example gallery: examples/index.json (made by scripts/make-examples-index.mjs) fills
// two selects, task (grouped by domain: geometry, molecule, ...) and answer; choosing one
// fetches the files from the page's own origin.

// Beside the page (not this module: the offline file's modules are data: URLs).
const base = new URL('examples/', document.baseURI);

export async function loadGallery(taskSelect, answerSelect, onPick) {
  const index = await (await fetch(new URL('index.json', base))).json();
  const tasks = index.tasks;
  // One <optgroup> per domain, in the index's order; option values index `tasks`.
  const groups = new Map();
  tasks.forEach((t, i) => {
    const domain = t.domain ?? 'other';
    if (!groups.has(domain)) groups.set(domain, Object.assign(document.createElement('optgroup'), { label: domain }));
    groups.get(domain).append(new Option(t.name, String(i)));
  });
  taskSelect.replaceChildren(...groups.values());
  taskSelect.value = tasks.length ? '0' : '';

  const fillAnswers = () => {
    const task = tasks[Number(taskSelect.value)];
    answerSelect.replaceChildren(...(task?.answers ?? []).map((a, i) =>
      new Option(`${a.label} (expected ${a.expected ?? '?'})`, String(i))));
  };
  const pick = async () => {
    const task = tasks[Number(taskSelect.value)];
    const answer = task.answers[Number(answerSelect.value)];
    const [taskText, candidateText] = await Promise.all([
      fetchText(task.path), answer ? fetchText(answer.path) : Promise.resolve('')]);
    await onPick({ task: taskText, candidate: candidateText, expected: answer?.expected ?? null,
             name: `${task.domain}/${task.name} / ${answer?.label ?? ''}` });
  };
  // What is on screen is not an example any more (edited, pasted, from a link): the
  // selects say so instead of naming the example last picked.
  const ownOption = (select, text) => {
    let own = select.querySelector('option[value="own"]');
    if (!own) {
      own = new Option(text, 'own');
      own.disabled = true;
      select.prepend(own);
    }
    select.value = 'own';
  };
  const dropOwn = (select) => select.querySelector('option[value="own"]')?.remove();
  taskSelect.addEventListener('change', () => { dropOwn(taskSelect); fillAnswers(); pick(); });
  answerSelect.addEventListener('change', () => { dropOwn(answerSelect); pick(); });
  fillAnswers();

  // select(name, label) lets the page (and tests) pick an example by its names; name is
  // the task's folder path under examples/ ("molecule/indole", "eps-molecule/indole"),
  // or its folder name, or "domain/name" (the first of that domain).
  return {
    tasks,
    // task: the task on screen is not the selected example's; answer: nor the answer.
    showOwn({ task = false, answer = false }) {
      if (task) { ownOption(taskSelect, '(your own task)'); answerSelect.replaceChildren(); }
      if (task || answer) ownOption(answerSelect, '(your own answer)');
    },
    async select(name, label) {
      dropOwn(taskSelect);
      let ti = tasks.findIndex((t) => t.path === `${name}/task.json`);
      if (ti < 0) ti = tasks.findIndex((t) => t.name === name || `${t.domain}/${t.name}` === name);
      if (ti < 0) throw new Error(`no example task ${name}`);
      taskSelect.value = String(ti);
      fillAnswers();
      const ai = label == null ? 0 : tasks[ti].answers.findIndex((a) => a.label === label || a.file === label);
      if (ai < 0) throw new Error(`no answer ${label} for ${name}`);
      answerSelect.value = String(ai);
      await pick();
    },
  };
}

async function fetchText(path) {
  const res = await fetch(new URL(path, base));
  if (!res.ok) throw new Error(`${path}: HTTP ${res.status}`);
  return res.text();
}
