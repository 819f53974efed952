/**
 * The route optimiser's vocabulary: what it is asked (an operator and its trains, title rule
 * callbacks) and what it answers (a route per train, ready to be a run_routes action).
 */
import type { TrainInfo } from '../revenue.js';
import type { StopInfo } from '../route.js';

/** A train the operator may run now. */
export interface OperatorTrain extends TrainInfo {
  /** The train's id as actions name it (`3-1`). */
  readonly id: string;
}

/** Who runs: a corporation or a minor, by symbol, and its trains that have not run yet. */
export interface Operator {
  readonly symbol: string;
  readonly trains: readonly OperatorTrain[];
}

/**
 * A route as title rules see it: the train, the stops in route order and what the map rules
 * pay, and how a run_routes action names it.
 */
export interface PlannedRoute {
  readonly train: OperatorTrain;
  /** Every stop the route touches, in route order (revenue 0 where the train does not count it). */
  readonly visited: readonly StopInfo[];
  /** The stops the train is paid for. */
  readonly stops: readonly StopInfo[];
  /** What the map rules pay (stop values, multipliers, best stops of a multi-node train). */
  readonly baseRevenue: number;
  /** Each chain of track as recorded hex ids, or `[['local', hex]]` for a one-stop route. */
  readonly connections: readonly (readonly string[])[];
  /** Node signatures (`I15-0`) in route order, as newer clients record them. */
  readonly nodes: readonly string[];
  /** Hex ids of the stops in route order. */
  readonly hexes: readonly string[];
}

/** A planned route with its final revenue (after the title's adjustment). */
export interface OptimisedRoute extends PlannedRoute {
  readonly revenue: number;
}

/**
 * Title rules beyond the map's. All optional; each sees one complete route.
 *
 * Revenue: `routeRevenue` returns a route's revenue given its base (an east-west bonus, a
 * doubled city), and may depend on the whole route, not stop by stop. The search prunes with
 * upper bounds on revenue; with an adjuster it can only do so when told how much the adjuster
 * may add to a route at most (`routeBonusBound`; 0 for one that only lowers revenue), else it
 * enumerates every legal route (exact, slower on big networks). The same route is judged the
 * same for every train of one name and distance.
 */
export interface RouteRules {
  readonly routeRevenue?: (route: PlannedRoute) => number;
  /** The most `routeRevenue` adds to any route's base revenue; omitted = unknown. */
  readonly routeBonusBound?: number;
  /** Why a route breaks a title rule, or undefined when it is legal. */
  readonly routeError?: (route: PlannedRoute) => string | undefined;
  /** Why a set of routes run together breaks a title rule (checked on complete runs). */
  readonly runError?: (routes: readonly PlannedRoute[]) => string | undefined;
  /**
   * The rules above look only at a route's stops and train, never at which track it takes
   * between two stops (its `connections`). Lets the optimiser treat parallel track between two
   * stops as one way (much faster on maps with many). Default: true when there are no rules.
   */
  readonly trackBlind?: boolean;
}

export interface OptimiseStats {
  /** Stops and links of the operator's network. */
  readonly stops: number;
  readonly links: number;
  /** Candidate routes kept (all train kinds), and partial routes the searches looked at. */
  readonly candidates: number;
  readonly searched: number;
  /** Combinations of routes the final search looked at. */
  readonly combinations: number;
}

export interface OptimiseResult {
  /** One route per train that runs (trains that earn nothing are left out), in train order. */
  readonly routes: readonly OptimisedRoute[];
  readonly total: number;
  readonly stats: OptimiseStats;
}
