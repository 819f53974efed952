/**
 * The play tables' statements (tables.ts), written once for both stores: tables-sqlite.ts and
 * tables-postgres.ts differ only in how they run them (SQLite synchronously in an immediate
 * transaction, Postgres through a pool with a row lock), never in the SQL.
 */
import { FOR_UPDATE, RETURNING_ID, statement, type DialectSql } from '../store/dialect.js';

/** Votes cast in the same instant: SQLite keeps the order they were cast in; Postgres has no such order, so by player. */
const SAME_INSTANT: DialectSql = { sqlite: 'rowid', postgres: 'player_id' };

export const PLAY_SQL = {
  insertLobby: statement`INSERT INTO lobbies (title, optional_rules, seed, description, max_players, owner_hash, status, created_at) VALUES (?, ?, ?, ?, ?, ?, 'open', ?)${RETURNING_ID}`,
  insertSeat: statement`INSERT INTO lobby_seats (lobby_id, position, name, hash) VALUES (?, ?, ?, ?)`,
  lobby: statement`SELECT * FROM lobbies WHERE id = ?`,
  /** The lobby a join is about to take a seat of. */
  lobbyToJoin: statement`SELECT * FROM lobbies WHERE id = ?${FOR_UPDATE}`,
  seats: statement`SELECT position, name FROM lobby_seats WHERE lobby_id = ? ORDER BY position`,
  open: statement`SELECT * FROM lobbies WHERE status = 'open' ORDER BY created_at DESC, id DESC LIMIT ?`,
  tokens: statement`SELECT position, hash FROM lobby_seats WHERE lobby_id = ? ORDER BY position`,
  owner: statement`SELECT owner_hash FROM lobbies WHERE id = ?`,
  claim: statement`UPDATE lobbies SET status = 'starting' WHERE id = ? AND status = 'open'`,
  finish: statement`UPDATE lobbies SET status = ?, game_id = ? WHERE id = ?`,
  votes: statement`SELECT player_id FROM end_votes WHERE game_id = ? ORDER BY voted_at, ${SAME_INSTANT}`,
  vote: statement`INSERT INTO end_votes (game_id, player_id, voted_at) VALUES (?, ?, ?) ON CONFLICT DO NOTHING`,
  unvote: statement`DELETE FROM end_votes WHERE game_id = ? AND player_id = ?`,
} as const;
