/**
 * Judging a run: its routes decoded on the current map and valued by the title's rules
 * (`evaluateRun`), and the same for a run written the old way, as hexes and revenues without
 * track (`runThroughHexes`): a live game finds the track through those hexes (map/hex-routes.ts)
 * and takes the run only if a route there earns what each route claims. (A recording's such
 * run is taken as recorded, as the reference took it: route.ts.)
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { boardFor } from '../../map/board.js';
import { RouteError } from '../../map/errors.js';
import { connectionsThrough } from '../../map/hex-routes.js';
import { evaluateRoutes } from '../../map/route.js';
import type { TrainState } from '../../state/types.js';
import type { Game } from '../contract.js';
import { mapContext } from '../map-access.js';
import { valueRun, type ValuedRun } from '../routes.js';
import { trainSpec } from '../trains.js';

/** Combinations of candidate routes tried for one run at most (a real run has one). */
const MAX_COMBINATIONS = 256;

type RunAction = ActionOf<'run_routes'>;

export interface RouteTrack {
  readonly connections: readonly (readonly string[])[];
  readonly nodes?: readonly string[];
}

/** The run's routes (one track per train) decoded, checked and valued; a GameError names the first rule broken. */
export function evaluateRun(game: Game, sym: string, trains: readonly TrainState[], tracks: readonly RouteTrack[], action: RunAction): { valued: ValuedRun } {
  const inputs = tracks.map((track, i) => ({ train: { name: trains[i].name, distance: trainSpec(game, trains[i]).distance, requiresToken: trainSpec(game, trains[i]).requiresToken }, connections: track.connections, nodes: track.nodes }));
  try {
    return { valued: valueRun(game, sym, trains, evaluateRoutes(mapContext(game), sym, { tiles: game.phase.tiles }, inputs, { remember: true })) };
  } catch (error) {
    if (error instanceof RouteError) {
      throw new GameError(error.code, error.message, { action, entity: error.routeIndex === undefined ? sym : action.routes[error.routeIndex].train, rule: 'route rules' });
    }
    throw error;
  }
}

/**
 * A run written as hexes and revenues: the first combination of routes through those hexes that
 * is legal and earns, route by route, the revenue written (where one is). Refused with
 * `route/no_connections` when no track through the hexes makes a legal route, and with
 * `route/revenue` when the routes there earn other than claimed.
 */
export function runThroughHexes(game: Game, sym: string, trains: readonly TrainState[], action: RunAction): { valued: ValuedRun } {
  const board = boardFor(mapContext(game));
  const candidates = action.routes.map((route) => {
    const found = connectionsThrough(board, route.hexes ?? []);
    check(found.length > 0, 'route/no_connections', `no track runs between stops through exactly ${(route.hexes ?? []).join(', ') || 'no hexes'} for ${route.train}`, { action, entity: route.train, rule: 'route rules' });
    return found;
  });
  let earned: string | undefined;
  let firstError: GameError | undefined;
  let tried = 0;
  for (const combination of combinations(candidates)) {
    if (++tried > MAX_COMBINATIONS) break;
    let valued: ValuedRun;
    try {
      ({ valued } = evaluateRun(game, sym, trains, combination.map((connections) => ({ connections })), action));
    } catch (error) {
      if (!(error instanceof GameError)) throw error;
      firstError ??= error;
      continue;
    }
    if (action.routes.every((route, i) => route.revenue === undefined || route.revenue === valued.revenues[i])) return { valued };
    earned ??= valued.revenues.join(', ');
  }
  if (earned !== undefined) {
    const claimed = action.routes.map((route) => route.revenue).join(', ');
    throw new GameError('route/revenue', `${sym} claims ${claimed} for its routes; the routes through those hexes earn ${earned}`, { action, entity: sym, rule: 'route rules' });
  }
  throw firstError ?? new GameError('route/no_connections', `no legal run for ${sym} through the hexes given`, { action, entity: sym, rule: 'route rules' });
}

/** Every choice of one candidate per route, in order. */
function* combinations<T>(lists: readonly (readonly T[])[], at = 0, chosen: T[] = []): Generator<T[]> {
  if (at === lists.length) {
    yield [...chosen];
    return;
  }
  for (const item of lists[at]) {
    chosen.push(item);
    yield* combinations(lists, at + 1, chosen);
    chosen.pop();
  }
}
