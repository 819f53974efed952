/**
 * Who may act, undo and redo: a seat acts for its player and what that player controls, undoes
 * only its own moves and redoes only its own undo; the owner token does anything for anyone.
 * Every refusal is a 403 with a clear message, and nothing is stored.
 */
import { describe, expect, it } from 'vitest';
import { AUCTION, PLAYERS, STOCK_ROUND } from '../support/first-rounds-1830.js';
import { sqliteServerForTests } from './server-for-tests.js';

const server = sqliteServerForTests();

interface Seated {
  id: number;
  owner_token: string;
  seats: { player_id: number; name: string; token: string }[];
}

/** A two-player 1830 game (Ada 1, Ben 2) with `actions` posted by the owner. */
async function newGame(actions: readonly object[] = []): Promise<Seated & { ada: string; ben: string }> {
  const created = await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 });
  expect(created.status).toBe(201);
  const game = created.body as Seated;
  for (const action of actions) expect((await server.api.post(`/api/games/${game.id}/actions`, action, game.owner_token)).status).toBe(201);
  return { ...game, ada: game.seats[0].token, ben: game.seats[1].token };
}

const undo = (entity: number, extra: Record<string, unknown> = {}) => ({ type: 'undo', entity, entity_type: 'player', ...extra });
const redo = (entity: number) => ({ type: 'redo', entity, entity_type: 'player' });

/** Posts and expects a refusal that stores nothing. */
async function refused(game: Seated, action: object, token: string, status: number, code: string): Promise<{ message: string }> {
  const before = (await server.api.get(`/api/games/${game.id}`)).body.last_action_id;
  const answer = await server.api.post(`/api/games/${game.id}/actions`, action, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(status);
  expect(answer.body.error.code).toBe(code);
  expect((await server.api.get(`/api/games/${game.id}`)).body.last_action_id).toBe(before);
  return answer.body.error;
}

async function accepted(game: Seated, action: object, token: string): Promise<void> {
  const answer = await server.api.post(`/api/games/${game.id}/actions`, action, token);
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
}

describe('acting for entities', () => {
  it("refuses a move for another seat's corporation with 403", async () => {
    const game = await newGame([...AUCTION, ...STOCK_ROUND]); // the PRR, Ada's, operates
    const layTile = { type: 'lay_tile', entity: 'PRR', entity_type: 'corporation', hex: 'H10', tile: '57-0', rotation: 1 };
    const error = await refused(game, layTile, game.ben, 403, 'auth/not_your_entity');
    expect(error.message).toContain('controlled by Ada');
    await accepted(game, layTile, game.ada);
  });
});

describe('undo and redo', () => {
  it("a seat may not undo another seat's move, nor undo back past one", async () => {
    const game = await newGame(AUCTION.slice(0, 2)); // Ada's bid, Ben's bid
    const error = await refused(game, undo(1), game.ada, 403, 'auth/not_your_action');
    expect(error.message).toMatch(/take back action 2 \(bid of player 2, Ben's\)/);
    await refused(game, undo(1, { action_id: 0 }), game.ada, 403, 'auth/not_your_action');
    await refused(game, undo(2, { action_id: 0 }), game.ben, 403, 'auth/not_your_action');
    await accepted(game, undo(2), game.ben);
    expect((await server.api.get(`/api/games/${game.id}`)).body.acting_players).toEqual([2]);
  });

  it("undoes a corporation's move for the seat that controls it", async () => {
    const game = await newGame([...AUCTION, ...STOCK_ROUND, { type: 'lay_tile', entity: 'PRR', entity_type: 'corporation', hex: 'H10', tile: '57-0', rotation: 1 }]);
    await refused(game, undo(2), game.ben, 403, 'auth/not_your_action');
    await accepted(game, undo(1), game.ada);
  });

  it('a seat may redo only its own undo', async () => {
    const game = await newGame(AUCTION.slice(0, 1));
    await accepted(game, undo(1), game.ada);
    const error = await refused(game, redo(2), game.ben, 403, 'auth/not_your_undo');
    expect(error.message).toContain("Ada's undo");
    await accepted(game, redo(1), game.ada);
    expect((await server.api.get(`/api/games/${game.id}`)).body.acting_players).toEqual([2]);
  });

  it('the owner undoes and redoes for anyone, and the player redoes what the owner undid for them', async () => {
    const game = await newGame(AUCTION.slice(0, 2));
    await accepted(game, undo(1, { action_id: 0 }), game.owner_token);
    await refused(game, redo(2), game.ben, 403, 'auth/not_your_undo');
    await accepted(game, redo(1), game.ada);
    await accepted(game, undo(2), game.owner_token);
    await accepted(game, redo(2), game.owner_token);
  });

  it('an undo the engine cannot place is a 422, not a 403', async () => {
    const game = await newGame(AUCTION.slice(0, 1));
    await refused(game, undo(1, { action_id: 99 }), game.ada, 422, 'undo/unknown_action');
  });

  it('a redo with nothing to redo is a 422 and is not stored (the reference could not open the game)', async () => {
    const game = await newGame(AUCTION.slice(0, 1));
    await refused(game, redo(1), game.ada, 422, 'undo/nothing_to_redo');
    await accepted(game, undo(1), game.ada);
    await accepted(game, AUCTION[0], game.ada); // a new move: the undo is permanent
    await refused(game, redo(1), game.owner_token, 422, 'undo/nothing_to_redo');
  });
});
