/**
 * The server a test file shares (kept apart from support.ts, which the benches import too, so
 * that only tests register vitest hooks).
 */
import { afterAll, beforeAll } from 'vitest';
import { POSTGRES_URL, postgresDatabase, sqlitePath, startServer, type RunningServer, type ServerOptions } from './support.js';

export type StoreKind = 'SQLite' | 'Postgres';

/**
 * The stores a test runs on: SQLite always, Postgres where TEST_DATABASE_URL names one (always
 * under CI, where its absence fails the run: support.ts).
 */
export const STORE_KINDS: readonly { readonly kind: StoreKind; readonly available: boolean }[] = [
  { kind: 'SQLite', available: true },
  { kind: 'Postgres', available: Boolean(POSTGRES_URL) },
];

/**
 * The server a test file (or a describe block) shares: on a fresh store of the kind asked (a
 * SQLite file, or a Postgres database of its own), started before its tests and closed, its
 * store deleted, after them. What it returns stands for that server once started.
 */
export function serverForTests(kind: StoreKind = 'SQLite', options: ServerOptions = {}): RunningServer {
  let running: RunningServer | undefined;
  let remove: (() => unknown) | undefined;
  beforeAll(async () => {
    if (kind === 'SQLite') {
      const file = sqlitePath();
      remove = () => file.remove();
      running = await startServer(file.path, options);
    } else {
      const db = await postgresDatabase();
      remove = () => db.drop();
      running = await startServer(db.url, options);
    }
  });
  afterAll(async () => {
    await running?.close();
    await remove?.();
  });
  return new Proxy({} as RunningServer, {
    get(_target, key) {
      if (!running) throw new Error('the test server is used before its beforeAll started it');
      return Reflect.get(running, key);
    },
  });
}

/** The server a test file shares, on a fresh SQLite file. */
export function sqliteServerForTests(options: ServerOptions = {}): RunningServer {
  return serverForTests('SQLite', options);
}
