/**
 * 1861's stock round: 1867's, but Nikolaev must be the first minor started, and a major's home
 * must be a city with room and no token on a hex no track yet reaches.
 */
import BuySellParShares1867 from '../../1867/steps/buy_sell_par_shares.js';
import { tokenRefusal, mapContext } from '../../../runtime/sdk.js';
import { unconnectedHexes } from '../../1867/homes.js';
import type { Types } from '../../../generated/titles/1861/types.js';

/** The minor that must be started before any other. */
const NIKOLAEV: Types['corporation'] = 'N';

export default class BuySellParShares1861 extends BuySellParShares1867 {
  protected override canStartMinor(sym: string): boolean {
    const first = this.game.corporation(NIKOLAEV);
    return sym === NIKOLAEV || first.ipoed || first.closed;
  }

  protected override homeLocations(sym: string): string[] {
    const ctx = mapContext(this.game);
    const open = Object.entries(this.game.state.map.hexes)
      .filter(([hexId, hex]) => hex.tokens.some((slots, city) => tokenRefusal(ctx, hexId, city, sym) === null && slots.every((t) => t === null)))
      .map(([hexId]) => hexId);
    return unconnectedHexes(this.game, open);
  }
}
