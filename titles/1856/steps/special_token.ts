/**
 * 1856's company tokens: the Waterloo & Saugeen's free token on Kitchener, placed by its owning
 * corporation in its own turn once its track is laid and before its interest is paid; using it
 * marks the company to close at the end of the round (wsrc.ts).
 */
import { type ActionOf, SpecialTokenStep, loanTurnOf, stepPassed } from '../../../runtime/sdk.js';
import { wsrcUse } from '../wsrc.js';

export default class SpecialToken1856 extends SpecialTokenStep {
  override actions(entity: string): readonly string[] {
    if (this.game.kindOf(entity) === 'company') {
      const owner = this.game.company(entity).owner;
      if (!owner || !this.game.isOperator(owner)) return [];
      const afterTrack = owner === this.round.state.currentOperator && stepPassed(this.game, 'track');
      if (!afterTrack || loanTurnOf(this.game, owner).interestPaid) return [];
    }
    return super.actions(entity);
  }

  override process_place_token(action: ActionOf<'place_token'>): void {
    super.process_place_token(action);
    wsrcUse(this.game);
  }
}
