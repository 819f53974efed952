/**
 * Tile geometry: a tile's parts resolved for one rotation into the arrays the map code walks.
 *
 * Built once per (tile, rotation) by `tiles.ts` and shared read-only; everything the hot paths
 * (graph walks, route search) need is precomputed here so they never touch `TilePart` objects.
 *
 * Orders matter and follow the reference exactly, because recorded actions name things by
 * position:
 * - `partIndex` is the reference's part index (`Part#index`), which node signatures
 *   (`I15-0`) and city ids (`57-1-0`) use. A path with `lanes: N` is N parts there.
 * - `nodes` are the city/town/offboard parts in part order; `cities` indexes them among cities
 *   (the city index of place_token / tokens arrays).
 * - `routeNodes` is the reference's `Tile#nodes`: nodes that lie on a path, in path order.
 */
import type {
  BorderPart,
  CityPart,
  OffboardPart,
  Revenue,
  RouteUse,
  TileColor,
  TilePart,
  TownPart,
  TrackType,
  UpgradePart,
} from '../title/parts.js';
import { mapError } from './errors.js';

export type NodeKind = 'city' | 'town' | 'offboard';

/** A lane as the reference encodes it: [width, index]; a plain path is [1, 0]. */
export type Lane = readonly [number, number];

const SINGLE_LANE: Lane = [1, 0];

export type PathEnd =
  | { readonly kind: 'edge'; readonly edge: number; readonly lane: Lane }
  | { readonly kind: 'node'; readonly node: number }
  | { readonly kind: 'junction' };

export interface PathGeometry {
  /** Index in `TileGeometry.paths`; the same path has the same id in every rotation. */
  readonly id: number;
  readonly partIndex: number;
  readonly a: PathEnd;
  readonly b: PathEnd;
  /** Rotated edge numbers, a's first. */
  readonly edges: readonly number[];
  /** Lane of each entry of `edges`. */
  readonly edgeLanes: readonly Lane[];
  /** Lanes at the a end and the b end. */
  readonly lanes: readonly [Lane, Lane];
  /** Node indices (into `TileGeometry.nodes`) at the ends, a's first; junctions excluded. */
  readonly nodes: readonly number[];
  readonly junction: boolean;
  readonly terminal: boolean;
  readonly track: TrackType;
  readonly ignore: boolean;
  /** The city at an end (b's if both), else -1: the reference's Path#city. */
  readonly city: number;
  /** The town at an end (b's if both), else -1. */
  readonly town: number;
}

export interface NodeGeometry {
  readonly index: number;
  readonly kind: NodeKind;
  readonly partIndex: number;
  /** Index among the tile's cities, or -1. */
  readonly cityIndex: number;
  readonly part: CityPart | TownPart | OffboardPart;
  /** Normal token slots (cities), 0 otherwise. */
  readonly slots: number;
  readonly revenue: Revenue;
  readonly visitCost: number;
  readonly route: RouteUse;
  readonly groups: readonly string[];
  /** Ids of the paths ending at this node, in path order. */
  readonly paths: readonly number[];
  /** The exits of those paths (repeats kept, as the reference's Node#exits). */
  readonly exits: readonly number[];
}

