// The response as text with response line numbers; the extracted drawing's lines are
// marked, the rest (prose) dimmed. Highlighting works in response lines, which every
// span maps to (docs/schema.md: response line = extracted.line + span.line - 1).
// Lines are laid out in blocks, each filled only when it scrolls near the view: a
// response of hundreds of thousands of lines costs a few thousand empty blocks at first.

const kBlock = 200;   // lines per block

// Lines in a text, without splitting it (megabytes of text: no array of strings).
function lineCount(text) {
  let n = 1;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) ++n;
  return n;
}

// Where each line of a text starts, plus its end past a last newline: a 20 MB response is
// one typed array here, where split() made 350,000 strings and froze the frame collecting them.
function lineStarts(text) {
  let starts = new Int32Array(1024), n = 0;
  starts[n++] = 0;
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) {
    if (n + 1 >= starts.length) { const grown = new Int32Array(starts.length * 2); grown.set(starts); starts = grown; }
    starts[n++] = i + 1;
  }
  starts[n] = text.length + 1;   // the end of the last line, as if a newline followed it
  return starts.subarray(0, n + 1);
}

export function createSourceView(pre, note) {
  let text = '', starts = new Int32Array([0, 1]), first = 0, count = 0;
  const lineCountNow = () => starts.length - 1;
  const lineText = (i) => text.slice(starts[i], starts[i + 1] - 1);
  let shown = null;     // the response text on view, and where its drawing was
  let blocks = [];      // one <span class="src-block"> per kBlock lines; filled on demand
  const observer = new IntersectionObserver((entries) => {
    for (const e of entries) if (e.isIntersecting) fill(Number(e.target.dataset.block));
  }, { root: pre, rootMargin: '400px 0px' });

  function row(i) {
    const n = i + 1;
    const r = document.createElement('span');
    r.className = 'src-line' + (n >= first && n < first + count ? ' src-extracted' : '');
    r.dataset.line = String(n);
    const num = document.createElement('span');
    num.className = 'src-num';
    num.textContent = String(n);
    num.setAttribute('aria-hidden', 'true');
    const code = document.createElement('span');
    code.className = 'src-code';
    code.textContent = lineText(i) + '\n';   // textContent: the response is never parsed as markup
    r.append(num, code);
    return r;
  }

  function fill(b) {
    const block = blocks[b];
    if (!block || block.dataset.filled) return;
    block.dataset.filled = 'true';
    block.style.minHeight = '';
    observer.unobserve(block);
    const end = Math.min(lineCountNow(), (b + 1) * kBlock);
    for (let i = b * kBlock; i < end; ++i) block.append(row(i));
  }

  // The row of response line n (1-based), its block filled first.
  function lineRow(n) {
    if (n < 1 || n > lineCountNow()) return null;
    fill(Math.floor((n - 1) / kBlock));
    return blocks[Math.floor((n - 1) / kBlock)].children[(n - 1) % kBlock] ?? null;
  }

  return {
    render(responseText, extracted) {
      const where = extracted ? `${extracted.line}:${extracted.text.length}` : '';
      if (shown && shown.text === responseText && shown.where === where) {   // as on view (the task changed)
        for (const l of pre.querySelectorAll('.src-hi')) l.classList.remove('src-hi');
        return;
      }
      shown = { text: responseText, where };
      first = extracted?.line ?? 0;
      count = extracted ? lineCount(extracted.text) : 0;
      observer.disconnect();
      text = responseText;
      starts = lineStarts(text);
      const lines = lineCountNow();
      blocks = [];
      for (let b = 0; b * kBlock < lines; ++b) {
        const block = document.createElement('span');
        block.className = 'src-block';
        block.dataset.block = String(b);
        // About a line a row until filled, so the scroll bar is about right.
        block.style.minHeight = `${Math.min(kBlock, lines - b * kBlock) * 1.4}em`;
        blocks.push(block);
      }
      pre.replaceChildren(...blocks);
      if (blocks.length) fill(0);
      for (const block of blocks.slice(1)) observer.observe(block);
      pre.scrollTop = 0;
      note.textContent = extracted ? `(drawing extracted from line ${first}, ${count} lines)` : '(no drawing extracted)';
    },
    // from..to: response lines (1-based, inclusive); null clears. why: a note shown above.
    highlight(from, to, why = '') {
      for (const l of pre.querySelectorAll('.src-hi')) l.classList.remove('src-hi');
      note.dataset.why = why;
      if (from == null) return;
      // A long span is marked where it starts: its first thousand lines.
      for (let n = from; n <= Math.min(to ?? from, from + 999); ++n) lineRow(n)?.classList.add('src-hi');
      const target = lineRow(from);
      if (target) {
        // scroll the <pre> only, not the page (the <pre> is positioned: offsetTop is within it)
        pre.scrollTop = Math.max(0, target.offsetTop - pre.clientHeight / 3);
      }
    },
  };
}
