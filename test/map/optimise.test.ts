/**
 * The route optimiser on small hand-made maps whose best runs can be worked out by hand: the
 * rules a run must keep (tokens, blocking cities, shared track, groups, terminals, distance)
 * and the ways trains earn (diesel values, multi-node trains, local trains, title hooks).
 */
import { describe, expect, it } from 'vitest';
import { evaluateRoutes } from '../../runtime/map/route.js';
import { optimiseRoutes } from '../../runtime/map/optimise/optimise.js';
import { routeInput } from '../../runtime/map/optimise/describe.js';
import type { OperatorTrain, RouteRules, RouteView } from '../../runtime/map/optimise/types.js';
import type { MapContext } from '../../runtime/map/context.js';
import { initialMapState } from '../../runtime/map/init.js';
import { placeToken } from '../../runtime/map/tokens.js';
import type { DistanceRule } from '../../runtime/title/definition.js';
import type { TileColor } from '../../runtime/title/parts.js';
import { boardFor } from '../../runtime/map/board.js';
import { combineRoutes } from '../../runtime/map/optimise/combine.js';
import { buildNetwork } from '../../runtime/map/optimise/network.js';
import { searchRoutes } from '../../runtime/map/optimise/search.js';
import { TrainModel } from '../../runtime/map/optimise/train-model.js';
import { buildDefinition } from './build-definition.js';
import { miniContext, miniDefinition } from './mini-map.js';

const YELLOW = { tiles: ['yellow'] as TileColor[] };
const BROWN = { tiles: ['yellow', 'green', 'brown'] as TileColor[] };

let serial = 0;
const train = (name: string, distance: number | DistanceRule[] = Number(name)): OperatorTrain => ({ id: `${name}-${serial++}`, name, distance });

function best(ctx: MapContext, symbol: string, trains: OperatorTrain[], phase = YELLOW, rules: RouteRules = {}) {
  const result = optimiseRoutes(ctx, phase, { symbol, trains }, rules);
  // Whatever the optimiser proposes, the map's route rules accept, for the revenue it says.
  if (result.routes.length > 0) {
    const run = evaluateRoutes(ctx, symbol, phase, result.routes.map(routeInput));
    expect(run.routes.map((r) => r.revenue)).toEqual(result.routes.map((r) => r.baseRevenue));
  }
  // A route reads the same either way round: name it from the end that sorts first.
  const hexes = (h: readonly string[]) => (h[0] <= h[h.length - 1] ? h : [...h].reverse()).join('-');
  return { total: result.total, routes: result.routes.map((r) => `${r.train.name}:${hexes(r.hexes)}=${r.revenue}`), result };
}

