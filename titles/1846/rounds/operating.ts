/**
 * 1846's operating round: as the engine's, except that while a player owns the Steamboat
 * Company nobody operates until its owner has moved or kept its bonus (steps/assign.ts); until
 * then the round counts as just started, for the Steamboat's `or_start` abilities. The
 * emergency-issue flag is reset for each operator.
 */
import type { Action } from '../../../runtime/actions/types.js';
import { OperatingRound } from '../../../runtime/engine/rounds/operating.js';
import { emergencyIssued } from '../vars.js';
import type Assign1846 from '../steps/assign.js';

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

  override process(action: Action): void {
    super.process(action);
    if (this.state.currentOperator === null && this.steamboatWait()) this.state.atStart = true;
  }
}
