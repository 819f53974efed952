/**
 * A game on a game server, played from this page. The server keeps hidden information hidden
 * (the seed until the game ends, a draft's picks from the other players, server/auth.ts and
 * runtime/engine/redaction.ts): a page sees the game as its seat may — its *view* — and so it
 * cannot replay the game from its actions as the server does. It holds the engine's game in the
 * state the server gives its seat (`GET /state`, restored into a Game: view-game.ts), the
 * actions as its seat may see them and the public event log, and follows the server's event
 * stream: each action message brings the seat's new view of the state, each event a log line.
 * The engine in the page lists what the seat may do and checks a move on the view before it is
 * posted (a refusal stops it here); what the view cannot judge (a move drawing on the hidden
 * generator) the server judges.
 *
 * Moves and stream messages go through one queue, in order, so a message never lands in the
 * middle of a move. Reconnecting: the browser's EventSource reconnects by itself and sends
 * Last-Event-ID, and the server sends exactly the events missed (and their actions); actions
 * already known are skipped by id.
 */
import { GameError, INTERNAL_ERROR_CODE, type Action, type Game, type GameEvent, type TitleModule } from '../../../runtime/index.js';
import { controls, EVERYONE, playerSeat, WATCHING, type Seat } from './seat.js';
import { GameServer, ServerError, type GameSummary, type PlayerId } from './server-api.js';
import { Listeners, numbered, pageRefusal, refusalOf, type ConnectionState, type PlaySession, type Refusal, type SessionChange, type SubmitOutcome } from './session.js';
import { restoredGame } from './view-game.js';

/** The EventSource the session uses (the browser's; tests in Node pass a polyfill). */
export type EventSourceClass = new (url: string) => EventSource;

export interface OnlineOptions {
  readonly server: GameServer;
  readonly gameId: number;
  /** A seat token or the owner token; none: watching. */
  readonly token?: string;
  /** The compiled title of the game's title id. */
  readonly loadModule: (title: string) => Promise<TitleModule>;
  readonly EventSource?: EventSourceClass;
  /** Wait before opening a new stream after the server closed one (ms). */
  readonly retryMs?: number;
}

const HISTORY = new Set(['undo', 'redo']);

/** Codes of refusals that come from the view lacking what is hidden, not from the rules. */
const VIEW_LIMITS = new Set([INTERNAL_ERROR_CODE, 'entity/unknown']);

export class OnlineSession implements PlaySession {
  readonly mode = 'online' as const;
  busy = false;
  connection: ConnectionState = 'connecting';
  /** The players who voted to end the game (server/play/end-votes.ts), as the stream last said. */
  endVotes: readonly string[] = [];
  /** Stream messages received, and resynchronisations (for tests and the page's status line). */
  readonly stats = { actions: 0, events: 0, resyncs: 0, reconnects: 0, views: 0 };
  private source: EventSource | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Listeners<SessionChange>();
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private known: Action[];
  private log: GameEvent[];

  private constructor(
    private readonly options: OnlineOptions,
    readonly summary: GameSummary,
    private readonly module: TitleModule,
    readonly seat: Seat,
    public game: Game,
    actions: Action[],
    events: GameEvent[],
  ) {
    this.known = actions;
    this.log = events;
  }

  static async open(options: OnlineOptions): Promise<OnlineSession> {
    const { server, gameId, token } = options;
    const summary = await server.summary(gameId);
    const [module, seat] = await Promise.all([options.loadModule(summary.title), seatOf(server, gameId, token)]);
    const { game, actions, events } = await loadView(server, gameId, token, module, summary);
    const session = new OnlineSession(options, summary, module, seat, game, actions, events);
    session.connect();
    return session;
  }

  get titleId(): string {
    return this.summary.title;
  }

  get gameId(): number {
    return this.options.gameId;
  }

  /** The actions as this seat may see them (a secret of another player's hidden). */
  get actions(): readonly Action[] {
    return this.known;
  }

  /** The game log: the server's events, public to all. */
  get events(): readonly GameEvent[] {
    return this.log;
  }

  submit(action: Action): Promise<SubmitOutcome> {
    return this.enqueue(() => this.move(action));
  }

