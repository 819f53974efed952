/**
 * Off the Rails exports no trains at the end of a set of operating rounds (18Chesapeake's
 * `operatingSetFinished` does): every other hook is 18Chesapeake's.
 */
import { defineHooks } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/18Chesapeake_OTR/types.js';

export default defineHooks<Types>({
  operatingSetFinished: () => undefined,
});
