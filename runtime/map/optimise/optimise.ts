/**
 * The route optimiser: for an operator's trains, the run (a route per train, no shared track)
 * the rules allow with the highest total revenue. Exact, not a heuristic:
 *
 * 1. The operator's network (stops, links of track, bundles of parallel links; network.ts).
 * 2. For each kind of train, the best single route it can run (a pruned search).
 * 3. A first run, greedily: trains best first, each the best route on the track left. Its total
 *    is a lower bound on the optimum; where no title rule values a route within its run, the
 *    sum of each train's best route alone is an upper bound, and a greedy run reaching it is
 *    the answer (most are: one train, or trains whose best routes share no track).
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
import { describeRoute, lazyViewOfRoute, routeInput, type DescribedRoute } from './describe.js';
import type { Network } from './network.js';
import { keptNetwork, networkFor } from './network-cache.js';
import { searchRoutes, type RouteCandidate, type RouteJudge } from './search.js';
import { TrainModel, trainKey } from './train-model.js';
import type { Operator, OptimiseResult, OptimisedRoute, RouteRules, RouteView } from './types.js';
import { CountedViews } from '../counted-views.js';

interface Kind {
  readonly model: TrainModel;
  /** Indices into the operator's trains. */
  readonly trains: number[];
  best: number;
}

/** The title's judgement of a route alone, by its stops (see judgeFor): refused, what it may add, and what it pays once asked. */
interface Judged {
  readonly refused: boolean;
  readonly bonus: number;
  value: number | undefined;
}

/** A complete run valued as the engine would: per route in the run, plus the run's extra. */
interface Valued {
  readonly routes: readonly OptimisedRoute[];
  readonly extraRevenue: number;
  readonly total: number;
}

/** How much work an optimisation may do: `budget` partial routes and partial runs in all (default no limit). */
export interface OptimiseOptions {
  readonly budget?: number;
}

export function optimiseRoutes(ctx: MapContext, phase: PhaseInfo, operator: Operator, rules: RouteRules = {}, options: OptimiseOptions = {}): OptimiseResult {
  const { routeRevenue, routeError, extraRevenue } = rules;
  if (routeRevenue || routeError || extraRevenue) return new RunOptimiser(ctx, phase, operator, rules, options).run();
  // Without title hooks the answer depends only on the network (kept while nothing it read
  // changed), the trains, the phase's colours and the budget: an operator whose track no lay
  // touched since its last run gets the same answer without a search.
  const kept = keptNetwork(boardFor(ctx), operator.symbol, networkOptions(rules));
  const key = JSON.stringify([phase.tiles, operator.trains, options.budget ?? null]);
  const known = kept.runs.get(key);
  if (known === undefined) {
    const result = new RunOptimiser(ctx, phase, operator, rules, options).run();
    kept.runs.set(key, result);
    return result;
  }
  // The routes name this caller's train objects, as a fresh answer would (callers find them by identity).
  const byId = new Map(operator.trains.map((train) => [train.id, train]));
  return { ...known, routes: known.routes.map((route) => ({ ...route, train: byId.get(route.train.id)! })) };
}

/**
 * Unless title rules may look at which track a route takes, parallel ways between two stops
 * count as one, and a way using part of another's track makes that one needless.
 */
function networkOptions(rules: RouteRules): { dropDominated: boolean; bundleParallel: boolean } {
  const trackBlind = rules.trackBlind ?? (!rules.routeRevenue && !rules.routeError && !rules.extraRevenue);
  return { dropDominated: trackBlind, bundleParallel: trackBlind };
}

