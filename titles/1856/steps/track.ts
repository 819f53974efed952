/**
 * 1856's track: as the engine's; a lay on Kitchener takes the Waterloo & Saugeen's lay there
 * away (wsrc.ts).
 */
import { type ActionOf, TrackStep } from '../../../runtime/sdk.js';
import { kitchenerLaid } from '../wsrc.js';

export default class Track1856 extends TrackStep {
  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    kitchenerLaid(this.game, action.hex);
    super.process_lay_tile(action);
  }
}
