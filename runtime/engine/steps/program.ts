/**
 * Programmed actions ("auto-pass", "buy until floated"): a player registers a standing order.
 * Recordings carry the actions a program produced as `auto_actions`, so replaying only needs to
 * remember which programs are enabled.
 */
import type { Action } from '../../actions/types.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, NO_LEGAL_ACTIONS, Step } from '../step.js';

const PROGRAM_TYPES: readonly string[] = ['program_buy_shares', 'program_share_pass', 'program_merger_pass', 'program_disable'];

export class ProgramStep extends Step {
  description(): string {
    return 'Program actions';
  }

  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'player' ? PROGRAM_TYPES : NO_ACTIONS;
  }

  override blocks(): boolean {
    return false;
  }

  override skip(): void {}

  /** Standing orders are not game moves: nothing to list. */
  override legalActions(): readonly LegalAction[] {
    return NO_LEGAL_ACTIONS;
  }

  private enable(action: Action): void {
    const programs = (this.game.state.programs[String(action.entity)] ??= []);
    programs.pop();
    programs.push(action.type);
  }

  process_program_buy_shares(action: Action): void {
    this.enable(action);
  }

  process_program_share_pass(action: Action): void {
    this.enable(action);
  }

  process_program_merger_pass(action: Action): void {
    this.enable(action);
  }

  process_program_disable(action: Action): void {
    this.game.state.programs[String(action.entity)]?.pop();
  }
}
