/**
 * 18EU's dividends: a major pays out, half or withholds (hooks.ts); a minor pays without a
 * decision, half to its treasury and half to its owner, or withholds when it earned nothing.
 */
import { DividendStep } from '../../../runtime/sdk.js';

export default class Dividend extends DividendStep {
  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'minor' ? [] : super.actions(entity);
  }

  override skip(): void {
    const entity = this.currentEntity();
    if (entity && this.game.kindOf(entity) === 'minor') {
      this.settle(entity, this.totalRevenue() > 0 ? 'half' : 'withhold');
      return;
    }
    super.skip();
  }
}
