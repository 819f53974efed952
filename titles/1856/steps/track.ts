/**
 * 1856's track: as the engine's; a lay on Kitchener takes the Waterloo & Saugeen's lay there
 * away (wsrc.ts).
 */
import type { ActionOf } from '../../../runtime/actions/types.js';
import { TrackStep } from '../../../runtime/engine/steps/track.js';
import { kitchenerLaid } from '../wsrc.js';

export default class Track1856 extends TrackStep {
  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    kitchenerLaid(this.game, action.hex);
    super.process_lay_tile(action);
  }
}
