/**
 * The page's client of the game server (server/, docs/server.md). By default the page reaches
 * it on its own origin at `/api`, which the preview's dev and preview servers proxy to the game
 * server (`TRACKWRIGHT_SERVER`, default http://127.0.0.1:3000; see preview/vite.config.ts): one
 * origin, no CORS, and a seat link works for anyone who can open the page. A page served some
 * other way names the server instead (`server=` in the link); the server answers such pages too
 * (CORS), and tokens travel in a header, never in cookies.
 */
import type { Action, GameEvent, GameState } from '../../../runtime/index.js';
// Types only: the wire types are derived from the server's schemas (server/api/), and nothing of
// the server reaches the page's bundle.
import type { AnswerOf, BodyOf, Endpoint, ParamsOf, QueryOf } from '../../../server/api/types.js';
import type { RouteName } from '../../../server/api/routes.js';
import type { CreatedGame, CreateGameRequest, EndVotes, GameSummary, JoinedLobby, Lobby, OpenedLobby, OpenLobbyRequest, Posted, SeatAnswer, StartedLobby } from '../../../server/api/types.js';

export type { CreatedGame, EndVotes, GameSummary, Lobby, PlayerId, SeatAnswer } from '../../../server/api/types.js';

/** A refusal or failure, with the server's error code (`share/cannot_buy`, `auth/not_your_entity`, ...). */
export class ServerError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
  ) {
    super(message);
  }
}

/** A wire type with some of its fields read as the engine's own types (which the wire schema only outlines). */
type Refined<T, Fields extends Partial<Record<keyof T, unknown>>> = { [K in keyof T as K extends keyof Fields ? never : K]: T[K] } & Fields;

/** A call of one route: its path values, query, body and token. */
interface Call<R extends RouteName> {
  readonly params?: ParamsOf<R>;
  readonly query?: QueryOf<R>;
  readonly body?: BodyOf<R>;
  readonly token?: string;
}

/** What to say when the server cannot be reached at all. */
function unreachable(base: string, why: string): ServerError {
  const where = base ? base : 'this page’s /api (the preview proxies it to the game server, TRACKWRIGHT_SERVER or http://127.0.0.1:3000)';
  return new ServerError(0, 'server/unreachable', `the game server does not answer at ${where} (${why}); whoever runs it starts it with \`npm run serve\``);
}

export class GameServer {
  /** `''`: this page's origin (proxied); otherwise the server's URL without a trailing slash. */
  readonly base: string;

  constructor(base = '') {
    this.base = base.replace(/\/+$/, '');
  }

  url(path: string): string {
    return `${this.base}${path}`;
  }

  /** Calls a route of the server's API table; `endpoint` must be the table's method and path (else this does not compile). */
  private call<R extends RouteName, A = AnswerOf<R>>(_route: R, endpoint: Endpoint<R>, call: Call<R> = {}): Promise<A> {
    const params = (call.params ?? {}) as Record<string, string>;
    const path = endpoint.url.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
    const query = new URLSearchParams(Object.entries((call.query ?? {}) as Record<string, string | undefined>).filter((e): e is [string, string] => e[1] !== undefined)).toString();
    return this.request(endpoint.method, query ? `${path}?${query}` : path, call);
  }

