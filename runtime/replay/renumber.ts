/**
 * Recordings whose action ids have gaps (18xx.games drops some actions from a game's list, so
 * 1846/12666 starts 1, 3, 4, ...): a game that numbers its actions 1, 2, 3, ... (a server's)
 * takes them renumbered, each undo's `action_id` following the action it names, which replays
 * exactly as the recording does.
 */
import type { Action } from '../actions/types.js';
import { GameError } from '../core/errors.js';

/**
 * The actions numbered 1, 2, 3, ... in order, with every undo's `action_id` (and those of undos
 * among auto actions) pointing at the same action as before; `0` (undo everything) stays. An
 * `action_id` naming no earlier action is refused (`undo/unknown_action`), as the replay would.
 * Actions already numbered so come back as they are.
 */
export function renumberActions(actions: readonly Action[]): Action[] {
  if (actions.every((action, i) => action.id === i + 1)) return [...actions];
  const newId = new Map<number, number>();
  return actions.map((action, i) => {
    const id = i + 1;
    const renumbered = { ...action, id } as Action & { action_id?: unknown };
    if (action.type === 'undo' && typeof action.action_id === 'number' && action.action_id !== 0) {
      const target = newId.get(action.action_id);
      if (target === undefined) throw new GameError('undo/unknown_action', `action ${action.id ?? id}: there is no action ${action.action_id} before it to undo back to`, { action, rule: 'undo' });
      renumbered.action_id = target;
    }
    const was = typeof action.id === 'number' ? action.id : id;
    if (!newId.has(was)) newId.set(was, id);
    return renumbered as Action;
  });
}
