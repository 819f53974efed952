/** Steam Over Holland: a corporation places no station token in its first operating turn. */
import { TokenStep } from '../../../runtime/sdk.js';

export default class Token extends TokenStep {
  override canPlaceToken(entity: string): boolean {
    return this.game.operator(entity).operatingHistory.length > 0 && super.canPlaceToken(entity);
  }
}
