/**
 * The CGR borrows a diesel while trainless, until it has owned a permanent train (the reference's
 * BorrowTrain): a depot diesel runs for it this turn and goes back to the depot once it has
 * bought trains (steps/buy_train.ts).
 */
import { buyTrain, check, depotTrains, listedLegal, passLegal, Step, type Action, type GameView, type LegalAction } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { borrowedTrains, nationalBoughtPermanent } from '../national.js';

const DIESEL: Types['train'] = 'D';
/** The diesel's names: '8' is its variant's. */
const BORROWABLE: readonly string[] = ['8', DIESEL];

export default class BorrowTrain extends Step {
  description(): string {
    return 'Borrow Train';
  }

  private get view(): GameView<Types> {
    return this.game.view as unknown as GameView<Types>;
  }

  borrowable(entity: string): string[] {
    if (entity !== CGR || nationalBoughtPermanent(this.view) || this.game.corporation(CGR).trains.length > 0) return [];
    const out: string[] = [];
    for (const type of BORROWABLE) {
      const train = depotTrains(this.game).find((t) => t.type === type);
      if (train && !out.includes(train.id)) out.push(train.id);
    }
    return out;
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() && this.borrowable(entity).length > 0 ? ['borrow_train', 'pass'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).length) return [];
    return [listedLegal(this.game, entity, 'borrow_train', this.borrowable(entity).map((train) => ({ train }))), passLegal(this.game, entity)];
  }

  process_borrow_train(action: Action): void {
    const entity = String(action.entity);
    const id = String((action as unknown as { train: string }).train);
    check(this.borrowable(entity).includes(id), 'train/cannot_borrow', `${entity} cannot borrow ${id}`, { action, entity: id });
    const train = this.game.train(id);
    buyTrain(this.game, entity, train, 'free');
    train.operated = false;
    this.game.effects.set(borrowedTrains, { ...this.view.get(borrowedTrains), [entity]: id });
    this.game.log.emit('note', { text: `${entity} borrows a ${train.name}` });
    this.pass();
  }
}
