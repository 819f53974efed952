/**
 * The games this instance holds in memory, and the one way to work on one: `withGame` runs a
 * task in the game's queue (one at a time, in order) with the game loaded and, where other
 * instances may write to it, caught up with what they stored.
 *
 * Posting an action (`post`) is the move flow: in the game's queue, inside the store's locked
 * transaction, catch up with actions stored elsewhere, check the action (400, 409, 403, and
 * the limits of a game: 422) and have the engine process it (422 when refused: nothing stored); the insert commits and only
 * then do the client and the observers hear of it. Should the commit fail after the engine took
 * the action, the game is dropped from memory and reloaded from the store on next use, so memory
 * never runs ahead of what is stored.
 *
 * Games without observers leave memory when more than `maxLive` are held, least recently used
 * first; a game with observers stays (its observers need it to hear of new actions).
 */
import type { GameSummary, Posted as PostedAnswer } from '../api/types.js';
import { GameError, INTERNAL_ERROR_CODE, type TitleModule } from '../../runtime/index.js';
import { seatOf } from '../auth.js';
import { ApiError, notFound } from '../errors.js';
import type { Store } from '../store/store.js';
import { admitAction, withRecorded } from './admit.js';
import { storedSize } from './limits.js';
import { resultOf } from './divergence.js';
import { LiveGame, titleModule } from './live-game.js';
import { divergedError, checkTruncation } from './truncation.js';
import { titleFingerprint } from './title-fingerprint.js';
import { ObserverQuota, type ObserverLimits } from './observer-quota.js';
import { ObserverHub } from './observers.js';
import { SerialQueue } from './serial-queue.js';

interface Entry {
  readonly id: number;
  readonly queue: SerialQueue;
  readonly hub: ObserverHub;
  live?: LiveGame;
  lastUsed: number;
  /** A catch-up is queued (further notifications need not queue another). */
  catchUpQueued: boolean;
}

export interface RegistryOptions {
  /** Games kept in memory beyond those with observers. */
  readonly maxLive?: number;
  /** How long a stream's client may take nothing, and let pile up (observers.ts). */
  readonly streams?: { readonly stallMs?: number; readonly maxBuffered?: number };
  /** How many streams a game and a client may have open (observer-quota.ts). */
  readonly observerLimits?: ObserverLimits;
  /** Where failures of background work (catching up on notifications) are reported. */
  readonly onError?: (error: unknown, what: string) => void;
  /** The compiled title games are replayed under (the title built now unless given: tests edit one). */
  readonly titles?: (title: string) => Promise<TitleModule>;
}

/** An action stored: its id and the events it caused (the API's answer, api/responses.ts). */
export type Posted = PostedAnswer;

export class GameRegistry {
  private readonly entries = new Map<number, Entry>();
  private readonly maxLive: number;
  private useCounter = 0;
  /** Places for event streams, per game and per client. */
  readonly quota: ObserverQuota;

  constructor(
    private readonly store: Store,
    private readonly options: RegistryOptions = {},
  ) {
    this.maxLive = options.maxLive ?? 200;
    this.quota = new ObserverQuota(options.observerLimits);
  }

  /** Games in memory, and observers connected, for the health endpoint and benchmarks. */
  stats(): { games: number; observers: number } {
    let games = 0;
    let observers = 0;
    for (const entry of this.entries.values()) {
      if (entry.live) games++;
      observers += entry.hub.size;
    }
    return { games, observers };
  }

  /** Runs `work` on the game in its queue; 404 when there is no such game. */
  withGame<T>(id: number, work: (live: LiveGame, hub: ObserverHub) => T | Promise<T>, options: { readonly catchUp?: boolean } = {}): Promise<T> {
    const entry = this.entry(id);
    return entry.queue
      .run(async () => {
        entry.lastUsed = ++this.useCounter;
        const live = await this.ready(entry, options.catchUp ?? true);
        return work(live, entry.hub);
      })
      .finally(() => this.tidy(entry));
  }

