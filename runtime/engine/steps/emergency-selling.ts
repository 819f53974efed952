/**
 * Raising money in an emergency: while a corporation must buy a train it cannot afford, its
 * president sells shares — only as many as needed, never dumping a presidency the rules
 * protect — and the proceeds go toward the train.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { StepState } from '../../state/types.js';
import { bundleFromIds, bundlePrice, canDump, fitsInPool, playerHoldings, sharePrice, type Bundle } from '../shares/holdings.js';
import { sellSharesAndChangePrice } from '../shares/pool.js';
import { saleTimingOk } from '../shares/rules.js';
import { Step } from '../step.js';
import { maxDepotPrice, minDepotPrice } from '../trains.js';

export interface EmergencyState extends StepState {
  /** Price per share of the last share a president sold this turn (limits what they may pay). */
  lastShareSoldPrice: number | null;
  corporationsSold: string[];
}

export abstract class EmergencySelling extends Step<EmergencyState> {
  /** Cash still needed: the cheapest depot train, or the dearest where any may be chosen (`ebuy_depot_train_must_be_cheapest: false`). */
  protected neededCash(): number {
    return this.game.rules.ebuyDepotTrainMustBeCheapest ? minDepotPrice(this.game) : maxDepotPrice(this.game);
  }

  protected availableCash(entity: string): number {
    const current = this.currentEntity()!;
    const corp = this.game.operator(current);
    return entity === current ? corp.cash : this.game.player(entity).cash + corp.cash;
  }

  private causesPresidentSwap(bundle: Bundle): boolean {
    const holdings = playerHoldings(this.game, bundle.corporation);
    const remaining = (holdings.get(bundle.owner) ?? 0) - bundle.percent;
    let next = 0;
    for (const [id, percent] of holdings) if (id !== bundle.owner) next = Math.max(next, percent);
    return remaining < next;
  }

  private sellable(bundle: Bundle): boolean {
    if (!canDump(this.game, bundle.owner, bundle) || !fitsInPool(this.game, bundle)) return false;
    const corp = this.game.corporation(bundle.corporation);
    if (corp.owner !== bundle.owner) return true;
    const swapConcern = !this.game.rules.ebuyPresSwap || bundle.corporation === this.currentEntity();
    return !swapConcern || !this.causesPresidentSwap(bundle);
  }

  /** True when selling one certificate fewer would not raise enough. */
  private sellsMinimum(bundle: Bundle): boolean {
    const needed = this.neededCash() - this.availableCash(bundle.owner);
    const corp = this.game.corporation(bundle.corporation);
    const cheapest = Math.min(...bundle.shares.map((i) => sharePrice(this.game, bundle.corporation, corp.shares[i].percent, bundle.owner)));
    return bundlePrice(this.game, bundle) - cheapest < needed;
  }

  canSell(entity: string, bundle: Bundle): boolean {
    if (this.game.rules.mustSellInBlocks && this.s.corporationsSold.includes(bundle.corporation)) return false;
    if (entity !== bundle.owner) return false;
    if (!saleTimingOk(this.game, entity, bundle.corporation)) return false;
    if (!this.sellable(bundle)) return false;
    return this.sellsMinimum(bundle);
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const entity = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: true });
    check(this.canSell(entity, bundle), 'share/cannot_sell', `${this.game.nameOf(entity)} cannot sell ${action.shares.join(', ')} to raise money now`, { action, entity: bundle.corporation, rule: 'emergency money raising' });
    const corp = this.game.corporation(bundle.corporation);
    if (entity !== this.currentEntity()) this.s.lastShareSoldPrice = this.game.market.price(corp.sharePrice!);
    sellSharesAndChangePrice(this.game, bundle);
    this.round.recalculateOrder();
    if (entity !== this.currentEntity()) this.s.corporationsSold.push(bundle.corporation);
  }
}
