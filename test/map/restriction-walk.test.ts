/**
 * The track restriction's walk to a hex's paths, which skips what cannot lead to them
 * (`walkReachesHexPaths`), against the corporation's whole graph (every path its walks enter,
 * none skipped): the same answer for every path of every hex, on a hand-made switch and on
 * random boards dense with converging exits. And the directed bound (`mayReach`) it skips by:
 * never below the walks, and tight at a switch and at a node, where a walk cannot turn back.
 */
import { describe, expect, it } from 'vitest';
import { boardFor, PATH_STRIDE, type Board } from '../../runtime/map/board.js';
import type { MapContext } from '../../runtime/map/context.js';
import { corporationGraph, tokenNodes } from '../../runtime/map/graph.js';
import { walkReachesHexPaths } from '../../runtime/map/graph-walks.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile } from '../../runtime/map/lay.js';
import { mayReach } from '../../runtime/map/reach.js';
import { placeToken } from '../../runtime/map/tokens.js';
import { sharedWalker } from '../../runtime/map/walk.js';
import { seededRandom } from '../../runtime/sim/random.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { blankGrid, buildDefinition } from './build-definition.js';

/** Track pieces, pointy (edge 1 west, 4 east): plain, switches (two tracks at one side), crossings, stations. */
const TILES: Record<string, readonly [TileColor, string, 'unlimited']> = {
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

function context(hexes: Record<string, readonly [TileColor, string]>): MapContext {
  const definition = buildDefinition({ hexes, tiles: TILES });
  return { definition, map: initialMapState(definition) };
}

/** Every path of the board: the graph's verdict (its walks skip nothing), the restriction walk's, and the bound's. */
function verdicts(board: Board, ctx: MapContext, corporation: string): { walked: boolean; graph: boolean; bound: boolean; at: string }[] {
  const graph = corporationGraph(ctx, corporation);
  const out = [];
  for (let hex = 0; hex < board.grid.size; hex++) {
    const paths = board.tiles[hex].paths;
    for (let id = 0; id < paths.length; id++) {
      const wanted = paths.map((_, i) => i === id);
      const key = hex * PATH_STRIDE + id;
      out.push({
        at: `${board.grid.ids[hex]}#${id}`,
        walked: walkReachesHexPaths(board, corporation, hex, wanted),
        graph: graph.pathKeys[key] === 1,
        bound: mayReach(board, corporation, tokenNodes(board, corporation), (pk) => pk === key),
      });
    }
  }
  return out;
}

describe('a switch: a walk cannot turn back into the other track at a shared side', () => {
  // A2 (X's station) - A4 - A6 - A8 in a row, B5 below A4 and A6. A4's switch joins its west
  // and south-east sides to its east side; the walks come from the west.
  const base = {
    ...blankGrid('AB', [2, 3, 4, 5, 6, 7, 8]),
    A2: ['gray', 'city=revenue:20;path=a:4,b:_0'] as const,
  };
  it.each([
    // given: tiles laid; want: whether the walks reach A4's south-east track, and the bound
    [
      'beyond the switch, nothing comes back',
      [
        ['A4', 'switch', 0],
        ['A6', 'straight', 0],
      ],
      false,
      false,
    ],
    ['the switch facing the station', [['A4', 'switch', 3]], true, true],
    // A walk comes into A6's city by its west track and cannot leave by it again, back into the
    // switch: nor does the bound (it once turned back at every node).
    [
      'a city beyond the switch: no turning back at it',
      [
        ['A4', 'switch', 0],
        ['A6', 'full', 0],
      ],
      false,
      false,
    ],
    // The loop would cross A4's east side a second time: the bound, blind to that, lets it in.
    [
      'a loop through B5 back into the switch',
      [
        ['A4', 'switch', 0],
        ['A6', 'curve', 0],
        ['B5', 'curve', 2],
      ],
      false,
      true,
    ],
  ] as const)('%s', (_, lays, want, bound) => {
    const ctx = context(base);
    placeToken(ctx, 'A2', 0, 'X');
    for (const [hex, tile, rotation] of lays) layTile(ctx, hex, `${tile}-${hex}`, tile, rotation);
    const board = boardFor(ctx);
    const hex = board.hexIndex('A4');
    // The switch's track from the south-east side (edge 5) to the east (edge 4), as rotated.
    const turn = lays[0][2];
    const id = board.tiles[hex].paths.findIndex((p) => p.edges.includes((5 + turn) % 6) && p.edges.includes((4 + turn) % 6));
    const row = verdicts(board, ctx, 'X').find((v) => v.at === `A4#${id}`);
    expect(row).toEqual({ at: `A4#${id}`, walked: want, graph: want, bound });
  });
});

describe('random boards dense with switches', () => {
  const letters = 'ABCDEFGH';
  const numbers = Array.from({ length: 17 }, (_, i) => i + 1);
  const names = Object.keys(TILES);
  it.each(Array.from({ length: 32 }, (_, i) => i + 1))('seed %i: the restriction walk answers as the whole graph for every path', (seed) => {
    const random = seededRandom(seed);
    const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];
    const ctx = context(blankGrid(letters, numbers));
    // Each tile turned to meet the most track already laid around it: a dense, connected network.
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
    // Two corporations' stations on some cities, one of them full (it blocks the other).
    const cities = boardFor(ctx).grid.ids.filter((id) => boardFor(ctx).tiles[boardFor(ctx).hexIndex(id)].cities.length > 0);
    for (const id of cities) if (random() < 0.2) placeToken(ctx, id, 0, random() < 0.5 ? 'X' : 'Y');
    const now = boardFor(ctx);
    for (const corporation of ['X', 'Y']) {
      if (tokenNodes(now, corporation).length === 0) continue;
      const rows = verdicts(now, ctx, corporation);
      expect(
        rows.filter((r) => r.walked !== r.graph).map((r) => r.at),
        `${corporation}: paths the restriction walk judges otherwise than the graph`,
      ).toEqual([]);
      expect(
        rows.filter((r) => r.graph && !r.bound).map((r) => r.at),
        `${corporation}: paths in the graph the bound rules out`,
      ).toEqual([]);
    }
  });
});

