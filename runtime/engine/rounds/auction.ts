/**
 * The opening round in which the privates are sold: its steps (a pending par for a company that
 * comes with a president's share, then the title's auction) decide everything; the round ends
 * when no step has anything left to do, and the seating then rotates for the first stock round.
 */
import type { StepReference } from '../../title/definition.js';
import type { RoundTrait } from '../../title/vocabulary.js';
import type { Game } from '../contract.js';
import { auctionStepName, auctionSteps } from '../../title/defaults.js';
import { reorderPlayers } from '../order.js';
import { Round } from '../round.js';

export class AuctionRound extends Round {
  static override readonly traits: readonly RoundTrait[] = ['auction'];

  static override defaultSteps(game: Game): readonly StepReference[] {
    return auctionSteps(auctionStepName(game.title.auction.style));
  }

  name(): string {
    return 'Auction Round';
  }

  override finish(): void {
    reorderPlayers(this.game);
  }
}
