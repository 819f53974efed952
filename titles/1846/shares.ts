/** 1846's share arithmetic for issues and redemptions, over the game's read-only view. */
import type { GameView } from '../../runtime/sdk.js';

/** How many shares a corporation may issue: players' shares less the market's, and what it holds. */
export function issuableCount(game: GameView, sym: string): number {
  const corp = game.corporation(sym);
  const players = corp.shares.filter((s) => game.kindOf(s.owner) === 'player').reduce((n, s) => n + s.percent / 10, 0);
  const market = corp.shares.filter((s) => s.owner === 'pool').length;
  const treasury = corp.shares.filter((s) => s.owner === sym).length;
  return Math.max(0, Math.min(treasury, players - market));
}

/** The price `steps` cells left or right of the corporation's price. */
export function priceAt(game: GameView, sym: string, direction: 'left' | 'right', steps = 1): number {
  let at = game.corporation(sym).sharePrice!;
  for (let i = 0; i < steps; i++) at = game.market.step(at, direction);
  return game.market.price(at);
}
