/**
 * A recorded game, step by step: first / previous / next / last, a slider over every effective
 * action, a deep link per action (`#/1830/26855?action=300`), and at each step the map with
 * tiles and tokens, the market with the corporations' markers, the players, corporations,
 * minors and privates, bank, phase and round, the game log up to that action (the engine's
 * events) and the list of actions. Jumps go through a Timeline (snapshots every few actions),
 * and only what changed on the map is redrawn.
 */
import { tileCatalog } from '../../../runtime/map/index.js';
import type { Fixture } from '../../../runtime/index.js';
import { Timeline } from '../../../runtime/index.js';
import type { TitleModule } from '../../../runtime/index.js';
import { answersTo, titleNames } from '../../../runtime/title/names.js';
import { loadFixture } from '../app/fixtures.js';
import { routeHash, type Route } from '../app/router.js';
import { hasTitle, titleModule } from '../app/titles.js';
import { describeAction, type ActionNames } from '../render/actions.js';
import { mapFrame, moneyFormat } from '../render/map.js';
import { renderPanels } from '../render/panels.js';
import { esc } from '../render/svg.js';
import { gameView } from '../replay/model.js';
import { collectEvents, logLines, type EventLogView } from '../replay/event-log.js';
import { gameLogPanel, type GameLogPanel } from './game-log.js';
import { actionListPanel, boardPanel, positionBar, type ActionListPanel, type BoardPanel, type PositionBar } from './replay-panels.js';
import { errorBox, html, type View } from './view.js';

export interface StepTiming {
  readonly position: number;
  /** Timeline.goto: restoring a snapshot and applying actions. */
  readonly engineMs: number;
  /** Redrawing what changed. */
  readonly renderMs: number;
  /** Of which: map hexes, market and panels, log and controls; hexes redrawn. */
  readonly detail: { readonly map: number; readonly panels: number; readonly log: number; readonly hexes: number };
}

/** What the browser tests (and a curious designer's console) can reach. */
export interface ReplayHandle {
  readonly timeline: Timeline;
  readonly fixture: Fixture;
  readonly prepareMs: number;
  readonly timings: StepTiming[];
  /** The game's events with the lines the log shows per position. */
  readonly events: EventLogView;
  goto(position: number): StepTiming;
}

declare global {
  interface Window {
    trackwrightReplay?: ReplayHandle;
  }
}

/** The title's module and the recording, or why the replay cannot show it. */
async function loadRecordedGame(route: Extract<Route, { kind: 'replay' }>): Promise<{ module: TitleModule; fixture: Fixture } | { error: string }> {
  if (!hasTitle(route.title)) return { error: `no compiled title '${route.title}'` };
  const module = await titleModule(route.title);
  let fixture: Fixture;
  try {
    fixture = await loadFixture(route.title, route.game, titleNames(route.title, module.definition.meta));
  } catch (error) {
    return { error: (error as Error).message };
  }
  if (!answersTo(fixture.title, route.title, module.definition.meta)) {
    return { error: `'${route.game}' is a recorded game of ${fixture.title}, not of ${module.definition.meta.title}` };
  }
  return { module, fixture };
}

/** The page: a header with the game, the controls and the result check; the board, panels and logs below. */
function replayPage(module: TitleModule, fixture: Fixture, timeline: Timeline, game: string): string {
  const players = new Map(fixture.players.map((p) => [String(p.id), p.name]));
  const recorded = fixture.result
    ? Object.entries(fixture.result)
        .map(([id, v]) => `${esc(players.get(id) ?? id)} ${esc(moneyFormat(module.definition)(v))}`)
        .join(', ')
    : 'none';
  return (
    `<header class="view-head"><h1>${esc(module.definition.meta.fullTitle)} — game ${esc(fixture.id ?? game)}</h1>` +
    `<p class="muted">${fixture.players.map((p) => esc(p.name)).join(', ')} · ${fixture.actions.length} recorded actions, ${timeline.entries.length} in effect · recorded result: ${recorded}${fixture.game_end_reason ? ` (${esc(fixture.game_end_reason)})` : ''}</p>` +
    `<div class="controls">` +
    `<button data-go="first" title="first (Home)">|◀</button><button data-go="prev" title="previous (←)">◀</button>` +
    `<button data-go="next" title="next (→)">▶</button><button data-go="last" title="last (End)">▶|</button>` +
    `<input type="range" class="slider" min="0" max="${timeline.length}" value="0" aria-label="action">` +
    `<span class="position" data-testid="position"></span><span class="timing muted" data-testid="timing"></span></div>` +
    `<div class="failure"></div><div class="match" data-testid="result-match"></div></header>` +
    `<div class="replay-grid"><div class="board"></div><aside class="side"></aside>` +
    `<div class="market-area"></div>` +
    `<section class="log-area" data-show="events"><nav class="log-tabs"><button type="button" data-log-tab="events">Game log</button><button type="button" data-log-tab="actions">Actions</button></nav>` +
    `<div class="events-scroll" data-testid="game-log"><ol class="events"></ol></div><ol class="log"></ol></section></div>`
  );
}

