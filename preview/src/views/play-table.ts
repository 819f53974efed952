/**
 * The play view's state and drawing: the page's view of the game (what this seat sees and may
 * do), the choices being made (a tile selection, routes being drawn, a refusal or notice), and
 * the panels that show them — the curtain between hotseat players, the board, market markers,
 * panels and log, the action panel and the map's overlay. play-view.ts wires clicks and the
 * session's changes to its methods.
 */
import type { Action, Game, LegalAction, RunRoutesLegal, TitleModule } from '../../../runtime/index.js';
import { roundLabel } from '../../../runtime/index.js';
import { tileCatalog } from '../../../runtime/map/index.js';
import type { ActionNames } from '../render/actions.js';
import { entityColors, moneyFormat } from '../render/map.js';
import { renderMarket, renderMarketLegend, renderMarketMarkers } from '../render/market.js';
import { renderPanels } from '../render/panels.js';
import { esc } from '../render/svg.js';
import { gameView } from '../replay/model.js';
import { renderActionPanel } from '../play/action-panel.js';
import { BoardView } from '../play/board-view.js';
import { MissingAmount, type Command } from '../play/choices/builder.js';
import { endVoteView } from '../play/end-vote.js';
import { HotseatSession } from '../play/hotseat-session.js';
import { LiveLog } from '../play/live-log.js';
import { renderOverlay, type TileSelection } from '../play/map-tools.js';
import { OnlineSession } from '../play/online-session.js';
import { pageView, type PageView } from '../play/page-view.js';
import { RouteEditor } from '../play/route-editor.js';
import { redoFor, undoFor } from '../play/seat.js';
import { pageRefusal, type MoveTiming, type PlaySession, type Refusal, type SessionChange } from '../play/session.js';
import type { TurnSignal } from '../play/turn-signal.js';

export interface PlayTiming extends Partial<MoveTiming> {
  readonly kind: 'open' | 'own' | 'remote';
  /** Wall-clock time (ms since the epoch) the change was drawn: comparable across pages. */
  readonly at: number;
  readonly drawMs: number;
  readonly actionId: number;
}

/** The step between two players' views at a hotseat table while secrets are kept. */
function passScreen(game: Game, player: string): string {
  const name = game.seats.find((s) => String(s.id) === player)?.name ?? player;
  return (
    `<div class="pass-screen"><p>The next choice is secret.</p><h2>Pass the screen to ${esc(name)}</h2>` +
    `<p class="muted">Only ${esc(name)} should see what comes next.</p><button type="button" class="primary" data-show-view>I am ${esc(name)}: show my view</button></div>`
  );
}

export class PlayTable {
  readonly timings: PlayTiming[] = [];
  readonly money: (amount: number) => string;
  readonly board: BoardView;
  readonly actionsArea: HTMLElement;
  readonly curtain: HTMLElement;
  page: PageView;
  legal: LegalAction[] = [];
  selection: TileSelection | undefined;
  routes: RouteEditor | undefined;
  refusal: Refusal | undefined;
  notice: string | undefined;
  /** The action panel's buttons' commands, by their data-cmd index. */
  commands: readonly Command[] = [];
  /** At a hotseat table while secrets are kept: the player the screen was last shown to. */
  private screenFor: string | undefined;
  private routesKey = '';
  private readonly panelsArea: HTMLElement;
  private readonly connection: HTMLElement;
  private readonly roundText: HTMLElement;
  private readonly log: LiveLog;
  private readonly markers: SVGGElement | null;

  constructor(
    private readonly element: HTMLElement,
    readonly session: PlaySession,
    private readonly module: TitleModule,
    private readonly signal: TurnSignal,
  ) {
    const part = <E extends HTMLElement = HTMLElement>(selector: string) => element.querySelector<E>(selector)!;
    this.money = moneyFormat(module.definition);
    this.board = new BoardView(part('.board'));
    this.actionsArea = part('.actions-area');
    this.panelsArea = part('.panels');
    this.curtain = part('.curtain');
    this.connection = part('[data-testid="connection"]');
    this.roundText = part('[data-testid="round"]');
    this.log = new LiveLog(part('.events-scroll'), part<HTMLOListElement>('ol.events'));
    const marketArea = part('.market-area');
    marketArea.innerHTML = `<h3>Stock market</h3><div class="market-wrap">${renderMarket(module.definition, { money: this.money, colors: entityColors(module.definition) })}</div>${renderMarketLegend(module.definition)}`;
    this.markers = marketArea.querySelector<SVGGElement>('g.markers');
    this.page = pageView(session, module);
  }

  private names(): ActionNames {
    const { session } = this;
    const catalog = tileCatalog(session.game.title);
    return { players: new Map(session.game.seats.map((s) => [String(s.id), s.name])), money: this.money, preprintedHex: (id) => catalog.preprintedTileIds.get(id) };
  }

  /** An online seat votes to end the game; a hotseat page and the owner end it themselves (the engine's end_game). */
  private endGameChoice(): { endGame?: string; endGameProposal?: string } {
    const { session } = this;
    if (!(session instanceof OnlineSession) || session.seat.everyone || session.seat.watching) return {};
    const view = endVoteView(this.page.shown, session.seat, session.endVotes);
    return { endGame: view.html, endGameProposal: view.proposal };
  }

