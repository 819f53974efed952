/**
 * Issue 19, item 2: a Postgres outage. Two instances share a database (a cluster of this test's
 * own, own-postgres.ts), each through a counting proxy (its connections counted), with event
 * streams open and requests coming in. The database is stopped for 2 s, then for 10 s, and
 * started again. A failed reconnection once started a second retry loop, so loops doubled with
 * every failure (90 connections per instance left after 2 s; thousands of sockets after 4 s).
 * Now, during an outage, requests get 503 `server/unavailable` with Retry-After and /readyz 503,
 * each instance opens at most a few connections a second; within seconds of the database's return
 * both instances answer again, hold no more connections than their pool and listener, and a move
 * posted on one reaches the other's stream.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AUCTION, PLAYERS } from '../support/first-rounds-1830.js';
import { countingProxy, type CountingProxy } from './counting-proxy.js';
import { OWN_POSTGRES_MISSING, ownPostgres, postgresBinaries, type OwnPostgres } from './own-postgres.js';
import { startServer, StreamClient, type RunningServer } from './support.js';

const POOL_SIZE = 4;
const available = Boolean(postgresBinaries());
if (!available && process.env.CI) throw new Error(`CI: ${OWN_POSTGRES_MISSING}`);
if (!available) console.warn(`outage.test: ${OWN_POSTGRES_MISSING}`);

interface Instance {
  readonly server: RunningServer;
  readonly proxy: CountingProxy;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!available)('a Postgres outage, two instances', () => {
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('503 while the database is down, a few connections a second, and everything back within seconds of its return', { timeout: 120_000 }, async () => {
    const pg: OwnPostgres = await ownPostgres();
    cleanups.push(() => pg.remove());
    const instances: Instance[] = [];
    for (let i = 0; i < 2; i++) {
      const proxy = await countingProxy(pg.port);
      cleanups.push(() => proxy.close());
      const server = await startServer(`postgres://trackwright@127.0.0.1:${proxy.port}/postgres`, { store: { poolSize: POOL_SIZE, reconnectDelayMs: { base: 100, max: 2000 } } });
      cleanups.push(() => server.close());
      instances.push({ server, proxy });
    }
    const [a, b] = instances;
    const game = (await a.server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 })).body;
    const cold = (await a.server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 2 })).body; // never read on b
    const watcher = new StreamClient(`${b.server.url}/api/games/${game.id}/stream`);
    cleanups.push(() => watcher.close());
    await watcher.until((s) => s.messages.some((m) => m.type === 'ready'));
    let posted = 0;

    const report: string[] = [];
    for (const seconds of [2, 10]) {
      const openedBefore = instances.map((i) => i.proxy.opened);
      pg.stop('fast');
      const stoppedAt = Date.now();
      let maxOpen = 0;
      const statuses = new Map<string, number>();
      // Requests keep coming during the outage: reads, a cold read, a post, readiness checks.
      while (Date.now() - stoppedAt < seconds * 1000) {
        const answers = await Promise.all([
          a.server.api.get('/readyz'),
          b.server.api.get(`/api/games/${cold.id}/state`),
          a.server.api.post(`/api/games/${game.id}/actions`, AUCTION[posted], game.owner_token),
        ]);
        for (const answer of answers) {
          const key = `${answer.status} ${answer.body?.error?.code ?? ''}`;
          statuses.set(key, (statuses.get(key) ?? 0) + 1);
        }
        maxOpen = Math.max(maxOpen, ...instances.map((i) => i.proxy.open));
        await sleep(100);
      }
      expect([...statuses.keys()]).toEqual(['503 server/unavailable']);
      const raw = await fetch(`${a.server.url}/readyz`);
      expect([raw.status, raw.headers.get('retry-after')]).toEqual([503, '2']);
      await raw.body?.cancel();
      const during = instances.map((i, k) => i.proxy.opened - openedBefore[k]);

      pg.start();
      const restartedAt = Date.now();
      // Back within seconds: both ready, a move taken on one, heard on the other's stream.
      await expect.poll(async () => (await Promise.all(instances.map(async (i) => (await i.server.api.get('/readyz')).status))).join(), { timeout: 15_000, interval: 100 }).toBe('200,200');
      await expect.poll(async () => (await a.server.api.post(`/api/games/${game.id}/actions`, AUCTION[posted], game.owner_token)).status, { timeout: 15_000, interval: 200 }).toBe(201);
      posted++;
      await watcher.until((s) => s.actions.length === posted, 15_000);
      expect((await b.server.api.get(`/api/games/${cold.id}/state`)).status).toBe(200);
      const recovered = (Date.now() - restartedAt) / 1000;
      await sleep(2000);
      const after = instances.map((i) => i.proxy.open);
      // What an instance holds: its pool and its LISTEN connection.
      for (const open of after) expect(open).toBeLessThanOrEqual(POOL_SIZE + 1);
      for (const count of during) expect(count / seconds).toBeLessThan(8);
      expect(maxOpen).toBeLessThanOrEqual(2 * (POOL_SIZE + 1));
      report.push(`${seconds} s outage: connections opened during it ${during.join(' and ')} (per instance), at most ${maxOpen} open at once; back in ${recovered.toFixed(1)} s; open after ${after.join(' and ')}`);
    }
    process.stdout.write(`outage: ${report.join('; ')}\n`);
  });
});
