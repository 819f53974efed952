/**
 * The track restriction's walk to a hex's paths, which skips what cannot lead to them
 * (`walkReachesHexPaths`), against the corporation's graph walks taken to their ends (every path
 * they enter, none skipped): the same answer for every path of every hex, on a hand-made switch and on
 * random boards dense with converging exits. And the directed bound (`mayReach`) it skips by:
 * never below the walks, and tight at a switch and at a node, where a walk cannot turn back.
 */
import { describe, expect, it } from 'vitest';
import { boardFor, PATH_STRIDE, type Board } from '../../runtime/map/board.js';
import { tokenNodes } from '../../runtime/map/graph.js';
import { walkReachesHexPaths } from '../../runtime/map/graph-walks.js';
import { layTile } from '../../runtime/map/lay.js';
import { mayReach } from '../../runtime/map/reach.js';
import { placeToken } from '../../runtime/map/tokens.js';
import { sharedWalker } from '../../runtime/map/walk.js';
import { blankGrid } from './build-definition.js';
import { switchBoard, switchContext, walkedToTheEnd } from './switch-boards.js';

const context = switchContext;

/** Every path of the board: whether the graph's walks taken to their ends enter it, the restriction walk's verdict, and the bound's. */
function verdicts(board: Board, corporation: string): { walked: boolean; graph: boolean; bound: boolean; at: string }[] {
  const walked = new Set(walkedToTheEnd(board, corporation).paths);
  const out = [];
  for (let hex = 0; hex < board.grid.size; hex++) {
    const paths = board.tiles[hex].paths;
    for (let id = 0; id < paths.length; id++) {
      const wanted = paths.map((_, i) => i === id);
      const key = hex * PATH_STRIDE + id;
      out.push({
        at: `${board.grid.ids[hex]}#${id}`,
        walked: walkReachesHexPaths(board, corporation, hex, wanted),
        graph: walked.has(key),
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
    const row = verdicts(board, 'X').find((v) => v.at === `A4#${id}`);
    expect(row).toEqual({ at: `A4#${id}`, walked: want, graph: want, bound });
  });
});

describe('random boards dense with switches', () => {
  it.each(Array.from({ length: 32 }, (_, i) => i + 1))('seed %i: the restriction walk answers as the whole graph for every path', (seed) => {
    const now = boardFor(switchBoard(seed));
    for (const corporation of ['X', 'Y']) {
      if (tokenNodes(now, corporation).length === 0) continue;
      const rows = verdicts(now, corporation);
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
