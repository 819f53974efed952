/**
 * The probe's train step, a step of the title's own that an ability's `when` names (as 18AL's
 * Discount Company names `single_depot_train_buy`): the engine's, except that an operator owns
 * one train of each name at most.
 */
import { BuyTrainStep, type TrainState } from '../../../../runtime/sdk.js';

export default class BuyOneTrain extends BuyTrainStep {
  protected override refusePurchase(sym: string, _train: TrainState, variant: string): string | undefined {
    const owned = this.game.operator(sym).trains.map((id) => this.game.train(id).name);
    return owned.includes(variant) ? `${sym} owns a ${variant} train already` : undefined;
  }
}
