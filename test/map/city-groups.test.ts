/**
 * A city's revenue groups (a route may visit one city of a group) belong to the city on the
 * map, not only to the tile: a laid tile's cities take the groups of the cities they replace,
 * as the reference's Hex#lay assigns them, so 1846's four Chicago stations stay one group after
 * the green Chicago tile, which names none, is laid.
 */
import { describe, expect, it } from 'vitest';
import { boardFor } from '../../runtime/map/board.js';
import type { MapContext } from '../../runtime/map/context.js';
import { RouteError } from '../../runtime/map/errors.js';
import { initialMapState } from '../../runtime/map/init.js';
import { layTile, restorePreprinted } from '../../runtime/map/lay.js';
import { evaluateRoutes } from '../../runtime/map/route.js';
import { placeToken } from '../../runtime/map/tokens.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { buildDefinition } from './build-definition.js';

// Two cities side by side (A4's edge 4 meets A6's edge 1), each a stop of a 2 train's route.
const definition = (a4: string) =>
  buildDefinition({
    hexes: { A4: ['yellow', a4], A6: ['gray', 'city=revenue:10,groups:Hub;path=a:1,b:_0'] },
    tiles: {
      plain: ['green', 'city=revenue:30;path=a:4,b:_0', 1],
      grouped: ['green', 'city=revenue:30,groups:Hub;path=a:4,b:_0', 1],
    },
  });
const GROUPED_A4 = 'city=revenue:20,groups:Hub;path=a:4,b:_0';
const PLAIN_A4 = 'city=revenue:20;path=a:4,b:_0';

function context(a4: string): MapContext {
  const def = definition(a4);
  const ctx: MapContext = { definition: def, map: initialMapState(def) };
  placeToken(ctx, 'A4', 0, 'X');
  return ctx;
}

/** What judging the 2 train's route A4–A6 says: its revenue or the refusal's code. */
function judge(ctx: MapContext): number | string {
  try {
    return evaluateRoutes(ctx, 'X', { tiles: ['yellow', 'green'] as TileColor[] }, [{ train: { name: '2', distance: 2 }, connections: [['A4', 'A6']] }]).total;
  } catch (error) {
    if (error instanceof RouteError) return error.code;
    throw error;
  }
}

const A4_GROUPS = (ctx: MapContext) => {
  const board = boardFor(ctx);
  const tile = board.tiles[board.hexIndex('A4')];
  return tile.nodes[tile.cities[0]].groups;
};

describe('city groups on the map', () => {
  it.each([
    { name: 'printed cities of one group', given: { a4: GROUPED_A4, lay: undefined }, want: { groups: ['Hub'], judged: 'route/reused_group', kept: undefined } },
    { name: 'a tile naming no group takes the group of the city it replaces', given: { a4: GROUPED_A4, lay: 'plain' }, want: { groups: ['Hub'], judged: 'route/reused_group', kept: [['Hub']] } },
    { name: 'a tile naming the same group keeps it, nothing stored', given: { a4: GROUPED_A4, lay: 'grouped' }, want: { groups: ['Hub'], judged: 'route/reused_group', kept: undefined } },
    // The reference assigns the old city's groups in every case, an empty list too.
    { name: "a tile's own group gives way to the replaced city's none", given: { a4: PLAIN_A4, lay: 'grouped' }, want: { groups: [], judged: 40, kept: [[]] } },
    { name: 'no group before or after', given: { a4: PLAIN_A4, lay: 'plain' }, want: { groups: [], judged: 40, kept: undefined } },
  ])('$name', ({ given, want }) => {
    const ctx = context(given.a4);
    if (given.lay) layTile(ctx, 'A4', `${given.lay}-0`, given.lay, 0);
    expect(A4_GROUPS(ctx)).toEqual(want.groups);
    expect(ctx.map.hexes.A4.cityGroups).toEqual(want.kept);
    expect(judge(ctx)).toBe(want.judged);
  });

  it('carries the groups on through a further lay and back to the printed tile', () => {
    const ctx = context(GROUPED_A4);
    layTile(ctx, 'A4', 'plain-0', 'plain', 0);
    layTile(ctx, 'A4', 'grouped-0', 'grouped', 0);
    layTile(ctx, 'A4', 'plain-0', 'plain', 0);
    expect(A4_GROUPS(ctx)).toEqual(['Hub']);
    restorePreprinted(ctx, 'A4');
    expect(ctx.map.hexes.A4.cityGroups).toBeUndefined();
    expect(judge(ctx)).toBe('route/reused_group');
  });
});
