/**
 * The Little Miami's conditions, as the reference checks them in a live game (it skips them
 * when it loads a recorded one): the company may lay only while no track connects Cincinnati
 * (H12) to Dayton (G13); its two lays may not both go on one hex; and once its lays are done (or
 * given up), the two cities must be connected, with new track of each tile it laid on the way.
 *
 * Connection is walked over the tiles' paths, tokens ignored (the reference walks a graph of a
 * stand-in corporation at Cincinnati with no blocking): from a path to the paths sharing a node
 * with it, and across an edge to the neighbour's paths on the facing edge. A tile not yet laid
 * can stand in for a hex's (`override`), to offer only lays that keep the conditions.
 */
import { type Game, invertEdge, type TileGeometry, hexGrid, tileCatalog } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1846/types.js';

export const LITTLE_MIAMI: Types['company'] = 'LM';
export const CINCINNATI: Types['hex'] = 'H12';
export const DAYTON: Types['hex'] = 'G13';

/** A tile as it would lie on a hex, in place of the hex's own. */
export interface TileOverride {
  readonly hex: string;
  readonly tile: TileGeometry;
}

type Overrides = TileOverride | readonly TileOverride[] | undefined;

function tileAt(game: Game, hex: string, override: Overrides): TileGeometry {
  const list: readonly TileOverride[] = override === undefined ? [] : 'hex' in override ? [override] : override;
  const replaced = list.find((o) => o.hex === hex);
  if (replaced) return replaced.tile;
  return tileCatalog(game.title).forHex(hex, game.state.map.hexes[hex]);
}

/** The edges of a hex's tile with track (`override` standing in). */
export function exitMask(game: Game, hex: string, override?: Overrides): number {
  return tileAt(game, hex, override).exitMask;
}

type PathRef = readonly [hex: string, path: number];

/** Whether the track from `from`'s cities reaches a city of `to` (a search over paths: reachability only). */
function reaches(game: Game, from: string, to: string, override: Overrides): boolean {
  const grid = hexGrid(game.title);
  const seen = new Set<string>();
  const start = tileAt(game, from, override);
  const queue: PathRef[] = [];
  const push = (ref: PathRef) => {
    const key = `${ref[0]}:${ref[1]}`;
    if (seen.has(key)) return;
    seen.add(key);
    queue.push(ref);
  };
  for (const city of start.cities) for (const pid of start.nodes[city].paths) push([from, pid]);
  while (queue.length) {
    const [hex, pid] = queue.shift()!;
    const tile = tileAt(game, hex, override);
    const path = tile.paths[pid];
    if (hex === to && path.nodes.some((n) => tile.nodes[n].kind === 'city')) return true;
    if (!path.terminal) {
      for (const n of path.nodes) for (const other of tile.nodes[n].paths) if (other !== pid) push([hex, other]);
    }
    for (const edge of path.edges) {
      const neighbour = grid.neighborId(hex, edge);
      if (!neighbour || !Object.hasOwn(game.state.map.hexes, neighbour)) continue;
      const next = tileAt(game, neighbour, override);
      for (const other of next.pathsByEdge[invertEdge(edge)] ?? []) push([neighbour, other]);
    }
  }
  return false;
}

/** Whether track connects Cincinnati and Dayton (with `override` standing in for a hex's tile). */
export function citiesConnected(game: Game, override?: Overrides): boolean {
  return reaches(game, CINCINNATI, DAYTON, override);
}

/**
 * Whether a walk from `from`'s first city, as the reference's `Node#walk` goes (each walk a
 * chain that enters no node or path twice), passes through `to`'s first city and on, having
 * taken one of the paths `isNew` accepts — the reference's test that new track is used.
 */
function chainUses(game: Game, from: string, to: string, override: Overrides, isNew: (ref: PathRef) => boolean): boolean {
  const grid = hexGrid(game.title);
  const start = tileAt(game, from, override);
  const target = tileAt(game, to, override);
  if (start.cities.length === 0 || target.cities.length === 0) return false;
  const targetKey = `${to}:${target.cities[0]}`;
  const nodes = new Set<string>();
  const paths = new Set<string>();
  const chain: PathRef[] = [];
  let found = false;
  const walkNode = (hex: string, node: number): void => {
    const key = `${hex}:${node}`;
    if (found || nodes.has(key)) return;
    nodes.add(key);
    const tile = tileAt(game, hex, override);
    for (const pid of tile.nodes[node].paths) walkPath(hex, pid, -1, key);
    nodes.delete(key);
  };
  const walkPath = (hex: string, pid: number, skipEdge: number, fromNode: string): void => {
    const key = `${hex}:${pid}`;
    if (found || paths.has(key)) return;
    paths.add(key);
    chain.push([hex, pid]);
    if (nodes.has(targetKey) && chain.some(isNew)) found = true;
    const tile = tileAt(game, hex, override);
    const path = tile.paths[pid];
    if (!found && !path.terminal) for (const n of path.nodes) if (`${hex}:${n}` !== fromNode) walkNode(hex, n);
    for (const edge of path.edges) {
      if (found || edge === skipEdge) continue;
      const neighbour = grid.neighborId(hex, edge);
      if (!neighbour || !Object.hasOwn(game.state.map.hexes, neighbour)) continue;
      const next = tileAt(game, neighbour, override);
      for (const other of next.pathsByEdge[invertEdge(edge)] ?? []) walkPath(neighbour, other, invertEdge(edge), fromNode);
    }
    chain.pop();
    paths.delete(key);
  };
  walkNode(from, start.cities[0]);
  return found;
}

/**
 * Whether, for every hex the Little Miami laid on (with the edges its lay added), a walk between
 * the two cities uses a new path of that hex: one with an added edge.
 */
export function newTrackConnects(game: Game, added: Readonly<Record<string, number>>, override?: Overrides): boolean {
  if (!citiesConnected(game, override)) return false;
  return Object.entries(added).every(([hex, mask]) => {
    const other = hex === CINCINNATI ? DAYTON : CINCINNATI;
    const tile = tileAt(game, hex, override);
    const isNew = ([h, pid]: PathRef) => h === hex && tile.paths[pid].edges.some((e) => (mask & (1 << e)) !== 0);
    return chainUses(game, hex, other, override, isNew);
  });
}

/** The tile a lay would put on a hex, for `override`. */
export function laidTile(game: Game, hex: string, tileName: string, rotation: number): TileOverride {
  return { hex, tile: tileCatalog(game.title).tile(tileName, rotation) };
}
