/**
 * Loans from the bank, as a title's YAML `loans:` section configures them (the reference's
 * `Loan`: 1856, 1867 and 1817 each lend their corporations money). A corporation takes loans up
 * to a limit, owes interest on them each operating turn, and repays them; what it still owes
 * counts against its shareholders at the end. Everything a title needs to say beyond these
 * values is a hook (`loanLimit`, `loanInterest`) or one of the loan effects in a title's own
 * steps (`takeLoan`, `repayLoans`, `returnLoans`, `payInterest`).
 */
import type { LoanLimitRule, PriceMove, UnpaidInterest } from './format.js';

/**
 * How many loans one corporation may owe: a number; a number per corporation `type`; or as many
 * as its shares players hold (`player_shares`, 1856) or as it has shares (`shares`, 1817).
 */
export type LoanLimit = number | { readonly byType: Readonly<Record<string, number>> } | LoanLimitRule;

/** What happens to interest the treasury cannot pay (`president`, `revenue_then_president`: the schema's `loans.unpaid_interest`). */
export type { UnpaidInterest };

export interface LoanRules {
  /** What a loan is worth: what repaying one costs, what it counts for. */
  readonly value: number;
  /** How many loans the bank has to lend (ids 0 .. count−1, lent in order, repaid ones last). */
  readonly count: number;
  /** What taking a loan pays the borrower (1867: $5 less than its value). Default: its value. */
  readonly proceeds: number;
  /** Interest owed per loan each operating turn (the `loanInterest` hook may change it). */
  readonly interest: number;
  readonly limit: LoanLimit;
  /** Most loans one corporation may take in one operating turn; null: no limit. */
  readonly perTurn: number | null;
  /** Whether a corporation may take a loan in a turn after repaying one. */
  readonly afterRepaying: boolean;
  /** A phase status under which no loan may be taken (1856's `no_loans`); null: none. */
  readonly forbiddenStatus: string | null;
  /**
   * The operating step after which interest is due: it is paid right after the action that saw
   * that step pass (the reference pays it there, before the next step is considered). Null: the
   * engine never charges interest by itself (a title's step calls `payInterest`).
   */
  readonly interestAfter: string | null;
  /**
   * A loan taken after its borrower paid this round's interest brings its value less one loan's
   * interest: that interest is due at once (1856).
   */
  readonly lateLoansPayInterest: boolean;
  readonly unpaidInterest: UnpaidInterest;
  /**
   * The operating step after which loans may be repaid: once it has passed, the `loan` step
   * waits for the operator to repay, take or pass. Null: repaid only by a title's own rules.
   */
  readonly repayAfter: string | null;
  /** Loans above the limit when repaying opens are repaid at once, the president covering what the treasury lacks. */
  readonly repayOverLimit: boolean;
  /** Share price moves when a loan is taken or repaid (1817: left, right). */
  readonly priceMoves: { readonly take?: PriceMove; readonly repay?: PriceMove };
  /**
   * At the end of the game: each 10% of a corporation a player holds is worth this much less per
   * loan the corporation owes (1856: 10). 0: loans do not change the score.
   */
  readonly endValuePerShare: number;
  /**
   * When the game ends, each loan a corporation still owes moves its share price one step this
   * way and is cancelled (1867: left); absent: loans stay owed.
   */
  readonly endPriceMove?: PriceMove;
}
