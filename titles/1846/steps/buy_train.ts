/**
 * 1846's train purchases. A corporation that must buy a train and cannot afford the dearer
 * variant of the cheapest depot train first issues shares (once, `sell_shares` by the
 * corporation), at (1 + n) steps left for n shares, moving its price n steps left; only when it
 * cannot issue may its president sell shares and pay in — never shares of it at $10. After an
 * issue only depot trains; a president who can afford only the cheaper variant buys that one,
 * and after raising cash no variant cheaper than what it could already afford.
 */
import {
  type ActionOf,
  type Game,
  check,
  moveSharePrice,
  bundleFromIds,
  type Bundle,
  transferShares,
  type RoundVar,
  BuyTrainStep,
  mustBuyTrain,
  buyTrain,
  depotTrains,
  isFromDepot,
  minDepotTrain,
  trainVariants,
  trainBought,
  type TrainState,
  firstShares,
  sharesLegal,
  type LegalAction,
} from '../../../runtime/sdk.js';
import { inReceivership } from '../receivership.js';
import { emergencyIssued, lastIssuedPrice } from '../vars.js';
import { issuableCount, priceAt } from '../shares.js';

const SELL: readonly string[] = ['sell_shares'];

/** The cheapest price the depot sells a train at (any variant), 0 when it is empty: the reference's `min_depot_price`. */
function minDepotPrice(game: Game): number {
  const prices = depotTrains(game).flatMap((train) => trainVariants(game, train).map((v) => v.price));
  return prices.length ? Math.min(...prices) : 0;
}
const BUY: readonly string[] = ['buy_train'];
const BUY_OR_ISSUE: readonly string[] = ['buy_train', 'sell_shares'];
const BUY_OR_PASS: readonly string[] = ['buy_train', 'pass'];

export default class BuyTrain1846 extends BuyTrainStep {
  override roundVars(): readonly RoundVar<unknown>[] {
    return [...super.roundVars(), emergencyIssued, lastIssuedPrice];
  }

  override setup(): void {
    super.setup();
    this.round.set(lastIssuedPrice, null);
  }

  override actions(entity: string): readonly string[] {
    const current = this.currentEntity();
    // Minors never buy trains; one in receivership buys its own (see receivershipTrain).
    if (!current || this.game.kindOf(current) !== 'corporation' || inReceivership(this.game, current)) return [];
    if (entity === this.game.corporation(current).owner && this.game.kindOf(entity) === 'player') {
      return this.canIssue(current) || !this.presidentMayContribute(current) ? [] : SELL;
    }
    if (entity !== current) return [];
    if (mustBuyTrain(this.game, entity)) return this.canIssue(entity) ? BUY_OR_ISSUE : BUY;
    return this.canBuyTrain(entity) ? BUY_OR_PASS : [];
  }

  override skip(): void {
    const current = this.currentEntity();
    if (current && inReceivership(this.game, current)) this.receivershipTrain(current);
    super.skip();
  }

  /** A corporation in receivership without a train buys the cheapest depot train, if it can pay. */
  receivershipTrain(sym: string): void {
    const corp = this.game.corporation(sym);
    if (corp.trains.length > 0) return;
    const train = minDepotTrain(this.game);
    if (!train) return;
    const cheapest = [...trainVariants(this.game, train)].sort((a, b) => a.price - b.price)[0];
    if (corp.cash < cheapest.price) return;
    train.name = cheapest.name;
    buyTrain(this.game, sym, train, cheapest.price);
    trainBought(this.game, train);
  }

  /** Only for a corporation that must buy a train, cannot issue, and cannot pay for the cheapest depot train itself. */
  override presidentMayContribute(sym: string): boolean {
    return mustBuyTrain(this.game, sym) && !this.canIssue(sym) && this.game.corporation(sym).cash < minDepotPrice(this.game);
  }

  private canIssue(sym: string): boolean {
    return !this.round.get(emergencyIssued) && this.issuable(sym).length > 0;
  }

