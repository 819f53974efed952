/**
 * Probe hooks of the game's end: see test/hooks/end.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_end/types.js';

export default defineHooks<Types>({
  // The optional rule by_turn: the game ends once turn 2 starts, after that turn's operating rounds.
  rules: (rules, { optionalRules }) =>
    optionalRules.has('by_turn') ? { fixedRound: { turn: 2 }, gameEndCheck: { ...rules.gameEndCheck, fixed_round: 'full_or' } } : {},
  // The optional rule long_last_set: an end the market triggers makes the set in progress three operating rounds long.
  endTriggered: (reason, _timing, game) => {
    if (reason === 'stock_market' && game.optionalRules.has('long_last_set')) game.setOperatingRounds(3);
  },
});
