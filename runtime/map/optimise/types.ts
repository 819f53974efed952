/**
 * The route optimiser's vocabulary: what it is asked (an operator and its trains, the title's
 * route rules) and what it answers (a route per train, ready to be a run_routes action).
 *
 * Title rules see routes as the engine's route hooks do (`RouteView`, runtime/title/hooks.ts),
 * so the engine can hand its hooks over as they are: `routeRevenue: (route, run) =>
 * hooks.routeRevenue(route, run, game.view)`.
 */
import type { RouteView } from '../../title/hooks.js';
import type { TrainInfo } from '../revenue.js';

export type { RouteView, StopView } from '../../title/hooks.js';

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
 * The title's rules for routes, as the engine's hooks state them; all optional. The optimiser
 * stays exact with them under two assumptions that hold for the bonuses and limits titles have
 * (a bonus for joining two places, a bonus only one route of a run may take, a stop a train
 * may not visit):
 * - a route the rules refuse on its own is refused in every run;
 * - adding routes to a run never raises what a route earns (so in a run a route earns no more
 *   than it does on its own, and a part of a run bounds the whole).
 * The search prunes with upper bounds on revenue. Bonuses break the map's bounds unless the
 * optimiser is told how large they may get (`routeBonusBound`, `extraRevenueBound`); without
 * that it considers every legal route (still exact, slower on big networks).
 */
export interface RouteRules {
  /** A route's revenue in a run. Default: its base revenue (`route.revenue`). */
  readonly routeRevenue?: (route: RouteView, run: readonly RouteView[]) => number;
  /** Why a route breaks the title's rules in a run, or undefined when it does not. */
  readonly routeError?: (route: RouteView, run: readonly RouteView[]) => string | undefined;
  /** Revenue of a run beyond its routes' own. Default: 0. */
  readonly extraRevenue?: (run: readonly RouteView[]) => number;
  /** The most `routeRevenue` adds to any route's base revenue (0 if it only lowers it). */
  readonly routeBonusBound?: number;
  /**
   * The most `routeRevenue` adds to one route's base revenue, whichever of its stops count
   * (never asked above `routeBonusBound`): bounds the title values asked while choosing the
   * stops a multi-node train counts.
   */
  readonly routeBonusOf?: (route: RouteView) => number;
  /** The most `extraRevenue` gives any run. */
  readonly extraRevenueBound?: number;
  /**
   * The rules look only at a route's stops and train, never at which track it takes between
   * two stops (`RouteView.hexes`). Lets the optimiser treat parallel track between two stops
   * as one way (much faster on maps with many). Default: true when there are no rules.
   */
  readonly trackBlind?: boolean;
}

/** A route of the answer: how a run_routes action records it, and what it earns. */
export interface OptimisedRoute {
  readonly train: OperatorTrain;
  /** Each chain of track as recorded hex ids, or `[['local', hex]]` for a one-stop route. */
  readonly connections: readonly (readonly string[])[];
  /** Node signatures (`I15-0`) in route order, as newer clients record them. */
  readonly nodes: readonly string[];
  /** Hex ids of the stops in route order (the action's `hexes`). */
  readonly hexes: readonly string[];
  /** What the map rules pay (stop values, multipliers, best stops of a multi-node train). */
  readonly baseRevenue: number;
  /** What the route earns in this run by the title's rules. */
  readonly revenue: number;
  /** The route as the title's rules saw it. */
  readonly view: RouteView;
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
  /** Complete runs valued by the title's rules. */
  readonly valued: number;
  /**
   * The search looked at everything it needed: the run is the best there is. False when a
   * work budget ran out first: the run is legal and the best found, not proven the best.
   */
  readonly complete: boolean;
}

export interface OptimiseResult {
  /**
   * One route per train that runs (trains that earn nothing are left out), in the order the
   * run_routes action lists them (the operator's train order).
   */
  readonly routes: readonly OptimisedRoute[];
  /** Revenue of the run beyond its routes (`extraRevenue`). */
  readonly extraRevenue: number;
  /** The routes' revenue plus the extra revenue. */
  readonly total: number;
  readonly stats: OptimiseStats;
}
