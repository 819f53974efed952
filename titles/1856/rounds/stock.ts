/**
 * 1856's stock round: a sold-out corporation's price rises at the end even before it has started
 * operating; and what a player bought in their current turn is not theirs to sell in it (the
 * reference's unvested holdings, reset as each turn starts).
 */
import { type CorporationState, soldOut, StockRound } from '../../../runtime/sdk.js';
import { unvested } from '../vars.js';

export default class Stock1856 extends StockRound {
  protected override corporationsToMovePrice(): readonly CorporationState[] {
    const floated = super.corporationsToMovePrice();
    return [...floated, ...this.game.corporations.filter((c) => !floated.includes(c) && soldOut(this.game, c))];
  }

  override nextEntity(): void {
    super.nextEntity();
    if (this.has(unvested)) this.set(unvested, null);
  }
}