export interface TileGeometry {
  /** Cache key of the tile (`tile:57` or `hex:G19`), without the rotation. */
  readonly key: string;
  readonly name: string;
  readonly color: TileColor;
  readonly rotation: number;
  readonly preprinted: boolean;
  readonly paths: readonly PathGeometry[];
  readonly nodes: readonly NodeGeometry[];
  /** Node indices of cities, towns, offboards, cities+towns, each in part order. */
  readonly cities: readonly number[];
  readonly towns: readonly number[];
  readonly offboards: readonly number[];
  readonly cityTowns: readonly number[];
  /** The reference's Tile#nodes: nodes on paths, in path order. */
  readonly routeNodes: readonly number[];
  /** Unique exits in order of first appearance. */
  readonly exits: readonly number[];
  /** Bit e set when edge e is an exit. */
  readonly exitMask: number;
  /** Path ids by exit edge, in path order. */
  readonly pathsByEdge: readonly (readonly number[])[];
  /** How many track ends (per path part, not per lane) meet at each edge; >1 converges. */
  readonly exitCount: readonly number[];
  readonly hasJunction: boolean;
  readonly junctionPaths: readonly number[];
  readonly labels: readonly string[];
  /** The last label, as the reference's Tile#label. */
  readonly label: string | undefined;
  readonly futureLabel: { readonly label?: string; readonly color?: string } | undefined;
  /** Edges of the hex's stubs (track drawn to an edge, no path): `stubs_restricted` lays must keep an exit there. */
  readonly stubEdges: readonly number[];
  readonly upgrades: readonly UpgradePart[];
  /** Borders in hex terms (borders do not rotate with the tile). */
  readonly borders: readonly BorderPart[];
  readonly blocksLay: boolean;
  /** More than one path joins two nodes: a one-hex chain needs the node pair to be named. */
  readonly ambiguousConnection: boolean;
  /** The reference's city_town_edges: exits per city/town that has any, in path order. */
  readonly cityTownEdges: readonly (readonly number[])[];
  /** For each city/town node, its `loc` turned by the rotation (null for none/center). */
  readonly nodeLocs: readonly (number | null)[];
  readonly parts: readonly TilePart[];
}

function rotateEdge(edge: number, rotation: number): number {
  return (edge + rotation) % 6;
}

/** The reference's Tile#compute_loc: a fractional edge position turned by the rotation. */
export function computeLoc(loc: string | undefined, rotation: number): number | null {
  if (loc === undefined || loc === 'center') return null;
  const value = Number.parseFloat(loc);
  if (Number.isNaN(value)) return null;
  return (value + rotation) % 6;
}

/** The reference's part indices: a laned path counts once per lane. */
function referencePartIndices(parts: readonly TilePart[]): number[] {
  const partIndexOf: number[] = [];
  let refIndex = 0;
  for (const part of parts) {
    partIndexOf.push(refIndex);
    refIndex += part.type === 'path' && part.lanes !== undefined && part.lanes > 0 ? part.lanes : 1;
  }
  return partIndexOf;
}

/** The tile's stops (cities, towns, offboards) and what its other parts say, before paths join them. */
interface TileNodes {
  readonly nodes: NodeGeometry[];
  /** The paths of each node, filled in as paths are built. */
  readonly nodePaths: number[][];
  /** `_N` in a path counts city/town/offboard/junction parts: each one's node index, or -2 for a junction. */
  readonly nodeByPartOrdinal: number[];
  readonly cities: number[];
  readonly towns: number[];
  readonly offboards: number[];
  readonly cityTowns: number[];
  readonly labels: string[];
  readonly upgrades: UpgradePart[];
  readonly borders: BorderPart[];
  futureLabel: TileGeometry['futureLabel'];
  /** Stub edges at the tile's rotation. */
  readonly stubEdges: number[];
  blocksLay: boolean;
  hasJunction: boolean;
}

