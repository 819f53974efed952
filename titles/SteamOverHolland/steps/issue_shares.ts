/**
 * Steam Over Holland's share issues and redemptions: until its dividend is settled, the
 * operating corporation may issue treasury shares to the market once an operating round (as many
 * as issues.ts allows, at the current price, the price then moving one step fewer than shares
 * issued), or redeem shares from the market at the current price unless it issued this round.
 * The step never blocks; it closes for the turn with the dividend, or after a redemption.
 */
import { type ActionOf, bundleFromIds, buyShares, check, firstShares, sharesLegal, Step, type Bundle, type LegalAction, type RoundVar, POOL, bundlePrice } from '../../../runtime/sdk.js';
import { hasIssued, issuableCount, issue, issuedShares } from '../issues.js';

export default class IssueShares extends Step {
  description(): string {
    return 'Issue or Redeem Shares';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [issuedShares];
  }

  override blocks(): boolean {
    return false;
  }

  /** The dividend settled (or skipped) closes it for the turn. */
  override active(): boolean {
    return super.active() && !this.round.steps.some((s) => s.name() === 'dividend' && s.passed());
  }

  private redeemable(sym: string): Bundle[] {
    if (hasIssued(this.game, sym)) return [];
    const cash = this.game.corporation(sym).cash;
    const pool = this.game.corporation(sym).shares.filter((s) => s.owner === POOL).length;
    const out: Bundle[] = [];
    for (let n = 1; n <= pool; n++) {
      const bundle = firstShares(this.game, POOL, sym, n);
      if (bundle && bundlePrice(this.game, bundle) <= cash) out.push(bundle);
    }
    return out;
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) !== 'corporation') return [];
    const out: string[] = [];
    if (this.redeemable(entity).length > 0) out.push('buy_shares');
    if (issuableCount(this.game, entity) > 0) out.push('sell_shares');
    return out;
  }

  /** Redemptions of 1 to n market shares, issues of 1 to n treasury shares, at the current price. */
  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('buy_shares')) for (const bundle of this.redeemable(entity)) out.push(sharesLegal(this.game, entity, 'buy_shares', bundle));
    if (types.includes('sell_shares')) {
      for (let n = 1; n <= issuableCount(this.game, entity); n++) {
        const bundle = firstShares(this.game, entity, entity, n);
        if (bundle) out.push(sharesLegal(this.game, entity, 'sell_shares', bundle));
      }
    }
    return out;
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.corporation === sym && bundle.owner === sym, 'issue/not_treasury', `${sym} can issue only its own treasury shares`, { action, entity: sym });
    const most = issuableCount(this.game, sym);
    check(bundle.shares.length <= most, 'issue/too_many', `${sym} may issue at most ${most} shares now`, { action, entity: sym });
    issue(this.game, bundle);
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const sym = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.corporation === sym && bundle.owner === POOL, 'redeem/not_market', `${sym} can redeem only its shares in the market`, { action, entity: sym });
    check(!hasIssued(this.game, sym), 'redeem/issued', `${sym} issued shares this round and cannot redeem`, { action, entity: sym });
    check(bundlePrice(this.game, bundle) <= this.game.corporation(sym).cash, 'redeem/cannot_afford', `${sym} cannot pay for ${action.shares.join(', ')}`, { action, entity: sym });
    buyShares(this.game, sym, bundle);
    this.pass();
  }
}
