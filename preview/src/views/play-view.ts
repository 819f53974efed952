/**
 * A game being played (`#/play/local/<id>` hotseat, `#/play/online/<id>?seat=<token>` on a
 * game server): the map, the action panel of what this page's seat may do now and the game log
 * beside it, the players, corporations and privates, the market. Clicks become actions (a
 * button, a hex and a tile, a city, stops of a route); the session checks each with the engine
 * in the page and keeps or posts it; the page redraws whenever the session says the game
 * changed — one's own move answered, another's move streamed in, a rebuild from the server.
 */
import type { Action, Game } from '../../../runtime/index.js';
import type { PlayTarget } from '../app/router.js';
import { titleModule } from '../app/titles.js';
import { esc } from '../render/svg.js';
import { selectHex } from '../play/map-tools.js';
import { OnlineSession } from '../play/online-session.js';
import { openSession } from '../play/open-session.js';
import type { PlaySession } from '../play/session.js';
import { TurnSignal } from '../play/turn-signal.js';
import { mapClickChoice } from '../play/map-click.js';
import { PlayTable, type PlayTiming } from './play-table.js';
import { errorBox, html, type View } from './view.js';

export type { PlayTiming } from './play-table.js';

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

/** The action panel's buttons: a vote, a command (an action), or a change to the choice being made. */
function wireActionPanel(table: PlayTable): void {
  const { session, actionsArea } = table;
  actionsArea.addEventListener('click', (event) => {
    const button = (event.target as HTMLElement).closest<HTMLElement>('button');
    if (!button || session.busy) return;
    if (button.dataset.endVote !== undefined && session instanceof OnlineSession) {
      void session.voteToEnd(button.dataset.endVote === 'withdraw').then((refused) => {
        table.refusal = refused;
        table.drawChoices();
      });
      return;
    }
    if (button.dataset.cmd !== undefined) {
      const command = table.commands[Number(button.dataset.cmd)];
      const row = button.closest<HTMLElement>('.choice, tr, .tile-chooser, .route-editor, section') ?? actionsArea;
      if (!command || (button.dataset.confirm && !window.confirm(button.dataset.confirm))) return;
      const action = table.commandAction(command, row);
      if (action) void table.submit(action);
      return;
    }
    if (editChoice(table, button)) table.drawChoices();
  });
}

/** A button that changes the tile being placed or the routes being drawn; false for any other button. */
function editChoice(table: PlayTable, button: HTMLElement): boolean {
  const { selection, routes } = table;
  const data = button.dataset;
  if (data.pickTile !== undefined && selection) {
    selection.tile = Number(data.pickTile);
    selection.rotation = 0;
  } else if (data.rotate !== undefined && selection) {
    selection.rotation += Number(data.rotate);
  } else if (data.cancelTile !== undefined) {
    table.selection = undefined;
  } else if (data.selectTrain !== undefined) {
    routes?.select(data.selectTrain);
  } else if (data.clearTrain !== undefined) {
    routes?.clear(data.clearTrain);
  } else if (data.bestRun !== undefined) {
    routes?.reset();
  } else {
    return false;
  }
  return true;
}

/** A click on the map: a token placed at once, a hex selected for a tile, a stop added to a route. */
function wireBoard(element: HTMLElement, table: PlayTable): void {
  element.querySelector<HTMLElement>('.board')!.addEventListener('click', (event) => {
    if (table.session.busy) return;
    const shown = table.page.shown;
    const click = table.board.clickAt(event, shown);
    if (!click) return;
    table.refusal = undefined;
    const choice = mapClickChoice(shown, table.legal, table.routes, click);
    table.notice = choice.notice;
    if (choice.kind === 'token') return void table.submit(choice.action);
    if (choice.kind === 'hex') table.selection = selectHex(shown, table.legal, click.hex);
    table.drawChoices();
  });
}

/** The header's controls: the turn signal's options and the export of the recording. */
function wireHeader(element: HTMLElement, table: PlayTable, signal: TurnSignal): void {
  element.querySelector('.play-head')!.addEventListener('change', (event) => {
    const box = event.target as HTMLInputElement;
    if (box.dataset.turnOption) void signal.toggle(box.dataset.turnOption, box.checked, box);
  });
  element.querySelector('button[data-testid="export"]')?.addEventListener('click', () => {
    void table.session.exportRecording().then(
      (file) => {
        const link = document.createElement('a');
        link.href = URL.createObjectURL(new Blob([file.json], { type: 'application/json' }));
        link.download = file.fileName;
        link.click();
        setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
      },
      (error: Error) => {
        table.notice = `the export failed: ${error.message}`;
        table.drawChoices();
      },
    );
  });
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
  const module = await titleModule(session.titleId);
  const meta = session.game.title.meta;
  const where = session.mode === 'local' ? 'hotseat game' : `game ${target.id}`;
  const signal = new TurnSignal(session.seat, `${meta.title} ${where}`);
  const exportLink = `<button type="button" data-testid="export" class="link">export (JSON)</button>`;
  element.innerHTML = layout(session, session.game, `${meta.fullTitle} — ${where}`, exportLink, signal.controls());

  const table = new PlayTable(element, session, module, signal);
  const unsubscribe = session.subscribe((change) => table.sessionChanged(change));
  table.curtain.addEventListener('click', (event) => {
    if ((event.target as HTMLElement).closest('button[data-show-view]')) table.showViewer();
  });
  wireActionPanel(table);
  wireBoard(element, table);
  wireHeader(element, table, signal);

  table.showConnection();
  const drawMs = table.refresh();
  const openMs = performance.now() - started;
  table.timings.push({ kind: 'open', at: Date.now(), drawMs, actionId: table.page.actions.length });

  const handle: PlayHandle = {
    session,
    get game() {
      return session.game;
    },
    timings: table.timings,
    openMs,
    submit: (action) => table.submit(action),
  };
  window.trackwrightPlay = handle;

  return {
    element,
    destroy() {
      unsubscribe();
      session.destroy();
      table.destroy();
      document.title = 'trackwright preview';
      if (window.trackwrightPlay === handle) delete window.trackwrightPlay;
    },
  };
}
