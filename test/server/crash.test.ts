/**
 * Faults: the server process (`server/main.ts`, as `npm run serve` starts it) is killed with
 * SIGKILL in the middle of a burst of posts to several games. After a restart every action that
 * got a 201 is there, the stored ids are dense (at most the one in flight when it died was
 * stored without its 201 arriving), the games load and replay, and play goes on.
 * On SQLite, and on Postgres when there is one.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSeed } from '../../runtime/index.js';
import { loadFixture } from '../runtime/helpers.js';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { freePort, serveInChild as serve } from './child-server.js';
import { Api, POSTGRES_URL, postgresDatabase, sqlitePath } from './support.js';

const GAMES = 8;
/** Kill the server once this many posts have been answered 201. */
const KILL_AFTER = 120;

if (!fixturesDir()) console.warn(`crash.test: ${SHARED_MISSING}`);

const STORES = [
  { name: 'SQLite', available: true, open: async () => ({ url: sqlitePath().path, drop: async () => undefined }) },
  { name: 'Postgres', available: Boolean(POSTGRES_URL), open: () => postgresDatabase() },
];

describe.each(STORES)('kill -9 during a burst of posts ($name)', (setup) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!setup.available || !fixturesDir())('keeps every action that got a 201, and the games load and go on', async () => {
    const db = await setup.open();
    cleanups.push(() => db.drop());
    const port = await freePort();
    let child = await serve(db.url, port);
    cleanups.push(() => void child.kill('SIGKILL'));
    const api = new Api(`http://127.0.0.1:${port}`);

    const fixture = loadFixture('1830', '26855');
    const games: { id: number; owner_token: string }[] = [];
    for (let i = 0; i < GAMES; i++) games.push((await api.post('/api/games', { title: '1830', players: fixture.players, seed: fixtureSeed(fixture) })).body);

    // Each game gets its recording posted in order; all games at once. Kill when enough went in.
    const acknowledged = games.map(() => 0);
    let total = 0;
    let killed = false;
    const burst = games.map(async (game, g) => {
      for (const action of fixture.actions) {
        let answer;
        try {
          answer = await api.post(`/api/games/${game.id}/actions`, action, game.owner_token);
        } catch {
          return; // the server is gone
        }
        if (answer.status !== 201) throw new Error(`game ${game.id} action ${action.id}: ${answer.status} ${JSON.stringify(answer.body)}`);
        acknowledged[g] = answer.body.action_id;
        if (++total >= KILL_AFTER && !killed) {
          killed = true;
          child.kill('SIGKILL');
        }
      }
    });
    await Promise.all(burst);
    expect(killed).toBe(true);
    if (child.exitCode === null && child.signalCode === null) await new Promise((resolve) => child.once('exit', resolve));
    expect(child.signalCode).toBe('SIGKILL');

    child = await serve(db.url, port);
    for (const [g, game] of games.entries()) {
      const stored = (await api.get(`/api/games/${game.id}/actions`)).body.actions as { id: number }[];
      const ids = stored.map((a) => a.id);
      expect(ids).toEqual(ids.map((_, i) => i + 1));
      expect(ids.length).toBeGreaterThanOrEqual(acknowledged[g]);
      expect(ids.length).toBeLessThanOrEqual(acknowledged[g] + 1);
      const summary = (await api.get(`/api/games/${game.id}`)).body;
      expect(summary.last_action_id).toBe(ids.length);
      // Play goes on from where the store says the game is.
      const next = fixture.actions[ids.length];
      const answer = await api.post(`/api/games/${game.id}/actions`, next, game.owner_token);
      expect(answer.status).toBe(201);
      expect(answer.body.action_id).toBe(ids.length + 1);
    }
  });
});
