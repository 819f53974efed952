/**
 * Ending a game by agreement (server/play/end-votes.ts): a seat's own end_game is refused until
 * every other player has voted; votes are read, withdrawn, and announced on the event stream;
 * the last vote ends the game (as that player's end_game); the owner token ends it directly.
 */
import { describe, expect, it } from 'vitest';
import { AUCTION, PLAYERS } from '../support/first-rounds-1830.js';
import { sqliteServerForTests } from './server-for-tests.js';
import { StreamClient } from './support.js';

const server = sqliteServerForTests();

async function newGame(): Promise<{ id: number; owner: string; ada: string; ben: string }> {
  const created = (await server.api.post('/api/games', { title: '1830', players: PLAYERS, seed: 1 })).body;
  for (const action of AUCTION.slice(0, 2)) await server.api.post(`/api/games/${created.id}/actions`, action, created.owner_token);
  return { id: created.id, owner: created.owner_token, ada: created.seats[0].token, ben: created.seats[1].token };
}

const endGame = (player: number) => ({ type: 'end_game', entity: player, entity_type: 'player' });

describe('ending a game by agreement', () => {
  it('refuses a seat ending the game alone; the last vote ends it', async () => {
    const game = await newGame();
    const stream = new StreamClient(`${server.url}/api/games/${game.id}/stream`);
    const votesSeen = () => stream.messages.filter((m) => m.type === 'end_votes');
    stream.source.addEventListener('end_votes', (event) => stream.messages.push({ type: 'end_votes', id: '', data: JSON.parse((event as MessageEvent).data) }));
    try {
      const alone = await server.api.post(`/api/games/${game.id}/actions`, endGame(1), game.ada);
      expect([alone.status, alone.body.error.code]).toEqual([403, 'end/vote_needed']);
      expect(alone.body.error.message).toMatch(/waiting for Ben/);
      expect((await server.api.get(`/api/games/${game.id}`)).body.status).toBe('active');

      const first = await server.api.post(`/api/games/${game.id}/end-votes`, undefined, game.ada);
      expect([first.status, first.body.votes, first.body.finished]).toEqual([200, [1], false]);
      await stream.until(() => votesSeen().length === 1);
      expect(votesSeen()[0].data).toEqual({ votes: [1] });
      // Withdrawn, then given again.
      expect((await server.api.request('DELETE', `/api/games/${game.id}/end-votes`, { token: game.ada })).body.votes).toEqual([]);
      expect((await server.api.post(`/api/games/${game.id}/end-votes`, undefined, game.ada)).body.votes).toEqual([1]);
      expect((await server.api.get(`/api/games/${game.id}/end-votes`)).body).toMatchObject({ votes: [1], players: PLAYERS, finished: false });

      const last = await server.api.post(`/api/games/${game.id}/end-votes`, undefined, game.ben);
      expect(last.status).toBe(201);
      expect(last.body).toMatchObject({ votes: [1, 2], finished: true, ended: { action_id: 3 } });
      const summary = (await server.api.get(`/api/games/${game.id}`)).body;
      expect(summary.status).toBe('finished');
      const actions = (await server.api.get(`/api/games/${game.id}/actions`)).body.actions;
      expect(actions.at(-1)).toMatchObject(endGame(2));
      expect((await server.api.post(`/api/games/${game.id}/end-votes`, undefined, game.ada)).status).toBe(409);
    } finally {
      stream.close();
    }
  });

  it('lets the owner end the game directly, and a seat once all others agreed', async () => {
    const game = await newGame();
    expect((await server.api.post(`/api/games/${game.id}/end-votes`, undefined, game.owner)).body.error.code).toBe('end/owner_ends');
    expect((await server.api.post(`/api/games/${game.id}/actions`, endGame(1), game.owner)).status).toBe(201);

    const other = await newGame();
    await server.api.post(`/api/games/${other.id}/end-votes`, undefined, other.ben);
    expect((await server.api.post(`/api/games/${other.id}/actions`, endGame(1), other.ada)).status).toBe(201);
  });
});
