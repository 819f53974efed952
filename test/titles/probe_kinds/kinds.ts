/**
 * The title's additions to the engine's open kinds: a dividend that keeps a quarter of the
 * revenue, and an ability a company gives the corporation owning it: a credit line, which raises
 * what the borrow step lends (steps/borrow.ts reads it).
 */
import { defineKinds } from '../../../runtime/sdk.js';

export default defineKinds({
  dividends: {
    // A quarter kept in the treasury (rounded down to whole shares), the rest paid out.
    quarter: { treasury: ({ revenue, shares }) => Math.floor(revenue / 4 / shares) * shares },
  },
  abilities: {
    credit_line: { description: 'Its owner may borrow `extra` more in a turn' },
  },
});
