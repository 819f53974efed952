/**
 * 1856's stock round: a corporation's IPO is closed to buyers while the market holds more than
 * half of it; the CGR's certificates change hands only once it has formed; what a player bought
 * this turn is not theirs to sell in it (unless they keep a share of it); a corporation that has
 * reached its destination before it is parred starts incrementally capitalised, one parred in
 * escrow with nothing held yet.
 */
import { type ActionOf, bundleNumShares, numSharesOf, percentOf, type Bundle, BuySellParSharesStep, POOL, destinationOf } from '../../../runtime/sdk.js';
import { CGR } from '../constants.js';

export default class BuySellParShares1856 extends BuySellParSharesStep {
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
