/**
 * A capitalisation mode of the title's own, `launch` (title.yaml's `capitalization`): the bank
 * keeps what the IPO sells until the corporation floats; floating, the corporation receives its
 * sold shares' worth at par; from then on each IPO sale pays it, and its IPO's certificates pay
 * their dividends to its treasury.
 */
import { defineKinds } from '../../../runtime/sdk.js';

export default defineKinds({
  capitalizations: {
    launch: {
      ipoSale: ({ floated }) => (floated ? 'corporation' : 'bank'),
      floatCapital: ({ par, shares, ipoShares }) => par * (shares - ipoShares),
      ipoPaysTreasury: true,
    },
  },
});
