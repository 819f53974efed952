/**
 * Which stops a multi-node train counts (`countedStops`): the most its rules pay for, one tokened
 * where the train needs it, the best revenue (or the title's value), and among sets earning as
 * much the first in combination order (the lowest stop indices), as the reference's
 * compute_stops meets them. The cases lean on ties, where a walk in value order and combination
 * order part ways.
 */
import { describe, expect, it } from 'vitest';
import { countedStops, type DistanceStop, type SetValue } from '../../runtime/map/stops.js';
import type { DistanceRule } from '../../runtime/title/definition.js';
import type { NodeKind } from '../../runtime/map/geometry.js';

const CITIES_2: DistanceRule[] = [{ nodes: ['city'], pay: 2, visit: 2 }];
/** 1867's 5+5E, paying 4: every offboard counts, cities and towns make up the number. */
const OFFBOARDS_4_FILL: DistanceRule[] = [
  { nodes: ['offboard'], pay: 4, visit: 4 },
  { nodes: ['city', 'town'], pay: 0, visit: 99, fill: true },
];

interface Case {
  readonly name: string;
  readonly kinds: readonly NodeKind[];
  readonly values: readonly number[];
  readonly distance: number | DistanceRule[];
  readonly tokened?: readonly number[];
  readonly requiresToken?: boolean;
  readonly title?: (values: readonly number[]) => SetValue;
  readonly want: readonly number[];
}

const cities = (n: number): NodeKind[] => Array.from({ length: n }, () => 'city');

const CASES: Case[] = [
  { name: 'a number distance counts every stop', kinds: cities(3), values: [10, 20, 30], distance: 3, want: [0, 1, 2] },
  { name: 'ties: the lowest indices', kinds: cities(4), values: [10, 10, 10, 10], distance: CITIES_2, want: [0, 1] },
  { name: 'the best stops, wherever they are', kinds: cities(4), values: [10, 30, 20, 30], distance: CITIES_2, want: [1, 3] },
  { name: 'ties with a token needed: the first set holding it', kinds: cities(4), values: [10, 10, 10, 10], distance: CITIES_2, tokened: [2], requiresToken: true, want: [0, 2] },
  { name: 'a token needed beats a bigger stop', kinds: cities(3), values: [50, 40, 10], distance: CITIES_2, tokened: [2], requiresToken: true, want: [0, 2] },
  {
    name: 'fill: the offboards, then the lowest of tied cities and towns',
    kinds: ['offboard', 'city', 'city', 'town', 'offboard'],
    values: [40, 20, 20, 20, 50],
    distance: OFFBOARDS_4_FILL,
    want: [0, 1, 2, 4],
  },
  {
    name: 'fill with a token needed among the picks',
    kinds: ['offboard', 'city', 'city', 'town', 'offboard'],
    values: [40, 20, 20, 20, 50],
    distance: OFFBOARDS_4_FILL,
    tokened: [3],
    requiresToken: true,
    want: [0, 1, 3, 4],
  },
  {
    name: "a title's bonus between two stops beats the bigger stops",
    kinds: cities(4),
    values: [30, 20, 10, 40],
    distance: CITIES_2,
    title: (values) => ({ valueOf: (set) => set.reduce((sum, i) => sum + values[i], 0) + (set.includes(1) && set.includes(2) ? 50 : 0), bonusBound: 50 }),
    want: [1, 2],
  },
  {
    name: "a title's value, tied: the lowest indices",
    kinds: cities(4),
    values: [30, 30, 30, 30],
    distance: CITIES_2,
    title: (values) => ({ valueOf: (set) => set.reduce((sum, i) => sum + values[i], 0) }),
    want: [0, 1],
  },
  { name: 'nothing that earns counts nothing', kinds: cities(2), values: [0, 0], distance: [{ nodes: ['city'], pay: 1, visit: 1 }], want: [] },
];

describe('the stops a multi-node train counts', () => {
  it.each(CASES)('$name', ({ kinds, values, distance, tokened = [], requiresToken = false, title, want }) => {
    const stops: DistanceStop[] = kinds.map((kind) => ({ kind, visitCost: 1 }));
    expect(
      countedStops(
        stops,
        distance,
        (i) => values[i],
        (i) => tokened.includes(i),
        requiresToken,
        title?.(values),
      ),
    ).toEqual(want);
  });
});
