/**
 * What an auction sells, whatever its style: a lot is a company (a private, a concession) or a
 * minor, named by the engine's key for it (a company by its company key, a minor by its
 * symbol). Here are the few things every auction asks of a lot: which lots a title's auction
 * offers, the lot a bid names, its price, how a bid or a legal action names it, and handing it
 * to its buyer — a company as the bank sells one (what it carries, `afterBuyCompany`), a minor
 * started with its buyer as owner.
 */
import type { ActionOf } from '../../actions/types.js';
import { GameError } from '../../core/errors.js';
import { BANK } from '../../state/types.js';
import { sellCompanyFromBank } from '../corporations.js';
import type { Game } from '../contract.js';
import { spend } from '../money.js';
import { startOperator } from '../operators.js';

export type LotKind = 'company' | 'minor';

/** The lots an auction of this title offers as it starts, in order (the `initialAuctionCompanies` hook may reorder or thin them). */
export function initialLots(game: Game): string[] {
  if (game.title.auction.lots === 'minors') return game.minors.filter((m) => !m.closed && m.owner === null).map((m) => m.sym);
  const companies = game.companies.filter((c) => !c.closed && c.owner === null).map((c) => c.sym);
  const hook = game.hooks.initialAuctionCompanies;
  const chosen = hook ? [...hook(companies, game.effects)] : companies;
  return chosen.map((sym) => game.companyKey(game.company(sym).sym));
}

export function lotKind(game: Game, lot: string): LotKind {
  return game.kindOf(lot) === 'minor' ? 'minor' : 'company';
}

/** The lot a bid action names (its `company`, else its `minor`), or undefined. */
export function lotOfBid(game: Game, action: ActionOf<'bid'>): string | undefined {
  if (action.company !== undefined) return game.kindOf(game.companyKey(action.company)) === 'company' ? game.companyKey(action.company) : undefined;
  if (action.minor !== undefined) return game.kindOf(action.minor) === 'minor' ? action.minor : undefined;
  return undefined;
}

/** Whether nobody owns the lot yet and it is still in the game. */
export function lotForSale(game: Game, lot: string): boolean {
  const state = lotKind(game, lot) === 'minor' ? game.minor(lot) : game.company(lot);
  return !state.closed && state.owner === null;
}

/** A company's value less its discount; a minor has no value of its own (0). */
export function lotValue(game: Game, lot: string): number {
  if (lotKind(game, lot) === 'minor') return 0;
  const company = game.company(lot);
  return company.value - company.discount;
}

/** The lot's symbol as actions name it, under the field that says its kind (`{company: 'SV'}`, `{minor: '3'}`). */
export function lotFields(game: Game, lot: string): { readonly company: string } | { readonly minor: string } {
  return lotKind(game, lot) === 'minor' ? { minor: lot } : { company: game.companySym(lot) };
}

/** The lot's symbol as the log names it. */
export function lotSym(game: Game, lot: string): string {
  return lotKind(game, lot) === 'minor' ? lot : game.companySym(lot);
}

/** The lot as players read it: a company's name, a minor's symbol. */
export function lotName(game: Game, lot: string): string {
  return lotKind(game, lot) === 'minor' ? lot : (game.companyDef(game.companySym(lot))?.name ?? lot);
}

/**
 * Hands a lot to the player who won or bought it for `price`, paid to the bank: a company as
 * the bank sells one (its shares come with it, `afterBuyCompany` runs), a minor started with the
 * player as its owner (its home token placed where the title places tokens at par or float).
 */
export function awardLot(game: Game, player: string, lot: string, price: number): void {
  if (lotKind(game, lot) === 'company') {
    sellCompanyFromBank(game, player, game.companySym(lot), price);
    return;
  }
  const minor = game.minor(lot);
  if (minor.owner !== null || minor.closed) throw new GameError('auction/not_for_sale', `${lot} is not for sale`, { entity: lot });
  if (price > 0) spend(game, player, BANK, price);
  game.log.emit('minor_bought', { buyer: player, minor: lot, price });
  startOperator(game, lot, player);
}
