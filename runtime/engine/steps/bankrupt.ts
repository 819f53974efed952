/**
 * Bankruptcy: a president who cannot raise enough for the train their corporation must buy —
 * even by selling every share they may — declares bankruptcy. Their sellable shares are sold,
 * their cash goes to the bank, and (in most titles) the game ends.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { Game } from '../contract.js';
import { setCash } from '../money.js';
import { compareByOperatingOrder } from '../order.js';
import { bundlePrice, bundlesFor, type Bundle } from '../shares/holdings.js';
import { sellSharesAndChangePrice } from '../shares/pool.js';
import { plainLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { minDepotPrice } from '../trains.js';
import { EmergencySelling } from './emergency-selling.js';

const BANKRUPT: readonly string[] = ['bankrupt'];

/** The bundles a player may sell right now, as the deciding step judges them. */
function sellableBundles(game: Game, player: string, sym: string): Bundle[] {
  const step = game.round.activeStep();
  if (!(step instanceof EmergencySelling)) return [];
  return bundlesFor(game, player, sym).filter((b) => step.canSell(player, b));
}

function largest(game: Game, bundles: Bundle[]): Bundle | undefined {
  return bundles.reduce<Bundle | undefined>((best, b) => (!best || bundlePrice(game, b) > bundlePrice(game, best) ? b : best), undefined);
}

/** Cash a president could raise in an emergency: own cash plus the best sale in each corporation. */
export function emergencyLiquidity(game: Game, player: string): number {
  const cash = game.player(player).cash;
  if (game.rules.sellAfter === 'first' && game.state.turn === 1 && game.round.is('stock')) return cash;
  let value = cash;
  for (const corp of game.corporations) {
    const best = largest(game, sellableBundles(game, player, corp.sym));
    if (best) value += bundlePrice(game, best);
  }
  return value;
}

export class BankruptStep extends Step {
  description(): string {
    return 'Bankrupt';
  }

  override blocks(): boolean {
    return false;
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() ? BANKRUPT : NO_ACTIONS;
  }

  /** Bankruptcy, once the president cannot raise the cheapest train's price. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('bankrupt')) return [];
    const owner = this.game.isOperator(entity) ? this.game.operator(entity).owner : null;
    if (!owner || this.game.kindOf(owner) !== 'player') return [];
    const needed = minDepotPrice(this.game);
    // What the president could raise is their cash and sales at positive prices: asked in every
    // operating state, it need not price every sale while the two treasuries cover the train.
    if (this.game.player(owner).cash + this.game.operator(entity).cash >= needed) return [];
    const power = emergencyLiquidity(this.game, owner) + this.game.operator(entity).cash;
    return power < needed ? [plainLegal(this.game, entity, 'bankrupt')] : [];
  }

  process_bankrupt(action: ActionOf<'bankrupt'>): void {
    const game = this.game;
    const sym = String(action.entity);
    const corp = game.operator(sym);
    const player = corp.owner!;
    const power = emergencyLiquidity(game, player) + corp.cash;
    const needed = minDepotPrice(game);
    check(power < needed, 'bankrupt/not_allowed', `${game.nameOf(player)} can still raise ${power} for ${sym}, and the cheapest train costs ${needed}`, {
      action,
      entity: player,
      rule: 'bankruptcy only when the cheapest train is unaffordable',
    });
    const corporations = game.corporations.filter((c) => c.sharePrice && c.shares.some((s) => s.owner === player)).map((c) => c.sym);
    corporations.sort((a, b) => compareByOperatingOrder(game, a, b));
    for (const c of corporations) {
      for (let bundle = largest(game, sellableBundles(game, player, c)); bundle; bundle = largest(game, sellableBundles(game, player, c))) {
        sellSharesAndChangePrice(game, bundle);
      }
    }
    this.round.recalculateOrder();
    setCash(game, player, 0, 'bank');
    game.player(player).bankrupt = true;
  }
}
