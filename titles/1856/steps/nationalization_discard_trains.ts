/**
 * The CGR's trains after its formation (the reference's NationalizationDiscardTrains): it may
 * hand back trains that will rust, and permanent ones while it has more than three, and must
 * while it has more than three trains; done, it owns three at most from then on.
 */
import { check, legalBase, passLegal, reclaimTrain, Step, type Action, type GameView, type LegalAction } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { discardPending, permanent } from '../national.js';

const MOST_TRAINS = 3;

export default class NationalizationDiscardTrains extends Step {
  description(): string {
    return `${CGR} Formation: Discard Trains`;
  }

  private pending(): boolean {
    return (this.game.view as unknown as GameView<Types>).get(discardPending);
  }

  /** The trains it may hand back: those that rust, and its permanent ones while it has more than three of them. */
  discardable(): string[] {
    const trains = this.game.corporation(CGR).trains;
    const lasting = trains.filter((id) => permanent(this.game, this.game.train(id).type));
    return [...trains.filter((id) => !lasting.includes(id)), ...(lasting.length > MOST_TRAINS ? lasting : [])];
  }

  private canDiscard(): boolean {
    return this.pending() && this.discardable().length > 0;
  }

  override active(): boolean {
    return this.canDiscard();
  }

  override activeEntities(): string[] {
    return this.canDiscard() ? [CGR] : [];
  }

  override actions(entity: string): readonly string[] {
    if (entity !== CGR || !this.canDiscard()) return [];
    return this.game.corporation(CGR).trains.length > MOST_TRAINS ? ['discard_train'] : ['discard_train', 'pass'];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const out: LegalAction[] = [];
    // The engine's discard offer (the trains it may hand back), which the play panel draws as buttons.
    if (types.includes('discard_train')) out.push({ type: 'discard_train', ...legalBase(this.game, entity), trains: this.discardable() });
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  override skip(): void {}

  private done(): void {
    this.game.effects.set(discardPending, false);
  }

  process_discard_train(action: Action): void {
    const id = String((action as unknown as { train: string }).train);
    check(this.discardable().includes(id), 'train/cannot_discard', `${CGR} cannot discard ${id}`, { action, entity: id });
    reclaimTrain(this.game, this.game.train(id));
    this.game.log.emit('train_discarded', { operator: CGR, train: id, name: this.game.train(id).name });
    if (!this.canDiscard()) this.done();
  }

  override process_pass(): void {
    this.done();
  }
}
