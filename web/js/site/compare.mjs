// Two models compared on the tasks both answered: the core's bundleCompare (paired
// verdicts, McNemar's exact test) put in a sentence under the leaderboard. Which two are
// compared is part of the view (the permalink's `compare=A&with=B`).
export function renderCompare({ box, a, b, result }, rows, models, engine, view, onChange) {
  if (models.length < 2) { box.hidden = true; return; }
  box.hidden = false;
  const fill = (select, chosen) => {
    select.replaceChildren(...models.map((name) => new Option(name, name, false, name === chosen)));
  };
  const [first, second] = view.compare?.length === 2 && view.compare.every((m) => models.includes(m))
    ? view.compare : [models[0], models[1]];
  fill(a, first);
  fill(b, second);
  const show = () => {
    // Only the two models' rows go to the core (the comparison reads no other): at 20,000
    // answers passing every row cost 130 ms of the page's thread before the page was shown.
    const pair = rows.filter((r) => r.model === a.value || r.model === b.value);
    const c = engine.bundleCompare(pair, a.value, b.value);
    if (c.a === c.b) { result.textContent = 'Choose two different models.'; return; }
    result.textContent = c.tasks === 0 ? `${c.a} and ${c.b} answered no task in common.`
      : `On the ${c.tasks} tasks both answered, ${c.a} passes ${c.text.a_accuracy}% and ${c.b} ${c.text.b_accuracy}%: ` +
        `${c.a_only} pass only with ${c.a}, ${c.b_only} only with ${c.b}, ${c.both_pass} with both, ${c.neither} with neither. ` +
        `McNemar's exact test on the ${c.a_only + c.b_only} disagreements: p = ${c.text.p_value}.`;
  };
  a.onchange = b.onchange = () => { onChange([a.value, b.value]); show(); };
  show();
}
