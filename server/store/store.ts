/**
 * What the server keeps: games (title, players, options, the seat tokens' hashes) and their
 * actions, nothing derived from them. Two adapters implement it, SQLite (one instance, nothing
 * to start) and Postgres (several instances sharing one database).
 *
 * Writing an action happens inside `appendAction`, which holds the game's write lock (a
 * transaction on SQLite, a transaction with an advisory lock on Postgres) while the caller
 * catches up with the actions stored since it last looked, checks the new one with the engine
 * and says what to insert. The insert commits with the lock held, so no two writers ever
 * decide on the same game at once, whichever instance they run in.
 */

import type { PlayTables } from '../play/tables.js';

export type PlayerId = string | number;

export interface PlayerRecord {
  readonly id: PlayerId;
  readonly name: string;
}

/**
 * The lobby's summary of a game: written with each action, recomputed on every load; `diverged`
 * once the title built now no longer replays the game (server/games/divergence.ts).
 */
export type GameStatus = 'active' | 'finished' | 'diverged';

/** A finished game's result as it ended (player id → value) and its end reason. */
export interface StoredResult {
  readonly result: Readonly<Record<string, number>>;
  readonly gameEndReason: string | null;
}

/**
 * Why the title built now no longer replays a stored game: the first action it refuses (with
 * the round it came in and the engine's code and message), or, for a finished game whose
 * actions all replay, the result as stored and as the title computes it now.
 */
export interface Divergence {
  readonly kind: 'refused' | 'result';
  /** The refused action; for `result`, the last action (the game is whole). */
  readonly actionId: number;
  /** The round of the last good state (`roundLabel`). */
  readonly round: string;
  readonly code: string;
  readonly message: string;
  /** For `result`: as stored, and as replayed now (null: the game no longer ends). */
  readonly oldResult?: StoredResult;
  readonly newResult?: StoredResult | null;
  /** The fingerprint of the title that found it. */
  readonly fingerprint: string;
}

export interface GameRecord {
  readonly id: number;
  readonly title: string;
  readonly players: readonly PlayerRecord[];
  readonly optionalRules: readonly string[];
  readonly seed: number;
  readonly description: string;
  readonly status: GameStatus;
  /** How many actions are stored (ids run 1..lastActionId). */
  readonly lastActionId: number;
  /**
   * An imported game: how many of its first actions come from the recording (the engine takes
   * them as the reference did: `GameOptions.recorded`); null for a game created here.
   */
  readonly recordedActions: number | null;
  /** ISO 8601. */
  readonly createdAt: string;
  readonly updatedAt: string;
  /** The toolkit version that created the game ('' for games stored before versions were). */
  readonly toolkitVersion: string;
  /** The title's fingerprint when the game last replayed without a fault ('' before it was stored). */
  readonly titleFingerprint: string;
  /** A finished game's result as it ended (null while it is on, or for a game stored before). */
  readonly result: StoredResult | null;
  /** Set while the game is `diverged`. */
  readonly divergence: Divergence | null;
}

export interface NewGame {
  readonly title: string;
  readonly players: readonly PlayerRecord[];
  readonly optionalRules: readonly string[];
  readonly seed: number;
  readonly description: string;
  readonly status: GameStatus;
  /** See `GameRecord.recordedActions`. */
  readonly recordedActions: number | null;
  /** The toolkit version creating the game (server/version.ts). */
  readonly toolkitVersion?: string;
  /** The fingerprint of the title creating the game (title-fingerprint.ts). */
  readonly titleFingerprint?: string;
  /** An import that is finished already: its result. */
  readonly result?: StoredResult | null;
}

/** A seat token, by its hash: a player's seat, or the owner's (playerId null) that acts for all. */
export interface TokenRecord {
  readonly hash: string;
  readonly playerId: PlayerId | null;
}

/** An action as stored: its id within the game and its JSON (which carries the same id). */
export interface StoredAction {
  readonly id: number;
  readonly body: Record<string, unknown>;
  /** Its size as stored (the bytes of its JSON), when read from the store: limits.ts counts it. */
  readonly size?: number;
}

/** What the caller of `appendAction` decided, once caught up: the action to insert. */
export interface Decision {
  readonly action: StoredAction;
  readonly status: GameStatus;
  /** When it was decided (ISO 8601): the game's new `updatedAt`. */
  readonly at: string;
  /** The game's `recordedActions` with this action (its importer may continue the recording). */
  readonly recordedActions: number | null;
}

/**
 * Called with the write lock held, the actions stored after `known` (by other instances) and the
 * game's `recordedActions` as stored; returns the action to insert, or throws to insert nothing.
 * Synchronous: the engine is.
 */
export type Decide = (missed: readonly StoredAction[], stored: { readonly recordedActions: number | null }) => Decision;

/** See `Store.recordReplay`. */
export interface ReplayRecord {
  readonly lastActionId: number;
  readonly fingerprint: string;
  readonly status: GameStatus;
  readonly result: StoredResult | null;
}

export interface ListOptions {
  readonly limit: number;
  readonly offset: number;
  readonly status?: GameStatus;
  readonly title?: string;
}

/** Hears of actions stored by any instance sharing the database (its own included). */
export interface RemoteListener {
  action(gameId: number, actionId: number): void;
  /** The notifications were interrupted: any game may have changed meanwhile. */
  resync(): void;
}

export interface Store {
  readonly kind: 'sqlite' | 'postgres';
  /** True when other instances may write to the same games (so reads catch up first). */
  readonly shared: boolean;
  /** Applies the migrations not applied yet; safe to call from several instances at once. */
  migrate(): Promise<void>;
  /** Stores a new game with its tokens and (for an import) its actions; returns its id. */
  createGame(game: NewGame, tokens: readonly TokenRecord[], actions?: readonly StoredAction[]): Promise<number>;
  game(id: number): Promise<GameRecord | undefined>;
  listGames(options: ListOptions): Promise<GameRecord[]>;
  tokens(gameId: number): Promise<TokenRecord[]>;
  actionsAfter(gameId: number, after: number): Promise<StoredAction[]>;
  /** See the module comment. Resolves once the insert has committed. */
  appendAction(gameId: number, known: number, decide: Decide): Promise<Decision>;
  /** Tells `listener` when any instance stores an action (Postgres only; no-op otherwise). */
  subscribe(listener: RemoteListener): Promise<void>;
  /**
   * A replay of the game's `lastActionId` actions under the title built now went well: the
   * title's fingerprint, the game's status (no longer `diverged`) and, for a finished game, its
   * result when none is stored yet (a stored result is never rewritten). Nothing changes if the
   * game has had other actions stored meanwhile.
   */
  recordReplay(gameId: number, replay: ReplayRecord): Promise<void>;
  /** Marks the game `diverged` (its actions stay as stored), unless other actions came meanwhile. */
  markDiverged(gameId: number, lastActionId: number, divergence: Divergence): Promise<void>;
  /**
   * Deletes the game's actions from `before` on, under its write lock, and makes it playable
   * again (status `active`, no divergence, no stored result); returns the game as it is then.
   * Other instances hear of it as of an action numbered 0 (they reload the game).
   */
  truncate(gameId: number, before: number, fingerprint: string): Promise<GameRecord>;
  /** A cheap round trip to the database, for readiness checks. */
  ping(): Promise<void>;
  /** The lobby's and the end votes' tables (server/play/tables.ts), in the same database. */
  readonly play: PlayTables;
  close(): Promise<void>;
}
