/**
 * 1861's hooks: 1867's (inherited), with Russia's places in the route bonuses — Moscow with
 * Ekaterinburg earns $40, the Black Sea port Odessa, Moscow and the Baltic ports their companies'
 * $10 — and no neutral tokens or national station at setup (the RSR places its home itself).
 */
import { defineHooks } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1861/types.js';
import { routeRules } from '../1867/route-rules.js';

export default defineHooks<Types>({
  setup: () => {},
  // An end announced in the first operating round of a set makes that set the last, of three.
  endTriggered: (_reason, timing, game) => {
    if (timing !== 'one_more_full_or_set' || game.round.kind !== 'operating' || game.round.roundNum !== 1) return;
    game.setOperatingRounds(3);
    game.setFinalTurn(game.round.turn);
  },
  ...routeRules<Types>({
    capitals: ['H8'],
    farTown: 'Q3',
    hexBonuses: [
      { company: 'BSS', hexes: ['D20'], amount: 10 },
      { company: 'MYR', hexes: ['H8'], amount: 10 },
      { company: 'MRR', hexes: ['H8'], amount: 10 },
      { company: 'WVR', hexes: ['A9', 'A11', 'A13', 'A15'], amount: 10 },
    ],
  }),
});
