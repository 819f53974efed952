/**
 * What one kind of train makes of a network: each stop's value to it, whether a set of stops
 * is within its reach, what a route pays (all stops, or the best stops of a multi-node train),
 * and an upper bound on what a partial route and every extension of it can pay, which is what
 * lets the search prune.
 *
 * Trains with the same name, distance and multiplier share a model (and their candidate
 * routes); the model knows nothing of title hooks.
 */
import type { DistanceRule } from '../../title/definition.js';
import type { PhaseInfo } from '../context.js';
import { isLocalTrain, stopRevenue, type TrainInfo } from '../revenue.js';
import { DistanceCheck } from '../distance-check.js';
import { countedStops, type DistanceStop, type SetValue } from '../stops.js';
import type { Network } from './network.js';

export class TrainModel {
  readonly train: TrainInfo;
  /** The train runs from a single tokened city (Train#local?). */
  readonly local: boolean;
  /** Value of each stop (by stop index) to this train in this phase. */
  readonly values: Float64Array;
  /** Visit cost of each stop. */
  readonly costs: Int32Array;
  /** The numeric distance, or undefined for a multi-node train (`rules`). */
  readonly distance: number | undefined;
  readonly rules: readonly DistanceRule[] | undefined;
  /** The most stops a multi-node train is paid for, and may visit (costed stops). */
  private readonly payTotal: number;
  private readonly visitTotal: number;
  /** Stops with a visit cost, best value first; and those without one. */
  private readonly costed: Int32Array;
  private readonly free: Int32Array;
  private readonly costedTotal: number;
  private readonly freeTotal: number;
  private readonly network: Network;
  /** A multi-node train's distance rules, compiled; each stop's kind index for them. */
  private readonly check: DistanceCheck | undefined;
  private readonly kinds: Int32Array;
  /**
   * With a `fill` rule: what the other (paying) rules pay for, and whether each stop is of a
   * kind they name (counted whenever visited); see `ceiling`.
   */
  private readonly fills: boolean;
  private readonly payingPay: number;
  private readonly paying: Uint8Array;
  /** The route's values, best first (bound and ceiling). */
  private scratch = new Float64Array(16);
  /**
   * A multi-node train's pay by the map rules, by its stops in order: the search meets the same
   * stops again and again over other track (in a late 1861 game, five times in six), and
   * choosing the stops to count is the costly part of judging a route.
   */
  private readonly paid = new Map<string, { readonly revenue: number; readonly counted: readonly number[] }>();

  constructor(network: Network, train: TrainInfo, phase: PhaseInfo) {
    this.network = network;
    this.train = train;
    this.local = isLocalTrain(train);
    const n = network.stops.length;
    this.values = new Float64Array(n);
    this.costs = new Int32Array(n);
    network.stops.forEach((stop, i) => {
      this.values[i] = stopRevenue(stop.node.kind, stop.node.revenue, phase.tiles, train);
      this.costs[i] = stop.node.visitCost;
    });
    if (typeof train.distance === 'number') {
      this.distance = train.distance;
      this.rules = undefined;
      this.payTotal = Number.POSITIVE_INFINITY;
      this.visitTotal = train.distance;
    } else {
      this.distance = undefined;
      this.rules = train.distance;
      this.payTotal = train.distance.reduce((sum, r) => sum + r.pay, 0);
      this.visitTotal = train.distance.reduce((sum, r) => sum + (r.visit ?? r.pay), 0);
    }
    this.fills = typeof train.distance !== 'number' && train.distance.some((r) => r.fill);
    const payingRules = typeof train.distance === 'number' ? [] : train.distance.filter((r) => !r.fill);
    this.payingPay = payingRules.reduce((sum, r) => sum + r.pay, 0);
    this.paying = Uint8Array.from(network.stops, (stop) => (payingRules.some((r) => (r.nodes as readonly string[]).includes(stop.node.kind)) ? 1 : 0));
    this.kinds = new Int32Array(n);
    if (typeof train.distance !== 'number') {
      const check = new DistanceCheck(train.distance);
      network.stops.forEach((stop, i) => (this.kinds[i] = check.kindOf(stop.node.kind)));
      this.check = check;
    } else {
      this.check = undefined;
    }
    const all = Array.from({ length: n }, (_, i) => i);
    const byValue = (a: number, b: number) => this.values[b] - this.values[a] || a - b;
    const costed = all.filter((i) => this.costs[i] > 0).sort(byValue);
    const free = all.filter((i) => this.costs[i] <= 0).sort(byValue);
    this.costed = Int32Array.from(costed);
    this.free = Int32Array.from(free);
    this.costedTotal = costed.reduce((sum, i) => sum + Math.max(0, this.values[i]), 0);
    this.freeTotal = free.reduce((sum, i) => sum + Math.max(0, this.values[i]), 0);
  }

