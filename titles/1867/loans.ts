/**
 * 1867's loans: a corporation borrows $50 loans from the bank (receiving $45), at most two for a
 * minor and five for a major; it pays $5 interest a loan each operating round on what it owed
 * when the round began, takes loans to pay it, and repays loans while its treasury holds $50.
 * Loans still owed at the end move a corporation's price one step left each.
 *
 * The bank's loans and what each corporation owes are kept in the game's memory (`loans`), the
 * interest due this round in `interest_due`.
 */
import { BANK } from '../../runtime/state/types.js';
import type { Game } from '../../runtime/engine/game.js';
import { spend } from '../../runtime/engine/money.js';
import { GameError } from '../../runtime/core/errors.js';

export const LOAN_VALUE = 50;
/** A loan pays $5 less than its value. */
export const LOAN_PROCEEDS = 45;
export const INTEREST = 5;
/** 16 minors × 2 + 8 majors × 5. */
const LOAN_COUNT = 72;

/** What the queries read: the state and the title (a Game, or a hook's view). */
export interface LoanReader {
  readonly state: { readonly memory: Readonly<Record<string, unknown>>; readonly corporations: Readonly<Record<string, { readonly cash: number }>> };
  readonly title: { readonly corporations: readonly { readonly sym: string; readonly type?: string }[] };
}

interface LoanBook {
  bank: number[];
  owed: Record<string, number[]>;
  /** Loans each corporation pays interest on this round (owed when the round began). */
  interest: Record<string, number>;
}

function book(game: Game): LoanBook {
  const memory = game.state.memory;
  if (!Object.hasOwn(memory, 'loans')) memory.loans = { bank: Array.from({ length: LOAN_COUNT }, (_, i) => i), owed: {}, interest: {} } satisfies LoanBook;
  return memory.loans as LoanBook;
}

/** The book as it stands, without creating it (queries may run on a read-only view). */
function read(game: LoanReader): LoanBook | undefined {
  return Object.hasOwn(game.state.memory, 'loans') ? (game.state.memory.loans as LoanBook) : undefined;
}

export function loansOf(game: LoanReader, sym: string): readonly number[] {
  const owed = read(game)?.owed;
  return owed && Object.hasOwn(owed, sym) ? owed[sym] : [];
}

export function maximumLoans(game: LoanReader, sym: string): number {
  return game.title.corporations.find((c) => c.sym === sym)?.type === 'major' ? 5 : 2;
}

export function canTakeLoan(game: LoanReader, sym: string): boolean {
  return Object.hasOwn(game.state.corporations, sym) && loansOf(game, sym).length < maximumLoans(game, sym) && (read(game)?.bank.length ?? LOAN_COUNT) > 0;
}

export function takeLoan(game: Game, sym: string): void {
  if (!canTakeLoan(game, sym)) throw new GameError('loan/cannot_take', `${sym} cannot take more than ${maximumLoans(game, sym)} loans`, { entity: sym });
  const b = book(game);
  const id = b.bank.shift()!;
  (b.owed[sym] ??= []).push(id);
  spend(game, BANK, sym, LOAN_PROCEEDS);
  game.log.emit('loan_taken', { operator: sym, loan: id, proceeds: LOAN_PROCEEDS });
}

export function repayLoan(game: Game, sym: string): void {
  const b = book(game);
  const id = b.owed[sym]?.shift();
  if (id === undefined) throw new GameError('loan/not_owed', `${sym} owes no loan`, { entity: sym });
  spend(game, sym, BANK, LOAN_VALUE);
  b.bank.push(id);
  game.log.emit('loan_repaid', { operator: sym, loan: id, value: LOAN_VALUE });
}

/** Repays loans while the treasury holds a loan's value. */
export function repayWhileAble(game: Game, sym: string): void {
  while (loansOf(game, sym).length > 0 && game.operator(sym).cash >= LOAN_VALUE) repayLoan(game, sym);
}

/** Moves every loan a corporation owes to another (a merger or a conversion). */
export function transferLoans(game: Game, from: string, to: string): number {
  const b = book(game);
  const moving = b.owed[from] ?? [];
  if (moving.length === 0) return 0;
  (b.owed[to] ??= []).push(...moving);
  b.owed[from] = [];
  return moving.length;
}

/** What a corporation could spend with every loan it may still take. */
export function fullBuyingPower(game: LoanReader, sym: string): number {
  return game.state.corporations[sym].cash + (maximumLoans(game, sym) - loansOf(game, sym).length) * LOAN_PROCEEDS;
}

/** Takes loans while the treasury holds less than `cost` and a loan is to be had (the reference's automatic loans). */
export function borrowFor(game: Game, sym: string, cost: number): void {
  while (cost > 0 && game.operator(sym).cash < cost && canTakeLoan(game, sym)) takeLoan(game, sym);
}

/** Loans due interest this round: fixed when the operating round starts (and after repaying). */
export function fixInterest(game: Game, sym?: string): void {
  const b = book(game);
  if (sym !== undefined) {
    b.interest[sym] = loansOf(game, sym).length;
    return;
  }
  b.interest = {};
  for (const corp of Object.keys(game.state.corporations)) b.interest[corp] = loansOf(game, corp).length;
}

export function interestOwed(game: LoanReader, sym: string): number {
  return INTEREST * (read(game)?.interest[sym] ?? 0);
}

/**
 * Pays this round's interest, taking loans while the treasury falls short; returns what it
 * still owes when it cannot pay (the corporation is then nationalised), else 0.
 */
export function payInterest(game: Game, sym: string): number {
  const owed = interestOwed(game, sym);
  while (owed > game.operator(sym).cash && canTakeLoan(game, sym)) takeLoan(game, sym);
  if (owed > game.operator(sym).cash) return owed;
  if (owed > 0) {
    spend(game, sym, BANK, owed);
    game.log.emit('interest_paid', { operator: sym, owed });
  }
  return 0;
}
