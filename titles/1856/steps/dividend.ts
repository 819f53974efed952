/**
 * 1856's dividends: a corporation that ran decides even when interest took its whole run (the
 * reference asks whenever there are routes); its market certificates pay it, its IPO ones never
 * (incremental or not); the CGR withholds until it has owned a permanent train.
 */
import { DividendStep, run, POOL, type GameView } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { nationalBoughtPermanent } from '../national.js';

const DIVIDEND: readonly string[] = ['dividend'];

export default class Dividend1856 extends DividendStep {
  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity)) return [];
    if (entity === CGR && !nationalBoughtPermanent(this.game.view as unknown as GameView<Types>)) return [];
    return this.round.get(run).routes.length > 0 ? DIVIDEND : [];
  }

  protected override treasuryHolder(): string {
    return POOL;
  }
}
