/**
 * Imports and cold loads, the two places the server processes many actions at once: they let
 * other requests run meanwhile, and the limits of a game (server/games/limits.ts) bound the work
 * one request can cause, for an import and for a game played on the server alike.
 */
import { describe, expect, it } from 'vitest';
import { Game, type Action, type Fixture } from '../../runtime/index.js';
import { GAME_LIMITS, replayCost, replayPlan, ROLLBACK_COST } from '../../server/games/limits.js';
import { processInSlices } from '../../server/games/process-in-slices.js';
import { LiveGame, titleModule } from '../../server/games/live-game.js';
import { importGame } from '../../server/games/setup.js';
import { loadFixture } from '../runtime/helpers.js';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { sqliteServerForTests } from './server-for-tests.js';

if (!fixturesDir()) console.warn(`import.test: ${SHARED_MISSING}`);

const server = sqliteServerForTests();

const PLAYERS = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }, { id: 3, name: 'Cy' }];

function recording(actions: readonly Record<string, unknown>[]): Fixture {
  return { title: '1830', players: PLAYERS, settings: { seed: 1 }, actions: actions.map((a, i) => ({ ...a, id: i + 1 })) as unknown as Action[] };
}

const message = (i: number) => ({ type: 'message', entity: 1 + (i % 3), entity_type: 'player', message: `m${i}` });
/** A recording of `count` chat messages: long to process, needing no recorded game. */
const chatter = (count: number) => recording(Array.from({ length: count }, (_, i) => message(i)));
/** Ada buys SV, takes it back and says so, `cycles` times: each undo a rollback of its own. */
const dithering = (cycles: number) =>
  recording(
    Array.from({ length: cycles }, (_, i) => [
      { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 },
      { type: 'undo', entity: 1, entity_type: 'player' },
      message(i),
    ]).flat(),
  );

/** Counts the event loop's turns while `work` runs (none: it held every other request up). */
async function turnsDuring<T>(work: () => Promise<T>): Promise<{ result: T; turns: number }> {
  let turns = 0;
  let counting = true;
  const tick = (): void => {
    if (!counting) return;
    turns++;
    setImmediate(tick);
  };
  setImmediate(tick);
  try {
    return { result: await work(), turns };
  } finally {
    counting = false;
  }
}

const gameCount = async () => (await server.api.get('/api/games?limit=200')).body.games.length;

describe('processing many actions', () => {
  it('an import and a cold load let other requests run while the engine works', async () => {
    const { store } = server;
    await importGame(store, chatter(10)); // the title module loaded
    const imported = await turnsDuring(() => importGame(store, chatter(5000)));
    expect(imported.result.last_action_id).toBe(5000);
    expect(imported.turns).toBeGreaterThan(0);

    const record = (await store.game(imported.result.id))!;
    const [tokens, actions] = await Promise.all([store.tokens(record.id), store.actionsAfter(record.id, 0)]);
    const loaded = await turnsDuring(() => LiveGame.create(record, tokens, actions));
    expect(loaded.result.lastActionId).toBe(5000);
    const whole = new Game(await titleModule('1830'), PLAYERS, { seed: 1 }).processAll(actions.map((a) => a.body));
    expect(loaded.result.game.hash()).toBe(whole.hash());
    expect(loaded.result.game.events).toEqual(whole.events);
    expect(loaded.turns).toBeGreaterThan(0);
  });

  it('cuts a long run of undos and redos into pieces, to the same game as processing one by one', async () => {
    const bid = { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 };
    const actions = recording([
      bid,
      ...Array.from({ length: 1500 }, (_, i) => ({ type: i % 2 ? 'redo' : 'undo', entity: 1, entity_type: 'player' })),
      { type: 'undo', entity: 1, entity_type: 'player' },
      message(0),
      { type: 'redo', entity: 1, entity_type: 'player' },
      { type: 'bid', entity: 2, entity_type: 'player', company: 'CS', price: 40 },
    ]).actions;
    expect(replayPlan(actions).rollbacks.size).toBe(4); // 1,501 in a row in three pieces, then the redo
    const module = await titleModule('1830');
    const sliced = new Game(module, PLAYERS, { seed: 1 });
    await processInSlices(sliced, actions);
    const oneByOne = new Game(module, PLAYERS, { seed: 1 });
    for (const action of actions) oneByOne.process(action);
    expect(sliced.hash()).toBe(oneByOne.hash());
    expect(sliced.events).toEqual(oneByOne.events);
    expect(sliced.appliedActions.map((a) => a.id)).toEqual([1, 1503, 1505]); // the bid back, the message, the next bid
  });
});

