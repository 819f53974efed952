/**
 * What a click on the map means now: a stop for the route being chosen, a city to place a
 * station token in (the city nearest the click, when the hex has several), a hex to lay a tile
 * on — or nothing, with a word on why where the click looked like an attempt.
 */
import type { Action, Game, LegalAction } from '../../../runtime/index.js';
import { tileCatalog } from '../../../runtime/map/index.js';
import { tileLayout } from '../render/tile-layout.js';
import type { Point } from '../render/svg.js';
import type { MapClick } from './board-view.js';
import { actionOf } from './choices/builder.js';
import { layTiles, tokenSpots } from './map-tools.js';
import type { RouteEditor } from './route-editor.js';

export type MapChoice =
  | { readonly kind: 'token'; readonly action: Action; readonly notice?: undefined }
  | { readonly kind: 'hex' | 'none'; readonly notice?: string };

/** How close (map units) a click must be to a city to mean it, where the hex also takes a tile. */
const NEAR_CITY = 24;

function nodePositions(game: Game, hex: string): readonly Point[] {
  const state = game.state.map.hexes[hex];
  if (!state) return [];
  return tileLayout(tileCatalog(game.title).forHex(hex, state), game.title.meta.layout).nodes;
}

const distance = (a: Point, b: Point) => Math.hypot(a[0] - b[0], a[1] - b[1]);

function nearest<T>(items: readonly T[], position: (item: T) => Point | undefined, at: Point): { item: T; distance: number } | undefined {
  let best: { item: T; distance: number } | undefined;
  for (const item of items) {
    const p = position(item);
    if (!p) continue;
    const d = distance(p, at);
    if (!best || d < best.distance) best = { item, distance: d };
  }
  return best;
}

export function mapClickChoice(game: Game, legal: readonly LegalAction[], routes: RouteEditor | undefined, click: MapClick): MapChoice {
  const nodes = nodePositions(game, click.hex);
  if (routes) {
    const stop = nearest(routes.stopsOn(click.hex), (s) => nodes[s.node], click.local);
    if (!stop) return { kind: 'none', notice: `${click.hex} has no stop ${routes.operator} can reach` };
    return { kind: 'none', notice: routes.clickStop(stop.item.stop) };
  }
  const tiles = layTiles(legal);
  const layHere = tiles.some((t) => t.hex === click.hex);
  const state = game.state.map.hexes[click.hex];
  const cities = state ? tileCatalog(game.title).forHex(click.hex, state).cities : [];
  const spot = nearest(
    tokenSpots(legal).filter((s) => s.hex === click.hex),
    (s) => nodes[cities[s.cityIndex]],
    click.local,
  );
  if (spot && (!layHere || spot.distance <= NEAR_CITY)) return { kind: 'token', action: actionOf(spot.item, { city: spot.item.city, slot: spot.item.slot }) };
  if (layHere) return { kind: 'hex' };
  if (tiles.length) return { kind: 'none', notice: `No tile can be laid on ${click.hex} now: the ringed hexes are where ${tiles[0].entity} may lay one.` };
  if (tokenSpots(legal).length) return { kind: 'none', notice: `No token can go on ${click.hex} now: the ringed cities are where one may.` };
  return { kind: 'none' };
}
