/**
 * The tables of play-tables: lobbies and their seats, and votes to end a game (migration 4 of
 * store/migrations.ts). A lobby seat's token hash is unique across lobbies, as the game's seat
 * tokens are across games: it becomes one when the lobby starts.
 */
import { BIGINT, ddl, IDENTITY, TIMESTAMP } from '../store/dialect.js';
import type { Migration } from '../store/migrations.js';

export const PLAY_TABLES_MIGRATION: Migration = {
  version: 4,
  name: 'lobbies, their seats, votes to end a game',
  ...ddl`
    CREATE TABLE lobbies (
      id ${IDENTITY},
      title TEXT NOT NULL,
      optional_rules TEXT NOT NULL,
      seed ${BIGINT} NOT NULL,
      description TEXT NOT NULL DEFAULT '',
      max_players INTEGER NOT NULL,
      owner_hash TEXT NOT NULL,
      status TEXT NOT NULL,
      game_id INTEGER REFERENCES games (id) ON DELETE SET NULL,
      created_at ${TIMESTAMP} NOT NULL
    );
    CREATE INDEX lobbies_open ON lobbies (status, created_at DESC);
    CREATE TABLE lobby_seats (
      lobby_id INTEGER NOT NULL REFERENCES lobbies (id) ON DELETE CASCADE,
      position INTEGER NOT NULL,
      name TEXT NOT NULL,
      hash TEXT NOT NULL UNIQUE,
      PRIMARY KEY (lobby_id, position),
      UNIQUE (lobby_id, name)
    );
    CREATE TABLE end_votes (
      game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
      player_id TEXT NOT NULL,
      voted_at ${TIMESTAMP} NOT NULL,
      PRIMARY KEY (game_id, player_id)
    );`,
};
