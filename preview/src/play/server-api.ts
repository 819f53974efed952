/**
 * The page's client of the game server (server/, docs/server.md). By default the page reaches
 * it on its own origin at `/api`, which the preview's dev and preview servers proxy to the game
 * server (`TRACKWRIGHT_SERVER`, default http://127.0.0.1:3000; see preview/vite.config.ts): one
 * origin, no CORS, and a seat link works for anyone who can open the page. A page served some
 * other way names the server instead (`server=` in the link); the server answers such pages too
 * (CORS), and tokens travel in a header, never in cookies.
 */
import type { Action, GameEvent } from '../../../runtime/index.js';

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
  /** Once the game has ended (the server keeps it until then). */
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

export interface Posted {
  readonly action_id: number;
  readonly events: readonly GameEvent[];
}

/** What to say when the server cannot be reached at all. */
function unreachable(base: string, why: string): ServerError {
  const where = base ? base : 'this page’s /api (the preview proxies it to the game server, TRACKWRIGHT_SERVER or http://127.0.0.1:3000)';
  return new ServerError(0, 'server/unreachable', `the game server does not answer at ${where}: start it with \`npm run serve\` (${why})`);
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

  async actions(id: number, after = 0): Promise<Action[]> {
    const answer = await this.request<{ actions: Action[] }>('GET', `/api/games/${id}/actions?after=${after}`);
    return answer.actions;
  }

  post(id: number, token: string, action: Action): Promise<Posted> {
    return this.request('POST', `/api/games/${id}/actions`, { body: action, token });
  }

  /** The live stream, resuming after an event id (a reconnecting EventSource sends Last-Event-ID itself). */
  streamUrl(id: number, afterEvent: number): string {
    return this.url(`/api/games/${id}/stream?after=${afterEvent}`);
  }

  exportUrl(id: number): string {
    return this.url(`/api/games/${id}/export`);
  }
}
