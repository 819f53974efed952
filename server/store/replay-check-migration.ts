/**
 * Migration 5 of store/migrations.ts: what the server knows of a game's replay under the title
 * built now (server/games/divergence.ts).
 * - `title_fingerprint`: the fingerprint (server/games/title-fingerprint.ts) of the compiled title
 *   the game's actions were last replayed under without a fault ('' for games stored before).
 * - `result`: a finished game's result and end reason as they were when it ended (JSON), so a
 *   title edit that would change them is noticed instead of silently rewriting history.
 * - `divergence`: JSON, set once the title no longer replays the game (its status is then
 *   `diverged`): the first action refused, its round and the engine's message, or the old and
 *   new result. Null otherwise.
 */
import { ddl } from './dialect.js';
import type { Migration } from './migrations.js';

export const REPLAY_CHECK_MIGRATION: Migration = {
  version: 5,
  name: 'games record the title fingerprint, their result and a divergence',
  ...ddl`
  ALTER TABLE games ADD COLUMN title_fingerprint TEXT NOT NULL DEFAULT '';
  ALTER TABLE games ADD COLUMN result TEXT;
  ALTER TABLE games ADD COLUMN divergence TEXT;
`,
};
