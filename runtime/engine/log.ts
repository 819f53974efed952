/**
 * The game's events: every change an action causes, as structured data with an English line
 * (`share_bought {player, corporation, percent, price}` — "Alice buys a 10% share of PRR for
 * $67"). They are the game log a client shows and what a server broadcasts. Events are derived,
 * never stored: processing the same actions in the same order gives the same events with the
 * same ids, in Node, on a server and in a browser.
 *
 * The stream only grows. An undo does not take events back; it adds an `actions_undone` event
 * naming the actions whose events no longer describe the game (a redo adds `actions_redone`).
 * A refused action adds nothing.
 *
 * Recording an event costs one small object: its English line is written only when someone reads
 * the events (from the event's own fields and the game's fixed names), so a replay nobody reads
 * the log of pays almost nothing for it.
 */

export interface GameEvent {
  /** 1, 2, 3, ... within the game. */
  readonly id: number;
  /** The id of the action that caused it (its recorded `id`, or its 1-based position). */
  readonly action: number;
  readonly type: string;
  /** What happened, as a player reads it in the log. */
  readonly text: string;
  readonly [field: string]: unknown;
}

export type EventFields = Readonly<Record<string, unknown>>;

/** Writes an event's English line from its type and fields. */
export type Describe = (type: string, fields: EventFields) => string;

interface Recorded {
  readonly type: string;
  readonly action: number;
  readonly fields: EventFields;
}

export class EventLog {
  private readonly recorded: Recorded[] = [];
  private readonly written: GameEvent[] = [];
  /** While positive, nothing is recorded (rebuilding a state the log already describes). */
  private muted = 0;
  /** The action being applied, for the events it causes. */
  action = 0;

  constructor(private readonly describe: Describe) {}

  /** Every event so far, in order. */
  get events(): readonly GameEvent[] {
    for (let i = this.written.length; i < this.recorded.length; i++) {
      const { type, action, fields } = this.recorded[i];
      this.written.push({ ...fields, id: i + 1, action, type, text: this.describe(type, fields) });
    }
    return this.written;
  }

  get length(): number {
    return this.recorded.length;
  }

  /**
   * Each event's type and fields as recorded, without writing its English line: for a reader
   * that wants neither the line nor the ids (the simulator looks for trains bought once a game
   * ends, and writing every line of a game cost it a seventieth of its time).
   */
  eachRecorded(visit: (type: string, fields: EventFields) => void): void {
    for (const { type, fields } of this.recorded) visit(type, fields);
  }

  emit(type: string, fields: EventFields = {}): void {
    if (this.muted > 0) return;
    this.recorded.push({ type, action: this.action, fields });
  }

  /** Events after the one with this id (0: all). */
  after(id: number): readonly GameEvent[] {
    return this.events.slice(Math.max(0, id));
  }

  /** Drops the events after the first `length` (a refused action's). */
  truncate(length: number): void {
    this.recorded.length = Math.min(this.recorded.length, length);
    this.written.length = Math.min(this.written.length, length);
  }

  /** Runs `work` without recording its events. */
  quietly<R>(work: () => R): R {
    this.muted++;
    try {
      return work();
    } finally {
      this.muted--;
    }
  }
}
