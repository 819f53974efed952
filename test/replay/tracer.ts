/**
 * How the reference's tracer made `../shared/traces` when a recording's ids do not rise (hotseat
 * games list an action after others of higher ids): it replayed the recording one action at a
 * time, each up to its own id (Game#process_to_action), so an action listed after a higher id
 * was never applied again, and the first action the reference then refused froze the game — the
 * lines after it repeat the state. A whole load (what 18xx.games does opening the game, and what
 * gave the recording its result) applies every action in the order listed instead. For those
 * recordings the trace is compared with a replay made the tracer's way; the result with the load.
 */
import { UndoLedger } from '../../runtime/actions/undo-ledger.js';
import type { Action } from '../../runtime/actions/types.js';
import type { Game } from '../../runtime/engine/game.js';
import { traceFinal, traceLine } from '../../runtime/replay/trace.js';
import type { AnyTraceLine } from '../../runtime/replay/compare.js';

/** Whether the recording lists an action after one of a higher id. */
export function idsOutOfOrder(actions: readonly { readonly id?: unknown }[]): boolean {
  let last = -Infinity;
  for (const a of actions) {
    if (typeof a.id !== 'number') continue;
    if (a.id <= last) return true;
    last = a.id;
  }
  return false;
}

/** The trace the reference's tracer wrote for a recording, replayed into `game` (a new game). */
export function tracerLines(game: Game, raw: readonly unknown[]): AnyTraceLine[] {
  const actions: Action[] = raw.map((a) => game.parse(a));
  const effective = UndoLedger.of(actions).effectiveFlags();
  const lines: AnyTraceLine[] = [];
  let lastId = 0;
  let frozen = false;
  actions.forEach((action, i) => {
    if (!effective[i] || game.finished) return;
    const id = action.id ?? lastId + 1;
    if (!frozen && id > lastId) {
      try {
        game.process(action);
        lastId = id;
      } catch {
        frozen = true;
      }
    }
    lines.push(traceLine(game, action));
  });
  lines.push(traceFinal(game));
  return lines;
}
