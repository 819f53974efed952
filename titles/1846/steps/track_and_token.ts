/** 1846's track and token step: the engine's, idle for a corporation in receivership. */
import { TrackAndTokenStep } from '../../../runtime/sdk.js';
import { inReceivership } from '../receivership.js';

export default class TrackAndToken1846 extends TrackAndTokenStep {
  override actions(entity: string): readonly string[] {
    return inReceivership(this.game, entity) ? [] : super.actions(entity);
  }
}
