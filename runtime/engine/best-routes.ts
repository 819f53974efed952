/**
 * The best run an operator can make now, by the route optimiser (runtime/map/optimise/) with
 * the title's route hooks as its rules: what legal actions offer for `run_routes` and what
 * simulated play runs. The optimiser values a run exactly as the route step does.
 */
import type { RunRoutesAction } from '../actions/types.js';
import { runRoutesAction } from '../map/optimise/action.js';
import { optimiseRoutes } from '../map/optimise/optimise.js';
import type { Operator, OptimiseResult, RouteRules } from '../map/optimise/types.js';
import type { Game } from './game.js';
import { mapContext } from './map-access.js';
import { trainSpec } from './trains.js';

/** The operator's trains that have not run this round, as the optimiser takes them. */
export function runnableTrains(game: Game, operator: string): Operator {
  const trains = game
    .operator(operator)
    .trains.map((id) => game.train(id))
    .filter((train) => !train.operated)
    .map((train) => ({ id: train.id, name: train.name, distance: trainSpec(game, train).distance, requiresToken: trainSpec(game, train).requiresToken }));
  return { symbol: operator, trains };
}

/** The title's route hooks, with the game's view bound, as the optimiser's rules (bounds from `routeBounds`). */
export function routeRules(game: Game, operator: string): RouteRules {
  const { routeRevenue, routeError, extraRevenue, routeBounds } = game.hooks;
  const bounds = routeBounds?.(operator, game.view);
  return {
    routeRevenue: routeRevenue && ((route, run) => routeRevenue(route, run, game.view)),
    routeError: routeError && ((route, run) => routeError(route, run, game.view)),
    extraRevenue: extraRevenue && ((run) => extraRevenue(operator, run, game.view)),
    ...(bounds?.routeBonus !== undefined ? { routeBonusBound: bounds.routeBonus } : {}),
    ...(bounds?.extraRevenue !== undefined ? { extraRevenueBound: bounds.extraRevenue } : {}),
  };
}

/** The operator's best run now (its trains that have not run), under the title's rules. */
export function bestRun(game: Game, operator: string, rules: RouteRules = routeRules(game, operator)): OptimiseResult {
  return optimiseRoutes(mapContext(game), { tiles: game.phase.tiles }, runnableTrains(game, operator), rules);
}

/** The run_routes action for a best run. */
export function bestRunAction(game: Game, operator: string, result: OptimiseResult = bestRun(game, operator)): RunRoutesAction {
  return runRoutesAction(operator, game.kindOf(operator) === 'minor' ? 'minor' : 'corporation', result);
}
