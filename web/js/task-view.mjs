// The task as a person reads it: what the model was asked (the prompt), the drawing it was
// given and the reference it is judged against, each drawn by the core from what it reads
// (drawScene, shown as <img>: nothing of the task runs), and above them the task's errors
// as the core reported them (a format that contradicts its drawing, a missing member), each
// with the member and line it is about (its warnings and notes are in the diagnostics list). The JSON is one tab away
// (js/main.mjs switches the tabs); a task that is not JSON says so here.
import { isGraphFormat } from './diagram-view.mjs';
import { showImage } from './render-candidate.mjs';

// A drawing's format as the core settles it: the task's member, or else the format the
// core takes from the text (textFormat is the engine's formatOf, the core's own rule), or SVG.
function formatOf(task, drawing, textFormat) {
  const stated = task[`${drawing}_format`];
  if (typeof stated === 'string' && stated) return stated;
  const text = task[drawing];
  let seen = '';
  if (typeof text === 'string' && text.trim()) try { seen = textFormat(text); } catch { seen = ''; }
  return seen || 'svg';
}

// "/reference_format: says ..." -> {path, text}; the core puts a task member's pointer first.
function splitPath(message) {
  const m = /^(\/[^:\s]*): (.*)$/s.exec(message);
  return m ? { path: m[1], text: m[2] } : { path: '', text: message };
}

// The line of a top-level member in the task's text ("/input_format" -> 9), when it has one.
function lineOf(taskText, path) {
  const key = /^\/(\w+)$/.exec(path)?.[1];
  if (!key) return null;
  const at = new RegExp(`(^|[^\\\\])"${key}"\\s*:`).exec(taskText);
  return at ? taskText.slice(0, at.index + at[1].length).split('\n').length : null;
}

// An empty drawing (nothing read, or a drawing of nothing) is not shown as a blank frame.
const isEmpty = (svg) => !svg || /^<svg\b[^>]*>\s*<\/svg>\s*$/.test(svg.trim());

export function createTaskView({ meta, prompt, given, reference, givenFigure, referenceFigure, error }, drawScene, textFormat) {
  const draw = (img, figure, format, text, refused) => {
    let svg = '';
    // A DOT graph has no drawing of its own: the results list its nodes and edges. A drawing
    // whose format the task gets wrong is not drawn: its error above says so.
    if (typeof text === 'string' && text.trim() && !isGraphFormat(format) && !refused) {
      try { svg = drawScene(format, text); } catch { svg = ''; }
    }
    if (isEmpty(svg)) svg = '';
    showImage(img, svg || null);
    figure.hidden = !svg;
  };
  // The core's task errors (source "task"), each located.
  const showErrors = (taskText, diagnostics) => {
    const items = diagnostics.filter((d) => d.severity === 'error').map((d) => {
      const { path, text } = splitPath(d.message);
      const line = d.span?.line ?? lineOf(taskText, path);
      const li = document.createElement('li');
      li.className = 'task-problem';
      li.dataset.code = d.code;
      const where = [line && `line ${line}`, path].filter(Boolean).join(', ');
      li.append(Object.assign(document.createElement('strong'), { textContent: 'Task error' }),
                ` (${d.code}${where ? `, ${where}` : ''}): ${text}`);
      return li;
    });
    if (items.length) {
      const list = document.createElement('ul');
      list.append(...items);
      error.replaceChildren(list);
    }
  };
  return {
    // report: the check's report for this task (its task diagnostics), if there is one.
    render(taskText, report = null) {
      error.replaceChildren();
      let task = null;
      try { task = JSON.parse(taskText); } catch (e) { error.textContent = `The task is not JSON: ${e.message}.`; }
      if (task !== null && (typeof task !== 'object' || Array.isArray(task))) {
        error.textContent = 'The task is not a JSON object.';
        task = null;
      }
      if (!taskText.trim()) error.textContent = 'No task yet: paste one in the JSON tab, or pick an example.';
      const diagnostics = (report?.diagnostics ?? []).filter((d) => d.source === 'task');
      if (task) showErrors(taskText, diagnostics);
      const t = task ?? {};
      const kind = t.check?.kind;
      meta.textContent = task
        ? [t.id && `“${t.id}”`, t.domain, t.format && `answer in ${String(t.format).toUpperCase()}`,
           kind && `check: ${kind}`, kind === 'layout' && `requires no layout finding of: ${[t.check.require ?? 'warnings'].flat().join(', ')}`]
          .filter(Boolean).join(' · ')
        : '';
      prompt.textContent = typeof t.prompt === 'string' ? t.prompt : (task ? '(the task has no prompt)' : '');
      const refused = (drawing) => diagnostics.some((d) => d.code === 'task.format.mismatch' && d.message.startsWith(`/${drawing}_format:`));
      draw(given, givenFigure, formatOf(t, 'input', textFormat), t.input, refused('input'));
      draw(reference, referenceFigure, formatOf(t, 'reference', textFormat), t.reference, refused('reference'));
    },
  };
}
