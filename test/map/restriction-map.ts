/**
 * The small map the track-restriction tests lay on: A3 (a gray city, the token's) - A5 - A7 (a
 * city) in a line, with B6 beside; tiles: a straight, a green straight and curve, a yellow city
 * and its green upgrade. The title's restriction mode is the one given.
 */
import type { TitleDefinition } from '../../runtime/title/definition.js';
import { buildDefinition } from './build-definition.js';

export type RestrictionMode = 'permissive' | 'restrictive' | 'semi_restrictive' | 'station_restrictive';

export function restrictionMap(trackRestriction: RestrictionMode): TitleDefinition {
  return buildDefinition({
    rules: { trackRestriction },
    hexes: {
      A3: ['gray', 'city=revenue:20;path=a:4,b:_0'],
      A5: ['white', 'blank'],
      A7: ['white', 'city=revenue:0'],
      B6: ['white', 'blank'],
    },
    tiles: {
      s: ['yellow', 'path=a:1,b:4', 1],
      g: ['green', 'path=a:1,b:4;path=a:0,b:2', 1],
      c: ['yellow', 'city=revenue:20;path=a:1,b:_0;path=a:_0,b:4', 1],
      cg: ['green', 'city=revenue:30,slots:2;path=a:1,b:_0;path=a:_0,b:4', 1],
    },
  });
}
