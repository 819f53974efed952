/**
 * Steam Over Holland's track: the homes of NRS and HYSM in Amsterdam's two cities stay where
 * they are when the first tile is laid there (elsewhere tokens on a trackless hex of several
 * cities are placed again, as in the engine).
 */
import { TrackStep } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/SteamOverHolland/types.js';

const AMSTERDAM: Types['hex'] = 'F9';

export default class Track extends TrackStep {
  protected override rehomesTokens(hex: string): boolean {
    return hex !== AMSTERDAM;
  }
}
