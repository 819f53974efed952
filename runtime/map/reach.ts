/**
 * Whether a corporation's walks could reach some track, at most: a flood over the track a walk
 * may run along, told by direction. A walk enters each path at one end and leaves it by the
 * other, and across a hex side it goes on into the neighbour's track only, never back into
 * another path of the tile it leaves (a switch: where tile 23's two tracks meet at one side, a
 * train on one cannot turn into the other). The flood follows those rules (lanes and gauges
 * that meet, junctions, terminal paths, nodes that block the corporation) and none of the finer
 * ones a walk adds as it goes (a node, path or hex side used once at a time, a junction by two
 * paths), so it is a bound: a path it cannot reach is in no walk, one it reaches may not be.
 * Linear in the track, where an exact walk can take exponential time past converging exits.
 *
 * One of those finer rules it does follow, for it costs nothing: a walk that comes into a node
 * by a path leaves it by another (the one it came by is held). Without it, the flood turned
 * back at every city and town along the track it came by, and so reached the far side of a
 * switch (tile 23's second track) whenever it reached the near side: candidate lays of switch
 * tiles, which no walk can use, were each refused only after a whole walk.
 */
import { NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import type { TileGeometry } from './geometry.js';
import { laneMatch, tracksMatch, type Walker } from './walk.js';

/**
 * The flood's scratch per grid: a generation stamp per path direction and node, so no clearing,
 * and what the flood under way asks (its methods, not closures made for each flood: the
 * restriction walks flood at every node past a converging exit, hundreds of thousands of times).
 */
class Flood {
  generation = 0;
  /** Per path key × 2 + the end (0: a, 1: b) it was entered by. */
  readonly entered: Uint32Array;
  readonly nodes: Uint32Array;
  /**
   * Per node stamped this generation: the path key it was first come into by, whose way back out
   * is still to be entered (the flood goes on by it once it comes into the node by another), or
   * -1 once every path of the node was entered.
   */
  readonly cameBy: Int32Array;
  readonly queue: number[] = [];
  // The flood under way.
  board: Board | undefined;
  walker: Walker | undefined;
  isTarget!: (pathKey: number) => boolean;
  found = false;

  constructor(size: number) {
    this.entered = new Uint32Array(size * PATH_STRIDE * 2);
    this.nodes = new Uint32Array(size * NODE_STRIDE);
    this.cameBy = new Int32Array(size * NODE_STRIDE);
  }

  enter(pathKey: number, end: number): void {
    const state = pathKey * 2 + end;
    if (this.entered[state] === this.generation) return;
    this.entered[state] = this.generation;
    if (this.walker !== undefined && !this.walker.mayEnter(pathKey)) return;
    if (this.isTarget(pathKey)) this.found = true;
    this.queue.push(state);
  }

  /** Enters a node's paths but the one it was come into by (`from`: that path's key, -1 for a start). */
  enterNode(nodeKey: number, from: number): void {
    const hex = (nodeKey / NODE_STRIDE) | 0;
    const node = nodeKey - hex * NODE_STRIDE;
    const tile = this.board!.tiles[hex];
    if (this.nodes[nodeKey] === this.generation) {
      // Come into again by another path: the way back by the first is open now.
      const first = this.cameBy[nodeKey];
      if (first < 0 || first === from) return;
      this.cameBy[nodeKey] = -1;
      this.enterFromNode(tile, first, node);
      return;
    }
    if (this.walker !== undefined && this.walker.holdsNode(nodeKey)) return;
    this.nodes[nodeKey] = this.generation;
    this.cameBy[nodeKey] = from;
    const hexPaths = hex * PATH_STRIDE;
    for (const pid of tile.nodes[node].paths) if (hexPaths + pid !== from) this.enterFromNode(tile, hexPaths + pid, node);
  }

  /** Enters a path of `tile` at its end on `node` (a walk never enters a terminal junction path: Walker#walkPath). */
  private enterFromNode(tile: TileGeometry, pathKey: number, node: number): void {
    const path = tile.paths[pathKey % PATH_STRIDE];
    if (!(path.junction && path.terminal)) this.enter(pathKey, path.a.kind === 'node' && path.a.node === node ? 0 : 1);
  }
}

const floods = new WeakMap<object, Flood>();

function floodFor(board: Board): Flood {
  let flood = floods.get(board.grid);
  if (!flood) floods.set(board.grid, (flood = new Flood(board.grid.size)));
  return flood;
}

/**
 * Whether a walk of the corporation from the nodes `starts` might enter a path `isTarget`
 * accepts. With `walker`, of a walk under way, about to enter those nodes: what it holds
 * stays held below that point, and so do the hex sides it is crossing; false then means no
 * walk on from there reaches a target (the walk may skip them).
 */
export function mayReach(board: Board, corporation: string | undefined, starts: readonly number[], isTarget: (pathKey: number) => boolean, walker?: Walker): boolean {
  const flood = floodFor(board);
  flood.generation++;
  flood.board = board;
  flood.walker = walker;
  flood.isTarget = isTarget;
  flood.found = false;
  const queue = flood.queue;
  queue.length = 0;
  for (const start of starts) flood.enterNode(start, -1);
  while (queue.length > 0 && !flood.found) {
    const state = queue.pop()!;
    const pathKey = state >> 1;
    const hex = (pathKey / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    const path = tile.paths[pathKey - hex * PATH_STRIDE];
    const out = (state & 1) === 0 ? path.b : path.a;
    if (out.kind === 'junction') {
      for (const jp of tile.junctionPaths) {
        const j = tile.paths[jp];
        if (jp !== path.id && !j.terminal) flood.enter(hex * PATH_STRIDE + jp, j.a.kind === 'junction' ? 0 : 1);
      }
    } else if (out.kind === 'node') {
      // A walk goes on through a node unless the path is terminal or the node blocks it.
      if (!path.terminal && (corporation === undefined || !board.nodeBlocks(hex, out.node, corporation))) flood.enterNode(hex * NODE_STRIDE + out.node, pathKey);
    } else {
      const nb = board.neighbors[hex * 6 + out.edge];
      if (nb < 0) continue;
      const npEdge = (out.edge + 3) % 6;
      const nbTile = board.tiles[nb];
      for (const npId of nbTile.pathsByEdge[npEdge]) {
        const np = nbTile.paths[npId];
        if (np.junction && np.terminal) continue;
        // The end a walk coming across that side enters it by.
        const end = np.a.kind === 'edge' && np.a.edge === npEdge ? 0 : 1;
        const npEnd = end === 0 ? np.a : np.b;
        if (npEnd.kind !== 'edge' || !laneMatch(out.lane, npEnd.lane) || !tracksMatch(path.track, np.track, true)) continue;
        flood.enter(nb * PATH_STRIDE + npId, end);
      }
    }
  }
  // Nothing of this flood is held past it (its target test, the walk, the board).
  flood.board = undefined;
  flood.walker = undefined;
  flood.isTarget = NO_TARGET;
  return flood.found;
}

const NO_TARGET = (): boolean => false;

/**
 * A walker's `deadEnd` (Walker#deadEnd) for a walk that looks for paths `isTarget` accepts:
 * past a converging exit, where a walk can take exponential time, it skips each node from which
 * no such path can be entered any more as the walk stands (`mayReach`). The walk then enters
 * fewer paths, never fewer of the wanted ones, and those in the same order.
 */
export function skipsWhereNoTarget(walker: Walker, corporation: string, isTarget: (pathKey: number) => boolean): (nodeKey: number) => boolean {
  const starts = [0];
  return (nodeKey) => {
    starts[0] = nodeKey;
    return !mayReach(walker.board, corporation, starts, isTarget, walker);
  };
}
