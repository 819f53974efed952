/**
 * 1867's home token: a corporation that has just been bid for or parred places its home token
 * in one of the cities it may take (homes.ts) before anything else; the choice is made by the
 * player whose turn it is (the one who started it).
 */
import { HomeTokenStep } from '../../../runtime/sdk.js';

export default class HomeToken1867 extends HomeTokenStep {
  override activeEntities(): string[] {
    const player = this.round.entities[this.round.entityIndex];
    return player === undefined ? [] : [player];
  }

  /** It waits while a token is pending, whoever is named as acting. */
  override blocking(): boolean {
    return this.active();
  }
}
