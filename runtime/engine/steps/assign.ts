/**
 * Assigning a company to a hex or an operator (the reference's Assign step): a company with an
 * `assign_hexes` ability usable now may be assigned to one of its hexes (leaving any other of
 * them), one with `assign_corporation` to a floated operator (leaving any other). Each use
 * counts against the ability. The step never blocks; a title's version may (1846's Steamboat).
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import type { AssignCorporationAbility, AssignHexesAbility } from '../../title/abilities.js';
import { abilities, useAbility, type ActiveAbility } from '../abilities.js';
import { assign, assignedTo, unassign } from '../assignments.js';
import { closeCompany } from '../companies.js';
import { legalBase, passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';

const ASSIGN: readonly string[] = ['assign'];

export class AssignStep extends Step {
  description(): string {
    return 'Assign a Company';
  }

  override blocks(): boolean {
    return false;
  }

  override skip(): void {}

  protected hexAbility(company: string, time?: string | readonly string[]): ActiveAbility<AssignHexesAbility> | undefined {
    return abilities(this.game, company, 'assign_hexes', time === undefined ? {} : { time, strictTime: false })[0];
  }

  protected operatorAbility(company: string, time?: string | readonly string[]): ActiveAbility<AssignCorporationAbility> | undefined {
    return abilities(this.game, company, 'assign_corporation', time === undefined ? {} : { time, strictTime: false })[0];
  }

  /** Operators a company may be assigned to: floated ones it is not assigned to already. */
  assignableOperators(company: string): string[] {
    const sym = this.game.companySym(company);
    return this.game.corporations.filter((c) => c.floated && !assignedTo(this.game, 'entity', c.sym).includes(sym)).map((c) => c.sym);
  }

  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) !== 'company') return NO_ACTIONS;
    return this.hexAbility(entity) || this.operatorAbility(entity) ? ASSIGN : [];
  }

  /** The hexes and operators the company may be assigned to now (and a pass where the step offers one). */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('assign')) {
      const sym = this.game.companySym(entity);
      const base = legalBase(this.game, entity);
      for (const hex of this.hexAbility(entity)?.def.hexes ?? []) {
        if (!assignedTo(this.game, 'hex', hex).includes(sym)) out.push({ type: 'assign', ...base, target: hex, targetType: 'hex' });
      }
      if (this.operatorAbility(entity)) {
        for (const op of this.assignableOperators(entity)) out.push({ type: 'assign', ...base, target: op, targetType: this.game.kindOf(op) === 'minor' ? 'minor' : 'corporation' });
      }
    }
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_assign(action: ActionOf<'assign'>): void {
    const company = this.game.actorOf(action);
    const sym = this.game.companySym(company);
    const target = action.target;
    let ref: ActiveAbility | undefined;
    if (action.target_type === 'hex') {
      const ability = this.hexAbility(company);
      check(ability, 'assign/no_ability', `${sym} cannot be assigned to a hex now`, { action, entity: company });
      check(ability.def.hexes.includes(target), 'assign/bad_target', `${sym} cannot be assigned to ${target}`, { action, entity: target });
      check(!assignedTo(this.game, 'hex', target).includes(sym), 'assign/already', `${sym} is already assigned to ${target}`, { action, entity: target });
      for (const hex of ability.def.hexes) unassign(this.game, sym, 'hex', hex);
      assign(this.game, sym, 'hex', target);
      ref = ability;
    } else if (action.target_type === 'corporation' || action.target_type === 'minor') {
      const ability = this.operatorAbility(company);
      check(ability, 'assign/no_ability', `${sym} cannot be assigned to an operator now`, { action, entity: company });
      check(this.assignableOperators(company).includes(target), 'assign/bad_target', `${sym} cannot be assigned to ${target}`, { action, entity: target });
      unassign(this.game, sym, 'entity');
      assign(this.game, sym, 'entity', target);
      ref = ability;
    } else {
      throw new GameError('assign/bad_target', `${sym} cannot be assigned to a ${action.target_type}`, { action, entity: target });
    }
    useAbility(this.game, ref);
    if (ref.def.closedWhenUsedUp && (ref.state.count ?? 1) <= 0) closeCompany(this.game, sym);
  }
}