  async exportRecording(): Promise<{ fileName: string; json: string }> {
    return { fileName: `${this.summary.title}-${this.options.gameId}.json`, json: await this.options.server.exportJson(this.options.gameId, this.options.token) };
  }

  subscribe(listener: (change: SessionChange) => void): () => void {
    return this.listeners.add(listener);
  }

  destroy(): void {
    this.closed = true;
    clearTimeout(this.retry);
    this.source?.close();
  }

  private async move(action: Action): Promise<SubmitOutcome> {
    const started = performance.now();
    const { token } = this.options;
    const early = (code: string, message: string) => ({ ok: false as const, refusal: pageRefusal(code, message), timing: { engineMs: performance.now() - started, postMs: 0 } });
    if (!token || this.seat.watching) return early('seat/watching', 'you are watching this game: open it with a seat’s link to play');
    // The server would answer 403: say so here, as it would.
    if (!controls(this.game, this.seat, action.entity, action.entity_type)) {
      return early('auth/not_your_entity', `your seat cannot act for ${action.entity_type} ${String(action.entity)}: it is not yours to move`);
    }
    const body = { ...numbered(this.game, action), id: this.known.length + 1 };
    // The engine judges the move on this seat's view; a refusal by the rules stops it here.
    // What the view cannot judge (the hidden generator, a hidden card) is the server's to judge,
    // and so are undo and redo: the view has no history (the page offers only what seat.ts allows).
    if (!HISTORY.has(body.type)) {
      try {
        this.game.process(body);
      } catch (error) {
        if (!(error instanceof GameError) || !VIEW_LIMITS.has(error.code)) return { ok: false, refusal: refusalOf(error), timing: { engineMs: performance.now() - started, postMs: 0 } };
      }
    }
    const engineMs = performance.now() - started;
    // The page shows the move once the server has it; meanwhile it takes no other.
    this.busy = true;
    this.listeners.emit({ kind: 'busy', busy: true });
    try {
      const posted = await this.options.server.post(this.options.gameId, token, body);
      const postMs = performance.now() - started - engineMs;
      if (posted.action_id === this.known.length + 1) {
        // The view first, then the action: whoever sees the new action sees the state after it.
        await this.refreshView();
        this.known.push(body);
        this.addEvents(posted.events);
      } else {
        await this.resync();
      }
      return { ok: true, actionId: posted.action_id, timing: { engineMs, postMs } };
    } catch (error) {
      const postMs = performance.now() - started - engineMs;
      // The page's view ran ahead of the server: take the game as the server has it (the
      // stream catches up once it answers, if it does not now).
      await this.resync().catch(() => this.refreshView().catch(() => undefined));
      const e = error as ServerError;
      const refusal: Refusal = { code: e.code ?? 'error', message: e.message, ...(typeof e.details?.rule === 'string' ? { rule: e.details.rule } : {}), posted: true, source: e.status === 0 ? 'network' : 'server' };
      return { ok: false, refusal, timing: { engineMs, postMs } };
    } finally {
      this.busy = false;
      this.listeners.emit({ kind: 'busy', busy: false });
      this.listeners.emit({ kind: 'actions' });
    }
  }

  private enqueue<T>(work: () => Promise<T> | T): Promise<T> {
    const next = this.queue.then(work, work);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private connect(): void {
    if (this.closed) return;
    const Source = this.options.EventSource ?? globalThis.EventSource;
    const source = new Source(this.options.server.streamUrl(this.options.gameId, this.log.length, this.options.token));
    this.source = source;
    source.addEventListener('action', (message) => {
      const action = JSON.parse((message as MessageEvent<string>).data) as Action;
      void this.enqueue(() => this.applyRemote(action));
    });
    source.addEventListener('message', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as GameEvent;
      void this.enqueue(() => this.takeEvent(event));
    });
    source.addEventListener('ready', (message) => {
      const ready = JSON.parse((message as MessageEvent<string>).data) as { last_action_id: number; last_event_id: number };
      void this.enqueue(async () => {
        if (ready.last_action_id > this.known.length || ready.last_event_id > this.log.length) await this.resync();
        this.setConnection('live');
      });
      // Votes changed while the stream was away (or on another instance): read them again.
      void this.options.server.endVotes(this.options.gameId).then((answer) => this.setVotes(answer.votes), () => undefined);
    });
    source.addEventListener('end_votes', (message) => {
      this.setVotes((JSON.parse((message as MessageEvent<string>).data) as { votes: readonly PlayerId[] }).votes);
    });
    source.addEventListener('error', () => {
      if (this.closed) return;
      if (source.readyState === 2) {
        // The server refused the stream (or is gone for good): open a new one in a while.
        this.setConnection('offline');
        this.stats.reconnects++;
        this.retry = setTimeout(() => this.connect(), this.options.retryMs ?? 2000);
      } else {
        this.setConnection('reconnecting');
      }
    });
  }