  /** The action panel and the map's overlay, from the current choices. */
  drawChoices(): void {
    const { session, legal, selection, routes } = this;
    const game = this.page.shown;
    const panel = renderActionPanel({
      game,
      names: this.names(),
      money: this.money,
      legal,
      watching: session.seat.watching,
      busy: session.busy,
      selection,
      routes,
      refusal: this.refusal,
      notice: this.notice,
      undo: undoFor(game, session.seat, this.page.actions),
      redo: redoFor(game, session.seat, this.page.actions),
      ...this.endGameChoice(),
    });
    this.actionsArea.innerHTML = panel.html;
    this.commands = panel.commands;
    this.board.setOverlay(renderOverlay({ game, legal, selection, routes }));
  }

  /** Everything after the game changed; how long it took. */
  refresh(): number {
    const t0 = performance.now();
    this.page = pageView(this.session, this.module);
    const game = this.page.shown;
    this.drawCurtain(game);
    this.drawGame(game);
    this.takeChoices(game);
    this.drawChoices();
    this.drawStatus(game);
    return performance.now() - t0;
  }

  /** The player at a hotseat table asks to see their view. */
  showViewer(): void {
    this.screenFor = this.page.viewer;
    this.refresh();
  }

  /** Between two players' views at a hotseat table, the screen is passed: nothing shows until the next player asks. */
  private drawCurtain(game: Game): void {
    const { page, curtain } = this;
    const passing = page.viewer !== undefined && page.viewer !== this.screenFor;
    this.element.classList.toggle('curtained', passing);
    curtain.hidden = !passing;
    if (passing) curtain.innerHTML = passScreen(game, page.viewer!);
    if (page.viewer === undefined) this.screenFor = undefined;
  }

  /** The board, the market's markers, the panels and the log. */
  private drawGame(game: Game): void {
    const def = this.module.definition;
    this.board.draw(game);
    const view = gameView(game);
    if (this.markers) this.markers.innerHTML = renderMarketMarkers(def, view.markers, entityColors(def));
    this.panelsArea.innerHTML = renderPanels(view, this.money);
    this.log.update(this.page.events, this.page.actions, this.names());
  }

  /** The legal actions of the new state; choices in progress end, routes being drawn survive while the same operator runs. */
  private takeChoices(game: Game): void {
    const legal = (this.legal = this.page.legal);
    this.selection = undefined;
    const run = legal.find((l): l is RunRoutesLegal => l.type === 'run_routes');
    const key = run ? `${game.actions.length}:${run.entity}` : '';
    if (key !== this.routesKey) this.routes = run ? new RouteEditor(game, run) : undefined;
    this.routesKey = key;
  }

  /** The round, the turn signal, and what the page's attributes tell the tests. */
  private drawStatus(game: Game): void {
    this.roundText.textContent = game.finished ? 'game over' : roundLabel(game);
    this.signal.update(game);
    this.element.dataset.lastAction = String(this.page.actions.length);
    this.element.dataset.acting = game.finished ? '' : game.round.activeEntities().map(String).join(' ');
  }

  showConnection(): void {
    const { session, connection } = this;
    connection.textContent = session.mode === 'local' ? 'kept in this browser' : session.connection;
    connection.dataset.state = session.connection;
    this.element.dataset.connection = session.connection;
  }

  /** Checks and keeps (or posts) an action; false, with the refusal shown, when it is refused. */
  async submit(action: Action): Promise<boolean> {
    const { session, timings } = this;
    this.refusal = undefined;
    this.notice = undefined;
    const outcome = await session.submit(action);
    if (!outcome.ok) {
      this.refusal = outcome.refusal;
      this.drawChoices();
      return false;
    }
    const last = timings[timings.length - 1];
    if (last?.actionId === outcome.actionId) timings[timings.length - 1] = { ...last, kind: 'own', ...outcome.timing };
    if (session instanceof HotseatSession && session.storageProblem) this.notice = session.storageProblem;
    return true;
  }

  /** What the session says changed: redraw as little as that needs. */
  sessionChanged(change: SessionChange): void {
    const { session, page, timings } = this;
    if (change.kind === 'connection') return this.showConnection();
    if (change.kind === 'votes') return this.drawChoices();
    if (change.kind === 'busy') {
      this.actionsArea.querySelector<HTMLElement>('.action-panel')?.setAttribute('data-busy', String(change.busy));
      return;
    }
    if (change.kind === 'log') return this.log.update(session instanceof OnlineSession ? session.events : page.events, session instanceof OnlineSession ? session.actions : page.actions, this.names());
    const drawMs = this.refresh();
    timings.push({ kind: 'remote', at: Date.now(), drawMs, actionId: this.page.actions.length });
    if (timings.length > 500) timings.splice(0, timings.length - 500);
  }

  /** A button's command as an action; an empty amount box is refused here, before the engine. */
  commandAction(command: Command, row: HTMLElement): Action | undefined {
    try {
      return command(row);
    } catch (error) {
      if (!(error instanceof MissingAmount)) throw error;
      const range = error.min !== undefined && error.max !== undefined ? ` (from ${this.money(error.min)} to ${this.money(error.max)})` : '';
      this.refusal = pageRefusal('page/no_amount', `Enter an amount first${range}: an empty box is no amount.`);
      this.drawChoices();
      return undefined;
    }
  }

  destroy(): void {
    this.log.destroy();
    this.board.destroy();
  }
}
