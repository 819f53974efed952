/**
 * Which actions are in effect, kept up to date one action at a time. An `undo` cancels the
 * latest action still in effect (or, with `action_id`, every action after that one); a `redo`
 * restores what the latest undo cancelled; any other action makes the cancelled ones permanent.
 * Messages are never undone.
 *
 * Each step costs what it changes, not the length of the game: a game of 100,000 actions takes
 * an undo as fast as a game of 100 (the engine's history and a server's stored games rely on it).
 */
import { GameError } from '../core/errors.js';
import type { Action } from './types.js';

/** What one action changed in the list of actions in effect. */
export interface LedgerChange {
  /** How many actions in effect are unchanged at the front (where a rollback must return to). */
  readonly from: number;
  /** Actions no longer in effect (an undo), in order. */
  readonly gone: readonly Action[];
  /** Actions in effect again (a redo), in order. */
  readonly back: readonly Action[];
  /** The actions in effect from `from` on, after the change: what to apply after rolling back. */
  readonly suffix: readonly Action[];
}

const isMessage = (action: Action): boolean => action.type === 'message';

/**
 * What most changes say: no action gone, none back; and the options of a caller naming none.
 * Shared rather than made per call: a replay adds every action of the game to a ledger.
 */
const NONE: readonly Action[] = Object.freeze([]);
const LENIENT: { readonly strict?: boolean } = Object.freeze({});

export class UndoLedger {
  private all: Action[] = [];
  /** Positions (in `all`) of the actions in effect, ascending. */
  private effective: number[] = [];
  /** For each undo not yet redone or made permanent, the positions it cancelled. */
  private undone: number[][] = [];
  /** The first position of each action id (of the actions after `inherited`'s, in a copy). */
  private positionOfId = new Map<number, number>();
  /**
   * A copy's view of its original's ids, as they were when it was copied: read, never written.
   * A copy looks ahead over a few actions (a server's cold load makes one per batch of a long
   * game), so it shares the original's map rather than copying every id it holds.
   */
  private inherited: { readonly ids: ReadonlyMap<number, number>; readonly length: number } | undefined;

  /** A ledger of a whole list of actions. */
  static of(actions: readonly Action[]): UndoLedger {
    const ledger = new UndoLedger();
    for (const action of actions) ledger.add(action);
    return ledger;
  }

  /** An independent ledger in the same state, for looking ahead without changing this one. */
  copy(): UndoLedger {
    const copy = new UndoLedger();
    copy.all = this.all.slice();
    copy.effective = this.effective.slice();
    copy.undone = this.undone.map((positions) => positions.slice());
    // The original may take more actions later: its ids from then on are not the copy's.
    if (this.inherited) copy.positionOfId = this.allIds();
    else copy.inherited = { ids: this.positionOfId, length: this.all.length };
    return copy;
  }

  /** The actions in effect, in order. */
  get inEffect(): Action[] {
    return this.effective.map((i) => this.all[i]);
  }

  /** Whether the action at this position of the list is in effect. */
  effectiveFlags(): boolean[] {
    const flags = new Array<boolean>(this.all.length).fill(false);
    for (const i of this.effective) flags[i] = true;
    return flags;
  }

  get canRedo(): boolean {
    return this.undone.length > 0;
  }

  /**
   * Takes the next action; says what changed. An undo naming an action the list does not hold
   * (`undo/unknown_action`) and a redo with no undo to take back (`undo/nothing_to_redo`: the
   * reference engine fails on one) are refused and change nothing. An undo that cancels nothing
   * (nothing to take back, or a second click on the same undo) is refused too when `strict`
   * (`undo/nothing_to_undo`: a live game stores no such undo), and accepted as a no-op otherwise,
   * as recordings hold one now and then; a redo of it changes nothing either.
   */
  add(action: Action, options: { readonly strict?: boolean } = LENIENT): LedgerChange {
    const index = this.all.length;
    switch (action.type) {
      case 'undo':
        return this.undo(action, options.strict ?? false);
      case 'redo':
        return this.redo(action);
      default:
        this.append(action);
        if (!isMessage(action)) this.undone.length = 0;
        this.effective.push(index);
        return { from: this.effective.length - 1, gone: NONE, back: NONE, suffix: [action] };
    }
  }

