/**
 * A corporation buys a private from a player, between half and twice its face value, once the
 * phase allows it (`can_buy_companies`).
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { CompanyState } from '../../state/types.js';
import { abilities, companyAbilities, removeAbilitiesWhen, useAbility } from '../abilities.js';
import { assign, unassign } from '../assignments.js';
import { buyingPower, spend } from '../money.js';
import { phaseAllows } from '../phase.js';
import { legalBase, passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import type { Game } from '../contract.js';
import type { RoundVar } from '../round-vars.js';
import { afterBuyCompany } from '../corporations.js';
import { companySellers, justSoldCompany } from './vars.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [justSoldCompany, companySellers];

/** Companies a player owns that `entity` may buy from them (no `no_buy` ability). */
export function purchasableCompanies(game: Game, entity: string): CompanyState[] {
  return game.companies.filter((c) => !c.closed && c.owner && game.kindOf(c.owner) === 'player' && c.owner !== entity && companyAbilities(game, c.sym, 'no_buy').length === 0);
}

export class BuyCompanyStep extends Step {
  description(): string {
    return 'Buy Companies';
  }

  override blocks(): boolean {
    return this.opts.blocks ?? false;
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  minPrice(company: CompanyState): number {
    return Math.ceil(company.value / 2);
  }

  maxPrice(company: CompanyState): number {
    return company.value * 2;
  }

  purchasable(entity: string): CompanyState[] {
    return purchasableCompanies(this.game, entity);
  }

  protected canBuyCompany(entity: string): boolean {
    if (entity !== this.currentEntity() || !phaseAllows(this.game, 'can_buy_companies')) return false;
    const companies = this.purchasable(entity);
    return companies.length > 0 && Math.min(...companies.map((c) => this.minPrice(c))) <= buyingPower(this.game, entity, 'company');
  }

  /** Operators a company's `assign_corporation` ability may move it between when it is sold. */
  protected assignableOperators(): readonly string[] {
    return this.game.corporations.map((c) => c.sym);
  }

  override actions(entity: string): readonly string[] {
    if (!this.game.isOperator(entity)) return NO_ACTIONS;
    if (this.canBuyCompany(entity)) return this.blocks() ? ['buy_company', 'pass'] : ['buy_company'];
    // A corporation with abilities it may still use gets a moment to use them before its turn ends.
    if (this.blocks() && abilities(this.game, entity, undefined, { passiveOk: false }).length) return ['pass'];
    return NO_ACTIONS;
  }

  /** Companies the operator may buy, between their lowest and highest price as far as its cash goes; a pass where the step blocks. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('buy_company')) {
      const cash = this.game.operator(entity).cash;
      for (const company of this.purchasable(entity)) {
        const max = Math.min(this.maxPrice(company), cash);
        if (this.minPrice(company) <= max) out.push({ type: 'buy_company', ...legalBase(this.game, entity), company: company.sym, from: company.owner!, min: this.minPrice(company), max });
      }
    }
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_buy_company(action: ActionOf<'buy_company'>): void {
    const entity = String(action.entity);
    const company = this.game.company(action.company);
    check(this.purchasable(entity).includes(company), 'company/cannot_buy', `${this.game.nameOf(entity)} cannot buy ${this.game.companyDef(company.sym).name}`, { action, entity: company.sym });
    const min = this.minPrice(company);
    const max = this.maxPrice(company);
    check(action.price >= min && action.price <= max, 'company/bad_price', `the price of ${this.game.companyDef(company.sym).name} must be between ${this.game.money(min)} and ${this.game.money(max)}`, { action, entity: company.sym, rule: 'half to twice face value' });
    const owner = company.owner!;
    const seller = this.game.player(owner);
    seller.companies = seller.companies.filter((c) => c !== company.sym);
    company.owner = entity;
    // A company whose bonus follows its owner is assigned to the buyer at once.
    for (const ref of companyAbilities(this.game, company.sym, 'assign_corporation', { time: 'sold' })) {
      for (const op of this.assignableOperators()) unassign(this.game, company.sym, 'entity', op);
      assign(this.game, company.sym, 'entity', entity);
      useAbility(this.game, ref);
    }
    for (const ref of companyAbilities(this.game, company.sym, 'revenue_change', { time: 'sold' })) company.revenue = ref.def.revenue;
    removeAbilitiesWhen(this.game, this.game.companyKey(company.sym), 'sold');
    this.round.set(justSoldCompany, company.sym);
    this.round.get(companySellers)[company.sym] = owner;
    this.game.operator(entity).companies.push(company.sym);
    spend(this.game, entity, owner, action.price);
    this.game.log.emit('company_bought', { buyer: entity, company: company.sym, seller: owner, price: action.price });
    afterBuyCompany(this.game, entity, company.sym, action.price);
  }
}
