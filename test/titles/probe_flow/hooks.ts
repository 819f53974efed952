/**
 * Probe hooks of a game's flow: which round comes next, what happens as one finishes and after
 * every action, and a game-end reason of the title's own. See test/hooks/flow.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_flow/types.js';

export default defineHooks<Types>({
  // After an operating round, while a company is unsold, another draft comes before the payday.
  nextRound: (finished, _next, game) =>
    finished.kind === 'operating' && game.companies.some((c) => !c.owner && !c.closed) ? { kind: 'draft', roundNum: 1 } : undefined,

  // Each operating round ends with a train exported from the depot.
  roundFinished: (round, game) => {
    if (round.kind === 'operating') game.exportTrain();
  },

  // A par is followed by a premium: the price moves one step right.
  actionProcessed: (action, game) => {
    if (action.type === 'par') game.moveSharePrice(action.corporation as Types['corporation'], 'right');
  },

  // The title's own end: every company owned (game_end_check: {all_owned: full_or}).
  gameEnd: {
    all_owned: (game) => game.companies.every((c) => c.owner !== null),
  },
});
