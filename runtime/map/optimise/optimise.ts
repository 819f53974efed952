/**
 * The route optimiser: for an operator's trains, the run (a route per train, no shared track)
 * the rules allow with the highest total revenue. Exact, not a heuristic:
 *
 * 1. The operator's network (stops and links of track, `network.ts`).
 * 2. For each kind of train, the best single route it can run (a pruned search).
 * 3. A first run, greedily: trains best first, each the best route on the track left. Its total
 *    is a lower bound on the optimum.
 * 4. Each kind's candidate routes: every legal route that could still be part of a better run,
 *    i.e. pays more than that lower bound minus what all other trains could earn at best.
 * 5. The best combination of candidates (`combine.ts`); a run is only taken once the engine's
 *    own route evaluation decodes its connections to the same routes and revenue, and the
 *    title's whole-run rule accepts it.
 *
 * Deterministic: no clocks or randomness; ties go to what the search meets first, in network
 * order, which depends only on the map state.
 */
import { boardFor } from '../board.js';
import type { MapContext, PhaseInfo } from '../context.js';
import { RouteError } from '../errors.js';
import { evaluateRoutes } from '../route.js';
import { combineRoutes, type Run, type TrainSlot } from './combine.js';
import { planCandidate, planRoute, routeInput } from './describe.js';
import { buildNetwork, type Network } from './network.js';
import { searchRoutes, type RouteCandidate, type RouteJudge } from './search.js';
import { TrainModel, trainKey } from './train-model.js';
import type { OperatorTrain, Operator, OptimiseResult, OptimisedRoute, PlannedRoute, RouteRules } from './types.js';

interface Kind {
  readonly model: TrainModel;
  /** Indices into the operator's trains. */
  readonly trains: number[];
  readonly judge: RouteJudge;
  best: number;
}

function judgeFor(network: Network, model: TrainModel, train: OperatorTrain, rules: RouteRules): RouteJudge {
  const { routeError, routeRevenue } = rules;
  if (!routeError && !routeRevenue) return (_stops, _links, base) => base;
  return (stops, links, base, counted) => {
    const planned = planRoute(network, model, train, stops, links, base, counted);
    if (routeError && routeError(planned) !== undefined) return undefined;
    return routeRevenue ? routeRevenue(planned) : base;
  };
}

export function optimiseRoutes(ctx: MapContext, phase: PhaseInfo, operator: Operator, rules: RouteRules = {}): OptimiseResult {
  const board = boardFor(ctx);
  const plainJudge = !rules.routeRevenue && !rules.routeError;
  // Unless title rules may look at which track a route takes, parallel ways between two stops
  // count as one, and a way using part of another's track makes that one needless.
  const trackBlind = rules.trackBlind ?? (plainJudge && !rules.runError);
  const network = buildNetwork(board, operator.symbol, { dropDominated: trackBlind, bundleParallel: trackBlind });
  const bonus = rules.routeRevenue ? (rules.routeBonusBound ?? Number.POSITIVE_INFINITY) : 0;
  let searched = 0;

  const kinds: Kind[] = [];
  const kindOf = new Map<string, Kind>();
  operator.trains.forEach((train, index) => {
    const key = trainKey(train);
    let kind = kindOf.get(key);
    if (!kind) {
      const model = new TrainModel(network, train, phase);
      kind = { model, trains: [], judge: judgeFor(network, model, train, rules), best: 0 };
      kindOf.set(key, kind);
      kinds.push(kind);
    }
    kind.trains.push(index);
  });

  const search = (kind: Kind, threshold: number, bestOnly: boolean, blocked?: Uint32Array): RouteCandidate[] => {
    const outcome = searchRoutes({ network, model: kind.model, judge: kind.judge, plainJudge, bonus, threshold, bestOnly, blocked });
    searched += outcome.searched;
    return outcome.routes;
  };

  // 2. Each kind's best route alone.
  for (const kind of kinds) kind.best = search(kind, 0, true)[0]?.revenue ?? 0;

  // Slots: one per train, best kinds first, a kind's trains together.
  const slotKinds = [...kinds].sort((a, b) => b.best - a.best);
  const slotTrains = slotKinds.flatMap((kind) => kind.trains);
  const slotKind = slotKinds.flatMap((kind) => kind.trains.map(() => kinds.indexOf(kind)));

  const plan = (choice: readonly (RouteCandidate | null)[]): (PlannedRoute | null)[] =>
    choice.map((candidate, slot) => {
      if (!candidate) return null;
      const kind = kinds[slotKind[slot]];
      return planCandidate(network, kind.model, operator.trains[slotTrains[slot]], candidate);
    });

  const accept = (choice: readonly (RouteCandidate | null)[]): boolean => {
    const planned = plan(choice);
    const order = slotTrains.map((train, slot) => ({ train, slot })).sort((a, b) => a.train - b.train);
    const running = order.filter(({ slot }) => planned[slot] !== null);
    const routes = running.map(({ slot }) => planned[slot]!);
    if (rules.runError && rules.runError(routes) !== undefined) return false;
    try {
      const run = evaluateRoutes(ctx, operator.symbol, phase, routes.map(routeInput));
      return run.routes.every((r, i) => r.revenue === choice[running[i].slot]!.base);
    } catch (error) {
      if (error instanceof RouteError) return false;
      throw error;
    }
  };

  // 3. A greedy first run: a lower bound on the optimum.
  const words = network.words;
  const blocked = new Uint32Array(words);
  const greedy: (RouteCandidate | null)[] = slotKind.map((k) => {
    const route = search(kinds[k], 0, true, blocked)[0] ?? null;
    if (route) for (let w = 0; w < words; w++) blocked[w] |= route.bits[w];
    return route;
  });
  const greedyTotal = greedy.reduce((sum, r) => sum + (r?.revenue ?? 0), 0);
  const incumbent: Run = accept(greedy) ? { total: greedyTotal, choice: greedy } : { total: 0, choice: greedy.map(() => null) };

  // 4. Candidates that could be part of a better run.
  const bestSum = slotKind.reduce((sum, k) => sum + kinds[k].best, 0);
  let candidates = 0;
  const lists = kinds.map((kind) => {
    const threshold = Math.max(0, incumbent.total - (bestSum - kind.best));
    const list = kind.best > 0 ? search(kind, threshold, false) : [];
    list.sort((a, b) => b.revenue - a.revenue);
    candidates += list.length;
    return list;
  });
  const slots: TrainSlot[] = slotKind.map((k) => ({ kind: k, candidates: lists[k] }));

  // 5. The best combination.
  const outcome = combineRoutes(network, slots, incumbent, accept);
  const planned = plan(outcome.choice);
  const routes: OptimisedRoute[] = [];
  const bySlot = slotTrains.map((train, slot) => ({ train, slot })).sort((a, b) => a.train - b.train);
  for (const { slot } of bySlot) {
    const route = planned[slot];
    if (route) routes.push({ ...route, revenue: outcome.choice[slot]!.revenue });
  }
  return {
    routes,
    total: outcome.total,
    stats: { stops: network.stops.length, links: network.links.length, candidates, searched, combinations: outcome.combinations },
  };
}
