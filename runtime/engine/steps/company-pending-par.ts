/**
 * A company that comes with a president's certificate (1830's B&O private) makes its buyer
 * choose the corporation's par price before anything else happens.
 */
import type { ActionOf } from '../../actions/types.js';
import { GameError } from '../../core/errors.js';
import { afterPar } from '../corporations.js';
import { bundleOf } from '../shares/holdings.js';
import { setPar } from '../shares/market-moves.js';
import { buyShares } from '../shares/pool.js';
import type { RoundVar } from '../round-vars.js';
import { legalBase } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { Step } from '../step.js';
import { companiesPendingPar } from './vars.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [companiesPendingPar];

export class CompanyPendingParStep extends Step {
  description(): string {
    return 'Choose Corporation Par Value';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  private pending(): string[] {
    return this.round.get(companiesPendingPar);
  }

  override active(): boolean {
    return this.pending().length > 0;
  }

  override activeEntities(): string[] {
    const owner = this.pending()[0] ? this.game.company(this.pending()[0]).owner : null;
    return owner ? [owner] : [];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() ? ['par'] : [];
  }

  /** The corporation whose president's certificate the company brings, at any par price (it comes free). */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('par')) return [];
    const company = this.pending()[0];
    const shares = this.game.company(company).abilities.flatMap((a) => a.shares ?? []);
    const prices = this.game.market.parPrices.map((p) => ({ id: p.id, price: p.price }));
    return this.game.corporations
      .filter((c) => shares.includes(`${c.sym}_0`))
      .map((c): LegalAction => ({ type: 'par', ...legalBase(this.game, entity), corporation: c.sym, prices }));
  }

  process_par(action: ActionOf<'par'>): void {
    const corp = this.game.corporation(action.corporation);
    const par = this.game.market.parById(action.share_price);
    if (!par) throw new GameError('par/unknown_price', `${action.share_price} is not a par price`, { action, entity: action.corporation });
    const company = this.pending()[0];
    const shares = this.game.company(company).abilities.flatMap((a) => a.shares ?? []);
    if (!shares.includes(`${corp.sym}_0`)) {
      throw new GameError('par/wrong_corporation', `${company} brings the president's share of another corporation, not ${corp.sym}`, { action, entity: corp.sym });
    }
    setPar(this.game, corp, par.coordinates);
    this.game.log.emit('par', { player: String(action.entity), corporation: corp.sym, price: par.price });
    buyShares(this.game, String(action.entity), bundleOf(this.game, corp.sym, [0]), { exchange: 'free' });
    afterPar(this.game, corp.sym);
    this.pending().shift();
  }
}
