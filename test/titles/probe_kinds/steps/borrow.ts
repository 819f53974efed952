/**
 * A step of the title's own whose choice is a range: once a turn, the operator may borrow 10 to
 * 100 (in tens) from the bank. It never blocks; its legal actions describe the range
 * (`rangedLegal`) instead of listing ten actions.
 */
import { check, rangedLegal, spend, Step, type LegalAction, type StepState } from '../../../../runtime/sdk.js';
import type { Borrow } from '../actions.js';

const AMOUNT = { min: 10, max: 100, step: 10 };

interface BorrowState extends StepState {
  borrowed: boolean;
}

export default class BorrowStep extends Step<BorrowState> {
  description(): string {
    return 'Borrow from the Bank';
  }

  override blocks(): boolean {
    return false;
  }

  override setup(): void {
    this.s.borrowed = false;
  }

  override actions(entity: string): readonly string[] {
    return entity === this.round.state.currentOperator && !this.s.borrowed ? ['borrow'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    return this.actions(entity).length ? [rangedLegal(this.game, entity, 'borrow', {}, { amount: AMOUNT })] : [];
  }

  process_borrow(action: Borrow): void {
    const { amount } = action;
    const allowed = amount >= AMOUNT.min && amount <= AMOUNT.max && (amount - AMOUNT.min) % AMOUNT.step === 0;
    check(allowed, 'borrow/amount', `a loan is ${AMOUNT.min} to ${AMOUNT.max} in steps of ${AMOUNT.step}, not ${amount}`, { action, entity: String(action.entity) });
    this.s.borrowed = true;
    spend(this.game, 'bank', String(action.entity), amount);
  }
}
