/**
 * Where a tile draws its cities and towns (Tile#compute_city_town_edges), needed for one rule:
 * track running from an edge to an off-centre town passes over the town's own edge, so two
 * routes using such track on the same town overlap (Game::Base#check_overlap).
 *
 * The result is a position per city/town node: an edge number (possibly fractional, from a
 * `loc`), or null for the centre. The float arithmetic follows the reference step by step so
 * ties break the same way.
 */
import { computeLoc, type TileGeometry } from './geometry.js';

const cache = new WeakMap<TileGeometry, ReadonlyMap<number, number | null>>();

export function cityTownPositions(tile: TileGeometry): ReadonlyMap<number, number | null> {
  let result = cache.get(tile);
  if (!result) {
    result = compute(tile);
    cache.set(tile, result);
  }
  return result;
}

function compare(a: readonly number[], b: readonly number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] - b[i];
  return a.length - b.length;
}

function compute(tile: TileGeometry): Map<number, number | null> {
  const out = new Map<number, number | null>();
  const { cities, towns, paths, nodes } = tile;
  // Trackless multi-city tiles are only spread for drawing; no track means no overlap.
  if (paths.length === 0 && cities.length >= 2) return out;
  const locOf = (n: number): number | null => computeLoc(nodes[n].part.loc, tile.rotation);
  if (cities.length === 1 && towns.length === 0 && locOf(cities[0]) === null) {
    out.set(cities[0], null);
    return out;
  }
  if (cities.length === 0 && towns.length === 1 && nodes[towns[0]].exits.length !== 2 && locOf(towns[0]) === null) {
    out.set(towns[0], null);
    return out;
  }

  const edgeCount = [0, 0, 0, 0, 0, 0];
  edgeCount[0] += 0.1;
  const ctEdges = new Map<number, number[]>();
  for (const path of paths) {
    const ct = path.city >= 0 ? path.city : path.town;
    if (ct < 0) continue;
    for (const edge of path.edges) {
      let list = ctEdges.get(ct);
      if (!list) ctEdges.set(ct, (list = []));
      list.push(edge);
      edgeCount[edge] += 1;
      edgeCount[(edge + 1) % 6] += 0.1;
      edgeCount[(edge + 5) % 6] += 0.1;
    }
  }
  const ordered = [...ctEdges.entries()].map(([ct, e]) => [ct, [...e].sort((x, y) => x - y)] as const);
  ordered.sort((x, y) => compare(x[1], y[1]));
  for (const [ct, edges] of ordered) {
    const rawLoc = nodes[ct].part.loc;
    if (rawLoc !== undefined) {
      out.set(ct, locOf(ct));
      continue;
    }
    let edge = edges[0];
    for (const e of edges) if (edgeCount[e] < edgeCount[edge]) edge = e;
    edgeCount[edge] += 1;
    edgeCount[(edge + 1) % 6] += 0.1;
    edgeCount[(edge + 5) % 6] += 0.1;
    out.set(ct, edge);
  }

  const pathless = tile.cityTowns.filter((ct) => nodes[ct].paths.length === 0);
  if (pathless.length === 1 && tile.cityTowns.length === 2) {
    const first = out.values().next();
    if (!first.done && first.value !== null) out.set(pathless[0], (first.value + 3) % 6);
  }
  for (const ct of tile.cityTowns) {
    if (nodes[ct].exits.length === 0 && nodes[ct].part.loc !== undefined) out.set(ct, locOf(ct));
  }
  return out;
}
