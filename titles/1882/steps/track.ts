/** 1882's track: as the engine's, with the rebellion hexes' $20 for yellow track (rebellion.ts). */
import { splitTileId, TrackStep, type ActionOf } from '../../../runtime/sdk.js';
import { rebellionTrackBonus } from '../rebellion.js';

export default class Track1882 extends TrackStep {
  protected override layTile(action: ActionOf<'lay_tile'>): void {
    super.layTile(action);
    rebellionTrackBonus(this.game, String(action.entity), action.hex, splitTileId(action.tile).name);
  }
}
