/**
 * A step of the title's own whose choice is a range: once a turn, the operator may borrow 10 to
 * 100 (in tens) from the bank. It never blocks; its legal actions describe the range
 * (`rangedLegal`) instead of listing ten actions. A `credit_line` ability (an ability kind of the
 * title's own, kinds.ts) raises the most it may borrow by its `extra`.
 */
import { abilities, check, rangedLegal, spend, Step, type LegalAction, type StepState } from '../../../../runtime/sdk.js';
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

  /** The loan's range for an operator: 10 to 100, and each credit line's `extra` more. */
  private range(entity: string): typeof AMOUNT {
    const extra = abilities(this.game, entity, 'credit_line').reduce((sum, { def }) => sum + Number(def.extra ?? 0), 0);
    return { ...AMOUNT, max: AMOUNT.max + extra };
  }

  override legalActions(entity: string): readonly LegalAction[] {
    return this.actions(entity).length ? [rangedLegal(this.game, entity, 'borrow', {}, { amount: this.range(entity) })] : [];
  }

  process_borrow(action: Borrow): void {
    const { amount } = action;
    const { min, max, step } = this.range(String(action.entity));
    const allowed = amount >= min && amount <= max && (amount - min) % step === 0;
    check(allowed, 'borrow/amount', `a loan is ${min} to ${max} in steps of ${step}, not ${amount}`, { action, entity: String(action.entity) });
    this.s.borrowed = true;
    spend(this.game, 'bank', String(action.entity), amount);
  }
}
