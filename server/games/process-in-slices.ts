/**
 * Processing a long list of actions (an import, a cold load) without holding up the server: the
 * engine is synchronous, so one `processAll` of thousands of actions would keep every other
 * request (other games, health checks) waiting until it is done. Here the actions go through
 * `processAll` in batches, and the event loop gets a turn whenever a few milliseconds have
 * passed. The game ends exactly as one `processAll` (or `process` after `process`) leaves it.
 *
 * A batch never ends just before an undo or redo: `processAll` rolls back once for a run of them
 * and keeps a snapshot of each state an undo in the same batch returns to, which a batch
 * boundary in between would waste.
 */
import type { Game } from '../../runtime/index.js';

/** Actions per batch (more when undos and redos follow). */
const BATCH = 64;
/** How long the engine may keep the event loop before other requests get a turn. */
const SLICE_MS = 10;

const isUndoOrRedo = (action: unknown): boolean => {
  const type = (action as { type?: unknown } | null)?.type;
  return type === 'undo' || type === 'redo';
};

/** Processes `actions` as `game.processAll` would, letting other work run between batches. */
export async function processInSlices(game: Game, actions: readonly unknown[]): Promise<void> {
  let sliceStart = performance.now();
  for (let start = 0; start < actions.length; ) {
    let end = Math.min(actions.length, start + BATCH);
    while (end < actions.length && isUndoOrRedo(actions[end])) end++;
    game.processAll(actions.slice(start, end));
    start = end;
    if (start < actions.length && performance.now() - sliceStart >= SLICE_MS) {
      await new Promise<void>((resolve) => setImmediate(resolve));
      sliceStart = performance.now();
    }
  }
}
