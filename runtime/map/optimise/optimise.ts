/**
 * The route optimiser: for an operator's trains, the run (a route per train, no shared track)
 * the rules allow with the highest total revenue. Exact, not a heuristic:
 *
 * 1. The operator's network (stops, links of track, bundles of parallel links; network.ts).
 * 2. For each kind of train, the best single route it can run (a pruned search).
 * 3. A first run, greedily: trains best first, each the best route on the track left. Its total
 *    is a lower bound on the optimum.
 * 4. Each kind's candidate routes: every legal route that could still be part of a better run,
 *    i.e. pays more than that lower bound minus what all other trains could earn at best.
 * 5. The best combination of candidates (combine.ts). A run counts only once the engine's own
 *    route evaluation decodes its connections to the same routes and revenue, and it is valued
 *    exactly as the engine values it: the title's rules on each route within the whole run.
 *
 * Title rules judge and value each route on its own while searching (see RouteRules for why
 * that stays exact). Deterministic: no clocks or randomness; ties go to what the search meets
 * first, in network order, which depends only on the map state.
 */
import { boardFor } from '../board.js';
import type { MapContext, PhaseInfo } from '../context.js';
import { RouteError } from '../errors.js';
import { evaluateRoutes } from '../route.js';
import { combineRoutes, type Run, type TrainSlot } from './combine.js';
import { describeRoute, routeInput, viewOfRoute, type DescribedRoute } from './describe.js';
import { buildNetwork } from './network.js';
import { searchRoutes, type RouteCandidate, type RouteJudge } from './search.js';
import { TrainModel, trainKey } from './train-model.js';
import type { Operator, OptimiseResult, OptimisedRoute, RouteRules, RouteView } from './types.js';

interface Kind {
  readonly model: TrainModel;
  /** Indices into the operator's trains. */
  readonly trains: number[];
  best: number;
}

/** A complete run valued as the engine would: per route in the run, plus the run's extra. */
interface Valued {
  readonly routes: readonly OptimisedRoute[];
  readonly extraRevenue: number;
  readonly total: number;
}

/** The route with these stops (indices into `stops`) counted, each paying its value to the train. */
function withCounted(view: RouteView, model: TrainModel, stops: readonly number[], counted: readonly number[]): RouteView {
  let revenue = 0;
  const stopViews = view.stops.map((stop, i) => {
    const paid = counted.includes(i);
    if (paid) revenue += model.values[stops[i]];
    return { ...stop, counted: paid, revenue: paid ? model.values[stops[i]] : 0 };
  });
  return { ...view, stops: stopViews, revenue };
}

/** How much work an optimisation may do: `budget` partial routes in all (default no limit). */
export interface OptimiseOptions {
  readonly budget?: number;
}

