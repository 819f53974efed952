/**
 * Concurrency on Postgres: two server instances sharing one database, 100 clients posting the
 * same recorded actions at once (each with its id) to one game through both. Every action is
 * accepted exactly once (the others get 409), the stored ids are dense, nothing is lost, and the
 * observers on both instances see every event once, in order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { everySeatViewer, fixtureSeed, newGameFor, stateFor } from '../../runtime/index.js';
import { canonicalAction } from '../../server/games/canonical.js';
import { loadFixture, TITLES } from '../runtime/helpers.js';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { POSTGRES_MISSING, POSTGRES_URL, postgresDatabase, startServer, StreamClient, type RunningServer } from './support.js';

const CLIENTS = 100;
const ACTIONS = 60;

if (!POSTGRES_URL) console.warn(`concurrency.test: ${POSTGRES_MISSING}`);
if (!fixturesDir()) console.warn(`concurrency.test: ${SHARED_MISSING}`);

describe('two instances on one Postgres', () => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!POSTGRES_URL || !fixturesDir())(`${CLIENTS} clients posting at once: each action stored once, ids dense, every observer sees every event in order`, async () => {
    const db = await postgresDatabase();
    cleanups.push(() => db.drop());
    const servers: RunningServer[] = [await startServer(db.url), await startServer(db.url)];
    cleanups.push(() => Promise.all(servers.map((s) => s.close())).then(() => undefined));

    const fixture = loadFixture('1830', '1830_game_end_bank');
    const actions = fixture.actions.slice(0, ACTIONS);
    const game = (await servers[0].api.post('/api/games', { title: '1830', players: fixture.players, seed: fixtureSeed(fixture) })).body;
    const observers = servers.flatMap((s) => [0, 1].map(() => new StreamClient(`${s.url}/api/games/${game.id}/stream`)));
    cleanups.push(() => observers.forEach((o) => o.close()));
    await Promise.all(observers.map((o) => o.until((c) => c.messages.some((m) => m.type === 'ready'))));

    const accepted = new Map<number, number>();
    const statuses = new Map<number, number>();
    const client = async (index: number): Promise<void> => {
      const api = servers[index % 2].api;
      for (let k = 0; k < actions.length; ) {
        const answer = await api.post(`/api/games/${game.id}/actions`, actions[k], game.owner_token);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
        if (answer.status === 201) {
          accepted.set(answer.body.action_id, (accepted.get(answer.body.action_id) ?? 0) + 1);
          k++;
        } else if (answer.status === 409 && answer.body.error.expected_id > actions[k].id!) {
          k = answer.body.error.expected_id - 1; // others stored it: go on from the next one
        } else if (answer.status === 409) {
          await new Promise((resolve) => setTimeout(resolve, 2)); // ahead of the game: wait for the others
        } else {
          throw new Error(`client ${index}, action ${actions[k].id}: ${answer.status} ${JSON.stringify(answer.body)}`);
        }
      }
    };
    await Promise.all(Array.from({ length: CLIENTS }, (_, i) => client(i)));

    expect([...accepted.keys()].sort((a, b) => a - b)).toEqual(actions.map((a) => a.id));
    expect([...accepted.values()].every((n) => n === 1)).toBe(true);
    expect([...statuses.keys()].sort()).toEqual([201, 409]);

    const sql = new pg.Client({ connectionString: db.url });
    await sql.connect();
    const rows = (await sql.query('SELECT id, body FROM actions WHERE game_id = $1 ORDER BY id', [game.id])).rows;
    await sql.end();
    expect(rows.map((r) => r.id)).toEqual(actions.map((a) => a.id));
    // Stored as posted, in canonical form (a recording's bookkeeping fields dropped), with the server's time.
    const catalog = newGameFor(TITLES['1830'], fixture).actionCatalog;
    for (const [i, row] of rows.entries()) {
      const { created_at: _stored, ...body } = JSON.parse(row.body);
      const { created_at: _recorded, ...recorded } = canonicalAction(catalog, actions[i] as unknown as Record<string, unknown>);
      expect(body).toEqual(recorded);
    }

    // No lost update: both instances hold the game a single player would have, event for event.
    const mirror = newGameFor(TITLES['1830'], fixture);
    for (const action of actions) mirror.process(action);
    const expected = JSON.parse(JSON.stringify(mirror.events));
    for (const server of servers) {
      await expect.poll(async () => (await server.api.get(`/api/games/${game.id}`)).body.last_action_id).toBe(ACTIONS);
      expect((await server.api.get(`/api/games/${game.id}/events`)).body.events).toEqual(expected);
      expect((await server.api.get(`/api/games/${game.id}/state`, game.owner_token)).body.state).toEqual(JSON.parse(JSON.stringify(stateFor(mirror, everySeatViewer(mirror)))));
    }
    for (const observer of observers) {
      await observer.until((o) => o.events.length === expected.length);
      expect(observer.events).toEqual(expected);
      expect(observer.actions.map((a) => a.id)).toEqual(actions.map((a) => a.id));
    }
  });
});
