// What the site shows, in the URL hash, so every view has a permalink:
// #profile=ssvg&sort=accuracy:desc&cell=MODEL|DOMAIN/FORMAT&item=TASK&compare=A&with=B
// (each optional).
// The bundle itself is in the query (?bundle=URL), which a reload keeps.

export function readViewState(hash = location.hash) {
  const p = new URLSearchParams(hash.replace(/^#/, ''));
  const [sortKey, sortDir] = (p.get('sort') ?? '').split(':');
  const cell = p.get('cell');
  const bar = cell ? cell.lastIndexOf('|') : -1;
  return {
    profile: p.get('profile') === 'ssvg' ? 'ssvg' : 'default',
    sort: sortKey ? { key: sortKey, descending: sortDir !== 'asc' } : null,
    cell: bar > 0 ? { model: cell.slice(0, bar), column: cell.slice(bar + 1) } : null,
    item: p.get('item') || null,
    compare: p.get('compare') && p.get('with') ? [p.get('compare'), p.get('with')] : null,
  };
}

export function writeViewState(state) {
  const p = new URLSearchParams();
  if (state.profile && state.profile !== 'default') p.set('profile', state.profile);
  if (state.sort) p.set('sort', `${state.sort.key}:${state.sort.descending ? 'desc' : 'asc'}`);
  if (state.cell) p.set('cell', `${state.cell.model}|${state.cell.column}`);
  if (state.item) p.set('item', state.item);
  if (state.compare) { p.set('compare', state.compare[0]); p.set('with', state.compare[1]); }
  const hash = p.toString();
  history.replaceState(null, '', `${location.pathname}${location.search}${hash ? `#${hash}` : ''}`);
}
