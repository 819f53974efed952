/**
 * Routes live in the hash: `#/` the index, `#/<title>` a title's map, `#/<title>/tiles`,
 * `#/<title>/market`, `#/<title>/tables?players=4&rules=a,b&seed=0` (the tables for a game of
 * that setup), and `#/<title>/<game>?action=<id>` a replay at an action (the recorded action
 * id, as 18xx.games links use).
 */

export type TitleTab = 'map' | 'tiles' | 'market' | 'tables';
export const TITLE_TABS: readonly TitleTab[] = ['map', 'tiles', 'market', 'tables'];

/** The game the tables show: a player count, optional rules and a seed (for random setups). */
export interface SetupQuery {
  readonly players?: number;
  readonly rules?: readonly string[];
  readonly seed?: number;
}

/** Where a game being played lives: in this browser, or on a game server. */
export type PlayTarget =
  | { readonly mode: 'local'; readonly id: string }
  | { readonly mode: 'online'; readonly id: number; readonly seat?: string; readonly server?: string };

export type Route =
  | { readonly kind: 'index' }
  | { readonly kind: 'play'; readonly target: PlayTarget }
  | { readonly kind: 'lobby'; readonly id: number; readonly server?: string }
  | { readonly kind: 'title'; readonly title: string; readonly tab: TitleTab; readonly setup?: SetupQuery }
  | { readonly kind: 'replay'; readonly title: string; readonly game: string; readonly action?: number };

export function parseRoute(hash: string): Route {
  const raw = hash.replace(/^#/, '');
  const [path, query = ''] = raw.split('?', 2);
  const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
  if (parts.length === 0) return { kind: 'index' };
  const title = parts[0];
  const params = new URLSearchParams(query);
  if (title === 'lobby' && parts.length === 2 && integer(parts[1]) !== undefined) {
    const server = params.get('server') || undefined;
    return { kind: 'lobby', id: integer(parts[1])!, ...(server ? { server } : {}) };
  }
  if (title === 'play' && parts.length === 3) {
    const play = playTarget(parts[1], parts[2], params);
    if (play) return { kind: 'play', target: play };
  }
  if (parts.length === 1) return { kind: 'title', title, tab: 'map' };
  if ((TITLE_TABS as readonly string[]).includes(parts[1])) {
    const tab = parts[1] as TitleTab;
    const setup = tab === 'tables' ? setupQuery(params) : undefined;
    return setup ? { kind: 'title', title, tab, setup } : { kind: 'title', title, tab };
  }
  const action = params.get('action');
  const n = action === null ? Number.NaN : Number(action);
  return { kind: 'replay', title, game: parts[1], ...(Number.isFinite(n) ? { action: Math.trunc(n) } : {}) };
}

function playTarget(mode: string, id: string, params: URLSearchParams): PlayTarget | undefined {
  if (mode === 'local') return { mode, id };
  const n = integer(id);
  if (mode !== 'online' || n === undefined) return undefined;
  const seat = params.get('seat') || undefined;
  const server = params.get('server') || undefined;
  return { mode, id: n, ...(seat ? { seat } : {}), ...(server ? { server } : {}) };
}

function integer(value: string | null): number | undefined {
  const n = value === null || value === '' ? Number.NaN : Number(value);
  return Number.isSafeInteger(n) ? n : undefined;
}

function setupQuery(params: URLSearchParams): SetupQuery | undefined {
  const players = integer(params.get('players'));
  const seed = integer(params.get('seed'));
  const rules = params.get('rules');
  if (players === undefined && seed === undefined && rules === null) return undefined;
  return {
    ...(players !== undefined ? { players } : {}),
    ...(rules !== null ? { rules: rules.split(',').filter(Boolean) } : {}),
    ...(seed !== undefined ? { seed } : {}),
  };
}

function setupSearch(setup: SetupQuery | undefined): string {
  if (!setup) return '';
  const params: string[] = [];
  if (setup.players !== undefined) params.push(`players=${setup.players}`);
  if (setup.rules) params.push(`rules=${setup.rules.map(encodeURIComponent).join(',')}`);
  if (setup.seed !== undefined) params.push(`seed=${setup.seed}`);
  return params.length ? `?${params.join('&')}` : '';
}

export function routeHash(route: Route): string {
  switch (route.kind) {
    case 'index':
      return '#/';
    case 'title':
      return route.tab === 'map' ? `#/${encodeURIComponent(route.title)}` : `#/${encodeURIComponent(route.title)}/${route.tab}${setupSearch(route.setup)}`;
    case 'replay':
      return `#/${encodeURIComponent(route.title)}/${encodeURIComponent(route.game)}${route.action === undefined ? '' : `?action=${route.action}`}`;
    case 'play':
      return playHash(route.target);
    case 'lobby':
      return lobbyHash(route.id, route.server);
  }
}

/** A lobby's page, where players join an open game (`server`: where the page does not reach it at /api). */
export function lobbyHash(id: number, server?: string): string {
  return `#/lobby/${id}${server ? `?server=${encodeURIComponent(server)}` : ''}`;
}

export function playHash(target: PlayTarget): string {
  if (target.mode === 'local') return `#/play/local/${encodeURIComponent(target.id)}`;
  const params = new URLSearchParams();
  if (target.seat) params.set('seat', target.seat);
  if (target.server) params.set('server', target.server);
  const query = params.toString();
  return `#/play/online/${target.id}${query ? `?${query}` : ''}`;
}
