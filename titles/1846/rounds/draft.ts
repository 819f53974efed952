/**
 * 1846's opening Draft Round: players choose companies in reverse seat order, over and over,
 * until the deck is gone (steps/draft_distribution.ts); then the seating turns back so the
 * first seat starts the first stock round.
 */
import { type Game, reorderPlayers, Round } from '../../../runtime/sdk.js';

export default class DraftRound extends Round {
  static override startingEntities(game: Game): string[] {
    return game.state.players.map((p) => p.id).reverse();
  }

  name(): string {
    return 'Draft Round';
  }

  override finish(): void {
    reorderPlayers(this.game);
  }
}
