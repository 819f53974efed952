/**
 * Private companies: paying their revenue, closing them (by event, on a phase, when their
 * corporation buys its first train), and what buying one brings (a share, a president's share).
 */
import type { CloseAbility } from '../title/abilities.js';
import type { CompanyState } from '../state/types.js';
import type { Game } from './contract.js';
import { companyAbilities, removeAllAbilities, type ActiveAbility } from './abilities.js';
import { spend } from './money.js';
import { compareOperators } from './order.js';

export function closeCompany(game: Game, sym: string): void {
  const company = game.company(sym);
  if (company.closed) return;
  company.closed = true;
  removeAllAbilities(game, game.companyKey(sym));
  const owner = company.owner;
  if (owner) {
    const kind = game.kindOf(owner);
    if (kind === 'player') {
      const player = game.player(owner);
      player.companies = player.companies.filter((c) => c !== sym);
    } else if (game.isOperator(owner)) {
      const op = game.operator(owner);
      op.companies = op.companies.filter((c) => c !== sym);
    }
  }
  company.owner = null;
  game.log.emit('company_closed', { company: sym });
}

/** At the start of each operating round every owned company pays its revenue to its owner. */
export function payoutCompanies(game: Game): void {
  const seat = (id: string) => game.state.players.findIndex((p) => p.id === id);
  const owned = game.companies.filter((c) => c.owner && c.revenue > 0);
  owned.sort((a, b) => {
    const pa = game.kindOf(a.owner!) === 'player';
    const pb = game.kindOf(b.owner!) === 'player';
    if (pa !== pb) return pa ? -1 : 1;
    const byOwner = pa ? seat(a.owner!) - seat(b.owner!) : compareOperators(game, a.owner!, b.owner!);
    const nameA = game.companyDef(a.sym).name;
    const nameB = game.companyDef(b.sym).name;
    return byOwner || a.revenue - b.revenue || (nameA < nameB ? -1 : nameA > nameB ? 1 : 0);
  });
  for (const company of owned) {
    if (company.owner === 'bank') continue;
    spend(game, 'bank', company.owner!, company.revenue);
    game.log.emit('company_revenue', { company: company.sym, owner: company.owner, amount: company.revenue });
  }
}

/**
 * Closes companies whose `close` ability fires on this event for this corporation: the one the
 * ability names, or, where it names none, the corporation whose certificate the company grants
 * (a president's certificate drawn at random when the game starts).
 */
export function closeCompaniesOnEvent(game: Game, entity: string, event: string): void {
  for (const company of game.companies) {
    if (company.closed) continue;
    for (const ref of companyAbilities(game, company.sym, 'close', { time: event })) {
      const corporation = (ref.def as CloseAbility).corporation ?? grantedCorporation(company);
      if (corporation !== entity) continue;
      closeCompany(game, company.sym);
    }
  }
}

/** The corporation of the first certificate a company's `shares` ability grants, if any. */
function grantedCorporation(company: CompanyState): string | undefined {
  const share = company.abilities.find((a) => a.shares?.length)?.shares?.[0];
  return share === undefined ? undefined : share.slice(0, share.lastIndexOf('_'));
}

/** The `close_companies` event: every company closes unless its close ability says otherwise. */
export function closeAllCompanies(game: Game): void {
  const future = game.title.phases.slice(game.state.phaseIndex + 1).map((p) => p.name);
  for (const company of game.companies) {
    const keep = companyAbilities(game, company.sym, 'close', { onPhase: 'any' }).some(
      (ref) => ref.def.onPhase === 'never' || (ref.def.onPhase !== undefined && future.includes(ref.def.onPhase)),
    );
    if (!keep) closeCompany(game, company.sym);
  }
}

/**
 * After a company's ability was used: one used up whose definition says `closed_when_used_up`
 * closes its company (the reference's special track and token steps).
 */
export function closeIfUsedUp(game: Game, ref: ActiveAbility): void {
  if (!ref.def.closedWhenUsedUp || (ref.state.count ?? 1) > 0 || game.kindOf(ref.owner) !== 'company') return;
  closeCompany(game, game.companySym(ref.owner));
}
