/**
 * Undo and redo in a recorded action list. An `undo` cancels the latest action still in effect
 * (or, with `action_id`, every action after that one); a `redo` restores what the latest undo
 * cancelled; any other action makes the cancelled ones permanent. Messages are never undone.
 * The result says, for each recorded action, whether the game applies it (see UndoLedger, which
 * keeps the same answer up to date one action at a time).
 */
import type { Action } from './types.js';
import { UndoLedger } from './undo-ledger.js';

export interface FilteredActions {
  /** Same length as the input: the action where it takes effect, undefined where it does not. */
  readonly effective: readonly (Action | undefined)[];
  /** Whether a redo is possible at the end of the list. */
  readonly canRedo: boolean;
}

export function filterActions(actions: readonly Action[]): FilteredActions {
  const ledger = UndoLedger.of(actions);
  const flags = ledger.effectiveFlags();
  return { effective: actions.map((action, i) => (flags[i] ? action : undefined)), canRedo: ledger.canRedo };
}