/** One decision: the operator's network and trains, searched in the steps the module comment lists. */
class RunOptimiser {
  private readonly network: Network;
  private readonly plainJudge: boolean;
  /** What title rules may add to a route's revenue, and to a run's. */
  private readonly bonus: number;
  private readonly slack: number;
  private readonly kinds: Kind[];
  private readonly judges: RouteJudge[];
  /** One slot per train, best kinds first, a kind's trains together: each slot's kind. */
  private slotKind: number[] = [];
  /** The slots in the operator's train order (the action lists routes so). */
  private actionOrder: { readonly train: number; readonly slot: number }[] = [];
  /** A route's description depends only on its stops and links: runs share them. */
  private readonly descriptions = new Map<string, DescribedRoute>();
  /**
   * Whether the engine decodes a run (by its routes' description keys) as described: the greedy
   * run is often the best one too, and decoding it twice would be the costliest part of a small
   * network's optimisation.
   */
  private readonly decoded = new Map<string, boolean>();
  /** Each route's description keys, by train (see describeKey). */
  private readonly keysOf = new WeakMap<RouteCandidate, string[]>();
  /** Routes the title's rules valued without reading the run they were in, by description key (see routeValue). */
  private readonly runFree = new Map<string, { readonly revenue: number; readonly view: RouteView }>();
  private searched = 0;
  /** Partial routes the last search looked at. */
  private lastSearched = 0;
  /** Step 2's search per kind (its routes and work), for the greedy run's first train. */
  private readonly alone: { readonly routes: RouteCandidate[]; readonly searched: number }[] = [];
  private valued = 0;
  /** Partial routes the search may still build, shared by every search of this decision; none: no limit. */
  private readonly budget: { left: number } | undefined;

  constructor(
    private readonly ctx: MapContext,
    private readonly phase: PhaseInfo,
    private readonly operator: Operator,
    private readonly rules: RouteRules,
    options: OptimiseOptions,
  ) {
    this.budget = options.budget === undefined ? undefined : { left: options.budget };
    const { routeRevenue, routeError, extraRevenue } = rules;
    this.plainJudge = !routeRevenue && !routeError;
    this.network = networkFor(boardFor(ctx), operator.symbol, networkOptions(rules));
    this.bonus = routeRevenue ? (rules.routeBonusBound ?? Number.POSITIVE_INFINITY) : 0;
    this.slack = extraRevenue ? (rules.extraRevenueBound ?? Number.POSITIVE_INFINITY) : 0;
    this.kinds = trainKinds(this.network, operator, phase);
    this.judges = this.kinds.map((kind) => this.judgeFor(kind));
  }

  run(): OptimiseResult {
    // 2. Each kind's best route alone.
    this.kinds.forEach((kind, k) => {
      const found = this.search(k, 0, true);
      kind.best = found[0]?.revenue ?? 0;
      this.alone[k] = { routes: found, searched: this.lastSearched };
    });
    const slotKinds = [...this.kinds].sort((a, b) => b.best - a.best);
    const slotTrains = slotKinds.flatMap((kind) => kind.trains);
    this.slotKind = slotKinds.flatMap((kind) => kind.trains.map(() => this.kinds.indexOf(kind)));
    this.actionOrder = slotTrains.map((train, slot) => ({ train, slot })).sort((a, b) => a.train - b.train);
    // 3.-5.
    const incumbent = this.greedyRun();
    const proven = this.greedyIsBest(incumbent);
    const { slots, candidates } = proven ? { slots: [], candidates: 0 } : this.candidateSlots(incumbent);
    const outcome = proven ? { choice: incumbent.choice, combinations: 0 } : combineRoutes(this.network, slots, incumbent, this.slack, (choice, beat) => this.valueRun(choice, beat)?.total, this.partialBound(), this.budget);
    const best = this.valueRun(outcome.choice) ?? { routes: [], extraRevenue: 0, total: 0 };
    const { stops, links } = this.network;
    return {
      routes: best.routes,
      extraRevenue: best.extraRevenue,
      total: best.total,
      stats: { stops: stops.length, links: links.length, candidates, searched: this.searched, combinations: outcome.combinations, valued: this.valued, complete: !this.budget || this.budget.left > 0 },
    };
  }

