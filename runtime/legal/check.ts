/**
 * Checking a recorded game against the legal actions: before every move the players made, the
 * move must be among `legalActions` of its entity; every run they made must be accepted, and
 * the optimiser's best run must earn at least as much. Used by `codegen replay --legal` and the
 * tests over every recording.
 */
import { filterActions } from '../actions/filter.js';
import type { Action } from '../actions/types.js';
import type { Game } from '../engine/contract.js';
import { legalActions } from './collect.js';
import { findLegal } from './match.js';
import { isListed, NOT_MOVES, type LegalAction } from './types.js';

export interface RouteComparison {
  /** Runs recorded with their track (older recordings give only hexes and a revenue). */
  readonly checked: number;
  /** The optimiser's best run earns more than the players' run, as much, less. */
  readonly better: number;
  readonly equal: number;
  readonly worse: number;
  /** Runs not compared: the optimiser's work budget ran out before it proved its run the best. */
  readonly unproven: number;
}

export interface MissingAction {
  readonly action: Action;
  /** What the entity was offered instead. */
  readonly offered: readonly LegalAction[];
}

export interface LegalReport {
  /** Moves checked against the legal actions, and those not among them. */
  readonly checked: number;
  readonly missing: number;
  /** Chat, standing orders, undo and redo: not moves, not checked. */
  readonly skipped: number;
  readonly routes: RouteComparison;
  /** The first moves not among the legal actions (at most `keep`). */
  readonly missed: readonly MissingAction[];
  /** Runs the optimiser found worse than the players' (action ids), which should never happen. */
  readonly worseRuns: readonly number[];
}

export interface CheckOptions {
  /** Called before each move is checked (and processed), with its index among the moves. */
  readonly before?: (game: Game, action: Action, index: number) => void;
  /** How many missing moves to keep in the report (default 5). */
  readonly keep?: number;
  /**
   * False: only walk the moves (each auto action on its own) for `before`, without asking the
   * legal actions, for callers that ask them their own way.
   */
  readonly check?: boolean;
}

/** Revenue of the run the last routes_run event reports. */
function lastRunRevenue(game: Game): number {
  for (let i = game.events.length - 1; i >= 0; i--) {
    const event = game.events[i];
    if (event.type === 'routes_run') return Number(event.revenue ?? 0);
  }
  return 0;
}

/**
 * Plays the recording's actions in effect through `game` (a new game of its title), each auto
 * action on its own, checking each move first. Throws what the game throws on a refused move.
 */
export function checkRecording(game: Game, actions: readonly Action[], options: CheckOptions = {}): LegalReport {
  const keep = options.keep ?? 5;
  let checked = 0;
  let skipped = 0;
  const missed: MissingAction[] = [];
  let missing = 0;
  const routes = { checked: 0, better: 0, equal: 0, worse: 0, unproven: 0 };
  const worseRuns: number[] = [];
  // Each auto action is checked on its own; the action it came with then carries none, so the
  // engine adds none of its own to it (they follow, as recorded).
  const moves = filterActions(actions.map((a) => game.parse(a))).effective.flatMap((a) => (a ? [{ ...a, auto_actions: a.auto_actions ? [] : undefined } as Action, ...(a.auto_actions ?? [])] : []));
  moves.forEach((raw, index) => {
    const action = raw;
    if (NOT_MOVES.has(action.type)) {
      skipped++;
      game.process(action);
      return;
    }
    options.before?.(game, action, index);
    if (options.check === false) {
      game.process(action);
      return;
    }
    checked++;
    const offered = legalActions(game, game.actorOf(action));
    const found = findLegal(game, offered, action);
    if (!found) {
      missing++;
      if (missed.length < keep) missed.push({ action, offered });
    }
    game.process(action);
    if (action.type === 'run_routes' && found && !isListed(found) && found.type === 'run_routes' && action.routes.every((r) => r.connections !== undefined) && action.routes.length > 0) {
      routes.checked++;
      const recorded = lastRunRevenue(game);
      if (!found.bestProven) routes.unproven++;
      else if (found.revenue > recorded) routes.better++;
      else if (found.revenue === recorded) routes.equal++;
      else {
        routes.worse++;
        worseRuns.push(action.id ?? index);
      }
    }
  });
  return { checked, missing, skipped, routes, missed, worseRuns };
}
