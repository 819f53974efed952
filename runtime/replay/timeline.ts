/**
 * A recorded game as a timeline to scrub through: position 0 is the game before any action,
 * position n the game after the n-th effective action (undone actions and undo/redo themselves
 * are filtered out, as `Game.load` filters them). `goto(n)` restores the nearest kept snapshot
 * at or before n and applies the actions from there, so any jump costs at most one restore and
 * `interval - 1` actions, whatever the length of the game.
 *
 * Browser-safe: no I/O. One Game per timeline, driven only through its public API
 * (`snapshot`, `restore`, `process`).
 */
import { filterActions } from '../actions/filter.js';
import { parseAction } from '../actions/parse.js';
import type { Action } from '../actions/types.js';
import type { Game } from '../engine/contract.js';
import type { GameState } from '../state/types.js';
import type { TitleModule } from '../module.js';
import { newGameFor, type Fixture } from './fixture.js';

export interface TimelineOptions {
  /** Keep a snapshot every this many applied actions (default 8). */
  readonly interval?: number;
}

export interface TimelineEntry {
  /** The action as it takes effect. */
  readonly action: Action;
  /** Its index in the recorded action list. */
  readonly recordedIndex: number;
}

/** The engine refused a recorded action: the timeline ends before it. */
export interface TimelineFailure {
  /** Position the game reached: the refused action is entry `position`. */
  readonly position: number;
  readonly action: Action;
  readonly message: string;
}

export class Timeline {
  readonly module: TitleModule;
  readonly fixture: Fixture;
  /** Every recorded action, parsed. */
  readonly recorded: readonly Action[];
  /** The effective actions (what positions count), with where they were recorded. */
  readonly entries: readonly TimelineEntry[];
  readonly interval: number;
  /** Set once the engine refused an action; `length` then stops before it. */
  failure: TimelineFailure | undefined;
  private current: Game;
  private position = 0;
  /** snapshots[k] is the state at position k * interval, once reached. */
  private readonly snapshots: GameState[] = [];

  constructor(module: TitleModule, fixture: Fixture, options: TimelineOptions = {}) {
    this.module = module;
    this.fixture = fixture;
    this.interval = Math.max(1, Math.floor(options.interval ?? 8));
    this.recorded = fixture.actions.map((raw) => parseAction(raw));
    const { effective } = filterActions(this.recorded);
    const entries: TimelineEntry[] = [];
    effective.forEach((action, recordedIndex) => {
      if (action) entries.push({ action, recordedIndex });
    });
    this.entries = entries;
    this.current = newGameFor(module, fixture);
    this.snapshots.push(this.current.snapshot());
  }

  /** The game at the current position. Its object may change after `goto`: read it each time. */
  get game(): Game {
    return this.current;
  }

  /** The current position, 0..length. */
  get at(): number {
    return this.position;
  }

  /** The last reachable position: every effective action, or up to a refused one. */
  get length(): number {
    return this.failure ? this.failure.position : this.entries.length;
  }

  /** The action that led to the current position, if any. */
  get currentEntry(): TimelineEntry | undefined {
    return this.position > 0 ? this.entries[this.position - 1] : undefined;
  }

  /**
   * Walks the whole game once, keeping every snapshot, and comes back to the current position;
   * afterwards any `goto` is bounded. Returns the final position reachable.
   */
  prepare(): number {
    const back = this.position;
    this.goto(this.entries.length);
    this.goto(back);
    return this.length;
  }

  /** Position after the last effective action whose recorded id is at most `id` (0 if none). */
  positionOfActionId(id: number): number {
    let lo = 0;
    let hi = this.entries.length;
    // Recorded ids increase along the list; binary search the count of entries with id <= id.
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((this.entries[mid].action.id ?? 0) <= id) lo = mid + 1;
      else hi = mid;
    }
    return Math.min(lo, this.length);
  }

  /** Moves to a position (clamped to 0..length) and returns the game there. */
  goto(target: number): Game {
    const to = Math.max(0, Math.min(Math.trunc(target), this.length));
    if (to === this.position) return this.current;
    const k = Math.min(Math.floor(to / this.interval), this.snapshots.length - 1);
    // Going forward from here beats restoring when no kept snapshot lies between.
    if (!(this.position >= k * this.interval && this.position < to)) this.restoreSnapshot(k);
    this.applyUpTo(to);
    return this.current;
  }

  /** Each player's value now, as `Game.result` computes it, by player id. */
  result(): Record<string, number> {
    return this.current.result();
  }

  private restoreSnapshot(k: number): void {
    this.current.restore(this.snapshots[k], { keep: true });
    this.position = k * this.interval;
  }

  /** Applies entries from the current position, keeping snapshots; stops at a refused action. */
  private applyUpTo(to: number): void {
    while (this.position < to) {
      try {
        this.current.process(this.entries[this.position].action);
      } catch (error) {
        // A refused action leaves the game as it was before it: the timeline ends here.
        this.recordFailure(this.position, error);
        return;
      }
      this.position++;
      if (this.position % this.interval === 0 && this.snapshots.length === this.position / this.interval) {
        this.snapshots.push(this.current.snapshot());
      }
    }
  }

  private recordFailure(position: number, error: unknown): void {
    const action = this.entries[position]?.action;
    const message = error instanceof Error ? error.message : String(error);
    if (!this.failure || position < this.failure.position) this.failure = { position, action, message };
  }
}
