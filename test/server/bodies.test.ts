/**
 * Hostile request bodies and query strings, on SQLite and (when there is one) Postgres: a NUL
 * character in text the server stores or searches by, bodies nesting thousands of levels deep,
 * player ids that are prototype names, bodies that are not JSON. Each is a 4xx with a clear
 * code, never a 500, and nothing is stored.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH } from '../../server/request-body.js';
import { POSTGRES_MISSING, POSTGRES_URL, postgresDatabase, sqlitePath, startServer, type RunningServer } from './support.js';

if (!POSTGRES_URL) console.warn(`bodies.test: ${POSTGRES_MISSING}`);

const STORES = [
  { name: 'SQLite', available: true, open: async () => ({ url: sqlitePath().path, remove: async () => undefined }) },
  {
    name: 'Postgres',
    available: Boolean(POSTGRES_URL),
    open: async () => {
      const db = await postgresDatabase();
      return { url: db.url, remove: () => db.drop() };
    },
  },
];

const PLAYERS = [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cy' }];
const bid = { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 };

/** `[[[…]]]`, `depth` arrays inside one another. */
const nested = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

describe.each(STORES)('on $name', (setup) => {
  let server: RunningServer;
  let store: { remove(): Promise<void> };
  let game: { id: number; owner_token: string };

  beforeAll(async () => {
    if (!setup.available) return;
    store = await setup.open();
    server = await startServer((store as unknown as { url: string }).url);
    game = (await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 })).body;
  });
  afterAll(async () => {
    await server?.close();
    await store?.remove();
  });

  const games = async () => (await server.api.get('/api/games?limit=200')).body.games.length;
  const stored = async () => (await server.api.get(`/api/games/${game.id}`)).body.last_action_id;

  async function refusedCreating(path: string, body: unknown, status: number, code: string): Promise<void> {
    const before = await games();
    const answer = await server.api.post(path, body);
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(await games()).toBe(before);
  }

  const recording = (extra: Record<string, unknown> = {}) => ({ title: '1830', players: PLAYERS.map((p, i) => ({ id: i + 1, ...p })), settings: { seed: 1 }, actions: [{ ...bid, id: 1 }], ...extra });

  describe.skipIf(!setup.available)('a NUL character is refused with 400 wherever it would be stored or searched by', () => {
    it.each([
      ['a description', { title: '1830', players: PLAYERS, description: 'x\u0000y' }],
      ["a player's name", { title: '1830', players: [{ name: 'A\u0000' }, { name: 'B' }] }],
      ["a player's id", { title: '1830', players: [{ id: 'a\u0000', name: 'A' }, { name: 'B' }] }],
      ['an optional rule', { title: '1830', players: PLAYERS, optional_rules: ['x\u0000'] }],
      ['the title', { title: '18\u000030', players: PLAYERS }],
    ])('in %s of a new game', async (_what, body) => {
      await refusedCreating('/api/games', body, 400, 'request/invalid');
    });

    it('in an imported description or title', async () => {
      await refusedCreating('/api/games/import', recording({ description: 'x\u0000y' }), 400, 'request/invalid');
      await refusedCreating('/api/games/import', recording({ title: '1830\u0000' }), 400, 'request/invalid');
    });

    it('in the title a list is filtered by', async () => {
      const answer = await server.api.get('/api/games?title=18%00');
      expect(answer.status).toBe(400);
      expect(answer.body.error.code).toBe('request/invalid');
    });

    it('and text without one is stored as it came', async () => {
      const created = await server.api.post('/api/games', { title: '1830', players: PLAYERS, description: 'Ada’s game — x\u0001y' });
      expect(created.status).toBe(201);
      expect((await server.api.get(`/api/games/${created.body.id}`)).body.description).toBe('Ada’s game — x\u0001y');
    });
  });

  describe.skipIf(!setup.available)('bodies nesting too deep are refused with 400', () => {
    it('an action with a junk field 4,500 levels deep', async () => {
      const before = await stored();
      const answer = await server.api.post(`/api/games/${game.id}/actions`, { ...bid, x: nested(4500) }, game.owner_token);
      expect(answer.status).toBe(400);
      expect(answer.body.error).toMatchObject({ code: 'request/too_deep', limit: MAX_BODY_DEPTH });
      expect(await stored()).toBe(before);
    });

    it('a recording with one', async () => {
      await refusedCreating('/api/games/import', recording({ actions: [{ ...bid, id: 1, x: nested(MAX_BODY_DEPTH) }] }), 400, 'request/too_deep');
    });

    it('brackets inside strings do not count, escaped quotes included', async () => {
      const fresh = (await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 })).body;
      const chat = { type: 'message', entity: 1, entity_type: 'player', message: `\\"${'[{'.repeat(100)}` };
      const answer = await server.api.post(`/api/games/${fresh.id}/actions`, chat, fresh.owner_token);
      expect(answer.status, JSON.stringify(answer.body)).toBe(201);
      expect((await server.api.get(`/api/games/${fresh.id}/actions`)).body.actions[0].message).toBe(chat.message);
    });

    it('a game description nested just within the limit still parses (and is then refused for its type)', async () => {
      await refusedCreating('/api/games', { title: '1830', players: PLAYERS, description: nested(MAX_BODY_DEPTH - 1) }, 400, 'request/invalid');
    });
  });

  describe.skipIf(!setup.available)('player ids and names', () => {
    it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as an id or a name', async (name) => {
      await refusedCreating('/api/games', { title: '1830', players: [{ id: name, name: 'A' }, { name: 'B' }] }, 400, 'request/invalid');
      await refusedCreating('/api/games', { title: '1830', players: [{ name }, { name: 'B' }] }, 400, 'request/invalid');
      await refusedCreating('/api/games/import', { ...recording(), players: [{ name }, { name: 'B' }] }, 400, 'request/invalid');
    });

    it('exports a game whose ids are any other text so that it imports again', async () => {
      const created = (await server.api.post('/api/games', { title: '1830', players: [{ id: 'toString', name: 'Ada' }, { id: 'hasOwnProperty', name: 'Ben' }], seed: 2 })).body;
      expect((await server.api.post(`/api/games/${created.id}/actions`, { ...bid, entity: 'toString' }, created.seats[0].token)).status).toBe(201);
      const exported = (await server.api.get(`/api/games/${created.id}/export`)).body;
      const imported = await server.api.request('POST', '/api/games/import', { raw: JSON.stringify(exported) });
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect(imported.body.seats.map((s: { player_id: string }) => s.player_id)).toEqual(['toString', 'hasOwnProperty']);
    });
  });

  describe.skipIf(!setup.available)('bodies that are not JSON', () => {
    it.each(['text/plain', 'text/plain; charset=utf-8', 'application/x-www-form-urlencoded', 'application/octet-stream'])('%s is a 415', async (type) => {
      const before = await stored();
      const answer = await server.api.request('POST', `/api/games/${game.id}/actions`, { raw: JSON.stringify(bid), token: game.owner_token, headers: { 'content-type': type } });
      expect(answer.status).toBe(415);
      expect(answer.body.error.code).toBe('request/media_type');
      expect(await stored()).toBe(before);
    });

    it('JSON with a charset is read', async () => {
      const fresh = (await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 })).body;
      const answer = await server.api.request('POST', `/api/games/${fresh.id}/actions`, { raw: JSON.stringify(bid), token: fresh.owner_token, headers: { 'content-type': 'application/json; charset=utf-8' } });
      expect(answer.status).toBe(201);
    });
  });
});
