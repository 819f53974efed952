/**
 * 1830's stock round: as the engine's, except that players may buy privates from each other only
 * once the phase allows it and never in the first stock round.
 */
import { BuySellParSharesStep, type CompanyState } from '../../../runtime/sdk.js';

export default class BuySellParShares1830 extends BuySellParSharesStep {
  override purchasableCompanies(entity: string): CompanyState[] {
    if (this.game.state.turn === 1) return [];
    return super.purchasableCompanies(entity);
  }
}
