/**
 * The stores' schema: each migration is one SQL text for both dialects (server/store/dialect.ts).
 * A database already created must go on migrating exactly as before, so each shipped migration's
 * version, name and SQL per dialect are pinned here (a changed one is a new migration, never an
 * edit), and a database left at an older version by an earlier server, with a game in it, upgrades
 * to the schema a fresh database gets, its game intact: on SQLite and on Postgres.
 */
import { createHash } from 'node:crypto';
import Database from 'better-sqlite3';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS, MIGRATIONS_TABLE, type Migration } from '../../server/store/migrations.js';
import { openStore } from '../../server/store/open.js';
import type { Dialect } from '../../server/store/dialect.js';
import { POSTGRES_MISSING, POSTGRES_URL, postgresDatabase, sqlitePath } from './support.js';

const digest = (sql: string) => createHash('sha256').update(sql).digest('hex').slice(0, 16);

/** Shipped migrations: version, name, and a digest of the SQL each dialect ran. Append; never edit. */
const SHIPPED = [
  [1, 'games, tokens, actions', 'c2c773889e2f3e4e', 'b039a5be90af2bd5'],
  [2, 'games record the toolkit version that created them', '18d5694a51691a26', '18d5694a51691a26'],
  [3, 'games imported from recordings', 'df979b1d2148506c', 'df979b1d2148506c'],
  [4, 'lobbies, their seats, votes to end a game', '48c081d69d60942a', 'fe92df06ee51902c'],
  [5, 'games record the title fingerprint, their result and a divergence', 'fc3ad945b35601a9', 'fc3ad945b35601a9'],
] as const;

/** The database an earlier server left: migrations up to `version`, and one game played. */
const OLD_VERSION = 3;
const OLD_GAME = ['1830', '[{"id":1,"name":"A"},{"id":2,"name":"B"}]', '[]', 7, 'old', 'active', 1, '2026-01-02T03:04:05.000Z', '2026-01-02T03:04:06.000Z', '0.0.9', null];
const GAME_COLUMNS = 'title, players, optional_rules, seed, description, status, last_action_id, created_at, updated_at, toolkit_version, recorded_actions';
const ACTION = '{"type":"message","entity":1,"entity_type":"player","message":"hi","id":1}';

const older = (dialect: Dialect): string[] => MIGRATIONS.filter((m) => m.version <= OLD_VERSION).map((m: Migration) => m[dialect]);

describe('migrations', () => {
  it('keep every shipped migration as it shipped, in order, each written once for both dialects', () => {
    const now = MIGRATIONS.map((m) => [m.version, m.name, digest(m.sqlite), digest(m.postgres)]);
    expect(now.slice(0, SHIPPED.length)).toEqual(SHIPPED);
    expect(MIGRATIONS.map((m) => m.version)).toEqual(MIGRATIONS.map((_, i) => i + 1));
  });

  it('upgrade a SQLite database an earlier server left, its game intact', async () => {
    const old = sqlitePath();
    const fresh = sqlitePath();
    try {
      const db = new Database(old.path);
      db.exec(MIGRATIONS_TABLE);
      for (const [i, sql] of older('sqlite').entries()) {
        db.exec(sql);
        db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(i + 1, MIGRATIONS[i].name, '2026-01-01T00:00:00.000Z');
      }
      db.prepare(`INSERT INTO games (${GAME_COLUMNS}) VALUES (${GAME_COLUMNS.split(',').map(() => '?').join(', ')})`).run(...OLD_GAME);
      db.prepare('INSERT INTO tokens (hash, game_id, player_id) VALUES (?, 1, ?)').run('h', '1');
      db.prepare('INSERT INTO actions (game_id, id, body, created_at) VALUES (1, 1, ?, ?)').run(ACTION, OLD_GAME[8]);
      db.close();

      const upgraded = await openStore(old.path);
      await checkGame(upgraded);
      await upgraded.close();
      await (await openStore(fresh.path)).close();
      const schema = (path: string) => {
        const d = new Database(path, { readonly: true });
        const tables = d.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name <> 'sqlite_sequence' ORDER BY name").all() as { name: string }[];
        const result = {
          versions: d.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all(),
          columns: tables.map(({ name }) => [name, d.prepare(`SELECT name, type, "notnull", dflt_value, pk FROM pragma_table_info(?)`).all(name)]),
          indexes: d.prepare("SELECT name, tbl_name FROM sqlite_master WHERE type = 'index' ORDER BY name").all(),
        };
        d.close();
        return result;
      };
      expect(schema(old.path)).toEqual(schema(fresh.path));
      expect(schema(old.path).versions).toHaveLength(MIGRATIONS.length);
    } finally {
      old.remove();
      fresh.remove();
    }
  });

  it.skipIf(!POSTGRES_URL)('upgrade a Postgres database an earlier server left, its game intact', async () => {
    const old = await postgresDatabase();
    const fresh = await postgresDatabase();
    const schema = async (url: string) => {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      try {
        const versions = (await client.query('SELECT version, name FROM schema_migrations ORDER BY version')).rows;
        const columns = (
          await client.query(
            "SELECT table_name, column_name, data_type, is_nullable, column_default, is_identity FROM information_schema.columns WHERE table_schema = 'public' ORDER BY table_name, ordinal_position",
          )
        ).rows;
        const indexes = (await client.query("SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = 'public' ORDER BY indexname")).rows;
        return { versions, columns, indexes };
      } finally {
        await client.end();
      }
    };
    try {
      const client = new pg.Client({ connectionString: old.url });
      await client.connect();
      await client.query(MIGRATIONS_TABLE);
      for (const [i, sql] of older('postgres').entries()) {
        await client.query(sql);
        await client.query('INSERT INTO schema_migrations (version, name, applied_at) VALUES ($1, $2, $3)', [i + 1, MIGRATIONS[i].name, '2026-01-01T00:00:00.000Z']);
      }
      await client.query(`INSERT INTO games (${GAME_COLUMNS}) VALUES (${GAME_COLUMNS.split(',').map((_, i) => `$${i + 1}`).join(', ')})`, OLD_GAME);
      await client.query("INSERT INTO tokens (hash, game_id, player_id) VALUES ('h', 1, '1')");
      await client.query('INSERT INTO actions (game_id, id, body, created_at) VALUES (1, 1, $1, $2)', [ACTION, OLD_GAME[8]]);
      await client.end();

      const upgraded = await openStore(old.url);
      await checkGame(upgraded);
      await upgraded.close();
      await (await openStore(fresh.url)).close();
      const [a, b] = [await schema(old.url), await schema(fresh.url)];
      expect(a).toEqual(b);
      expect(a.versions).toHaveLength(MIGRATIONS.length);
    } finally {
      await old.drop();
      await fresh.drop();
    }
  });
  if (!POSTGRES_URL) it.skip(POSTGRES_MISSING, () => {});
});

/** The old database's game, read through today's store. */
async function checkGame(store: Awaited<ReturnType<typeof openStore>>): Promise<void> {
  const game = await store.game(1);
  expect(game).toMatchObject({ id: 1, title: '1830', seed: 7, description: 'old', status: 'active', lastActionId: 1, toolkitVersion: '0.0.9', titleFingerprint: '', result: null, divergence: null });
  expect((await store.actionsAfter(1, 0)).map((a) => a.body)).toEqual([JSON.parse(ACTION)]);
  expect(await store.play.endVotes(1)).toEqual([]);
}
