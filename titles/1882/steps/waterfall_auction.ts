/**
 * 1882's auction: after each purchase the cheapest company left is the one whose price drops
 * when everyone passes (the engine's keeps the one that was cheapest at the start).
 */
import { WaterfallAuctionStep } from '../../../runtime/sdk.js';

export default class WaterfallAuction1882 extends WaterfallAuctionStep {
  protected override buyCompany(player: string, company: string, price: number): void {
    super.buyCompany(player, company, price);
    this.cheapestCompany = this.unsold[0] ?? null;
  }
}
