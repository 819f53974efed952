/**
 * What happens around a corporation's start: parring it, what buying a company brings (1830's
 * C&A gives a PRR share, the B&O private the B&O president's certificate), and its home token
 * when the title places it at par or float.
 */
import { GameError } from '../core/errors.js';
import { BANK } from '../state/types.js';
import { companyAbilities, removeAbilitiesWhen } from './abilities.js';
import { closeCompaniesOnEvent } from './companies.js';
import type { Game } from './contract.js';
import { spend } from './money.js';
import { placeHomeToken } from './tokens.js';
import { bundleOf, parseShareId, shareUnit } from './shares/holdings.js';
import { buyShares, capitalizationMode, capitalizationOf } from './shares/pool.js';
import { companiesPendingPar } from './steps/vars.js';

export function afterPar(game: Game, sym: string): void {
  if (capitalizationMode(game, capitalizationOf(game, sym)).paidForGrantedShares) payForGrantedShares(game, sym);
  closeCompaniesOnEvent(game, sym, 'par');
  removeAbilitiesWhen(game, sym, 'par');
  if (game.rules.homeTokenTiming === 'par') placeHomeToken(game, sym);
}

/**
 * A corporation capitalised incrementally is paid, when parred, for its certificates companies
 * grant (the reference's after_par): the bank pays the par price for each share a company's
 * `shares` ability gives of it, whoever holds it now.
 */
function payForGrantedShares(game: Game, sym: string): void {
  const par = game.corporation(sym).parPrice;
  if (!par) return;
  const price = game.market.price(par);
  for (const company of game.companies) {
    for (const ref of companyAbilities(game, company.sym, 'shares')) {
      const shares = ref.state.shares ?? [];
      if (shares.length === 0 || parseShareId(game, shares[0]).corporation !== sym) continue;
      const amount = shares.reduce((sum, id) => {
        const { index } = parseShareId(game, id);
        return sum + price * (game.corporation(sym).shares[index].percent / shareUnit(game, sym));
      }, 0);
      if (amount <= 0) continue;
      spend(game, BANK, sym, amount);
      game.log.emit('note', { text: `${sym} receives ${game.money(amount)} from ${game.companyDef(company.sym).name}` });
    }
  }
}

/**
 * The bank sells a company nobody owns (an auction's purchase, a title dealing the companies
 * out): the buyer, a player or an operator, pays the price to the bank and owns the company,
 * the log says so, and `afterBuyCompany` follows.
 */
export function sellCompanyFromBank(game: Game, buyer: string, sym: string, price: number): void {
  const company = game.company(sym);
  if (company.owner || company.closed) {
    throw new GameError('company/not_for_sale', `${sym} is ${company.closed ? 'closed' : `owned by ${game.nameOf(company.owner ?? '')}`}`, { entity: sym });
  }
  if (!(Number.isInteger(price) && price >= 0)) throw new GameError('company/bad_price', `a company's price must be a whole amount of 0 or more, not ${price}`, { entity: sym });
  const holder = game.kindOf(buyer) === 'player' ? game.player(buyer) : game.isOperator(buyer) ? game.operator(buyer) : undefined;
  if (!holder) throw new GameError('company/bad_buyer', `${game.nameOf(buyer)} cannot own a company`, { entity: buyer });
  if (price > 0) spend(game, buyer, BANK, price);
  company.owner = buyer;
  holder.companies.push(company.sym);
  game.log.emit('company_bought', { buyer, company: company.sym, seller: BANK, price });
  afterBuyCompany(game, buyer, company.sym, price);
}

/**
 * Whether a certificate a company's `shares` ability gives its buyer (not a president's, which
 * is parred instead) is held by a player now: a player cannot buy the company then, as the
 * reference's share pool refuses to take a share from a player (1830's CA sold from one player
 * to another once the PRR share it came with is in a player's hands).
 */
export function carriesShareHeldByPlayer(game: Game, company: string): boolean {
  return companyAbilities(game, company, 'shares').some((ref) =>
    (ref.state.shares ?? []).some((id) => {
      const { corporation, index } = parseShareId(game, id);
      const share = game.corporation(corporation).shares[index];
      return !share.president && game.kindOf(share.owner) === 'player';
    }),
  );
}

/**
 * After an entity bought a company: a player receives the shares it carries (or must par for a
 * president's), then the title's `afterBuyCompany` hook runs.
 */
export function afterBuyCompany(game: Game, buyer: string, company: string, price: number): void {
  if (game.kindOf(buyer) === 'player') {
    for (const ref of companyAbilities(game, company, 'shares')) {
      for (const id of ref.state.shares ?? []) {
        const { corporation, index } = parseShareId(game, id);
        if (game.corporation(corporation).shares[index].president) {
          if (game.round.has(companiesPendingPar)) game.round.get(companiesPendingPar).push(company);
        } else {
          buyShares(game, buyer, bundleOf(game, corporation, [index]), { exchange: 'free' });
        }
      }
    }
  }
  game.hooks.afterBuyCompany?.(buyer, company, price, game.effects);
}

/** After a share purchase: home tokens placed when the title says "at float" or "at par". */
export function maybePlaceHomeToken(game: Game, sym: string): void {
  const corp = game.corporation(sym);
  if ((game.rules.homeTokenTiming === 'float' && corp.floated) || (game.rules.homeTokenTiming === 'par' && corp.ipoed)) {
    placeHomeToken(game, sym);
  }
}
