/**
 * The page's online session against a real game server (SQLite in a temporary folder), in Node
 * with the WHATWG EventSource client: each seat sees the other's moves from the stream; a move
 * the page's engine refuses, or one for another seat's entity, is never posted; two pages moving
 * at once end on the server's game (the loser is told and rebuilt); a page opened anew, and a
 * stream that drops while the server restarts, catch up from the last event seen (a move made
 * while the server is away is taken back in the page). Hidden information stays hidden: in 1846's
 * draft a seat's page holds its own picks, not the others' (the server gives each seat its view).
 */
import { EventSource } from 'eventsource';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { Action } from '../../runtime/index.js';
import { OnlineSession, type EventSourceClass } from '../../preview/src/play/online-session.js';
import { GameServer, type CreatedGame } from '../../preview/src/play/server-api.js';
import { sqlitePath, startServer, type RunningServer } from '../server/support.js';

let server: RunningServer;
let file: ReturnType<typeof sqlitePath>;
const sessions: OnlineSession[] = [];

beforeAll(async () => {
  file = sqlitePath();
  server = await startServer(file.path);
});
afterAll(async () => {
  for (const s of sessions) s.destroy();
  await server?.close();
  file?.remove();
});

const client = () => new GameServer(server.url);

async function newGame(): Promise<CreatedGame> {
  return client().createGame({ title: '1830', players: [{ name: 'Ada' }, { name: 'Ben' }], seed: 1 });
}

async function open(gameId: number, token?: string): Promise<OnlineSession> {
  const session = await OnlineSession.open({ server: client(), gameId, token, loadModule: loadTitle, EventSource: EventSource as unknown as EventSourceClass, retryMs: 100 });
  sessions.push(session);
  return session;
}

/** Resolves once the session's game has `count` actions and its stream is live. */
async function until(session: OnlineSession, condition: () => boolean, ms = 5000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not reached in ${ms} ms: ${session.actions.length} actions, ${session.connection}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}

const bid = (entity: number, company: string, price: number): Action => ({ type: 'bid', entity, entity_type: 'player', company, price });

async function lastActionId(gameId: number): Promise<number> {
  return (await client().summary(gameId)).last_action_id;
}

