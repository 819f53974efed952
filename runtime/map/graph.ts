/**
 * A corporation's graph (the reference's Engine::Graph): from its station tokens, what track,
 * nodes and hexes it reaches, where it may lay track and token, and whether it can run a
 * route at all. Cached on the board, so one computation serves until the map changes.
 *
 * Abilities that add start points (teleport, token-with-teleport-price) are passed in as
 * `GraphExtras` by the engine, which knows which abilities are active. Not modelled:
 * `home_as_token`, regions and skip paths of a few titles.
 */
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board, type LastingCache } from './board.js';
import type { MapContext } from './context.js';
import { skipsWhereNoTarget } from './reach.js';
import { tokenRefusal, type CityRef } from './tokens.js';
import { sharedWalker } from './walk.js';

export interface NodeRef {
  readonly hexId: string;
  /** Index into the tile's nodes (cities, towns, offboards in part order). */
  readonly node: number;
}

export interface RouteInfo {
  /** Some token reaches two stops (or one mandatory and an optional one): a route can run. */
  readonly routeAvailable: boolean;
  /** A route is available in the sense that obliges buying a train (two mandatory stops). */
  readonly routeTrainPurchase: boolean;
}

/** Start points from abilities the corporation holds and may use now (Graph#compute). */
export interface GraphExtras {
  /**
   * Hexes of the corporation's active teleport abilities: every edge there counts as connected
   * (track may be laid) and the hex's cities as connected nodes.
   */
  readonly teleportHexes?: readonly string[];
  /** Whether those cities are also tokenable candidates (the reference: once the ability was used). */
  readonly teleportUsed?: boolean;
  /** Hexes of token abilities with a teleport price: their cities are connected, tokenable candidates. */
  readonly tokenHexes?: readonly string[];
}

export class CorporationGraph {
  readonly corporation: string;
  private readonly board: Board;
  /** Per hex index: bit mask of edges connected (track may be laid/extended there). */
  readonly hexEdges: Uint8Array;
  /** Per hex index: whether the hex appears in connected hexes at all. */
  readonly hexConnected: Uint8Array;
  /** Node keys reached (token cities included). */
  readonly nodeKeys: Uint8Array;
  /** Path keys reached. */
  readonly pathKeys: Uint8Array;
  /** Per hex index: whether some reached path lies there (the hexes it can run in). */
  readonly reachable: Uint8Array;
  /** Nodes in the order walks reach them, repeats kept (tokenable-city candidates). */
  readonly reachedOrder: readonly number[];
  readonly routeInfo: RouteInfo;
  /** Built with ability start points (extras). */
  readonly withExtras: boolean;

  constructor(board: Board, corporation: string, extras: GraphExtras = {}) {
    this.board = board;
    this.corporation = corporation;
    this.withExtras = hasExtras(extras);
    const grid = board.grid;
    const n = grid.size;
    this.hexEdges = new Uint8Array(n);
    this.hexConnected = new Uint8Array(n);
    this.nodeKeys = new Uint8Array(n * NODE_STRIDE);
    this.pathKeys = new Uint8Array(n * PATH_STRIDE);
    this.reachable = new Uint8Array(n);
    const reachedOrder: number[] = [];

    const tokens = tokenNodes(board, corporation);
    for (const key of tokens) {
      const hex = (key / NODE_STRIDE) | 0;
      this.markHex(hex);
      for (let e = 0; e < 6; e++) if (board.neighbors[hex * 6 + e] >= 0) this.hexEdges[hex] |= 1 << e;
      this.nodeKeys[key] = 1;
    }

    // Ability start points join the connected nodes but are not walked from (not tokens).
    const addCities = (hexId: string, candidates: boolean): number => {
      const hex = board.hexIndex(hexId);
      for (const c of board.tiles[hex].cities) {
        const key = hex * NODE_STRIDE + c;
        this.nodeKeys[key] = 1;
        if (candidates) reachedOrder.push(key);
      }
      return hex;
    };
    for (const hexId of extras.tokenHexes ?? []) addCities(hexId, true);
    for (const hexId of extras.teleportHexes ?? []) {
      const hex = addCities(hexId, extras.teleportUsed ?? false);
      this.markHex(hex);
      for (let e = 0; e < 6; e++) if (board.neighbors[hex * 6 + e] >= 0) this.hexEdges[hex] |= 1 << e;
    }

    let routeAvailable = false;
    let routeTrainPurchase = false;
    const walker = sharedWalker(board, { corporation });
    // The walks record a path the first time one enters it, and nothing else (its nodes, hex
    // sides and the token whose walk it was): past a converging exit, where they can take
    // exponential time (one graph of 1861's dense track took 50 ms), they skip what holds no
    // path still unrecorded. Every path is recorded, in the same order, as by the whole walks.
    const pathKeys = this.pathKeys;
    walker.deadEnd = skipsWhereNoTarget(walker, corporation, (pk) => pathKeys[pk] === 0);
    for (const token of tokens) {
      walker.reset();
      for (const other of tokens) if (other !== token) walker.markNodeVisited(other);
      let mandatory = 0;
      let optional = 0;
      const local = new Set<number>();
      walker.walkNode(token, false, (pk) => {
        if (this.pathKeys[pk]) return;
        this.pathKeys[pk] = 1;
        const hex = (pk / PATH_STRIDE) | 0;
        const tile = board.tiles[hex];
        const path = tile.paths[pk - hex * PATH_STRIDE];
        for (const nn of path.nodes) {
          const nk = hex * NODE_STRIDE + nn;
          reachedOrder.push(nk);
          this.nodeKeys[nk] = 1;
          if (!local.has(nk)) {
            local.add(nk);
            const use = tile.nodes[nn].route;
            if (use === 'mandatory') mandatory++;
            else if (use === 'optional') optional++;
          }
        }
        this.reachable[hex] = 1;
        this.markHex(hex);
        for (const e of path.edges) {
          this.hexEdges[hex] |= 1 << e;
          const nb = board.neighbors[hex * 6 + e];
          if (nb >= 0) {
            this.markHex(nb);
            this.hexEdges[nb] |= 1 << ((e + 3) % 6);
          }
        }
      });
      if (routeTrainPurchase) continue;
      if (mandatory > 1) {
        routeAvailable = true;
        routeTrainPurchase = true;
      } else if (mandatory === 1 && optional > 0) {
        routeAvailable = true;
      }
    }
    walker.deadEnd = undefined;
    this.reachedOrder = reachedOrder;
    this.routeInfo = { routeAvailable, routeTrainPurchase };
  }