function collectNodes(parts: readonly TilePart[], partIndexOf: readonly number[], rotation: number): TileNodes {
  const out: TileNodes = {
    nodes: [],
    nodePaths: [],
    nodeByPartOrdinal: [],
    cities: [],
    towns: [],
    offboards: [],
    cityTowns: [],
    labels: [],
    upgrades: [],
    borders: [],
    futureLabel: undefined,
    stubEdges: [],
    blocksLay: false,
    hasJunction: false,
  };
  parts.forEach((part, i) => {
    switch (part.type) {
      case 'city':
      case 'town':
      case 'offboard': {
        const index = out.nodes.length;
        const cityIndex = part.type === 'city' ? out.cities.length : -1;
        out.nodes.push({
          index,
          kind: part.type,
          partIndex: partIndexOf[i],
          cityIndex,
          part,
          slots: part.type === 'city' ? part.slots : 0,
          revenue: part.revenue,
          visitCost: part.visitCost ?? 1,
          route: part.route ?? 'mandatory',
          groups: part.groups ?? [],
          paths: [],
          exits: [],
        });
        out.nodePaths.push([]);
        out.nodeByPartOrdinal.push(index);
        if (part.type === 'city') out.cities.push(index);
        else if (part.type === 'town') out.towns.push(index);
        else out.offboards.push(index);
        if (part.type !== 'offboard') out.cityTowns.push(index);
        break;
      }
      case 'junction':
        out.nodeByPartOrdinal.push(-2);
        out.hasJunction = true;
        break;
      case 'label':
        out.labels.push(part.label);
        break;
      case 'upgrade':
        out.upgrades.push(part);
        break;
      case 'border':
        out.borders.push(part);
        break;
      case 'icon':
        if (part.blocksLay) out.blocksLay = true;
        break;
      case 'future_label':
        out.futureLabel = { label: part.label, color: part.color };
        break;
      case 'stub':
        out.stubEdges.push(rotateEdge(part.edge, rotation));
        break;
      default:
        break;
    }
  });
  return out;
}

type ResolvedEnd = { kind: 'edge'; edge: number } | { kind: 'node'; node: number } | { kind: 'junction' };

/** The paths of the tile at a rotation (one per lane of a laned path), each noted on its nodes; and how many paths leave by each edge. */
function buildPaths(key: string, parts: readonly TilePart[], partIndexOf: readonly number[], tile: TileNodes, rotation: number): { paths: PathGeometry[]; exitCount: number[] } {
  const paths: PathGeometry[] = [];
  const exitCount = [0, 0, 0, 0, 0, 0];
  parts.forEach((part, i) => {
    if (part.type !== 'path') return;
    const resolve = (end: (typeof part)['a']): ResolvedEnd => {
      if ('edge' in end) return { kind: 'edge', edge: rotateEdge(end.edge, rotation) };
      const node = tile.nodeByPartOrdinal[end.node];
      if (node === undefined) throw mapError('bad_tile', `${key} path names node _${end.node}, which does not exist`);
      return node === -2 ? { kind: 'junction' } : { kind: 'node', node };
    };
    const ra = resolve(part.a);
    const rb = resolve(part.b);
    if (ra.kind === 'edge') exitCount[ra.edge]++;
    if (rb.kind === 'edge') exitCount[rb.edge]++;
    const laneCount = part.lanes !== undefined && part.lanes > 0 ? part.lanes : 0;
    const copies = laneCount > 0 ? laneCount : 1;
    for (let lane = 0; lane < copies; lane++) {
      const aLane: Lane = laneCount > 0 ? [laneCount, lane] : SINGLE_LANE;
      const bLane: Lane = laneCount > 0 ? (ra.kind === 'edge' && rb.kind === 'edge' ? [laneCount, laneCount - lane - 1] : aLane) : SINGLE_LANE;
      const path = pathGeometry(paths.length, partIndexOf[i] + (laneCount > 0 ? lane : 0), withLane(ra, aLane), withLane(rb, bLane), [aLane, bLane], part, tile.nodes);
      paths.push(path);
      for (const n of path.nodes) tile.nodePaths[n].push(path.id);
    }
  });
  return { paths, exitCount };
}

function withLane(end: ResolvedEnd, lane: Lane): PathEnd {
  return end.kind === 'edge' ? { kind: 'edge', edge: end.edge, lane } : end;
}

/** One path between two resolved ends: its edges (with lanes), its nodes, and the city or town it reaches. */
function pathGeometry(id: number, partIndex: number, a: PathEnd, b: PathEnd, lanes: [Lane, Lane], part: Extract<TilePart, { type: 'path' }>, nodes: readonly NodeGeometry[]): PathGeometry {
  const edges: number[] = [];
  const edgeLanes: Lane[] = [];
  const pathNodes: number[] = [];
  let city = -1;
  let town = -1;
  for (const end of [a, b]) {
    if (end.kind === 'edge') {
      edges.push(end.edge);
      edgeLanes.push(end.lane);
    } else if (end.kind === 'node') {
      pathNodes.push(end.node);
      const kind = nodes[end.node].kind;
      if (kind === 'city') city = end.node;
      else if (kind === 'town') town = end.node;
    }
  }
  return {
    id,
    partIndex,
    a,
    b,
    edges,
    edgeLanes,
    lanes,
    nodes: pathNodes,
    junction: a.kind === 'junction' || b.kind === 'junction',
    terminal: part.terminal !== undefined && part.terminal !== 0,
    track: part.track ?? 'broad',
    ignore: part.ignore === true,
    city,
    town,
  };
}

