/**
 * 18EU's train purchases: minors buy trains too. A Pullman is sold only to an operator that owns
 * another train and no Pullman, and never changes hands between operators; after a president
 * sold shares for a train, an operator without cash buys only from the depot.
 */
import { BuyTrainStep, depotTrains, isFromDepot, operatorSyms, type TrainState } from '../../../runtime/sdk.js';
import { maybeDiscardPullman, PULLMAN } from '../pullman.js';

const isPullman = (train: TrainState) => train.name === PULLMAN;

export default class BuyTrain extends BuyTrainStep {
  protected override depotOffer(sym: string): readonly TrainState[] {
    const trains = this.game.operator(sym).trains.map((id) => this.game.train(id));
    const noPullman = trains.length === 0 || trains.some(isPullman);
    return noPullman ? depotTrains(this.game).filter((t) => !isPullman(t)) : depotTrains(this.game);
  }

  override buyableTrains(sym: string): TrainState[] {
    const all = super.buyableTrains(sym);
    const cashless = this.s.lastShareSoldPrice !== null && this.game.operator(sym).cash === 0;
    return all.filter((t) => t.owner === 'depot' || (!isPullman(t) && !cashless));
  }

  protected override refusePurchase(_sym: string, train: TrainState): string | undefined {
    return !isFromDepot(train) && isPullman(train) ? 'a Pullman is never sold between operators' : undefined;
  }

  /** Trains may have rusted: every operator keeps a Pullman only as the rules allow. */
  protected override afterTrainBought(): void {
    for (const sym of operatorSyms(this.game)) maybeDiscardPullman(this.game, sym);
  }
}
