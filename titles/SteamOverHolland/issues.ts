/**
 * Share issues in Steam Over Holland, shared by the issue step and the train purchase (where a
 * corporation short of a train must issue before its president pays in): a corporation may issue
 * once an operating round — no more shares than players hold, and no more than the market
 * (five shares) has room for — at the current price, which moves one step fewer than the shares
 * issued (the market's ledges applying as to any sale by others than the president); it may
 * redeem shares from the market at the current price unless it issued this round.
 */
import { bundleNumShares, depotTrains, ledgeDrops, minDepotPrice, moveSharePrice, numSharesOf, POOL, roundVar, sellShares, shareUnit, trainVariants, type Bundle, type Game } from '../../runtime/sdk.js';
import type { Types } from '../../generated/titles/SteamOverHolland/types.js';

/** Corporations that issued shares this operating round. */
export const issuedShares = roundVar('issued_shares', (): string[] => []);

export function hasIssued(game: Game, sym: string): boolean {
  return game.round.has(issuedShares) && game.round.get(issuedShares).includes(sym);
}

/** Players' shares of a corporation, counted in shares. */
function playerShares(game: Game, sym: string): number {
  const unit = shareUnit(game, sym);
  let percent = 0;
  for (const share of game.corporation(sym).shares) if (game.kindOf(share.owner) === 'player') percent += share.percent;
  return Math.floor(percent / unit);
}

/** How many treasury shares the corporation may issue now. */
export function issuableCount(game: Game, sym: string): number {
  if (hasIssued(game, sym)) return 0;
  const treasury = numSharesOf(game, sym, sym);
  return Math.min(treasury, playerShares(game, sym), 5 - numSharesOf(game, POOL, sym));
}

const WERKSPOOR: Types['company'] = 'W';

/** The cheapest train its owner may buy from the depot: 10% off with Werkspoor. */
export function minTrainPrice(game: Game, sym: string): number {
  const price = minDepotPrice(game);
  return game.company(WERKSPOOR).owner === sym ? price * 0.9 : price;
}

/** Shares a corporation may issue in an emergency: as many as may be issued, while it cannot pay the cheapest train. */
export function emergencyIssuableCount(game: Game, sym: string): number {
  if (game.operator(sym).cash >= minTrainPrice(game, sym)) return 0;
  return issuableCount(game, sym);
}

/** A corporation issues a bundle of its treasury shares to the market at the current price. */
export function issue(game: Game, bundle: Bundle): void {
  const corp = game.corporation(bundle.corporation);
  const drops = ledgeDrops(game, corp, bundleNumShares(game, bundle) - 1, false);
  sellShares(game, bundle);
  for (let i = 0; i < drops; i++) moveSharePrice(game, corp, 'left');
  if (game.round.has(issuedShares)) game.round.get(issuedShares).push(corp.sym);
}

/** Whether the depot has a train for sale at all (what `minTrainPrice` prices). */
export function depotHasTrains(game: Game): boolean {
  return depotTrains(game).some((t) => trainVariants(game, t).length > 0);
}
