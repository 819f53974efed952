/**
 * The variant's one hook: its base's premium on a par (the price one step right), then one
 * more step. A variant calls its base's hooks through the base's generated `code`.
 */
import { defineHooks } from '../../../runtime/sdk.js';
import { code as base } from '../../generated/titles/probe_flow/code.js';
import type { Types } from '../../generated/titles/probe_variant/types.js';

export default defineHooks<Types>({
  actionProcessed: (action, game) => {
    base.hooks.actionProcessed?.(action, game);
    if (action.type === 'par') game.moveSharePrice(action.corporation as Types['corporation'], 'right');
  },
});
