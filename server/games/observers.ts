/**
 * A game's observers (its open event streams) and what each has been sent. Every observer has a
 * cursor, the last event and the last action it was sent, and a viewer (what it may see of
 * hidden information); whatever the game has beyond the cursor goes out, once, in order, however
 * the game came to change (a local post, an action another instance stored, a reload).
 *
 * Messages: each event as an unnamed message with `id: <event id>` (what `Last-Event-ID`
 * resumes from), and, before the first event of each action, the action itself as an `action`
 * message without an id, as the observer may see it (a client running the engine applies it; it
 * ignores an action id it already has, since an action that caused no event may come again after
 * a reconnection). Each (re)connection ends its catch-up with a `ready` message.
 *
 * Sending is paced by the client: one message at a time, the next once the socket has taken the
 * last (a write past the socket's buffer waits for it to drain). A client that takes nothing for
 * `STALL_MS`, or lets more than `MAX_BUFFERED` bytes pile up, is dropped; it resumes where it was
 * when it reconnects. So a stream that does not read holds a socket's buffers, not the game's
 * backlog.
 */
import { actionHider, type Action, type Viewer } from '../../runtime/index.js';
import type { LiveGame } from './live-game.js';

export interface SseMessage {
  readonly id?: string;
  readonly event?: string;
  readonly data: unknown;
  /** How long a disconnected client waits before reconnecting (ms). */
  readonly retry?: number;
}

/** Where an observer's messages go: an SSE response. */
export interface ObserverSink {
  /** Writes a message; resolves once the socket has taken it (at once, unless its buffer is full). */
  send(message: SseMessage): Promise<void>;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  close(): void;
}

export interface Observer {
  readonly sink: ObserverSink;
  readonly viewer: Viewer;
  /** The last event sent. */
  event: number;
  /** The last action sent. */
  action: number;
  /** The catch-up of this connection has not ended with `ready` yet. */
  readyDue: boolean;
  /** A send loop is running for it. */
  sending: boolean;
}

/** An observer whose client lets this much pile up is dropped (it resumes on reconnection). */
export const MAX_BUFFERED = 1024 * 1024;
/** An observer whose client takes nothing for this long is dropped. */
export const STALL_MS = 30_000;

/** Clients reconnect this soon after losing the stream (an instance restarting, a proxy timing out). */
const RECONNECT_MS = 1000;

export class ObserverHub {
  private readonly observers = new Set<Observer>();
  /** The game as last seen: the send loops read from it. */
  private live: LiveGame | undefined;
  /** Per viewer, the action redaction for the game as it stands (recomputed when an action comes). */
  private readonly hiders = new Map<string, { readonly live: LiveGame; readonly at: number; readonly hide: ((a: Action, i: number) => Action) | undefined }>();

  constructor(private readonly options: { readonly stallMs?: number; readonly maxBuffered?: number } = {}) {}

  get size(): number {
    return this.observers.size;
  }

  /** Adds an observer that has seen the events up to `afterEvent` and sends it what it missed. */
  add(sink: ObserverSink, live: LiveGame, afterEvent: number, viewer: Viewer): Observer {
    const events = live.game.events;
    const action = afterEvent <= 0 ? 0 : afterEvent <= events.length ? events[afterEvent - 1].action : live.lastActionId;
    const observer: Observer = { sink, viewer, event: Math.max(0, Math.min(afterEvent, live.lastEventId)), action, readyDue: true, sending: false };
    this.observers.add(observer);
    this.live = live;
    void this.sendTo(observer);
    return observer;
  }

  remove(observer: Observer): void {
    this.observers.delete(observer);
  }

  /** Sends every observer a message about the game that is no event of it (votes to end it). */
  broadcast(message: SseMessage): void {
    for (const observer of this.observers) observer.sink.send(message);
  }

  /** Sends every observer what is new in the game. */
  flush(live: LiveGame): void {
    this.live = live;
    for (const observer of this.observers) void this.sendTo(observer);
  }

  /** Ends every stream (shutting down: the clients reconnect to another instance). */
  closeAll(): void {
    for (const observer of this.observers) observer.sink.close();
    this.observers.clear();
  }

  /** Sends the observer what it has not had, one message at a time, at the client's pace. */
  private async sendTo(observer: Observer): Promise<void> {
    if (observer.sending) return;
    observer.sending = true;
    try {
      for (;;) {
        if (!this.observers.has(observer)) return;
        const message = this.next(observer);
        if (!message) return;
        if (observer.sink.buffered() > (this.options.maxBuffered ?? MAX_BUFFERED) || !(await this.delivered(observer.sink.send(message)))) {
          this.drop(observer);
          return;
        }
      }
    } finally {
      observer.sending = false;
    }
  }

  /** The observer's next message (advancing its cursor), or undefined when it has everything. */
  private next(observer: Observer): SseMessage | undefined {
    const live = this.live;
    if (!live) return undefined;
    const events = live.game.events;
    if (observer.event < events.length) {
      const event = events[observer.event];
      if (observer.action < event.action) return this.actionMessage(observer, live);
      observer.event++;
      return { id: String(event.id), data: event };
    }
    if (observer.action < live.lastActionId) return this.actionMessage(observer, live);
    if (observer.readyDue) {
      observer.readyDue = false;
      return { event: 'ready', data: { last_event_id: live.lastEventId, last_action_id: live.lastActionId }, retry: RECONNECT_MS };
    }
    return undefined;
  }

  private actionMessage(observer: Observer, live: LiveGame): SseMessage {
    const index = observer.action++;
    const action = live.game.actions[index];
    const hide = this.hiderFor(observer.viewer, live);
    return { event: 'action', data: hide ? hide(action, index) : action };
  }

  private hiderFor(viewer: Viewer, live: LiveGame): ((a: Action, i: number) => Action) | undefined {
    const key = viewer.players.join('\u0000');
    const cached = this.hiders.get(key);
    if (cached && cached.live === live && cached.at === live.lastActionId) return cached.hide;
    const hide = actionHider(live.game, viewer);
    this.hiders.set(key, { live, at: live.lastActionId, hide });
    return hide;
  }

  /** Whether the send completed (the client took it, or its buffer had room) before the stall limit. */
  private async delivered(sent: Promise<void>): Promise<boolean> {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const stalled = new Promise<boolean>((resolve) => {
      timer = setTimeout(() => resolve(false), this.options.stallMs ?? STALL_MS);
      timer.unref();
    });
    try {
      return await Promise.race([sent.then(() => true, () => false), stalled]);
    } finally {
      clearTimeout(timer);
    }
  }

  private drop(observer: Observer): void {
    this.remove(observer);
    observer.sink.close();
  }
}
