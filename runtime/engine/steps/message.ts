/** Chat messages: any player, at any time, changing nothing in the game. */
import type { ActionOf } from '../../actions/types.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, NO_LEGAL_ACTIONS, Step } from '../step.js';

const MESSAGE_ACTIONS: readonly string[] = ['message', 'log'];

export class MessageStep extends Step {
  description(): string {
    return 'Message';
  }

  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'player' ? MESSAGE_ACTIONS : NO_ACTIONS;
  }

  override blocks(): boolean {
    return this.game.finished;
  }

  override skip(): void {}

  override pass(): void {}

  override unpass(): void {}

  /** Chat is not a game move: nothing to list. */
  override legalActions(): readonly LegalAction[] {
    return NO_LEGAL_ACTIONS;
  }

  process_message(_action: ActionOf<'message'>): void {}

  process_log(_action: ActionOf<'log'>): void {}
}
