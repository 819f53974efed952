import { GameError } from '../core/errors.js';

/**
 * Errors of route validation, with namespaced codes the engine can match on.
 */

export type RouteErrorCode =
  /** A connection names hexes no chain of track on the map matches. */
  | 'route/unknown_connection'
  /** Fewer than two stops (and not a local train). */
  | 'route/too_short'
  /** No stop is a city with the corporation's token. */
  | 'route/no_token'
  /** Two stops share a group (e.g. both Canada offboards). */
  | 'route/reused_group'
  /** A terminal path (an offboard's dead end) in the middle of the route. */
  | 'route/terminal'
  /** The same stop twice. */
  | 'route/reused_city'
  /** More stops than the train may visit. */
  | 'route/too_long'
  /** Two routes of the run use the same track. */
  | 'route/overlap'
  /** Consecutive track does not join, or passes through a city blocked by other tokens. */
  | 'route/not_connected'
  /** Malformed input (a local connection for a non-local train, an empty route...). */
  | 'route/invalid';

export class RouteError extends Error {
  readonly code: RouteErrorCode;
  /** Index of the route in the run, when the error concerns one route. */
  readonly routeIndex: number | undefined;

  constructor(code: RouteErrorCode, message: string, routeIndex?: number) {
    super(`${code}: ${message}`);
    this.name = 'RouteError';
    this.code = code;
    this.routeIndex = routeIndex;
  }
}

/**
 * A map operation refused or a map that cannot be built: a GameError like every other refusal,
 * with a `map/` code (`map/unknown_hex`, `map/bad_tile_id`, ...), so callers of the engine see
 * one kind of error whatever layer refused.
 */
export function mapError(code: string, message: string, entity?: string): GameError {
  return new GameError(`map/${code}`, message, entity === undefined ? {} : { entity });
}
