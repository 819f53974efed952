/**
 * What the table of players needs beyond games and actions: the lobby's open games (a game with
 * open seats, players joining it by name, the creator starting it) and the votes to end a game
 * by agreement. Kept in the same database as the games, in tables of their own (migration 4),
 * through this interface, which each store adapter implements (tables-sqlite.ts, tables-postgres.ts).
 *
 * Seat tokens are stored as hashes here too: a lobby seat's token becomes the seat token of the
 * game the lobby starts, so the link a player joined with keeps working.
 */
import type { PlayerId } from '../store/store.js';

export type LobbyStatus = 'open' | 'starting' | 'started';

export interface LobbySeat {
  /** 1, 2, 3, ... in the order players joined (the creator first): the game's player ids. */
  readonly position: number;
  readonly name: string;
}

export interface LobbyRecord {
  readonly id: number;
  readonly title: string;
  readonly optionalRules: readonly string[];
  readonly seed: number;
  readonly description: string;
  /** Seats the creator opened (at most the title's maximum). */
  readonly maxPlayers: number;
  readonly status: LobbyStatus;
  /** The game it started, once started. */
  readonly gameId: number | null;
  readonly seats: readonly LobbySeat[];
  /** ISO 8601. */
  readonly createdAt: string;
}

export interface NewLobby {
  readonly title: string;
  readonly optionalRules: readonly string[];
  readonly seed: number;
  readonly description: string;
  readonly maxPlayers: number;
  /** The creator's owner token's hash: it starts the lobby, and owns the game. */
  readonly ownerHash: string;
  /** The creator's own seat. */
  readonly creator: { readonly name: string; readonly hash: string };
}

export type JoinOutcome = { readonly position: number } | { readonly refused: 'full' | 'started' | 'name_taken' | 'not_found' };

export interface PlayTables {
  createLobby(lobby: NewLobby): Promise<number>;
  lobby(id: number): Promise<LobbyRecord | undefined>;
  /** Open lobbies, newest first. */
  openLobbies(limit: number): Promise<LobbyRecord[]>;
  /** Takes the next seat, unless the lobby is full, started, or has a player of that name. */
  joinLobby(id: number, seat: { readonly name: string; readonly hash: string }): Promise<JoinOutcome>;
  /** The owner token's hash and the seats' token hashes, by position. */
  lobbyTokens(id: number): Promise<{ readonly ownerHash: string; readonly seats: readonly { readonly position: number; readonly hash: string }[] } | undefined>;
  /** Open → starting, so nobody joins while the game is created; false if it was not open. */
  claimStart(id: number): Promise<boolean>;
  /** Starting → open again (creating the game failed), or → started with its game. */
  finishStart(id: number, gameId: number | null): Promise<void>;
  /** The players who voted to end a game now, in the order they voted. */
  endVotes(gameId: number): Promise<PlayerId[]>;
  addEndVote(gameId: number, player: PlayerId): Promise<void>;
  removeEndVote(gameId: number, player: PlayerId): Promise<void>;
}

/** The rows both adapters read. */
export interface LobbyRow {
  readonly id: number | string;
  readonly title: string;
  readonly optional_rules: string;
  readonly seed: number | string;
  readonly description: string;
  readonly max_players: number | string;
  readonly status: string;
  readonly game_id: number | string | null;
  readonly created_at: string | Date;
}

export function lobbyFromRows(row: LobbyRow, seats: readonly { position: number | string; name: string }[]): LobbyRecord {
  return {
    id: Number(row.id),
    title: row.title,
    optionalRules: JSON.parse(row.optional_rules),
    seed: Number(row.seed),
    description: row.description,
    maxPlayers: Number(row.max_players),
    status: row.status as LobbyStatus,
    gameId: row.game_id === null ? null : Number(row.game_id),
    seats: seats.map((s) => ({ position: Number(s.position), name: s.name })),
    createdAt: row.created_at instanceof Date ? row.created_at.toISOString() : row.created_at,
  };
}
