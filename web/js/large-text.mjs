// A textarea that holds answers of megabytes without freezing the page: a paste, drop or
// file larger than `limit` is kept here instead of in the textarea (whose layout of
// millions of characters takes the browser seconds per change); a note says so, the
// Response pane shows the text (js/source-view.mjs lays out only what is in view), and
// Clear gives the textarea back. `value` is the text either way.

const kLimit = 512 << 10;

export function holdLargeText(textarea, { limit = kLimit, what = 'text' } = {}) {
  let held = null;
  const note = document.createElement('p');
  note.className = 'held-text';
  note.id = `${textarea.id}-held`;
  note.hidden = true;
  const message = document.createElement('span');
  const clear = Object.assign(document.createElement('button'), { type: 'button', textContent: 'Clear' });
  note.append(message, ' ', clear);
  textarea.before(note);

  const changed = () => textarea.dispatchEvent(new Event('input', { bubbles: true }));
  function set(text) {
    if (text.length > limit) {
      held = text;
      textarea.value = '';
      let lines = 1;
      for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) ++lines;
      message.textContent = `The ${what} is ${(text.length / 1048576).toFixed(1)} MB (${lines.toLocaleString('en')} lines): ` +
        'too large to edit here, so it is shown read-only in the Response pane. Paste or drop another to replace it.';
    } else {
      held = null;
      textarea.value = text;
    }
    note.hidden = held === null;
    textarea.hidden = held !== null;
  }
  clear.addEventListener('click', () => { set(''); changed(); textarea.focus(); });
  textarea.addEventListener('paste', (e) => {
    const text = e.clipboardData?.getData('text/plain');
    if (text == null || text.length <= limit) return;   // the browser pastes it as usual
    e.preventDefault();
    set(text);
    changed();
  });
  return {
    get value() { return held ?? textarea.value; },
    set value(text) { set(String(text)); },
    element: textarea,
    note,
  };
}
