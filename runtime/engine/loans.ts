/**
 * Loans from the bank (a title's `loans:`, runtime/title/loans.ts): taking one, repaying one,
 * the interest due each operating turn and who pays what the treasury cannot, loans above the
 * limit repaid, and what loans still owed take off a player's score. The bank lends its loans in
 * order (ids 0, 1, 2, ...) and lends repaid ones after the rest, as the reference's list does,
 * so a recording's `loan` ids are the ones this bank hands out.
 *
 * What a corporation did about loans in the current operating round (taken, repaid, interest
 * paid, interest kept from its run) is a round variable, so it resets with the round.
 */
import { check, GameError } from '../core/errors.js';
import { BANK, type LoanState } from '../state/types.js';
import type { LoanRules } from '../title/loans.js';
import type { Game } from './contract.js';
import { spend } from './money.js';
import { roundVar } from './round-vars.js';
import { moveSharePrice } from './shares/market-moves.js';
import { playerHoldings, shareUnit, totalShares } from './shares/holdings.js';
import { run } from './steps/vars.js';

/** What one operator did about loans this round. */
export interface LoanTurn {
  /** Loans taken this round. */
  taken: number;
  repaid: boolean;
  interestPaid: boolean;
  /** Interest kept from the run's revenue (the dividend pays out the rest). */
  fromRevenue: number;
}

export const loanTurns = roundVar('loan_turns', (): Record<string, LoanTurn> => ({}));

/** The state of a game's loans as it starts: every loan in the bank. */
export function initialLoans(rules: LoanRules | undefined): LoanState {
  return { bank: rules ? Array.from({ length: rules.count }, (_, id) => id) : [], owed: {} };
}

export function loanRules(game: Game): LoanRules | undefined {
  return game.title.loans;
}

function rulesOf(game: Game): LoanRules {
  const rules = game.title.loans;
  if (!rules) throw new GameError('loan/no_loans', `${game.title.meta.title} has no loans`, { rule: 'loans' });
  return rules;
}

/** The loans an operator owes, oldest first. */
export function loansOf(game: Game, sym: string): readonly number[] {
  const owed = game.state.loans.owed;
  return Object.hasOwn(owed, sym) ? owed[sym] : [];
}

function owedList(game: Game, sym: string): number[] {
  const owed = game.state.loans.owed;
  if (!Object.hasOwn(owed, sym)) owed[sym] = [];
  return owed[sym];
}

const NO_TURN: Readonly<LoanTurn> = Object.freeze({ taken: 0, repaid: false, interestPaid: false, fromRevenue: 0 });

/** What an operator did about loans this round, to read (queries never change the state). */
export function loanTurnOf(game: Game, sym: string): Readonly<LoanTurn> {
  if (!game.round.has(loanTurns)) return NO_TURN;
  const turns = game.round.get(loanTurns);
  return Object.hasOwn(turns, sym) ? turns[sym] : NO_TURN;
}

/** What an operator did about loans this round, to record what it does now. */
function loanTurn(game: Game, sym: string): LoanTurn {
  const turns = game.round.get(loanTurns);
  if (!Object.hasOwn(turns, sym)) turns[sym] = { ...NO_TURN };
  return turns[sym];
}

/** How many loans an operator may owe: the `loanLimit` hook, else the rules' limit. */
export function loanLimit(game: Game, sym: string): number {
  const hooked = game.hooks.loanLimit?.(sym, game.view);
  if (hooked !== undefined) return hooked;
  const limit = rulesOf(game).limit;
  if (typeof limit === 'number') return limit;
  if (limit === 'shares') return game.kindOf(sym) === 'corporation' ? totalShares(game, sym) : 0;
  if (limit === 'player_shares') {
    if (game.kindOf(sym) !== 'corporation') return 0;
    let percent = 0;
    for (const held of playerHoldings(game, sym).values()) percent += held;
    return Math.floor(percent / shareUnit(game, sym));
  }
  return limit.byType[game.operatorType(sym)] ?? 0;
}

/** Interest an operator owes per loan this round: the `loanInterest` hook, else the rules'. */
export function interestPerLoan(game: Game, sym: string): number {
  return game.hooks.loanInterest?.(sym, game.view) ?? rulesOf(game).interest;
}

export function interestOwed(game: Game, sym: string): number {
  return interestPerLoan(game, sym) * loansOf(game, sym).length;
}

