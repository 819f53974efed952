/**
 * Issue 19, item 7: a finished game stays finished and an undo must take something back. An undo
 * (or redo) of a finished game was taken (201, the game active again) and an undo with nothing to
 * take back was stored (201, no events); both are 422 now, from the engine (`undo/game_over`,
 * `undo/nothing_to_undo`), for the owner as for a seat, and store nothing. On SQLite, and on
 * Postgres when there is one.
 */
import { describe, expect, it } from 'vitest';
import { AUCTION } from '../support/first-rounds-1830.js';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { accepted, newGame, refused } from './moves.js';

const undo = (entity: number, extra: Record<string, unknown> = {}) => ({ type: 'undo', entity, entity_type: 'player', ...extra });
const redo = (entity: number) => ({ type: 'redo', entity, entity_type: 'player' });

describe.each(STORE_KINDS)('undos that cannot be on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;

  it.skipIf(!available)('an undo or redo of a finished game is refused, and the game stays finished', async () => {
    const game = await newGame(server, [AUCTION[0], { type: 'end_game', entity: 2, entity_type: 'player' }]);
    expect((await server.api.get(`/api/games/${game.id}`)).body.status).toBe('finished');
    for (const token of [game.owner_token, game.ben]) {
      const error = await refused(server, game, undo(2), token, 422, 'undo/game_over');
      expect(error.message).toContain('the game is over');
    }
    await refused(server, game, undo(1, { action_id: 1 }), game.owner_token, 422, 'undo/game_over');
    await refused(server, game, redo(1), game.owner_token, 422, 'undo/game_over');
    const summary = (await server.api.get(`/api/games/${game.id}`)).body;
    expect(summary).toMatchObject({ status: 'finished', last_action_id: 2, game_end_reason: 'manually_ended' });
    expect((await server.api.get('/api/games?status=finished&limit=200')).body.games.map((g: { id: number }) => g.id)).toContain(game.id);
  });

  it.skipIf(!available)('an undo with nothing to take back is refused: at the start, after chat, clicked twice', async () => {
    const game = await newGame(server);
    await refused(server, game, undo(1), game.owner_token, 422, 'undo/nothing_to_undo');
    await accepted(server, game, { type: 'message', entity: 1, entity_type: 'player', message: 'hello' }, game.ada);
    await refused(server, game, undo(1), game.ada, 422, 'undo/nothing_to_undo');
    await accepted(server, game, AUCTION[0], game.ada);
    await accepted(server, game, undo(1, { action_id: 1 }), game.ada);
    await refused(server, game, undo(1, { action_id: 1 }), game.ada, 422, 'undo/nothing_to_undo');
    await refused(server, game, undo(1), game.owner_token, 422, 'undo/nothing_to_undo');
    expect((await server.api.get(`/api/games/${game.id}`)).body.last_action_id).toBe(3);
  });
});
