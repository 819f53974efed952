/**
 * The game log of a recorded game: the engine's events (`game.events`, each with its English
 * line), and for every position of the timeline how many of them had happened by then — so the
 * replay shows the log up to the current action as a prefix, without replaying anything.
 *
 * The events are collected while the timeline is walked forward once, one action at a time
 * (what `Timeline.prepare` does anyway): stepping forward never restores a snapshot, so the
 * game's event log grows by exactly the events of each action. Later jumps restore snapshots
 * and re-apply actions, adding events again; those are not read.
 */
import type { GameEvent, Timeline } from '../../../runtime/index.js';

export interface EventLogView {
  /** Every event of the game up to the last reachable position, in order. */
  readonly events: readonly GameEvent[];
  /** `ends[p]`: how many events had happened at position p (0 = before any action). */
  readonly ends: readonly number[];
  /** The position each event belongs to (the action that caused it; 0 for the setup's). */
  readonly positions: readonly number[];
}

/**
 * Walks a fresh timeline (just built, still at position 0) to its end, collecting the events,
 * and comes back to position 0. Stands in for `Timeline.prepare()`: it leaves the same
 * snapshots behind. The setup's events (a title's removals, the first round) come first.
 */
export function collectEvents(timeline: Timeline): EventLogView {
  if (timeline.at !== 0) throw new Error('collectEvents needs a fresh timeline, at position 0');
  const game = timeline.game;
  const ends: number[] = [game.events.length];
  for (let p = 1; p <= timeline.entries.length; p++) {
    timeline.goto(p);
    if (timeline.at !== p) break; // the engine refused an action: the timeline ends before it
    ends.push(game.events.length);
  }
  const events = game.events.slice(0, ends[ends.length - 1]);
  const positions: number[] = new Array(events.length);
  for (let p = 0, e = 0; p < ends.length; p++) for (; e < ends[p]; e++) positions[e] = p;
  timeline.goto(0);
  return { events, ends, positions };
}

/** One line of the log as the replay shows it. */
export interface LogLine {
  /** The position it belongs to: the action that caused it (0: the setup). */
  readonly pos: number;
  /** The recorded id of that action (0 for the setup). */
  readonly actionId: number;
  /** The event type, or `action` for the line of an action that caused no event. */
  readonly type: string;
  readonly text: string;
  /** `round`: a round or phase heading (`-- Stock Round 1 --`); `action`: a line for an action without events. */
  readonly kind: 'event' | 'round' | 'action';
}

export interface LogLines {
  readonly lines: readonly LogLine[];
  /** `ends[p]`: how many lines show at position p. */
  readonly ends: readonly number[];
}

/**
 * The log's lines: each position's events in order; an action that caused no event at all (a
 * pass, a bid, as the engine records them) gets its own line from `describe`, so every action
 * shows in the log as it does on 18xx.games.
 */
export function logLines(log: EventLogView, actionIds: readonly number[], describe: (position: number) => string): LogLines {
  const lines: LogLine[] = [];
  const ends: number[] = [];
  for (let p = 0; p < log.ends.length; p++) {
    const from = p === 0 ? 0 : log.ends[p - 1];
    const to = log.ends[p];
    const actionId = p === 0 ? 0 : actionIds[p - 1];
    for (let e = from; e < to; e++) {
      const event = log.events[e];
      lines.push({ pos: p, actionId, type: event.type, text: event.text, kind: event.type === 'round_started' || event.type === 'phase_changed' ? 'round' : 'event' });
    }
    if (p > 0 && from === to) lines.push({ pos: p, actionId, type: 'action', text: describe(p), kind: 'action' });
    ends.push(lines.length);
  }
  return { lines, ends };
}
