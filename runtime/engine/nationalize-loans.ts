/**
 * What nationalisation asks of loans (runtime/engine/loans.ts): how many a corporation owes, and
 * repaying them while its treasury holds a loan's value. A title without loans owes none.
 */
import type { Game } from './contract.js';
import { loansOf, repayLoan } from './loans.js';

export function loansOwed(game: Game, sym: string): number {
  return game.title.loans ? loansOf(game, sym).length : 0;
}

export function repayLoansWhileAble(game: Game, sym: string): void {
  const rules = game.title.loans;
  if (!rules) return;
  while (loansOf(game, sym).length > 0 && game.operator(sym).cash >= rules.value) repayLoan(game, sym);
}
