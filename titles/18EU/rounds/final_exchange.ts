/**
 * 18EU's Minor Company Final Exchange round, before the stock round after the first 5-train: in
 * turn from the player whose operator bought it, each player exchanges a minor (one a turn) or
 * passes, giving up every minor left; it ends when every player has passed or no minor is left.
 * The stock round follows with the seating as it was.
 */
import { Round, type Game } from '../../../runtime/sdk.js';
import { exchangePriority, minorExchange } from '../vars.js';

export default class FinalExchange extends Round {
  static override startingEntities(game: Game): string[] {
    return game.state.players.filter((p) => !p.bankrupt).map((p) => p.id);
  }

  name(): string {
    return 'Minor Company Final Exchange Round';
  }

  override setup(): void {
    const priority = this.game.view.get(exchangePriority);
    const at = priority === null ? -1 : this.entities.indexOf(priority);
    this.entityIndex = Math.max(0, at);
    this.game.effects.set(minorExchange, 'in_progress');
    this.startEntity();
  }

  protected override afterProcess(): void {
    if (this.activeStep()) return;
    this.nextEntity();
  }

  override finished(): boolean {
    return this.game.finished || this.entities.every((id) => this.game.player(id).passed) || this.game.minors.every((m) => m.closed) || this.game.view.get(minorExchange) === 'done';
  }

  override nextEntity(): void {
    if (this.finished()) {
      this.game.effects.set(minorExchange, 'done');
      this.entityIndex = 0;
      return;
    }
    this.nextEntityIndex();
    this.startEntity();
  }

  private startEntity(): void {
    for (const step of this.steps) step.unpass();
    for (const step of this.steps) step.setup();
    this.clearCache();
    this.skipSteps();
    this.clearCache();
    if (!this.activeStep()) this.nextEntity();
  }
}
