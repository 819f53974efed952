/**
 * What nationalisation asks of loans: how many a corporation owes, and repaying them while its
 * treasury holds a loan's value. A title without loans owes none.
 */
import type { Game } from './game.js';

export function loansOwed(_game: Game, _sym: string): number {
  return 0;
}

export function repayLoansWhileAble(_game: Game, _sym: string): void {}
