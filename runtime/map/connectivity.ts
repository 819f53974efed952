/**
 * Whether track connects two places, whoever's tokens are on the way (the reference's
 * `hexes_connected?`, 1856's destinations): from each city of the starting hex — the hex's other
 * cities closed to the walk — along any track, through any city, to any path on one of the goal
 * hexes.
 */
import { boardFor, NODE_STRIDE, PATH_STRIDE } from './board.js';
import type { MapContext } from './context.js';
import { sharedWalker } from './walk.js';

export function hexesConnected(ctx: MapContext, from: string, goals: readonly string[]): boolean {
  const board = boardFor(ctx);
  const start = board.grid.indexOf.get(from);
  if (start === undefined) return false;
  const goalIndexes = new Set(goals.flatMap((id) => board.grid.indexOf.get(id) ?? []));
  const cities = board.tiles[start].cities;
  for (const city of cities) {
    const walker = sharedWalker(board);
    for (const other of cities) if (other !== city) walker.markNodeVisited(start * NODE_STRIDE + other);
    let found = false;
    walker.walkNode(start * NODE_STRIDE + city, true, (pathKey) => {
      if (goalIndexes.has((pathKey / PATH_STRIDE) | 0)) found = true;
    });
    if (found) return true;
  }
  return false;
}
