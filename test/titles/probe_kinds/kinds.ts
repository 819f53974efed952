/** The title's additions to the engine's open kinds: a dividend that keeps a quarter of the revenue. */
import { defineKinds } from '../../../runtime/sdk.js';

export default defineKinds({
  dividends: {
    // A quarter kept in the treasury (rounded down to whole shares), the rest paid out.
    quarter: { treasury: ({ revenue, shares }) => Math.floor(revenue / 4 / shares) * shares },
  },
});
