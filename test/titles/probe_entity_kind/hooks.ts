/** Each corporation pays a tenth of its capital into the Relief Fund (kinds.ts) when it floats. */
import { defineHooks } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_entity_kind/types.js';

/** The fund's id: an entity of the title's own kind (a `string`, so the hooks' typed names let it pass). */
const FUND: string = 'FUND';

export default defineHooks<Types>({
  corporationFloated: (sym, game) => {
    const tenth = Math.floor(game.corporation(sym).cash / 10);
    game.pay(sym, FUND, tenth);
    game.log(`${sym} pays ${tenth} into the Relief Fund`);
  },
});
