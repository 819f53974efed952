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
import type { PathEnd, PathGeometry } from './geometry.js';
import { laneMatch, tracksMatch, type Walker } from './walk.js';

/** Scratch marks per grid: a generation stamp per path direction and node, so no clearing. */
interface FloodMarks {
  generation: number;
  /** Per path key × 2 + the end (0: a, 1: b) it was entered by. */
  readonly entered: Uint32Array;
  readonly nodes: Uint32Array;
  /**
   * Per node stamped this generation: the path key it was first come into by, whose way back out
   * is still to be entered (the flood goes on by it once it comes into the node by another), or
   * -1 once every path of the node was entered.
   */
  readonly cameBy: Int32Array;
  readonly queue: number[];
}
const floodMarks = new WeakMap<object, FloodMarks>();

function marksFor(board: Board): FloodMarks {
  let marks = floodMarks.get(board.grid);
  if (!marks) {
    const size = board.grid.size;
    marks = { generation: 0, entered: new Uint32Array(size * PATH_STRIDE * 2), nodes: new Uint32Array(size * NODE_STRIDE), cameBy: new Int32Array(size * NODE_STRIDE), queue: [] };
    floodMarks.set(board.grid, marks);
  }
  return marks;
}

/** The end of the path (0: a, 1: b) that `matches`: where a walk coming that way enters it. */
function endOf(path: PathGeometry, matches: (end: PathEnd) => boolean): number {
  return matches(path.a) ? 0 : 1;
}

/**
 * Whether a walk of the corporation from the nodes `starts` might enter a path `isTarget`
 * accepts. With `walker`, of a walk under way, about to enter those nodes: what it holds
 * stays held below that point, and so do the hex sides it is crossing; false then means no
 * walk on from there reaches a target (the walk may skip them).
 */
export function mayReach(board: Board, corporation: string | undefined, starts: readonly number[], isTarget: (pathKey: number) => boolean, walker?: Walker): boolean {
  const marks = marksFor(board);
  const gen = ++marks.generation;
  const { entered, nodes, cameBy, queue } = marks;
  queue.length = 0;
  let found = false;
  const enter = (pathKey: number, end: number): void => {
    const state = pathKey * 2 + end;
    if (entered[state] === gen) return;
    entered[state] = gen;
    if (walker !== undefined && !walker.mayEnter(pathKey)) return;
    if (isTarget(pathKey)) found = true;
    queue.push(state);
  };
  /** Enters a node's paths but the one it was come into by (`from`: that path's key, -1 for a start). */
  const enterNode = (nodeKey: number, from: number): void => {
    const hex = (nodeKey / NODE_STRIDE) | 0;
    const node = nodeKey - hex * NODE_STRIDE;
    const tile = board.tiles[hex];
    if (nodes[nodeKey] === gen) {
      // Come into again by another path: the way back by the first is open now.
      const first = cameBy[nodeKey];
      if (first < 0 || first === from) return;
      cameBy[nodeKey] = -1;
      enterFromNode(tile, first, node);
      return;
    }
    if (walker !== undefined && walker.holdsNode(nodeKey)) return;
    nodes[nodeKey] = gen;
    cameBy[nodeKey] = from;
    for (const pid of tile.nodes[node].paths) {
      const pathKey = hex * PATH_STRIDE + pid;
      if (pathKey !== from) enterFromNode(tile, pathKey, node);
    }
  };
  /** Enters a path of `tile` at its end on `node` (a walk never enters a terminal junction path: Walker#walkPath). */
  const enterFromNode = (tile: Board['tiles'][number], pathKey: number, node: number): void => {
    const path = tile.paths[pathKey % PATH_STRIDE];
    if (!(path.junction && path.terminal)) enter(pathKey, endOf(path, (e) => e.kind === 'node' && e.node === node));
  };
  for (const start of starts) enterNode(start, -1);
  while (queue.length > 0 && !found) {
    const state = queue.pop()!;
    const pathKey = state >> 1;
    const hex = (pathKey / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    const path = tile.paths[pathKey - hex * PATH_STRIDE];
    const out = (state & 1) === 0 ? path.b : path.a;
    if (out.kind === 'junction') {
      for (const jp of tile.junctionPaths) {
        const j = tile.paths[jp];
        if (jp !== path.id && !j.terminal) enter(hex * PATH_STRIDE + jp, endOf(j, (e) => e.kind === 'junction'));
      }
    } else if (out.kind === 'node') {
      // A walk goes on through a node unless the path is terminal or the node blocks it.
      if (!path.terminal && (corporation === undefined || !board.nodeBlocks(hex, out.node, corporation))) enterNode(hex * NODE_STRIDE + out.node, pathKey);
    } else {
      const nb = board.neighbors[hex * 6 + out.edge];
      if (nb < 0) continue;
      const npEdge = (out.edge + 3) % 6;
      const nbTile = board.tiles[nb];
      for (const npId of nbTile.pathsByEdge[npEdge]) {
        const np = nbTile.paths[npId];
        if (np.junction && np.terminal) continue;
        const end = endOf(np, (e) => e.kind === 'edge' && e.edge === npEdge);
        const npEnd = end === 0 ? np.a : np.b;
        if (npEnd.kind !== 'edge' || !laneMatch(out.lane, npEnd.lane) || !tracksMatch(path.track, np.track, true)) continue;
        enter(nb * PATH_STRIDE + npId, end);
      }
    }
  }
  return found;
}