  private append(action: Action): void {
    if (action.id !== undefined && this.positionOf(action.id) === undefined) this.positionOfId.set(action.id, this.all.length);
    this.all.push(action);
  }

  /** The first position of an action id, or undefined. */
  private positionOf(id: number): number | undefined {
    const inherited = this.inherited;
    if (inherited) {
      const at = inherited.ids.get(id);
      if (at !== undefined && at < inherited.length) return at;
    }
    return this.positionOfId.get(id);
  }

  /** Every id this ledger knows, its own and those inherited, in one map (to copy a copy). */
  private allIds(): Map<number, number> {
    const ids = new Map<number, number>();
    for (let i = 0; i < this.all.length; i++) {
      const id = this.all[i].id;
      if (id !== undefined && !ids.has(id)) ids.set(id, i);
    }
    return ids;
  }

  private undo(action: Action, strict: boolean): LedgerChange {
    let from: number;
    if (action.action_id !== undefined) {
      const target = action.action_id === 0 ? -1 : this.positionOf(action.action_id as number);
      if (target === undefined) throw new GameError('undo/unknown_action', `there is no action ${String(action.action_id)} to undo back to`, { rule: 'undo' });
      from = target + 1;
    } else {
      from = 0;
      for (let k = this.effective.length - 1; k >= 0; k--) {
        if (!isMessage(this.all[this.effective[k]])) {
          from = this.effective[k];
          break;
        }
      }
    }
    // The actions in effect at or after `from`: messages stay, the rest are cancelled.
    let start = this.effective.length;
    while (start > 0 && this.effective[start - 1] >= from) start--;
    if (strict && !this.effective.slice(start).some((i) => !isMessage(this.all[i]))) {
      throw new GameError('undo/nothing_to_undo', `undo: there is nothing to take back${action.action_id === undefined ? '' : ` after action ${String(action.action_id)}`}`, { rule: 'undo' });
    }
    this.append(action);
    const tail = this.effective.splice(start);
    const cancelled = tail.filter((i) => !isMessage(this.all[i]));
    const kept = tail.filter((i) => isMessage(this.all[i]));
    this.effective.push(...kept);
    this.undone.push(cancelled);
    if (cancelled.length === 0) return { from: this.effective.length, gone: [], back: [], suffix: [] };
    // Messages before the first cancelled action keep their places; what follows is re-applied.
    const changedAt = start + tail.indexOf(cancelled[0]);
    return { from: changedAt, gone: cancelled.map((i) => this.all[i]), back: [], suffix: this.effective.slice(changedAt).map((i) => this.all[i]) };
  }

  private redo(action: Action): LedgerChange {
    const restored = this.undone.pop();
    if (restored === undefined) throw new GameError('undo/nothing_to_redo', 'redo: there is no undo to redo (none yet, or an action since made it permanent)', { rule: 'undo' });
    this.append(action);
    if (restored.length === 0) return { from: this.effective.length, gone: [], back: [], suffix: [] };
    // Merge the restored positions back among the messages kept after them.
    let start = this.effective.length;
    while (start > 0 && this.effective[start - 1] > restored[0]) start--;
    const tail = this.effective.splice(start);
    const merged: number[] = [];
    let a = 0;
    let b = 0;
    while (a < tail.length || b < restored.length) {
      if (b >= restored.length || (a < tail.length && tail[a] < restored[b])) merged.push(tail[a++]);
      else merged.push(restored[b++]);
    }
    this.effective.push(...merged);
    const from = start + merged.indexOf(restored[0]);
    return { from, gone: [], back: restored.map((i) => this.all[i]), suffix: this.effective.slice(from).map((i) => this.all[i]) };
  }
}