/** What the paths add up to: the tile's exits, the paths by edge, the nodes routes reach, its junction paths. */
function pathIndex(paths: readonly PathGeometry[]) {
  const exits: number[] = [];
  let exitMask = 0;
  const pathsByEdge: number[][] = [[], [], [], [], [], []];
  const routeNodes: number[] = [];
  const junctionPaths: number[] = [];
  let multiNodePaths = 0;
  for (const path of paths) {
    for (const e of path.edges) {
      if ((exitMask & (1 << e)) === 0) {
        exitMask |= 1 << e;
        exits.push(e);
      }
      pathsByEdge[e].push(path.id);
    }
    for (const n of path.nodes) if (!routeNodes.includes(n)) routeNodes.push(n);
    if (path.junction) junctionPaths.push(path.id);
    if (path.nodes.length > 1) multiNodePaths++;
  }
  return { exits, exitMask, pathsByEdge, routeNodes, junctionPaths, ambiguousConnection: multiNodePaths > 1 };
}

/** The reference's city_town_edges: keyed by the path's city (else town), in the order of each one's first exit. */
function cityTownEdges(paths: readonly PathGeometry[]): number[][] {
  const order: number[] = [];
  const edges = new Map<number, number[]>();
  for (const path of paths) {
    const ct = path.city >= 0 ? path.city : path.town;
    if (ct < 0) continue;
    for (const e of path.edges) {
      let list = edges.get(ct);
      if (!list) {
        list = [];
        edges.set(ct, list);
        order.push(ct);
      }
      list.push(e);
    }
  }
  return order.map((ct) => edges.get(ct)!);
}

/**
 * Resolve parts for a rotation. `key` identifies the tile for caches and messages.
 * Throws on a path naming a node that does not exist (codegen should have caught it).
 */
export function buildTileGeometry(
  key: string,
  name: string,
  color: TileColor,
  parts: readonly TilePart[],
  rotation: number,
  preprinted: boolean,
): TileGeometry {
  const partIndexOf = referencePartIndices(parts);
  const tile = collectNodes(parts, partIndexOf, rotation);
  const { paths, exitCount } = buildPaths(key, parts, partIndexOf, tile, rotation);
  const finalNodes = tile.nodes.map((node, n) => {
    const ids = tile.nodePaths[n];
    const exits: number[] = [];
    for (const p of ids) exits.push(...paths[p].edges);
    return { ...node, paths: ids, exits };
  });
  const { labels } = tile;
  return {
    key,
    name,
    color,
    rotation,
    preprinted,
    paths,
    nodes: finalNodes,
    cities: tile.cities,
    towns: tile.towns,
    offboards: tile.offboards,
    cityTowns: tile.cityTowns,
    ...pathIndex(paths),
    exitCount,
    hasJunction: tile.hasJunction,
    labels,
    label: labels.length > 0 ? labels[labels.length - 1] : undefined,
    futureLabel: tile.futureLabel,
    stubEdges: tile.stubEdges,
    upgrades: tile.upgrades,
    borders: tile.borders,
    blocksLay: tile.blocksLay,
    cityTownEdges: cityTownEdges(paths),
    nodeLocs: finalNodes.map((n) => computeLoc(n.part.loc, rotation)),
    parts,
  };
}

/** The node's exits as a bit mask. */
export function exitsMask(exits: readonly number[]): number {
  let mask = 0;
  for (const e of exits) mask |= 1 << e;
  return mask;
}
