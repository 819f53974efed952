/**
 * What the phase allows. Apart from phase.ts, which changes phases (and so reaches companies,
 * events and trains), for the modules that only ask (a national's turn, buying companies).
 */
import type { Game } from './contract.js';

/** Whether the current phase (or an event since) gives a status, such as `can_buy_companies`. */
export function phaseAllows(game: Game, status: string): boolean {
  return game.phase.status.includes(status) || game.state.overrides.statuses.includes(status);
}
