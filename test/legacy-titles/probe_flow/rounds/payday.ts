/**
 * A round kind of the title's own with no decisions: every player collects 10 as it starts, and
 * it is over at once. It sits in the cycle between the operating and the stock round.
 */
import type { Game } from '../../../runtime/engine/game.js';
import { Round } from '../../../runtime/engine/round.js';

export default class PaydayRound extends Round {
  static override startingEntities(_game: Game): string[] {
    return [];
  }

  name(): string {
    return 'Payday';
  }

  override setup(): void {
    for (const player of this.game.state.players) this.game.effects.pay('bank', player.id, 10);
  }
}
