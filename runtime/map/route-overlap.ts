/**
 * Game::Base#check_overlap: no two routes of a run share a lane of a hex side, a town's side of
 * the hex, or a node-to-node path.
 *
 * What each path claims is fixed by its tile and rotation, so it is worked out once per tile
 * geometry (shared by every game of a title) as small numbers, and a run's claims are numbers
 * in a set rather than strings built per path.
 */
import { PATH_STRIDE, type Board } from './board.js';
import { RouteError } from './errors.js';
import type { TileGeometry } from './geometry.js';
import { cityTownPositions } from './town-edges.js';

/** Claim codes of one hex: an edge lane, a town's side (per node and lane), a whole path. */
const LANES = 64;
const EDGE_BASE = 0;
const NODE_BASE = EDGE_BASE + 6 * LANES;
const PATH_BASE = NODE_BASE + 32 * LANES;
const HEX_STRIDE = PATH_BASE + PATH_STRIDE;

const claimsByTile = new WeakMap<TileGeometry, readonly Int32Array[]>();

/** Per path of the tile, its claims in the order the reference makes them. */
function pathClaims(tile: TileGeometry): readonly Int32Array[] {
  let claims = claimsByTile.get(tile);
  if (claims) return claims;
  claims = tile.paths.map((path) => {
    const out: number[] = [];
    const { a, b } = path;
    const lane = (i: 0 | 1): number => {
      const index = path.lanes[i][1];
      if (index < 0 || index >= LANES) throw new Error(`lane index ${index} of ${tile.name} is out of range`);
      return index;
    };
    if (a.kind === 'edge') out.push(EDGE_BASE + a.edge * LANES + lane(0));
    if (b.kind === 'edge') out.push(EDGE_BASE + b.edge * LANES + lane(1));
    // Track from an edge to an off-centre town runs over the town's side of the hex.
    if (b.kind === 'edge' && a.kind === 'node' && tile.nodes[a.node].kind === 'town') {
      const at = cityTownPositions(tile).get(a.node);
      if (at !== undefined && at !== null && at !== b.edge) out.push(NODE_BASE + a.node * LANES + lane(0));
    }
    if (a.kind === 'edge' && b.kind === 'node' && tile.nodes[b.node].kind === 'town') {
      const at = cityTownPositions(tile).get(b.node);
      if (at !== undefined && at !== null && at !== a.edge) out.push(NODE_BASE + b.node * LANES + lane(1));
    }
    if (path.nodes.length > 1) out.push(PATH_BASE + path.id);
    return Int32Array.from(out);
  });
  claimsByTile.set(tile, claims);
  return claims;
}

/**
 * Throws `route/overlap` (with the index of the route that reuses it) for the first piece of
 * track claimed twice, each route's segments' paths taken in order.
 */
export function checkOverlap(board: Board, routes: readonly { readonly segments: readonly { readonly chain: { readonly paths: readonly number[] } }[] }[]): void {
  const used = new Set<number>();
  for (let index = 0; index < routes.length; index++) {
    for (const segment of routes[index].segments) {
      for (const pk of segment.chain.paths) {
        const hex = (pk / PATH_STRIDE) | 0;
        const codes = pathClaims(board.tiles[hex])[pk - hex * PATH_STRIDE];
        for (let i = 0; i < codes.length; i++) {
          const key = hex * HEX_STRIDE + codes[i];
          if (used.has(key)) throw new RouteError('route/overlap', `routes reuse track on ${board.grid.ids[hex]}`, index);
          used.add(key);
        }
      }
    }
  }
}
