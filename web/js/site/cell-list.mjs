// The items of one leaderboard cell (a model's answers in a domain and format), a page
// of rows at a time: a cell of a 20,000-answer bundle is listed without a long frame.

const kPage = 100;

function cellText(tag, text, className) {
  const e = document.createElement(tag);
  e.textContent = text;
  if (className) e.className = className;
  return e;
}

export function createCellList({ section, title, table, more }, { onItem }) {
  let rows = [], shown = 0;

  const head = () => {
    const tr = document.createElement('tr');
    for (const h of ['task', 'verdict', 'score', 'extraneous', 'diagnostic codes']) tr.append(cellText('th', h));
    const thead = document.createElement('thead');
    thead.append(tr);
    return thead;
  };

  function showMore() {
    const body = table.tBodies[0];
    const until = Math.min(rows.length, shown + kPage);
    for (; shown < until; ++shown) {
      const r = rows[shown];
      const tr = document.createElement('tr');
      tr.dataset.task = r.task;
      tr.dataset.verdict = r.verdict;
      const button = cellText('button', r.task, 'link');
      button.type = 'button';
      button.addEventListener('click', () => onItem(r.task));
      const first = document.createElement('td');
      first.append(button);
      tr.append(first, cellText('td', r.missing ? 'no answer' : r.verdict, `v-${r.verdict}`),
                cellText('td', r.score.toFixed(2)), cellText('td', String(r.extraneous ?? 0)),
                cellText('td', (r.codes ?? []).join(', ')));
      body.append(tr);
    }
    more.hidden = shown >= rows.length;
    more.textContent = `Show more (${rows.length - shown} left)`;
  }
  more.addEventListener('click', showMore);

  return {
    // label: the heading; cellRows: the rows of the cell, in bundle order.
    show(label, cellRows) {
      rows = cellRows;
      shown = 0;
      title.textContent = `${label}: ${rows.length} item${rows.length === 1 ? '' : 's'}, ${rows.filter((r) => r.verdict === 'pass').length} passed`;
      table.replaceChildren(head(), document.createElement('tbody'));
      section.hidden = false;
      showMore();
    },
    hide() { section.hidden = true; rows = []; },
  };
}
