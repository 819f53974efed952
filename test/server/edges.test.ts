/**
 * Issue 19, items 3 and 9: what a request names is checked at the edge, the same on every store.
 * Ids and counts past what Postgres's `integer` holds are a 404 (a game that cannot exist) or a
 * 400 (once 500s on Postgres); ids are strings or safe integers (2^64 was stored as
 * 18446744073709552000); text is Unicode; optional rules are named once; an import's seed is
 * what creating a game takes; a page larger than the documented 200 is refused, not cut; a bid
 * names what it is for (400 `action/malformed`). Nothing refused is stored. On SQLite, and on
 * Postgres when there is one.
 */
import { describe, expect, it } from 'vitest';
import { AUCTION } from '../support/first-rounds-1830.js';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { newGame, refused } from './moves.js';

const TWO = [{ name: 'A' }, { name: 'B' }];

describe.each(STORE_KINDS)('the edges of requests on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;
  const games = async () => (await server.api.get('/api/games?limit=200')).body.games.length;

  it.skipIf(!available)('ids and counts past 2^31 - 1: 404 for a game, 400 for the rest, never 500', async () => {
    const game = await newGame(server, AUCTION.slice(0, 1));
    for (const path of ['', '/state', '/actions', '/events', '/export']) {
      const answer = await server.api.get(`/api/games/9999999999${path}`);
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 404, 'game/not_found']);
    }
    expect((await server.api.post('/api/games/2147483648/actions', AUCTION[1], game.owner_token)).status).toBe(404);
    for (const path of [`/api/games/${game.id}/actions?after=2147483648`, `/api/games/${game.id}/events?after=99999999999`, '/api/games?offset=2147483648']) {
      const answer = await server.api.get(path);
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 400, 'request/invalid']);
    }
    expect((await server.api.get(`/api/games/${game.id}/actions?after=2147483647`)).body.actions).toEqual([]);
    await refused(server, game, { ...AUCTION[1], id: 2147483648 }, game.owner_token, 400, 'request/invalid');
    const stream = await fetch(`${server.url}/api/games/${game.id}/stream`, { headers: { accept: 'text/event-stream', 'last-event-id': '99999999999' } });
    expect(stream.status).toBe(400);
    await stream.body?.cancel();
  });

  it.skipIf(!available)('a page of games is at most 200: a larger one is refused, not cut short', async () => {
    expect((await server.api.get('/api/games?limit=201')).status).toBe(400);
    expect((await server.api.get('/api/games?limit=200')).status).toBe(200);
  });

  it.skipIf(!available)('ids are strings or safe integers; text is Unicode; optional rules are named once', async () => {
    const before = await games();
    const refusedCreate = async (raw: string) => {
      const answer = await server.api.request('POST', '/api/games', { raw });
      expect([raw, answer.status, answer.body.error.code]).toEqual([raw, 400, 'request/invalid']);
    };
    await refusedCreate('{"title":"1830","players":[{"id":18446744073709551616,"name":"A"},{"name":"B"}]}');
    await refusedCreate('{"title":"1830","players":[{"id":1e300,"name":"A"},{"name":"B"}]}');
    await refusedCreate('{"title":"1830","players":[{"name":"A\\ud800"},{"name":"B"}]}');
    await refusedCreate('{"title":"1830","players":[{"name":"A"},{"name":"B"}],"description":"x\\udc00"}');
    await refusedCreate(JSON.stringify({ title: '1830', players: TWO, optional_rules: ['optional_6_train', 'optional_6_train'] }));
    expect(await games()).toBe(before);
    // A pair of surrogates is one character, and welcome.
    expect((await server.api.request('POST', '/api/games', { raw: '{"title":"1830","players":[{"name":"A\\ud83d\\ude82"},{"name":"B"}]}' })).status).toBe(201);
  });

  it.skipIf(!available)('an action’s ids are strings or safe integers, and a bid names what it is for', async () => {
    const game = await newGame(server);
    const raw = async (text: string) => server.api.request('POST', `/api/games/${game.id}/actions`, { raw: text, token: game.owner_token });
    expect((await raw('{"type":"bid","entity":18446744073709551616,"entity_type":"player","company":"SV","price":20}')).status).toBe(400);
    expect((await raw('{"type":"bid","entity":1,"entity_type":"player","company":"SV","price":1e300}')).body.error.code).toBe('action/malformed');
    await refused(server, game, { type: 'bid', entity: 1, entity_type: 'player', price: 20 }, game.owner_token, 400, 'action/malformed');
  });

  it.skipIf(!available)('an import takes the seeds creating a game takes', async () => {
    const before = await games();
    for (const seed of [-5, 2 ** 53, 1.5, '-5', '12345678901234567']) {
      const answer = await server.api.post('/api/games/import', { title: '1830', players: TWO.map((p, i) => ({ ...p, id: i + 1 })), settings: { seed }, actions: [] });
      expect([seed, answer.status]).toEqual([seed, 400]);
    }
    expect(await games()).toBe(before);
    expect((await server.api.post('/api/games/import', { title: '1830', players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], settings: { seed: '42' }, actions: [] })).status).toBe(201);
  });
});
