/**
 * 1846's receivership: a corporation whose president went bankrupt and that no player took over
 * belongs to the market. It operates without decisions: it lays no track, places no token,
 * issues nothing and buys no company; it runs its trains and withholds; without a train it buys
 * the cheapest it can afford.
 */
import { type Game, POOL } from '../../runtime/sdk.js';

export function inReceivership(game: Game, sym: string | undefined): boolean {
  return sym !== undefined && game.kindOf(sym) === 'corporation' && game.corporation(sym).owner === POOL;
}
