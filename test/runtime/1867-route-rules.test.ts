/**
 * 1867's (and 1861's) "a route may not visit a hex twice", as the reference's revenue_for judges
 * it: the hexes of the nodes the route visits (Route#hexes: a node shared by two connections
 * once) may not hold a hex twice. Toronto (two cities) and Montreal (three) are where it bites: a
 * route from one of their cities to another is refused, whether it leaves the hex in between or
 * runs from one straight to the next (crosscheck 1861 seed 9: E1's two cities, the reference
 * refused what the earlier rule let through).
 */
import { describe, expect, it } from 'vitest';
import type { GameView, RouteView, StopView } from '../../runtime/sdk.js';
import { routeRules } from '../../titles/1867/route-rules.js';

const rules = routeRules({ capitals: ['L12'], farTown: 'D2', hexBonuses: [] });

function routeThrough(...hexes: string[]): RouteView {
  const stops: StopView[] = hexes.map((hex) => ({ hex, kind: 'city', revenue: 20, counted: true, groups: [], tokened: false }));
  return { operator: 'CNR', train: { id: '4-0', name: '4', distance: 4 }, stops, hexes: [...new Set(hexes)], revenue: 20 * hexes.length };
}

describe('1867: a route may not visit a hex twice', () => {
  it.each([
    { given: ['F16', 'H12', 'L12'], want: undefined },
    { given: ['F16', 'F16', 'H12'], want: 'Route visits same hex twice' },
    { given: ['H12', 'F16', 'F16'], want: 'Route visits same hex twice' },
    { given: ['F16', 'H12', 'F16'], want: 'Route visits same hex twice' },
    { given: ['L12', 'F16', 'H12', 'L12'], want: 'Route visits same hex twice' },
  ])('stops in $given', ({ given, want }) => {
    const route = routeThrough(...given);
    expect(rules.routeError!(route, [route], {} as GameView)).toBe(want);
  });
});
