/**
 * 1867's operating round: the interest each corporation owes this round is fixed as it starts,
 * on the loans it owes then.
 */
import { OperatingRound } from '../../../runtime/sdk.js';
import { fixInterest } from '../loans.js';

export default class Operating1867 extends OperatingRound {
  override setup(): void {
    fixInterest(this.game);
    super.setup();
  }
}
