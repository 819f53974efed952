/**
 * 1856's stock round: a sold-out corporation's price rises at the end even before it has started
 * operating.
 */
import { type CorporationState, soldOut, StockRound } from '../../../runtime/sdk.js';

export default class Stock1856 extends StockRound {
  protected override corporationsToMovePrice(): readonly CorporationState[] {
    const floated = super.corporationsToMovePrice();
    return [...floated, ...this.game.corporations.filter((c) => !floated.includes(c) && soldOut(this.game, c))];
  }
}
