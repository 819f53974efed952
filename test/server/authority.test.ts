/**
 * Issue 19, item 1: no seat acts for another. Every action a request applies passes the same
 * check, the auto actions it carries included (a seat not on turn once slipped another player's
 * bid in as an auto action of a chat message, and it was applied); an action's `user` (who sent
 * it) names only the token's own player, or for the owner token any player of the game. Each
 * refusal is a 403 and stores nothing. On SQLite, and on Postgres when there is one.
 */
import { describe, expect, it } from 'vitest';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { accepted, newGame, refused, storedActions } from './moves.js';

const bid = (entity: number, company: string, price: number) => ({ type: 'bid', entity, entity_type: 'player', company, price });
const message = (entity: number, extra: Record<string, unknown> = {}) => ({ type: 'message', entity, entity_type: 'player', message: 'hi', ...extra });

describe.each(STORE_KINDS)('acting for another seat on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;

  it.skipIf(!available)('an auto action for another seat is refused, at any depth, and nothing of it is applied', async () => {
    const game = await newGame(server);
    // Ada is to bid; Ben, not on turn, chats with Ada's bid attached.
    const smuggled = message(2, { auto_actions: [bid(1, 'SV', 20)] });
    const error = await refused(server, game, smuggled, game.ben, 403, 'auth/not_your_entity');
    expect(error.message).toContain('cannot act for player 1');
    const deeper = message(2, { auto_actions: [message(2, { auto_actions: [bid(1, 'SV', 20)] })] });
    await refused(server, game, deeper, game.ben, 403, 'auth/not_your_entity');
    expect((await server.api.get(`/api/games/${game.id}/state`)).body.state.companies.SV.owner).toBeNull();
    // Ada's own bid, from Ada's seat, is hers to make.
    await accepted(server, game, bid(1, 'SV', 20), game.ada);
  });

  it.skipIf(!available)('an action’s user is the token’s own player (the owner’s: any player of the game)', async () => {
    const game = await newGame(server);
    const error = await refused(server, game, message(2, { user: 1 }), game.ben, 403, 'auth/not_your_user');
    expect(error.message).toContain('user 1');
    await refused(server, game, message(2, { auto_actions: [message(2, { user: 1 })] }), game.ben, 403, 'auth/not_your_user');
    await refused(server, game, message(1, { user: 99 }), game.owner_token, 403, 'auth/not_your_user');
    await accepted(server, game, message(2, { user: 2 }), game.ben);
    await accepted(server, game, message(1, { user: 2 }), game.owner_token);
    await accepted(server, game, message(1), game.ada);
    const stored = await storedActions(server, game);
    expect(stored.map((a) => a.user)).toEqual([2, 2, undefined]);
  });
});
