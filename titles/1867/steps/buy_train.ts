/**
 * 1867's trains: a corporation without a train must buy one if it can afford the cheapest in
 * the depot with every loan it may still take (loans are taken as the depot train's price needs
 * them); otherwise it may buy from the depot or another corporation with its treasury alone. No
 * president pays in and nobody sells shares for it. Trade-ins are for phase 8 only. A
 * corporation that ends its turn without a train is nationalised.
 */
import {
  type ActionOf,
  check,
  nationalize,
  BuyTrainStep,
  mustBuyTrain,
  depotTrains,
  isFromDepot,
  minDepotPrice,
  type TrainState,
  type BuyTrainLegal,
  legalBase,
  trainVariants,
} from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1867/types.js';
import { borrowFor, fullBuyingPower } from '../loans.js';

/** The phase in which trains may be traded in. */
const TRADE_IN_PHASE: Types['phase'] = '8';

export default class BuyTrain1867 extends BuyTrainStep {
  /** Must buy: no train, one for sale, and the cheapest affordable with every loan still possible. */
  mustBuy(sym: string): boolean {
    return mustBuyTrain(this.game, sym) && fullBuyingPower(this.game.view, sym) >= minDepotPrice(this.game);
  }

  override presidentMayContribute(_sym: string): boolean {
    return false;
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity)) return [];
    if (this.mustBuy(entity)) return ['buy_train'];
    if (this.canBuyTrain(entity)) return ['buy_train', 'pass'];
    return [];
  }

  override canBuyTrain(sym: string): boolean {
    const power = this.mustBuy(sym) ? fullBuyingPower(this.game.view, sym) : this.game.operator(sym).cash;
    const cheapest = this.cheapest(sym);
    const normal = this.room(sym) && cheapest !== undefined && power >= cheapest;
    return normal || this.discountableTrains(sym).some((d) => power >= d.price);
  }

  /**
   * The least a train costs it: $1 from another corporation, else the depot's cheapest. A train of
   * the national's counts as another corporation's, as in the reference, though it is not for
   * sale (1861's RSR): the corporation then still chooses between buy_train and pass.
   */
  private cheapest(sym: string): number | undefined {
    const depot = depotTrains(this.game);
    const others = this.buyableTrains(sym).some((t) => !isFromDepot(t));
    if (others || this.nationalHoldsTrains(sym)) return 1;
    return depot.length ? minDepotPrice(this.game) : undefined;
  }

  override discountableTrains(sym: string): ReturnType<BuyTrainStep['discountableTrains']> {
    return this.game.phase.name === TRADE_IN_PHASE ? super.discountableTrains(sym) : [];
  }

  /** Beyond the engine's choices: the depot trains it must buy with loans (those dearer than its treasury). */
  protected override trainChoices(sym: string): BuyTrainLegal[] {
    const out = super.trainChoices(sym);
    if (!this.mustBuy(sym) || !this.room(sym)) return out;
    const cash = this.game.operator(sym).cash;
    const power = fullBuyingPower(this.game.view, sym);
    for (const train of this.buyableTrains(sym)) {
      if (!isFromDepot(train)) continue;
      for (const v of trainVariants(this.game, train)) {
        if (v.price <= cash || v.price > power || out.some((l) => l.train === train.id && l.variant === v.name)) continue;
        out.push({ type: 'buy_train', ...legalBase(this.game, sym), train: train.id, from: 'depot', variant: v.name, min: v.price, max: v.price });
      }
    }
    return out;
  }

  protected override spendRange(sym: string, _train: TrainState): [number, number] {
    return [1, this.game.operator(sym).cash];
  }

  override process_buy_train(action: ActionOf<'buy_train'>): void {
    const sym = String(action.entity);
    const train = this.game.train(action.train);
    const cash = this.game.operator(sym).cash;
    if (action.price > cash) {
      check(this.mustBuy(sym) && isFromDepot(train), 'train/cannot_afford', `${sym} may take loans only for the depot train it must buy, not to pay ${this.game.money(action.price)}`, { action, entity: sym });
      borrowFor(this.game, sym, action.price);
    }
    super.process_buy_train(action);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    super.process_pass(action);
    this.nationalizeIfTrainless(String(action.entity));
  }

  override skip(): void {
    const sym = this.currentEntity();
    super.skip();
    if (sym !== undefined) this.nationalizeIfTrainless(sym);
  }

  private nationalizeIfTrainless(sym: string): void {
    const op = this.game.operator(sym);
    if (op.trains.length === 0 && !op.closed) nationalize(this.game, sym);
  }
}
