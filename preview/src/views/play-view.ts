/**
 * A game being played (`#/play/local/<id>` hotseat, `#/play/online/<id>?seat=<token>` on a
 * game server): the map, the action panel of what this page's seat may do now and the game log
 * beside it, the players, corporations and privates, the market. Clicks become actions (a
 * button, a hex and a tile, a city, stops of a route); the session checks each with the engine
 * in the page and keeps or posts it; the page redraws whenever the session says the game
 * changed — one's own move answered, another's move streamed in, a rebuild from the server.
 */
import type { Action, Game, LegalAction, RunRoutesLegal, TitleModule } from '../../../runtime/index.js';
import { roundLabel } from '../../../runtime/index.js';
import { tileCatalog } from '../../../runtime/map/index.js';
import type { PlayTarget } from '../app/router.js';
import { titleModule } from '../app/titles.js';
import type { ActionNames } from '../render/actions.js';
import { entityColors, moneyFormat } from '../render/map.js';
import { renderMarket, renderMarketLegend, renderMarketMarkers } from '../render/market.js';
import { renderPanels } from '../render/panels.js';
import { esc } from '../render/svg.js';
import { gameView } from '../replay/model.js';
import { renderActionPanel } from '../play/action-panel.js';
import { BoardView } from '../play/board-view.js';
import { MissingAmount, type Command } from '../play/choices/builder.js';
import { HotseatSession } from '../play/hotseat-session.js';
import { LiveLog } from '../play/live-log.js';
import { renderOverlay, selectHex, type TileSelection } from '../play/map-tools.js';
import { endVoteView } from '../play/end-vote.js';
import { pageView, type PageView } from '../play/page-view.js';
import { OnlineSession } from '../play/online-session.js';
import { openSession } from '../play/open-session.js';
import { RouteEditor } from '../play/route-editor.js';
import { redoFor, undoFor } from '../play/seat.js';
import { pageRefusal, type MoveTiming, type PlaySession, type Refusal } from '../play/session.js';
import { TurnSignal } from '../play/turn-signal.js';
import { mapClickChoice } from '../play/map-click.js';
import { errorBox, html, type View } from './view.js';

export interface PlayTiming extends Partial<MoveTiming> {
  readonly kind: 'open' | 'own' | 'remote';
  /** Wall-clock time (ms since the epoch) the change was drawn: comparable across pages. */
  readonly at: number;
  readonly drawMs: number;
  readonly actionId: number;
}

/** What the browser tests (and a curious player's console) can reach. */
export interface PlayHandle {
  readonly session: PlaySession;
  readonly game: Game;
  readonly timings: PlayTiming[];
  readonly openMs: number;
  submit(action: Action): Promise<boolean>;
}

declare global {
  interface Window {
    trackwrightPlay?: PlayHandle;
  }
}

function seatText(session: PlaySession, game: Game): string {
  if (session.seat.watching) return 'watching';
  if (session.seat.everyone) return session.mode === 'local' ? 'hotseat: everyone plays here' : 'owner: acts for every seat';
  return `you are ${game.player(session.seat.playerId!).name}`;
}

/** The step between two players' views at a hotseat table while secrets are kept. */
function passScreen(game: Game, player: string): string {
  const name = game.seats.find((s) => String(s.id) === player)?.name ?? player;
  return (
    `<div class="pass-screen"><p>The next choice is secret.</p><h2>Pass the screen to ${esc(name)}</h2>` +
    `<p class="muted">Only ${esc(name)} should see what comes next.</p><button type="button" class="primary" data-show-view>I am ${esc(name)}: show my view</button></div>`
  );
}

function layout(session: PlaySession, game: Game, place: string, exportLink: string, turnOptions: string): string {
  return (
    `<header class="view-head play-head"><h1>${esc(place)}</h1>` +
    `<p class="muted">${game.seats.map((s) => esc(s.name)).join(', ')} · <span data-testid="seat">${esc(seatText(session, game))}</span> · ` +
    `<span class="connection" data-testid="connection"></span> · <span data-testid="round" class="round"></span> · ${exportLink}${turnOptions ? ` · ${turnOptions}` : ''}</p></header>` +
    `<div class="curtain" data-testid="curtain" hidden></div>` +
    `<div class="play-grid"><div class="board"></div>` +
    `<aside class="side"><div class="actions-area"></div>` +
    `<section class="log-area play-log"><h3>Game log</h3><div class="events-scroll" data-testid="game-log"><ol class="events"></ol></div></section>` +
    `<div class="panels"></div></aside>` +
    `<div class="market-area"></div></div>`
  );
}