  private search(k: number, threshold: number, bestOnly: boolean, blocked?: Uint32Array): RouteCandidate[] {
    const { network, plainJudge, bonus, budget } = this;
    const outcome = searchRoutes({ network, model: this.kinds[k].model, judge: this.judges[k], plainJudge, bonus, threshold, bestOnly, blocked, budget });
    this.searched += outcome.searched;
    this.lastSearched = outcome.searched;
    return outcome.routes;
  }

  /**
   * The best route of kind `k` on free track: the greedy run's first train asks again what
   * step 2 found (no track blocked yet; an all-clear `blocked` searches exactly as none). The
   * answer is taken as found, its work counted again, when the search asked now would walk
   * exactly as then: without a budget, or with more left than that search took (it stops only
   * once the budget is spent).
   */
  private bestAlone(k: number, blocked: Uint32Array): RouteCandidate[] {
    const alone = this.alone[k];
    if (!alone || blocked.some((word) => word !== 0) || (this.budget && this.budget.left <= alone.searched)) return this.search(k, 0, true, blocked);
    if (this.budget) this.budget.left -= alone.searched;
    this.searched += alone.searched;
    return alone.routes;
  }

  /**
   * Route `i` of a run valued by the title, as the engine's valueRun does: a multi-node train
   * counts the stops the title pays most for (a bonus between two stops can beat bigger stops),
   * judged within the run as it stands; `run[i]` becomes the route with those stops counted.
   */
  private titleRevenue(model: TrainModel, stops: readonly number[], run: RouteView[], i: number, bonusBound = this.routeBonus(run[i]), hookRun: readonly RouteView[] = run): number {
    const { routeRevenue } = this.rules;
    if (!routeRevenue) return run[i].revenue;
    if (model.distance !== undefined) return routeRevenue(run[i], hookRun);
    const mapCounted = run[i];
    const views = new CountedViews(mapCounted, stops.map((stop) => model.values[stop]));
    const value = (combo: readonly number[]) => routeRevenue(views.with(combo), hookRun);
    const { counted } = model.revenue(stops, { valueOf: value, bonusBound });
    run[i] = views.with(counted);
    return counted.length ? value(counted) : 0;
  }

  /**
   * `titleRevenue` of route `i` of a run (`key`: its description's), remembered where the title's
   * rules valued it without reading the rest of the run. The branch and bound values every
   * partial run it keeps (`partialBound`), the same few hundred routes in millions of runs: where an
   * operator runs eight trains, that was four fifths of a simulated game's time. A hook is a function of
   * the route, the run and the game, and the game does not change during one optimisation: a
   * valuation that never read the run went the same way before any read of it, and would for
   * any run. So the run the hook sees notes a read, and a valuation with one is not kept.
   */
  private routeValue(key: string, model: TrainModel, stops: readonly number[], run: RouteView[], i: number): number {
    // Without the hook a route's value is its own revenue: nothing to keep, nor to look up.
    if (!this.rules.routeRevenue) return this.titleRevenue(model, stops, run, i);
    const kept = this.runFree.get(key);
    if (kept !== undefined) {
      run[i] = kept.view;
      return kept.revenue;
    }
    const watched = watchedRun(run);
    const revenue = this.titleRevenue(model, stops, run, i, undefined, watched.run);
    if (!watched.read()) this.runFree.set(key, { revenue, view: run[i] });
    return revenue;
  }

  /** The most the title's rules add to this route (its own bound where the title gives one). */
  private routeBonus(view: RouteView): number {
    const { routeBonusOf } = this.rules;
    return routeBonusOf ? Math.min(this.bonus, routeBonusOf(view)) : this.bonus;
  }

