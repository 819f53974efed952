/**
 * 1882's stock round: as the engine's, but for the Saskatchewan Central, which only its
 * private's owner may par — at any par price they can pay once (not twice) — by exchanging the
 * private and one share's price for the president's certificate (sc.ts).
 */
import { BuySellParSharesStep, bundleOf, canGain, check, GameError, legalBase, pricePerShare, setPar, transferShares, type ActionOf, type Bundle, type LegalAction } from '../../../runtime/sdk.js';
import { mayParSc, SC, scStarted } from '../sc.js';

export default class BuySellParShares1882 extends BuySellParSharesStep {
  /** The SC's par prices: those the player can pay for one share. */
  private scPars(player: string): { id: string; price: number }[] {
    const cash = this.game.player(player).cash;
    return this.game.market.parPrices.filter((p) => p.price <= cash).map((p) => ({ id: p.id, price: p.price }));
  }

  /**
   * The SC's president's certificate, before the SC is parred, costs one share's price — the
   * market's lowest par until a par is chosen (the reference's can_buy? for the SC) — so its
   * private's owner with that much may par it, and is not passed over for want of twice that.
   */
  override canBuy(entity: string, bundle: Bundle): boolean {
    const corp = this.game.corporation(SC);
    if (bundle.corporation !== SC || corp.ipoed) return super.canBuy(entity, bundle);
    return (
      entity !== bundle.owner &&
      this.game.player(entity).cash >= pricePerShare(this.game, corp, bundle.owner) &&
      !this.trades().sold[entity]?.[SC] &&
      !this.bought() &&
      canGain(this.game, entity, bundle)
    );
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const legal = super.legalActions(entity).filter((l) => !(l.type === 'par' && 'corporation' in l && l.corporation === SC));
    if (!this.actions(entity).includes('par') || this.bought() || !mayParSc(this.game, entity) || this.game.corporation(SC).parPrice) return legal;
    const prices = this.scPars(entity);
    return prices.length ? [...legal, { type: 'par', ...legalBase(this.game, entity), corporation: SC, prices }] : legal;
  }

  override process_par(action: ActionOf<'par'>): void {
    if (action.corporation !== SC) return super.process_par(action);
    const entity = String(action.entity);
    const corp = this.game.corporation(SC);
    check(mayParSc(this.game, entity) && !corp.parPrice, 'par/not_allowed', `${SC} is started only by its private's owner`, { action, entity: SC });
    check(!this.bought(), 'par/already_bought', `${this.game.nameOf(entity)} has already bought this turn`, { action, entity });
    const par = this.game.market.parById(action.share_price);
    if (!par) throw new GameError('par/unknown_price', `${action.share_price} is not a par price`, { action, entity: SC });
    check(par.price <= this.game.player(entity).cash, 'par/cannot_buy', `${this.game.nameOf(entity)} cannot pay ${par.price} for ${SC}'s president's certificate`, { action, entity: SC });
    setPar(this.game, corp, par.coordinates);
    const bought = (this.trades().bought[entity] ??= {});
    bought[SC] = (bought[SC] ?? 0) + corp.shares[0].percent;
    this.game.log.emit('par', { player: entity, corporation: SC, price: par.price });
    transferShares(this.game, bundleOf(this.game, SC, [0]), entity, { spender: entity, receiver: 'bank', price: par.price });
    corp.ipoed = true;
    scStarted(this.game);
    this.track(entity, 'par', SC);
  }
}
