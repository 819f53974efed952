/**
 * 1846's stock round: as the engine's, except that a player who holds a share of a corporation
 * in receivership may buy its president's certificate from the market for the price of a
 * single share, handing one share back (and so become its president).
 */
import {
  type ActionOf,
  check,
  spend,
  bundleFromIds,
  hasPresidentsShare,
  percentOf,
  pricePerShare,
  sharesOf,
  type Bundle,
  transferShares,
  BuySellParSharesStep,
  POOL,
} from '../../../runtime/sdk.js';
import { inReceivership } from '../receivership.js';

export default class BuySellParShares1846 extends BuySellParSharesStep {
  private receiverPresidency(bundle: Bundle): boolean {
    return inReceivership(this.game, bundle.corporation) && hasPresidentsShare(this.game, bundle);
  }

  override canBuy(entity: string, bundle: Bundle): boolean {
    if (!this.receiverPresidency(bundle)) return super.canBuy(entity, bundle);
    if (percentOf(this.game, entity, bundle.corporation) === 0) return false;
    return super.canBuy(entity, { ...bundle, percent: 10 });
  }

  override process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const entity = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, undefined, { allowPartial: false });
    if (!this.receiverPresidency(bundle)) return super.process_buy_shares(action);
    const sym = bundle.corporation;
    check(bundle.shares.length === 1 && this.canBuy(entity, bundle), 'share/cannot_buy', `${this.game.nameOf(entity)} cannot take over ${sym} now (a share of it is needed first)`, { action, entity: sym });
    const corp = this.game.corporation(sym);
    const price = pricePerShare(this.game, corp, POOL);
    this.recordPurchase(entity, { ...bundle, percent: 10 });
    spend(this.game, entity, 'bank', price);
    // The buyer takes the president's certificate and hands one ordinary share to the market.
    const returned = sharesOf(this.game, entity, sym).find((i) => !corp.shares[i].president)!;
    transferShares(this.game, bundle, entity, { allowPresidentChange: false });
    transferShares(this.game, { corporation: sym, owner: entity, shares: [returned], percent: corp.shares[returned].percent }, POOL, { allowPresidentChange: false });
    corp.owner = entity;
    this.game.log.emit('share_bought', { buyer: entity, corporation: sym, percent: 10, price, from: POOL });
    this.game.log.emit('president_changed', { player: entity, corporation: sym });
    this.track(entity, 'buy_shares', sym);
  }
}
