/**
 * What a posted action must pass before the engine processes it, in order: it is the next
 * action (409 with `expected_id` otherwise), it parses (400 `action/malformed`), the token may
 * act for its entity and for every auto action's (403), may name its `user` (403), may take back
 * what an undo would (403), and the game has room for it (422 `limit/*`). What passes is stored
 * in canonical form (canonical.ts) with the next id and the server's time.
 *
 * An imported game's importer (its owner token) may go on with the recording: an owner's action
 * right after the recorded ones is taken as a recording's (what the import would have taken it
 * as, the reference's leniencies included), and the recording grows by it. A seat's action never
 * is, and once one has been taken, the recording is over.
 */
import { checkSeatActs, checkSeatUndoes, checkUser } from '../auth.js';
import { ApiError } from '../errors.js';
import type { PlayerId } from '../store/store.js';
import { canonicalAction } from './canonical.js';
import { checkActionLimits, checkStoredBytes, storedSize } from './limits.js';
import type { LiveGame } from './live-game.js';

export interface Admitted {
  /** The action as it will be stored and processed. */
  readonly body: Record<string, unknown>;
  readonly size: number;
  /** The game's recorded actions with this one (null: not an imported game). */
  readonly recordedActions: number | null;
}

export function admitAction(live: LiveGame, seat: PlayerId | null, raw: Record<string, unknown>, at: Date): Admitted {
  const { game } = live;
  const next = live.nextActionId;
  if (raw.id !== undefined && raw.id !== next) {
    throw new ApiError(409, 'action/conflict', `the next action of game ${live.id} is ${next}, not ${String(raw.id)}`, { expected_id: next });
  }
  const action = game.parse(raw);
  checkSeatActs(game, seat, action);
  checkUser(live.record.players, seat, action);
  const continuesRecording = seat === null && live.recordedActions !== null && live.recordedActions === live.lastActionId;
  const recordedActions = continuesRecording ? live.lastActionId + 1 : live.recordedActions;
  // An undo's authority and limits are judged as the engine will process it: as a recording's or not.
  withRecorded(live, recordedActions, () => checkSeatUndoes(game, seat, action));
  checkActionLimits(game.actions, action);
  const body = stamp(canonicalAction(game.actionCatalog, raw), next, at);
  const size = storedSize(body);
  checkStoredBytes(live.storedBytes + size, 'action');
  return { body, size, recordedActions };
}

/** Runs `work` with the game's recorded count as it will be for the action (restored after). */
export function withRecorded<T>(live: LiveGame, recordedActions: number | null, work: () => T): T {
  const before = live.game.recordedActions;
  live.game.recordedActions = recordedActions ?? 0;
  try {
    return work();
  } finally {
    live.game.recordedActions = before;
  }
}

/** The action as stored: the next id and the server's time, in the reference's field order. */
function stamp(action: Readonly<Record<string, unknown>>, id: number, at: Date): Record<string, unknown> {
  const { type, entity, entity_type, id: _id, user, created_at: _created, ...fields } = action;
  return { type, entity, entity_type, id, ...(user !== undefined ? { user } : {}), created_at: Math.floor(at.getTime() / 1000), ...fields };
}