  /** Whether the stops `stops[start..end)` (in any order, with `cost` their summed visit cost) fit the train. */
  fits(stops: ArrayLike<number>, cost: number, start = 0, end = stops.length): boolean {
    if (this.distance !== undefined) return cost <= this.distance;
    return !this.check!.exceeds(stops, this.kinds, this.costs, start, end);
  }

  /**
   * What the train earns on these stops by the map rules, and which it counts. A multi-node
   * train counts the stops that pay most; with `title` (the title's revenue of a set of
   * counted stops, indices into `stops`) it counts those the title pays most for, and
   * `revenue` stays their value by the map rules.
   */
  revenue(stops: readonly number[], title?: SetValue): { readonly revenue: number; readonly counted: readonly number[] } {
    if (this.distance !== undefined) {
      let revenue = 0;
      for (const s of stops) revenue += this.values[s];
      return { revenue, counted: stops.map((_, i) => i) };
    }
    // What the map rules pay depends on the stops alone: kept (the title's valuation is not).
    const key = title === undefined ? stops.join(',') : undefined;
    const known = key === undefined ? undefined : this.paid.get(key);
    if (known !== undefined) return known;
    const counted = countedStops(
      this.distanceStops(stops),
      this.rules!,
      (i) => this.values[stops[i]],
      (i) => this.network.stops[stops[i]].tokened,
      this.train.requiresToken ?? true,
      title,
    );
    let revenue = 0;
    for (const i of counted) revenue += this.values[stops[i]];
    const paid = { revenue, counted };
    if (key !== undefined) this.paid.set(key, paid);
    return paid;
  }

  /**
   * At least what the train can earn on the stops `route[head..tail]` (`visitedMask` marks them
   * and any stops off limits, `cost` is their visit cost) or on any longer route through them:
   * the stops' values plus the best values of stops it could still add, as many as its distance
   * leaves room for.
   */
  bound(route: ArrayLike<number>, head: number, tail: number, visitedMask: Uint8Array, cost: number): number {
    const room = Math.max(0, this.visitTotal - cost);
    if (this.distance !== undefined) {
      let sum = 0;
      let visitedCosted = 0;
      let visitedCostedCount = 0;
      let visitedFree = 0;
      for (let i = head; i <= tail; i++) {
        const s = route[i];
        sum += this.values[s];
        if (this.costs[s] > 0) {
          visitedCosted += Math.max(0, this.values[s]);
          visitedCostedCount++;
        } else {
          visitedFree += Math.max(0, this.values[s]);
        }
      }
      sum += this.freeTotal - visitedFree;
      if (room >= this.costed.length - visitedCostedCount) return sum + this.costedTotal - visitedCosted;
      let taken = 0;
      for (let i = 0; i < this.costed.length && taken < room; i++) {
        const s = this.costed[i];
        if (visitedMask[s]) continue;
        if (this.values[s] <= 0) break;
        sum += this.values[s];
        taken++;
      }
      return sum;
    }
    // A multi-node train is paid for its best stops among those it visits (or could add): the
    // best payTotal of the route's values, the free stops' and the first `room` costed stops'
    // (both lists best first), merged without building the list.
    const sorted = this.sortedValues(route, head, tail);
    const n = tail - head + 1;
    const { free, costed, values, payTotal } = this;
    let r = 0;
    let f = 0;
    let c = 0;
    let taken = 0;
    let sum = 0;
    for (let count = 0; count < payTotal; count++) {
      while (f < free.length && visitedMask[free[f]]) f++;
      if (taken < room) while (c < costed.length && visitedMask[costed[c]]) c++;
      const rv = r < n ? sorted[r] : Number.NEGATIVE_INFINITY;
      const fv = f < free.length ? values[free[f]] : Number.NEGATIVE_INFINITY;
      const cv = taken < room && c < costed.length ? values[costed[c]] : Number.NEGATIVE_INFINITY;
      if (rv >= fv && rv >= cv) {
        if (!(rv > 0)) break;
        sum += rv;
        r++;
      } else if (fv >= cv) {
        if (!(fv > 0)) break;
        sum += fv;
        f++;
      } else {
        if (!(cv > 0)) break;
        sum += cv;
        c++;
        taken++;
      }
    }
    return sum;
  }

