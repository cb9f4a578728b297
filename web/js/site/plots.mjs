// The three plots, drawn with Observable Plot (the global `Plot`, from vendor/): accuracy
// by answer format per model, molecule accuracy against size bins with the answers per
// bin (as SSVG-Bench's Figure 5), and the diagnostic codes of failed answers per model.
// Their data are grouped from the result rows here; the leaderboard's numbers come from
// the core. Built for many models: the first two are small multiples with the models
// named on an axis (no legend to match colours against); the stacked failures get a
// palette of 24 colours at least 35 apart (CIE76 ΔE) and a legend laid out in columns.

// Size bins of reference atoms + bonds, as SSVG-Bench's Figure 5 groups molecules.
const kSizeBins = [[0, 25], [25, 50], [50, 75], [75, 100], [100, 150], [150, Infinity]];
const binName = ([lo, hi]) => (hi === Infinity ? `${lo}+` : `${lo}–${hi - 1}`);

// Kelly's first ten colours of maximum contrast, then fourteen chosen greedily to keep
// every pair at least ΔE 35 apart; past 24 models the colours repeat (the legend still
// names each model).
export const kPalette = ['#0067a5', '#f38400', '#008856', '#be0032', '#875692', '#c2b280', '#222222', '#e68fac',
  '#f3c300', '#a1caf1', '#0606f9', '#26d926', '#f906d0', '#03037c', '#7c4003', '#78a51d', '#9e5ae2', '#f90606',
  '#26d9d9', '#6c1331', '#5ae287', '#d92680', '#535c23', '#067ff9'];
export const colourOf = (models) => new Map(models.map((m, i) => [m, kPalette[i % kPalette.length]]));

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

// A legend as an HTML list in as many columns as fit: 24 names stay a few rows high.
function legend(models, colours) {
  const list = document.createElement('ul');
  list.className = 'legend';
  list.setAttribute('aria-label', 'models, by colour');
  for (const m of models) {
    const li = document.createElement('li');
    const swatch = document.createElement('span');
    swatch.className = 'swatch';
    swatch.style.background = colours.get(m);
    li.append(swatch, m);
    list.append(li);
  }
  return list;
}

// The chart's SVG as one image for assistive technology, described in words (Plot marks
// its groups with aria-labels, which an SVG group without a role may not carry).
function asImage(chart, description) {
  if (!chart) return chart;
  const svg = chart.tagName?.toLowerCase() === 'svg' ? chart : chart.querySelector('svg');
  if (svg) {
    svg.setAttribute('role', 'img');
    svg.setAttribute('aria-label', description);
    for (const g of svg.querySelectorAll('[aria-label]')) if (g !== svg) g.removeAttribute('aria-label');
    for (const g of svg.querySelectorAll('[aria-description]')) g.removeAttribute('aria-description');
  }
  return chart;
}

function place(figure, chart, empty, extra = []) {
  const box = figure.querySelector('.plot');
  box.replaceChildren(chart ?? Object.assign(document.createElement('p'), { className: 'hint', textContent: empty }), ...(chart ? extra : []));
}

// models: in manifest order, so colours stay put between views.
export function renderPlots(figures, rows, models) {
  const Plot = globalThis.Plot;
  if (!Plot) {
    for (const f of Object.values(figures)) place(f, null, 'The charting library did not load.');
    return;
  }
  const colours = colourOf(models);
  const rowHeight = 18;
  const modelAxis = { label: null, domain: models, tickSize: 0 };

  // Small multiples: one column per answer format, the models down the side.
  const byFormat = accuracyByFormat(rows);
  const formats = [...new Set(byFormat.map((d) => d.format))];
  place(figures.format, byFormat.length ? asImage(Plot.plot({
    width: Math.max(360, 160 + 130 * formats.length), height: 50 + rowHeight * models.length, marginLeft: 150,
    x: { label: 'accuracy (%)', domain: [0, 100], percent: true, grid: true, ticks: 3 },
    y: modelAxis, fx: { label: null, domain: formats, tickFormat: (f) => f.toUpperCase() },
    marks: [Plot.barX(byFormat, { fx: 'format', y: 'model', x: 'accuracy', fill: '#4a78b0', insetTop: 2, insetBottom: 2,
                                  title: (d) => `${d.model}, ${d.format}: ${(100 * d.accuracy).toFixed(1)}% of ${d.answers}` }),
            Plot.ruleX([0])],
  }), `Accuracy by answer format for ${models.length} models, one panel per format.`) : null, 'No answers.');

  // Small multiples: one row per model, the size bins across, each bar with its answers.
  const bySize = accuracyBySize(rows);
  const bins = kSizeBins.map(binName).filter((b) => bySize.some((d) => d.bin === b));
  const sizedModels = models.filter((m) => bySize.some((d) => d.model === m));
  place(figures.size, bySize.length ? asImage(Plot.plot({
    width: Math.max(420, 150 + 70 * bins.length), height: 60 + 40 * sizedModels.length, marginLeft: 150, marginBottom: 40,
    x: { label: 'reference atoms + bonds', domain: bins },
    y: { label: null, domain: [0, 1.55], axis: null },
    fy: { label: null, domain: sizedModels, tickSize: 0 },
    marks: [Plot.barY(bySize, { x: 'bin', fy: 'model', y: 'accuracy', fill: '#4a78b0', insetLeft: 4, insetRight: 4,
                                title: (d) => `${d.model}, ${d.bin}: ${(100 * d.accuracy).toFixed(1)}% of ${d.answers}` }),
            // Above the bars' room (they reach 1 at 100%): the accuracy and the answers in the bin.
            Plot.text(bySize, { x: 'bin', fy: 'model', y: () => 1.3, text: (d) => `${Math.round(100 * d.accuracy)}% · n ${d.answers}`, fontSize: 9, fill: '#111' }),
            Plot.frame({ stroke: '#ddd' })],
  }), `Molecule accuracy by size (reference atoms + bonds) for ${sizedModels.length} models, each bin with its accuracy and number of answers.`) : null,
  'No molecule tasks in this bundle.');

  const failures = failureKinds(rows);
  const failing = models.filter((m) => failures.some((d) => d.model === m));
  place(figures.failures, failures.length ? asImage(Plot.plot({
    width: 560, height: 40 + 22 * new Set(failures.map((d) => d.code)).size, marginLeft: 190,
    color: { domain: models, range: models.map((m) => colours.get(m)) },
    x: { label: 'failed answers', grid: true }, y: { label: null },
    marks: [Plot.barX(failures, Plot.stackX({ y: 'code', x: 'count', fill: 'model', sort: { y: '-x' },
                                               title: (d) => `${d.model}: ${d.count} failed answer${d.count === 1 ? '' : 's'} with ${d.code}` }))],
  }), `The diagnostic codes of failed answers, stacked by model, for ${failing.length} models.`) : null, 'No failed answers.',
  [legend(failing, colours)]);
}