/** Why an operator may not take a loan now, or undefined when it may. */
export function loanRefusal(game: Game, sym: string): string | undefined {
  const rules = game.title.loans;
  if (!rules) return 'the title has no loans';
  if (!game.isOperator(sym) || game.operator(sym).closed) return `${sym} cannot borrow`;
  if (game.state.loans.bank.length === 0) return 'the bank has no loans left';
  if (rules.forbiddenStatus && game.phase.status.includes(rules.forbiddenStatus)) return `no loans may be taken in phase ${game.phase.name}`;
  if (loansOf(game, sym).length >= loanLimit(game, sym)) return `${sym} owes ${loansOf(game, sym).length} loans, its limit`;
  if (game.round.isOperating) {
    const turn = loanTurnOf(game, sym);
    if (rules.perTurn !== null && turn.taken >= rules.perTurn) return `${sym} has taken ${turn.taken} loan${turn.taken === 1 ? '' : 's'} this round`;
    if (!rules.afterRepaying && turn.repaid) return `${sym} repaid a loan this round`;
  }
  return undefined;
}

export function canTakeLoan(game: Game, sym: string): boolean {
  return loanRefusal(game, sym) === undefined;
}

/** What a loan taken now pays: its proceeds, less this round's interest on it once interest is paid (where the rules say so). */
export function loanProceeds(game: Game, sym: string): number {
  const rules = rulesOf(game);
  const late = rules.lateLoansPayInterest && game.round.isOperating && loanTurnOf(game, sym).interestPaid;
  return rules.proceeds - (late ? interestPerLoan(game, sym) : 0);
}

/** An operator takes a loan (the bank's next, or the one named): the bank pays the proceeds. */
export function takeLoan(game: Game, sym: string, loan?: number): void {
  const refusal = loanRefusal(game, sym);
  check(refusal === undefined, 'loan/cannot_take', () => `${sym} cannot take a loan: ${refusal}`, { entity: sym, rule: 'loans' });
  const bank = game.state.loans.bank;
  const id = loan ?? bank[0];
  const at = bank.indexOf(id);
  check(at >= 0, 'loan/unavailable', () => `loan ${id} is not the bank's to lend`, { entity: sym, rule: 'loans' });
  const proceeds = loanProceeds(game, sym);
  bank.splice(at, 1);
  owedList(game, sym).push(id);
  if (game.round.isOperating) loanTurn(game, sym).taken++;
  if (proceeds > 0) spend(game, BANK, sym, proceeds);
  game.log.emit('loan_taken', { operator: sym, loan: id, proceeds });
  movePrice(game, sym, rulesOf(game).priceMoves.take);
}

/**
 * An operator repays a loan it owes (its oldest, or the one named) to the bank. `payer` pays
 * instead (a president covering a forced repayment); the treasury pays what it can first.
 */
export function repayLoan(game: Game, sym: string, loan?: number, options: { readonly coverFrom?: string } = {}): void {
  const owed = loansOf(game, sym);
  const id = loan ?? owed[0];
  check(owed.includes(id), 'loan/not_owed', () => `${sym} does not owe loan ${id}`, { entity: sym, rule: 'loans' });
  const value = rulesOf(game).value;
  const op = game.operator(sym);
  const fromTreasury = options.coverFrom ? Math.min(value, Math.max(0, op.cash)) : value;
  check(options.coverFrom !== undefined || op.cash >= value, 'loan/cannot_repay', () => `${sym} has ${op.cash} and cannot repay a loan of ${value}`, { entity: sym, rule: 'loans' });
  owedList(game, sym).splice(owed.indexOf(id), 1);
  game.state.loans.bank.push(id);
  if (game.round.isOperating) loanTurn(game, sym).repaid = true;
  if (fromTreasury > 0) spend(game, sym, BANK, fromTreasury);
  if (value > fromTreasury) spend(game, options.coverFrom!, BANK, value - fromTreasury, { checkCash: false });
  game.log.emit('loan_repaid', { operator: sym, loan: id, value, covered: value - fromTreasury, by: options.coverFrom });
  movePrice(game, sym, rulesOf(game).priceMoves.repay);
}

/** An operator's loans go back to the bank unpaid (its debt cancelled: a corporation merged away). */
export function returnLoans(game: Game, sym: string): number {
  const owed = [...loansOf(game, sym)];
  if (owed.length === 0) return 0;
  game.state.loans.owed[sym] = [];
  game.state.loans.bank.push(...owed);
  game.log.emit('loans_returned', { operator: sym, count: owed.length });
  return owed.length;
}

