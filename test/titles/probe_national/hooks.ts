/**
 * The probe's hooks: a neutral token on M2's home until the green minors arrive, bob owning P1
 * from the start, minors operating before majors, the x trains only with `late_choice`.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_national/types.js';

export default defineHooks<Types>({
  setup: (game) => {
    game.placeNeutralToken('A5');
    // The second player (bob in the scripted game): a player's id is the game's, never a literal of the title.
    game.sellCompany('P1', game.state.players[1].id, 0);
  },
  // The x trains are in the game only with late_choice.
  trainCount: (train, { optionalRules }) => (train.name === 'x' && !optionalRules.has('late_choice') ? 0 : undefined),
  operatingOrder: (operators, game) => {
    const minor = (sym: string) => game.title.corporations.find((c) => c.sym === sym)?.type === 'minor';
    return [...operators.filter(minor), ...operators.filter((s) => !minor(s))];
  },
});
