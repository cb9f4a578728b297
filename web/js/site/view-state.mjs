// What the site shows, in the URL hash, so every view has a permalink:
// #profile=ssvg&sort=accuracy:desc&verdict=fail&model=M&domain=D&format=F&code=C&layout=L
// &differ=1&reason=R&q=TEXT&item=TASK&compare=A&with=B&plot=size (each optional).
// The answers list's filters are the `kFilters` members; an older permalink's
// cell=MODEL|COLUMN (a leaderboard cell) is read as the filters that cell sets.
// The bundle itself is in the query (?bundle=URL), which a reload keeps.

export const kFilters = ['verdict', 'model', 'domain', 'format', 'code', 'layout', 'differ', 'reason', 'q'];
export const kPlots = ['format', 'size', 'failures'];

// The filters a leaderboard cell stands for: its model, and its domain and format
// (a domain's average: the domain; overall, mean score, extraneous: the model's all;
// readable: the model's answers with a layout warning, "layout=warnings").
export function cellFilter(model, column) {
  const filter = { model };
  if (column.startsWith('domain:')) filter.domain = column.slice(7);
  else if (column.includes('/')) [filter.domain, filter.format] = column.split('/');
  else if (column === 'readable') filter.layout = 'warnings';
  return filter;
}

export function readViewState(hash = location.hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const [sortKey, sortDir] = (p.get('sort') ?? '').split(':');
  const filter = {};
  for (const key of kFilters) if (p.get(key)) filter[key] = p.get(key);
  const cell = p.get('cell');
  const bar = cell ? cell.lastIndexOf('|') : -1;
  if (bar > 0) Object.assign(filter, cellFilter(cell.slice(0, bar), cell.slice(bar + 1)));
  return {
    profile: p.get('profile') === 'ssvg' ? 'ssvg' : 'default',
    sort: sortKey ? { key: sortKey, descending: sortDir !== 'asc' } : null,
    filter,
    item: p.get('item') || null,
    compare: p.get('compare') && p.get('with') ? [p.get('compare'), p.get('with')] : null,
    plot: kPlots.includes(p.get('plot')) ? p.get('plot') : null,
  };
}

export function writeViewState(state) {
  const p = new URLSearchParams();
  if (state.profile && state.profile !== 'default') p.set('profile', state.profile);
  if (state.sort) p.set('sort', `${state.sort.key}:${state.sort.descending ? 'desc' : 'asc'}`);
  for (const key of kFilters) if (state.filter?.[key]) p.set(key, state.filter[key]);
  if (state.item) p.set('item', state.item);
  if (state.compare) { p.set('compare', state.compare[0]); p.set('with', state.compare[1]); }
  if (state.plot) p.set('plot', state.plot);
  const hash = p.toString();
  history.replaceState(null, '', `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`);
}
