/**
 * The optimiser's answer as the routes of a run_routes action, as 18xx.games records them.
 */
import type { RecordedRoute } from '../../actions/types.js';
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
