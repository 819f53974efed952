/**
 * A game's observers (its open event streams) and what each has been sent. Every observer has a
 * cursor, the last event and the last action it was sent; `flush` sends each one whatever the
 * game has beyond its cursor. So it does not matter how the game came to change (a local post,
 * an action another instance stored, a reload): whatever is new goes out, once, in order.
 *
 * Messages: each event as an unnamed message with `id: <event id>` (what `Last-Event-ID`
 * resumes from), and, before the first event of each action, the action itself as an `action`
 * message without an id (a client running the engine applies it; it ignores an action id it
 * already has, since an action that caused no event may come again after a reconnection).
 * Each (re)connection ends its catch-up with a `ready` message.
 */
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
  send(message: SseMessage): void;
  /** Bytes written but not yet taken by the client. */
  buffered(): number;
  close(): void;
}

export interface Observer {
  readonly sink: ObserverSink;
  /** The last event sent. */
  event: number;
  /** The last action sent. */
  action: number;
}

/** An observer whose client lets this much pile up is dropped (it resumes on reconnection). */
const MAX_BUFFERED = 4 * 1024 * 1024;

/** Clients reconnect this soon after losing the stream (an instance restarting, a proxy timing out). */
const RECONNECT_MS = 1000;

export class ObserverHub {
  private readonly observers = new Set<Observer>();

  get size(): number {
    return this.observers.size;
  }

  /** Adds an observer that has seen the events up to `afterEvent` and sends it what it missed. */
  add(sink: ObserverSink, live: LiveGame, afterEvent: number): Observer {
    const events = live.game.events;
    const action = afterEvent <= 0 ? 0 : afterEvent <= events.length ? events[afterEvent - 1].action : live.lastActionId;
    const observer: Observer = { sink, event: Math.max(0, afterEvent), action };
    this.observers.add(observer);
    this.send(observer, live);
    sink.send({ event: 'ready', data: { last_event_id: live.lastEventId, last_action_id: live.lastActionId }, retry: RECONNECT_MS });
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
    for (const observer of this.observers) this.send(observer, live);
  }

  /** Ends every stream (shutting down: the clients reconnect to another instance). */
  closeAll(): void {
    for (const observer of this.observers) observer.sink.close();
    this.observers.clear();
  }

  private send(observer: Observer, live: LiveGame): void {
    const { sink } = observer;
    const actions = live.game.actions;
    const sendActionsUpTo = (id: number): void => {
      while (observer.action < id) {
        observer.action++;
        sink.send({ event: 'action', data: actions[observer.action - 1] });
      }
    };
    if (observer.event < live.lastEventId) {
      for (const event of live.game.log.after(observer.event)) {
        sendActionsUpTo(event.action);
        sink.send({ id: String(event.id), data: event });
        observer.event = event.id;
      }
    }
    sendActionsUpTo(live.lastActionId);
    if (sink.buffered() > MAX_BUFFERED) {
      this.remove(observer);
      sink.close();
    }
  }
}