  /**
   * At least what the train earns on the stops `route[head..tail]` (with or without a title's
   * rules, which only choose among the stops): the best payTotal of their values, or all their
   * positive values where a `fill` rule may count more. Cheaper than `revenue`, so a route
   * that cannot pass a threshold is not counted.
   */
  ceiling(route: ArrayLike<number>, head: number, tail: number): number {
    if (this.distance !== undefined) {
      let sum = 0;
      for (let i = head; i <= tail; i++) if (this.values[route[i]] > 0) sum += this.values[route[i]];
      return sum;
    }
    // With a fill rule every stop of a paying kind counts, and the best of the others fill
    // the places those leave (countedWithFill).
    if (this.fills) return this.fillCeiling(route, head, tail);
    const sorted = this.sortedValues(route, head, tail);
    let sum = 0;
    for (let i = 0; i <= tail - head && i < this.payTotal; i++) if (sorted[i] > 0) sum += sorted[i];
    return sum;
  }

  private fillCeiling(route: ArrayLike<number>, head: number, tail: number): number {
    const { values, paying } = this;
    const n = tail - head + 1;
    if (this.scratch.length < n) this.scratch = new Float64Array(2 * n);
    const optional = this.scratch;
    let sum = 0;
    let mandatory = 0;
    let count = 0;
    for (let i = head; i <= tail; i++) {
      const s = route[i];
      const v = values[s];
      if (paying[s]) {
        mandatory++;
        if (v > 0) sum += v;
        continue;
      }
      let at = count++;
      while (at > 0 && optional[at - 1] < v) {
        optional[at] = optional[at - 1];
        at--;
      }
      optional[at] = v;
    }
    const room = this.payingPay - mandatory;
    for (let i = 0; i < count && i < room; i++) if (optional[i] > 0) sum += optional[i];
    return sum;
  }

  /** The values of `route[head..tail]`, best first, in the scratch array. */
  private sortedValues(route: ArrayLike<number>, head: number, tail: number): Float64Array {
    const n = tail - head + 1;
    if (this.scratch.length < n) this.scratch = new Float64Array(2 * n);
    const out = this.scratch;
    for (let i = 0; i < n; i++) {
      const v = this.values[route[head + i]];
      let at = i;
      while (at > 0 && out[at - 1] < v) {
        out[at] = out[at - 1];
        at--;
      }
      out[at] = v;
    }
    return out;
  }

  private distanceStops(stops: ArrayLike<number>): DistanceStop[] {
    const out: DistanceStop[] = [];
    for (let i = 0; i < stops.length; i++) out.push({ kind: this.network.stops[stops[i]].node.kind, visitCost: this.costs[stops[i]] });
    return out;
  }
}

/** The key under which trains share a model: everything that decides routes and revenue. */
export function trainKey(train: TrainInfo): string {
  return JSON.stringify([train.name, train.distance, train.multiplier ?? null, train.requiresToken ?? true, train.noLocal ?? false]);
}