  private setVotes(votes: readonly PlayerId[]): void {
    const next = votes.map(String);
    if (next.join(',') === this.endVotes.join(',')) return;
    this.endVotes = next;
    this.listeners.emit({ kind: 'votes' });
  }

  /** This seat's vote to end the game, or its withdrawal; the last vote needed ends the game (the stream brings its action). */
  async voteToEnd(withdraw = false): Promise<Refusal | undefined> {
    if (!this.options.token || this.seat.playerId === null) return pageRefusal('seat/watching', 'only a player’s seat votes to end the game');
    try {
      this.setVotes((await this.options.server.voteToEnd(this.options.gameId, this.options.token, withdraw)).votes);
      return undefined;
    } catch (error) {
      const e = error as ServerError;
      return { code: e.code ?? 'error', message: e.message, posted: true, source: e.status === 0 ? 'network' : 'server' };
    }
  }

  private setConnection(state: ConnectionState): void {
    if (this.connection === state) return;
    this.connection = state;
    this.listeners.emit({ kind: 'connection', state });
  }

  /** Another seat's action (or one's own, sent again): the seat's new view of the state. */
  private async applyRemote(action: Action): Promise<void> {
    this.stats.actions++;
    const next = this.known.length + 1;
    if (action.id === undefined || action.id < next) return; // already known (one's own move, or sent again after a reconnection)
    if (action.id > next) return this.resync();
    await this.refreshView();
    this.known.push(action);
    this.listeners.emit({ kind: 'actions' });
  }

  private takeEvent(event: GameEvent): void {
    this.stats.events++;
    if (event.id !== this.log.length + 1) return;
    this.log.push(event);
    this.listeners.emit({ kind: 'log' });
  }

  private addEvents(events: readonly GameEvent[]): void {
    for (const event of events) if (event.id === this.log.length + 1) this.log.push(event);
  }

  /** The seat's view of the state now. */
  private async refreshView(): Promise<void> {
    const { state } = await this.options.server.state(this.options.gameId, this.options.token);
    this.stats.views++;
    this.game = restoredGame(this.module, this.summary, state);
  }

  /** Everything again from the server: the view, the actions, the events (the page missed something or ran ahead). */
  private async resync(): Promise<void> {
    const loaded = await loadView(this.options.server, this.options.gameId, this.options.token, this.module, this.summary);
    this.stats.resyncs++;
    this.game = loaded.game;
    this.known = loaded.actions;
    this.log = loaded.events;
    this.listeners.emit({ kind: 'rebuilt' });
  }
}

async function loadView(server: GameServer, gameId: number, token: string | undefined, module: TitleModule, summary: GameSummary): Promise<{ game: Game; actions: Action[]; events: GameEvent[] }> {
  const [view, actions, events] = await Promise.all([server.state(gameId, token), server.actions(gameId, 0, token), server.events(gameId, 0)]);
  return { game: restoredGame(module, summary, view.state), actions, events };
}

async function seatOf(server: GameServer, gameId: number, token: string | undefined): Promise<Seat> {
  if (!token) return WATCHING;
  try {
    const seat = await server.seat(gameId, token);
    return seat.owner ? EVERYONE : playerSeat(String(seat.player_id));
  } catch (error) {
    if (error instanceof ServerError && error.status === 401) throw new ServerError(401, error.code, 'this link’s seat token is not a seat of this game (a mistyped link, or a game on another server)');
    throw error;
  }
}
