// The three plots, drawn with Observable Plot (the global `Plot`, from vendor/): accuracy
// by answer format per model, molecule accuracy against size bins (as SSVG-Bench's
// Figure 5), and the diagnostic codes of failed answers per model. Their data are
// grouped from the result rows here; the leaderboard's numbers come from the core.

// Size bins of reference atoms + bonds, as SSVG-Bench's Figure 5 groups molecules.
const kSizeBins = [[0, 25], [25, 50], [50, 75], [75, 100], [100, 150], [150, Infinity]];
const binName = ([lo, hi]) => (hi === Infinity ? `${lo}+` : `${lo}–${hi - 1}`);

const share = (rows) => rows.filter((r) => r.verdict === 'pass').length / rows.length;

function groupBy(rows, key) {
  const groups = new Map();
  for (const r of rows) {
    const k = key(r);
    if (!groups.has(k)) groups.set(k, []);
    groups.get(k).push(r);
  }
  return groups;
}

export function accuracyByFormat(rows) {
  const out = [];
  for (const [k, group] of groupBy(rows, (r) => `${r.model}\u0000${r.format}`)) {
    const [model, format] = k.split('\u0000');
    out.push({ model, format, accuracy: share(group), answers: group.length });
  }
  return out;
}

export function accuracyBySize(rows) {
  const out = [];
  const sized = rows.filter((r) => r.domain === 'molecule' && Number.isFinite(r.size));
  for (const [k, group] of groupBy(sized, (r) => `${r.model}\u0000${kSizeBins.findIndex(([lo, hi]) => r.size >= lo && r.size < hi)}`)) {
    const [model, bin] = k.split('\u0000');
    out.push({ model, bin: binName(kSizeBins[Number(bin)]), order: Number(bin), accuracy: share(group), answers: group.length });
  }
  return out.sort((a, b) => a.order - b.order);
}

// Each failed answer counts once per distinct code it got; unanswered ones as "no answer".
export function failureKinds(rows, top = 12) {
  const counts = new Map();
  for (const r of rows) {
    if (r.verdict === 'pass') continue;
    const codes = r.missing ? ['(no answer)'] : (r.codes?.length ? r.codes : ['(no diagnostic)']);
    for (const code of codes) {
      const k = `${r.model}\u0000${code}`;
      counts.set(k, (counts.get(k) ?? 0) + 1);
    }
  }
  const data = [...counts].map(([k, count]) => { const [model, code] = k.split('\u0000'); return { model, code, count }; });
  const totals = groupBy(data, (d) => d.code);
  const kept = new Set([...totals].map(([code, g]) => [code, g.reduce((s, d) => s + d.count, 0)])
    .sort((a, b) => b[1] - a[1]).slice(0, top).map(([code]) => code));
  return data.filter((d) => kept.has(d.code));
}

function place(figure, chart, empty) {
  const box = figure.querySelector('.plot');
  box.replaceChildren(chart ?? Object.assign(document.createElement('p'), { className: 'hint', textContent: empty }));
}

// models: in manifest order, so colours stay put between views.
export function renderPlots(figures, rows, models) {
  const Plot = globalThis.Plot;
  if (!Plot) {
    for (const f of Object.values(figures)) place(f, null, 'The charting library did not load.');
    return;
  }
  const color = { legend: true, domain: models };
  const byFormat = accuracyByFormat(rows);
  place(figures.format, byFormat.length ? Plot.plot({
    width: 560, height: 260, marginBottom: 40, color,
    x: { label: null, axis: null }, fx: { label: 'answer format' },
    y: { label: 'accuracy (%)', domain: [0, 100], grid: true, percent: true },
    marks: [Plot.barY(byFormat, { fx: 'format', x: 'model', y: 'accuracy', fill: 'model',
                                  title: (d) => `${d.model}, ${d.format}: ${(100 * d.accuracy).toFixed(1)}% of ${d.answers}` }),
            Plot.ruleY([0])],
  }) : null, 'No answers.');

  const bySize = accuracyBySize(rows);
  place(figures.size, bySize.length ? Plot.plot({
    width: 560, height: 260, marginBottom: 40, color,
    x: { label: 'reference atoms + bonds', domain: kSizeBins.map(binName) },
    y: { label: 'accuracy (%)', domain: [0, 100], grid: true, percent: true },
    marks: [Plot.lineY(bySize, { x: 'bin', y: 'accuracy', stroke: 'model' }),
            Plot.dot(bySize, { x: 'bin', y: 'accuracy', fill: 'model',
                               title: (d) => `${d.model}, ${d.bin}: ${(100 * d.accuracy).toFixed(1)}% of ${d.answers}` })],
  }) : null, 'No molecule tasks in this bundle.');

  const failures = failureKinds(rows);
  place(figures.failures, failures.length ? Plot.plot({
    width: 560, height: 40 + 22 * new Set(failures.map((d) => d.code)).size, marginLeft: 190, color,
    x: { label: 'failed answers', grid: true }, y: { label: null },
    marks: [Plot.barX(failures, Plot.stackX({ y: 'code', x: 'count', fill: 'model', sort: { y: '-x' },
                                               title: (d) => `${d.model}: ${d.count} failed answer${d.count === 1 ? '' : 's'} with ${d.code}` }))],
  }) : null, 'No failed answers.');
}
