/**
 * The event stream (SSE): every event once, in order, with `id:`; each action before its
 * events; a reconnection with Last-Event-ID (or a first connection with ?after=) gets exactly
 * the events it missed, also across a restart of the server.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sqlitePath, startServer, StreamClient, type RunningServer } from './support.js';

let server: RunningServer;
let file: ReturnType<typeof sqlitePath>;
const clients: StreamClient[] = [];

beforeAll(async () => {
  file = sqlitePath();
  server = await startServer(file.path);
});
afterAll(async () => {
  for (const client of clients) client.close();
  await server?.close();
  file?.remove();
});

const bids: [number, string, number][] = [[1, 'SV', 20], [2, 'CS', 40], [3, 'DH', 70], [1, 'MH', 110]];
const bid = ([entity, company, price]: [number, string, number]) => ({ type: 'bid', entity, entity_type: 'player', company, price });

async function newGame(server: RunningServer): Promise<{ id: number; owner_token: string }> {
  return (await server.api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }, { name: 'C' }], seed: 1 })).body;
}

function stream(url: string, headers: Record<string, string> = {}): StreamClient {
  const client = new StreamClient(url, headers);
  clients.push(client);
  return client;
}

describe('the event stream', () => {
  it('sends what happened so far, then each new action and its events as they happen', async () => {
    const game = await newGame(server);
    await server.api.post(`/api/games/${game.id}/actions`, bid(bids[0]), game.owner_token);
    const client = stream(`${server.url}/api/games/${game.id}/stream`);
    await client.until((c) => c.messages.some((m) => m.type === 'ready'));
    for (const b of bids.slice(1)) expect((await server.api.post(`/api/games/${game.id}/actions`, bid(b), game.owner_token)).status).toBe(201);
    const all = (await server.api.get(`/api/games/${game.id}/events`)).body;
    await client.until((c) => c.events.length === all.last_event_id);
    expect(client.events).toEqual(all.events);
    expect(client.messages.filter((m) => m.type === 'event').map((m) => m.id)).toEqual(all.events.map((e: { id: number }) => String(e.id)));
    expect(client.actions.map((a) => a.id)).toEqual([1, 2, 3, 4]);
    const order = client.messages.filter((m) => m.type !== 'ready').map((m) => (m.type === 'action' ? `a${m.data.id}` : `e${m.data.action}`));
    expect(order.indexOf('a3')).toBeLessThan(order.indexOf('e3'));
    expect(order.indexOf('e2')).toBeLessThan(order.indexOf('a3'));
  });

  it('resumes after Last-Event-ID, or ?after=, with exactly the missed events', async () => {
    const game = await newGame(server);
    for (const b of bids) await server.api.post(`/api/games/${game.id}/actions`, bid(b), game.owner_token);
    const all = (await server.api.get(`/api/games/${game.id}/events`)).body.events as { id: number; action: number }[];
    const from = all.findIndex((e) => e.action === 3) - 1;
    const cut = all[from].id;
    for (const client of [stream(`${server.url}/api/games/${game.id}/stream`, { 'last-event-id': String(cut) }), stream(`${server.url}/api/games/${game.id}/stream?after=${cut}`)]) {
      await client.until((c) => c.messages.some((m) => m.type === 'ready'));
      expect(client.events).toEqual(all.slice(from + 1));
      expect(client.actions.map((a) => a.id)).toEqual([3, 4]);
    }
  });

  it('refuses a Last-Event-ID that is not an event id, and unknown games', async () => {
    const game = await newGame(server);
    const bad = await fetch(`${server.url}/api/games/${game.id}/stream`, { headers: { 'last-event-id': 'yesterday' } });
    expect(bad.status).toBe(400);
    expect((await bad.json()).error.code).toBe('request/invalid');
    const missing = await fetch(`${server.url}/api/games/987654/stream`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('game/not_found');
  });

  it('picks up where it was after the server restarts: an EventSource reconnects with Last-Event-ID', async () => {
    const game = await newGame(server);
    await server.api.post(`/api/games/${game.id}/actions`, bid(bids[0]), game.owner_token);
    const client = stream(`${server.url}/api/games/${game.id}/stream`);
    await client.until((c) => c.messages.some((m) => m.type === 'ready'));
    const port = Number(new URL(server.url).port);
    await server.close();
    server = await startServer(file.path, { port });
    for (const [i, b] of bids.slice(1).entries()) expect((await server.api.post(`/api/games/${game.id}/actions`, { ...bid(b), id: i + 2 }, game.owner_token)).status).toBe(201);
    const all = (await server.api.get(`/api/games/${game.id}/events`)).body;
    await client.until((c) => c.events.length >= all.last_event_id && c.messages.filter((m) => m.type === 'ready').length === 2);
    expect(client.events).toEqual(all.events);
    expect(client.actions.map((a) => a.id)).toEqual([1, 2, 3, 4]);
  });
});
