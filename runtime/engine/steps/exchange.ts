/**
 * Trading a company for a share (1830's M&H for an NYC share), at any time its ability allows,
 * closing the company. The share comes from where the ability says: the IPO or the pool.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { ExchangeAbility } from '../../title/abilities.js';
import { POOL } from '../../state/types.js';
import { abilities, type ActiveAbility } from '../abilities.js';
import { closeCompany } from '../companies.js';
import { maybePlaceHomeToken } from '../corporations.js';
import { bundleOf, parseShareId, sharesOf, type Bundle } from '../shares/holdings.js';
import { buyShares } from '../shares/pool.js';
import { canGain } from '../shares/rules.js';
import { sharesLegal } from '../../legal/shares.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';

const BUY: readonly string[] = ['buy_shares'];

export class ExchangeStep extends Step {
  description(): string {
    return 'Exchange a company for a share';
  }

  override blocks(): boolean {
    return false;
  }

  private ability(company: string): ActiveAbility<ExchangeAbility> | undefined {
    if (this.game.kindOf(company) !== 'company') return undefined;
    return abilities(this.game, company, 'exchange')[0];
  }

  /** The certificates the company could be exchanged for now. */
  candidates(company: string): Bundle[] {
    return this.exchangeable(company, false) ?? [];
  }

  /**
   * `candidates`, or with `first` only the first of them (whether there is one: asked of every
   * entity after every action); undefined, no list made, for all but an owned company with the ability.
   */
  private exchangeable(company: string, first: boolean): Bundle[] | undefined {
    const ref = this.ability(company);
    if (!ref) return undefined;
    const owner = this.game.company(company).owner;
    if (!owner) return undefined;
    const { corporations, from } = ref.def;
    const out: Bundle[] = [];
    const offer = (bundle: Bundle) => {
      if (canGain(this.game, owner, bundle, true)) out.push(bundle);
    };
    for (const corp of corporations === 'any' ? this.game.corporations : corporations.map((sym) => this.game.state.corporations[sym])) {
      if (!corp || corp.closed) continue;
      if (from.includes('ipo')) {
        const share = sharesOf(this.game, corp.sym, corp.sym).find((i) => !corp.shares[i].president);
        if (share !== undefined) offer(bundleOf(this.game, corp.sym, [share]));
      }
      if (from.includes('market')) {
        const share = sharesOf(this.game, POOL, corp.sym)[0];
        if (share !== undefined) offer(bundleOf(this.game, corp.sym, [share]));
      }
      if (first && out.length > 0) break;
    }
    return out;
  }

  override actions(entity: string): readonly string[] {
    return this.exchangeable(entity, true)?.length ? BUY : NO_ACTIONS;
  }

  /** A share the company may be exchanged for (nothing to pay). */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('buy_shares')) return [];
    return this.candidates(entity).map((bundle) => sharesLegal(this.game, entity, 'buy_shares', bundle, 0));
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const company = this.game.actorOf(action);
    check(action.shares.length === 1, 'exchange/one_share', 'a company is exchanged for exactly one share', { action, entity: company });
    const { corporation, index } = parseShareId(this.game, action.shares[0]);
    const wanted = bundleOf(this.game, corporation, [index]);
    const allowed = this.candidates(company).some((b) => b.corporation === corporation && b.owner === wanted.owner);
    check(allowed, 'exchange/not_allowed', `${company} cannot be exchanged for ${action.shares[0]}`, { action, entity: company, rule: 'exchange ability' });
    const owner = this.game.company(company).owner!;
    buyShares(this.game, owner, wanted, { exchange: company });
    maybePlaceHomeToken(this.game, corporation);
    closeCompany(this.game, company);
  }
}