  /** The bundles the corporation may issue in an emergency, cheapest first. */
  issuable(sym: string): { count: number; price: number }[] {
    const corp = this.game.corporation(sym);
    if (corp.trains.length > 0 || this.round.get(emergencyIssued) || !corp.sharePrice) return [];
    const train = minDepotTrain(this.game);
    if (!train) return [];
    const prices = trainVariants(this.game, train).map((v) => v.price);
    const [min, max] = [Math.min(...prices), Math.max(...prices)];
    if (corp.cash >= max) return [];
    let bundles: { count: number; price: number }[] = [];
    for (let count = 1; count <= issuableCount(this.game.view, sym); count++) {
      const price = count * priceAt(this.game.view, sym, 'left', count + 1);
      if (price > 0) bundles.push({ count, price });
    }
    bundles.sort((a, b) => a.price - b.price);
    const enough = bundles.filter((b) => corp.cash + b.price >= min);
    if (enough.length) {
      const reaching = enough.findIndex((b) => corp.cash + b.price >= max);
      return reaching >= 0 ? enough.slice(0, reaching + 1) : enough;
    }
    bundles = bundles.length ? [bundles.reduce((a, b) => (b.count > a.count ? b : a))] : [];
    return bundles;
  }

  /** The engine's choices, and the emergency issues the corporation may make first. */
  override legalActions(entity: string): readonly LegalAction[] {
    const out = [...super.legalActions(entity)];
    if (this.game.kindOf(entity) === 'corporation' && this.actions(entity).includes('sell_shares') && this.canIssue(entity)) {
      for (const { count, price } of this.issuable(entity)) {
        const bundle = firstShares(this.game, entity, entity, count);
        if (bundle) out.push(sharesLegal(this.game, entity, 'sell_shares', bundle, price));
      }
    }
    return out;
  }

  override canSell(entity: string, bundle: Bundle): boolean {
    const current = this.currentEntity();
    if (bundle.corporation === current && this.game.market.price(this.game.corporation(current).sharePrice!) === 10) return false;
    return super.canSell(entity, bundle);
  }

  override process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const entity = String(action.entity);
    if (this.game.kindOf(entity) === 'corporation') return this.issue(action);
    const current = this.currentEntity()!;
    check(!this.canIssue(current), 'share/must_issue_first', `${current} must issue shares before its president sells`, { action, entity, rule: 'must_emergency_issue_before_ebuy' });
    super.process_sell_shares(action);
  }

  private issue(action: ActionOf<'sell_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.owner === sym && bundle.corporation === sym, 'issue/not_treasury', `${sym} can issue only its treasury shares`, { action, entity: sym });
    const options = this.issuable(sym);
    const at = options.findIndex((o) => o.count === bundle.shares.length);
    check(this.canIssue(sym) && at >= 0, 'issue/not_allowed', `${sym} cannot issue ${bundle.shares.length} shares now`, { action, entity: sym, rule: 'emergency issue' });
    const price = options[at].price;
    this.round.set(lastIssuedPrice, at === 0 ? price : price - options[at - 1].price);
    transferShares(this.game, bundle, 'pool', { spender: 'bank', receiver: sym, price, allowPresidentChange: false });
    const corp = this.game.corporation(sym);
    for (let i = 0; i < bundle.shares.length; i++) moveSharePrice(this.game, corp, 'left');
    this.game.log.emit('note', { text: `${sym} issues ${bundle.shares.length} share${bundle.shares.length > 1 ? 's' : ''} for ${this.game.money(price)}` });
    this.round.set(emergencyIssued, true);
  }

  protected override refusePurchase(sym: string, train: TrainState, variant: string, _price: number): string | undefined {
    if (this.round.get(lastIssuedPrice) !== null && !isFromDepot(train)) return 'after issuing, only a depot train';
    if (!isFromDepot(train) || this.game.kindOf(train.owner ?? '') === 'corporation') return undefined;
    const variants = trainVariants(this.game, train);
    if (variants.length < 2) return undefined;
    const corp = this.game.corporation(sym);
    const sorted = [...variants].sort((a, b) => a.price - b.price);
    const [min, max] = [sorted[0], sorted[sorted.length - 1]];
    const president = this.presidentMayContribute(sym) && corp.owner ? this.game.player(corp.owner).cash : 0;
    // Only the cheaper variant within reach: that one may be bought, whatever cash was raised for it
    // (the reference returns it before the rule on weaker trains below).
    if (min.price <= corp.cash + president && corp.cash + president < max.price) {
      return variant === min.name ? undefined : `only the ${min.name} is affordable`;
    }
    const raised = this.s.lastShareSoldPrice ?? this.round.get(lastIssuedPrice);
    if (raised !== null) {
      let mustSpend = corp.cash - raised + 1;
      if (this.s.lastShareSoldPrice !== null && corp.owner) mustSpend += this.game.player(corp.owner).cash;
      const chosen = variants.find((v) => v.name === variant);
      if (chosen && chosen.price < mustSpend) return 'a weaker train than it could already afford';
    }
    return undefined;
  }
}
