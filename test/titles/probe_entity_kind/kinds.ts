/**
 * An entity kind of the title's own: the Relief Fund (id `FUND`), which holds money (kept in the
 * title's memory, a gameVar, and changed by the engine's payments through `cash`), is named in
 * the log and in refusals, and is run by AA's president (`owner`), so `playerOf` reaches her.
 */
import { defineKinds, gameVar } from '../../../runtime/sdk.js';

/** The fund's money, by id (the engine reads and changes it only through `cash` below). */
export const fundCash = gameVar('relief_fund_cash', (): Record<string, number> => ({}));

export default defineKinds({
  entities: {
    relief_fund: {
      ids: () => ['FUND'],
      name: () => 'the Relief Fund',
      cash: {
        get: (id, game) => game.get(fundCash)[id] ?? 0,
        add: (id, amount, game) => game.set(fundCash, { ...game.get(fundCash), [id]: (game.get(fundCash)[id] ?? 0) + amount }),
      },
      owner: () => 'AA',
    },
  },
});
