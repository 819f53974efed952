/**
 * 1846's bankruptcy. The corporation that cannot buy its train first issues all the shares it
 * may; if its cash, those and everything its president could sell still cannot buy the cheapest
 * depot train, the president goes bankrupt: they sell what they normally may, then all their
 * remaining shares without moving prices; a corporation left without a president enters
 * receivership. Their minors and companies close, their cash goes to the corporation, and
 * corporations at $0 close.
 */
import {
  type ActionOf,
  check,
  closeCompany,
  spend,
  closeCorporationsInCloseCells,
  closeOperator,
  bundleOf,
  bundlePrice,
  bundlesFor,
  sharesOf,
  moveSharePrice,
  sellShares,
  sellSharesAndChangePrice,
  transferShares,
  BankruptStep,
  emergencyLiquidity,
  EmergencySelling,
  compareByOperatingOrder,
  minDepotPrice,
  plainLegal,
  type LegalAction,
  POOL,
} from '../../../runtime/sdk.js';
import { emergencyIssued, lastIssuedPrice } from '../vars.js';
import type BuyTrain1846 from './buy_train.js';

export default class Bankrupt1846 extends BankruptStep {
  private buyTrainStep(): BuyTrain1846 | undefined {
    return this.round.steps.find((s) => s.name() === 'buy_train') as BuyTrain1846 | undefined;
  }

  /** The shares a corporation could issue at most now, and what they would raise. */
  private biggestIssue(sym: string): { count: number; price: number } | undefined {
    return this.buyTrainStep()?.issuable(sym).reduce<{ count: number; price: number } | undefined>((best, b) => (!best || b.count > best.count ? b : best), undefined);
  }

  /** Everything there is for the train: the corporation's cash and issuable shares, and its president's liquidity. */
  private power(sym: string, player: string): number {
    return this.game.corporation(sym).cash + (this.biggestIssue(sym)?.price ?? 0) + emergencyLiquidity(this.game, player);
  }

  // Minors never buy trains, so never go bankrupt.
  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'corporation' ? super.actions(entity) : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).includes('bankrupt')) return [];
    const owner = this.game.corporation(entity).owner;
    if (!owner || this.game.kindOf(owner) !== 'player') return [];
    return this.power(entity, owner) < minDepotPrice(this.game) ? [plainLegal(this.game, entity, 'bankrupt')] : [];
  }

  override process_bankrupt(action: ActionOf<'bankrupt'>): void {
    const game = this.game;
    const sym = String(action.entity);
    const corp = game.corporation(sym);
    const player = corp.owner!;
    const power = this.power(sym, player);
    const needed = minDepotPrice(game);
    check(power < needed, 'bankrupt/not_allowed', `${sym}'s cash and issuable shares plus ${this.game.nameOf(player)}'s cash and sellable shares total ${power}, and the cheapest train costs ${needed}`, { action, entity: player, rule: 'bankruptcy only when the cheapest train is unaffordable' });
    // First the corporation issues as many shares as it may.
    const biggest = this.biggestIssue(sym);
    if (biggest) {
      const shares = sharesOf(game, sym, sym).slice(0, biggest.count);
      transferShares(game, bundleOf(game, sym, shares), POOL, { spender: 'bank', receiver: sym, price: biggest.price, allowPresidentChange: false });
      for (let i = 0; i < biggest.count; i++) moveSharePrice(game, corp, 'left');
      this.round.set(emergencyIssued, true);
    }

    const held = game.corporations.filter((c) => c.sharePrice && c.shares.some((s) => s.owner === player)).map((c) => c.sym);
    held.sort((a, b) => compareByOperatingOrder(game, a, b));
    // What the president may normally sell: the dearest allowed bundle of each corporation.
    const step = game.round.activeStep();
    for (const c of held) {
      if (!(step instanceof EmergencySelling) || game.corporation(c).owner === POOL) continue;
      const allowed = bundlesFor(game, player, c).filter((b) => step.canSell(player, b));
      const best = allowed.reduce<(typeof allowed)[number] | undefined>((top, b) => (!top || bundlePrice(game, b) > bundlePrice(game, top) ? b : top), undefined);
      if (best) sellSharesAndChangePrice(game, best);
    }
    // Then everything left, prices unmoved; a corporation left presidentless goes into receivership.
    for (const c of held) {
      const mine = sharesOf(game, player, c);
      if (mine.length === 0) continue;
      sellShares(game, bundleOf(game, c, mine), true);
      const target = game.corporation(c);
      if (target.owner === player && target.sharePrice && game.market.price(target.sharePrice) > 0) {
        target.owner = POOL;
        game.log.emit('note', { text: `-- ${c} enters receivership (it has no president) --` });
      }
    }
    this.round.set(lastIssuedPrice, null);
    const buyTrain = this.buyTrainStep();
    if (buyTrain) buyTrain.s.lastShareSoldPrice = null;

    for (const minor of game.minors.filter((m) => m.owner === player)) closeOperator(game, minor.sym);
    for (const company of [...game.player(player).companies]) closeCompany(game, company);
    const cash = game.player(player).cash;
    if (cash > 0) spend(game, player, sym, cash);
    closeCorporationsInCloseCells(game);
    game.player(player).bankrupt = true;
    game.log.emit('bankrupt', { player });
  }
}
