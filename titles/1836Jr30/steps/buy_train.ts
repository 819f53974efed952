/**
 * 1836Jr-30's trains: a corporation buys at most one train of each type from the depot in its
 * turn (the reference's BuySingleTrainOfType); once nothing else is for sale to it, its turn to
 * buy ends. Trains from other corporations are not limited.
 */
import { BuyTrainStep, isFromDepot, type ActionOf, type TrainState } from '../../../runtime/sdk.js';

type State = ReturnType<BuyTrainStep['initialState']> & { depotTypesBought: string[] };

export default class BuySingleTrainOfType extends BuyTrainStep {
  private get bought(): string[] {
    return (this.s as State).depotTypesBought;
  }

  override initialState(): State {
    return { ...super.initialState(), depotTypesBought: [] };
  }

  override setup(): void {
    super.setup();
    (this.s as State).depotTypesBought = [];
  }

  override buyableTrains(sym: string): TrainState[] {
    return super.buyableTrains(sym).filter((train) => !(isFromDepot(train) && this.bought.includes(train.name)));
  }

  protected override refusePurchase(sym: string, train: TrainState, variant: string, price: number): string | undefined {
    if (isFromDepot(train) && this.bought.includes(train.name)) return `it has bought a ${train.name} from the depot this turn`;
    return super.refusePurchase(sym, train, variant, price);
  }

  override process_buy_train(action: ActionOf<'buy_train'>): void {
    const fromDepot = isFromDepot(this.game.train(action.train));
    super.process_buy_train(action);
    if (!fromDepot) return;
    this.bought.push(this.game.train(action.train).name);
    if (!this.passed() && this.buyableTrains(String(action.entity)).length === 0) this.pass();
  }
}