  /** The move flow (see the module comment); `raw` has passed the request schema. */
  post(id: number, token: string, raw: Record<string, unknown>): Promise<Posted> {
    return this.withGame(
      id,
      async (live, hub) => {
        const seat = seatOf(live.tokens, token);
        if (live.divergence) throw divergedError(live);
        const wasFinished = live.game.finished;
        let taken = false;
        let firstEvent = 0;
        try {
          const { action, at, recordedActions } = await this.store.appendAction(id, live.lastActionId, (missed, stored) => {
            live.catchUp(missed, stored.recordedActions);
            const at = new Date();
            const admitted = admitAction(live, seat, raw, at);
            firstEvent = live.lastEventId;
            withRecorded(live, admitted.recordedActions, () => live.game.process(admitted.body));
            taken = true;
            return { action: { id: admitted.body.id as number, body: admitted.body, size: admitted.size }, status: live.status, at: at.toISOString(), recordedActions: admitted.recordedActions };
          });
          live.setRecorded(recordedActions);
          live.lastActionId = action.id;
          live.storedBytes += action.size ?? storedSize(action.body);
          live.updatedAt = at;
          // The result as the game ended, kept to notice a title edit that would change it. The
          // action is stored whatever becomes of this: a failure here is only reported.
          if (!wasFinished && live.game.finished) await this.recordReplay(live).catch((error) => this.options.onError?.(error, `recording the result of game ${id}`));
          return { action_id: action.id, events: live.game.log.after(firstEvent) };
        } catch (error) {
          // Memory may now be ahead of the store (the engine took the action, the commit failed)
          // or out of step with it (a stored action the engine refused), or an engine bug was met:
          // reload on next use.
          const entry = this.entries.get(id);
          if (entry && (taken || !(error instanceof ApiError || error instanceof GameError) || (error instanceof GameError && error.code === INTERNAL_ERROR_CODE))) this.unload(entry);
          // Another writer got there first despite the lock (only a misconfigured deployment,
          // e.g. two instances on one SQLite file without a shared lock): the client may retry.
          if (isDuplicateKey(error)) throw new ApiError(409, 'action/conflict', `game ${id} took another action at the same time; fetch it and try again`);
          throw error;
        } finally {
          // Actions caught up from other instances are news to observers even when this one failed.
          if (this.entries.get(id)?.live === live) hub.flush(live);
        }
      },
      { catchUp: false },
    );
  }

  /** Another instance (or this one) stored an action: bring the game up to date if held here. */
  remoteAction(id: number, actionId: number): void {
    const entry = this.entries.get(id);
    // Action 0: the game was truncated (store.truncate); whoever holds it reloads it.
    if (entry && actionId === 0) return void entry.queue.run(() => this.unload(entry)).finally(() => this.tidy(entry));
    if (!entry || entry.catchUpQueued) return;
    if (entry.live ? entry.live.lastActionId >= actionId : entry.hub.size === 0) return;
    this.queueCatchUp(entry);
  }

  /** Notifications may have been lost: catch up every game held here. */
  resync(): void {
    for (const entry of this.entries.values()) if (entry.live || entry.hub.size > 0) this.queueCatchUp(entry);
  }

  /** Ends every event stream (shutting down) and waits for the queued work to finish. */
  async close(): Promise<void> {
    for (const entry of this.entries.values()) entry.hub.closeAll();
    await Promise.all([...this.entries.values()].map((entry) => entry.queue.run(() => undefined)));
  }

  private queueCatchUp(entry: Entry): void {
    entry.catchUpQueued = true;
    entry.queue
      .run(async () => {
        entry.catchUpQueued = false;
        await this.ready(entry, true);
      })
      .catch((error) => this.options.onError?.(error, `catching up game ${entry.id}`))
      .finally(() => this.tidy(entry));
  }

