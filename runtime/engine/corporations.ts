/**
 * What happens around a corporation's start: parring it, what buying a company brings (1830's
 * C&A gives a PRR share, the B&O private the B&O president's certificate), and its home token
 * when the title places it at par or float.
 */
import { abilities } from './abilities.js';
import { closeCompaniesOnEvent } from './companies.js';
import type { Game } from './game.js';
import { placeHomeToken } from './tokens.js';
import { bundleOf, parseShareId } from './shares/holdings.js';
import { buyShares } from './shares/pool.js';

export function afterPar(game: Game, sym: string): void {
  closeCompaniesOnEvent(game, sym, 'par');
  if (game.rules.homeTokenTiming === 'par') placeHomeToken(game, sym);
}

/** A player who buys a company receives the shares it carries (or must par for a president's). */
export function afterBuyCompany(game: Game, player: string, company: string): void {
  for (const ref of abilities(game, company, 'shares')) {
    for (const id of ref.state.shares ?? []) {
      const { corporation, index } = parseShareId(game, id);
      if (game.corporation(corporation).shares[index].president) {
        game.round.vars<string[]>('companies_pending_par')?.push(company);
      } else {
        buyShares(game, player, bundleOf(game, corporation, [index]), { exchange: 'free' });
      }
    }
  }
}

/** After a share purchase: home tokens placed when the title says "at float" or "at par". */
export function maybePlaceHomeToken(game: Game, sym: string): void {
  const corp = game.corporation(sym);
  if ((game.rules.homeTokenTiming === 'float' && corp.floated) || (game.rules.homeTokenTiming === 'par' && corp.ipoed)) {
    placeHomeToken(game, sym);
  }
}
