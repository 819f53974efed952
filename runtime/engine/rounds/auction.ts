/**
 * The initial round in which the privates are sold: its steps (a pending par for a company that
 * comes with a president's share, then the title's auction) decide everything; the round ends
 * when no step has anything left to do.
 */
import type { Game } from '../game.js';
import { registerRoundKind, Round, startRound } from '../round.js';

export class AuctionRound extends Round {
  name(): string {
    return 'Auction Round';
  }
}

registerRoundKind('auction', (game) => new AuctionRound(game));

export function startAuctionRound(game: Game): Round {
  const style = game.title.auction.style;
  const auctionStep = typeof style === 'object' ? style.step : 'waterfall_auction';
  return startRound(game, 'auction', 1, [{ step: 'company_pending_par' }, { step: auctionStep }], game.state.players.map((p) => p.id));
}
