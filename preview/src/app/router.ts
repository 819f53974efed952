/**
 * Routes live in the hash: `#/` the index, `#/<title>` a title's map, `#/<title>/tiles`,
 * `#/<title>/market`, `#/<title>/tables`, and `#/<title>/<game>?action=<id>` a replay at an
 * action (the recorded action id, as 18xx.games links use).
 */

export type TitleTab = 'map' | 'tiles' | 'market' | 'tables';
export const TITLE_TABS: readonly TitleTab[] = ['map', 'tiles', 'market', 'tables'];

export type Route =
  | { readonly kind: 'index' }
  | { readonly kind: 'title'; readonly title: string; readonly tab: TitleTab }
  | { readonly kind: 'replay'; readonly title: string; readonly game: string; readonly action?: number };

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path, query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { kind: 'index' };
  const title = parts[0];
  if (parts.length === 1) return { kind: 'title', title, tab: 'map' };
  if ((TITLE_TABS as readonly string[]).includes(parts[1])) return { kind: 'title', title, tab: parts[1] as TitleTab };
  const params = new URLSearchParams(query);
  const action = params.get('action');
  const n = action === null ? Number.NaN : Number(action);
  return { kind: 'replay', title, game: parts[1], ...(Number.isFinite(n) ? { action: Math.trunc(n) } : {}) };
}

export function routeHash(route: Route): string {
  switch (route.kind) {
    case 'index':
      return '#/';
    case 'title':
      return route.tab === 'map' ? `#/${encodeURIComponent(route.title)}` : `#/${encodeURIComponent(route.title)}/${route.tab}`;
    case 'replay':
      return `#/${encodeURIComponent(route.title)}/${encodeURIComponent(route.game)}${route.action === undefined ? '' : `?action=${route.action}`}`;
  }
}
