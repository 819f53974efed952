/**
 * Turning database rows into records and back, the same for both adapters: players, optional
 * rules and player ids are stored as JSON text (a recording's player ids are numbers, a new
 * game's may be strings, and the type must survive the round trip).
 */
import type { GameRecord, GameStatus, NewGame, PlayerId, StoredAction, TokenRecord } from './store.js';

const jsonOrNull = (text: string | null | undefined): any => (text === null || text === undefined ? null : JSON.parse(text));

export interface GameRow {
  readonly id: number | string;
  readonly title: string;
  readonly players: string;
  readonly optional_rules: string;
  readonly seed: number | string;
  readonly description: string;
  readonly status: string;
  readonly last_action_id: number;
  readonly recorded_actions: number | string | null;
  readonly created_at: string | Date;
  readonly updated_at: string | Date;
  readonly toolkit_version?: string;
  readonly title_fingerprint?: string;
  readonly result?: string | null;
  readonly divergence?: string | null;
}

const iso = (value: string | Date): string => (value instanceof Date ? value.toISOString() : value);

export function gameFromRow(row: GameRow): GameRecord {
  return {
    id: Number(row.id),
    title: row.title,
    players: JSON.parse(row.players),
    optionalRules: JSON.parse(row.optional_rules),
    seed: Number(row.seed),
    description: row.description,
    status: row.status as GameStatus,
    lastActionId: Number(row.last_action_id),
    recordedActions: row.recorded_actions === null || row.recorded_actions === undefined ? null : Number(row.recorded_actions),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
    toolkitVersion: row.toolkit_version ?? '',
    titleFingerprint: row.title_fingerprint ?? '',
    result: jsonOrNull(row.result),
    divergence: jsonOrNull(row.divergence),
  };
}

/** The columns of a new game, in the order of `GAME_COLUMNS`. */
export function gameValues(game: NewGame, lastActionId: number, now: string): unknown[] {
  return [game.title, JSON.stringify(game.players), JSON.stringify(game.optionalRules), game.seed, game.description, game.status, lastActionId, now, now, game.toolkitVersion ?? '', game.recordedActions, game.titleFingerprint ?? '', game.result ? JSON.stringify(game.result) : null];
}

export const GAME_COLUMNS = 'title, players, optional_rules, seed, description, status, last_action_id, created_at, updated_at, toolkit_version, recorded_actions, title_fingerprint, result';

export function tokenFromRow(row: { hash: string; player_id: string | null }): TokenRecord {
  return { hash: row.hash, playerId: row.player_id === null ? null : (JSON.parse(row.player_id) as PlayerId) };
}

export function playerIdColumn(playerId: PlayerId | null): string | null {
  return playerId === null ? null : JSON.stringify(playerId);
}

export function actionFromRow(row: { id: number; body: string }): StoredAction {
  // The stored text is the body's JSON as written (JSON.stringify): its bytes are its size.
  return { id: Number(row.id), body: JSON.parse(row.body), size: Buffer.byteLength(row.body) };
}

/** The action's time as ISO text: its recorded `created_at` (Unix seconds), else now. */
export function actionTime(action: StoredAction, now: string): string {
  const seconds = action.body.created_at;
  return typeof seconds === 'number' && Number.isFinite(seconds) ? new Date(seconds * 1000).toISOString() : now;
}
