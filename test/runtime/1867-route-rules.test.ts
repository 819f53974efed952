/**
 * 1867's (and 1861's) "a route may not visit a hex twice", as the reference's revenue_for judges
 * it: the route's stops' hexes in route order, one stop after another in the same hex counted
 * once, may not hold a hex twice. Toronto (two cities) and Montreal (three) are where it bites: a
 * route leaving one of their cities and coming back to another is refused; one running from one
 * of their cities straight to the next is not.
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
    { given: ['F16', 'F16', 'H12'], want: undefined },
    { given: ['H12', 'F16', 'F16'], want: undefined },
    { given: ['F16', 'H12', 'F16'], want: 'Route visits same hex twice' },
    { given: ['L12', 'F16', 'H12', 'L12'], want: 'Route visits same hex twice' },
  ])('stops in $given', ({ given, want }) => {
    const route = routeThrough(...given);
    expect(rules.routeError!(route, [route], {} as GameView)).toBe(want);
  });
});
