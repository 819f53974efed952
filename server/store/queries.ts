/**
 * The games store's statements both stores run alike, written once (dialect.ts numbers the `?`
 * for Postgres). What each store does its own way stays with it: SQLite's batch inserts in one
 * immediate transaction, Postgres's `unnest` inserts, advisory locks and the insert that notifies
 * other instances in the same statement (sqlite.ts, postgres.ts).
 */
import { statement } from './dialect.js';

export const STORE_SQL = {
  game: statement`SELECT * FROM games WHERE id = ?`,
  tokens: statement`SELECT hash, player_id FROM tokens WHERE game_id = ?`,
  actionsAfter: statement`SELECT id, body FROM actions WHERE game_id = ? AND id > ? ORDER BY id`,
  recordReplay: statement`UPDATE games SET title_fingerprint = ?, status = ?, divergence = NULL, result = COALESCE(result, ?) WHERE id = ? AND last_action_id = ?`,
  markDiverged: statement`UPDATE games SET status = 'diverged', divergence = ? WHERE id = ? AND last_action_id = ?`,
  deleteActionsFrom: statement`DELETE FROM actions WHERE game_id = ? AND id >= ?`,
  appliedMigrations: statement`SELECT version FROM schema_migrations`,
  recordMigration: statement`INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)`,
  ping: statement`SELECT 1`,
} as const;
