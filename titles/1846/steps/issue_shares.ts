/**
 * 1846's share issues and redemptions: until its dividend is settled, the operating corporation
 * may once issue treasury shares to the market — no more than players hold beyond what the
 * market already has — at the price one step left (`sell_shares` by the corporation), or redeem
 * shares from the market at the price one step right (`buy_shares` by the corporation). Neither
 * moves the share price. The step never blocks.
 */
import { type ActionOf, check, bundleFromIds, type Bundle, transferShares, firstShares, sharesLegal, type LegalAction, Step } from '../../../runtime/sdk.js';
import { issuableCount, priceAt } from '../shares.js';
import { inReceivership } from '../receivership.js';

export default class IssueShares extends Step {
  description(): string {
    return 'Issue or Redeem Shares';
  }

  override blocks(): boolean {
    return false;
  }

  override skip(): void {}

  private canIssue(sym: string): boolean {
    return this.game.corporation(sym).sharePrice !== null && issuableCount(this.game.view, sym) > 0;
  }

  private canRedeem(sym: string): boolean {
    const corp = this.game.corporation(sym);
    return corp.sharePrice !== null && corp.shares.some((s) => s.owner === 'pool') && corp.cash >= priceAt(this.game.view, sym, 'right');
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || this.game.kindOf(entity) !== 'corporation' || inReceivership(this.game, entity)) return [];
    const out: string[] = [];
    if (this.canRedeem(entity)) out.push('buy_shares');
    if (this.canIssue(entity)) out.push('sell_shares');
    return out;
  }

  /** Issues of 1 to n treasury shares at one step left, redemptions of market shares at one step right. */
  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('buy_shares')) {
      const price = priceAt(this.game.view, entity, 'right');
      const pool = this.game.corporation(entity).shares.filter((s) => s.owner === 'pool').length;
      for (let n = 1; n <= pool && n * price <= this.game.corporation(entity).cash; n++) {
        const bundle = firstShares(this.game, 'pool', entity, n);
        if (bundle) out.push(sharesLegal(this.game, entity, 'buy_shares', bundle, n * price));
      }
    }
    if (types.includes('sell_shares')) {
      const price = priceAt(this.game.view, entity, 'left');
      for (let n = 1; n <= issuableCount(this.game.view, entity); n++) {
        const bundle = firstShares(this.game, entity, entity, n);
        if (bundle) out.push(sharesLegal(this.game, entity, 'sell_shares', bundle, n * price));
      }
    }
    return out;
  }

  private bundle(action: ActionOf<'buy_shares'> | ActionOf<'sell_shares'>): Bundle {
    return bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const sym = String(action.entity);
    const bundle = this.bundle(action);
    check(bundle.corporation === sym && bundle.owner === sym, 'issue/not_treasury', `${sym} can issue only its own treasury shares`, { action, entity: sym });
    check(bundle.shares.length <= issuableCount(this.game.view, sym), 'issue/too_many', `${sym} may issue at most ${issuableCount(this.game.view, sym)} shares`, { action, entity: sym });
    const price = bundle.shares.length * priceAt(this.game.view, sym, 'left');
    transferShares(this.game, bundle, 'pool', { spender: 'bank', receiver: sym, price, allowPresidentChange: false });
    this.game.log.emit('note', { text: `${sym} issues ${bundle.shares.length} share${bundle.shares.length > 1 ? 's' : ''} for ${this.game.money(price)}` });
    this.pass();
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const sym = String(action.entity);
    const bundle = this.bundle(action);
    check(bundle.corporation === sym && bundle.owner === 'pool', 'redeem/not_market', `${sym} can redeem only its shares in the market`, { action, entity: sym });
    const price = bundle.shares.length * priceAt(this.game.view, sym, 'right');
    check(this.game.corporation(sym).cash >= price, 'redeem/cannot_afford', `${sym} cannot pay ${this.game.money(price)} to redeem`, { action, entity: sym });
    transferShares(this.game, bundle, sym, { spender: sym, receiver: 'bank', price, allowPresidentChange: false });
    this.game.log.emit('note', { text: `${sym} redeems ${bundle.shares.length} share${bundle.shares.length > 1 ? 's' : ''} for ${this.game.money(price)}` });
    this.pass();
  }
}
