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
import { countedStops, exceedsDistance, type DistanceStop, type SetValue } from '../stops.js';
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
  private readonly scratch: number[] = [];

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
    const all = Array.from({ length: n }, (_, i) => i);
    const byValue = (a: number, b: number) => this.values[b] - this.values[a] || a - b;
    const costed = all.filter((i) => this.costs[i] > 0).sort(byValue);
    const free = all.filter((i) => this.costs[i] <= 0).sort(byValue);
    this.costed = Int32Array.from(costed);
    this.free = Int32Array.from(free);
    this.costedTotal = costed.reduce((sum, i) => sum + Math.max(0, this.values[i]), 0);
    this.freeTotal = free.reduce((sum, i) => sum + Math.max(0, this.values[i]), 0);
  }

  /** Whether the stops (in any order, with `cost` their summed visit cost) fit the train. */
  fits(stops: ArrayLike<number>, cost: number): boolean {
    if (this.distance !== undefined) return cost <= this.distance;
    return !exceedsDistance(this.distanceStops(stops), this.rules!);
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
    return { revenue, counted };
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
    // A multi-node train is paid for its best stops among those it visits.
    const values = this.scratch;
    values.length = 0;
    for (let i = head; i <= tail; i++) values.push(this.values[route[i]]);
    for (let i = 0; i < this.free.length; i++) if (!visitedMask[this.free[i]]) values.push(this.values[this.free[i]]);
    let taken = 0;
    for (let i = 0; i < this.costed.length && taken < room; i++) {
      const s = this.costed[i];
      if (visitedMask[s]) continue;
      values.push(this.values[s]);
      taken++;
    }
    values.sort((a, b) => b - a);
    let sum = 0;
    for (let i = 0; i < values.length && i < this.payTotal; i++) if (values[i] > 0) sum += values[i];
    return sum;
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
