/**
 * Questions about part of a corporation's graph (a lay's reach, a city's connection, whether a
 * token can go anywhere), answered by its walks stopping as soon as the answer is known when the
 * graph is not built: a replay asks each about once per map state, and a full graph costs more.
 * The walks enter the same paths in the same order as the graph's, so the answers are the same.
 */
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import type { MapContext } from './context.js';
import { builtGraph, corporationGraph, eachTokenableCity, hasExtras, tokenNodes, type CorporationGraph, type GraphExtras } from './graph.js';
import { tokenRefusal } from './tokens.js';
import { skipsWhereNoTarget } from './reach.js';
import { sharedWalker } from './walk.js';

/**
 * Walks the corporation's track as its graph does (from each token city in board order, the
 * others held visited), telling `visit` of each path entered, repeats included, until it returns
 * true. Returns whether it did. A question about part of the graph is answered this way without
 * the whole graph, usually long before every walk is done, and with the same answer: the walks
 * enter the same paths in the same order. Past a converging exit, where a walk can take
 * exponential time, they skip each node from which no path `target` accepts can be entered any
 * more (`skipsWhereNoTarget`): `target` must accept every path whose visit could stop the walk
 * or change what `visit` records.
 */
function walkGraphPaths(board: Board, corporation: string, visit: (pathKey: number) => boolean, target: (pathKey: number) => boolean): boolean {
  const tokens = tokenNodes(board, corporation);
  const walker = sharedWalker(board, { corporation });
  walker.deadEnd = skipsWhereNoTarget(walker, corporation, target);
  const onPath = (pk: number) => {
    if (visit(pk)) walker.stop();
  };
  let stopped = false;
  for (const token of tokens) {
    walker.reset();
    for (const other of tokens) if (other !== token) walker.markNodeVisited(other);
    walker.walkNode(token, false, onPath);
    if ((stopped = walker.isStopped)) break;
  }
  walker.reset();
  walker.deadEnd = undefined;
  return stopped;
}

/**
 * Whether the corporation's walks, as its graph makes them, enter one of the paths on hex `hex`
 * that `wanted` marks (by the tile's path id): the track restriction of a lay, answered without
 * the whole graph. The walks stop at the first such path.
 */
export function walkReachesHexPaths(board: Board, corporation: string, hex: number, wanted: readonly boolean[]): boolean {
  const isWanted = (pk: number): boolean => ((pk / PATH_STRIDE) | 0) === hex && wanted[pk - hex * PATH_STRIDE] === true;
  return walkGraphPaths(board, corporation, isWanted, isWanted);
}

/**
 * Whether the corporation connects to one of the hex's edges in `mask` (its graph's
 * `hexEdges[hex] & mask`): a lay's reach. From the graph when it is built; else (see
 * `graphToAsk`) the walks stop at the first path that connects.
 */
export function connectsEdges(ctx: MapContext, corporation: string, hex: number, mask: number, extras?: GraphExtras): boolean {
  const board = boardFor(ctx);
  const built = graphToAsk(ctx, board, corporation, extras);
  if (built) return built.hexConnected[hex] === 1 && (built.hexEdges[hex] & mask) !== 0;
  // A token hex connects every edge with a neighbour.
  if (board.tiles[hex].cities.some((c) => board.nodeTokenedBy(hex, c, corporation))) {
    for (let e = 0; e < 6; e++) if ((mask & (1 << e)) !== 0 && board.neighbors[hex * 6 + e] >= 0) return true;
  }
  const connects = (pk: number): boolean => {
    const ph = (pk / PATH_STRIDE) | 0;
    const path = board.tiles[ph].paths[pk - ph * PATH_STRIDE];
    for (const e of path.edges) {
      if (ph === hex && (mask & (1 << e)) !== 0) return true;
      if (board.neighbors[ph * 6 + e] === hex && (mask & (1 << ((e + 3) % 6))) !== 0) return true;
    }
    return false;
  };
  return walked(board, corporation, walkGraphPaths(board, corporation, connects, connects));
}

/**
 * Whether a city (by city index) is connected (the graph's `isCityConnected`): where a token
 * may go. From the graph when it is built; else (see `graphToAsk`) the walks stop once they
 * reach the city.
 */
export function connectsCity(ctx: MapContext, corporation: string, hexId: string, cityIndex: number): boolean {
  const board = boardFor(ctx);
  const built = graphToAsk(ctx, board, corporation);
  if (built) return built.isCityConnected(hexId, cityIndex);
  const hex = board.hexIndex(hexId);
  const node = board.tiles[hex].cities[cityIndex];
  if (node === undefined) return false;
  if (board.nodeTokenedBy(hex, node, corporation)) return true;
  const reaches = (pk: number): boolean => ((pk / PATH_STRIDE) | 0) === hex && board.tiles[hex].paths[pk - hex * PATH_STRIDE].nodes.includes(node);
  return walked(board, corporation, walkGraphPaths(board, corporation, reaches, reaches));
}

