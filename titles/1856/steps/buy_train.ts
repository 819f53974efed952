/**
 * 1856's trains: the CGR buys permanent trains only, at face value when it deals with another
 * corporation (either way); until it has owned a permanent one it must buy only when it can
 * afford a diesel (or trade one in); a permanent one bought ends its borrowing. A borrowed diesel
 * goes back to the depot once the corporation is done buying.
 */
import { BuyTrainStep, reclaimTrain, trainPrice, type ActionOf, type GameView, type TrainState } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { borrowedTrains, nationalBoughtPermanent, nationalOwnsPermanent, permanent } from '../national.js';

const DIESEL_PRICE = 1100;
const TRADE_IN = 750;

export default class BuyTrain1856 extends BuyTrainStep {
  private get view(): GameView<Types> {
    return this.game.view as unknown as GameView<Types>;
  }

  override presidentMayContribute(sym: string): boolean {
    if (sym !== CGR || nationalBoughtPermanent(this.view)) return super.presidentMayContribute(sym);
    const cash = this.game.corporation(CGR).cash;
    const tradeable = this.game.corporation(CGR).trains.some((id) => !permanent(this.game, this.game.train(id).type));
    return cash > DIESEL_PRICE || (tradeable && cash > TRADE_IN);
  }

  override buyableTrains(sym: string): TrainState[] {
    const trains = super.buyableTrains(sym);
    return sym === CGR ? trains.filter((t) => permanent(this.game, t.type)) : trains;
  }

  /** Trains between the CGR and another corporation change hands at face value. */
  protected override spendRange(sym: string, train: TrainState): [number, number] {
    if (sym === CGR || train.owner === CGR) {
      // Face value, from the treasury alone (no president's contribution between corporations).
      const face = trainPrice(this.game, train);
      return [face, Math.min(face, this.game.operator(sym).cash)];
    }
    return super.spendRange(sym, train);
  }

  protected override refusePurchase(sym: string, train: TrainState): string | undefined {
    if (sym === CGR && !permanent(this.game, train.type)) return 'the CGR buys permanent trains only';
    return undefined;
  }

  override process_buy_train(action: ActionOf<'buy_train'>): void {
    super.process_buy_train(action);
    if (String(action.entity) === CGR && permanent(this.game, this.game.train(action.train).type)) nationalOwnsPermanent(this.game);
  }

  override pass(): void {
    const entity = this.currentEntity();
    const borrowed = entity !== undefined ? this.view.get(borrowedTrains)[entity] : undefined;
    if (entity !== undefined && borrowed !== undefined) {
      const train = this.game.train(borrowed);
      if (train.owner === entity) reclaimTrain(this.game, train);
      const rest = { ...this.view.get(borrowedTrains) };
      delete rest[entity];
      this.game.effects.set(borrowedTrains, rest);
      this.game.log.emit('note', { text: `${entity} returns ${train.name}` });
    }
    super.pass();
  }
}
