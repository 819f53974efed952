/**
 * How much work one game may ask of the server. A game is replayed from its actions whenever it
 * is loaded (an import, the first request after a restart or an eviction), so what a game may
 * hold bounds what any request can cost:
 *
 * - at most `actions` actions (the longest recorded game we have holds 654; the reference's long
 *   games a few thousand);
 * - undos and redos whose replay costs at most `replay` actions in all. Each run of consecutive
 *   undos and redos (in pieces of `MAX_RUN`) rolls the game back once, to the earliest point any
 *   of them returns to, and re-applies the actions then in effect after it: the last of the run
 *   counts those actions plus `ROLLBACK_COST` for restoring a snapshot. Every other undo or redo
 *   of the run counts the actions in effect after the point it changes, which the engine's undo
 *   ledger goes through (for an undo of the last move, none). Recorded games count under 300
 *   (1830, 1846, 18Chesapeake); the costliest hostile pattern within the limit (undoing 450
 *   moves and redoing them, with chat in between so each is a rollback of its own) loads in
 *   under 2 s, in slices.
 *
 * - at most `bytes` of stored actions (canonical JSON): a few hundred KiB for a recorded game.
 *
 * The same limits hold for an import and for a game played on the server, so every game the
 * server exports can be imported again.
 */
import { GameError, type Action } from '../../runtime/index.js';
import { UndoLedger } from '../../runtime/actions/undo-ledger.js';
import { ApiError } from '../errors.js';

/**
 * `bytes`: the game's actions as stored (canonical JSON, canonical.ts), all together. An export
 * is those actions and a header of a few KiB, so a game within the limit exports in less than an
 * import may send (8 MiB, app.ts): every exported game imports again.
 */
export const GAME_LIMITS = { actions: 10_000, replay: 10_000, bytes: 6 * 1024 * 1024 } as const;

/** An action's size as stored (UTF-8 JSON). */
export function storedSize(body: unknown): number {
  return Buffer.byteLength(JSON.stringify(body));
}

/** 413 (an import) or 422 (a new action) when the game's actions would take more than a game may. */
export function checkStoredBytes(bytes: number, what: 'import' | 'action'): void {
  if (bytes <= GAME_LIMITS.bytes) return;
  const message =
    what === 'import'
      ? `the recording's actions take ${bytes} bytes as stored; a game may hold ${GAME_LIMITS.bytes} (docs/server.md, Limits)`
      : `the game's actions would take ${bytes} bytes, more than the ${GAME_LIMITS.bytes} a game may hold (docs/server.md, Limits)`;
  throw new ApiError(what === 'import' ? 413 : 422, 'limit/bytes', message, { limit: GAME_LIMITS.bytes });
}

/**
 * What restoring a snapshot counts as, in actions re-applied: measured on 1830, a rollback to a
 * snapshot `processAll` kept costs about as much as re-applying four late-game actions.
 */
export const ROLLBACK_COST = 8;

const isUndoOrRedo = (action: Action | undefined): boolean => action?.type === 'undo' || action?.type === 'redo';

/**
 * Undos and redos in a row are replayed in pieces of at most this many, each rolling back once:
 * a run of thousands, processed at once, would hold the server up for a quarter of a second.
 */
export const MAX_RUN = 512;

/**
 * What replaying `actions` costs for their undos and redos (see the module comment), as the
 * engine's `processAll` would roll back; counting stops once it passes `stopAbove`. Stops at an
 * undo or redo the engine would refuse, as the replay would.
 */
export function replayCost(actions: readonly Action[], stopAbove = Infinity): number {
  return replayPlan(actions, stopAbove).total;
}

export interface ReplayPlan {
  /** For each action, what replaying it costs beyond applying it. */
  readonly costs: readonly number[];
  /** Where the replay rolls back: the last undo or redo of each run (or piece of a run). */
  readonly rollbacks: ReadonlySet<number>;
  readonly total: number;
}

/**
 * How `actions` are replayed (see the module comment): an undo or redo counts the actions in
 * effect after the point it changes, which the engine's undo ledger goes through; the last of a
 * run (or of a piece of `MAX_RUN`) counts, instead, those after the earliest point any of the
 * run changes, which the engine re-applies, plus `ROLLBACK_COST`. Every other action costs 0.
 * Counting stops once the total passes `stopAbove`, or at an undo or redo the engine would refuse
 * (the replay stops there too).
 */
export function replayPlan(actions: readonly Action[], stopAbove = Infinity): ReplayPlan {
  const costs = new Array<number>(actions.length).fill(0);
  const rollbacks = new Set<number>();
  const ledger = new UndoLedger();
  let inEffect = 0;
  let runFrom: number | undefined;
  let runLength = 0;
  let total = 0;
  for (let i = 0; i < actions.length && total <= stopAbove; i++) {
    const action = actions[i];
    let change;
    try {
      change = ledger.add(action);
    } catch (error) {
      if (error instanceof GameError) break;
      throw error;
    }
    if (!isUndoOrRedo(action)) {
      inEffect++;
      continue;
    }
    inEffect += change.back.length - change.gone.length;
    const from = Math.min(change.from, runFrom ?? change.from);
    if (isUndoOrRedo(actions[i + 1]) && ++runLength < MAX_RUN) {
      runFrom = from;
      costs[i] = inEffect - change.from;
    } else {
      runFrom = undefined;
      runLength = 0;
      costs[i] = ROLLBACK_COST + inEffect - from;
      rollbacks.add(i);
    }
    total += costs[i];
  }
  return { costs, rollbacks, total };
}

/** 413 for a recording with more actions than a game may hold. */
export function checkImportSize(count: number): void {
  if (count > GAME_LIMITS.actions) {
    throw new ApiError(413, 'limit/actions', `the recording has ${count} actions; a game may hold at most ${GAME_LIMITS.actions} (docs/server.md, Limits)`, {
      limit: GAME_LIMITS.actions,
    });
  }
}

/** 422 when `actions` (all of a game's, the last one new) cost more to replay than a game may. */
export function checkReplayCost(actions: readonly Action[], what: string): void {
  const cost = replayCost(actions, GAME_LIMITS.replay);
  if (cost > GAME_LIMITS.replay) {
    throw new ApiError(
      422,
      'limit/replay',
      `${what}: its undos and redos would replay more than ${GAME_LIMITS.replay} actions whenever the game is loaded, the most a game may (docs/server.md, Limits)`,
      { limit: GAME_LIMITS.replay },
    );
  }
}

/**
 * Checks a new action against the limits before the engine processes it: 422 once the game
 * holds as many actions as it may, or for an undo or redo past the replay limit.
 */
export function checkActionLimits(actions: readonly Action[], action: Action): void {
  if (actions.length >= GAME_LIMITS.actions) {
    throw new ApiError(422, 'limit/actions', `the game holds ${actions.length} actions, the most a game may (docs/server.md, Limits)`, { limit: GAME_LIMITS.actions });
  }
  if (isUndoOrRedo(action)) checkReplayCost([...actions, action], `this ${action.type}`);
}