describe('importing recordings', () => {
  it.skipIf(!fixturesDir())('seats the players of a hotseat recording without ids by name, and ends with its result', async () => {
    const fixture = loadFixture('1846', 'hs_cvjhogoy_1599504419');
    expect(fixture.players.every((p) => p.id === undefined)).toBe(true);
    const answer = await server.api.post('/api/games/import', fixture);
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body.seats.map((s: { player_id: unknown }) => s.player_id)).toEqual(['Player 1', 'Player 2', 'Player 3']);
    const summary = (await server.api.get(`/api/games/${answer.body.id}`)).body;
    expect(summary).toMatchObject({ last_action_id: fixture.actions.length, result: fixture.result, game_end_reason: fixture.game_end_reason, status: 'finished' });
    // Its seats act by name, as the recording does.
    expect((await server.api.get(`/api/games/${answer.body.id}/me`, answer.body.seats[2].token)).body).toMatchObject({ player_id: 'Player 3', name: 'Player 3' });
  });
});

describe('the limits of a game', () => {
  it('refuses an import of more actions than a game may hold with 413, storing nothing', async () => {
    const before = await gameCount();
    const answer = await server.api.post('/api/games/import', chatter(GAME_LIMITS.actions + 1));
    expect(answer.status).toBe(413);
    expect(answer.body.error).toMatchObject({ code: 'limit/actions', limit: GAME_LIMITS.actions });
    expect(answer.body.error.message).toContain(`${GAME_LIMITS.actions + 1} actions`);
    expect(await gameCount()).toBe(before);
  });

  it('refuses an import whose undos would replay too much with 422, storing nothing', async () => {
    let cycles = 1;
    while (replayCost(dithering(cycles).actions) <= GAME_LIMITS.replay) cycles *= 2;
    const heavy = dithering(cycles);
    expect(heavy.actions.length).toBeLessThanOrEqual(GAME_LIMITS.actions);
    const before = await gameCount();
    const answer = await server.api.post('/api/games/import', heavy);
    expect(answer.status).toBe(422);
    expect(answer.body.error).toMatchObject({ code: 'limit/replay', limit: GAME_LIMITS.replay });
    expect(await gameCount()).toBe(before);
    expect((await server.api.post('/api/games/import', dithering(100))).status).toBe(201);
  });

  it('counts a run of undos and redos as one rollback, as the engine replays it', () => {
    const bid = { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 };
    const undo = { type: 'undo', entity: 1, entity_type: 'player' };
    const redo = { type: 'redo', entity: 1, entity_type: 'player' };
    const alternating = recording([bid, ...Array.from({ length: 6000 }, (_, i) => (i % 2 ? redo : undo))]);
    // 6,000 in a row: 12 pieces, each a rollback to before the bid; the undos in between go through nothing, the redos through the bid.
    expect(replayCost(alternating.actions)).toBe(12 * (ROLLBACK_COST + 1) + 2988);
    const chatty = recording([bid, ...Array.from({ length: 6000 }, (_, i) => [i % 2 ? redo : undo, message(i)]).flat()]);
    expect(replayCost(chatty.actions, GAME_LIMITS.replay)).toBeGreaterThan(GAME_LIMITS.replay);
  });

  it('holds a game played on the server to the same limits: a full game takes no action, an undo past the replay limit is refused', async () => {
    const full = (await server.api.post('/api/games/import', chatter(GAME_LIMITS.actions))).body;
    const more = await server.api.post(`/api/games/${full.id}/actions`, message(0), full.owner_token);
    expect(more.status).toBe(422);
    expect(more.body.error.code).toBe('limit/actions');
    expect((await server.api.get(`/api/games/${full.id}`)).body.last_action_id).toBe(GAME_LIMITS.actions);

    const cycles = Math.floor(GAME_LIMITS.replay / replayCost(dithering(1).actions));
    expect(replayCost(dithering(cycles).actions)).toBeLessThanOrEqual(GAME_LIMITS.replay);
    const near = (await server.api.post('/api/games/import', dithering(cycles))).body;
    expect(near.last_action_id).toBe(cycles * 3);
    const bid = await server.api.post(`/api/games/${near.id}/actions`, { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 }, near.owner_token);
    expect(bid.status).toBe(201);
    const undo = await server.api.post(`/api/games/${near.id}/actions`, { type: 'undo', entity: 1, entity_type: 'player' }, near.owner_token);
    expect(undo.status).toBe(422);
    expect(undo.body.error.code).toBe('limit/replay');
    expect((await server.api.get(`/api/games/${near.id}`)).body.last_action_id).toBe(cycles * 3 + 1);
  });
});