/** Questions a map state answers by walks that stop early, per corporation, before its graph is built. */
const EARLY_WALKS = 8;
/** Marks a corporation whose early walk on this map state went to the end: the next question builds the graph. */
const WALKED_THROUGH = -1;

/**
 * The graph to answer a question about part of the corporation's graph from: the built one, or
 * one built now (with extras; once a walk on this map state found nothing and so walked the whole
 * graph anyway; or after `EARLY_WALKS` questions); undefined to answer by a walk that stops early,
 * whose outcome the caller reports to `walked`.
 */
function graphToAsk(ctx: MapContext, board: Board, corporation: string, extras?: GraphExtras): CorporationGraph | undefined {
  const built = builtGraph(board, corporation, extras);
  if (built) return built;
  if (hasExtras(extras)) return corporationGraph(ctx, corporation, extras);
  const asked = board.cache('graphQuestions', () => new Map<string, number>());
  const times = asked.get(corporation) ?? 0;
  if (times === WALKED_THROUGH || times >= EARLY_WALKS) return corporationGraph(ctx, corporation);
  asked.set(corporation, times + 1);
  return undefined;
}

/** An early walk's outcome: one that did not stop walked the whole graph, which is built from then on. */
function walked(board: Board, corporation: string, stopped: boolean): boolean {
  if (!stopped) board.cache('graphQuestions', () => new Map<string, number>()).set(corporation, WALKED_THROUGH);
  return stopped;
}

/**
 * Graph#can_token?: some connected city takes the corporation's token. Without the graph built,
 * the walks stop at the first city that does; the cities they reached, in order, are remembered
 * for the map state, so the next question (the step asks it again and again) first judges those
 * again (who holds a reservation may have changed), and builds the graph only when none takes it.
 */
export function canToken(
  ctx: MapContext,
  corporation: string,
  options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly extras?: GraphExtras; readonly owner?: string } = {},
): boolean {
  const board = boardFor(ctx);
  if (builtGraph(board, corporation, options.extras) === undefined && !hasExtras(options.extras)) {
    const early = board.cache('tokenWalks', () => new Map<string, CitiesReached>());
    const reached = early.get(corporation);
    if (reached === undefined) return firstTokenableWalk(ctx, board, corporation, options, early);
    for (const nk of reached.cities) if (takesToken(ctx, board, nk, corporation, options)) return true;
    if (reached.complete) return false;
  }
  let any = false;
  eachTokenableCity(ctx, corporation, options, () => {
    any = true;
    return false;
  });
  return any;
}

/** The cities (node keys) an early walk reached, in the order the graph reaches them; complete when it walked the whole graph. */
interface CitiesReached {
  readonly cities: number[];
  complete: boolean;
}

function takesToken(ctx: MapContext, board: Board, nk: number, corporation: string, options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly owner?: string }): boolean {
  const hex = (nk / NODE_STRIDE) | 0;
  const node = board.tiles[hex].nodes[nk - hex * NODE_STRIDE];
  return tokenRefusal(ctx, board.grid.ids[hex], node.cityIndex, corporation, options) === null;
}

/** canToken's walk: to the first city that takes the token, remembering the cities reached. */
function firstTokenableWalk(
  ctx: MapContext,
  board: Board,
  corporation: string,
  options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly owner?: string },
  early: Map<string, CitiesReached>,
): boolean {
  const reached: CitiesReached = { cities: [], complete: false };
  const seen = new Set<number>();
  const takes = (pk: number): boolean => {
    const hex = (pk / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    for (const nn of tile.paths[pk - hex * PATH_STRIDE].nodes) {
      const nk = hex * NODE_STRIDE + nn;
      if (seen.has(nk)) continue;
      seen.add(nk);
      if (tile.nodes[nn].kind !== 'city') continue;
      reached.cities.push(nk);
      if (takesToken(ctx, board, nk, corporation, options)) return true;
    }
    return false;
  };
  // Past what holds no city not yet seen, `takes` would record nothing.
  const unseenCity = (pk: number): boolean => {
    const hex = (pk / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    for (const nn of tile.paths[pk - hex * PATH_STRIDE].nodes) if (tile.nodes[nn].kind === 'city' && !seen.has(hex * NODE_STRIDE + nn)) return true;
    return false;
  };
  const stopped = walkGraphPaths(board, corporation, takes, unseenCity);
  reached.complete = !stopped;
  early.set(corporation, reached);
  return stopped;
}
