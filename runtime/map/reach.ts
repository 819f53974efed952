/**
 * Track a corporation's walks could reach, at most: every path joined to one of its tokens by
 * track (across hex sides whose lanes and gauges meet, through nodes that do not block it, and
 * through junctions), with none of the walk's finer limits (an edge crossed once at a time, a
 * junction used by two paths, visits released past a converging exit). A path not in this set
 * is in no graph of the corporation; one in it may or may not be. A plain flood over the
 * board's paths, linear in their number, where an exact walk can take exponential time: it
 * settles the common questions before any walk is needed.
 */
import { NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import { laneMatch, tracksMatch } from './walk.js';

/** Per path key, 1 where the corporation's walks might enter the path. */
export function mayReach(board: Board, corporation: string): Uint8Array {
  const reached = new Uint8Array(board.grid.size * PATH_STRIDE);
  const nodes = new Uint8Array(board.grid.size * NODE_STRIDE);
  const queue: number[] = [];
  const enterNode = (hex: number, node: number) => {
    const key = hex * NODE_STRIDE + node;
    if (nodes[key]) return;
    nodes[key] = 1;
    for (const pid of board.tiles[hex].nodes[node].paths) enter(hex * PATH_STRIDE + pid);
  };
  const enter = (pathKey: number) => {
    if (reached[pathKey]) return;
    reached[pathKey] = 1;
    queue.push(pathKey);
  };
  for (let hex = 0; hex < board.grid.size; hex++) {
    for (const c of board.tiles[hex].cities) if (board.nodeTokenedBy(hex, c, corporation)) enterNode(hex, c);
  }
  while (queue.length > 0) {
    const pathKey = queue.pop()!;
    const hex = (pathKey / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    const path = tile.paths[pathKey - hex * PATH_STRIDE];
    if (path.junction) for (const jp of tile.junctionPaths) enter(hex * PATH_STRIDE + jp);
    for (let i = 0; i < path.edges.length; i++) {
      const edge = path.edges[i];
      const nb = board.neighbors[hex * 6 + edge];
      if (nb < 0) continue;
      const npEdge = (edge + 3) % 6;
      const nbTile = board.tiles[nb];
      for (const npId of nbTile.pathsByEdge[npEdge]) {
        const np = nbTile.paths[npId];
        if (!laneMatch(path.edgeLanes[i], np.edgeLanes[np.edges.indexOf(npEdge)]) || !tracksMatch(path.track, np.track, true)) continue;
        enter(nb * PATH_STRIDE + npId);
      }
    }
    if (path.terminal) continue;
    for (const node of path.nodes) if (!board.nodeBlocks(hex, node, corporation)) enterNode(hex, node);
  }
  return reached;
}
