/**
 * Processing a long list of actions (an import, a cold load) without holding up the server: the
 * engine is synchronous, so one `processAll` of thousands of actions would keep every other
 * request (other games, health checks) waiting until it is done. Here the actions go through
 * `processAll` in batches of about `BATCH_COST` actions' work (an undo counting for the actions
 * it re-applies, limits.ts), and the event loop gets a turn whenever a slice of about 10 ms has
 * passed. The game ends exactly as one `processAll` (or `process` after `process`) leaves it.
 *
 * A batch never ends just before an undo or redo: `processAll` rolls back once for a run of them
 * and keeps a snapshot of each state an undo in the same batch returns to, which a batch
 * boundary in between would waste (and the limits count a run as one rollback). Only a very long
 * run is cut, into pieces of `MAX_RUN` (limits.ts), each a batch that rolls back once.
 */
import type { Action, Game } from '../../runtime/index.js';
import { replayPlan } from './limits.js';

/** A batch's work, in actions (an undo counting for what it costs to replay, limits.ts). */
const BATCH_COST = 64;
/** How long the engine may keep the event loop before other requests get a turn. */
const SLICE_MS = 10;

const isUndoOrRedo = (action: unknown): boolean => {
  const type = (action as { type?: unknown } | null)?.type;
  return type === 'undo' || type === 'redo';
};

/**
 * Processes `actions` as `game.processAll` would, letting other work run between batches. (Each
 * `processAll` call also goes through the game's earlier actions once, for the undos to come:
 * the limits bound that too.)
 */
export async function processInSlices(game: Game, actions: readonly unknown[]): Promise<void> {
  const { costs, rollbacks } = replayPlan(actions as readonly Action[]);
  let sliceStart = performance.now();
  for (let start = 0; start < actions.length; ) {
    let end = start;
    let cost = 0;
    // Up to the batch's work, then on to where a batch may end: not before an undo or redo,
    // unless a piece of a long run ends there (where the plan rolls back).
    do cost += 1 + costs[end++];
    while (end < actions.length && (isUndoOrRedo(actions[end]) ? !rollbacks.has(end - 1) : cost < BATCH_COST));
    game.processAll(actions.slice(start, end));
    start = end;
    if (start < actions.length && performance.now() - sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
