/**
 * Undo and redo in a recorded action list. An `undo` cancels the latest action still in effect
 * (or, with `action_id`, every action after that one); a `redo` restores what the latest undo
 * cancelled; any other action makes the cancelled ones permanent. Messages are never undone.
 * The result says, for each recorded action, whether the game applies it.
 */
import type { Action } from './types.js';

export interface FilteredActions {
  /** Same length as the input: the action where it takes effect, undefined where it does not. */
  readonly effective: readonly (Action | undefined)[];
  /** Whether a redo is possible at the end of the list. */
  readonly canRedo: boolean;
}

export function filterActions(actions: readonly Action[]): FilteredActions {
  const effective: (Action | undefined)[] = new Array(actions.length).fill(undefined);
  // Each undo remembers what it cancelled so a redo can restore exactly that.
  const undone: [Action, number][][] = [];

  actions.forEach((action, index) => {
    switch (action.type) {
      case 'undo': {
        let from: number;
        if (action.action_id !== undefined) {
          const target = action.action_id === 0 ? -1 : actions.findIndex((a) => a.id === action.action_id);
          from = target + 1;
        } else {
          from = 0;
          for (let i = index - 1; i >= 0; i--) {
            const a = effective[i];
            if (a && a.type !== 'message') {
              from = i;
              break;
            }
          }
        }
        const cancelled: [Action, number][] = [];
        for (let i = from; i < index; i++) {
          const a = effective[i];
          if (!a || a.type === 'message') continue;
          effective[i] = undefined;
          cancelled.push([a, i]);
        }
        undone.push(cancelled);
        break;
      }
      case 'redo':
        for (const [a, i] of undone.pop() ?? []) effective[i] = a;
        break;
      case 'message':
        effective[index] = action;
        break;
      default:
        undone.length = 0;
        effective[index] = action;
    }
  });
  return { effective, canRedo: undone.length > 0 };
}
