// Files into text fields (js/large-text.mjs): drag-and-drop onto the area (or onto another
// element standing for it, such as the rendered task, or the note of a held large text),
// or the "open…" file input (the keyboard way). Either sets the text and fires `input`,
// like typing would.

export function acceptFiles(field, fileInput, ...alsoDropOn) {
  const textarea = field.element;
  const put = async (file) => {
    if (!file) return;
    field.value = await file.text();
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };
  for (const target of [textarea, field.note, ...alsoDropOn]) {
    target.addEventListener('dragover', (e) => {
      if (!e.dataTransfer?.types.includes('Files')) return;
      e.preventDefault();
      target.classList.add('dragging');
    });
    target.addEventListener('dragleave', () => target.classList.remove('dragging'));
    target.addEventListener('drop', (e) => {
      target.classList.remove('dragging');
      if (!e.dataTransfer?.files.length) return;   // dropped text: let the browser insert it
      e.preventDefault();
      put(e.dataTransfer.files[0]);
    });
  }
  fileInput?.addEventListener('change', () => { put(fileInput.files[0]); fileInput.value = ''; });
}
