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
  readonly queue: number[];
}
const floodMarks = new WeakMap<object, FloodMarks>();

function marksFor(board: Board): FloodMarks {
  let marks = floodMarks.get(board.grid);
  if (!marks) {
    const size = board.grid.size;
    marks = { generation: 0, entered: new Uint32Array(size * PATH_STRIDE * 2), nodes: new Uint32Array(size * NODE_STRIDE), queue: [] };
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
  const { entered, nodes, queue } = marks;
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
  const enterNode = (nodeKey: number): void => {
    if (nodes[nodeKey] === gen || (walker !== undefined && walker.holdsNode(nodeKey))) return;
    nodes[nodeKey] = gen;
    const hex = (nodeKey / NODE_STRIDE) | 0;
    const node = nodeKey - hex * NODE_STRIDE;
    const tile = board.tiles[hex];
    for (const pid of tile.nodes[node].paths) {
      const path = tile.paths[pid];
      // A walk never enters a terminal junction path (Walker#walkPath).
      if (!(path.junction && path.terminal)) enter(hex * PATH_STRIDE + pid, endOf(path, (e) => e.kind === 'node' && e.node === node));
    }
  };
  for (const start of starts) enterNode(start);
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
      if (!path.terminal && (corporation === undefined || !board.nodeBlocks(hex, out.node, corporation))) enterNode(hex * NODE_STRIDE + out.node);
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
