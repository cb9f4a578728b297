// The response as text with response line numbers; the extracted drawing's lines are
// marked, the rest (prose) dimmed. Highlighting works in response lines, which every
// span maps to (docs/schema.md: response line = extracted.line + span.line - 1).

export function createSourceView(pre, note) {
  let lines = [];
  return {
    render(responseText, extracted) {
      const first = extracted?.line ?? 0;
      const count = extracted ? extracted.text.split('\n').length : 0;
      pre.replaceChildren();
      lines = responseText.split('\n').map((text, i) => {
        const n = i + 1;
        const row = document.createElement('span');
        row.className = 'src-line' + (n >= first && n < first + count ? ' src-extracted' : '');
        row.dataset.line = String(n);
        const num = document.createElement('span');
        num.className = 'src-num';
        num.textContent = String(n);
        num.setAttribute('aria-hidden', 'true');
        const code = document.createElement('span');
        code.className = 'src-code';
        code.textContent = text + '\n';   // textContent: the response is never parsed as markup
        row.append(num, code);
        return row;
      });
      pre.append(...lines);
      pre.scrollTop = 0;
      note.textContent = extracted ? `(drawing extracted from line ${first}, ${count} lines)` : '(no drawing extracted)';
    },
    // from..to: response lines (1-based, inclusive); null clears. why: a note shown above.
    highlight(from, to, why = '') {
      for (const l of pre.querySelectorAll('.src-hi')) l.classList.remove('src-hi');
      note.dataset.why = why;
      if (from == null) return;
      for (let n = from; n <= (to ?? from); ++n) lines[n - 1]?.classList.add('src-hi');
      const target = lines[from - 1];
      if (target) {
        // scroll the <pre> only, not the page (the <pre> is positioned: offsetTop is within it)
        pre.scrollTop = Math.max(0, target.offsetTop - pre.clientHeight / 3);
      }
    },
  };
}
