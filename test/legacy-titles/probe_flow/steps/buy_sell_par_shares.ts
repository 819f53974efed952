/**
 * The title's stock step, replacing the engine's of the same name: as the engine's, except that
 * in the first stock round a player may only par (no certificate is bought from the IPO or the
 * market).
 */
import type { ActionOf } from '../../../runtime/actions/types.js';
import { check } from '../../../runtime/core/errors.js';
import { BuySellParSharesStep } from '../../../runtime/engine/steps/buy-sell-par-shares.js';

export default class FirstRoundParOnly extends BuySellParSharesStep {
  override process_buy_shares(action: ActionOf<'buy_shares'>): void {
    check(this.game.state.turn > 1, 'share/first_round', 'shares are only parred in the first stock round', { action, entity: String(action.entity) });
    super.process_buy_shares(action);
  }
}
