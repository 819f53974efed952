/**
 * 1846's operating round: as the engine's, except that while a player owns the Steamboat
 * Company nobody operates until its owner has moved or kept its bonus (steps/assign.ts); until
 * then the round counts as just started, for the Steamboat's `or_start` abilities. The
 * emergency-issue flag is reset for each operator. An action forfeits an open twin lay before it
 * is processed (twin_lays.ts).
 */
import { type Action, OperatingRound, type Game, type GameEffects } from '../../../runtime/sdk.js';
import { emergencyIssued } from '../vars.js';
import type Assign1846 from '../steps/assign.js';
import type BuyTrain1846 from '../steps/buy_train.js';
import { inReceivership } from '../receivership.js';
import { beforeTwinLayAction } from '../twin_lays.js';
import type { Types } from '../../../generated/titles/1846/types.js';

function bankruptcyLimitReached(game: Game): boolean {
  const solvent = game.state.players.filter((p) => !p.bankrupt).length;
  return game.rules.bankruptcyEndsGameAfter === 'one' ? solvent < game.state.players.length : solvent === 1;
}

export default class Operating1846 extends OperatingRound {
  private steamboatWait(): boolean {
    const step = this.steps.find((s) => s.name() === 'assign') as Assign1846 | undefined;
    return !!step && step.blockingForSteamboat();
  }

  protected override beginFirstOperator(): void {
    if (!this.steamboatWait()) super.beginFirstOperator();
  }

  override startOperating(): void {
    super.startOperating();
    if (this.has(emergencyIssued)) this.set(emergencyIssued, false);
  }

  /** A corporation in receivership needs no decisions: after its bankruptcy it buys a train, after its run it withholds. */
  protected override afterProcess(action: Action): void {
    const entity = this.entities[this.entityIndex];
    if (entity !== undefined && inReceivership(this.game, entity) && action.entity === entity) {
      if (action.type === 'bankrupt' && !bankruptcyLimitReached(this.game)) (this.steps.find((s) => s.name() === 'buy_train') as BuyTrain1846 | undefined)?.receivershipTrain(entity);
      if (action.type === 'run_routes') this.process({ type: 'dividend', entity, entity_type: 'corporation', kind: 'withhold' } as Action);
    }
    super.afterProcess(action);
  }

  override process(action: Action): void {
    // An open twin lay is forfeited before another entity's action looks for its step (twin_lays.ts).
    beforeTwinLayAction(action, this.game.effects as GameEffects<Types>);
    super.process(action);
    if (this.state.currentOperator === null && this.steamboatWait()) this.state.atStart = true;
  }
}