export function optimiseRoutes(ctx: MapContext, phase: PhaseInfo, operator: Operator, rules: RouteRules = {}, options: OptimiseOptions = {}): OptimiseResult {
  const { routeRevenue, routeError, extraRevenue } = rules;
  const board = boardFor(ctx);
  const plainJudge = !routeRevenue && !routeError;
  // Unless title rules may look at which track a route takes, parallel ways between two stops
  // count as one, and a way using part of another's track makes that one needless.
  const trackBlind = rules.trackBlind ?? (plainJudge && !extraRevenue);
  const network = buildNetwork(board, operator.symbol, { dropDominated: trackBlind, bundleParallel: trackBlind });
  const bonus = routeRevenue ? (rules.routeBonusBound ?? Number.POSITIVE_INFINITY) : 0;
  const slack = extraRevenue ? (rules.extraRevenueBound ?? Number.POSITIVE_INFINITY) : 0;
  let searched = 0;
  const budget = options.budget === undefined ? undefined : { left: options.budget };

  const kinds: Kind[] = [];
  const kindOf = new Map<string, Kind>();
  operator.trains.forEach((train, index) => {
    const key = trainKey(train);
    let kind = kindOf.get(key);
    if (!kind) {
      kind = { model: new TrainModel(network, train, phase), trains: [], best: 0 };
      kindOf.set(key, kind);
      kinds.push(kind);
    }
    kind.trains.push(index);
  });

  /**
   * Route `i` of a run valued by the title, as the engine's valueRun does: a multi-node train
   * counts the stops the title pays most for (a bonus between two stops can beat bigger stops),
   * judged within the run as it stands; `run[i]` becomes the route with those stops counted.
   */
  const titleRevenue = (model: TrainModel, stops: readonly number[], run: RouteView[], i: number): number => {
    if (!routeRevenue) return run[i].revenue;
    if (model.distance !== undefined) return routeRevenue(run[i], run);
    const mapCounted = run[i];
    const value = (combo: readonly number[]) => routeRevenue(withCounted(mapCounted, model, stops, combo), run);
    const { counted } = model.revenue(stops, { valueOf: value, bonusBound: bonus });
    run[i] = withCounted(mapCounted, model, stops, counted);
    return counted.length ? value(counted) : 0;
  };

  // While searching, a route is judged on its own (a run of one).
  const judgeFor = (kind: Kind): RouteJudge => {
    const train = operator.trains[kind.trains[0]];
    return (stops, links, base, counted) => {
      const view = viewOfRoute(network, kind.model, train, { stops, links, base, counted });
      if (routeError && routeError(view, [view]) !== undefined) return undefined;
      return routeRevenue ? titleRevenue(kind.model, stops, [view], 0) : base;
    };
  };
  const judges = kinds.map(judgeFor);

  const search = (k: number, threshold: number, bestOnly: boolean, blocked?: Uint32Array): RouteCandidate[] => {
    const outcome = searchRoutes({ network, model: kinds[k].model, judge: judges[k], plainJudge, bonus, threshold, bestOnly, blocked, budget });
    searched += outcome.searched;
    return outcome.routes;
  };

  // 2. Each kind's best route alone.
  kinds.forEach((kind, k) => (kind.best = search(k, 0, true)[0]?.revenue ?? 0));

  // Slots: one per train, best kinds first, a kind's trains together.
  const slotKinds = [...kinds].sort((a, b) => b.best - a.best);
  const slotTrains = slotKinds.flatMap((kind) => kind.trains);
  const slotKind = slotKinds.flatMap((kind) => kind.trains.map(() => kinds.indexOf(kind)));
  // The action lists routes in the operator's train order.
  const actionOrder = slotTrains.map((train, slot) => ({ train, slot })).sort((a, b) => a.train - b.train);

  // A route's description depends only on its stops and links: runs share them.
  const descriptions = new Map<string, DescribedRoute>();
  const describe = (train: number, slot: number, route: RouteCandidate): DescribedRoute => {
    const key = `${slotKind[slot]}:${train}:${route.stops.join(',')}:${route.links.join(',')}`;
    let described = descriptions.get(key);
    if (!described) descriptions.set(key, (described = describeRoute(network, kinds[slotKind[slot]].model, operator.trains[train], route)));
    return described;
  };

  /**
   * The run's routes in action order, valued by the title's rules; undefined when refused. A
   * run whose value does not beat `beat` is not decoded by the engine (its total is all the
   * caller needs): decoding is the costly part.
   */
  let valued = 0;
  const valueRun = (choice: readonly (RouteCandidate | null)[], beat = Number.NEGATIVE_INFINITY): Valued | undefined => {
    valued++;
    const running = actionOrder.filter(({ slot }) => choice[slot] !== null);
    const described: DescribedRoute[] = running.map(({ train, slot }) => describe(train, slot, choice[slot]!));
    const views = described.map((d) => d.view);
    if (routeError && views.some((view) => routeError(view, views) !== undefined)) return undefined;
    // In action order, as the engine values them (an earlier route's counted stops settled first).
    const revenues = running.map(({ slot }, i) => titleRevenue(kinds[slotKind[slot]].model, choice[slot]!.stops, views, i));
    const extra = extraRevenue ? extraRevenue(views) : 0;
    const total = revenues.reduce((sum, r) => sum + r, 0) + extra;
    if (total <= beat) return { routes: [], extraRevenue: extra, total };
    try {
      // The engine decodes the connections itself: they must come out as these routes.
      const decoded = evaluateRoutes(ctx, operator.symbol, phase, described.map(routeInput));
      if (!decoded.routes.every((r, i) => r.revenue === described[i].base)) return undefined;
    } catch (error) {
      if (error instanceof RouteError) return undefined;
      throw error;
    }
    const routes = described.map((d, i): OptimisedRoute => ({
      train: d.train,
      connections: d.connections,
      nodes: d.nodes,
      hexes: d.hexes,
      baseRevenue: d.base,
      revenue: revenues[i],
      view: views[i],
    }));
    return { routes, extraRevenue: extra, total };
  };

  // 3. A greedy first run: a lower bound on the optimum.
  const words = network.words;
  const blocked = new Uint32Array(words);
  const greedy: (RouteCandidate | null)[] = slotKind.map((k) => {
    const route = search(k, 0, true, blocked)[0] ?? null;
    if (route) for (let w = 0; w < words; w++) blocked[w] |= route.bits[w];
    return route;
  });
  const greedyValue = valueRun(greedy);
  const incumbent: Run = greedyValue ? { total: greedyValue.total, choice: greedy } : { total: 0, choice: greedy.map(() => null) };

  // 4. Candidates that could be part of a better run.
  const bestSum = slotKind.reduce((sum, k) => sum + kinds[k].best, 0);
  let candidates = 0;
  const lists = kinds.map((kind, k) => {
    const threshold = Math.max(0, incumbent.total - slack - (bestSum - kind.best));
    const list = kind.best > 0 ? search(k, threshold, false) : [];
    list.sort((a, b) => b.revenue - a.revenue);
    candidates += list.length;
    return list;
  });
  const slots: TrainSlot[] = slotKind.map((k) => ({ kind: k, candidates: lists[k] }));

  // 5. The best combination.
  // Title rules that value routes within a run bound a partial run by its own value.
  const partial = routeRevenue
    ? (choice: readonly (RouteCandidate | null)[]) => {
        const valued = valueRun(choice, Number.POSITIVE_INFINITY);
        return valued && valued.total - valued.extraRevenue;
      }
    : undefined;
  const outcome = combineRoutes(network, slots, incumbent, slack, (choice, beat) => valueRun(choice, beat)?.total, partial);
  const best = valueRun(outcome.choice) ?? { routes: [], extraRevenue: 0, total: 0 };
  return {
    routes: best.routes,
    extraRevenue: best.extraRevenue,
    total: best.total,
    stats: { stops: network.stops.length, links: network.links.length, candidates, searched, combinations: outcome.combinations, valued, complete: !budget || budget.left > 0 },
  };
}
