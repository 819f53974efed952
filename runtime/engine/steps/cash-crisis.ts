/**
 * A cash crisis: a player whose cash is below zero — a debt the rules made them pay, such as
 * loans' interest or a forced repayment their corporation could not meet — sells shares until
 * it is not (the reference's `CashCrisis`, 1817 and 1856). Only as many as needed, never more
 * than the market takes, never a presidency of the corporation whose turn it is; a player who
 * has nothing left to sell and is still in debt goes bankrupt. Listed early in a round's steps,
 * it waits for the debtor before anything else; the round's steps stay where they were.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { plainLegal } from '../../legal/base.js';
import { sharesLegal } from '../../legal/shares.js';
import type { LegalAction } from '../../legal/types.js';
import { BANK } from '../../state/types.js';
import { setCash } from '../money.js';
import { bundleFromIds, bundlePrice, bundlesFor, canDump, fitsInPool, playerHoldings, sharePrice, type Bundle } from '../shares/holdings.js';
import { sellSharesAndChangePrice } from '../shares/pool.js';
import { saleTimingOk } from '../shares/rules.js';
import { NO_ACTIONS, Step } from '../step.js';

export class CashCrisisStep extends Step {
  description(): string {
    return 'Emergency Fundraising';
  }

  /** The player in debt: the president of the operator whose turn it is first, then in seat order. */
  debtor(): string | undefined {
    const operator = this.round.state.currentOperator;
    const president = operator ? this.game.playerOf(operator) : undefined;
    if (president && president.cash < 0) return president.id;
    return this.game.state.players.find((p) => p.cash < 0 && !p.bankrupt)?.id;
  }

  override active(): boolean {
    return this.debtor() !== undefined;
  }

  override activeEntities(): string[] {
    const debtor = this.debtor();
    return debtor === undefined ? [] : [debtor];
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.debtor()) return NO_ACTIONS;
    return this.anySellable(entity) ? ['sell_shares'] : ['bankrupt'];
  }

  /** Whether selling this bundle would hand over the presidency of the corporation operating now. */
  private swapsPresidency(bundle: Bundle): boolean {
    if (bundle.corporation !== this.round.state.currentOperator) return false;
    if (this.game.corporation(bundle.corporation).owner !== bundle.owner) return false;
    const holdings = playerHoldings(this.game, bundle.corporation);
    const remaining = (holdings.get(bundle.owner) ?? 0) - bundle.percent;
    let next = 0;
    for (const [id, percent] of holdings) if (id !== bundle.owner) next = Math.max(next, percent);
    return remaining < next;
  }

  /** True when one certificate fewer would not clear the debt. */
  private sellsMinimum(bundle: Bundle): boolean {
    const debt = -this.game.player(bundle.owner).cash;
    const corp = this.game.corporation(bundle.corporation);
    const cheapest = Math.min(...bundle.shares.map((i) => sharePrice(this.game, bundle.corporation, corp.shares[i].percent, bundle.owner)));
    return bundlePrice(this.game, bundle) - cheapest < debt;
  }

  canSell(entity: string, bundle: Bundle): boolean {
    return (
      entity === bundle.owner &&
      saleTimingOk(this.game, entity, bundle.corporation) &&
      canDump(this.game, entity, bundle) &&
      fitsInPool(this.game, bundle) &&
      !this.swapsPresidency(bundle) &&
      this.sellsMinimum(bundle)
    );
  }

  private sellable(entity: string): Bundle[] {
    return this.game.corporations.flatMap((c) => (c.sharePrice ? bundlesFor(this.game, entity, c.sym).filter((b) => this.canSell(entity, b)) : []));
  }

  private anySellable(entity: string): boolean {
    return this.sellable(entity).length > 0;
  }

  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    if (types.includes('bankrupt')) return [plainLegal(this.game, entity, 'bankrupt')];
    return this.sellable(entity).map((bundle) => sharesLegal(this.game, entity, 'sell_shares', bundle));
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const entity = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: true });
    check(this.canSell(entity, bundle), 'share/cannot_sell', `${this.game.nameOf(entity)} cannot sell ${action.shares.join(', ')} to pay a debt now`, { action, entity: bundle.corporation, rule: 'cash crisis' });
    sellSharesAndChangePrice(this.game, bundle);
    this.round.recalculateOrder();
  }

  /** Nothing left to sell and still in debt: the player's cash goes to zero and they are bankrupt. */
  process_bankrupt(action: ActionOf<'bankrupt'>): void {
    const entity = String(action.entity);
    check(!this.anySellable(entity), 'bankrupt/not_allowed', `${this.game.nameOf(entity)} can still sell shares to pay the debt`, { action, entity });
    setCash(this.game, entity, 0, BANK);
    this.game.player(entity).bankrupt = true;
    this.game.log.emit('bankrupt', { player: entity });
  }

  /** Nothing to skip: the step is active only while someone is in debt, and then it waits. */
  override skip(): void {}

  override pass(): void {}
}
