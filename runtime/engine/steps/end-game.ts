/** Ending the game by agreement (`end_game`), open to anyone but a company at any time. */
import type { ActionOf } from '../../actions/types.js';
import { endGame } from '../end.js';
import { plainLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';

const END_GAME: readonly string[] = ['end_game'];

export class EndGameStep extends Step {
  description(): string {
    return 'End the game';
  }

  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'company' ? NO_ACTIONS : END_GAME;
  }

  override blocks(): boolean {
    return false;
  }

  /** Listed for the players, and for an operator only while it acts (the engine takes it from any, but listing every operator says nothing). */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).length) return [];
    const listed = this.game.kindOf(entity) === 'player' || this.round.activeEntities().includes(entity);
    return listed ? [plainLegal(this.game, entity, 'end_game')] : [];
  }

  process_end_game(_action: ActionOf<'end_game'>): void {
    endGame(this.game, 'manually_ended');
  }
}
