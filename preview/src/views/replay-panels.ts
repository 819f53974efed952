/**
 * The replay view's panels, each drawing one part of the page from the game at a position:
 * the board (map hexes and the market's markers, redrawing only hexes whose state changed),
 * the list of actions (the current one marked and kept in view) and the position bar (slider,
 * position, whether the final scores equal the recorded result). replay-view.ts wires them.
 */
import type { Fixture, Game, Timeline, TitleDefinition } from '../../../runtime/index.js';
import { describeAction, type ActionNames } from '../render/actions.js';
import { entityColors, hexStateKey, moneyFormat, renderHexContent, renderMap } from '../render/map.js';
import { renderMarket, renderMarketLegend, renderMarketMarkers } from '../render/market.js';
import { esc } from '../render/svg.js';
import { blockedNow, destinationsNow, type GameView } from '../replay/model.js';

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

export interface BoardPanel {
  /** Draws the whole map and market (a new game or title). */
  layout(def: TitleDefinition, game: Game): void;
  /** Redraws the hexes whose state changed; how many. */
  drawHexes(def: TitleDefinition, game: Game): number;
  drawMarkers(def: TitleDefinition, view: GameView): void;
}

export function boardPanel(board: HTMLElement, marketArea: HTMLElement): BoardPanel {
  let hexGroups = new Map<string, SVGGElement>();
  let hexKeys = new Map<string, string>();
  // A hex's drawing depends only on its state (and the title): scrubbing meets the same states.
  const drawn = new Map<string, string>();
  let markersGroup: SVGGElement | null = null;
  return {
    layout(def, game) {
      drawn.clear();
      const blocked = blockedNow(game);
      const destinations = destinationsNow(game);
      board.innerHTML = renderMap(def, { hexes: game.state.map.hexes, blocked, destinations });
      hexGroups = new Map(Array.from(board.querySelectorAll<SVGGElement>('g.hex')).map((g) => [g.dataset.hex!, g]));
      hexKeys = new Map(def.hexes.map((h) => [h.id, hexKey(game.state.map.hexes[h.id], blocked.get(h.id), destinations.get(h.id))]));
      marketArea.innerHTML = `<div class="market-wrap">${renderMarket(def, { money: moneyFormat(def), colors: entityColors(def) })}</div>${renderMarketLegend(def)}`;
      markersGroup = marketArea.querySelector<SVGGElement>('g.markers');
    },
    drawHexes(def, game) {
      let redrawn = 0;
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
      return redrawn;
    },
    drawMarkers(def, view) {
      if (markersGroup) markersGroup.innerHTML = renderMarketMarkers(def, view.markers, entityColors(def));
    },
  };
}

export interface ActionListPanel {
  /** Lists the timeline's actions (a new game or title). */
  layout(timeline: Timeline, names: ActionNames): void;
  /** Marks the action at a position current (0: none) and keeps it in view. */
  show(position: number): void;
  /** Keeps row `row` in view (at the next frame). */
  scrollTo(row: number): void;
  destroy(): void;
}

/** Height of a row of the action list (styles.css). */
const ROW = 18;

export function actionListPanel(log: HTMLOListElement): ActionListPanel {
  let items: HTMLLIElement[] = [];
  let current: HTMLLIElement | undefined;
  // Rows have a fixed height, so the current one is kept in view without reading layout; the
  // scroll itself waits for the next frame, which lays out once anyway.
  let scrollFrame = 0;
  let scrollRow = 0;
  const scrollTo = (row: number) => {
    scrollRow = row;
    if (scrollFrame) return;
    scrollFrame = requestAnimationFrame(() => {
      scrollFrame = 0;
      const top = scrollRow * ROW;
      if (top < log.scrollTop || top > log.scrollTop + log.clientHeight - ROW) log.scrollTop = top - log.clientHeight / 2;
    });
  };
  return {
    layout(timeline, names) {
      log.innerHTML = timeline.entries
        .map((entry, i) => `<li data-pos="${i + 1}" data-action-id="${entry.action.id ?? ''}" class="${entry.action.type}"><span class="id">${entry.action.id ?? ''}</span> ${esc(describeAction(entry.action, names))}</li>`)
        .join('');
      items = Array.from(log.querySelectorAll<HTMLLIElement>('li'));
      current = undefined;
    },
    show(position) {
      current?.classList.remove('current');
      current = position > 0 ? items[position - 1] : undefined;
      if (current) {
        current.classList.add('current');
        scrollTo(position - 1);
      }
    },
    scrollTo,
    destroy() {
      if (scrollFrame) cancelAnimationFrame(scrollFrame);
    },
  };
}

export interface PositionBar {
  /** Shows the timeline's position, and at the end whether the result matches the recording. */
  show(timeline: Timeline, view: GameView, fixture: Fixture): void;
}

export function positionBar(element: HTMLElement): PositionBar {
  const slider = element.querySelector<HTMLInputElement>('.slider')!;
  const positionLabel = element.querySelector<HTMLElement>('.position')!;
  const matchLabel = element.querySelector<HTMLElement>('.match')!;
  return {
    show(timeline, view, fixture) {
      const position = timeline.at;
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
    },
  };
}