describe('Walker#deadEnd', () => {
  // A2 (station) - A4 switch - A6 town - A8 city: the walk leaves A4 by the side where the
  // switch's two tracks meet (a converging exit), then goes on to A6's town and A8's city.
  const hexes = {
    ...blankGrid('A', [2, 4, 6, 8, 10]),
    A2: ['gray', 'city=revenue:20;path=a:4,b:_0'] as const,
    A6: ['gray', 'town=revenue:10;path=a:1,b:_0;path=a:_0,b:4'] as const,
    A8: ['gray', 'city=revenue:20;path=a:1,b:_0;path=a:_0,b:4'] as const,
  };
  function entered(deadEnd: ((nodeKey: number) => boolean) | undefined): string[] {
    const ctx = context(hexes);
    placeToken(ctx, 'A2', 0, 'X');
    layTile(ctx, 'A4', 'switch-A4', 'switch', 0);
    const board = boardFor(ctx);
    const walker = sharedWalker(board, { corporation: 'X' });
    walker.deadEnd = deadEnd;
    const seen: string[] = [];
    walker.walkNode(tokenNodes(board, 'X')[0], false, (pk) => {
      const hex = (pk / PATH_STRIDE) | 0;
      const id = `${board.grid.ids[hex]}#${pk - hex * PATH_STRIDE}`;
      if (!seen.includes(id)) seen.push(id);
    });
    walker.reset();
    return seen;
  }

  it('skips a node past a converging exit, and all the walk would reach through it', () => {
    const all = entered(undefined);
    expect(all).toEqual(expect.arrayContaining(['A6#0', 'A6#1', 'A8#0', 'A8#1']));
    // Skip A6's town: A6's track to it is entered, nothing beyond.
    const skipped = entered(() => true);
    expect(skipped).toContain('A6#0');
    expect(skipped).not.toContain('A6#1');
    expect(skipped).not.toContain('A8#0');
  });

  it('is not asked before a converging exit', () => {
    const asked: number[] = [];
    entered((nk) => {
      asked.push(nk);
      return false;
    });
    // The station's own node is walked first, before any converging exit: never asked of it.
    expect(asked.length).toBeGreaterThan(0);
    const ctx = context(hexes);
    placeToken(ctx, 'A2', 0, 'X');
    expect(asked).not.toContain(tokenNodes(boardFor(ctx), 'X')[0]);
  });
});