describe('the best run on the mini map', () => {
  // A2 (West 20/40, diesel 60) - A4 (20, X) - A6 (town 10) - A8 (30, Y, full) - A10 (40)
  //   B3 (West 30) joins A4; B5 (town 10) joins A4 and A6.
  it('takes the best route for one train', () => {
    expect(best(miniContext(), 'X', [train('2')]).total).toBe(50);
    expect(best(miniContext(), 'X', [train('3')]).total).toBe(60);
  });

  it('gives two trains routes that share a stop but no track', () => {
    const run = best(miniContext(), 'X', [train('2'), train('2')]);
    expect(run.total).toBe(90);
    expect(run.routes.sort()).toEqual(['2:A2-A4=40', '2:A4-B3=50']);
  });

  it('stands on the greedy run when it pays every train its best route alone, searching no further', () => {
    const alone = best(miniContext(), 'X', [train('2')]).result.stats;
    expect([alone.candidates, alone.combinations, alone.complete]).toEqual([0, 0, true]);
    // Two 2s want the same best route: the greedy 90 is below 50 + 50, so the search goes on.
    expect(best(miniContext(), 'X', [train('2'), train('2')]).result.stats.candidates).toBeGreaterThan(0);
  });

  it('never uses two stops of one group on a route', () => {
    // B3-A4-A2 would pay 70 but both offboards are West.
    expect(best(miniContext(), 'X', [train('3')]).routes[0]).not.toMatch(/B3.*A2|A2.*B3/);
  });

  it('ends at a city full of other tokens but does not pass through it', () => {
    // X's 4-train: B3-A4-A6-A8 (90); A10 behind Y's full A8 is out of reach.
    const run = best(miniContext(), 'X', [train('4')]);
    expect(run.total).toBe(90);
    expect(run.routes).toEqual(['4:A8-A6-A4-B3=90']);
    // Y runs from its token through A6 to A4, where X's token blocks it from going on.
    expect(best(miniContext(), 'Y', [train('4')]).total).toBe(100);
  });

  it('counts diesel values for a D train and runs it as far as pays', () => {
    expect(best(miniContext(), 'X', [train('D', 99)], BROWN).routes).toEqual(['D:A2-A4-B5-A6-A8=130']);
    expect(best(miniContext(), 'Y', [train('D', 99)], BROWN).total).toBe(110);
  });

  it('runs nothing without a token, and nothing for a corporation not on the map', () => {
    expect(best(miniContext(), 'Z', [train('4')]).total).toBe(0);
    expect(best(miniContext(), 'X', []).total).toBe(0);
  });

  it('runs a local train from a tokened city, one train per city', () => {
    const run = best(miniContext(), 'X', [train('1', 1), train('1', 1)]);
    expect(run.routes).toEqual(['1:A4=20']);
    expect(run.result.routes[0].connections).toEqual([['local', 'A4']]);
  });

  it('pays a multi-node train for its best stops', () => {
    // Visits up to 3 cities/offboards and a town; paid for the best 2 cities/offboards, one of
    // them tokened unless the train says otherwise: A2-A4-A6-A8 pays A2 and A4, or A2 and A8.
    const rules: DistanceRule[] = [
      { nodes: ['town'], pay: 0, visit: 1 },
      { nodes: ['city', 'offboard'], pay: 2, visit: 3 },
    ];
    expect(best(miniContext(), 'X', [train('3/2', rules)], BROWN).total).toBe(60);
    expect(best(miniContext(), 'X', [{ ...train('3/2', rules), requiresToken: false }], BROWN).total).toBe(70);
  });

  it('keeps terminal track at the ends of a route', () => {
    const ctx = miniContext(miniDefinition({ A8: ['gray', 'city=revenue:30,slots:2;path=a:1,b:_0;path=a:_0,b:4,terminal:1'] }));
    // A6-A8-A10 would run through A8's terminal path.
    expect(best(ctx, 'Y', [train('3')]).routes).toEqual(['3:A10-A8=70']);
  });
});

