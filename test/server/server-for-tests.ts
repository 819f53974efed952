/**
 * The server a test file shares (kept apart from support.ts, which the benches import too, so
 * that only tests register vitest hooks).
 */
import { afterAll, beforeAll } from 'vitest';
import { sqlitePath, startServer, type RunningServer } from './support.js';

/**
 * The server a test file shares: on a fresh SQLite file, started before the file's tests and
 * closed (its file deleted) after them. What it returns stands for that server once started.
 */
export function sqliteServerForTests(): RunningServer {
  let running: RunningServer | undefined;
  let file: ReturnType<typeof sqlitePath> | undefined;
  beforeAll(async () => {
    file = sqlitePath();
    running = await startServer(file.path);
  });
  afterAll(async () => {
    await running?.close();
    file?.remove();
  });
  return new Proxy({} as RunningServer, {
    get(_target, key) {
      if (!running) throw new Error('the test server is used before its beforeAll started it');
      return Reflect.get(running, key);
    },
  });
}
