/**
 * Probe hooks of named events: an event of the title's own, and its own version of one of the
 * engine's. See test/hooks/events.test.ts.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_events/types.js';

export default defineHooks<Types>({
  // AA's treasury (capitalization is `none`), and a bonus for remove_bonuses to clear.
  setup: (game) => {
    game.pay('bank', 'AA', 500);
    game.assign('P2', 'A5', 'hex');
  },

  events: {
    // The title's own event: every player receives the event's amount.
    title_bonus: (event, game) => {
      for (const player of game.state.players) game.pay('bank', player.id, Number(event.amount));
    },
    // The title's close_companies replaces the engine's: the port P2 stays open.
    close_companies: (_event, game) => {
      for (const company of game.companies) if (company.sym !== 'P2' && !company.closed) game.closeCompany(company.sym);
    },
  },
});