describe('title rules as callbacks', () => {
  const visits = (route: RouteView, hex: string) => route.stops.some((s) => s.hex === hex);

  it('optimises a bonus on whole routes, with or without a bound on it', () => {
    const routeRevenue = (r: RouteView) => r.revenue + (visits(r, 'B5') ? 100 : 0);
    for (const rules of [{ routeRevenue }, { routeRevenue, routeBonusBound: 100 }]) {
      const run = best(miniContext(), 'X', [train('2'), train('2')], YELLOW, rules);
      expect(run.total).toBe(180);
      expect(run.routes.sort()).toEqual(['2:A4-B3=50', '2:A4-B5=130']);
    }
  });

  it('optimises a bonus for joining two places, which no stop earns alone (an east-west bonus)', () => {
    const routeRevenue = (r: RouteView) => r.revenue + (visits(r, 'A2') && visits(r, 'A8') ? 100 : 0);
    // Without the bonus a 4 runs B3-A4-A6-A8 (90); with it A2-A4-A6-A8 (80 + 100).
    expect(best(miniContext(), 'X', [train('4')]).total).toBe(90);
    for (const rules of [{ routeRevenue }, { routeRevenue, routeBonusBound: 100 }]) {
      expect(best(miniContext(), 'X', [train('4')], YELLOW, rules).routes).toEqual(['4:A2-A4-A6-A8=180']);
      // A second train takes B3 and B5, off the bonus route's track.
      expect(best(miniContext(), 'X', [train('4'), train('2')], YELLOW, rules).total).toBe(180 + 50);
    }
  });

  it('chooses a multi-node train’s counted stops by a joining bonus, bounded per route', () => {
    // Pays the best 2 of its cities and offboards; A4 (20) and A8 (30) earn 30 more together: on
    // A2-A4-A6-A8 that beats counting A2 (West, 40 in brown) and A8.
    const rules: DistanceRule[] = [
      { nodes: ['town'], pay: 0, visit: 1 },
      { nodes: ['city', 'offboard'], pay: 2, visit: 3 },
    ];
    let asked = 0;
    const routeRevenue = (r: RouteView) => {
      asked++;
      const counted = (hex: string) => r.stops.some((s) => s.hex === hex && s.counted);
      return r.revenue + (counted('A4') && counted('A8') ? 30 : 0);
    };
    const joins = (r: RouteView) => visits(r, 'A4') && visits(r, 'A8');
    const run = (withRules: RouteRules) => {
      asked = 0;
      const found = best(miniContext(), 'X', [{ ...train('3/2', rules), requiresToken: false }], BROWN, withRules);
      return { routes: found.routes, counted: found.result.routes.map((r) => r.view.stops.filter((s) => s.counted).map((s) => s.hex)), asked };
    };
    const unbounded = run({ routeRevenue });
    expect(unbounded.counted).toEqual([['A8', 'A4']]);
    expect(unbounded.routes[0]).toMatch(/=80$/);
    const bounded = run({ routeRevenue, routeBonusBound: 30 });
    const perRoute = run({ routeRevenue, routeBonusBound: 30, routeBonusOf: (r) => (joins(r) ? 30 : 0) });
    expect([bounded.routes, perRoute.routes]).toEqual([unbounded.routes, unbounded.routes]);
    expect(perRoute.asked).toBeLessThanOrEqual(bounded.asked);
    // The bound per route is what counts: one too low misses the bonus, as a too-low routeBonusBound would.
    expect(run({ routeRevenue, routeBonusBound: 30, routeBonusOf: () => 0 }).counted).not.toEqual(unbounded.counted);
  });

  it('optimises a bonus only one route of a run may take', () => {
    // +100 for reaching the West, to the first route of the run that does.
    const west = (r: RouteView) => visits(r, 'A2') || visits(r, 'B3');
    const routeRevenue = (r: RouteView, run: readonly RouteView[]) => r.revenue + (run.find(west) === r ? 100 : 0);
    for (const rules of [{ routeRevenue }, { routeRevenue, routeBonusBound: 100 }]) {
      const run = best(miniContext(), 'X', [train('2'), train('2')], YELLOW, rules);
      expect(run.total).toBe(40 + 50 + 100);
      expect(run.result.routes.filter((r) => r.revenue === r.baseRevenue + 100)).toHaveLength(1);
    }
  });

  it('values a route again in each run when the title rule reads the run', () => {
    // +100 to a train that runs alone: worth more than the two trains' 40 + 50 together. The
    // greedy run values each route beside the other; a route kept at that value (as the optimiser
    // keeps one valued without reading the run) would never earn its bonus alone.
    const routeRevenue = (r: RouteView, run: readonly RouteView[]) => r.revenue + (run.length === 1 ? 100 : 0);
    const run = best(miniContext(), 'X', [train('2'), train('2')], YELLOW, { routeRevenue });
    expect(run.total).toBe(50 + 100);
    expect(run.routes).toEqual(['2:A4-B3=150']);
  });

  it('values a route once where the title rule does not read the run', () => {
    const counting = (readsRun: boolean) => {
      let calls = 0;
      const routeRevenue = (r: RouteView, run: readonly RouteView[]) => {
        calls++;
        return r.revenue + (visits(r, 'B5') ? 100 : 0) + (readsRun && run.length > 5 ? 1 : 0);
      };
      const run = best(miniContext(), 'X', [train('2'), train('2'), train('3')], YELLOW, { routeRevenue });
      return { total: run.total, calls };
    };
    const free = counting(false);
    const reading = counting(true);
    expect(free.total).toBe(reading.total);
    expect(free.calls).toBeLessThan(reading.calls);
  });

  it('never runs a route a title rule refuses', () => {
    const run = best(miniContext(), 'X', [train('3')], YELLOW, { routeError: (r) => (r.stops.some((s) => s.kind === 'town') ? 'no towns' : undefined) });
    expect(run.routes).toEqual(['3:A4-B3=50']);
  });

  it('never runs a set of routes a title rule refuses together', () => {
    const west = (r: RouteView) => visits(r, 'A2') || visits(r, 'B3');
    const routeError = (r: RouteView, run: readonly RouteView[]) => (west(r) && run.filter(west).length > 1 ? 'one train west' : undefined);
    expect(best(miniContext(), 'X', [train('2'), train('2')], YELLOW, { routeError }).total).toBe(80);
  });

  it('adds revenue a run earns beyond its routes', () => {
    // 10 per train that runs; the bound lets the search prune as before.
    const extraRevenue = (run: readonly RouteView[]) => 10 * run.length;
    for (const rules of [{ extraRevenue }, { extraRevenue, extraRevenueBound: 20 }]) {
      const run = best(miniContext(), 'X', [train('2'), train('2')], YELLOW, rules);
      expect(run.total).toBe(90 + 20);
      expect(run.result.extraRevenue).toBe(20);
    }
  });
});

