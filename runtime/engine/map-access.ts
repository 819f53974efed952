/**
 * The engine's window on the map: a map context over the current state, and the route
 * questions the engine asks (can a corporation run, must it buy a train). The reference keeps a
 * corporation's "a route obliges a train purchase" answer once it has been true, until its
 * graph is rebuilt from scratch; the state remembers that so replays agree.
 */
import type { MapContext } from '../map/context.js';
import { routeInfo, type RouteInfo } from '../map/graph.js';
import type { Game } from './contract.js';
import { ObjectSlot } from '../core/object-slot.js';

/** One context per game and map state: asked for constantly, and the same while the state is. */
const contexts = new ObjectSlot<Game, MapContext>('map context');

export function mapContext(game: Game): MapContext {
  const state = game.state;
  const known = contexts.get(game);
  if (known && known.map === state.map && known.definition === game.title) return known;
  const context: MapContext = {
    definition: game.title,
    map: state.map,
    // A company's reservation counts for the corporation that owns the company (read from the
    // live state: the context outlives no state it was made for, see the check above).
    ownerOf: (entity) => (game.kindOf(entity) === 'company' ? (game.state.companies[entity].owner ?? undefined) : undefined),
  };
  contexts.set(game, context);
  return context;
}

export function routeInfoFor(game: Game, sym: string): RouteInfo {
  const sticky = Object.hasOwn(game.state.routeInfo, sym) ? game.state.routeInfo[sym] : undefined;
  if (sticky) return sticky;
  const info = routeInfo(mapContext(game), sym);
  if (info.routeTrainPurchase) game.state.routeInfo[sym] = { routeAvailable: info.routeAvailable, routeTrainPurchase: true };
  return info;
}

/**
 * Forgets what the state remembers of a corporation's routes (the reference's
 * `clear_graph_for`): after its stations changed other than by the engine's own placing — a
 * station taken off the map by a title's rule — its routes are judged afresh.
 */
export function forgetRouteInfo(game: Game, sym: string): void {
  delete game.state.routeInfo[sym];
}

/** Forgets what the state remembers of every operator's routes (the reference's `clear_graph_for_all`). */
export function forgetAllRouteInfo(game: Game): void {
  for (const sym of Object.keys(game.state.routeInfo)) delete game.state.routeInfo[sym];
}

export function canRunRoute(game: Game, sym: string): boolean {
  return routeInfoFor(game, sym).routeAvailable;
}

export function routeObligesTrain(game: Game, sym: string): boolean {
  return routeInfoFor(game, sym).routeTrainPurchase;
}
