/**
 * The best run an operator can make now, by the route optimiser (runtime/map/optimise/) with
 * the title's route hooks as its rules: what legal actions offer for `run_routes` and what
 * simulated play runs. The optimiser values a run exactly as the route step does.
 */
import type { RunRoutesAction } from '../actions/types.js';
import { runRoutesAction } from '../map/optimise/action.js';
import { optimiseRoutes } from '../map/optimise/optimise.js';
import type { Operator, OperatorTrain, OptimiseResult, RouteRules } from '../map/optimise/types.js';
import type { Game } from './contract.js';
import type { OptimiseOptions } from '../map/optimise/optimise.js';
import { routeInput } from '../map/optimise/describe.js';
import { RouteError } from '../map/errors.js';
import { evaluateRoutes } from '../map/route.js';
import { isLocalTrain } from '../map/revenue.js';
import { GameError } from '../core/errors.js';
import { valueRun } from './routes.js';
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
    ...(bounds?.routeBonusOf !== undefined ? { routeBonusOf: bounds.routeBonusOf } : {}),
    ...(bounds?.extraRevenue !== undefined ? { extraRevenueBound: bounds.extraRevenue } : {}),
  };
}

/**
 * The operator's best run now (its trains that have not run), under the title's rules. Trains
 * that run one stop without a token of their own (18EU's Pullman) join afterwards: each takes
 * the stop, among those the other routes visit, that adds most to the run as the title values it.
 */
export function bestRun(game: Game, operator: string, rules: RouteRules = routeRules(game, operator), options: OptimiseOptions = {}): OptimiseResult {
  const all = runnableTrains(game, operator);
  const companions = all.trains.filter(isCompanion);
  const phase = { tiles: game.phase.tiles };
  if (companions.length === 0) return optimiseRoutes(mapContext(game), phase, all, rules, options);
  let best = optimiseRoutes(mapContext(game), phase, { symbol: operator, trains: all.trains.filter((t) => !isCompanion(t)) }, rules, options);
  for (const companion of companions) best = withCompanion(game, operator, best, companion, all.trains) ?? best;
  return best;
}

function isCompanion(train: OperatorTrain): boolean {
  return train.requiresToken === false && isLocalTrain(train);
}

/** The run with `companion` added at its best stop, or undefined when no stop adds anything. */
function withCompanion(game: Game, operator: string, run: OptimiseResult, companion: OperatorTrain, order: readonly OperatorTrain[]): OptimiseResult | undefined {
  const hexes: string[] = [];
  for (const route of run.routes) for (const stop of route.view.stops) if (stop.kind !== 'town' && !hexes.includes(stop.hex)) hexes.push(stop.hex);
  let best: OptimiseResult | undefined;
  for (const hex of hexes) {
    const routes = [...run.routes.map((r) => ({ train: r.train, connections: r.connections, nodes: r.nodes })), { train: companion, connections: [['local', hex]], nodes: [] as string[] }];
    routes.sort((a, b) => order.indexOf(a.train) - order.indexOf(b.train));
    try {
      const decoded = evaluateRoutes(mapContext(game), operator, { tiles: game.phase.tiles }, routes.map(routeInput));
      const trains = routes.map((r) => game.train(r.train.id));
      const valued = valueRun(game, operator, trains, decoded);
      const total = valued.revenues.reduce((sum, r) => sum + r, 0) + valued.extraRevenue;
      if (total <= (best?.total ?? run.total)) continue;
      best = {
        routes: routes.map((r, i) => ({
          train: r.train,
          connections: r.connections,
          nodes: r.nodes,
          hexes: [...decoded.routes[i].hexes],
          baseRevenue: decoded.routes[i].revenue,
          revenue: valued.revenues[i],
          view: valued.views[i],
        })),
        extraRevenue: valued.extraRevenue,
        total,
        stats: run.stats,
      };
    } catch (error) {
      if (error instanceof RouteError || error instanceof GameError) continue;
      throw error;
    }
  }
  return best;
}

/** The run_routes action for a best run. */
export function bestRunAction(game: Game, operator: string, result: OptimiseResult = bestRun(game, operator)): RunRoutesAction {
  return runRoutesAction(operator, game.kindOf(operator) === 'minor' ? 'minor' : 'corporation', result);
}
