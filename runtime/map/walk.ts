/**
 * Walking track: the reference's Path#walk and Node#walk, on board keys and typed arrays.
 *
 * The exact walk semantics matter because they decide what a corporation reaches:
 * - A path is not entered while one of its own edges is being crossed further up the walk
 *   (the edge counter), so a walk never doubles back through the same hex side.
 * - Visited paths/nodes stay visited for the whole walk, except after passing a converging
 *   exit (two track ends meeting at one edge of a tile, e.g. tile 25), where they are released
 *   on the way back so the other branch can use them too.
 * - Through a junction, at most two of its paths are in use at once.
 * - A node walk does not continue through a terminal path, nor through a node that blocks
 *   the corporation (an offboard, or a city full of other corporations' tokens).
 */
import type { TrackType } from '../title/parts.js';
import { NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import type { Lane } from './geometry.js';

const LANE_STRIDE = 8;
/** Marks of `Walker.visitedPaths`/`visitedNodes` (0: not entered in this walk). */
const VISITED = 1;
const RELEASED = 2;

/** Path#tracks_match?: broad and narrow meet dual; dual meets anything when `dualOk`. */
export function tracksMatch(track: TrackType, other: TrackType, dualOk: boolean): boolean {
  switch (track) {
    case 'broad':
      return other === 'broad' || other === 'dual';
    case 'narrow':
      return other === 'narrow' || other === 'dual';
    case 'dual':
      return dualOk || other === 'dual';
    default:
      // The reference matches nothing for other kinds of track.
      return false;
  }
}

/** Path#lane_match?: whether two facing lanes across an edge line up. */
export function laneMatch(l0: Lane, l1: Lane): boolean {
  if (l0[0] === l1[0]) return l1[1] === l0[0] - l0[1] - 1;
  const [small, large] = l0[0] < l1[0] || (l0[0] === l1[0] && l0[1] <= l1[1]) ? [l0, l1] : [l1, l0];
  const delta = Math.trunc((large[0] - small[0]) / 2);
  return small[1] + delta === large[0] - large[1] - 1;
}

/**
 * Called for each path a walk enters, with the path key and whether the walk has passed a
 * converging exit; returning false stops the walk from going on past this path.
 */
export type PathVisitor = (pathKey: number, converging: boolean) => boolean | void;

export class Walker {
  /** The board walked and the corporation walking it (read by nodeContinuation). */
  board: Board;
  corporation: string | undefined;
  private skipTrack: TrackType | undefined;
  /**
   * Per node and path key: VISITED while the walk holds it, RELEASED once a converging walk let
   * it go again, 0 if this walk never entered it. Past a converging exit the same paths are
   * entered and released over and over (exponentially often on dense track): told apart from
   * never-entered, each key joins the touched lists once rather than at every entry.
   */
  readonly visitedNodes: Uint8Array;
  readonly visitedPaths: Uint8Array;
  private readonly edgeCounter: Int32Array;
  private readonly junctionCounter: Int32Array;
  /** The paths entered so far and not yet left, in order: the current chain of a path walk. */
  readonly stack: number[] = [];
  // Keys set since the last reset: clearing just these is far cheaper than clearing the arrays
  // (graphs and chains walk from every token, and walks touch a small part of the board).
  private readonly touchedNodes: number[] = [];
  private readonly touchedPaths: number[] = [];
  /** Set by `stop`: the walk enters nothing more, unwinding as it returns. */
  private stopped = false;
  /**
   * Asked before a walk past a converging exit enters a node: true skips the node and all the
   * walk would reach through it (the caller knows nothing it looks for lies there). Past a
   * converging exit every visit is released on the way back, so a skipped node changes nothing
   * else the walk does. Cleared by `bind`.
   */
  deadEnd: ((nodeKey: number) => boolean) | undefined = undefined;

  constructor(board: Board, options: { readonly corporation?: string; readonly skipTrack?: TrackType } = {}) {
    this.board = board;
    this.corporation = options.corporation;
    this.skipTrack = options.skipTrack;
    const n = board.grid.size;
    this.visitedNodes = new Uint8Array(n * NODE_STRIDE);
    this.visitedPaths = new Uint8Array(n * PATH_STRIDE);
    this.edgeCounter = new Int32Array(n * 6 * LANE_STRIDE);
    this.junctionCounter = new Int32Array(n);
  }

  /** Points the walker at a (new state of the) board and a walking corporation, reset. */
  bind(board: Board, options: { readonly corporation?: string; readonly skipTrack?: TrackType } = {}): this {
    this.board = board;
    this.corporation = options.corporation;
    this.skipTrack = options.skipTrack;
    this.deadEnd = undefined;
    this.reset();
    return this;
  }

  /**
   * Forget visits, for a fresh walk on the same board. The edge and junction counters need no
   * clearing: every walk step that raises one lowers it again on the way back.
   */
  reset(): void {
    for (const k of this.touchedNodes) this.visitedNodes[k] = 0;
    for (const k of this.touchedPaths) this.visitedPaths[k] = 0;
    this.touchedNodes.length = 0;
    this.touchedPaths.length = 0;
    this.stack.length = 0;
    this.stopped = false;
  }

  /**
   * Ends the walk under way once a visitor has what it wanted: every call still on the stack
   * returns without entering anything more, and undoes its counters as it does.
   */
  stop(): void {
    this.stopped = true;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  /** Marks a node as already visited (a walk will not enter it). */
  markNodeVisited(nodeKey: number): void {
    if (this.visitedNodes[nodeKey] === 0) this.touchedNodes.push(nodeKey);
    this.visitedNodes[nodeKey] = VISITED;
  }

  /**
   * Whether the walk, as it stands, could enter the path (walkPath's own refusals aside from the
   * hex side it comes by): false while the walk holds it or one of its edges, or its junction is full.
   */
  mayEnter(pathKey: number): boolean {
    if (this.visitedPaths[pathKey] === VISITED) return false;
    const hex = (pathKey / PATH_STRIDE) | 0;
    const path = this.board.tiles[hex].paths[pathKey - hex * PATH_STRIDE];
    if (path.junction && (path.terminal || this.junctionCounter[hex] > 1)) return false;
    if (path.track === this.skipTrack) return false;
    for (let i = 0; i < path.edges.length; i++) {
      if (this.edgeCounter[(hex * 6 + path.edges[i]) * LANE_STRIDE + path.edgeLanes[i][1]] > 0) return false;
    }
    return true;
  }

  /** Whether the walk holds the node (it will not enter it again). */
  holdsNode(nodeKey: number): boolean {
    return this.visitedNodes[nodeKey] === VISITED;
  }

  /**
   * Path#walk from a path. `skipEdge` is the edge it was entered by (-1 for none), `jskip` the
   * hex whose junction it was reached through (-1 for none).
   */
  walkPath(pathKey: number, skipEdge: number, jskip: number, converging: boolean, visit: PathVisitor): void {
    if (this.visitedPaths[pathKey] === VISITED || this.stopped) return;
    const board = this.board;
    const hex = (pathKey / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    const path = tile.paths[pathKey - hex * PATH_STRIDE];
    if (path.junction && this.junctionCounter[hex] > 1) return;
    for (let i = 0; i < path.edges.length; i++) {
      if (this.edgeCounter[(hex * 6 + path.edges[i]) * LANE_STRIDE + path.edgeLanes[i][1]] > 0) return;
    }
    if (path.track === this.skipTrack) return;
    if (path.junction && path.terminal) return;

    if (this.visitedPaths[pathKey] === 0) this.touchedPaths.push(pathKey);
    this.visitedPaths[pathKey] = VISITED;
    if (path.junction) this.junctionCounter[hex]++;
    this.stack.push(pathKey);

    if (visit(pathKey, converging) !== false) {
      if (path.junction && jskip !== hex) {
        for (const jp of tile.junctionPaths) this.walkPath(hex * PATH_STRIDE + jp, -1, hex, converging, visit);
      }
      for (let i = 0; i < path.edges.length; i++) {
        const edge = path.edges[i];
        if (edge === skipEdge) continue;
        const nb = board.neighbors[hex * 6 + edge];
        if (nb < 0) continue;
        const counterKey = (hex * 6 + edge) * LANE_STRIDE + path.edgeLanes[i][1];
        this.edgeCounter[counterKey]++;
        const npEdge = (edge + 3) % 6;
        const nbTile = board.tiles[nb];
        const nextConverging = converging || tile.exitCount[edge] > 1;
        const facing = nbTile.pathsByEdge[npEdge];
        for (let f = 0; f < facing.length; f++) {
          const npId = facing[f];
          const np = nbTile.paths[npId];
          // A path has at most two edges: comparing the first is cheaper than indexOf.
          const npLane = np.edges[0] === npEdge ? np.edgeLanes[0] : np.edgeLanes[np.edges.indexOf(npEdge)];
          if (!laneMatch(path.edgeLanes[i], npLane)) continue;
          if (!tracksMatch(path.track, np.track, true)) continue;
          this.walkPath(nb * PATH_STRIDE + npId, npEdge, -1, nextConverging, visit);
        }
        this.edgeCounter[counterKey]--;
      }
    }

    this.stack.pop();
    if (converging) this.visitedPaths[pathKey] = RELEASED;
    if (path.junction) this.junctionCounter[hex]--;
  }

  /**
   * Node#walk from a node: walks each of its paths and continues through every node those
   * reach, unless the path is terminal or the node blocks the walker's corporation.
   * `visit` sees every path entered (possibly more than once across branches).
   */
  walkNode(nodeKey: number, convergingPath: boolean, visit: (pathKey: number) => void): void {
    if (this.visitedNodes[nodeKey] === VISITED || this.stopped) return;
    if (convergingPath && this.deadEnd !== undefined && this.deadEnd(nodeKey)) return;
    if (this.visitedNodes[nodeKey] === 0) this.touchedNodes.push(nodeKey);
    this.visitedNodes[nodeKey] = VISITED;
    const board = this.board;
    const hex = (nodeKey / NODE_STRIDE) | 0;
    const tile = board.tiles[hex];
    const node = tile.nodes[nodeKey - hex * NODE_STRIDE];
    const onPath = nodeContinuation(this, nodeKey, convergingPath, visit);
    for (const pid of node.paths) {
      const path = tile.paths[pid];
      if (path.track === this.skipTrack || path.ignore) continue;
      this.walkPath(hex * PATH_STRIDE + pid, -1, -1, convergingPath, onPath);
    }
    if (convergingPath) this.visitedNodes[nodeKey] = RELEASED;
  }
}

/**
 * What walkNode does with each path it enters: visit it, then walk on through the nodes at its
 * far end. Built by a function (not a named closure in walkNode) because walks are the hot path
 * of every graph and tsx's keepNames names each named closure with a defineProperty.
 */
function nodeContinuation(walker: Walker, nodeKey: number, convergingPath: boolean, visit: (pathKey: number) => void): PathVisitor {
  return (pk: number, converging: boolean): void => {
    visit(pk);
    const board = walker.board;
    const ph = (pk / PATH_STRIDE) | 0;
    const p = board.tiles[ph].paths[pk - ph * PATH_STRIDE];
    if (p.terminal) return;
    for (const nn of p.nodes) {
      const nk = ph * NODE_STRIDE + nn;
      if (nk === nodeKey) continue;
      if (walker.corporation !== undefined && board.nodeBlocks(ph, nn, walker.corporation)) continue;
      walker.walkNode(nk, convergingPath || converging, visit);
    }
  };
}

const walkers = new WeakMap<object, Walker>();

/**
 * A walker for the board, reset and bound to the options. One walker per grid is reused across
 * walks (its arrays are sized by the grid); callers must not hold two at once.
 */
export function sharedWalker(board: Board, options: { readonly corporation?: string; readonly skipTrack?: TrackType } = {}): Walker {
  let walker = walkers.get(board.grid);
  if (!walker) {
    walker = new Walker(board, options);
    walkers.set(board.grid, walker);
  }
  return walker.bind(board, options);
}
