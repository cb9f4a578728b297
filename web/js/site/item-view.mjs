// One task of the bundle with every model's answer side by side: the task as asked (the
// playground's task view), then a card per model with its verdict, the core's drawing of
// what it read with the check's overlay, its first diagnostics, and a link that opens the
// answer in the playground with everything the playground shows. Full reports are made
// here, on demand, for this one task; nothing of an answer runs (pictures are <img>).
import { isGraphFormat } from '../diagram-view.mjs';
import { showImage } from '../render-candidate.mjs';
import { frameOf } from '../svg-dom.mjs';
import { createOverlay } from '../overlay.mjs';
import { createTaskView } from '../task-view.mjs';
import { aboutTheTask } from '../diagnostics-list.mjs';
import { encodeState } from '../permalink.mjs';

const WORDS = { pass: '✔ PASS', fail: '✖ FAIL', invalid: '⚠ INVALID' };
const kShownDiagnostics = 5;

function node(tag, className, text) {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text != null) e.textContent = text;
  return e;
}

function card(model, answer, engine, profile, openInPlayground) {
  const box = node('article', 'card');
  box.dataset.model = model;
  box.append(node('h3', 'card-model', model));
  if (!answer) {
    box.dataset.verdict = 'fail';
    box.append(node('p', 'verdict verdict-fail', WORDS.fail), node('p', 'hint', 'No answer: counts as a failure.'));
    return box;
  }
  let report;
  try {
    report = engine.evaluate(answer.task, answer.candidate, { profile, timings: false });
  } catch (error) {
    box.append(node('p', 'task-error', `The checker failed: ${error.message}`));
    return box;
  }
  box.dataset.verdict = report.verdict;
  const score = Number.isInteger(report.score) ? String(report.score) : report.score.toFixed(2);
  box.append(node('p', `verdict verdict-${report.verdict}`, WORDS[report.verdict] ?? report.verdict),
             node('p', 'score', `Score ${score}`));

  const x = report.extracted;
  let drawn = null;
  if (x && !isGraphFormat(x.format)) { try { drawn = engine.drawScene(x.format, x.text); } catch { drawn = null; } }
  const frame = drawn ? frameOf(drawn) : null;
  if (frame) {
    const stage = node('div', 'stage card-stage');
    stage.style.aspectRatio = `${frame.width} / ${frame.height}`;
    const img = node('img');
    img.alt = `${model}'s drawing, as Plumbline read it`;
    showImage(img, drawn);
    const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    svg.setAttribute('class', 'overlay');
    svg.setAttribute('aria-hidden', 'true');
    stage.append(img, svg);
    box.append(stage);
    let scene = null;
    try { scene = engine.readDrawing(x.format, x.text).scene; } catch { scene = null; }
    createOverlay(svg, engine.drawGeometry).draw(report, scene, frame);
  } else {
    box.append(node('p', 'hint', x ? 'A DOT graph has no drawing (the playground lists its nodes and edges).' : 'No drawing found in the answer.'));
  }

  // What went wrong or is doubtful about the answer (notes on the task, and "info" such as
  // each satisfied relation, are the playground's to list).
  const own = (report.diagnostics ?? []).filter((d) => !aboutTheTask(d) && d.severity !== 'info');
  const list = node('ul', 'card-diagnostics');
  for (const d of own.slice(0, kShownDiagnostics)) {
    const li = node('li', `diag-${d.severity}`);
    li.append(node('span', 'code', d.code), document.createTextNode(` ${d.message}`));
    list.append(li);
  }
  if (own.length > kShownDiagnostics) list.append(node('li', 'hint', `and ${own.length - kShownDiagnostics} more in the playground`));
  if (own.length) box.append(list);

  box.append(responseText(answer.candidate, report.extracted));

  const link = node('a', 'open-playground', 'Open in the playground →');
  link.href = 'index.html';
  encodeState({ task: answer.task, candidate: answer.candidate, profile }).then((hash) => { link.href = `index.html#${hash}`; });
  link.addEventListener('click', (event) => {
    if (!openInPlayground) return;
    event.preventDefault();
    openInPlayground({ task: answer.task, candidate: answer.candidate, profile });
  });
  box.append(link);
  return box;
}

// The raw response, collapsed, with the lines the drawing was extracted from marked
// (extracted.line is the response line where the drawing's text starts).
function responseText(response, extracted) {
  const details = node('details', 'response');
  const lines = String(response).split('\n');
  details.append(node('summary', null, `Response (${lines.length} line${lines.length === 1 ? '' : 's'}, ${response.length} characters)` +
                                      (extracted ? `: the ${String(extracted.format).toUpperCase()} drawing marked` : '')));
  const pre = node('pre');
  pre.tabIndex = 0;
  const first = extracted ? extracted.line - 1 : -1;
  const last = extracted ? first + String(extracted.text ?? '').split('\n').length - 1 : -1;
  if (first >= 0 && first < lines.length) {
    const mark = node('mark', null, lines.slice(first, last + 1).join('\n'));
    mark.title = 'the drawing the checker judged';
    pre.append(lines.slice(0, first).join('\n') + (first ? '\n' : ''), mark,
               last + 1 < lines.length ? `\n${lines.slice(last + 1).join('\n')}` : '');
  } else {
    pre.textContent = response;
  }
  details.append(pre);
  return details;
}

// elements: {title, answers, task view elements}; engine: the page's module facade.
export function createItemView(elements, engine, { openInPlayground } = {}) {
  const taskView = createTaskView(elements.task, (format, text) => engine.drawScene(format, text),
                                  (text) => engine.formatOf(text));
  return {
    // answers: [{model, answer: {task (text), candidate} | null}] in manifest order.
    show(taskId, answers, profile) {
      elements.title.textContent = `Task “${taskId}”: every model's answer (profile ${profile})`;
      const first = answers.find((a) => a.answer)?.answer;
      if (first) taskView.render(first.task);
      elements.answers.replaceChildren(...answers.map(({ model, answer }) => card(model, answer, engine, profile, openInPlayground)));
    },
  };
}
