/** 18EU: an operator owning a Pullman may hand it back to the depot (or pass) after its dividend. */
import { type ActionOf, check, passLegal, reclaimTrain, Step, type LegalAction } from '../../../runtime/sdk.js';
import { PULLMAN } from '../pullman.js';

export default class OptionalDiscardTrain extends Step {
  description(): string {
    return 'Discard Pullman';
  }

  private pullmans(sym: string): string[] {
    return this.game.isOperator(sym) ? this.game.operator(sym).trains.filter((id) => this.game.train(id).name === PULLMAN) : [];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() && this.pullmans(entity).length > 0 ? ['discard_train', 'pass'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (this.actions(entity).length === 0) return [];
    return [{ type: 'discard_train', entity, entityType: this.game.kindOf(entity) === 'minor' ? 'minor' : 'corporation', trains: this.pullmans(entity) }, passLegal(this.game, entity)];
  }

  process_discard_train(action: ActionOf<'discard_train'>): void {
    const sym = String(action.entity);
    check(this.pullmans(sym).includes(action.train), 'train/not_pullman', `${sym} may discard only a Pullman here`, { action, entity: action.train });
    reclaimTrain(this.game, this.game.train(action.train));
    this.game.log.emit('train_discarded', { operator: sym, train: action.train, name: PULLMAN });
  }
}
