/**
 * The game log of a game being played: the engine's events as they happen (the same lines the
 * replay shows and the server streams), each action's events under it, a line of its own for an
 * action that caused none (a bid, a pass), newest at the bottom. The log only grows — an undo
 * adds a line saying what it took back — so new lines are appended; a game rebuilt from the
 * server is drawn anew.
 */
import type { Action, Game } from '../../../runtime/index.js';
import { describeAction, type ActionNames } from '../render/actions.js';
import type { LogLine } from '../replay/event-log.js';
import { renderLogLines } from '../views/game-log.js';

/** Every line of the game's log, in order. */
export function liveLogLines(game: Game, names: ActionNames): LogLine[] {
  const events = game.events;
  const lines: LogLine[] = [];
  let e = 0;
  const take = (actionId: number, pos: number) => {
    let any = false;
    for (; e < events.length && events[e].action === actionId; e++) {
      const event = events[e];
      lines.push({ pos, actionId, type: event.type, text: event.text, kind: event.type === 'round_started' || event.type === 'phase_changed' ? 'round' : 'event' });
      any = true;
    }
    return any;
  };
  take(0, 0);
  game.actions.forEach((action: Action, i) => {
    const id = action.id ?? i + 1;
    if (!take(id, i + 1)) lines.push({ pos: i + 1, actionId: id, type: 'action', text: describeAction(action, names), kind: 'action' });
  });
  // Events of no known action (none expected) still show.
  for (; e < events.length; e++) lines.push({ pos: game.actions.length, actionId: events[e].action, type: events[e].type, text: events[e].text, kind: 'event' });
  return lines;
}

export class LiveLog {
  private shown: LogLine[] = [];

  constructor(
    private readonly scroller: HTMLElement,
    private readonly list: HTMLOListElement,
  ) {}

  /** Appends what is new; `rebuilt` draws the whole log again. */
  update(game: Game, names: ActionNames, rebuilt = false): void {
    const lines = liveLogLines(game, names);
    const atBottom = this.scroller.scrollTop + this.scroller.clientHeight >= this.scroller.scrollHeight - 24;
    const prefixHolds = !rebuilt && lines.length >= this.shown.length && this.shown.every((l, i) => l.text === lines[i].text && l.actionId === lines[i].actionId);
    if (prefixHolds) {
      const fresh = lines.slice(this.shown.length);
      if (fresh.length === 0) return;
      this.list.insertAdjacentHTML('beforeend', renderLogLines({ lines: fresh, ends: [] }));
    } else {
      this.list.innerHTML = renderLogLines({ lines, ends: [] });
    }
    this.shown = lines;
    this.list.dataset.shown = String(lines.length);
    if (atBottom || rebuilt) this.scroller.scrollTop = this.scroller.scrollHeight;
  }
}
