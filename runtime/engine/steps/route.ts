/**
 * Running trains: the operator names a route for each train it runs; every route is decoded on
 * the current map, validated (connected, tokened, within the train's reach, no shared track, the
 * title's own rules) and valued (with the title's bonuses), and the run goes to the dividend step.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { canRunRoute } from '../map-access.js';
import type { RoundVar } from '../round-vars.js';
import type { ValuedRun } from '../routes.js';
import { legalBase } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { bestRun, bestRunAction } from '../best-routes.js';
import type { OptimiseResult } from '../../map/optimise/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { evaluateRun, runThroughHexes } from './route-hexes.js';
import { run } from './vars.js';
import { isNational } from '../national.js';
import { ObjectSlot } from '../../core/object-slot.js';

const RUN_ACTIONS: readonly string[] = ['run_routes'];

/**
 * Partial routes the optimiser may look at for a legal run_routes: about a second at most.
 * Every recorded run of the 1830 family is proven well within it; a late 1861 map with an
 * 8-train that may visit every town takes millions to prove.
 */
export const LEGAL_ROUTE_BUDGET = 250_000;

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [run];

/**
 * The best run found for legal actions, remembered for the state it was found in (the same state
 * object, after the same number of actions): a page asks for legal actions more than once in a
 * state (its action panel, its turn signal), and the search is the costliest part of the answer.
 */
const legalRuns = new ObjectSlot<object, { readonly actions: number; readonly entity: string; readonly best: OptimiseResult }>('legal run');

export class RouteStep extends Step {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    return 'Run Routes';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  private runnableTrains(sym: string): string[] {
    return this.game.operator(sym).trains.filter((id) => !this.game.train(id).operated);
  }

  /** `runnableTrains(sym).length > 0` without the list: asked of every operator as its turn is skipped through. */
  private hasRunnableTrain(sym: string): boolean {
    for (const id of this.game.operator(sym).trains) if (!this.game.train(id).operated) return true;
    return false;
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity)) return NO_ACTIONS;
    if (!this.hasRunnableTrain(entity) || !canRunRoute(this.game, entity)) return NO_ACTIONS;
    return RUN_ACTIONS;
  }

  /**
   * A run: the optimiser's best, within a work budget so that asking stays quick on any map
   * (`bestProven` says whether the search finished, so no run earns more); any legal run may be
   * named.
   */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('run_routes')) return [];
    const known = legalRuns.get(this.game.state);
    const best = known && known.actions === this.game.actions.length && known.entity === entity ? known.best : bestRun(this.game, entity, undefined, { budget: LEGAL_ROUTE_BUDGET });
    legalRuns.set(this.game.state, { actions: this.game.actions.length, entity, best });
    return [
      {
        type: 'run_routes',
        ...legalBase(this.game, entity),
        trains: this.runnableTrains(entity),
        best: bestRunAction(this.game, entity, best),
        revenue: best.total,
        bestProven: best.stats.complete,
      },
    ];
  }

  /** A national that runs by itself (`national.routes: automatic`) runs the best routes the rules allow. */
  override skip(): void {
    const entity = this.currentEntity();
    const game = this.game;
    if (entity !== undefined && isNational(game, entity) && game.title.national?.routes === 'automatic' && this.hasRunnableTrain(entity) && canRunRoute(game, entity)) {
      const action = bestRunAction(game, entity);
      if (action.routes.length > 0) return this.process_run_routes(action);
    }
    this.pass();
  }

  process_run_routes(action: ActionOf<'run_routes'>): void {
    const game = this.game;
    const sym = String(action.entity);
    const seen = new Set<string>();
    const trains = action.routes.map((route) => {
      const train = game.findTrain(route.train);
      check(train, 'route/unknown_train', `there is no train ${route.train}`, { action, entity: route.train });
      check(train.owner === sym, 'route/not_own_train', `${sym} cannot run ${route.train}, which it does not own`, { action, entity: route.train });
      check(!seen.has(train.id), 'route/train_twice', `train ${train.id} cannot run twice`, { action, entity: train.id });
      check(!train.operated, 'route/train_operated', `train ${train.id} has already run this round`, { action, entity: train.id });
      seen.add(train.id);
      return train;
    });
    // An empty run (nothing worth running, or the operator's choice) earns nothing, live or recorded.
    if (action.routes.length > 0 && action.routes.every((route) => !route.connections)) {
      // Old recordings give hexes and revenue alone: a recording's are taken as recorded, a live
      // game's are checked on the track through those hexes.
      if (game.recorded) return this.runRecorded(action);
      const found = runThroughHexes(game, sym, trains, action);
      return this.runValued(action, found.valued);
    }
    check(action.routes.every((route) => route.connections), 'route/no_connections', 'every route needs its connections once one has them', { action, entity: sym });
    const connections = action.routes.map((route) => ({ connections: route.connections!, nodes: route.nodes }));
    this.runValued(action, evaluateRun(game, sym, trains, connections, action).valued);
  }

  /** The run as valued (the title's rules applied): checked against what the action claims, then paid out. */
  private runValued(action: ActionOf<'run_routes'>, valued: ValuedRun): void {
    const game = this.game;
    const sym = String(action.entity);
    // Revenue beyond the routes' own comes from the title's rules; a recording's claim is checked, not trusted.
    check((action.extra_revenue ?? valued.extraRevenue) === valued.extraRevenue, 'route/extra_revenue', `${sym} claims extra revenue of ${action.extra_revenue}; the title's rules give ${valued.extraRevenue}`, { action, entity: sym });
    check((action.subsidy ?? valued.subsidy) === valued.subsidy, 'route/subsidy', `${sym} claims a subsidy of ${action.subsidy}; the title's rules give ${valued.subsidy}`, { action, entity: sym });
    const routes = action.routes.map((route, i) => ({ train: route.train, revenue: valued.revenues[i] }));
    this.round.set(run, { routes, extraRevenue: valued.extraRevenue, subsidy: valued.subsidy });
    const total = valued.revenues.reduce((a, b) => a + b, 0) + valued.extraRevenue;
    game.log.emit('routes_run', { operator: sym, routes, revenue: total, subsidy: valued.subsidy });
    this.pass();
  }

  /**
   * Old recordings give a route as its hexes and its revenue only. The reference takes such a
   * route's revenue as recorded, unchecked, and so must a replay that wants its result. Only a
   * game replaying a recording (`recorded`) takes them so; a live game checks them
   * (route-hexes.ts).
   */
  private runRecorded(action: ActionOf<'run_routes'>): void {
    const sym = String(action.entity);
    const routes = action.routes.map((route) => {
      check(Number.isInteger(route.revenue) && route.revenue! >= 0, 'route/no_connections', `the route of ${route.train} has neither connections nor a recorded revenue`, { action, entity: route.train });
      return { train: route.train, revenue: route.revenue! };
    });
    this.round.set(run, { routes, extraRevenue: 0, subsidy: 0 });
    const total = routes.reduce((n, r) => n + r.revenue, 0);
    this.game.log.emit('routes_run', { operator: sym, routes, revenue: total, subsidy: 0, unchecked: true });
    this.pass();
  }
}
