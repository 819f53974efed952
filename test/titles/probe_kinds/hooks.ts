/**
 * Probe hooks over open kinds: the corporation's first train comes with its float, its dividend
 * choices include the title's own kind, and the title's own round trait is read by name of the
 * trait, never of the round. See test/hooks/kinds.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_kinds/types.js';

export default defineHooks<Types>({
  corporationFloated: (sym, game) => {
    game.giveTrain(sym, '2');
  },

  dividendKinds: () => ['payout', 'withhold', 'quarter'],

  // A round with the title's `works` trait ends with a line in the log.
  roundFinished: (round, game) => {
    if (round.is('works')) game.log('-- The works close for the night --');
  },

  // The end of a set of operating rounds, which the works rounds are by their trait.
  operatingSetFinished: (game) => {
    game.log('-- The operating set is over --');
  },
});
