/**
 * The lobby (server/play/lobby.ts), on SQLite and on Postgres: a game opened with open seats is
 * listed, players join it by name (each with a token of their own), a full one and a started one
 * refuse joins, only its owner starts it, and the game it starts seats the players in the order
 * they joined, their lobby tokens now their seat tokens. Concurrent joins never share a seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { POSTGRES_MISSING, POSTGRES_URL, postgresDatabase, sqlitePath, startServer, type RunningServer } from './support.js';

if (!POSTGRES_URL) console.warn(`lobby.test: ${POSTGRES_MISSING}`);

const stores: { name: string; open(): Promise<{ server: RunningServer; done(): Promise<void> }> }[] = [
  {
    name: 'SQLite',
    open: async () => {
      const file = sqlitePath();
      const server = await startServer(file.path);
      return { server, done: async () => (await server.close(), file.remove()) };
    },
  },
  ...(POSTGRES_URL
    ? [
        {
          name: 'Postgres',
          open: async () => {
            const db = await postgresDatabase();
            const server = await startServer(db.url);
            return { server, done: async () => (await server.close(), await db.drop()) };
          },
        },
      ]
    : []),
];

describe.each(stores)('the lobby on $name', ({ open }) => {
  let server: RunningServer;
  let done: () => Promise<void>;
  beforeAll(async () => ({ server, done } = await open()));
  afterAll(async () => done?.());

  it('lists an open game, seats players who join by name, and starts the game with their tokens', async () => {
    const opened = await server.api.post('/api/lobbies', { title: '1830', name: 'Ada', players: 3, seed: 5 });
    expect(opened.status).toBe(201);
    const { id, owner_token, seat_token: ada } = opened.body;
    const listed = await server.api.get('/api/lobbies');
    expect(listed.body.lobbies.find((l: { id: number }) => l.id === id)).toMatchObject({ title: '1830', players: [{ position: 1, name: 'Ada' }], min_players: 2, max_players: 3, status: 'open' });

    const ben = await server.api.post(`/api/lobbies/${id}/seats`, { name: 'Ben' });
    expect(ben.status).toBe(201);
    expect(ben.body.position).toBe(2);
    expect((await server.api.post(`/api/lobbies/${id}/seats`, { name: ' ben ' })).body.error.code).toBe('lobby/name_taken');
    // Only the owner starts it: not a seat, not a stranger.
    expect((await server.api.post(`/api/lobbies/${id}/start`, undefined, ben.body.seat_token)).status).toBe(403);
    expect((await server.api.post(`/api/lobbies/${id}/start`, undefined, 'nobody')).status).toBe(401);

    const started = await server.api.post(`/api/lobbies/${id}/start`, undefined, owner_token);
    expect(started.status).toBe(201);
    const gameId = started.body.game_id;
    expect((await server.api.get(`/api/lobbies/${id}`)).body).toMatchObject({ status: 'started', game_id: gameId });
    expect((await server.api.get('/api/lobbies')).body.lobbies.some((l: { id: number }) => l.id === id)).toBe(false);
    expect((await server.api.post(`/api/lobbies/${id}/seats`, { name: 'Cy' })).body.error.code).toBe('lobby/started');
    expect((await server.api.post(`/api/lobbies/${id}/start`, undefined, owner_token)).status).toBe(409);

    // The game: the players in the order they joined, each lobby token the seat of its player.
    const game = await server.api.get(`/api/games/${gameId}`);
    expect(game.body).toMatchObject({ title: '1830', players: [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }] });
    expect((await server.api.get(`/api/games/${gameId}/me`, ada)).body).toMatchObject({ owner: false, player_id: 1, name: 'Ada' });
    expect((await server.api.get(`/api/games/${gameId}/me`, ben.body.seat_token)).body).toMatchObject({ owner: false, player_id: 2, name: 'Ben' });
    expect((await server.api.get(`/api/games/${gameId}/me`, owner_token)).body.owner).toBe(true);
    const bid = await server.api.post(`/api/games/${gameId}/actions`, { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 }, ada);
    expect(bid.status).toBe(201);
  });

  it('refuses a join when every seat is taken, and a start with too few players', async () => {
    const { id, owner_token } = (await server.api.post('/api/lobbies', { title: '1830', name: 'Ada', players: 2 })).body;
    expect((await server.api.post(`/api/lobbies/${id}/start`, undefined, owner_token)).body.error.code).toBe('setup/player_count');
    expect((await server.api.get(`/api/lobbies/${id}`)).body.status).toBe('open');
    expect((await server.api.post(`/api/lobbies/${id}/seats`, { name: 'Ben' })).status).toBe(201);
    const full = await server.api.post(`/api/lobbies/${id}/seats`, { name: 'Cy' });
    expect([full.status, full.body.error.code]).toEqual([409, 'lobby/full']);
  });

  it('gives each of many players joining at once a seat of their own, and no more seats than were opened', async () => {
    const { id } = (await server.api.post('/api/lobbies', { title: '1830', name: 'Host', players: 6 })).body;
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) => server.api.post(`/api/lobbies/${id}/seats`, { name: `P${i}` })));
    const seated = answers.filter((a) => a.status === 201).map((a) => a.body.position);
    expect(seated.sort()).toEqual([2, 3, 4, 5, 6]);
    expect(answers.filter((a) => a.status === 409).length).toBe(5);
    expect((await server.api.get(`/api/lobbies/${id}`)).body.players).toHaveLength(6);
  });

  it('refuses a bad lobby: an unknown title, a seat count the title does not allow, an unknown rule', async () => {
    expect((await server.api.post('/api/lobbies', { title: 'nope', name: 'Ada' })).body.error.code).toBe('game/unknown_title');
    expect((await server.api.post('/api/lobbies', { title: '1830', name: 'Ada', players: 9 })).body.error.code).toBe('lobby/player_count');
    expect((await server.api.post('/api/lobbies', { title: '1830', name: 'Ada', optional_rules: ['nope'] })).body.error.code).toBe('lobby/unknown_rule');
    expect((await server.api.post('/api/lobbies', { title: '1830' })).status).toBe(400);
    expect((await server.api.get('/api/lobbies/999999')).status).toBe(404);
  });
});
