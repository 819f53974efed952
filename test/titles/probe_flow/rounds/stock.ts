/** The title's stock round, replacing the engine's kind of the same name: it is called the Share Round. */
import { StockRound } from '../../../../runtime/sdk.js';

export default class ShareRound extends StockRound {
  override name(): string {
    return 'Share Round';
  }
}
