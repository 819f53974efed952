/**
 * A game on a game server, played from this page. The page runs the engine too: it loads the
 * game's stored actions once and then follows the server's event stream, applying each `action`
 * message (the server sends every action before its events), so it shows exactly what the server
 * holds, with the same event ids.
 *
 * A move: the page's engine processes it first (a refusal stops it here: nothing is posted);
 * then it is posted with its id (the server answers 409 if someone else's move came first); the
 * page redraws on the server's 201. Should the server refuse what the page accepted (a move of
 * another player came in between, the seat may not act), the page rebuilds the game from the
 * server's actions. Moves and stream messages go through one queue, in order, so a message never
 * lands in the middle of a move.
 *
 * Reconnecting: the browser's EventSource reconnects by itself and sends Last-Event-ID, and the
 * server sends exactly the events missed (and their actions); a page opened anew asks for the
 * stream after the last event its own replay produced. Actions already applied are skipped by id.
 */
import { Game, type Action, type GameEvent, type TitleModule } from '../../../runtime/index.js';
import { controls, EVERYONE, playerSeat, WATCHING, type Seat } from './seat.js';
import { GameServer, ServerError, type GameSummary } from './server-api.js';
import { Listeners, nextActionId, numbered, refusalOf, type ConnectionState, type PlaySession, type SessionChange, type SubmitOutcome } from './session.js';

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

export class OnlineSession implements PlaySession {
  readonly mode = 'online' as const;
  busy = false;
  connection: ConnectionState = 'connecting';
  /** Stream messages received, and resynchronisations (for tests and the page's status line). */
  readonly stats = { actions: 0, events: 0, resyncs: 0, reconnects: 0 };
  private source: EventSource | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private readonly listeners = new Listeners<SessionChange>();
  private retry: ReturnType<typeof setTimeout> | undefined;
  private closed = false;

  private constructor(
    private readonly options: OnlineOptions,
    readonly summary: GameSummary,
    private readonly module: TitleModule,
    readonly seat: Seat,
    public game: Game,
  ) {}

  static async open(options: OnlineOptions): Promise<OnlineSession> {
    const { server, gameId, token } = options;
    const summary = await server.summary(gameId);
    const [module, seat] = await Promise.all([options.loadModule(summary.title), seatOf(server, gameId, token)]);
    const session = new OnlineSession(options, summary, module, seat, newGame(module, summary));
    session.game.processAll(await server.actions(gameId));
    session.connect();
    return session;
  }

  get titleId(): string {
    return this.summary.title;
  }

  get gameId(): number {
    return this.options.gameId;
  }

  submit(action: Action): Promise<SubmitOutcome> {
    return this.enqueue(() => this.move(action));
  }

  exportRecording(): { url: string } {
    return { url: this.options.server.exportUrl(this.options.gameId) };
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
    const body = numbered(this.game, action);
    const early = (code: string, message: string) => ({ ok: false as const, refusal: { code, message, posted: false }, timing: { engineMs: performance.now() - started, postMs: 0 } });
    if (!token || this.seat.watching) return early('seat/watching', 'you are watching this game: open it with a seat’s link to play');
    // The server would answer 403: say so here, as it would.
    if (!controls(this.game, this.seat, action.entity, action.entity_type)) {
      return early('auth/not_your_entity', `your seat cannot act for ${action.entity_type} ${String(action.entity)}: it is not yours to move`);
    }
    try {
      this.game.process(body);
    } catch (error) {
      return { ok: false, refusal: refusalOf(error, false), timing: { engineMs: performance.now() - started, postMs: 0 } };
    }
    const engineMs = performance.now() - started;
    // The page shows the move once the server has it; meanwhile it takes no other.
    this.busy = true;
    this.listeners.emit({ kind: 'busy', busy: true });
    try {
      const posted = await this.options.server.post(this.options.gameId, token, body);
      const postMs = performance.now() - started - engineMs;
      if (posted.action_id !== body.id) await this.resync();
      return { ok: true, actionId: posted.action_id, timing: { engineMs, postMs } };
    } catch (error) {
      const postMs = performance.now() - started - engineMs;
      // The page ran ahead of the server: take the game as the server has it, or, where the
      // server cannot be reached, take the move back (the stream catches up once it answers).
      await this.resync().catch(() => this.rollback());
      const e = error as ServerError;
      return { ok: false, refusal: { code: e.code ?? 'error', message: e.message, ...(typeof e.details?.rule === 'string' ? { rule: e.details.rule } : {}), posted: e.status !== 0 }, timing: { engineMs, postMs } };
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
    const source = new Source(this.options.server.streamUrl(this.options.gameId, this.game.log.length));
    this.source = source;
    source.addEventListener('action', (message) => {
      const action = JSON.parse((message as MessageEvent<string>).data) as Action;
      void this.enqueue(() => this.applyRemote(action));
    });
    source.addEventListener('message', (message) => {
      const event = JSON.parse((message as MessageEvent<string>).data) as GameEvent;
      void this.enqueue(() => this.checkEvent(event));
    });
    source.addEventListener('ready', (message) => {
      const ready = JSON.parse((message as MessageEvent<string>).data) as { last_action_id: number };
      void this.enqueue(async () => {
        if (ready.last_action_id > this.game.actions.length) await this.resync();
        this.setConnection('live');
      });
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

  private setConnection(state: ConnectionState): void {
    if (this.connection === state) return;
    this.connection = state;
    this.listeners.emit({ kind: 'connection', state });
  }

  private async applyRemote(action: Action): Promise<void> {
    this.stats.actions++;
    const next = nextActionId(this.game);
    if (action.id === undefined || action.id < next) return; // already applied (one's own move, or sent again after a reconnection)
    if (action.id > next) return this.resync();
    try {
      this.game.process(action);
    } catch {
      return this.resync();
    }
    this.listeners.emit({ kind: 'actions' });
  }

  private async checkEvent(event: GameEvent): Promise<void> {
    this.stats.events++;
    // The server sends an action before its events: by now the page's engine has produced this one.
    if (event.id > this.game.log.length) await this.resync();
  }

  /** Takes back the page's last move, which the server never stored. */
  private rollback(): void {
    const game = newGame(this.module, this.summary);
    game.processAll(this.game.actions.slice(0, -1));
    this.game = game;
    this.listeners.emit({ kind: 'rebuilt' });
  }

  /** Rebuilds the game from the server's actions (the page ran ahead, or missed something). */
  private async resync(): Promise<void> {
    const actions = await this.options.server.actions(this.options.gameId);
    this.stats.resyncs++;
    const game = newGame(this.module, this.summary);
    game.processAll(actions);
    this.game = game;
    this.listeners.emit({ kind: 'rebuilt' });
  }
}

/**
 * The page's own engine for the server's game. The server keeps the seed until the game ends
 * (docs/server.md, Threat model): until then the page replays with seed 0, which gives the
 * server's game for titles that draw nothing at random (a title that does needs the server's
 * `/state` instead).
 */
function newGame(module: TitleModule, summary: GameSummary): Game {
  return new Game(module, summary.players, { optionalRules: summary.optional_rules, seed: summary.seed ?? undefined });
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
