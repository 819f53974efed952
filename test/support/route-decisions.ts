/**
 * Recorded route decisions: every run_routes of a recorded game, with the game just before it,
 * so the route optimiser can be asked the same question the players answered. Shared by the
 * optimiser's proof test and `npm run bench:routes`.
 */
import { filterActions } from '../../runtime/actions/filter.js';
import type { Action, ActionOf, RunRoutesAction } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { routeRules, runnableTrains } from '../../runtime/engine/best-routes.js';
import type { MapContext, PhaseInfo } from '../../runtime/map/context.js';
import type { Operator, RouteRules } from '../../runtime/map/optimise/types.js';
import { newGameFor, type Fixture } from '../../runtime/replay/fixture.js';
import type { TitleModule } from '../../runtime/module.js';

export interface RouteDecision {
  /** The game just before the recorded run_routes. */
  readonly game: Game;
  readonly action: ActionOf<'run_routes'>;
  readonly operator: Operator;
  readonly ctx: MapContext;
  readonly phase: PhaseInfo;
  /** What the players' routes earned, as recorded. */
  readonly recorded: number;
  /**
   * Whether the recorded routes give their track (`connections`). Old recordings give only hexes
   * and a revenue the reference took on trust; such a revenue proves no route exists.
   */
  readonly checked: boolean;
}

/** The operator's (a corporation's or a minor's) trains that have not run, as the optimiser takes them. */
export const operatorFor = runnableTrains;

/**
 * The title's route hooks as the optimiser's rules, as the engine hands them over (the hooks
 * with the game's view bound, and the bounds the title declares with `routeBounds`); with
 * `bounds: false`, without the bounds, so the optimiser assumes nothing about the bonuses' size.
 */
export function rulesFor(game: Game, operator: string, options: { readonly bounds?: boolean } = {}): RouteRules {
  const rules = routeRules(game, operator);
  if (options.bounds !== false) return rules;
  const { routeBonusBound: _route, routeBonusOf: _routeOf, extraRevenueBound: _extra, ...unbounded } = rules;
  return unbounded;
}

/**
 * Replays the recording action by action; before each run_routes calls `visit`, which must
 * leave the game as it found it (use `tryRoutes` to process other routes on a copy).
 */
export function forEachRouteDecision(module: TitleModule, fixture: Fixture, visit: (decision: RouteDecision) => void): void {
  const game = newGameFor(module, fixture);
  const effective = filterActions(fixture.actions as Action[]).effective;
  for (const action of effective) {
    if (!action) continue;
    if (action.type === 'run_routes') {
      const run = action as ActionOf<'run_routes'>;
      const symbol = String(run.entity);
      const checked = run.routes.every((r) => r.connections !== undefined);
      const decision = {
        game,
        action: run,
        operator: operatorFor(game, symbol),
        ctx: mapContext(game),
        phase: { tiles: game.phase.tiles },
        recorded: 0,
        checked,
      };
      // What the players' run earns: as the engine values it (recordings with track), else as recorded.
      const valued = checked ? tryRun(decision, run) : undefined;
      const recorded = Array.isArray(valued) ? valued.reduce((a, b) => a + b, 0) : run.routes.reduce((sum, r) => sum + (r.revenue ?? 0), 0);
      visit({ ...decision, recorded });
    }
    game.process(action);
  }
}

/**
 * Processes a run_routes on a copy of the game; returns the revenue per route the engine
 * accepted, or the engine's refusal.
 */
export function tryRun(decision: RouteDecision, action: RunRoutesAction): number[] | Error {
  const { game } = decision;
  const copy = new Game(game.module, game.seats, { optionalRules: [...game.optionalRules], seed: game.seed });
  copy.restore(game.snapshot());
  try {
    copy.process(action);
  } catch (error) {
    return error as Error;
  }
  // The run's revenues as the route step valued them (read from its event: a minor's dividend
  // follows at once and clears the round's record of the run).
  const ran = [...copy.events].reverse().find((e) => e.type === 'routes_run');
  return ((ran?.routes as { revenue: number }[] | undefined) ?? []).map((r) => r.revenue);
}