/** What the controls move. */
interface Stepper {
  readonly goto: (position: number) => void;
  /** 'first', 'prev', 'next' or 'last'. */
  readonly step: (how: string) => void;
  /** Shows a log tab ('events' or 'actions'). */
  readonly showTab: (tab: string) => void;
}

/** Wires the buttons, slider, log tabs, action list and arrow keys to `stepper`; returns the unwiring. */
function wireControls(element: HTMLElement, stepper: Stepper): () => void {
  const slider = element.querySelector<HTMLInputElement>('.slider')!;
  let pendingFrame = 0;
  slider.addEventListener('input', () => {
    if (pendingFrame) return;
    pendingFrame = requestAnimationFrame(() => {
      pendingFrame = 0;
      stepper.goto(Number(slider.value));
    });
  });
  element.querySelector('.controls')!.addEventListener('click', (e) => {
    const how = (e.target as HTMLElement).closest<HTMLElement>('[data-go]')?.dataset.go;
    if (how) stepper.step(how);
  });
  element.querySelector('.log-tabs')!.addEventListener('click', (e) => {
    const tab = (e.target as HTMLElement).closest<HTMLElement>('[data-log-tab]')?.dataset.logTab;
    if (tab) stepper.showTab(tab);
  });
  element.querySelector('.log')!.addEventListener('click', (e) => {
    const li = (e.target as HTMLElement).closest<HTMLLIElement>('li[data-pos]');
    if (li) stepper.goto(Number(li.dataset.pos));
  });
  const keys = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.target !== slider) return;
    const how = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!how) return;
    e.preventDefault();
    stepper.step(how);
  };
  document.addEventListener('keydown', keys);
  return () => {
    document.removeEventListener('keydown', keys);
    if (pendingFrame) cancelAnimationFrame(pendingFrame);
  };
}

/**
 * A recorded game on the page: its timeline and events, the panels drawing it, and the moves
 * (goto, step, showTab) the controls and the address make. A title edited live rebuilds it.
 */
class ReplaySession implements Stepper {
  readonly timings: StepTiming[] = [];
  readonly prepareMs: number;
  timeline: Timeline;
  events: EventLogView;
  private readonly board: BoardPanel;
  private readonly actions: ActionListPanel;
  private readonly bar: PositionBar;
  private gameLog: GameLogPanel | undefined;
  private readonly players: Map<string, string>;
  private readonly side: HTMLElement;
  private readonly timingLabel: HTMLElement;

  constructor(
    private readonly element: HTMLElement,
    private module: TitleModule,
    readonly fixture: Fixture,
    private readonly route: Extract<Route, { kind: 'replay' }>,
  ) {
    const started = performance.now();
    this.timeline = new Timeline(module, fixture);
    // Walking the game once keeps the timeline's snapshots and reads the events of each action.
    this.events = collectEvents(this.timeline);
    this.prepareMs = performance.now() - started;
    element.innerHTML = replayPage(module, fixture, this.timeline, route.game);
    this.board = boardPanel(this.part('.board'), this.part('.market-area'));
    this.actions = actionListPanel(this.part<HTMLOListElement>('.log'));
    this.bar = positionBar(element);
    this.players = new Map(fixture.players.map((p) => [String(p.id), p.name]));
    this.side = this.part('.side');
    this.timingLabel = this.part('.timing');
  }

  private part<E extends HTMLElement = HTMLElement>(selector: string): E {
    return this.element.querySelector<E>(selector)!;
  }

  private names(): ActionNames {
    const catalog = tileCatalog(this.module.definition);
    return { players: this.players, money: moneyFormat(this.module.definition), preprintedHex: (tileId) => catalog.preprintedTileIds.get(tileId) };
  }

  /** Draws everything that does not change from step to step. */
  layout(): void {
    const { timeline } = this;
    this.board.layout(this.module.definition, timeline.game);
    const names = this.names();
    this.actions.layout(timeline, names);
    this.gameLog?.destroy();
    const ids = timeline.entries.map((entry, i) => entry.action.id ?? i + 1);
    const lines = logLines(this.events, ids, (p) => describeAction(timeline.entries[p - 1].action, names));
    this.gameLog = gameLogPanel(this.part('.events-scroll'), this.part<HTMLOListElement>('ol.events'), lines, (p) => this.goto(p));
    this.part('.failure').innerHTML = timeline.failure
      ? errorBox(`The engine refused action ${timeline.failure.action?.id ?? '?'} (${timeline.failure.action?.type ?? '?'}): ${timeline.failure.message}. The replay stops before it.`)
      : '';
    this.part<HTMLInputElement>('.slider').max = String(timeline.length);
  }

