/**
 * Steam Over Holland's auction round: after it the richest player holds the priority deal,
 * the seating otherwise kept (the reference's `most_cash_keep_order`); after a stock round the
 * deal moves one seat on (the title's `next_sr_player_order`).
 */
import { AuctionRound, reorderPlayers } from '../../../runtime/sdk.js';

export default class Auction extends AuctionRound {
  override finish(): void {
    reorderPlayers(this.game, 'most_cash_keep_order');
  }
}
