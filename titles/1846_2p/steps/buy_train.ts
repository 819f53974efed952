/**
 * 1846's trains with two players: once the depot is empty, a corporation's only train is not
 * for sale to another (the reference's `buyable_trains`). Everything else is the base's.
 */
import { depotTrains, isFromDepot, type TrainState } from '../../../runtime/sdk.js';
import BuyTrain1846 from '../../1846/steps/buy_train.js';

export default class BuyTrain1846TwoPlayer extends BuyTrain1846 {
  protected override refusePurchase(sym: string, train: TrainState, variant: string, price: number): string | undefined {
    if (!isFromDepot(train) && depotTrains(this.game).length === 0 && train.owner && this.game.operator(train.owner).trains.length === 1) {
      return 'with the depot empty, an only train is not for sale (2 players)';
    }
    return super.refusePurchase(sym, train, variant, price);
  }
}
