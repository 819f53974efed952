/**
 * 1830's layer-2 overrides: its two optional rules change a rule constant and a train count.
 */
import { defineHooks } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/1830/types.js';

export default defineHooks<Types>({
  // Brown-zone shares may be bought several at a time from the pool only, unless the
  // optional rule lets the IPO sell them that way too.
  rules: (_rules, { optionalRules }) =>
    optionalRules.has('multiple_brown_from_ipo') ? { multipleBuyOnlyFromMarket: false } : {},
  trainCount: (train, { optionalRules }) =>
    train.name === '6' && optionalRules.has('optional_6_train') ? 3 : undefined,
});
