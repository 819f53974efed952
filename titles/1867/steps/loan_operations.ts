/**
 * 1867's loans after the dividend, without a decision: the corporation pays $5 interest for each
 * loan it owed when the round began (taking loans to cover it), then repays loans while its
 * treasury holds $50. One that cannot pay its interest is nationalised.
 */
import { nationalize, Step } from '../../../runtime/sdk.js';
import { fixInterest, payInterest, repayWhileAble } from '../loans.js';

export default class LoanOperations extends Step {
  description(): string {
    return 'Pay interest and repay loans';
  }

  override skip(): void {
    this.pass();
    const sym = this.currentEntity();
    if (sym === undefined || !this.game.isOperator(sym)) return;
    const owed = payInterest(this.game, sym);
    if (owed > 0) {
      this.game.log.emit('note', { text: `${sym} owes ${this.game.money(owed)} in loan interest but only has ${this.game.money(this.game.operator(sym).cash)}` });
      nationalize(this.game, sym);
      return;
    }
    repayWhileAble(this.game, sym);
    fixInterest(this.game, sym);
  }
}