describe('the online session', () => {
  it('plays two seats against one server, each seeing the other’s move from the stream', async () => {
    const game = await newGame();
    const [ada, ben] = await Promise.all([open(game.id, game.seats[0].token), open(game.id, game.seats[1].token)]);
    await until(ben, () => ben.connection === 'live');
    expect(ada.seat).toMatchObject({ everyone: false, playerId: '1' });
    const first = await ada.submit(bid(1, 'SV', 20));
    expect(first).toMatchObject({ ok: true, actionId: 1 });
    await until(ben, () => ben.actions.length === 1);
    const second = await ben.submit(bid(2, 'CS', 40));
    expect(second.ok).toBe(true);
    await until(ada, () => ada.actions.length === 2);
    expect(ada.game.hash()).toBe(ben.game.hash());
    expect(ada.events.map((e) => e.text)).toEqual(ben.events.map((e) => e.text));
    expect(ada.stats.resyncs + ben.stats.resyncs).toBe(0);
    // Ben takes his move back (the server judges it: the page's view has no history), and redoes it.
    expect((await ben.submit({ type: 'undo', entity: 2, entity_type: 'player' })).ok).toBe(true);
    await until(ada, () => ada.actions.length === 3);
    expect(ada.game.state.companies.CS.owner).toBeNull();
    expect((await ben.submit({ type: 'redo', entity: 2, entity_type: 'player' })).ok).toBe(true);
    await until(ada, () => ada.actions.length === 4);
    expect(ada.game.state.companies.CS.owner).toBe('2');
    expect(ada.game.hash()).toBe(ben.game.hash());
  });

  it('holds its seat’s view: in 1846’s draft its own picks, not the others’, and its own hand', async () => {
    const game = await client().createGame({ title: '1846', players: [{ name: 'Ada' }, { name: 'Ben' }, { name: 'Cy' }], seed: 3 });
    const seats = await Promise.all(game.seats.map((s) => open(game.id, s.token)));
    await Promise.all(seats.map((s) => until(s, () => s.connection === 'live')));
    const [ada, ben, cy] = seats;
    // The draft goes in reverse seat order: Cy first.
    const pick = cy.game.legalActions('3').find((l) => l.type === 'bid')!;
    expect(pick).toBeDefined();
    expect(ada.game.legalActions('3').filter((l) => l.type === 'bid')).toEqual([]);
    const company = (pick as { company: string }).company;
    expect((await cy.submit({ type: 'bid', entity: 3, entity_type: 'player', company, price: 0 })).ok).toBe(true);
    await until(ada, () => ada.actions.length === 1);
    await until(ben, () => ben.actions.length === 1);
    expect(cy.game.state.companies[company].owner).toBe('3');
    for (const other of [ada, ben]) {
      expect(other.game.state.companies[company].owner).toEqual({ hidden: true });
      expect(other.actions[0]).toMatchObject({ type: 'bid', company: { hidden: true } });
      expect(other.events.at(-1)!.text).toBe('Cy chooses a company');
    }
    // Ben is next: his page lists his hand, which nobody else's does.
    expect(ben.game.legalActions('2').filter((l) => l.type === 'bid').length).toBeGreaterThan(0);
    expect(ada.game.legalActions('2').filter((l) => l.type === 'bid')).toEqual([]);
  });

  it('never posts a move the page’s engine refuses, nor one for another seat', async () => {
    const game = await newGame();
    const [ada, ben] = await Promise.all([open(game.id, game.seats[0].token), open(game.id, game.seats[1].token)]);
    const tooDear = await ada.submit(bid(1, 'DH', 5000));
    expect(tooDear).toMatchObject({ ok: false, refusal: { posted: false } });
    expect(tooDear.ok ? '' : tooDear.refusal.message).toMatch(/at most \$1200/);
    const notYourTurn = await ben.submit(bid(2, 'SV', 20));
    expect(notYourTurn).toMatchObject({ ok: false, refusal: { posted: false } });
    const forAda = await ben.submit(bid(1, 'SV', 20));
    expect(forAda).toMatchObject({ ok: false, refusal: { code: 'auth/not_your_entity', posted: false } });
    expect(await lastActionId(game.id)).toBe(0);
    expect(ada.actions.length + ben.actions.length).toBe(0);
  });

  it('ends two pages moving at once on the server’s game: the second is told and rebuilt', async () => {
    const game = await newGame();
    const [owner, ada] = await Promise.all([open(game.id, game.owner_token), open(game.id, game.seats[0].token)]);
    const [a, b] = await Promise.all([owner.submit(bid(1, 'SV', 20)), ada.submit(bid(1, 'CS', 45))]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const lost = (a.ok ? b : a) as Extract<typeof a, { ok: false }>;
    expect(lost.refusal).toMatchObject({ code: 'action/conflict', posted: true });
    await until(owner, () => owner.actions.length === 1);
    await until(ada, () => ada.actions.length === 1);
    expect(owner.game.hash()).toBe(ada.game.hash());
    expect(await lastActionId(game.id)).toBe(1);
  });

  it('catches up when opened anew, and when its stream drops while the server restarts', async () => {
    const game = await newGame();
    const owner = await open(game.id, game.owner_token);
    await owner.submit(bid(1, 'SV', 20));
    const ben = await open(game.id, game.seats[1].token);
    expect(ben.actions.length).toBe(1);
    await until(ben, () => ben.connection === 'live');
    const seen = ben.stats.actions;

    // The server goes away and comes back on the same port and database; moves are made meanwhile.
    const port = Number(new URL(server.url).port);
    await server.close();
    await until(ben, () => ben.connection !== 'live');
    // A move while the server is away: refused as unreachable, and taken back in the page.
    const offline = await ben.submit(bid(2, 'CS', 40));
    expect(offline).toMatchObject({ ok: false, refusal: { code: 'server/unreachable', source: 'network' } });
    expect(ben.actions).toHaveLength(1);
    server = await startServer(file.path, { port });
    const fresh = await open(game.id, game.owner_token);
    expect((await fresh.submit(bid(2, 'CS', 40))).ok).toBe(true);
    expect((await fresh.submit(bid(1, 'DH', 70))).ok).toBe(true);
    await until(ben, () => ben.actions.length === 3 && ben.connection === 'live', 10_000);
    expect(ben.game.hash()).toBe(fresh.game.hash());
    // Resumed from the last event seen: only the new actions came, and no rebuild was needed.
    expect(ben.stats.actions - seen).toBe(2);
    expect(ben.stats.resyncs).toBe(0);
  });
});
