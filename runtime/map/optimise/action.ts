/**
 * The optimiser's answer as a run_routes action, as 18xx.games records one.
 */
import type { EntityType, RecordedRoute, RunRoutesAction } from '../../actions/types.js';
import type { OptimiseResult } from './types.js';

export function recordedRoutes(result: OptimiseResult): RecordedRoute[] {
  return result.routes.map((route) => ({
    train: route.train.id,
    connections: route.connections,
    hexes: route.hexes,
    revenue: route.revenue,
    revenue_str: route.hexes.join('-'),
    nodes: route.nodes,
  }));
}

/** The run_routes action for the answer, by the operator (a corporation or a minor). */
export function runRoutesAction(operator: string, entityType: EntityType, result: OptimiseResult): RunRoutesAction {
  const action: RunRoutesAction = { type: 'run_routes', entity: operator, entity_type: entityType, routes: recordedRoutes(result) };
  return result.extraRevenue !== 0 ? { ...action, extra_revenue: result.extraRevenue } : action;
}
