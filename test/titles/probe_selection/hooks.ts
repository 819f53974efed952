/**
 * Probe hooks of the selection auction: see test/hooks/auction-lots.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_selection/types.js';

export default defineHooks<Types>({
  // With `two_drawn`, two companies are drawn with the game's generator (each given a random
  // key, sorted by it, the first two kept) and offered in title order; the third leaves the game.
  initialAuctionCompanies: (companies, game) => {
    if (!game.optionalRules.has('two_drawn')) return companies;
    const keyed = companies.map((sym) => ({ sym, key: game.random() }));
    keyed.sort((a, b) => a.key - b.key);
    const drawn = new Set(keyed.slice(0, 2).map((k) => k.sym));
    for (const sym of companies) if (!drawn.has(sym)) game.removeCompany(sym);
    return companies.filter((sym) => drawn.has(sym));
  },
});
