/**
 * Boards dense with converging exits (switches, wyes, crossings), where a corporation's walks
 * can take exponential time and so skip what cannot matter to them, and the oracle those skips
 * are judged by: the walks of a graph taken to their ends, skipping nothing.
 */
import { boardFor, NODE_STRIDE, PATH_STRIDE, type Board } from '../../runtime/map/board.js';
import type { MapContext } from '../../runtime/map/context.js';
import { tokenNodes } from '../../runtime/map/graph.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile } from '../../runtime/map/lay.js';
import { placeToken } from '../../runtime/map/tokens.js';
import { sharedWalker } from '../../runtime/map/walk.js';
import { seededRandom } from '../../runtime/sim/random.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { blankGrid, buildDefinition } from './build-definition.js';

/** Track pieces, pointy (edge 1 west, 4 east): plain, switches (two tracks at one side), crossings, stations. */
export const SWITCH_TILES: Record<string, readonly [TileColor, string, 'unlimited']> = {
  straight: ['yellow', 'path=a:1,b:4', 'unlimited'],
  curve: ['yellow', 'path=a:0,b:1', 'unlimited'],
  gentle: ['yellow', 'path=a:0,b:2', 'unlimited'],
  switch: ['green', 'path=a:1,b:4;path=a:5,b:4', 'unlimited'],
  wye: ['green', 'path=a:0,b:2;path=a:0,b:4;path=a:2,b:4', 'unlimited'],
  triple: ['green', 'path=a:0,b:3;path=a:1,b:3;path=a:5,b:3', 'unlimited'],
  cross: ['green', 'path=a:0,b:3;path=a:1,b:4', 'unlimited'],
  city: ['yellow', 'city=revenue:20;path=a:0,b:_0;path=a:2,b:_0;path=a:4,b:_0', 'unlimited'],
  full: ['yellow', 'city=revenue:20;path=a:1,b:_0;path=a:3,b:_0;path=a:5,b:_0', 'unlimited'],
  town: ['yellow', 'town=revenue:10;path=a:1,b:_0;path=a:3,b:_0', 'unlimited'],
};

/** A map of these tiles over the given hexes, nothing laid. */
export function switchContext(hexes: Record<string, readonly [TileColor, string]>): MapContext {
  const definition = buildDefinition({ hexes, tiles: SWITCH_TILES });
  return { definition, map: initialMapState(definition) };
}

/**
 * An 8 × 17 board with a random tile on nine hexes in ten, each turned to meet the most track
 * already laid around it (a dense, connected network), and stations of two corporations, X and
 * Y, on a fifth of its cities (a full city blocks the other). Seeded and reproducible.
 */
export function switchBoard(seed: number): MapContext {
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
  const ctx = switchContext(
    blankGrid(
      'ABCDEFGH',
      Array.from({ length: 17 }, (_, i) => i + 1),
    ),
  );
  const names = Object.keys(SWITCH_TILES);
  for (const id of boardFor(ctx).grid.ids) {
    if (random() < 0.1) continue;
    const tile = pick(names);
    const board = boardFor(ctx);
    const hex = board.hexIndex(id);
    const start = Math.floor(random() * 6);
    let best = start;
    let bestMet = -1;
    for (let turn = 0; turn < 6; turn++) {
      const rotation = (start + turn) % 6;
      const exits = board.catalog.tile(tile, rotation).exitMask;
      let met = 0;
      for (let e = 0; e < 6; e++) {
        const nb = board.neighbors[hex * 6 + e];
        if (nb >= 0 && (exits & (1 << e)) !== 0 && (board.tiles[nb].exitMask & (1 << ((e + 3) % 6))) !== 0) met++;
      }
      if (met > bestMet) [bestMet, best] = [met, rotation];
    }
    layTile(ctx, id, `${tile}-${id}`, tile, best);
  }
  const board = boardFor(ctx);
  const cities = board.grid.ids.filter((id) => board.tiles[board.hexIndex(id)].cities.length > 0);
  for (const id of cities) if (random() < 0.2) placeToken(ctx, id, 0, random() < 0.5 ? 'X' : 'Y');
  return ctx;
}

/** What a graph's walks find when taken to their ends: paths in the order first entered, and the nodes each token's walk reached first. */
export interface WalkedToTheEnd {
  /** Path keys, each once, in the order the walks first entered them. */
  readonly paths: readonly number[];
  /** Per token (board order): the node keys of the paths its walk entered first, each once. */
  readonly nodesByToken: readonly (readonly number[])[];
  /** Path entries in all, repeats counted: the work the walks did. */
  readonly entries: number;
}

/**
 * The corporation's graph walks (from each token city in board order, the others held visited),
 * none skipped: the truth a graph and the walks that stop early are judged by.
 */
export function walkedToTheEnd(board: Board, corporation: string): WalkedToTheEnd {
  const tokens = tokenNodes(board, corporation);
  const walker = sharedWalker(board, { corporation });
  const seen = new Set<number>();
  const paths: number[] = [];
  const nodesByToken: number[][] = [];
  let entries = 0;
  for (const token of tokens) {
    walker.reset();
    for (const other of tokens) if (other !== token) walker.markNodeVisited(other);
    const nodes: number[] = [];
    walker.walkNode(token, false, (pk) => {
      entries++;
      if (seen.has(pk)) return;
      seen.add(pk);
      paths.push(pk);
      const hex = (pk / PATH_STRIDE) | 0;
      for (const nn of board.tiles[hex].paths[pk - hex * PATH_STRIDE].nodes) {
        const nk = hex * NODE_STRIDE + nn;
        if (!nodes.includes(nk)) nodes.push(nk);
      }
    });
    nodesByToken.push(nodes);
  }
  walker.reset();
  return { paths, nodesByToken, entries };
}
