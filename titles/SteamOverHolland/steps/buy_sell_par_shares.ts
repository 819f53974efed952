/**
 * Steam Over Holland's stock round: parring a corporation buys the float's worth of it at once
 * — the president's certificate and as many more shares as the float percent asks (20% in phase
 * 2, 30% once a 3-train is bought, ...) — so a par price is one the player can pay that much at.
 */
import { type ActionOf, afterPar, BuySellParSharesStep, bundleOf, buyShares, canGain, check, floatPercent, GameError, legalBase, setPar, sharesOf, type LegalAction } from '../../../runtime/sdk.js';

export default class BuySellParShares extends BuySellParSharesStep {
  /** The certificates a par buys: the first IPO certificates, the president's first, making up the float percent. */
  private parShares(sym: string): number[] {
    const count = Math.trunc(floatPercent(this.game, sym) / 10) - 1;
    return sharesOf(this.game, sym, sym).slice(0, count);
  }

  /** What the float's worth costs at a par price. */
  private parCost(sym: string, price: number): number {
    return (price * floatPercent(this.game, sym)) / 10;
  }

  private affordablePars(entity: string, sym: string): { id: string; price: number }[] {
    const cash = this.game.player(entity).cash;
    return this.game.market.parPrices.filter((p) => this.parCost(sym, p.price) <= cash).map((p) => ({ id: p.id, price: p.price }));
  }

  /**
   * Whether to offer a par at all — as the reference asks it: could the player buy the last share
   * a par would buy, priced as an unparred share is, at the lowest par price? (A player this
   * lets in may find no par price they can pay for the whole float, and passes.)
   */
  protected override canParAny(entity: string): boolean {
    if (this.bought()) return false;
    const lowest = Math.min(...this.game.market.parPrices.map((p) => p.price));
    return this.game.corporations.some((c) => {
      if (!this.canPar(c.sym, entity) || this.sold()[entity]?.[c.sym]) return false;
      const index = sharesOf(this.game, c.sym, c.sym)[Math.trunc(floatPercent(this.game, c.sym) / 10) - 1];
      if (index === undefined) return false;
      const bundle = bundleOf(this.game, c.sym, [index]);
      return this.game.player(entity).cash >= (lowest * bundle.percent) / 10 && canGain(this.game, entity, bundle);
    });
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const out = super.legalActions(entity).filter((l) => l.type !== 'par');
    if (!this.actions(entity).includes('par')) return out;
    const pars: LegalAction[] = [];
    for (const corp of this.game.corporations) {
      if (!this.canPar(corp.sym, entity) || this.sold()[entity]?.[corp.sym]) continue;
      const prices = this.affordablePars(entity, corp.sym);
      if (prices.length) pars.push({ type: 'par', ...legalBase(this.game, entity), corporation: corp.sym, prices });
    }
    const pass = out.findIndex((l) => l.type === 'pass');
    return pass < 0 ? [...out, ...pars] : [...out.slice(0, pass), ...pars, ...out.slice(pass)];
  }

  override process_par(action: ActionOf<'par'>): void {
    const entity = String(action.entity);
    const corp = this.game.corporation(action.corporation);
    check(this.canPar(corp.sym, entity), 'par/not_allowed', `${corp.sym} cannot be parred now`, { action, entity: corp.sym });
    check(!this.bought(), 'par/already_bought', `${this.game.nameOf(entity)} has already bought this turn`, { action, entity });
    const par = this.game.market.parById(action.share_price);
    if (!par) throw new GameError('par/unknown_price', `${action.share_price} is not a par price`, { action, entity: corp.sym });
    const cost = this.parCost(corp.sym, par.price);
    check(cost <= this.game.player(entity).cash, 'par/cannot_buy', `${this.game.nameOf(entity)} cannot pay ${this.game.money(cost)} for ${floatPercent(this.game, corp.sym)}% of ${corp.sym} at ${par.price}`, { action, entity: corp.sym });
    const shares = this.parShares(corp.sym);
    setPar(this.game, corp, par.coordinates);
    this.game.log.emit('par', { player: entity, corporation: corp.sym, price: par.price });
    for (const index of shares) {
      const bundle = bundleOf(this.game, corp.sym, [index]);
      this.recordPurchase(entity, bundle);
      buyShares(this.game, entity, bundle);
    }
    afterPar(this.game, corp.sym);
    this.track(entity, 'par', corp.sym);
  }
}
