/**
 * Track as bits: every piece of track two routes may not share (Game::Base#check_overlap: a
 * hex side per lane, the side of an off-centre town that track runs over, a path joining two
 * stops inside a hex) gets a bit number, so "do these routes overlap?" is a few AND operations.
 *
 * Bit numbers are given per board on first use and cached with it, so every network built on
 * one board agrees on them.
 */
import { PATH_STRIDE, type Board } from '../board.js';
import { cityTownPositions } from '../town-edges.js';

interface BitTable {
  readonly byKey: Map<string, number>;
  readonly byPath: Map<number, readonly number[]>;
}

function table(board: Board): BitTable {
  return board.cache('optimise-track-bits', () => ({ byKey: new Map(), byPath: new Map() }));
}

/** The overlap keys of a path, as check_overlap claims them. */
function overlapKeys(board: Board, pathKey: number): string[] {
  const hex = (pathKey / PATH_STRIDE) | 0;
  const tile = board.tiles[hex];
  const path = tile.paths[pathKey - hex * PATH_STRIDE];
  const { a, b } = path;
  const keys: string[] = [];
  if (a.kind === 'edge') keys.push(`${hex}e${a.edge}.${path.lanes[0][1]}`);
  if (b.kind === 'edge') keys.push(`${hex}e${b.edge}.${path.lanes[1][1]}`);
  if (b.kind === 'edge' && a.kind === 'node' && tile.nodes[a.node].kind === 'town') {
    const at = cityTownPositions(tile).get(a.node);
    if (at !== undefined && at !== null && at !== b.edge) keys.push(`${hex}n${a.node}.${path.lanes[0][1]}`);
  }
  if (a.kind === 'edge' && b.kind === 'node' && tile.nodes[b.node].kind === 'town') {
    const at = cityTownPositions(tile).get(b.node);
    if (at !== undefined && at !== null && at !== a.edge) keys.push(`${hex}n${b.node}.${path.lanes[1][1]}`);
  }
  if (path.nodes.length > 1) keys.push(`${hex}p${path.id}`);
  return keys;
}

/** The bit numbers of a path's track on this board. */
export function pathBits(board: Board, pathKey: number): readonly number[] {
  const t = table(board);
  let bits = t.byPath.get(pathKey);
  if (!bits) {
    bits = overlapKeys(board, pathKey).map((key) => {
      let bit = t.byKey.get(key);
      if (bit === undefined) {
        bit = t.byKey.size;
        t.byKey.set(key, bit);
      }
      return bit;
    });
    t.byPath.set(pathKey, bits);
  }
  return bits;
}

/** How many bit numbers the board has given out so far (bitsets must be at least this wide). */
export function bitCount(board: Board): number {
  return table(board).byKey.size;
}
