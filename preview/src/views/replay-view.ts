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
import { entityColors, hexStateKey, mapFrame, moneyFormat, renderHexContent, renderMap } from '../render/map.js';
import { renderMarket, renderMarketLegend, renderMarketMarkers } from '../render/market.js';
import { renderPanels } from '../render/panels.js';
import { esc } from '../render/svg.js';
import { blockedNow, destinationsNow, gameView } from '../replay/model.js';
import { collectEvents, logLines, type EventLogView } from '../replay/event-log.js';
import { gameLogPanel, type GameLogPanel } from './game-log.js';
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

/** What decides a hex's drawing in a replay: its state and the companies blocking it. */
function hexKey(state: Parameters<typeof hexStateKey>[0], blockedBy: readonly string[] | undefined, headedFor?: readonly string[]): string {
  const key = blockedBy ? `${hexStateKey(state)}|blocked:${blockedBy.join(' ')}` : hexStateKey(state);
  return headedFor ? `${key}|dest:${headedFor.join(' ')}` : key;
}

function sameResult(a: Readonly<Record<string, number>>, b: Readonly<Record<string, number>> | undefined): boolean {
  if (!b) return false;
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((k) => a[k] === b[k]);
}

export async function replayView(route: Extract<Route, { kind: 'replay' }>): Promise<View> {
  const element = html('<p class="muted">Loading the recorded game…</p>', 'section', 'replay-view');
  if (!hasTitle(route.title)) {
    element.innerHTML = errorBox(`no compiled title '${route.title}'`);
    return { element };
  }
  let module: TitleModule = await titleModule(route.title);
  let fixture: Fixture;
  try {
    fixture = await loadFixture(route.title, route.game, titleNames(route.title, module.definition.meta));
  } catch (error) {
    element.innerHTML = errorBox((error as Error).message);
    return { element };
  }
  const titleId = route.title;
  if (!answersTo(fixture.title, titleId, module.definition.meta)) {
    element.innerHTML = errorBox(`'${route.game}' is a recorded game of ${fixture.title}, not of ${module.definition.meta.title}`);
    return { element };
  }
  const started = performance.now();
  let timeline = new Timeline(module, fixture);
  // Walking the game once keeps the timeline's snapshots and reads the events of each action.
  let events = collectEvents(timeline);
  const prepareMs = performance.now() - started;

  const players = new Map(fixture.players.map((p) => [String(p.id), p.name]));
  const names = (): ActionNames => {
    const catalog = tileCatalog(module.definition);
    return { players, money: moneyFormat(module.definition), preprintedHex: (tileId) => catalog.preprintedTileIds.get(tileId) };
  };
  const recorded = fixture.result
    ? Object.entries(fixture.result)
        .map(([id, v]) => `${esc(players.get(id) ?? id)} ${esc(moneyFormat(module.definition)(v))}`)
        .join(', ')
    : 'none';

  element.innerHTML =
    `<header class="view-head"><h1>${esc(module.definition.meta.fullTitle)} — game ${esc(fixture.id ?? route.game)}</h1>` +
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
    `<div class="events-scroll" data-testid="game-log"><ol class="events"></ol></div><ol class="log"></ol></section></div>`;

  const board = element.querySelector<HTMLElement>('.board')!;
  const side = element.querySelector<HTMLElement>('.side')!;
  const marketArea = element.querySelector<HTMLElement>('.market-area')!;
  const log = element.querySelector<HTMLOListElement>('.log')!;
  const logArea = element.querySelector<HTMLElement>('.log-area')!;
  const eventsScroll = element.querySelector<HTMLElement>('.events-scroll')!;
  const eventsList = element.querySelector<HTMLOListElement>('ol.events')!;
  let gameLog: GameLogPanel | undefined;
  const slider = element.querySelector<HTMLInputElement>('.slider')!;
  const positionLabel = element.querySelector<HTMLElement>('.position')!;
  const timingLabel = element.querySelector<HTMLElement>('.timing')!;
  const matchLabel = element.querySelector<HTMLElement>('.match')!;
  const failureBox = element.querySelector<HTMLElement>('.failure')!;

  let hexGroups = new Map<string, SVGGElement>();
  let hexKeys = new Map<string, string>();
  // A hex's drawing depends only on its state (and the title): scrubbing meets the same states.
  const drawn = new Map<string, string>();
  let markersGroup: SVGGElement | null = null;
  let logItems: HTMLLIElement[] = [];
  let current: HTMLLIElement | undefined;

  /** Draws everything that does not change from step to step. */
  const layout = () => {
    const def = module.definition;
    const game = timeline.game;
    drawn.clear();
    const blocked = blockedNow(game);
    const destinations = destinationsNow(game);
    board.innerHTML = renderMap(def, { hexes: game.state.map.hexes, blocked, destinations });
    hexGroups = new Map(Array.from(board.querySelectorAll<SVGGElement>('g.hex')).map((g) => [g.dataset.hex!, g]));
    hexKeys = new Map(def.hexes.map((h) => [h.id, hexKey(game.state.map.hexes[h.id], blocked.get(h.id), destinations.get(h.id))]));
    marketArea.innerHTML = `<div class="market-wrap">${renderMarket(def, { money: moneyFormat(def), colors: entityColors(def) })}</div>${renderMarketLegend(def)}`;
    markersGroup = marketArea.querySelector<SVGGElement>('g.markers');
    const n = names();
    log.innerHTML = timeline.entries
      .map((entry, i) => `<li data-pos="${i + 1}" data-action-id="${entry.action.id ?? ''}" class="${entry.action.type}"><span class="id">${entry.action.id ?? ''}</span> ${esc(describeAction(entry.action, n))}</li>`)
      .join('');
    logItems = Array.from(log.querySelectorAll<HTMLLIElement>('li'));
    current = undefined;
    gameLog?.destroy();
    const ids = timeline.entries.map((entry, i) => entry.action.id ?? i + 1);
    gameLog = gameLogPanel(eventsScroll, eventsList, logLines(events, ids, (p) => describeAction(timeline.entries[p - 1].action, n)), (p) => goto(p));
    failureBox.innerHTML = timeline.failure
      ? errorBox(`The engine refused action ${timeline.failure.action?.id ?? '?'} (${timeline.failure.action?.type ?? '?'}): ${timeline.failure.message}. The replay stops before it.`)
      : '';
    slider.max = String(timeline.length);
  };

  // Log rows have a fixed height (styles.css), so the current one is kept in view without
  // reading layout; the scroll itself waits for the next frame, which lays out once anyway.
  const ROW = 18;
  let scrollFrame = 0;
  let scrollRow = 0;
  const scrollLogTo = (row: number) => {
    scrollRow = row;
    if (scrollFrame) return;
    scrollFrame = requestAnimationFrame(() => {
      scrollFrame = 0;
      const top = scrollRow * ROW;
      if (top < log.scrollTop || top > log.scrollTop + log.clientHeight - ROW) log.scrollTop = top - log.clientHeight / 2;
    });
  };
  let detail = { map: 0, panels: 0, log: 0, hexes: 0 };
  const draw = () => {
    const t0 = performance.now();
    let redrawn = 0;
    const def = module.definition;
    const game = timeline.game;
    const colors = entityColors(def);
    const money = moneyFormat(def);
    const hexes = game.state.map.hexes;
    const blocked = blockedNow(game);
    const destinations = destinationsNow(game);
    for (const hex of def.hexes) {
      const key = hexKey(hexes[hex.id], blocked.get(hex.id), destinations.get(hex.id));
      if (hexKeys.get(hex.id) === key) continue;
      hexKeys.set(hex.id, key);
      const group = hexGroups.get(hex.id);
      if (group) {
        const memo = `${hex.id}|${key}`;
        let svg = drawn.get(memo);
        if (svg === undefined) drawn.set(memo, (svg = renderHexContent(def, hex.id, hexes[hex.id], { colors, money, blocked, destinations })));
        group.innerHTML = svg;
      }
      redrawn++;
    }
    const t1 = performance.now();
    const view = gameView(game);
    if (markersGroup) markersGroup.innerHTML = renderMarketMarkers(def, view.markers, colors);
    side.innerHTML = renderPanels(view, money);
    const t2 = performance.now();
    const position = timeline.at;
    current?.classList.remove('current');
    current = position > 0 ? logItems[position - 1] : undefined;
    if (current) {
      current.classList.add('current');
      scrollLogTo(position - 1);
    }
    gameLog?.show(position);
    slider.value = String(position);
    const entry = timeline.currentEntry;
    positionLabel.textContent = `${position} / ${timeline.length}${entry ? ` · action ${entry.action.id ?? '?'}: ${entry.action.type}` : ' · start'}`;
    positionLabel.dataset.position = String(position);
    positionLabel.dataset.actionId = String(entry?.action.id ?? 0);
    if (position === timeline.length && view.finished) {
      const ok = sameResult(view.result, fixture.result);
      matchLabel.textContent = fixture.result ? (ok ? '✓ final scores equal the recorded result' : '✗ final scores differ from the recorded result') : '';
      matchLabel.dataset.match = String(ok);
    } else {
      matchLabel.textContent = '';
      delete matchLabel.dataset.match;
    }
    detail = { map: t1 - t0, panels: t2 - t1, log: performance.now() - t2, hexes: redrawn };
  };

  const timings: StepTiming[] = [];
  const goto = (target: number, updateUrl = true): StepTiming => {
    const t0 = performance.now();
    timeline.goto(target);
    const t1 = performance.now();
    draw();
    const t2 = performance.now();
    const timing = { position: timeline.at, engineMs: t1 - t0, renderMs: t2 - t1, detail };
    timings.push(timing);
    if (timings.length > 1000) timings.splice(0, timings.length - 1000);
    timingLabel.textContent = `engine ${timing.engineMs.toFixed(1)} ms · draw ${timing.renderMs.toFixed(1)} ms`;
    if (updateUrl) {
      const id = timeline.currentEntry?.action.id ?? 0;
      history.replaceState(null, '', routeHash({ kind: 'replay', title: titleId, game: route.game, action: id }));
    }
    return timing;
  };

  layout();
  goto(route.action === undefined ? 0 : timeline.positionOfActionId(route.action), route.action !== undefined);

  let pendingFrame = 0;
  slider.addEventListener('input', () => {
    if (pendingFrame) return;
    pendingFrame = requestAnimationFrame(() => {
      pendingFrame = 0;
      goto(Number(slider.value));
    });
  });
  const step = (how: string) => {
    const at = timeline.at;
    goto(how === 'first' ? 0 : how === 'prev' ? at - 1 : how === 'next' ? at + 1 : timeline.length);
  };
  element.querySelector('.controls')!.addEventListener('click', (e) => {
    const how = (e.target as HTMLElement).closest<HTMLElement>('[data-go]')?.dataset.go;
    if (how) step(how);
  });
  logArea.querySelector('.log-tabs')!.addEventListener('click', (e) => {
    const tab = (e.target as HTMLElement).closest<HTMLElement>('[data-log-tab]')?.dataset.logTab;
    if (!tab) return;
    logArea.dataset.show = tab;
    if (tab === 'actions' && timeline.at > 0) scrollLogTo(timeline.at - 1);
    else gameLog?.show(timeline.at);
  });
  log.addEventListener('click', (e) => {
    const li = (e.target as HTMLElement).closest<HTMLLIElement>('li[data-pos]');
    if (li) goto(Number(li.dataset.pos));
  });
  const keys = (e: KeyboardEvent) => {
    if (e.target instanceof HTMLInputElement && e.target !== slider) return;
    const how = { ArrowLeft: 'prev', ArrowRight: 'next', Home: 'first', End: 'last' }[e.key];
    if (!how) return;
    e.preventDefault();
    step(how);
  };
  document.addEventListener('keydown', keys);

  const handle: ReplayHandle = {
    get timeline() {
      return timeline;
    },
    fixture,
    prepareMs,
    timings,
    get events() {
      return events;
    },
    goto: (position) => goto(position),
  };
  window.trackwrightReplay = handle;

  return {
    element,
    update(next) {
      if (next.kind !== 'replay' || next.title !== titleId || next.game !== route.game) return false;
      goto(next.action === undefined ? 0 : timeline.positionOfActionId(next.action), false);
      return true;
    },
    definitionChanged(id) {
      if (id !== titleId) return;
      void titleModule(id).then((next) => {
        const at = timeline.at;
        try {
          const rebuilt = new Timeline(next, fixture);
          const rebuiltEvents = collectEvents(rebuilt);
          module = next;
          timeline = rebuilt;
          events = rebuiltEvents;
          mapFrame(next.definition);
          layout();
          goto(at, false);
        } catch (error) {
          failureBox.innerHTML = errorBox(`the edited title cannot replay this game: ${(error as Error).message}`);
        }
      });
    },
    destroy() {
      document.removeEventListener('keydown', keys);
      gameLog?.destroy();
      if (pendingFrame) cancelAnimationFrame(pendingFrame);
      if (scrollFrame) cancelAnimationFrame(scrollFrame);
      if (window.trackwrightReplay === handle) delete window.trackwrightReplay;
    },
  };
}
