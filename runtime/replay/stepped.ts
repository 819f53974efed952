/**
 * The golden traces of `../shared/traces` were written by stepping the reference engine to each
 * recorded action in turn (its `process_to_action(id)`), not by loading the whole game. The two
 * agree whenever a recording's ids rise; where they do not (a hotseat recording whose actions
 * were reordered by hand), stepping to an id skips every action numbered at or below the last
 * one applied and stops before the first numbered above the target, and the first refusal
 * freezes the game (the reference keeps what the failing action had done, and applies nothing
 * more). `steppedTrace` reproduces that walk on our engine, so such a recording's trace can be
 * compared line for line while its result is still judged by loading it whole.
 */
import type { Action } from '../actions/types.js';
import { UndoLedger } from '../actions/undo-ledger.js';
import { GameError } from '../core/errors.js';
import type { Game } from '../engine/contract.js';
import type { AnyTraceLine } from './compare.js';
import { traceFinal, traceLine } from './trace.js';

/** Whether a recording's action ids rise throughout (the common case: loading and stepping agree). */
export function idsRise(actions: readonly { readonly id?: number | string }[]): boolean {
  let last = -Infinity;
  for (const action of actions) {
    const id = Number(action.id ?? 0);
    if (id <= last) return false;
    last = id;
  }
  return true;
}

/** The trace a reference tracer stepping to each recorded id writes, on a new game of the recording. */
export function steppedTrace(game: Game, raw: readonly unknown[]): AnyTraceLine[] {
  const actions = raw.map((a) => game.parse(a));
  const effective = UndoLedger.of(actions).effectiveFlags();
  const idOf = (action: Action) => Number(action.id ?? 0);
  let lastRaw = 0;
  let frozen = false;
  const apply = (action: Action): void => {
    // The reference keeps what an action did before one of its auto actions was refused.
    game.process({ ...action, auto_actions: [] } as Action);
    for (const auto of action.auto_actions ?? []) game.process(auto);
  };
  const stepTo = (target: number): void => {
    const last = lastRaw;
    for (let j = 0; j < actions.length; j++) {
      if (frozen) return;
      const action = actions[j];
      if (idOf(action) <= last) continue;
      if (idOf(action) > target) return;
      lastRaw = idOf(action);
      if (!effective[j]) continue;
      try {
        apply(action);
      } catch (error) {
        if (!(error instanceof GameError)) throw error;
        frozen = true;
      }
    }
  };
  const lines: AnyTraceLine[] = [];
  actions.forEach((action, i) => {
    if (!effective[i]) return;
    stepTo(idOf(action));
    lines.push(traceLine(game, action));
  });
  lines.push(traceFinal(game));
  return lines;
}
