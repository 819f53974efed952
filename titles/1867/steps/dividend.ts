/**
 * 1867's dividends: a minor's are automatic — half its run (rounded down) to its treasury, the
 * rest to its owner, its price one step right (left when it earns nothing); a major chooses to
 * pay out, pay half or withhold (the price moves by the `sharePriceChange` hook).
 */
import { DividendStep, type DividendChoice, type DividendKind } from '../../../runtime/sdk.js';

export default class Dividend1867 extends DividendStep {
  private minor(sym: string): boolean {
    return this.game.operatorType(sym) === 'minor';
  }

  override actions(entity: string): readonly string[] {
    return this.minor(entity) ? [] : super.actions(entity);
  }

  override choice(operator: string, kind: DividendKind): DividendChoice {
    if (!this.minor(operator) || kind !== 'payout') return super.choice(operator, kind);
    const revenue = this.totalRevenue();
    const treasury = Math.floor(revenue / 2);
    return { kind, revenue, treasury, perShare: (revenue - treasury) / 2 };
  }

  override skip(): void {
    const entity = this.currentEntity();
    if (entity && this.minor(entity)) this.settle(entity, this.totalRevenue() > 0 ? 'payout' : 'withhold');
    else super.skip();
  }
}
