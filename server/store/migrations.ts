/**
 * The schema, as numbered migrations applied in order on start; a database records the ones
 * it has in `schema_migrations`. Never edit a migration that has shipped: add the next one
 * (test/server/migrations.test.ts pins each shipped one's SQL). Each migration is one SQL text
 * for both stores, the few terms that differ named in dialect.ts.
 *
 * Only games, their seat tokens (hashed) and their actions are stored. `status` and
 * `last_action_id` summarise the actions for the lobby; they are written in the transaction
 * that inserts each action, and the game's state itself is never stored (replaying the actions
 * with the game's seed rebuilds it).
 */

import { PLAY_TABLES_MIGRATION } from '../play/migration.js';
import { BIGINT, ddl, IDENTITY, TIMESTAMP, WITHOUT_ROWID, type DialectSql } from './dialect.js';
import { REPLAY_CHECK_MIGRATION } from './replay-check-migration.js';

/** A migration: its SQL per dialect, written once with `ddl` (dialect.ts). */
export interface Migration extends DialectSql {
  readonly version: number;
  readonly name: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'games, tokens, actions',
    ...ddl`
      CREATE TABLE games (
        id ${IDENTITY},
        title TEXT NOT NULL,
        players TEXT NOT NULL,
        optional_rules TEXT NOT NULL,
        seed ${BIGINT} NOT NULL,
        description TEXT NOT NULL DEFAULT '',
        status TEXT NOT NULL,
        last_action_id INTEGER NOT NULL DEFAULT 0,
        created_at ${TIMESTAMP} NOT NULL,
        updated_at ${TIMESTAMP} NOT NULL
      );
      CREATE INDEX games_by_update ON games (updated_at DESC, id DESC);
      CREATE TABLE tokens (
        hash TEXT PRIMARY KEY,
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        player_id TEXT
      );
      CREATE INDEX tokens_by_game ON tokens (game_id);
      CREATE TABLE actions (
        game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
        id INTEGER NOT NULL,
        body TEXT NOT NULL,
        created_at ${TIMESTAMP} NOT NULL,
        PRIMARY KEY (game_id, id)
      )${WITHOUT_ROWID};
    `,
  },
  {
    version: 2,
    name: 'games record the toolkit version that created them',
    ...ddl`ALTER TABLE games ADD COLUMN toolkit_version TEXT NOT NULL DEFAULT '';`,
  },
  {
    version: 3,
    name: 'games imported from recordings',
    // How many of an imported game's first actions come from its recording (the engine takes
    // those as the reference did); null for a game created here.
    ...ddl`ALTER TABLE games ADD COLUMN recorded_actions INTEGER;`,
  },
  PLAY_TABLES_MIGRATION,
  REPLAY_CHECK_MIGRATION,
];

/** Creates the bookkeeping table; the same SQL serves both dialects. */
export const MIGRATIONS_TABLE = `
  CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`;
