/**
 * 1846's dividends: corporations may also half-pay (hooks.ts lists the kinds and moves the
 * price); a minor pays without a decision — half to its treasury, half to its owner — and a
 * settled dividend also closes the operator's chance to issue or redeem shares.
 */
import { DividendStep, moveSharePrice } from '../../../runtime/sdk.js';
import { inReceivership } from '../receivership.js';

export default class Dividend1846 extends DividendStep {
  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'minor' ? [] : super.actions(entity);
  }

  override skip(): void {
    const entity = this.currentEntity();
    if (entity && this.game.kindOf(entity) === 'minor') {
      this.payMinor(entity);
      return;
    }
    super.skip();
    // A corporation in receivership without a train drops once more, as the reference plays it.
    if (!entity || !inReceivership(this.game, entity)) return;
    const corp = this.game.corporation(entity);
    if (corp.trains.length === 0 && corp.sharePrice && this.game.market.price(corp.sharePrice) > 0) moveSharePrice(this.game, corp, 'left');
  }

  private payMinor(minor: string): void {
    this.settle(minor, this.totalRevenue() > 0 ? 'half' : 'withhold');
  }

  override pass(): void {
    super.pass();
    this.round.steps.find((step) => step.name() === 'issue_shares')?.pass();
  }
}
