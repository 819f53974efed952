/** The title's own action type: an operator borrows from the bank, any amount of a range. */
import { defineActions, req, type CatalogAction } from '../../../runtime/sdk.js';

const actions = defineActions({
  borrow: { amount: req('integer') },
});
export default actions;

/** Its TypeScript type, read off the declaration above. */
export type Borrow = CatalogAction<typeof actions, 'borrow'>;
