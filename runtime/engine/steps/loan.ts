/**
 * Taking and repaying loans in an operating turn (a title's `loans:`; runtime/engine/loans.ts).
 * A corporation may take a loan at any point of its turn, as the rules allow (its limit, loans
 * per turn, a phase that forbids them); once the step the rules' `repay_after` names has passed,
 * this step waits for the operator to repay loans, take one, or pass. A title lists it in its
 * operating round where its loans are decided: early, so it accepts loans all turn.
 */
import type { Action } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { listedLegal, passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import type { RoundVar } from '../round-vars.js';
import { canTakeLoan, loanLimit, loanRules, loansOf, loanTurns, repayLoan, stepPassed, takeLoan } from '../loans.js';
import { NO_ACTIONS, Step } from '../step.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [loanTurns];

/** A loan an action names (`loan: 3`), or undefined where it names none. */
function namedLoan(action: Action): number | undefined {
  const loan = (action as unknown as { loan?: unknown }).loan;
  if (loan === undefined || loan === null) return undefined;
  check(Number.isInteger(loan), 'loan/bad_id', `a loan is named by its number, not ${JSON.stringify(loan)}`, { action });
  return loan as number;
}

export class LoanStep extends Step {
  description(): string {
    const entity = this.currentEntity();
    return entity !== undefined && this.canRepay(entity) ? 'Repay Loans' : 'Take Loans';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  /** Whether repaying is open: the step the rules' `repay_after` names has passed this turn. */
  repayOpen(): boolean {
    const after = loanRules(this.game)?.repayAfter;
    return !!after && stepPassed(this.game, after);
  }

  canRepay(entity: string): boolean {
    const rules = loanRules(this.game);
    const owed = loansOf(this.game, entity);
    return !!rules && owed.length > 0 && this.repayOpen() && this.game.operator(entity).cash >= rules.value;
  }

  /**
   * Owes more than its limit once repaying is open: the step waits for it (a pass lets the
   * rules repay the excess, the president covering what the treasury lacks).
   */
  mustRepay(entity: string): boolean {
    const rules = loanRules(this.game);
    return !!rules && rules.repayOverLimit && this.repayOpen() && loansOf(this.game, entity).length > loanLimit(this.game, entity);
  }

  private isTurnOf(entity: string): boolean {
    return entity === this.currentEntity() && entity === this.round.state.currentOperator && this.game.isOperator(entity);
  }

  override actions(entity: string): readonly string[] {
    if (!loanRules(this.game) || !this.isTurnOf(entity)) return NO_ACTIONS;
    const out: string[] = [];
    if (this.canRepay(entity) || this.mustRepay(entity)) out.push('payoff_loan');
    if (canTakeLoan(this.game, entity)) out.push('take_loan');
    if (out.length > 0 && this.blocks()) out.push('pass');
    return out;
  }

  /** Waits for a decision only once repaying is open; before that it only accepts loans taken. */
  override blocks(): boolean {
    return (this.opts.blocks ?? true) && this.repayOpen();
  }

  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('payoff_loan') && this.canRepay(entity)) out.push(listedLegal(this.game, entity, 'payoff_loan', loansOf(this.game, entity).map((loan) => ({ loan }))));
    if (types.includes('take_loan')) out.push(listedLegal(this.game, entity, 'take_loan', [{ loan: this.game.state.loans.bank[0] }]));
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_take_loan(action: Action): void {
    takeLoan(this.game, String(action.entity), namedLoan(action));
  }

  process_payoff_loan(action: Action): void {
    const entity = String(action.entity);
    check(this.canRepay(entity), 'loan/cannot_repay', () => `${entity} cannot repay a loan now`, { action, entity, rule: 'loans' });
    repayLoan(this.game, entity, namedLoan(action));
  }
}