/** Moves loans from one operator to another (a corporation taking over another's debt). */
export function transferLoans(game: Game, from: string, to: string): void {
  const owed = [...loansOf(game, from)];
  game.state.loans.owed[from] = [];
  owedList(game, to).push(...owed);
}

function movePrice(game: Game, sym: string, direction: 'left' | 'right' | 'up' | 'down' | undefined): void {
  if (direction && game.kindOf(sym) === 'corporation') moveSharePrice(game, game.corporation(sym), direction);
}

/**
 * Pays this round's interest on an operator's loans: from the treasury in whole loans' interest,
 * then (where the rules say so) out of the revenue just run, then from the president, into debt
 * if need be. Marked paid for the round whatever it owed.
 */
export function payInterest(game: Game, sym: string): void {
  const rules = rulesOf(game);
  const turn = loanTurn(game, sym);
  turn.interestPaid = true;
  const loans = loansOf(game, sym).length;
  const perLoan = interestPerLoan(game, sym);
  let owed = perLoan * loans;
  const op = game.operator(sym);
  const fromTreasury = perLoan > 0 ? Math.min(owed, Math.floor(Math.max(0, op.cash) / perLoan) * perLoan) : 0;
  if (fromTreasury > 0) spend(game, sym, BANK, fromTreasury);
  owed -= fromTreasury;
  let fromRevenue = 0;
  if (owed > 0 && rules.unpaidInterest === 'revenue_then_president') {
    const revenue = game.round.get(run).routes.reduce((n, r) => n + r.revenue, 0);
    fromRevenue = Math.min(owed, revenue);
    turn.fromRevenue += fromRevenue;
    owed -= fromRevenue;
  }
  const president = owed > 0 ? game.playerOf(sym) : undefined;
  if (president) spend(game, president.id, BANK, owed, { checkCash: false });
  game.log.emit('interest_paid', { operator: sym, loans, owed: perLoan * loans, fromTreasury, fromRevenue, fromPresident: president ? owed : 0, president: president?.id });
}

/** Whether the round has a step of this name that has passed this turn (the reference's `step_passed?`). */
export function stepPassed(game: Game, name: string): boolean {
  const step = game.round.steps.find((s) => s.name() === name);
  return step !== undefined && step.passed();
}

/** Repays the loans an operator owes above its limit, the president covering what the treasury lacks. */
export function repayOverLimit(game: Game, sym: string): void {
  const over = loansOf(game, sym).length - loanLimit(game, sym);
  if (over <= 0) return;
  const president = game.playerOf(sym)?.id;
  for (let i = 0; i < over; i++) repayLoan(game, sym, loansOf(game, sym)[loansOf(game, sym).length - 1], president ? { coverFrom: president } : {});
}

/**
 * What loans ask of the operator whose turn it is, after each of its actions: interest once the
 * step it is due after has passed, and loans above the limit repaid once repaying opens. The
 * operating round calls this before it skips steps, as the reference's operating round does.
 */
export function loanDuties(game: Game, sym: string | undefined): void {
  const rules = game.title.loans;
  if (!rules || !sym || !game.isOperator(sym) || game.operator(sym).closed) return;
  if (rules.interestAfter && !loanTurnOf(game, sym).interestPaid && stepPassed(game, rules.interestAfter)) payInterest(game, sym);
  if (rules.repayOverLimit && rules.repayAfter && stepPassed(game, rules.repayAfter)) repayOverLimit(game, sym);
}

/** Revenue of the run just made that goes to interest instead of the dividend. */
export function revenueKeptForInterest(game: Game, sym: string): number {
  if (!game.title.loans || !game.round.isOperating) return 0;
  return loanTurnOf(game, sym).fromRevenue;
}

/** What the loans a corporation still owes take off a holding of `percent` at the end. */
export function loanDeduction(game: Game, sym: string, percent: number): number {
  const rules = game.title.loans;
  if (!rules || rules.endValuePerShare === 0) return 0;
  return (percent / 10) * rules.endValuePerShare * loansOf(game, sym).length;
}

/** At the game's end, loans still owed move their corporations' prices and are cancelled (`end_price_move`). */
export function settleLoansAtEnd(game: Game): void {
  const direction = game.title.loans?.endPriceMove;
  if (!direction) return;
  for (const corp of game.corporations) {
    const owed = owedList(game, corp.sym);
    if (owed.length === 0) continue;
    const count = owed.length;
    while (owed.length) {
      moveSharePrice(game, corp, direction);
      game.state.loans.bank.push(owed.pop()!);
    }
    game.log.emit('loans_settled_at_end', { operator: corp.sym, count });
  }
}
