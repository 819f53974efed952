/**
 * 1836Jr-30's ports (Harwich, Dover, Paris): a route to one pays its revenue once for each city
 * on the route where the operator has a station, instead of once, and must have two other stops
 * (the reference's `revenue_for`). 1830's hooks apply besides.
 */
import { defineHooks, type RouteView } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1836Jr30/types.js';

const PORT = 'port';
/** The most a port pays (its brown revenue): the bound of what a port adds per station. */
const PORT_MOST = 30;

const portOf = (route: RouteView<Types>) => route.stops.find((stop) => stop.groups.includes(PORT));

export default defineHooks<Types>({
  routeRevenue: (route) => {
    const port = portOf(route);
    if (!port) return route.revenue;
    const stations = route.stops.filter((stop) => stop.kind === 'city' && stop.tokened).length;
    return route.revenue - port.revenue + port.revenue * stations;
  },
  routeError: (route) => (portOf(route) && route.stops.length < 3 ? `${route.stops.find((s) => s.groups.includes(PORT))?.hex} must contain 2 other stops` : undefined),
  // A port adds its revenue once per station beyond its own: at most one per station placed.
  routeBounds: (operator, game) => ({ routeBonus: PORT_MOST * game.tokenHexes(operator).length }),
});
