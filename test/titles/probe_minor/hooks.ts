/**
 * Probe hooks that bring minors into the game and pay them: see test/hooks/minors.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_minor/types.js';

export default defineHooks<Types>({
  // Buying the M1 charter starts the minor M1, owned by the buyer, with the price as its
  // treasury; the charter closes.
  afterBuyCompany: (buyer, company, price, game) => {
    if (company !== 'M1') return;
    game.startOperator('M1', buyer);
    game.pay('bank', 'M1', price);
    game.closeCompany('M1');
  },

  // AA starts the minor M2 as its own when it floats, with a 2-train from the depot and 60 of
  // AA's treasury.
  corporationFloated: (corporation, game) => {
    if (corporation !== 'AA') return;
    game.startOperator('M2', 'AA');
    game.giveTrain('M2', '2');
    game.pay('AA', 'M2', 60);
  },

  // Minors may pay half; corporations choose as usual.
  dividendKinds: (operator, game) => (game.kindOf(operator) === 'minor' ? ['payout', 'withhold', 'half'] : undefined),
});
