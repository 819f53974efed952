/** 1846's track and token step: the engine's, idle for a corporation in receivership. */
import { TrackAndTokenStep } from '../../../runtime/sdk.js';
import { inReceivership } from '../receivership.js';

// Idle by its two questions rather than by `actions`: the engine's step then answers "anything
// to do?" and "may it lay?" without the token question's walk of the corporation's track.
export default class TrackAndToken1846 extends TrackAndTokenStep {
  override canLayTile(entity: string): boolean {
    return !inReceivership(this.game, entity) && super.canLayTile(entity);
  }

  override canPlaceToken(entity: string): boolean {
    return !inReceivership(this.game, entity) && super.canPlaceToken(entity);
  }
}