  private markHex(hex: number): void {
    this.hexConnected[hex] = 1;
  }

  /** Edges of a hex the corporation connects to (Graph#connected_hexes[hex]), or undefined. */
  connectedEdges(hexId: string): number[] | undefined {
    const hex = this.board.hexIndex(hexId);
    if (!this.hexConnected[hex]) return undefined;
    const out: number[] = [];
    for (let e = 0; e < 6; e++) if (this.hexEdges[hex] & (1 << e)) out.push(e);
    return out;
  }

  /** Every connected hex with its edges. */
  connectedHexes(): Map<string, number[]> {
    const out = new Map<string, number[]>();
    this.board.grid.ids.forEach((id, hex) => {
      if (this.hexConnected[hex]) out.set(id, this.connectedEdges(id)!);
    });
    return out;
  }

  /** Hexes where the corporation has reachable track (Graph#reachable_hexes). */
  reachableHexes(): Set<string> {
    const out = new Set<string>();
    this.board.grid.ids.forEach((id, hex) => {
      if (this.reachable[hex]) out.add(id);
    });
    return out;
  }

  isReachable(hexId: string): boolean {
    return this.reachable[this.board.hexIndex(hexId)] === 1;
  }

  /** Whether a node (tile node index) is connected (Graph#connected_nodes). */
  isNodeConnected(hexId: string, node: number): boolean {
    return this.nodeKeys[this.board.hexIndex(hexId) * NODE_STRIDE + node] === 1;
  }

  /** Whether a city (by city index) is connected: where place_token may go. */
  isCityConnected(hexId: string, cityIndex: number): boolean {
    const hex = this.board.hexIndex(hexId);
    const node = this.board.tiles[hex].cities[cityIndex];
    return node !== undefined && this.nodeKeys[hex * NODE_STRIDE + node] === 1;
  }

  connectedNodes(): NodeRef[] {
    const out: NodeRef[] = [];
    for (let k = 0; k < this.nodeKeys.length; k++) {
      if (this.nodeKeys[k]) out.push({ hexId: this.board.grid.ids[(k / NODE_STRIDE) | 0], node: k % NODE_STRIDE });
    }
    return out;
  }

  /** Whether a path (tile path id) of a hex is reached (Graph#connected_paths). */
  isPathConnected(hexId: string, pathId: number): boolean {
    return this.pathKeys[this.board.hexIndex(hexId) * PATH_STRIDE + pathId] === 1;
  }
}

/**
 * Node keys of the cities holding the corporation's tokens, in board order: where its walks
 * start. (Read from the hexes with tokens, which the board keeps up to date change by change:
 * an index of every corporation's tokens, built again at each map change, cost more than it
 * saved, the map changing about as often as a graph is built.)
 */
