/**
 * 1867's redemptions: at the start of its turn a major may buy back its own certificates from the
 * market at their price (any number at once), into its treasury, or pass.
 */
import {
  type ActionOf,
  check,
  bundleFromIds,
  bundleOf,
  bundlePrice,
  sharesOf,
  type Bundle,
  buyShares,
  Step,
  passLegal,
  sharesLegal,
  type LegalAction,
  POOL,
} from '../../../runtime/sdk.js';

export default class RedeemShares extends Step {
  description(): string {
    return 'Redeem Shares';
  }

  /** The first 1, 2, ... of its market certificates, as far as its treasury pays for them. */
  private redeemable(sym: string): Bundle[] {
    const corp = this.game.corporation(sym);
    if (!corp.ipoed) return [];
    const pool = sharesOf(this.game, POOL, sym).sort((a, b) => Number(corp.shares[a].president) - Number(corp.shares[b].president) || corp.shares[a].percent - corp.shares[b].percent);
    const out: Bundle[] = [];
    for (let n = 1; n <= pool.length; n++) {
      const bundle = bundleOf(this.game, sym, pool.slice(0, n));
      if (bundlePrice(this.game, bundle) <= corp.cash) out.push(bundle);
    }
    return out;
  }

  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) !== 'corporation' || entity !== this.currentEntity()) return [];
    return this.redeemable(entity).length ? ['buy_shares', 'pass'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (this.actions(entity).length === 0) return [];
    return [...this.redeemable(entity).map((b) => sharesLegal(this.game, entity, 'buy_shares', b)), passLegal(this.game, entity)];
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    const ok = this.redeemable(sym).some((b) => b.shares.length === bundle.shares.length && b.shares.every((i) => bundle.shares.includes(i)));
    check(ok && bundle.owner === POOL, 'share/cannot_redeem', `${sym} cannot redeem ${action.shares.join(', ')}`, { action, entity: sym });
    buyShares(this.game, sym, bundle);
    this.pass();
  }
}
