/**
 * Old recordings write a route as the hexes it passes (`hexes`) and its revenue, without its
 * track (`connections`); the reference took such a revenue as written. To check such a route in
 * a live game, its track is found: the routes whose chains join stops in those hexes and whose
 * track lies in exactly those hexes. The order the hexes are written in is not relied on (old
 * clients wrote each chain from either end), only which hexes they are.
 *
 * A chain here is written as a chain id (chains.ts): the hexes of a simple path on the grid from
 * one stop's hex to another's, which `matchingChains` then finds track for. Routes come out as
 * their connections, each a list of chain ids, for `evaluateRoutes` to judge.
 */
import type { Board } from './board.js';
import { matchingChains } from './chains.js';

/** The most candidate routes returned for one list of hexes (a real route has one or two). */
const MAX_CANDIDATES = 32;

/**
 * The connections of the routes whose stops are in `hexIds` and whose chains pass exactly those
 * hexes (each candidate once per direction it can be read in), at most `MAX_CANDIDATES`.
 */
export function connectionsThrough(board: Board, hexIds: readonly string[]): string[][][] {
  const within = new Set<number>();
  for (const id of hexIds) {
    const index = board.grid.indexOf.get(id);
    if (index === undefined) return [];
    within.add(index);
  }
  const stops = [...within].filter((hex) => board.tiles[hex].routeNodes.length > 0);
  const chains = chainIdsBetween(board, within, stops);
  const out: string[][][] = [];
  const visit = (at: number, visited: number[], connections: string[][], covered: Set<number>): void => {
    if (out.length >= MAX_CANDIDATES) return;
    if (connections.length > 0 && covered.size === within.size) out.push(connections.map((c) => [...c]));
    for (const next of stops) {
      if (visited.includes(next)) continue;
      for (const chain of chains.get(at)?.get(next) ?? []) {
        const hexes = chain.map((id) => board.grid.indexOf.get(id)!);
        const more = new Set(covered);
        for (const hex of hexes) more.add(hex);
        visit(next, [...visited, next], [...connections, chain], more);
      }
    }
  };
  for (const start of stops) visit(start, [start], [], new Set([start]));
  return out;
}

/** For each ordered pair of stop hexes, the chain ids over `within` that have track. */
function chainIdsBetween(board: Board, within: ReadonlySet<number>, stops: readonly number[]): Map<number, Map<number, string[][]>> {
  const byStart = new Map<number, Map<number, string[][]>>();
  for (const start of stops) {
    const byEnd = new Map<number, string[][]>();
    const path = [start];
    const walk = (hex: number): void => {
      for (let edge = 0; edge < 6; edge++) {
        const next = board.grid.allNeighbors[hex * 6 + edge];
        if (next < 0 || !within.has(next) || path.includes(next)) continue;
        path.push(next);
        if (stops.includes(next)) {
          const id = path.map((h) => board.grid.ids[h]);
          if (matchingChains(board, id).length > 0) byEnd.set(next, [...(byEnd.get(next) ?? []), id]);
        }
        walk(next);
        path.pop();
      }
    };
    walk(start);
    byStart.set(start, byEnd);
  }
  return byStart;
}