  private async request<T>(method: string, path: string, options: { body?: unknown; token?: string } = {}): Promise<T> {
    const headers: Record<string, string> = {};
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    let response: Response;
    try {
      response = await fetch(this.url(path), { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    } catch (error) {
      throw unreachable(this.base, (error as Error).message);
    }
    const text = await response.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : undefined;
    } catch {
      // A proxy with nothing behind it answers with plain text or HTML.
      throw unreachable(this.base, `HTTP ${response.status}`);
    }
    if (!response.ok) {
      const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
      if (!error) throw unreachable(this.base, `HTTP ${response.status}`);
      const { code = 'server/error', message = `HTTP ${response.status}`, ...details } = error as Record<string, unknown>;
      throw new ServerError(response.status, String(code), String(message), details);
    }
    return json as T;
  }

  createGame(request: CreateGameRequest): Promise<CreatedGame> {
    return this.call('createGame', { method: 'POST', url: '/api/games' }, { body: request });
  }

  summary(id: number): Promise<GameSummary> {
    return this.call('gameSummary', { method: 'GET', url: '/api/games/:id' }, { params: { id: String(id) } });
  }

  seat(id: number, token: string): Promise<SeatAnswer> {
    return this.call('seat', { method: 'GET', url: '/api/games/:id/me' }, { params: { id: String(id) }, token });
  }

  /** The actions as the token's seat may see them (another player's secret hidden; none: a watcher's). */
  async actions(id: number, after = 0, token?: string): Promise<Action[]> {
    const answer = await this.call<'listActions', Refined<AnswerOf<'listActions'>, { actions: Action[] }>>(
      'listActions',
      { method: 'GET', url: '/api/games/:id/actions' },
      { params: { id: String(id) }, query: { after: String(after) }, token },
    );
    return answer.actions;
  }

  /** The engine's state as the token's seat may see it. */
  state(id: number, token?: string): Promise<Refined<AnswerOf<'gameState'>, { state: GameState }>> {
    return this.call('gameState', { method: 'GET', url: '/api/games/:id/state' }, { params: { id: String(id) }, token });
  }

  /** The game log (public). */
  async events(id: number, after = 0): Promise<GameEvent[]> {
    const answer = await this.call<'listEvents', Refined<AnswerOf<'listEvents'>, { events: GameEvent[] }>>(
      'listEvents',
      { method: 'GET', url: '/api/games/:id/events' },
      { params: { id: String(id) }, query: { after: String(after) } },
    );
    return answer.events;
  }

  /** A recording of the game as the token's seat may see it (whole once the game has ended). */
  async exportJson(id: number, token?: string): Promise<string> {
    return JSON.stringify(await this.call('exportGame', { method: 'GET', url: '/api/games/:id/export' }, { params: { id: String(id) }, token }), null, 1);
  }

  post(id: number, token: string, action: Action): Promise<Refined<Posted, { events: GameEvent[] }>> {
    return this.call('postAction', { method: 'POST', url: '/api/games/:id/actions' }, { params: { id: String(id) }, body: action as unknown as BodyOf<'postAction'>, token });
  }

  /** The live stream, resuming after an event id (a reconnecting EventSource sends Last-Event-ID itself); the token in the query (an EventSource sends no headers) so its actions are the seat's view. */
  streamUrl(id: number, afterEvent: number, token?: string): string {
    const query: QueryOf<'stream'> = { after: String(afterEvent), ...(token ? { token } : {}) };
    return this.url(`/api/games/${id}/stream?${new URLSearchParams(query as Record<string, string>)}`);
  }

  exportUrl(id: number): string {
    return this.url(`/api/games/${id}/export`);
  }

  endVotes(id: number): Promise<EndVotes> {
    return this.call('endVotes', { method: 'GET', url: '/api/games/:id/end-votes' }, { params: { id: String(id) } });
  }

  /** Votes to end the game (`withdraw`: takes the vote back). */
  voteToEnd(id: number, token: string, withdraw = false): Promise<EndVotes> {
    const call = { params: { id: String(id) }, token };
    return withdraw
      ? this.call('withdrawVote', { method: 'DELETE', url: '/api/games/:id/end-votes' }, call)
      : this.call('voteToEnd', { method: 'POST', url: '/api/games/:id/end-votes' }, call);
  }

  openLobby(request: OpenLobbyRequest): Promise<OpenedLobby> {
    return this.call('openLobby', { method: 'POST', url: '/api/lobbies' }, { body: request });
  }

  lobbies(): Promise<AnswerOf<'listLobbies'>> {
    return this.call('listLobbies', { method: 'GET', url: '/api/lobbies' });
  }

  lobby(id: number): Promise<Lobby> {
    return this.call('lobby', { method: 'GET', url: '/api/lobbies/:id' }, { params: { id: String(id) } });
  }

  joinLobby(id: number, name: string): Promise<JoinedLobby> {
    return this.call('joinLobby', { method: 'POST', url: '/api/lobbies/:id/seats' }, { params: { id: String(id) }, body: { name } });
  }

  startLobby(id: number, ownerToken: string): Promise<StartedLobby> {
    return this.call('startLobby', { method: 'POST', url: '/api/lobbies/:id/start' }, { params: { id: String(id) }, token: ownerToken });
  }
}
