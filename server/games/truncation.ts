/**
 * A diverged game is read-only (409 `game/diverged` to a posted action) until its owner either
 * leaves it so or continues it from before an action (`POST /api/games/:id/truncate
 * {before: N}`): the actions from N on are deleted, and the game goes on from the state after
 * action N-1. For a refused action, N may be at most that action; for a finished game whose
 * result changed (every action still replays), at most its last action.
 */
import { ApiError } from '../errors.js';
import type { PlayerId } from '../store/store.js';
import { divergenceBody, type LiveGame } from './live-game.js';

export function divergedError(live: LiveGame): ApiError {
  const d = live.divergence!;
  return new ApiError(
    409,
    'game/diverged',
    `game ${live.id} no longer replays under the title built now (${d.kind === 'refused' ? `action ${d.actionId} is refused: ${d.message}` : d.message}); it is read-only until its owner truncates it`,
    { divergence: divergenceBody(d) },
  );
}

/** The owner's token, a diverged game, and `before` within what may be kept. */
export function checkTruncation(live: LiveGame, seat: PlayerId | null, before: number): void {
  if (seat !== null) throw new ApiError(403, 'auth/not_owner', "only the game's owner may truncate it");
  const d = live.divergence;
  if (!d) throw new ApiError(409, 'game/not_diverged', `game ${live.id} replays under the title built now; only a diverged game may be truncated`);
  const last = d.actionId;
  if (!Number.isInteger(before) || before < 1 || before > last) {
    throw new ApiError(422, 'game/truncate_range', `'before' must be an action from 1 to ${last} (${d.kind === 'refused' ? 'the refused one' : 'the last'})`, { max: last });
  }
}
