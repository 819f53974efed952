/**
 * Whether the track of two neighbouring hexes meets: an edge they share where both tiles have
 * an exit (the reference's `Path#connects_to?` between paths of the two hexes, for the plain
 * track lays that ask it — lanes and track types are not compared). Abilities whose two lays
 * must connect to each other (`connect`, 1846's Michigan Central and Ohio & Indiana) use it.
 */
import type { MapContext } from './context.js';
import { invertEdge } from './coords.js';
import type { TileGeometry } from './geometry.js';
import { hexGrid } from './grid.js';
import { tileCatalog } from './tiles.js';

/** The tile lying on a hex now. */
function tileOn(ctx: MapContext, hexId: string): TileGeometry | undefined {
  const state = Object.hasOwn(ctx.map.hexes, hexId) ? ctx.map.hexes[hexId] : undefined;
  return state ? tileCatalog(ctx.definition).forHex(hexId, state) : undefined;
}

/**
 * Whether `a` and `b` have exits facing each other: the tiles on them now, or `aTile` / `bTile`
 * as they would lie there.
 */
export function trackMeets(
  ctx: MapContext,
  a: string,
  b: string,
  aTile: TileGeometry | undefined = tileOn(ctx, a),
  bTile: TileGeometry | undefined = tileOn(ctx, b),
): boolean {
  if (!aTile || !bTile) return false;
  const grid = hexGrid(ctx.definition);
  for (let edge = 0; edge < 6; edge++) {
    if (grid.neighborId(a, edge) !== b) continue;
    if (aTile.exitMask & (1 << edge) && bTile.exitMask & (1 << invertEdge(edge))) return true;
  }
  return false;
}
