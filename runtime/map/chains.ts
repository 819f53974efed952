/**
 * Chains: a run of track between two stops, and how a recorded route names one.
 *
 * A run_routes action writes each chain as the hex ids of its paths from one end
 * (Route#chain_id): `['I15', 'I17', 'I19']`; paths through a junction already counted are
 * skipped; a one-path chain on a tile with several node-to-node paths is `['G19 0.1']` (the two
 * nodes' part indices). Decoding walks track from every node of the first hex (Route#
 * get_node_chains) and keeps the chains whose id is exactly the recorded one, in the
 * reference's order: by start node, end node (each in Tile#nodes order), then chain length.
 *
 * The walk is pruned as soon as the hexes walked stop matching the recorded ids, which does not
 * change which chains are found (route walks release everything on the way back).
 */
import { NODE_STRIDE, PATH_STRIDE, type Board } from './board.js';
import type { TileGeometry } from './geometry.js';
import { sharedWalker } from './walk.js';
import { ObjectSlot } from '../core/object-slot.js';

export interface Chain {
  /** Path keys, in walk order from `start`. */
  readonly paths: readonly number[];
  /** Node keys of the two ends: where the walk started, where it ended. */
  readonly start: number;
  readonly end: number;
}

function hexPart(id: string): string {
  const space = id.indexOf(' ');
  return space < 0 ? id : id.slice(0, space);
}

/**
 * Chains found for one id, and the geometry they were found on: the tiles of the id's hexes and
 * the neighbour table. A chain walk is pruned at the first hex outside the id, so nothing else
 * of the board can change what it finds.
 */
interface CachedChains {
  readonly hexes: Int32Array;
  readonly tiles: readonly TileGeometry[];
  readonly neighbors: Int32Array;
  readonly chains: readonly Chain[];
}

/**
 * Per board (one per map state, kept across the lays and tokens that refresh it): chains by id.
 * The board's own caches are dropped at every refresh, but most runs repeat the last operating
 * round's routes over hexes no lay has touched since, so these are kept while their hexes' tiles
 * (geometry is one shared object per tile and rotation) and the neighbour table stay the same.
 */
const chainCaches = new ObjectSlot<Board, Map<string, CachedChains>>('route chains');

function stillValid(board: Board, entry: CachedChains): boolean {
  if (entry.neighbors !== board.neighbors) return false;
  const { hexes, tiles } = entry;
  for (let i = 0; i < hexes.length; i++) if (board.tiles[hexes[i]] !== tiles[i]) return false;
  return true;
}

/**
 * All chains whose id equals `hexIds`, in the reference's order.
 */
export function matchingChains(board: Board, hexIds: readonly string[]): readonly Chain[] {
  let cache = chainCaches.get(board);
  if (!cache) chainCaches.set(board, (cache = new Map()));
  const key = hexIds.length === 1 ? hexIds[0] : hexIds.join('|');
  const entry = cache.get(key);
  if (entry && stillValid(board, entry)) return entry.chains;
  const chains = findChains(board, hexIds);
  const hexes: number[] = [];
  for (const id of hexIds) {
    const hex = board.grid.indexOf.get(hexPart(id));
    if (hex !== undefined && !hexes.includes(hex)) hexes.push(hex);
  }
  cache.set(key, { hexes: Int32Array.from(hexes), tiles: hexes.map((h) => board.tiles[h]), neighbors: board.neighbors, chains });
  return chains;
}

function findChains(board: Board, hexIds: readonly string[]): Chain[] {
  if (hexIds.length === 0) return [];
  const startHex = board.grid.indexOf.get(hexPart(hexIds[0]));
  const endHex = board.grid.indexOf.get(hexPart(hexIds[hexIds.length - 1]));
  if (startHex === undefined || endHex === undefined) return [];
  const target = hexIds.map(hexPart);
  const walker = sharedWalker(board);
  const out: Chain[] = [];
  const startTile = board.tiles[startHex];
  const endTile = board.tiles[endHex];

  // Per stack depth: the hex id a path adds to the chain id ('' for none), and the hex whose
  // junction it passed (-1 for none), so the id can be extended as the walk goes.
  const added: string[] = [];
  const junctionOf: number[] = [];

  for (const s of startTile.routeNodes) {
    const startKey = startHex * NODE_STRIDE + s;
    // One walk per start path serves every end node: the walk does not depend on which end is
    // sought, so each end's chains come out in the same order as separate walks would give.
    const ends = endTile.routeNodes.filter((e) => endHex * NODE_STRIDE + e !== startKey);
    const found: Chain[][] = ends.map(() => []);
    for (const startPath of startTile.nodes[s].paths) {
      added.length = 0;
      junctionOf.length = 0;
      walker.walkPath(startHex * PATH_STRIDE + startPath, -1, -1, true, (pk) => {
        const depth = walker.stack.length - 1;
        added.length = depth;
        junctionOf.length = depth;
        const hex = (pk / PATH_STRIDE) | 0;
        const path = board.tiles[hex].paths[pk - hex * PATH_STRIDE];
        const seen = path.junction && junctionOf.includes(hex);
        const id = seen ? '' : board.grid.ids[hex];
        added.push(id);
        junctionOf.push(path.junction ? hex : -1);
        let count = 0;
        for (const a of added) {
          if (a === '') continue;
          if (count >= target.length || a !== target[count]) return false;
          count++;
        }
        if (hex === endHex) {
          ends.forEach((e, i) => {
            if (path.nodes.includes(e) && chainIdMatches(board, walker.stack, added, hexIds)) {
              found[i].push({ paths: [...walker.stack], start: startKey, end: endHex * NODE_STRIDE + e });
            }
          });
        }
        return true;
      });
    }
    for (const chains of found) {
      // sort_by paths size; stable here (the reference's sort is not guaranteed stable).
      chains.sort((a, b) => a.paths.length - b.paths.length);
      out.push(...chains);
    }
  }
  return out;
}

function chainIdMatches(board: Board, stack: readonly number[], added: readonly string[], hexIds: readonly string[]): boolean {
  if (stack.length === 1) {
    const hex = (stack[0] / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    if (tile.ambiguousConnection) {
      const path = tile.paths[stack[0] - hex * PATH_STRIDE];
      const [n0, n1] = path.nodes.map((n) => tile.nodes[n].partIndex).sort((x, y) => x - y);
      return hexIds.length === 1 && hexIds[0] === `${board.grid.ids[hex]} ${n0}.${n1}`;
    }
  }
  const ids = added.filter((a) => a !== '');
  return ids.length === hexIds.length && ids.every((id, i) => id === hexIds[i]);
}

/** The id a chain would be recorded with (Route#chain_id). */
export function chainId(board: Board, paths: readonly number[]): string[] {
  if (paths.length === 1) {
    const hex = (paths[0] / PATH_STRIDE) | 0;
    const tile = board.tiles[hex];
    if (tile.ambiguousConnection) {
      const path = tile.paths[paths[0] - hex * PATH_STRIDE];
      const [n0, n1] = path.nodes.map((n) => tile.nodes[n].partIndex).sort((x, y) => x - y);
      return [`${board.grid.ids[hex]} ${n0}.${n1}`];
    }
  }
  const ids: string[] = [];
  const junctions = new Set<number>();
  for (const pk of paths) {
    const hex = (pk / PATH_STRIDE) | 0;
    const path = board.tiles[hex].paths[pk - hex * PATH_STRIDE];
    if (!(path.junction && junctions.has(hex))) ids.push(board.grid.ids[hex]);
    if (path.junction) junctions.add(hex);
  }
  return ids;
}
