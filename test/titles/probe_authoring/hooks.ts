/**
 * Probe hooks of the effects a designer reaches for: a home moved, a train's rusting changed,
 * an ability given to a corporation and taken away again. See test/hooks/authoring.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_authoring/types.js';

export default defineHooks<Types>({
  setup: (game) => {
    // AA owns the Discount Company from the start.
    game.sellCompany('DC', 'AA', 0);
    if (game.optionalRules.has('CC_moves')) game.moveHome('CC', 'B2', { city: 0 });
    if (game.optionalRules.has('soft_rust')) game.setTrainRusting('2', { rustsOn: null, obsoleteOn: '4' });
  },

  // BB, once floated, buys 2 trains for 20 less: an ability of its own.
  corporationFloated: (corporation, game) => {
    if (corporation === 'BB') game.addOperatorAbility('BB', { type: 'train_discount', discount: 20, trains: ['2'], when: [] });
  },

  events: {
    // The first 4 train ends the discounts corporations were given.
    end_discounts: (_event, game) => {
      for (const corporation of game.corporations) game.removeOperatorAbilities(corporation.sym, 'train_discount');
    },
  },
});
