/**
 * 18EU's share issues and redemptions, after buying trains: a major that has operated before may
 * issue treasury shares to the market (as many as the market takes) at the current price, which
 * drops a row per share, or redeem shares from the market; either ends the step for its turn.
 * In a major's first turn the step is skipped, and the major counts as operated from then on
 * (no minor may be exchanged for its shares any more).
 */
import { type ActionOf, bundleFromIds, bundlePrice, bundlesFor, buyShares, check, fitsInPool, passLegal, POOL, sellSharesAndChangePrice, sharesLegal, Step, type Bundle, type LegalAction } from '../../../runtime/sdk.js';
import { corporationsOperated } from '../vars.js';

export default class IssueShares extends Step {
  description(): string {
    return 'Issue or Redeem Shares';
  }

  private operated(sym: string): boolean {
    return this.game.view.get(corporationsOperated).includes(sym);
  }

  private issuable(sym: string): Bundle[] {
    if (this.game.corporation(sym).sharePrice === null) return [];
    return bundlesFor(this.game, sym, sym).filter((b) => fitsInPool(this.game, b));
  }

  private redeemable(sym: string): Bundle[] {
    const cash = this.game.corporation(sym).cash;
    return bundlesFor(this.game, POOL, sym).filter((b) => bundlePrice(this.game, b) <= cash);
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) !== 'corporation' || !this.operated(entity)) return [];
    const out: string[] = [];
    if (this.redeemable(entity).length > 0) out.push('buy_shares');
    if (this.issuable(entity).length > 0) out.push('sell_shares');
    if (out.length > 0) out.push('pass');
    return out;
  }

  /** Skipped in a major's first turn: from then on it has operated. */
  override skip(): void {
    const entity = this.currentEntity();
    if (entity && this.game.kindOf(entity) === 'corporation' && !this.operated(entity)) {
      this.game.effects.set(corporationsOperated, [...this.game.view.get(corporationsOperated), entity]);
    }
    super.skip();
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('buy_shares')) for (const b of this.redeemable(entity)) out.push(sharesLegal(this.game, entity, 'buy_shares', b));
    if (types.includes('sell_shares')) for (const b of this.issuable(entity)) out.push(sharesLegal(this.game, entity, 'sell_shares', b));
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.owner === sym && bundle.corporation === sym && fitsInPool(this.game, bundle), 'issue/not_allowed', `${sym} cannot issue ${action.shares.join(', ')}`, { action, entity: sym });
    sellSharesAndChangePrice(this.game, bundle);
    this.pass();
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.owner === POOL && bundle.corporation === sym && bundlePrice(this.game, bundle) <= this.game.corporation(sym).cash, 'redeem/not_allowed', `${sym} cannot redeem ${action.shares.join(', ')}`, { action, entity: sym });
    buyShares(this.game, sym, bundle);
    this.pass();
  }
}
