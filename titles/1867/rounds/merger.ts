/**
 * 1867's merger round: the minors take turns (in operating order) to convert into a major, merge
 * with others into one, or pass (steps/merge.ts and the steps around it). A turn that made a
 * major ends once its shares are dealt.
 */
import { type Action, type Game, MergerRound } from '../../../runtime/sdk.js';
import { converted } from '../vars.js';

export default class Merger1867 extends MergerRound {
  static override candidates(game: Game): string[] {
    return game.corporations.filter((c) => game.operatorType(c.sym) === 'minor').map((c) => c.sym);
  }

  protected override afterProcess(action: Action): void {
    if (action.type !== 'message' && action.type !== 'log' && !this.activeStep() && this.has(converted)) this.set(converted, null);
    super.afterProcess(action);
  }
}
