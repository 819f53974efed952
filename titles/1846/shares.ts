/** 1846's share arithmetic for issues and redemptions, over the game's read-only view. */
import type { GameView } from '../../runtime/sdk.js';

/** How many shares a corporation may issue: players' shares less the market's, and what it holds. */
export function issuableCount(game: GameView, sym: string): number {
  // One pass over the shares: the buying power hook asks this whenever a lay or a train is weighed.
  let players = 0;
  let market = 0;
  let treasury = 0;
  for (const share of game.corporation(sym).shares) {
    if (share.owner === 'pool') market++;
    else if (share.owner === sym) treasury++;
    else if (game.kindOf(share.owner) === 'player') players += share.percent / 10;
  }
  return Math.max(0, Math.min(treasury, players - market));
}

/** The price `steps` cells left or right of the corporation's price. */
export function priceAt(game: GameView, sym: string, direction: 'left' | 'right', steps = 1): number {
  let at = game.corporation(sym).sharePrice!;
  for (let i = 0; i < steps; i++) at = game.market.step(at, direction);
  return game.market.price(at);
}
