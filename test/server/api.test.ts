/**
 * The API over a real SQLite file: creating games, the move flow, and every way a request can be
 * wrong, each answered with its 4xx and a clear code, with nothing stored.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { sqliteServerForTests } from './server-for-tests.js';
import { startServer } from './support.js';

const server = sqliteServerForTests();

interface Seated {
  id: number;
  owner_token: string;
  seats: { player_id: number; name: string; token: string }[];
}

async function newGame(players = ['Ada', 'Ben', 'Cy']): Promise<Seated> {
  const { status, body } = await server.api.post('/api/games', { title: '1830', players: players.map((name) => ({ name })), seed: 7 });
  expect(status).toBe(201);
  return body;
}

const bid = (entity: number, company: string, price: number, extra: Record<string, unknown> = {}) => ({ type: 'bid', entity, entity_type: 'player', company, price, ...extra });

describe('creating games', () => {
  it('hands out a token per seat and an owner token; numbers players it is not given ids for', async () => {
    const game = await newGame();
    expect(game.seats.map((s) => [s.player_id, s.name])).toEqual([[1, 'Ada'], [2, 'Ben'], [3, 'Cy']]);
    expect(new Set([game.owner_token, ...game.seats.map((s) => s.token)]).size).toBe(4);
    const { body } = await server.api.get(`/api/games/${game.id}`);
    // The seed stays hidden until the game ends (it would tell what is drawn next).
    expect(body).toMatchObject({ id: game.id, title: '1830', status: 'active', round: 'Auction Round 1', acting_players: [1], last_action_id: 0, seed: null });
  });

  it('keeps the player ids it is given, as recordings have them', async () => {
    const { body } = await server.api.post('/api/games', { title: '1830', players: [{ id: 1627, name: 'P1' }, { id: 'x', name: 'P2' }, { name: 'P3' }] });
    expect(body.seats.map((s: { player_id: unknown }) => s.player_id)).toEqual([1627, 'x', 1]);
  });

  it.each([
    [{ title: 'nope', players: [{ name: 'A' }, { name: 'B' }] }, 422, 'game/unknown_title'],
    [{ title: '1830', players: [{ name: 'A' }] }, 422, 'setup/player_count'],
    [{ title: '1830', players: [{ name: 'A' }, { name: 'A' }] }, 422, 'game/duplicate_player'],
    [{ title: '1830', players: [{ name: 'A' }, { name: 'B' }], optional_rules: ['no_such_rule'] }, 422, 'setup/unknown_optional_rule'],
    [{ title: '1830', players: [{ name: 'A' }, { name: 'B' }], seed: 'x' }, 400, 'request/invalid'],
    [{ title: '1830', players: [{ name: 'A' }, { name: 'B' }], extra: 1 }, 400, 'request/invalid'],
    [{ players: [{ name: 'A' }, { name: 'B' }] }, 400, 'request/invalid'],
  ])('refuses %j with %i %s', async (request, status, code) => {
    const before = (await server.api.get('/api/games?limit=200')).body.games.length;
    const answer = await server.api.post('/api/games', request);
    expect(answer.status).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message).toEqual(expect.any(String));
    expect((await server.api.get('/api/games?limit=200')).body.games.length).toBe(before);
  });
});

describe('posting actions', () => {
  it('stores an accepted action and answers with its id and the events it caused', async () => {
    const game = await newGame();
    const answer = await server.api.post(`/api/games/${game.id}/actions`, bid(1, 'SV', 20), game.seats[0].token);
    expect(answer.status).toBe(201);
    expect(answer.body.action_id).toBe(1);
    expect(answer.body.events.map((e: { type: string }) => e.type)).toContain('company_bought');
    expect(answer.body.events.every((e: { action: number; text: string }) => e.action === 1 && e.text.length > 0)).toBe(true);
    const { body } = await server.api.get(`/api/games/${game.id}/actions`);
    expect(body.actions).toEqual([expect.objectContaining({ ...bid(1, 'SV', 20), id: 1, created_at: expect.any(Number) })]);
    expect(body.last_action_id).toBe(1);
  });

  it('lets the owner act for any seat, and a seat undo its own action', async () => {
    const game = await newGame();
    expect((await server.api.post(`/api/games/${game.id}/actions`, bid(1, 'SV', 20), game.owner_token)).status).toBe(201);
    const undo = await server.api.post(`/api/games/${game.id}/actions`, { type: 'undo', entity: 1, entity_type: 'player' }, game.seats[0].token);
    expect(undo.status).toBe(201);
    expect(undo.body.events).toEqual([expect.objectContaining({ type: 'actions_undone', actions: [1] })]);
    const summary = (await server.api.get(`/api/games/${game.id}`)).body;
    expect(summary).toMatchObject({ last_action_id: 2, acting_players: [1] });
    const events = (await server.api.get(`/api/games/${game.id}/events?after=0`)).body;
    expect(events.events.map((e: { id: number }) => e.id)).toEqual(Array.from({ length: events.last_event_id }, (_, i) => i + 1));
  });

  it('tells a seat which player it is', async () => {
    const game = await newGame();
    expect((await server.api.get(`/api/games/${game.id}/me`, game.seats[1].token)).body).toEqual({ owner: false, player_id: 2, name: 'Ben' });
    expect((await server.api.get(`/api/games/${game.id}/me`, game.owner_token)).body).toEqual({ owner: true, player_id: null, name: null });
  });
});

describe('bad input: each gets its 4xx and a clear message, and nothing is stored', () => {
  let game: Seated;
  let other: Seated;
  beforeAll(async () => {
    game = await newGame();
    other = await newGame();
    expect((await server.api.post(`/api/games/${game.id}/actions`, bid(1, 'SV', 20), game.seats[0].token)).status).toBe(201);
  });

  const post = (options: { body?: unknown; raw?: string; token?: string; headers?: Record<string, string>; path?: string }) =>
    server.api.request('POST', options.path ?? `/api/games/${game.id}/actions`, options);

  it.each<[string, () => Parameters<typeof post>[0], number, string]>([
    ['malformed JSON', () => ({ raw: '{"type": "bid", ', token: game.seats[1].token }), 400, 'request/not_json'],
    ['an empty body', () => ({ raw: '', token: game.seats[1].token }), 400, 'request/empty_body'],
    ['a body that is not JSON', () => ({ raw: 'type=bid', token: game.seats[1].token, headers: { 'content-type': 'application/x-www-form-urlencoded' } }), 415, 'request/media_type'],
    ['an oversized body', () => ({ body: { ...bid(2, 'CS', 40), message: 'x'.repeat(70_000) }, token: game.seats[1].token }), 413, 'request/too_large'],
    ['an action without entity_type', () => ({ body: { type: 'pass', entity: 2 }, token: game.seats[1].token }), 400, 'request/invalid'],
    ['an action that is not an object', () => ({ body: [bid(2, 'CS', 40)], token: game.seats[1].token }), 400, 'request/invalid'],
    ['an id that is a string', () => ({ body: { ...bid(2, 'CS', 40), id: '2' }, token: game.seats[1].token }), 400, 'request/invalid'],
    ['an unknown action type', () => ({ body: { type: 'teleport', entity: 2, entity_type: 'player' }, token: game.seats[1].token }), 400, 'action/malformed'],
    ['a field of the wrong type', () => ({ body: bid(2, 'CS', 'forty' as unknown as number), token: game.seats[1].token }), 400, 'action/malformed'],
    ['no token', () => ({ body: bid(2, 'CS', 40) }), 401, 'auth/missing_token'],
    ['a malformed Authorization header', () => ({ body: bid(2, 'CS', 40), headers: { authorization: 'Basic abc' } }), 401, 'auth/missing_token'],
    ['an unknown token', () => ({ body: bid(2, 'CS', 40), token: 'not-a-token' }), 401, 'auth/unknown_token'],
    ["another game's token", () => ({ body: bid(2, 'CS', 40), token: other.owner_token }), 401, 'auth/unknown_token'],
    ["another seat's player", () => ({ body: bid(2, 'CS', 40), token: game.seats[0].token }), 403, 'auth/not_your_entity'],
    ['an id that is not the next one', () => ({ body: { ...bid(2, 'CS', 40), id: 7 }, token: game.seats[1].token }), 409, 'action/conflict'],
    ['an id already taken', () => ({ body: { ...bid(2, 'CS', 40), id: 1 }, token: game.seats[1].token }), 409, 'action/conflict'],
    ['a move out of turn', () => ({ body: bid(3, 'CS', 40), token: game.seats[2].token }), 422, 'action/not_your_turn'],
    ['a move the rules refuse', () => ({ body: bid(2, 'CS', 5), token: game.seats[1].token }), 422, 'auction/bid_too_low'],
    ['an entity the game lacks', () => ({ body: { type: 'pass', entity: 'ZZZ', entity_type: 'corporation' }, token: game.owner_token }), 422, 'action/unknown_entity'],
    ['an unknown game', () => ({ body: bid(2, 'CS', 40), token: game.seats[1].token, path: '/api/games/999999/actions' }), 404, 'game/not_found'],
    ['a game id that is not a number', () => ({ body: bid(2, 'CS', 40), token: game.seats[1].token, path: '/api/games/abc/actions' }), 400, 'request/invalid'],
  ])('%s', async (_what, request, status, code) => {
    const answer = await post(request());
    expect(answer.status, JSON.stringify(answer.body)).toBe(status);
    expect(answer.body.error.code).toBe(code);
    expect(answer.body.error.message.length).toBeGreaterThan(5);
    const stored = await server.api.get(`/api/games/${game.id}/actions`);
    expect(stored.body.actions.map((a: { id: number }) => a.id)).toEqual([1]);
    const summary = (await server.api.get(`/api/games/${game.id}`)).body;
    expect(summary.last_action_id).toBe(1);
  });

  it('names the expected id in a 409, and the engine message and entity in a 422', async () => {
    const conflict = await post({ body: { ...bid(2, 'CS', 40), id: 9 }, token: game.seats[1].token });
    expect(conflict.body.error.expected_id).toBe(2);
    const refused = await post({ body: bid(2, 'CS', 5), token: game.seats[1].token });
    expect(refused.body.error).toMatchObject({ code: 'auction/bid_too_low', message: 'Champlain & St.Lawrence is sold at $40, not $5', entity: 'CS' });
  });

  it('answers unknown games and routes with 404', async () => {
    for (const path of ['/api/games/424242', '/api/games/424242/state', '/api/games/424242/events', '/api/games/424242/actions', '/api/games/424242/export']) {
      const answer = await server.api.get(path);
      expect([path, answer.status, answer.body.error.code]).toEqual([path, 404, 'game/not_found']);
    }
    expect((await server.api.get('/api/nothing')).body.error.code).toBe('route/not_found');
  });
});

describe('reading', () => {
  it('lists games, newest first, filtered by status and title', async () => {
    // Two of its own: the test does not count on games an earlier test made.
    await newGame();
    const a = await newGame();
    const { body } = await server.api.get('/api/games?limit=2');
    expect(body.games).toHaveLength(2);
    expect(body.games[0].id).toBe(a.id);
    expect((await server.api.get('/api/games?status=finished')).body.games).toEqual([]);
    expect((await server.api.get('/api/games?limit=ten')).status).toBe(400);
  });

  it('serves the state for clients without the engine, and the titles there are', async () => {
    const game = await newGame();
    const { body } = await server.api.get(`/api/games/${game.id}/state`);
    expect(body.state.players.map((p: { name: string }) => p.name)).toEqual(['Ada', 'Ben', 'Cy']);
    const titles = (await server.api.get('/api/titles')).body.titles;
    expect(titles.map((t: { id: string }) => t.id)).toContain('1830');
  });

  it('answers health checks', async () => {
    expect((await server.api.get('/healthz')).body).toMatchObject({ ok: true, store: 'sqlite' });
    expect((await server.api.get('/readyz')).body).toEqual({ ok: true });
  });
});

describe('games leaving memory', () => {
  it('reloads a game evicted for others and goes on with the same log', async () => {
    const small = await startServer(server.databaseUrl, { maxLiveGames: 1 });
    try {
      const created = await Promise.all([0, 1, 2].map(() => small.api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 5 })));
      const games = created.map((c) => c.body as Seated);
      for (const [i, b] of [[1, 'SV', 20], [2, 'CS', 40], [3, 'DH', 70]].entries()) {
        for (const game of games) {
          const answer = await small.api.post(`/api/games/${game.id}/actions`, { ...bid(b[0] as number, b[1] as string, b[2] as number), id: i + 1 }, game.owner_token);
          expect(answer.status).toBe(201);
        }
      }
      expect((await small.api.get('/healthz')).body.games).toBeLessThanOrEqual(2);
      const logs = await Promise.all(games.map(async (g) => (await small.api.get(`/api/games/${g.id}/events`)).body.events.map((e: { type: string; id: number }) => `${e.id}:${e.type}`)));
      expect(logs[1]).toEqual(logs[0]);
      expect(logs[2]).toEqual(logs[0]);
    } finally {
      await small.close();
    }
  });
});
