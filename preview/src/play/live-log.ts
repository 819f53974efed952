/**
 * The game log of a game being played: the engine's events as they happen (the same lines the
 * replay shows and the server streams), each action's events under it, a line of its own for an
 * action that caused none (a bid, a pass), newest at the bottom.
 *
 * It shows the game in effect, as 18xx.games does: an undone move's lines leave the log (and the
 * undo itself says nothing), a redone move's come back. The log follows the game — it opens at
 * its newest line and scrolls down as moves come in — unless the reader has scrolled up to read
 * something, until they scroll back to the bottom.
 */
import { filterActions, type Action, type GameEvent } from '../../../runtime/index.js';
import { describeAction, type ActionNames } from '../render/actions.js';
import type { LogLine } from '../replay/event-log.js';
import { renderLogLines } from '../views/game-log.js';

const HISTORY = new Set(['undo', 'redo']);

/** Every line of the game's log in effect, in order: from its events and its actions (as the viewer may see them). */
export function liveLogLines(events: readonly GameEvent[], actions: readonly Action[], names: ActionNames): LogLine[] {
  const { effective } = filterActions(actions);
  // The actions whose lines show: those in effect, less undo and redo (the log shows their result).
  const shown = new Map<number, number>();
  actions.forEach((action: Action, i) => {
    if (effective[i] && !HISTORY.has(action.type)) shown.set(action.id ?? i + 1, i + 1);
  });
  const lines: LogLine[] = [];
  const eventLine = (pos: number, actionId: number, type: string, text: string): LogLine => ({ pos, actionId, type, text, kind: type === 'round_started' || type === 'phase_changed' ? 'round' : 'event' });
  let e = 0;
  for (; e < events.length && events[e].action === 0; e++) lines.push(eventLine(0, 0, events[e].type, events[e].text));
  const byAction = new Map<number, GameEvent[]>();
  for (; e < events.length; e++) {
    const event = events[e];
    if (!shown.has(event.action)) continue;
    const list = byAction.get(event.action);
    if (list) list.push(event);
    else byAction.set(event.action, [event]);
  }
  actions.forEach((action: Action, i) => {
    const id = action.id ?? i + 1;
    if (shown.get(id) !== i + 1) return;
    const own = byAction.get(id);
    if (own) for (const event of own) lines.push(eventLine(i + 1, id, event.type, event.text));
    else lines.push({ pos: i + 1, actionId: id, type: 'action', text: describeAction(action, names), kind: 'action' });
  });
  return lines;
}

export class LiveLog {
  private shown: LogLine[] = [];
  /** Whether the log keeps its newest line in view: until the reader scrolls up. */
  private following = true;
  private readonly observer: ResizeObserver | undefined;

  constructor(
    private readonly scroller: HTMLElement,
    private readonly list: HTMLOListElement,
  ) {
    scroller.addEventListener('scroll', () => {
      this.following = scroller.scrollTop + scroller.clientHeight >= scroller.scrollHeight - 4;
      scroller.dataset.following = String(this.following);
    });
    // The page lays the log out after it is drawn (a reload, a link opened mid-game), and lines
    // arrive after: whenever its size changes, a following log goes to its newest line.
    this.observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(() => this.follow());
    this.observer?.observe(scroller);
    this.observer?.observe(list);
  }

  /** Draws what changed: new lines appended, or the whole log again when lines went (an undo). */
  update(events: readonly GameEvent[], actions: readonly Action[], names: ActionNames): void {
    const lines = liveLogLines(events, actions, names);
    const prefixHolds = lines.length >= this.shown.length && this.shown.every((l, i) => l.text === lines[i].text && l.actionId === lines[i].actionId);
    if (prefixHolds) {
      const fresh = lines.slice(this.shown.length);
      if (fresh.length) this.list.insertAdjacentHTML('beforeend', renderLogLines({ lines: fresh, ends: [] }));
    } else {
      this.list.innerHTML = renderLogLines({ lines, ends: [] });
    }
    this.shown = lines;
    this.list.dataset.shown = String(lines.length);
    this.follow();
  }

  private follow(): void {
    if (this.following) this.scroller.scrollTop = this.scroller.scrollHeight;
  }

  destroy(): void {
    this.observer?.disconnect();
  }
}
