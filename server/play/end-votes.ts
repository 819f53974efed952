/**
 * Ending a game by agreement. The engine lets any player end the game (`end_game`); at a table
 * everyone agrees aloud, online nobody can. So a seat does not end the game alone: it votes, its
 * vote stands until it withdraws it, and when every player has voted the server ends the game,
 * as the last voter's `end_game`. The owner token (the game's creator, acting for every seat)
 * may post `end_game` directly; a seat's own `end_game` is refused (403 end/vote_needed) until
 * everyone else has voted. Every change of the votes goes to the game's open event streams as
 * an `end_votes` message, so each page shows who has agreed.
 */
import { seatOf } from '../auth.js';
import { ApiError } from '../errors.js';
import type { GameRegistry, Posted } from '../games/registry.js';
import type { PlayerId, Store } from '../store/store.js';
import type { EndVotes as EndVotesAnswer } from '../api/types.js';

/** The votes as the API answers them (api/responses.ts): who voted, in the order they voted. */
export type EndVotes = EndVotesAnswer;

const same = (a: PlayerId, b: PlayerId) => String(a) === String(b);

export async function endVotes(store: Store, registry: GameRegistry, gameId: number): Promise<EndVotes> {
  const { players, finished } = await registry.withGame(gameId, (live) => ({ players: live.record.players, finished: live.game.finished }));
  const votes = (await store.play.endVotes(gameId)).filter((v) => players.some((p) => same(p.id, v)));
  return { votes, players, finished };
}

/** The player a token seats (the owner may not vote: it ends the game directly). */
async function voter(registry: GameRegistry, gameId: number, token: string): Promise<PlayerId> {
  const seat = await registry.withGame(gameId, (live) => {
    if (live.game.finished) throw new ApiError(409, 'end/game_over', 'the game is over already');
    return seatOf(live.tokens, token);
  });
  if (seat === null) throw new ApiError(422, 'end/owner_ends', 'the owner token acts for every seat: it ends the game with an end_game action, no vote needed');
  return seat;
}

async function announce(store: Store, registry: GameRegistry, gameId: number): Promise<EndVotes> {
  const votes = await endVotes(store, registry, gameId);
  await registry.withGame(gameId, (_live, hub) => hub.broadcast({ event: 'end_votes', data: { votes: votes.votes } }));
  return votes;
}

/** A seat's vote; the last one needed ends the game. */
export async function voteToEnd(store: Store, registry: GameRegistry, gameId: number, token: string): Promise<EndVotes & { readonly ended?: Posted }> {
  const player = await voter(registry, gameId, token);
  await store.play.addEndVote(gameId, player);
  const votes = await announce(store, registry, gameId);
  if (!votes.players.every((p) => votes.votes.some((v) => same(v, p.id)))) return votes;
  const ended = await registry.post(gameId, token, { type: 'end_game', entity: player, entity_type: 'player' });
  return { ...votes, finished: true, ended };
}

export async function withdrawVote(store: Store, registry: GameRegistry, gameId: number, token: string): Promise<EndVotes> {
  const player = await voter(registry, gameId, token);
  await store.play.removeEndVote(gameId, player);
  return announce(store, registry, gameId);
}

/** A seat posting `end_game` itself: only once every other player has voted (the owner always may). */
export async function checkEndGame(store: Store, registry: GameRegistry, gameId: number, token: string): Promise<void> {
  const seat = await registry.withGame(gameId, (live) => seatOf(live.tokens, token));
  if (seat === null) return;
  const { votes, players } = await endVotes(store, registry, gameId);
  const missing = players.filter((p) => !same(p.id, seat) && !votes.some((v) => same(v, p.id)));
  if (missing.length === 0) return;
  throw new ApiError(403, 'end/vote_needed', `ending the game needs every player's agreement: vote (POST /api/games/${gameId}/end-votes); waiting for ${missing.map((p) => p.name).join(', ')}`, {
    waiting_for: missing.map((p) => p.id),
  });
}
