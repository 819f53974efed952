/**
 * 1867's side of loans (the engine's, configured in title.yaml's `loans:`): a corporation pays
 * $5 interest a loan each operating round on what it owed when the round began, taking loans
 * to pay it; it repays loans while its treasury holds a loan's value; and loans are taken on
 * the spot for track and for the depot train it must buy. The loans due interest this round are
 * kept in the game's memory (`interest_due`).
 */
import { type Game, canTakeLoan, loanLimit, loansOf, repayLoan, takeLoan, spend, BANK, type GameView } from '../../runtime/sdk.js';

export const INTEREST = 5;

type InterestDue = Record<string, number>;

/** What a corporation could spend with every loan it may still take. */
export function fullBuyingPower(game: GameView, sym: string): number {
  const title = game.title.loans!;
  return game.operator(sym).cash + (game.loanLimit(sym) - game.loans(sym).length) * title.proceeds;
}

/** Takes loans while the treasury holds less than `cost` and a loan is to be had (the reference's automatic loans). */
export function borrowFor(game: Game, sym: string, cost: number): void {
  while (cost > 0 && game.operator(sym).cash < cost && canTakeLoan(game, sym)) takeLoan(game, sym);
}

/** Repays loans while the treasury holds a loan's value. */
export function repayWhileAble(game: Game, sym: string): void {
  const value = game.title.loans!.value;
  while (loansOf(game, sym).length > 0 && game.operator(sym).cash >= value) repayLoan(game, sym);
}

/** Loans due interest this round: fixed when the operating round starts (and after repaying). */
export function fixInterest(game: Game, sym?: string): void {
  const memory = game.state.memory;
  if (sym !== undefined) {
    (memory.interest_due as InterestDue)[sym] = loansOf(game, sym).length;
    return;
  }
  const due: InterestDue = {};
  for (const corp of Object.keys(game.state.corporations)) due[corp] = loansOf(game, corp).length;
  memory.interest_due = due;
}

export function interestOwed(game: Game, sym: string): number {
  const due = game.state.memory.interest_due as InterestDue | undefined;
  return INTEREST * (due?.[sym] ?? 0);
}

/**
 * Pays this round's interest, taking loans while the treasury falls short; returns what it
 * still owes when it cannot pay (the corporation is then nationalised), else 0.
 */
export function payInterest(game: Game, sym: string): number {
  const owed = interestOwed(game, sym);
  while (owed > game.operator(sym).cash && loansOf(game, sym).length < loanLimit(game, sym) && canTakeLoan(game, sym)) takeLoan(game, sym);
  if (owed > game.operator(sym).cash) return owed;
  if (owed > 0) {
    spend(game, sym, BANK, owed);
    game.log.emit('interest_paid', { operator: sym, owed, loans: owed / INTEREST, fromTreasury: owed });
  }
  return 0;
}
