/**
 * A small pointy map for graph and route tests (axes: number across, letter down):
 *
 *   A2 (West offboard) - A4 (city 20, X) - A6 (town 10) - A8 (city 30, 1 slot, Y) - A10 (city 40, 2 slots)
 *            B3 (West offboard)  \  B5 (town 10)  /
 *
 * A4 has track to A2, A6, B3 and B5; B5 joins A4 and A6, making a triangle.
 */
import type { MapContext } from '../../runtime/map/context.js';
import { initialMapState } from '../../runtime/map/init.js';
import { placeToken } from '../../runtime/map/tokens.js';
import type { TitleDefinition } from '../../runtime/title/definition.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { buildDefinition } from './build-definition.js';

export const MINI_HEXES: Record<string, readonly [TileColor, string]> = {
  A2: ['red', 'offboard=revenue:yellow_20|brown_40|diesel_60,groups:West;path=a:4,b:_0'],
  B3: ['red', 'offboard=revenue:30,groups:West;path=a:3,b:_0'],
  A4: ['gray', 'city=revenue:20;path=a:1,b:_0;path=a:_0,b:4;path=a:_0,b:5;path=a:_0,b:0'],
  A6: ['gray', 'town=revenue:10;path=a:1,b:_0;path=a:_0,b:4;path=a:_0,b:0'],
  B5: ['gray', 'town=revenue:10;path=a:2,b:_0;path=a:_0,b:3'],
  A8: ['gray', 'city=revenue:30;path=a:1,b:_0;path=a:_0,b:4'],
  A10: ['gray', 'city=revenue:40,slots:2;path=a:1,b:_0'],
};

export function miniDefinition(overrides: Record<string, readonly [TileColor, string]> = {}): TitleDefinition {
  return buildDefinition({
    hexes: { ...MINI_HEXES, ...overrides },
    trains: [
      { name: '2', distance: 2 },
      { name: '3', distance: 3 },
      { name: '4', distance: 4 },
      { name: 'D', distance: 99 },
    ],
    phases: [
      { name: '2', tiles: ['yellow'] },
      { name: '5', tiles: ['yellow', 'green', 'brown'] },
    ],
  });
}

/** The mini map with X's token on A4 and Y's on A8. */
export function miniContext(definition: TitleDefinition = miniDefinition()): MapContext {
  const ctx: MapContext = { definition, map: initialMapState(definition) };
  placeToken(ctx, 'A4', 0, 'X');
  placeToken(ctx, 'A8', 0, 'Y');
  return ctx;
}