export async function playView(target: PlayTarget): Promise<View> {
  const element = html('<p class="muted">Opening the game…</p>', 'section', 'play-view');
  const started = performance.now();
  let session: PlaySession;
  try {
    session = await openSession(target);
  } catch (error) {
    element.innerHTML = errorBox((error as Error).message);
    return { element };
  }
  const module: TitleModule = await titleModule(session.titleId);
  const def = () => session.game.title;
  const money = moneyFormat(module.definition);
  const names = (): ActionNames => {
    const catalog = tileCatalog(def());
    return { players: new Map(session.game.seats.map((s) => [String(s.id), s.name])), money, preprintedHex: (id) => catalog.preprintedTileIds.get(id) };
  };

  const place = `${def().meta.title} ${session.mode === 'local' ? 'hotseat game' : `game ${target.id}`}`;
  const signal = new TurnSignal(session.seat, place);
  const exportLink = `<button type="button" data-testid="export" class="link">export (JSON)</button>`;
  element.innerHTML = layout(session, session.game, `${def().meta.fullTitle} — ${session.mode === 'local' ? 'hotseat game' : `game ${target.id}`}`, exportLink, signal.controls());

  const board = new BoardView(element.querySelector<HTMLElement>('.board')!);
  const actionsArea = element.querySelector<HTMLElement>('.actions-area')!;
  const panelsArea = element.querySelector<HTMLElement>('.panels')!;
  const marketArea = element.querySelector<HTMLElement>('.market-area')!;
  const connection = element.querySelector<HTMLElement>('[data-testid="connection"]')!;
  const roundText = element.querySelector<HTMLElement>('[data-testid="round"]')!;
  const log = new LiveLog(element.querySelector<HTMLElement>('.events-scroll')!, element.querySelector<HTMLOListElement>('ol.events')!);
  marketArea.innerHTML = `<h3>Stock market</h3><div class="market-wrap">${renderMarket(module.definition, { money, colors: entityColors(module.definition) })}</div>${renderMarketLegend(module.definition)}`;
  const markers = marketArea.querySelector<SVGGElement>('g.markers');

  let page: PageView = pageView(session, module);
  let legal: LegalAction[] = [];
  /** At a hotseat table while secrets are kept: the player the screen was last shown to. */
  let screenFor: string | undefined;
  const curtain = element.querySelector<HTMLElement>('.curtain')!;
  let selection: TileSelection | undefined;
  let routes: RouteEditor | undefined;
  let routesKey = '';
  let refusal: Refusal | undefined;
  let notice: string | undefined;
  let commands: readonly Command[] = [];
  const timings: PlayTiming[] = [];

  /** An online seat votes to end the game; a hotseat page and the owner end it themselves (the engine's end_game). */
  const endGameChoice = (): { endGame?: string; endGameProposal?: string } => {
    if (!(session instanceof OnlineSession) || session.seat.everyone || session.seat.watching) return {};
    const view = endVoteView(page.shown, session.seat, session.endVotes);
    return { endGame: view.html, endGameProposal: view.proposal };
  };

  /** The action panel and the map's overlay, from the current choices. */
  const drawChoices = () => {
    const game = page.shown;
    const panel = renderActionPanel({
      game,
      names: names(),
      money,
      legal,
      watching: session.seat.watching,
      busy: session.busy,
      selection,
      routes,
      refusal,
      notice,
      undo: undoFor(game, session.seat, page.actions),
      redo: redoFor(game, session.seat, page.actions),
      ...endGameChoice(),
    });
    actionsArea.innerHTML = panel.html;
    commands = panel.commands;
    board.setOverlay(renderOverlay({ game, legal, selection, routes }));
  };

  /** Everything after the game changed. */
  const refresh = (): number => {
    const t0 = performance.now();
    page = pageView(session, module);
    const game = page.shown;
    // Between two players' views at a hotseat table, the screen is passed: nothing shows until the next player asks.
    const passing = page.viewer !== undefined && page.viewer !== screenFor;
    element.classList.toggle('curtained', passing);
    curtain.hidden = !passing;
    if (passing) curtain.innerHTML = passScreen(game, page.viewer!);
    if (page.viewer === undefined) screenFor = undefined;
    board.draw(game);
    const view = gameView(game);
    if (markers) markers.innerHTML = renderMarketMarkers(module.definition, view.markers, entityColors(module.definition));
    panelsArea.innerHTML = renderPanels(view, money);
    log.update(page.events, page.actions, names());
    legal = page.legal;
    selection = undefined;
    const run = legal.find((l): l is RunRoutesLegal => l.type === 'run_routes');
    const key = run ? `${game.actions.length}:${run.entity}` : '';
    if (key !== routesKey) routes = run ? new RouteEditor(game, run) : undefined;
    routesKey = key;
    drawChoices();
    roundText.textContent = game.finished ? 'game over' : roundLabel(game);
    signal.update(game);
    element.dataset.lastAction = String(page.actions.length);
    element.dataset.acting = game.finished ? '' : game.round.activeEntities().map(String).join(' ');
    return performance.now() - t0;
  };

  const showConnection = () => {
    connection.textContent = session.mode === 'local' ? 'kept in this browser' : session.connection;
    connection.dataset.state = session.connection;
    element.dataset.connection = session.connection;
  };

  const submit = async (action: Action): Promise<boolean> => {
    refusal = undefined;
    notice = undefined;
    const outcome = await session.submit(action);
    if (!outcome.ok) {
      refusal = outcome.refusal;
      drawChoices();
      return false;
    }
    const last = timings[timings.length - 1];
    if (last?.actionId === outcome.actionId) timings[timings.length - 1] = { ...last, kind: 'own', ...outcome.timing };
    if (session instanceof HotseatSession && session.storageProblem) notice = session.storageProblem;
    return true;
  };

  const unsubscribe = session.subscribe((change) => {
    if (change.kind === 'connection') return showConnection();
    if (change.kind === 'votes') return drawChoices();
    if (change.kind === 'busy') {
      actionsArea.querySelector<HTMLElement>('.action-panel')?.setAttribute('data-busy', String(change.busy));
      return;
    }
    if (change.kind === 'log') return log.update(session instanceof OnlineSession ? session.events : page.events, session instanceof OnlineSession ? session.actions : page.actions, names());
    const drawMs = refresh();
    timings.push({ kind: 'remote', at: Date.now(), drawMs, actionId: page.actions.length });
    if (timings.length > 500) timings.splice(0, timings.length - 500);
  });

  /** A button's command as an action; an empty amount box is refused here, before the engine. */
  const commandAction = (command: Command, row: HTMLElement): Action | undefined => {
    try {
      return command(row);
    } catch (error) {
      if (!(error instanceof MissingAmount)) throw error;
      const range = error.min !== undefined && error.max !== undefined ? ` (from ${money(error.min)} to ${money(error.max)})` : '';
      refusal = pageRefusal('page/no_amount', `Enter an amount first${range}: an empty box is no amount.`);
      drawChoices();
      return undefined;
    }
  };

  curtain.addEventListener('click', (event) => {
    if (!(event.target as HTMLElement).closest('button[data-show-view]')) return;
    screenFor = page.viewer;
    refresh();
  });

  actionsArea.addEventListener('click', (event) => {
    const target = event.target as HTMLElement;
    const button = target.closest<HTMLElement>('button');
    if (!button || session.busy) return;
    if (button.dataset.endVote !== undefined && session instanceof OnlineSession) {
      void session.voteToEnd(button.dataset.endVote === 'withdraw').then((refused) => {
        refusal = refused;
        drawChoices();
      });
      return;
    }
    if (button.dataset.cmd !== undefined) {
      const command = commands[Number(button.dataset.cmd)];
      const row = button.closest<HTMLElement>('.choice, tr, .tile-chooser, .route-editor, section') ?? actionsArea;
      if (!command || (button.dataset.confirm && !window.confirm(button.dataset.confirm))) return;
      const action = commandAction(command, row);
      if (action) void submit(action);
      return;
    }
    if (button.dataset.pickTile !== undefined && selection) {
      selection.tile = Number(button.dataset.pickTile);
      selection.rotation = 0;
    } else if (button.dataset.rotate !== undefined && selection) {
      selection.rotation += Number(button.dataset.rotate);
    } else if (button.dataset.cancelTile !== undefined) {
      selection = undefined;
    } else if (button.dataset.selectTrain !== undefined) {
      routes?.select(button.dataset.selectTrain);
    } else if (button.dataset.clearTrain !== undefined) {
      routes?.clear(button.dataset.clearTrain);
    } else if (button.dataset.bestRun !== undefined) {
      routes?.reset();
    } else {
      return;
    }
    drawChoices();
  });

  element.querySelector<HTMLElement>('.board')!.addEventListener('click', (event) => {
    if (session.busy) return;
    const click = board.clickAt(event, page.shown);
    if (!click) return;
    refusal = undefined;
    const choice = mapClickChoice(page.shown, legal, routes, click);
    notice = choice.notice;
    if (choice.kind === 'token') return void submit(choice.action);
    if (choice.kind === 'hex') selection = selectHex(page.shown, legal, click.hex);
    drawChoices();
  });

  element.querySelector('.play-head')!.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.turnOption) void signal.toggle(box.dataset.turnOption, box.checked, box);
  });

  element.querySelector('button[data-testid="export"]')?.addEventListener('click', () => {
    void session.exportRecording().then(
      (file) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([file.json], { type: 'application/json' }));
        link.download = file.fileName;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      },
      (error: Error) => {
        notice = `the export failed: ${error.message}`;
        drawChoices();
      },
    );
  });

  showConnection();
  const drawMs = refresh();
  const openMs = performance.now() - started;
  timings.push({ kind: 'open', at: Date.now(), drawMs, actionId: page.actions.length });

  const handle: PlayHandle = {
    session,
    get game() {
      return session.game;
    },
    timings,
    openMs,
    submit,
  };
  window.trackwrightPlay = handle;

  return {
    element,
    destroy() {
      unsubscribe();
      session.destroy();
      log.destroy();
      board.destroy();
      document.title = 'trackwright preview';
      if (window.trackwrightPlay === handle) delete window.trackwrightPlay;
    },
  };
}
