/**
 * Steam Over Holland's train purchases. A corporation that must buy a train it cannot pay for
 * first issues shares (its own `sell_shares` here, as many as it may and no more than it needs);
 * only then does its president pay in, selling shares if need be. One that can afford no train
 * at all — with its president's cash, and nothing left to issue — closes when it passes; one that
 * could must buy. Werkspoor's owner pays 10% less (the engine's `train_discount`), which also
 * lowers the least a train costs it here.
 */
import { type ActionOf, bundleFromIds, BuyTrainStep, check, routeObligesTrain, closeOperator, type Bundle, type RoundVar, type TrainState, isFromDepot, type LegalAction, firstShares, sharesLegal, passLegal } from '../../../runtime/sdk.js';
import { emergencyIssuableCount, issuableCount, issue, issuedShares, minTrainPrice } from '../issues.js';

export default class BuyTrain extends BuyTrainStep {
  override roundVars(): readonly RoundVar<unknown>[] {
    return [...super.roundVars(), issuedShares];
  }

  override actions(entity: string): readonly string[] {
    const current = this.currentEntity();
    if (current && entity === current && this.presidentMayContribute(entity)) return ['sell_shares', 'buy_train', 'pass'];
    return super.actions(entity);
  }

  /** The corporation still has shares to issue before its president may pay in. */
  private mustIssue(sym: string): boolean {
    return emergencyIssuableCount(this.game, sym) > 0;
  }

  private ownerCash(sym: string): number {
    const owner = this.game.operator(sym).owner;
    return owner && this.game.kindOf(owner) === 'player' ? this.game.player(owner).cash : 0;
  }

  /** No train, nothing to issue, too little money with the president's: passing closes it. */
  private mayClose(sym: string): boolean {
    const corp = this.game.operator(sym);
    return corp.trains.length === 0 && issuableCount(this.game, sym) === 0 && corp.cash + this.ownerCash(sym) < minTrainPrice(this.game, sym) && routeObligesTrain(this.game, sym);
  }

  /** No train, but the money for one with the president's: it must buy. */
  private mustBuy(sym: string): boolean {
    const corp = this.game.operator(sym);
    return corp.trains.length === 0 && corp.cash + this.ownerCash(sym) >= minTrainPrice(this.game, sym) && routeObligesTrain(this.game, sym);
  }

  protected override refusePurchase(sym: string, train: TrainState, _variant: string, price: number): string | undefined {
    if (isFromDepot(train) && this.mustIssue(sym) && price > this.game.operator(sym).cash) return 'it must issue shares before its president pays in';
    return undefined;
  }

  override canSell(entity: string, bundle: Bundle): boolean {
    const current = this.currentEntity();
    if (entity === current) return bundle.owner === entity && bundle.corporation === entity && bundle.shares.length <= emergencyIssuableCount(this.game, entity) && super.canSell(entity, bundle);
    if (this.s.corporationsSold.includes(bundle.corporation)) return false;
    // Only for a train the corporation must buy: a sale otherwise would oblige a purchase it may
    // not be able to make (the reference offers it, and the game then cannot go on).
    if (!current || !this.presidentMayContribute(current) || this.mustIssue(current)) return false;
    return super.canSell(entity, bundle);
  }

  /** Passing is refused while the corporation must buy (see process_pass). */
  private mayPass(sym: string): boolean {
    return !this.mustBuy(sym) && this.s.corporationsSold.length === 0;
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const out = super.legalActions(entity).filter((l) => l.type !== 'pass' || this.mayPass(entity));
    if (entity === this.currentEntity() && this.actions(entity).includes('pass') && this.mayPass(entity) && !out.some((l) => l.type === 'pass')) out.push(passLegal(this.game, entity));
    if (entity === this.currentEntity() && this.actions(entity).includes('sell_shares')) {
      for (let n = 1; n <= emergencyIssuableCount(this.game, entity); n++) {
        const bundle = firstShares(this.game, entity, entity, n);
        if (bundle && this.canSell(entity, bundle)) out.unshift(sharesLegal(this.game, entity, 'sell_shares', bundle));
      }
    }
    return out;
  }

  override process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const entity = String(action.entity);
    if (entity !== this.currentEntity()) {
      super.process_sell_shares(action);
      return;
    }
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(this.canSell(entity, bundle), 'issue/not_allowed', `${entity} cannot issue ${action.shares.join(', ')} now`, { action, entity, rule: 'emergency issue' });
    issue(this.game, bundle);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const sym = String(action.entity);
    check(!this.mustBuy(sym), 'train/must_buy', `${sym} can afford a train and must buy one`, { action, entity: sym });
    check(this.s.corporationsSold.length === 0, 'train/must_buy', 'its president sold shares: a train must be bought', { action, entity: sym });
    if (!this.mayClose(sym)) {
      super.process_pass(action);
      return;
    }
    closeOperator(this.game, sym);
  }
}