  /**
   * While searching, a route is judged on its own (a run of one). A route its own bound leaves
   * short of the threshold is not valued: the title pays at most that much more than the best
   * its stops earn by revenue (`base`), whichever of them it counts.
   *
   * The search meets the same stops again and again over other track (five times in six in a
   * late 1861 game), and what the map rules pay and count depends on the stops alone. So does
   * the title's judgement where its rules never read the route's `hexes` (the view lists them
   * only when read): that judgement is kept by the stops, for the decision (the game does not
   * change during it); one that read them is made again for each route.
   */
  private judgeFor(kind: Kind): RouteJudge {
    const { routeRevenue, routeError } = this.rules;
    const train = this.operator.trains[kind.trains[0]];
    const known = new Map<string, Judged>();
    const read = { hexes: false };
    return (stops, links, base, counted, threshold) => {
      const key = stops.join(',');
      let judged = known.get(key);
      let view: RouteView | undefined;
      if (judged === undefined) {
        read.hexes = false;
        view = lazyViewOfRoute(this.network, kind.model, train, { stops, links, base, counted }, read);
        const refused = routeError !== undefined && routeError(view, [view]) !== undefined;
        judged = { refused, bonus: !refused && routeRevenue ? this.routeBonus(view) : 0, value: undefined };
        if (!read.hexes) known.set(key, judged);
      }
      if (judged.refused) return undefined;
      if (!routeRevenue) return base;
      if (!(base + judged.bonus > threshold)) return undefined;
      if (judged.value !== undefined) return judged.value;
      read.hexes = false;
      view ??= lazyViewOfRoute(this.network, kind.model, train, { stops, links, base, counted }, read);
      const value = this.titleRevenue(kind.model, stops, [view], 0, judged.bonus);
      if (!read.hexes && known.get(key) === judged) judged.value = value;
      return value;
    };
  }

  private describeKey(train: number, slot: number, route: RouteCandidate): string {
    // Asked for the same candidates in run after run: made once per candidate and train (a slot's
    // kind follows from its train). A route over other links is a new object, keyed afresh.
    let keys = this.keysOf.get(route);
    if (keys === undefined) this.keysOf.set(route, (keys = []));
    return (keys[train] ??= `${this.slotKind[slot]}:${train}:${route.stops.join(',')}:${route.links.join(',')}`);
  }

  private describe(train: number, slot: number, route: RouteCandidate, key = this.describeKey(train, slot, route)): DescribedRoute {
    const kind = this.slotKind[slot];
    let described = this.descriptions.get(key);
    if (!described) this.descriptions.set(key, (described = describeRoute(this.network, this.kinds[kind].model, this.operator.trains[train], route)));
    return described;
  }

  /**
   * The run's routes in action order, valued by the title's rules; undefined when refused. A
   * run whose value does not beat `beat` is not decoded by the engine (its total is all the
   * caller needs): decoding is the costly part.
   */
  private valueRun(choice: readonly (RouteCandidate | null)[], beat = Number.NEGATIVE_INFINITY): Valued | undefined {
    const { routeError, extraRevenue } = this.rules;
    this.valued++;
    const running = this.actionOrder.filter(({ slot }) => choice[slot] !== null);
    const keys = running.map(({ train, slot }) => this.describeKey(train, slot, choice[slot]!));
    const described: DescribedRoute[] = running.map(({ train, slot }, i) => this.describe(train, slot, choice[slot]!, keys[i]));
    const views = described.map((d) => d.view);
    if (routeError && views.some((view) => routeError(view, views) !== undefined)) return undefined;
    // In action order, as the engine values them (an earlier route's counted stops settled first).
    const revenues = running.map(({ slot }, i) => this.routeValue(keys[i], this.kinds[this.slotKind[slot]].model, choice[slot]!.stops, views, i));
    const extra = extraRevenue ? extraRevenue(views) : 0;
    const total = revenues.reduce((sum, r) => sum + r, 0) + extra;
    if (total <= beat) return { routes: [], extraRevenue: extra, total };
    const runKey = keys.join('|');
    let decodes = this.decoded.get(runKey);
    if (decodes === undefined) this.decoded.set(runKey, (decodes = this.decodesAs(described)));
    if (!decodes) return undefined;
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
  }

