// What the picture says when the answer's drawing is not drawn: why (a DOT graph, over the
// size budget, more items than the page draws), what is shown instead (the reference items
// found and the answer's items that matched them, from the report), and whether the verdict
// covers the whole drawing. That last part is read from the report's diagnostics, so the
// note never says the verdict is for every item when a diagnostic says it was not judged.

// Diagnostics that say the answer (or part of it) was not judged: budgets that stop the
// reading or the check (docs/budgets.md).
const kNotJudged = /^(read\.incomplete|read\.limit\.(bytes|steps|stack|memory)|match\.budget\.exhausted|molecule\.search\.budget|molecule\.limit\.\w+|constraints\.search\.budget|diagram\.limit\.\w+)$/;
// Diagnostics that say some items were not read (the rest were judged).
const kPartlyRead = /^read\.limit\.(items|path|use|depth|css)$/;

const count = (n, one, many = `${one}s`) => `${n.toLocaleString('en')} ${n === 1 ? one : many}`;
const codes = (list) => [...new Set(list.map((d) => d.code))].join(', ');

// report; items: the scene's item count (the worker's `items`); drawn: the core's drawing or
// null; drawLimit: the most items the worker draws (js/checker-worker.mjs). Returns the
// note's text ('' when the drawing is drawn).
export function pictureNote(report, { items, drawn, drawLimit }) {
  if (report.extracted?.format === 'dot') return 'A DOT graph has no drawing: its nodes and edges are listed below.';
  if (report.extracted?.format === 'mermaid') return 'A Mermaid diagram is read as a graph, not drawn here: its nodes and edges are listed below.';
  if (drawn) return '';
  const diagnostics = report.diagnostics ?? [];
  if (diagnostics.some((d) => d.code === 'read.limit.bytes'))
    return 'The drawing is longer than the size budget: it was not read, so there is nothing to draw.';
  if (diagnostics.some((d) => d.source === 'task' && d.severity === 'error'))
    return 'The task has errors (listed with the task): the answer was not judged.';
  if (!(items > 0)) return 'No drawing to show.';

  const requirements = (report.requirements ?? []).filter((r) => r.satisfied);
  const matched = new Set(requirements.flatMap((r) => r.matched_by ?? []));
  const shown = requirements.length
    ? `Shown: the ${count(requirements.length, 'reference item')} found and the ${count(matched.size, 'item')} of the answer that matched.`
    : 'None of it matched a reference item: shown is what the report marks (a missing item where it is expected).';
  const notJudged = diagnostics.filter((d) => kNotJudged.test(d.code));
  const errors = diagnostics.filter((d) => d.severity === 'error');
  const partly = diagnostics.filter((d) => kPartlyRead.test(d.code));
  const covers = notJudged.length ? `It was not judged in full: see ${codes(notJudged)} below.`
    : report.verdict === 'invalid' ? `It was not judged in full${errors.length ? `: see ${codes(errors)} below` : ''}.`
    : partly.length ? `The verdict is for the items read: ${codes(partly)} below says which were not.`
    : `The verdict and diagnostics below are for all ${count(items, 'item')}.`;
  return `The drawing has ${count(items, 'item')}, more than this page draws (${drawLimit.toLocaleString('en')}). ${shown} ${covers}`;
}
