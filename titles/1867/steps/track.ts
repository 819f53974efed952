/**
 * 1867's track: as the engine's (two lays, the second $20 and not on the same hex), and the
 * Montreal gray tile gives the CN a token there if its Montreal reservation is still open.
 */
import { type ActionOf, TrackStep } from '../../../runtime/sdk.js';
import { placeNationalReservedToken } from '../national.js';
import { MONTREAL_GRAY } from '../names.js';
import { borrowFor, fullBuyingPower } from '../loans.js';

export default class Track1867 extends TrackStep {
  /** Loans are taken as a lay needs them. */
  protected override raiseCash(payer: string, cost: number): void {
    borrowFor(this.game, payer, cost);
  }

  protected override spendable(payer: string): number {
    return fullBuyingPower(this.game.view, payer);
  }

  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    super.process_lay_tile(action);
    if (action.tile.slice(0, action.tile.lastIndexOf('-')) === MONTREAL_GRAY) placeNationalReservedToken(this.game, action.hex);
  }
}