  private entry(id: number): Entry {
    let entry = this.entries.get(id);
    if (!entry) {
      entry = { id, queue: new SerialQueue(), hub: new ObserverHub(this.options.streams), lastUsed: 0, catchUpQueued: false };
      this.entries.set(id, entry);
    }
    return entry;
  }

  /** The game loaded (a cold load replays its stored actions) and, if asked, caught up. */
  private async ready(entry: Entry, catchUp: boolean): Promise<LiveGame> {
    if (!entry.live) {
      entry.live = await this.load(entry.id);
    } else if (catchUp && this.store.shared && !entry.live.divergence) {
      // (A diverged game is read-only at its last good state: the actions after it stay unplayed.)
      const live = entry.live;
      // An imported game another instance may have continued the recording of: its count first.
      const [missed, record] = await Promise.all([this.store.actionsAfter(entry.id, live.lastActionId), live.recordedActions === null ? undefined : this.store.game(entry.id)]);
      try {
        live.catchUp(missed, record ? record.recordedActions : live.recordedActions);
      } catch (error) {
        this.unload(entry);
        throw error;
      }
    }
    entry.hub.flush(entry.live);
    return entry.live;
  }

  /**
   * A cold load, under the title built now. What the replay finds is stored: a divergence marks
   * the game `diverged` (it stays loaded, read-only); a good replay under a changed title, or of a
   * finished game without its result, records the title's fingerprint (and the result).
   */
  private async load(id: number): Promise<LiveGame> {
    const record = await this.store.game(id);
    if (!record) throw notFound('game', id);
    const [tokens, actions, module] = await Promise.all([this.store.tokens(id), this.store.actionsAfter(id, 0), (this.options.titles ?? titleModule)(record.title)]);
    const live = await LiveGame.create(record, tokens, actions, module);
    if (live.divergence) {
      if (record.status !== 'diverged' || record.divergence?.fingerprint !== live.divergence.fingerprint) await this.store.markDiverged(id, actions.length, live.divergence);
    } else if (record.titleFingerprint !== titleFingerprint(module) || record.status === 'diverged' || (live.game.finished && record.result === null)) {
      await this.recordReplay(live);
    }
    return live;
  }

  private recordReplay(live: LiveGame): Promise<void> {
    return this.store.recordReplay(live.id, { lastActionId: live.lastActionId, fingerprint: titleFingerprint(live.module), status: live.status, result: resultOf(live.game) });
  }

  /**
   * The owner of a diverged game continues it from before action `before` (truncation.ts): the
   * actions from there on are deleted, and the game reloads playable. Its event streams end
   * (their clients reconnect to the shorter game).
   */
  truncate(id: number, token: string, before: number): Promise<GameSummary> {
    return this.withGame(
      id,
      async (live, hub) => {
        checkTruncation(live, seatOf(live.tokens, token), before);
        await this.store.truncate(id, before, titleFingerprint(live.module));
        const entry = this.entry(id);
        this.unload(entry);
        hub.closeAll();
        return (await this.ready(entry, false)).summary();
      },
      { catchUp: false },
    );
  }

  private unload(entry: Entry): void {
    entry.live = undefined;
  }

  /** Forgets idle entries: unknown games, and the least recently used games beyond `maxLive`. */
  private tidy(entry: Entry): void {
    const idle = (e: Entry): boolean => e.queue.size === 0 && e.hub.size === 0;
    if (!entry.live && idle(entry)) this.entries.delete(entry.id);
    if (this.entries.size <= this.maxLive) return;
    let held = 0;
    for (const e of this.entries.values()) if (e.live && e.hub.size === 0) held++;
    if (held <= this.maxLive) return;
    const evictable = [...this.entries.values()].filter((e) => e.live && idle(e)).sort((a, b) => a.lastUsed - b.lastUsed);
    for (const e of evictable.slice(0, held - this.maxLive)) this.entries.delete(e.id);
  }
}

/** A unique-key violation, as Postgres (23505) or SQLite reports it. */
function isDuplicateKey(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}

