/**
 * 1856's company lays: as the engine's; the Waterloo & Saugeen's lay on Kitchener marks the
 * company to close at the end of the round (wsrc.ts).
 */
import { type ActionOf, SpecialTrackStep } from '../../../runtime/sdk.js';
import { KITCHENER } from '../constants.js';
import { wsrcUse } from '../wsrc.js';

export default class SpecialTrack1856 extends SpecialTrackStep {
  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    super.process_lay_tile(action);
    if (action.hex === KITCHENER && this.round.isOperating) wsrcUse(this.game);
  }
}
