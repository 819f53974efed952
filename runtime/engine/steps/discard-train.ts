/** An operator over its train limit (after a phase change) hands trains back to the depot. */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { legalBase } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { Step } from '../step.js';
import { anyCrowded, crowdedOperators, reclaimTrain } from '../trains.js';

export class DiscardTrainStep extends Step {
  description(): string {
    return 'Discard Trains';
  }

  override actions(entity: string): readonly string[] {
    return crowdedOperators(this.game).includes(entity) ? ['discard_train'] : [];
  }

  override activeEntities(): string[] {
    return crowdedOperators(this.game).slice(0, 1);
  }

  override active(): boolean {
    return anyCrowded(this.game);
  }

  /** Any of the operator's trains. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if (!(offered ?? this.actions(entity)).includes('discard_train')) return [];
    return [{ type: 'discard_train', ...legalBase(this.game, entity), trains: [...this.game.operator(entity).trains] }];
  }

  process_discard_train(action: ActionOf<'discard_train'>): void {
    const train = this.game.train(action.train);
    check(train.owner === String(action.entity), 'train/not_owned', `${this.game.nameOf(String(action.entity))} does not own train ${train.id}`, { action, entity: train.id });
    reclaimTrain(this.game, train);
    this.game.log.emit('train_discarded', { operator: String(action.entity), name: train.name });
  }
}
