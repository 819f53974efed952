/**
 * Probe hooks of the operating round. Each one changes something a short script can see; the
 * tests in test/hooks/operating.test.ts play with one hook at a time and without any.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_track/types.js';

export default defineHooks<Types>({
  // AA has two lays a turn, the second costing 20 and no upgrade.
  tileLays: (operator) =>
    operator === 'AA'
      ? [
          { lay: true, upgrade: true, cost: 0, cannotReuseSameHex: false },
          { lay: true, upgrade: false, cost: 20, cannotReuseSameHex: true },
        ]
      : undefined,

  // A lay costs at least 10 (terrain included), as 1846 costs at least its tile cost.
  tileCost: ({ terrain, borders, slot }) => Math.max(10, terrain) + borders + slot,

  // The Z city may go on B4, whose city has no label; no sharp curve (7) anywhere.
  upgradesTo: ({ hex, to }) => (to === 'Z1' && hex === 'B4' ? true : to === '7' ? false : undefined),

  // A route to the offboard pays double.
  routeRevenue: (route) => (route.stops.some((stop) => stop.kind === 'offboard') ? route.revenue * 2 : route.revenue),

  // Before phase 3, no route may reach the offboard.
  routeError: (route, _run, game) =>
    !game.phaseReached('3') && route.stops.some((stop) => stop.hex === 'A5') ? 'A5 opens in phase 3' : undefined,

  // 5 for every train run, paid (or withheld) with the revenue.
  extraRevenue: (_operator, run) => 5 * run.length,

  // Doubling a route adds at most what its stops pay (under 100 on this map), and nothing to a
  // route that reaches no offboard; 5 a train owned.
  routeBounds: (operator, game) => ({
    routeBonus: 100,
    routeBonusOf: (route) => (route.stops.some((stop) => stop.kind === 'offboard') ? 100 : 0),
    extraRevenue: 5 * game.operator(operator).trains.length,
  }),

  // The bank pays 15 into the treasury for any run.
  subsidy: (_operator, run) => (run.length > 0 ? 15 : 0),

  // Half pay is allowed.
  dividendKinds: () => ['payout', 'withhold', 'half'],

  // A full payout moves the price two steps right; half pay does not move it.
  sharePriceChange: (_operator, choice) => (choice.kind === 'payout' ? ['right', 'right'] : choice.kind === 'half' ? [] : undefined),

  // AA must own a train (the title's rule is `never`).
  mustBuyTrain: (operator, game) => (operator === 'AA' ? game.operator(operator).trains.length === 0 : undefined),

  // AA may own one train only.
  trainLimit: (operator) => (operator === 'AA' ? 1 : undefined),

  // BB may spend at most 50 at a time: too little for a train.
  buyingPower: (entity, purpose, game) => (entity === 'BB' && purpose === 'train' ? Math.min(50, game.corporation('BB').cash) : undefined),

  // Corporations operate in reverse title order (BB before AA).
  operatingOrder: (operators) => [...operators].sort().reverse(),
});