export function tokenNodes(board: Board, corporation: string): readonly number[] {
  const tokens: number[] = [];
  for (const hex of board.tokenHexes) {
    const held = board.states[hex].tokens;
    const tile = board.tiles[hex];
    for (const c of tile.cities) {
      const node = tile.nodes[c];
      if (node.kind === 'city' && held[node.cityIndex]?.includes(corporation)) tokens.push(hex * NODE_STRIDE + c);
    }
  }
  return tokens;
}

function extrasKey(extras: GraphExtras | undefined): string {
  if (!extras) return '';
  return JSON.stringify([extras.teleportHexes ?? [], extras.teleportUsed ?? false, extras.tokenHexes ?? []]);
}

/**
 * The board's graphs by corporation and extras. A graph lasts through changes to hexes its walks
 * never looked at: a walk reads a hex's track, nodes and tokens only when some path it entered
 * leads there (the hex is then connected) or it starts there (a token hex, connected too). What
 * changed elsewhere cannot change it, unless the corporation gained a token there. Graphs with
 * ability extras read their hexes' cities without walking there, and do not last.
 */
class GraphCache implements LastingCache {
  readonly graphs = new Map<string, CorporationGraph>();

  prune(board: Board, changed: readonly number[]): void {
    for (const [key, graph] of this.graphs) {
      if (graph.withExtras || changed.some((hex) => graph.hexConnected[hex] === 1 || holdsToken(board, hex, graph.corporation))) this.graphs.delete(key);
    }
  }
}

function holdsToken(board: Board, hex: number, corporation: string): boolean {
  for (const city of board.states[hex].tokens) if (city.includes(corporation)) return true;
  return false;
}

/** The corporation's graph on the current map (cached per extras until the map changes where it reaches). */
export function corporationGraph(ctx: MapContext, corporation: string, extras?: GraphExtras): CorporationGraph {
  const board = boardFor(ctx);
  const graphs = board.lastingCache('graphs', () => new GraphCache()).graphs;
  const key = corporation + '\u0000' + extrasKey(extras);
  let graph = graphs.get(key);
  if (!graph) {
    graph = new CorporationGraph(board, corporation, extras);
    graphs.set(key, graph);
  }
  return graph;
}

/** The corporation's graph if it is built for the board as it is now (the board up to date), else undefined. */
export function builtGraph(board: Board, corporation: string, extras?: GraphExtras): CorporationGraph | undefined {
  const cache = board.lasting.get('graphs') as GraphCache | undefined;
  return cache?.graphs.get(corporation + '\u0000' + extrasKey(extras));
}

export function hasExtras(extras: GraphExtras | undefined): boolean {
  return (extras?.teleportHexes?.length ?? 0) + (extras?.tokenHexes?.length ?? 0) > 0;
}

/**
 * Connected cities the corporation may token (Graph#tokenable_cities with `free`), in the order
 * its walks reach them; assumes it has a token left. Ownership of reservations is read now, so
 * this is not cached.
 */
export function tokenableCities(
  ctx: MapContext,
  corporation: string,
  options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly extras?: GraphExtras; readonly owner?: string } = {},
): CityRef[] {
  const out: CityRef[] = [];
  eachTokenableCity(ctx, corporation, options, (city) => {
    out.push(city);
    return true;
  });
  return out;
}

/** Calls `found` for each tokenable city in reach order until it returns false. */
export function eachTokenableCity(
  ctx: MapContext,
  corporation: string,
  options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly extras?: GraphExtras; readonly owner?: string },
  found: (city: CityRef) => boolean,
): void {
  const graph = corporationGraph(ctx, corporation, options.extras);
  const board = boardFor(ctx);
  const seen = new Set<number>();
  for (const nk of graph.reachedOrder) {
    if (seen.has(nk)) continue;
    seen.add(nk);
    const hex = (nk / NODE_STRIDE) | 0;
    const node = board.tiles[hex].nodes[nk - hex * NODE_STRIDE];
    if (node.kind !== 'city') continue;
    const hexId = board.grid.ids[hex];
    if (tokenRefusal(ctx, hexId, node.cityIndex, corporation, options) === null && !found({ hexId, cityIndex: node.cityIndex })) return;
  }
}

/**
 * Graph#route_info, freshly computed. Note the reference keeps `routeTrainPurchase: true`
 * forever once it was true for a corporation (its graph cache survives clears); the engine
 * should remember that per corporation if it wants the same answers.
 */
export function routeInfo(ctx: MapContext, corporation: string, extras?: GraphExtras): RouteInfo {
  return corporationGraph(ctx, corporation, extras).routeInfo;
}