  /** Whether the engine, decoding the run's connections itself, finds these routes at these revenues. */
  private decodesAs(described: readonly DescribedRoute[]): boolean {
    try {
      // Asked as the route step asks when the run is taken (a train by its name and reach, not
      // its id), and remembered: taking the run the optimiser found then decodes it no more.
      const inputs = described.map((d) => {
        const { id: _id, ...train } = d.train;
        return { ...routeInput(d), train };
      });
      const decoded = evaluateRoutes(this.ctx, this.operator.symbol, this.phase, inputs, { remember: true });
      return decoded.routes.every((r, i) => r.revenue === described[i].base);
    } catch (error) {
      if (error instanceof RouteError) return false;
      throw error;
    }
  }

  /** 3. A greedy first run (trains best first, each the best route on the track left): a lower bound on the optimum. */
  private greedyRun(): Run {
    const blocked = new Uint32Array(this.network.words);
    const greedy: (RouteCandidate | null)[] = this.slotKind.map((k) => {
      const route = this.bestAlone(k, blocked)[0] ?? null;
      if (route) for (let w = 0; w < blocked.length; w++) blocked[w] |= route.bits[w];
      return route;
    });
    const value = this.valueRun(greedy);
    return value ? { total: value.total, choice: greedy } : { total: 0, choice: greedy.map(() => null) };
  }

  /**
   * Whether the greedy run is already the best: where a route's value does not depend on the
   * rest of the run (no title revenue rules), no run pays more than each train's best route
   * alone, so a greedy run that pays that much cannot be beaten, and steps 4 and 5 would only
   * confirm it (they keep the first run found among equals). Most operators' runs end here:
   * one train, or trains whose best routes share no track.
   */
  private greedyIsBest(incumbent: Run): boolean {
    // (A greedy run the engine did not decode as described is worth 0: never the bound, unless nothing runs at all.)
    return !this.rules.routeRevenue && !this.rules.extraRevenue && incumbent.total === this.bestSum();
  }

  /** What every train would earn on its kind's best route alone. */
  private bestSum(): number {
    return this.slotKind.reduce((sum, k) => sum + this.kinds[k].best, 0);
  }

  /** 4. Each train's candidates: the routes of its kind that could be part of a run better than `incumbent`. */
  private candidateSlots(incumbent: Run): { slots: TrainSlot[]; candidates: number } {
    const bestSum = this.bestSum();
    let candidates = 0;
    const lists = this.kinds.map((kind, k) => {
      const threshold = Math.max(0, incumbent.total - this.slack - (bestSum - kind.best));
      const list = kind.best > 0 ? this.search(k, threshold, false) : [];
      list.sort((a, b) => b.revenue - a.revenue);
      candidates += list.length;
      return list;
    });
    return { slots: this.slotKind.map((k) => ({ kind: k, candidates: lists[k] })), candidates };
  }

  /** 5. Title rules that value routes within a run bound a partial run by its own value. */
  private partialBound(): ((choice: readonly (RouteCandidate | null)[]) => number | undefined) | undefined {
    if (!this.rules.routeRevenue) return undefined;
    return (choice) => {
      const valued = this.valueRun(choice, Number.POSITIVE_INFINITY);
      return valued && valued.total - valued.extraRevenue;
    };
  }
}

/** The operator's trains grouped by kind (trains alike for routes share a model and a search). */
function trainKinds(network: Network, operator: Operator, phase: PhaseInfo): Kind[] {
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
  return kinds;
}

/**
 * The run as a title's hook sees it, noting whether the hook read anything of it (an element,
 * its length, a method): a proxy over the array the optimiser keeps changing, so the hook sees
 * it as it stands at each call.
 */
function watchedRun(run: readonly RouteView[]): { readonly run: readonly RouteView[]; read(): boolean } {
  let read = false;
  const note = () => {
    read = true;
  };
  const proxy = new Proxy(run, {
    get: (target, property) => (note(), Reflect.get(target, property, target)),
    has: (target, property) => (note(), Reflect.has(target, property)),
    ownKeys: (target) => (note(), Reflect.ownKeys(target)),
    getOwnPropertyDescriptor: (target, property) => (note(), Reflect.getOwnPropertyDescriptor(target, property)),
  });
  return { run: proxy, read: () => read };
}