  /** Redraws what changed since the last position: hexes, then markers and panels, then logs and the bar. */
  private draw(): StepTiming['detail'] {
    const { timeline } = this;
    const def = this.module.definition;
    const t0 = performance.now();
    const hexes = this.board.drawHexes(def, timeline.game);
    const t1 = performance.now();
    const view = gameView(timeline.game);
    this.board.drawMarkers(def, view);
    this.side.innerHTML = renderPanels(view, moneyFormat(def));
    const t2 = performance.now();
    this.actions.show(timeline.at);
    this.gameLog?.show(timeline.at);
    this.bar.show(timeline, view, this.fixture);
    return { map: t1 - t0, panels: t2 - t1, log: performance.now() - t2, hexes };
  }

  goto(target: number, updateUrl = true): StepTiming {
    const { timeline, timings } = this;
    const t0 = performance.now();
    timeline.goto(target);
    const t1 = performance.now();
    const detail = this.draw();
    const t2 = performance.now();
    const timing = { position: timeline.at, engineMs: t1 - t0, renderMs: t2 - t1, detail };
    timings.push(timing);
    if (timings.length > 1000) timings.splice(0, timings.length - 1000);
    this.timingLabel.textContent = `engine ${timing.engineMs.toFixed(1)} ms · draw ${timing.renderMs.toFixed(1)} ms`;
    if (updateUrl) {
      const id = timeline.currentEntry?.action.id ?? 0;
      history.replaceState(null, '', routeHash({ kind: 'replay', title: this.route.title, game: this.route.game, action: id }));
    }
    return timing;
  }

  /** Goes to the position of a recorded action's id (undefined: the start). */
  gotoAction(actionId: number | undefined, updateUrl: boolean): void {
    this.goto(actionId === undefined ? 0 : this.timeline.positionOfActionId(actionId), updateUrl);
  }

  step(how: string): void {
    const at = this.timeline.at;
    this.goto(how === 'first' ? 0 : how === 'prev' ? at - 1 : how === 'next' ? at + 1 : this.timeline.length);
  }

  showTab(tab: string): void {
    this.part('.log-area').dataset.show = tab;
    if (tab === 'actions' && this.timeline.at > 0) this.actions.scrollTo(this.timeline.at - 1);
    else this.gameLog?.show(this.timeline.at);
  }

  /** The title was edited: replays the game in its new module and redraws at the same position. */
  reload(next: TitleModule): void {
    const at = this.timeline.at;
    try {
      const rebuilt = new Timeline(next, this.fixture);
      const rebuiltEvents = collectEvents(rebuilt);
      this.module = next;
      this.timeline = rebuilt;
      this.events = rebuiltEvents;
      mapFrame(next.definition);
      this.layout();
      this.goto(at, false);
    } catch (error) {
      this.part('.failure').innerHTML = errorBox(`the edited title cannot replay this game: ${(error as Error).message}`);
    }
  }

  destroy(): void {
    this.gameLog?.destroy();
    this.actions.destroy();
  }
}

export async function replayView(route: Extract<Route, { kind: 'replay' }>): Promise<View> {
  const element = html('<p class="muted">Loading the recorded game…</p>', 'section', 'replay-view');
  const loaded = await loadRecordedGame(route);
  if ('error' in loaded) {
    element.innerHTML = errorBox(loaded.error);
    return { element };
  }
  const session = new ReplaySession(element, loaded.module, loaded.fixture, route);
  session.layout();
  session.gotoAction(route.action, route.action !== undefined);
  const unwire = wireControls(element, {
    goto: (position) => session.goto(position),
    step: (how) => session.step(how),
    showTab: (tab) => session.showTab(tab),
  });

  const handle: ReplayHandle = {
    get timeline() {
      return session.timeline;
    },
    fixture: session.fixture,
    prepareMs: session.prepareMs,
    timings: session.timings,
    get events() {
      return session.events;
    },
    goto: (position) => session.goto(position),
  };
  window.trackwrightReplay = handle;

  return {
    element,
    update(next) {
      if (next.kind !== 'replay' || next.title !== route.title || next.game !== route.game) return false;
      session.gotoAction(next.action, false);
      return true;
    },
    definitionChanged(id) {
      if (id === route.title) void titleModule(id).then((next) => session.reload(next));
    },
    destroy() {
      unwire();
      session.destroy();
      if (window.trackwrightReplay === handle) delete window.trackwrightReplay;
    },
  };
}
