// Files into textareas: drag-and-drop onto the area, or the "open…" file input (the
// keyboard way). Either sets the text and fires `input`, like typing would.

export function acceptFiles(textarea, fileInput) {
  const put = async (file) => {
    if (!file) return;
    textarea.value = await file.text();
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
  };
  textarea.addEventListener('dragover', (e) => {
    if (!e.dataTransfer?.types.includes('Files')) return;
    e.preventDefault();
    textarea.classList.add('dragging');
  });
  textarea.addEventListener('dragleave', () => textarea.classList.remove('dragging'));
  textarea.addEventListener('drop', (e) => {
    textarea.classList.remove('dragging');
    if (!e.dataTransfer?.files.length) return;   // dropped text: let the browser insert it
    e.preventDefault();
    put(e.dataTransfer.files[0]);
  });
  fileInput?.addEventListener('change', () => { put(fileInput.files[0]); fileInput.value = ''; });
}
