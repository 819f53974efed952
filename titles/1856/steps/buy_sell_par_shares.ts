/**
 * 1856's stock round: a corporation's IPO is closed to buyers while the market holds more than
 * half of it; the CGR's certificates change hands only once it has formed; what a player bought
 * this turn is not theirs to sell in it (unless they keep a share of it); a corporation that has
 * reached its destination before it is parred starts incrementally capitalised, one parred in
 * escrow with nothing held yet. A player who became the CGR's president with a single share must,
 * in their next turn, raise the money and buy a CGR share, which makes their certificate whole
 * (the share itself stays where it is); one who cannot is bankrupt and the game ends.
 */
import {
  type ActionOf,
  bundleFromIds,
  bundleNumShares,
  bundlePrice,
  check,
  numSharesOf,
  percentOf,
  type Bundle,
  BuySellParSharesStep,
  POOL,
  destinationOf,
  endGame,
  spend,
  type GameView,
} from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { falsePresident } from '../national.js';

export default class BuySellParShares1856 extends BuySellParSharesStep {
  /** The player who holds half the CGR president's certificate and must buy it whole, when it is their turn. */
  private owingPresidency(entity: string): boolean {
    return entity === this.currentEntity() && (this.game.view as unknown as GameView<Types>).get(falsePresident) === entity;
  }

  override actions(entity: string): readonly string[] {
    if (!this.owingPresidency(entity)) return super.actions(entity);
    // No pass: they sell until they can buy a CGR share, then buy one.
    return super.actions(entity).filter((type) => type === 'sell_shares' || type === 'buy_shares');
  }

  override hasActions(entity: string): boolean {
    return this.owingPresidency(entity) ? this.actions(entity).length > 0 : super.hasActions(entity);
  }

  override accepts(entity: string, type: string): boolean {
    return this.owingPresidency(entity) ? this.actions(entity).includes(type) : super.accepts(entity, type);
  }

  override canBuy(entity: string, bundle: Bundle): boolean {
    if ((this.game.view as unknown as GameView<Types>).get(falsePresident) === entity && bundle.corporation !== CGR) return false;
    return super.canBuy(entity, bundle);
  }

  /** A player owing the CGR's presidency with nothing left to sell or buy is bankrupt: the game ends. */
  override skip(): void {
    const entity = this.currentEntity();
    if (entity !== undefined && this.owingPresidency(entity) && this.actions(entity).length === 0) {
      this.game.log.emit('note', { text: `-- ${this.game.nameOf(entity)} is unable to raise funds and is bankrupt --` });
      this.game.player(entity).bankrupt = true;
      endGame(this.game, 'bankrupt');
      return;
    }
    super.skip();
  }

  override process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const entity = String(action.entity);
    if (!this.owingPresidency(entity)) return super.process_buy_shares(action);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.corporation === CGR && this.canBuy(entity, bundle), 'share/cannot_buy', `${this.game.nameOf(entity)} must buy a ${CGR} share`, { action, entity: CGR });
    const price = bundlePrice(this.game, bundle);
    spend(this.game, entity, 'bank', price);
    const national = this.game.corporation(CGR);
    (national.shares[0] as { percent: number }).percent *= 2;
    this.game.effects.set(falsePresident, null);
    this.game.log.emit('note', { text: `${this.game.nameOf(entity)} spends ${this.game.money(price)} to buy up to the presidency of the ${CGR}` });
    this.track(entity, 'buy_shares', CGR);
  }

  /** Certificates of the CGR before it has formed are no one's to trade. */
  private unformedNational(corporation: string): boolean {
    return corporation === CGR && !this.game.corporation(CGR).floated;
  }

  protected override mayBuyFrom(_entity: string, corporation: string, owner: string): boolean {
    if (this.unformedNational(corporation)) return false;
    // From the IPO only while the market holds half of the corporation or less.
    return owner !== corporation || percentOf(this.game, POOL, corporation) + 10 <= 60;
  }

  override canSell(entity: string, bundle: Bundle): boolean {
    return super.canSell(entity, bundle) && !this.unformedNational(bundle.corporation) && this.vested(entity, bundle);
  }

  /** A player may sell what they last bought this turn only while keeping a share of it. */
  private vested(entity: string, bundle: Bundle): boolean {
    const bought = this.turnActions().filter((a) => a.type === 'buy_shares');
    if (bought[bought.length - 1]?.corporation !== bundle.corporation) return true;
    return bundleNumShares(this.game, bundle) < numSharesOf(this.game, entity, bundle.corporation);
  }

  override process_par(action: ActionOf<'par'>): void {
    const corp = this.game.corporation(action.corporation);
    const capitalization = this.game.state.overrides.capitalization ?? this.game.rules.capitalization;
    // Destinated before it was parred: no escrow to hold.
    if (capitalization === 'escrow' && destinationOf(this.game, corp.sym)?.reached) corp.capitalization = 'incremental';
    super.process_par(action);
    if (corp.capitalization === 'escrow') corp.escrow = 0;
  }
}
