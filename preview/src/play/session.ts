/**
 * A game being played in the page: the engine's Game, kept in step with wherever the game lives
 * (this browser for hotseat, a game server online), and the one way to make a move, `submit`.
 *
 * Every move is first processed by the engine in the page: a refusal comes back with the
 * GameError's code and message and goes nowhere else (an illegal click never reaches a server).
 * An accepted one is kept (hotseat: in localStorage) or posted (online), and the page redraws
 * when the session says the game changed — after the server's answer for one's own move, after
 * the stream's message for anyone else's.
 */
import type { Action, Game, GameError } from '../../../runtime/index.js';
import type { Seat } from './seat.js';

export type ConnectionState = 'local' | 'connecting' | 'live' | 'reconnecting' | 'offline';

/** Why a move was not made. */
export interface Refusal {
  readonly code: string;
  readonly message: string;
  readonly rule?: string;
  /** Whether the move left the page (for the server, which refused it or did not answer). */
  readonly posted: boolean;
  /** Who refused: the page (its engine, or the seat's rights), the server, or nobody answered (network). */
  readonly source: 'page' | 'server' | 'network';
}

/** A refusal by the page itself: nothing left it. */
export function pageRefusal(code: string, message: string, rule?: string): Refusal {
  return { code, message, ...(rule ? { rule } : {}), posted: false, source: 'page' };
}

export type SubmitOutcome =
  | { readonly ok: true; readonly actionId: number; readonly timing: MoveTiming }
  | { readonly ok: false; readonly refusal: Refusal; readonly timing: MoveTiming };

export interface MoveTiming {
  /** The page's engine checking and applying the move. */
  readonly engineMs: number;
  /** The server's answer to the post (0 for hotseat). */
  readonly postMs: number;
}

/** What changed: a move applied (whose ever), a rebuild from the server, a move on its way, the connection. */
export type SessionChange =
  | { readonly kind: 'actions' }
  | { readonly kind: 'rebuilt' }
  | { readonly kind: 'busy'; readonly busy: boolean }
  | { readonly kind: 'votes' }
  | { readonly kind: 'log' }
  | { readonly kind: 'connection'; readonly state: ConnectionState };

export interface PlaySession {
  readonly mode: 'local' | 'online';
  readonly titleId: string;
  /** The game as the page knows it; an online session may replace it when it resynchronises. */
  readonly game: Game;
  readonly seat: Seat;
  /** A move is on its way (to the server): the page shows it and takes no other. */
  readonly busy: boolean;
  readonly connection: ConnectionState;
  /** The recording to download (online: the server's export, as this seat may see it: whole once the game has ended). */
  exportRecording(): Promise<{ readonly fileName: string; readonly json: string }>;
  submit(action: Action): Promise<SubmitOutcome>;
  subscribe(listener: (change: SessionChange) => void): () => void;
  destroy(): void;
}

/** The page's engine refusing a move (a GameError, with its code and rule). */
export function refusalOf(error: unknown): Refusal {
  const e = error as Partial<GameError> & { message?: string };
  return pageRefusal(e.code ?? 'error', e.message ?? String(error), e.rule);
}

/** The next action id of a game (its actions are numbered 1, 2, ... as recordings number them). */
export function nextActionId(game: Game): number {
  return game.actions.length + 1;
}

/**
 * The action as the game will record it, in the reference's field order: its id, the time when
 * given (the server stamps its own), the acting player's id as the seats give it (recordings
 * number players).
 */
export function numbered(game: Game, action: Action, createdAt?: number): Action {
  const { type, entity, entity_type, id: _id, created_at: _created, ...fields } = action;
  const seat = entity_type === 'player' ? game.seats.find((s) => String(s.id) === String(entity)) : undefined;
  return { type, entity: seat?.id ?? entity, entity_type, id: nextActionId(game), ...(createdAt === undefined ? {} : { created_at: createdAt }), ...fields } as Action;
}

/** A tiny listener set. */
export class Listeners<T> {
  private readonly set = new Set<(value: T) => void>();

  add(listener: (value: T) => void): () => void {
    this.set.add(listener);
    return () => this.set.delete(listener);
  }

  emit(value: T): void {
    for (const listener of this.set) listener(value);
  }
}
