/**
 * The page's client of the game server (server/, docs/server.md). By default the page reaches
 * it on its own origin at `/api`, which the preview's dev and preview servers proxy to the game
 * server (`TRACKWRIGHT_SERVER`, default http://127.0.0.1:3000; see preview/vite.config.ts): one
 * origin, no CORS, and a seat link works for anyone who can open the page. A page served some
 * other way names the server instead (`server=` in the link); the server answers such pages too
 * (CORS), and tokens travel in a header, never in cookies.
 */
import type { Action, GameEvent, GameState } from '../../../runtime/index.js';

export type PlayerId = string | number;

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

export interface CreatedGame {
  readonly id: number;
  readonly owner_token: string;
  readonly seats: readonly { readonly player_id: PlayerId; readonly name: string; readonly token: string }[];
}

export interface GameSummary {
  readonly id: number;
  readonly title: string;
  readonly description: string;
  readonly players: readonly { readonly id: PlayerId; readonly name: string }[];
  readonly optional_rules: readonly string[];
  /** Hidden (null) until the game ends. */
  readonly seed: number | null;
  readonly status: 'active' | 'finished';
  readonly round: string;
  readonly last_action_id: number;
  readonly last_event_id: number;
}

export interface SeatAnswer {
  readonly owner: boolean;
  readonly player_id: PlayerId | null;
  readonly name: string | null;
}

export interface EndVotes {
  readonly votes: readonly PlayerId[];
  readonly players: readonly { readonly id: PlayerId; readonly name: string }[];
  readonly finished: boolean;
}

export interface Lobby {
  readonly id: number;
  readonly title: string;
  readonly full_title: string;
  readonly description: string;
  readonly optional_rules: readonly string[];
  readonly players: readonly { readonly position: number; readonly name: string }[];
  readonly min_players: number;
  readonly max_players: number;
  readonly status: 'open' | 'starting' | 'started';
  readonly game_id: number | null;
}

export interface Posted {
  readonly action_id: number;
  readonly events: readonly GameEvent[];
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

  createGame(request: { title: string; players: readonly { name: string }[]; optional_rules?: readonly string[]; seed?: number; description?: string }): Promise<CreatedGame> {
    return this.request('POST', '/api/games', { body: request });
  }

  summary(id: number): Promise<GameSummary> {
    return this.request('GET', `/api/games/${id}`);
  }

  seat(id: number, token: string): Promise<SeatAnswer> {
    return this.request('GET', `/api/games/${id}/me`, { token });
  }

  /** The actions as the token's seat may see them (another player's secret hidden; none: a watcher's). */
  async actions(id: number, after = 0, token?: string): Promise<Action[]> {
    const answer = await this.request<{ actions: Action[] }>('GET', `/api/games/${id}/actions?after=${after}`, { token });
    return answer.actions;
  }

  /** The engine's state as the token's seat may see it. */
  state(id: number, token?: string): Promise<{ last_action_id: number; last_event_id: number; state: GameState }> {
    return this.request('GET', `/api/games/${id}/state`, { token });
  }

  /** The game log (public). */
  async events(id: number, after = 0): Promise<GameEvent[]> {
    return (await this.request<{ events: GameEvent[] }>('GET', `/api/games/${id}/events?after=${after}`)).events;
  }

  /** A recording of the game as the token's seat may see it (whole once the game has ended). */
  async exportJson(id: number, token?: string): Promise<string> {
    return JSON.stringify(await this.request('GET', `/api/games/${id}/export`, { token }), null, 1);
  }

  post(id: number, token: string, action: Action): Promise<Posted> {
    return this.request('POST', `/api/games/${id}/actions`, { body: action, token });
  }

  /** The live stream, resuming after an event id (a reconnecting EventSource sends Last-Event-ID itself); the token in the query (an EventSource sends no headers) so its actions are the seat's view. */
  streamUrl(id: number, afterEvent: number, token?: string): string {
    return this.url(`/api/games/${id}/stream?after=${afterEvent}${token ? `&token=${encodeURIComponent(token)}` : ''}`);
  }

  exportUrl(id: number): string {
    return this.url(`/api/games/${id}/export`);
  }

  endVotes(id: number): Promise<EndVotes> {
    return this.request('GET', `/api/games/${id}/end-votes`);
  }

  /** Votes to end the game (`withdraw`: takes the vote back). */
  voteToEnd(id: number, token: string, withdraw = false): Promise<EndVotes> {
    return this.request(withdraw ? 'DELETE' : 'POST', `/api/games/${id}/end-votes`, { token });
  }

  openLobby(request: { title: string; name: string; players: number; optional_rules?: readonly string[]; seed?: number }): Promise<{ id: number; owner_token: string; seat_token: string; position: number }> {
    return this.request('POST', '/api/lobbies', { body: request });
  }

  lobbies(): Promise<{ lobbies: Lobby[] }> {
    return this.request('GET', '/api/lobbies');
  }

  lobby(id: number): Promise<Lobby> {
    return this.request('GET', `/api/lobbies/${id}`);
  }

  joinLobby(id: number, name: string): Promise<{ position: number; seat_token: string }> {
    return this.request('POST', `/api/lobbies/${id}/seats`, { body: { name } });
  }

  startLobby(id: number, ownerToken: string): Promise<{ game_id: number }> {
    return this.request('POST', `/api/lobbies/${id}/start`, { token: ownerToken });
  }
}
