/**
 * Running trains: the operating corporation names a route for each train it runs; every route
 * is decoded on the current map, validated (connected, tokened, within the train's reach, no
 * shared track) and valued, and the total goes to the dividend step.
 */
import type { ActionOf, ActionType } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { RouteError } from '../../map/errors.js';
import { evaluateRoutes } from '../../map/route.js';
import { canRunRoute, mapContext } from '../map-access.js';
import { Step } from '../step.js';
import { trainSpec } from '../trains.js';
import type { RunRoute } from './dividend.js';

export class RouteStep extends Step {
  description(): string {
    return 'Run Routes';
  }

  override roundVars(): Record<string, unknown> {
    return { routes: [] };
  }

  private runnableTrains(sym: string): string[] {
    return this.game.corporation(sym).trains.filter((id) => !this.game.train(id).operated);
  }

  override actions(entity: string): readonly ActionType[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) !== 'corporation') return [];
    if (this.runnableTrains(entity).length === 0 || !canRunRoute(this.game, entity)) return [];
    return ['run_routes'];
  }

  process_run_routes(action: ActionOf<'run_routes'>): void {
    const game = this.game;
    const sym = String(action.entity);
    // Revenue beyond the routes' own comes from title rules the engine computes itself; a
    // recording's claim of more is not evidence.
    check(!action.extra_revenue && !action.subsidy, 'route/extra_revenue', `${sym} claims extra revenue this title does not pay`, { action, entity: sym });
    const seen = new Set<string>();
    const inputs = action.routes.map((route) => {
      const train = game.state.trains[route.train];
      check(train, 'route/unknown_train', `there is no train ${route.train}`, { action, entity: route.train });
      check(train.owner === sym, 'route/not_own_train', `${sym} cannot run ${route.train}, which it does not own`, { action, entity: route.train });
      check(!seen.has(train.id), 'route/train_twice', `train ${train.id} cannot run twice`, { action, entity: train.id });
      check(!train.operated, 'route/train_operated', `train ${train.id} has already run this round`, { action, entity: train.id });
      seen.add(train.id);
      const spec = trainSpec(game, train);
      check(route.connections, 'route/no_connections', `route of ${route.train} gives no connections (recordings with only hexes are not supported)`, { action, entity: route.train });
      return { train: { name: train.name, distance: spec.distance }, connections: route.connections, nodes: route.nodes };
    });
    let run;
    try {
      run = evaluateRoutes(mapContext(game), sym, { tiles: game.phase.tiles }, inputs);
    } catch (error) {
      if (error instanceof RouteError) {
        throw new GameError(error.code, error.message, { action, entity: error.routeIndex === undefined ? sym : action.routes[error.routeIndex].train, rule: 'route rules' });
      }
      throw error;
    }
    const routes: RunRoute[] = action.routes.map((route, i) => ({ train: route.train, revenue: run.routes[i].revenue }));
    this.round.setVar('routes', routes);
    this.round.setVar('extra_revenue', 0);
    this.pass();
  }
}
