// The task as a person reads it: what the model was asked (the prompt), the drawing it was
// given and the reference it is judged against, each drawn by the core from what it reads
// (drawScene, shown as <img>: nothing of the task runs). The JSON is one tab away
// (js/main.mjs switches the tabs); a task that is not JSON says so here.
import { showImage } from './render-candidate.mjs';

export function createTaskView({ meta, prompt, given, reference, givenFigure, referenceFigure, error }, drawScene) {
  const draw = (img, figure, format, text) => {
    let svg = '';
    // A DOT graph has no drawing of its own: the results list its nodes and edges.
    if (typeof text === 'string' && text.trim() && format !== 'dot') {
      try { svg = drawScene(format ?? 'svg', text); } catch { svg = ''; }
    }
    showImage(img, svg || null);
    figure.hidden = !svg;
  };
  return {
    render(taskText) {
      let task = null;
      try { task = JSON.parse(taskText); } catch (e) { error.textContent = `The task is not JSON: ${e.message}.`; }
      if (task !== null && (typeof task !== 'object' || Array.isArray(task))) {
        error.textContent = 'The task is not a JSON object.';
        task = null;
      }
      if (!taskText.trim()) error.textContent = 'No task yet: paste one in the JSON tab, or pick an example.';
      else if (task) error.textContent = '';
      const t = task ?? {};
      const kind = t.check?.kind;
      meta.textContent = task
        ? [t.id && `“${t.id}”`, t.domain, t.format && `answer in ${String(t.format).toUpperCase()}`,
           kind && `check: ${kind}`].filter(Boolean).join(' · ')
        : '';
      prompt.textContent = typeof t.prompt === 'string' ? t.prompt : (task ? '(the task has no prompt)' : '');
      draw(given, givenFigure, t.input_format, t.input);
      draw(reference, referenceFigure, t.reference_format, t.reference);
    },
  };
}
