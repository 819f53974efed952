/**
 * Opens the store a `DATABASE_URL` names: `postgres://…` (or `postgresql://…`) for Postgres,
 * anything else a SQLite file (`sqlite:path`, `file:path` or a plain path), with its migrations
 * applied.
 */
import { PostgresStore, type PostgresOptions } from './postgres.js';
import type { SqliteOptions } from './sqlite.js';
import type { Store } from './store.js';

export const DEFAULT_DATABASE = 'data/trackwright.sqlite';

export interface OpenOptions extends PostgresOptions, SqliteOptions {}

export async function openStore(url: string = DEFAULT_DATABASE, options: OpenOptions = {}): Promise<Store> {
  // The SQLite driver (a native module, an optional peer dependency of the package) loads only
  // for a SQLite store: authoring titles, or serving on Postgres, never needs it built.
  const store = /^postgres(ql)?:\/\//.test(url)
    ? new PostgresStore(url, options)
    : new (await import('./sqlite.js')).SqliteStore(url.replace(/^(sqlite|file):(\/\/)?/, ''), options);
  try {
    await store.migrate();
  } catch (error) {
    await store.close().catch(() => undefined);
    throw error;
  }
  return store;
}