describe('parallel ways between two cities', () => {
  // A2 (X, 20) and A6 (30) are joined twice: through A4, and through B3 and B5 below it.
  const def = buildDefinition({
    hexes: {
      A2: ['gray', 'city=revenue:20;path=a:4,b:_0;path=a:5,b:_0'],
      A4: ['gray', 'path=a:1,b:4'],
      B3: ['gray', 'path=a:2,b:4'],
      B5: ['gray', 'path=a:1,b:3'],
      A6: ['gray', 'city=revenue:30;path=a:1,b:_0;path=a:0,b:_0'],
    },
  });
  const ctx = (): MapContext => {
    const c: MapContext = { definition: def, map: initialMapState(def) };
    placeToken(c, 'A2', 0, 'X');
    return c;
  };

  it('runs two trains between the same cities, one each way', () => {
    const run = best(ctx(), 'X', [train('2'), train('2')]);
    expect(run.total).toBe(100);
    expect(run.result.routes.map((r) => r.connections[0].join('-')).sort()).toEqual(['A2-A4-A6', 'A2-B3-B5-A6']);
  });

  it('gives one route to two trains of a kind when its parallel ways have room for both', () => {
    // The combination step alone, with no first run to start from: the one candidate route
    // A2-A6 (a bundle of both ways) must serve both trains.
    const network = buildNetwork(boardFor(ctx()), 'X', { bundleParallel: true });
    expect(network.bundles.map((b) => b.links.length)).toEqual([2]);
    const model = new TrainModel(network, train('2'), YELLOW);
    const { routes } = searchRoutes({ network, model, judge: (_s, _l, base) => base, plainJudge: true, bonus: 0, threshold: 0, bestOnly: false });
    expect(routes).toHaveLength(1);
    const slots = [0, 1].map(() => ({ kind: 0, candidates: routes }));
    const run = combineRoutes(network, slots, { total: 0, choice: [null, null] }, 0, (choice) => choice.reduce((sum, c) => sum + (c?.revenue ?? 0), 0));
    expect(run.total).toBe(100);
    expect(run.choice.map((c) => c!.links[0]).sort()).toEqual([0, 1]);
  });

  it('spends one of the work budget per partial run, and stands on the best found when it is spent', () => {
    // 1861's national, eight trains and more on a dense map, made millions of partial runs.
    const network = buildNetwork(boardFor(ctx()), 'X', { bundleParallel: true });
    const model = new TrainModel(network, train('2'), YELLOW);
    const { routes } = searchRoutes({ network, model, judge: (_s, _l, base) => base, plainJudge: true, bonus: 0, threshold: 0, bestOnly: false });
    const slots = [0, 1].map(() => ({ kind: 0, candidates: routes }));
    const sum = (choice: readonly ({ revenue: number } | null)[]) => choice.reduce((total, c) => total + (c?.revenue ?? 0), 0);
    const plenty = { left: 1000 };
    const full = combineRoutes(network, slots, { total: 0, choice: [null, null] }, 0, sum, undefined, plenty);
    expect(full.total).toBe(100);
    expect(1000 - plenty.left).toBe(full.combinations);
    const scant = { left: 1 };
    const cut = combineRoutes(network, slots, { total: 0, choice: [null, null] }, 0, sum, undefined, scant);
    expect([cut.total, cut.combinations, scant.left]).toEqual([0, 1, 0]);
  });

  it('judges the same stops once over either way where the title rule does not read the track', () => {
    const counting = (readsTrack: boolean) => {
      let calls = 0;
      const routeRevenue = (r: RouteView) => {
        calls++;
        return r.revenue + (readsTrack && r.hexes.length > 9 ? 1 : 0);
      };
      return { total: best(ctx(), 'X', [train('2')], YELLOW, { routeRevenue }).total, calls };
    };
    const free = counting(false);
    const reading = counting(true);
    expect(free.total).toBe(reading.total);
    expect(free.calls).toBeLessThan(reading.calls);
  });

  it('values each way afresh where the title rule reads the track', () => {
    // Between the same two cities, only the way through B3 earns the bonus: a value kept from
    // the other way (as one is kept where the rule never reads the track) would miss it.
    for (const through of ['A4', 'B3']) {
      const routeRevenue = (r: RouteView) => r.revenue + (r.hexes.includes(through) ? 100 : 0);
      const run = best(ctx(), 'X', [train('2')], YELLOW, { routeRevenue });
      expect(run.total).toBe(150);
      expect(run.result.routes[0].connections[0]).toContain(through);
    }
  });

  it('lets a title rule that looks at the track choose the way', () => {
    const routeError = (r: RouteView) => (r.hexes.includes('A4') ? 'not through A4' : undefined);
    const run = best(ctx(), 'X', [train('2')], YELLOW, { routeError });
    expect(run.result.routes.map((r) => r.connections)).toEqual([[['A2', 'B3', 'B5', 'A6']]]);
  });
});

describe('junctions and the engine encoding', () => {
  // A2 city (X) - A4 junction (W, E, SE) - A6 city; B5 city below A4.
  const def = buildDefinition({
    hexes: {
      A2: ['gray', 'city=revenue:20;path=a:4,b:_0'],
      A4: ['gray', 'junction;path=a:1,b:_0;path=a:4,b:_0;path=a:5,b:_0'],
      A6: ['gray', 'city=revenue:30;path=a:1,b:_0'],
      B5: ['gray', 'city=revenue:40;path=a:2,b:_0'],
    },
  });

  it('runs one train through a junction, and not two over its shared arm', () => {
    const ctx: MapContext = { definition: def, map: initialMapState(def) };
    placeToken(ctx, 'A2', 0, 'X');
    const run = best(ctx, 'X', [train('2'), train('2')]);
    expect(run.total).toBe(60);
    expect(run.result.routes[0].connections).toEqual([['A2', 'A4', 'B5']]);
  });
});
