/**
 * Share prices on the market: parring a corporation, moving it a step, and the rules that
 * move prices when shares are sold or a corporation is sold out.
 */
import type { Direction } from '../../market/stock-market.js';
import type { CorporationState, MarketCoordinates } from '../../state/types.js';
import type { Game } from '../contract.js';
import { bundleNumShares, soldOutPercent, type Bundle } from './holdings.js';

function enterCell(game: Game, corp: CorporationState, at: MarketCoordinates): void {
  corp.sharePrice = [at[0], at[1]];
  corp.priceSeq = ++game.state.seq;
}

export function setPar(game: Game, corp: CorporationState, at: MarketCoordinates): void {
  corp.parPrice = [at[0], at[1]];
  corp.capitalization ??= game.state.overrides.capitalization ?? game.rules.capitalization;
  enterCell(game, corp, at);
}

/** Moves a share price one step; a corporation already at the edge stays where it is. */
export function moveSharePrice(game: Game, corp: CorporationState, direction: Direction): void {
  if (!corp.sharePrice) return;
  const to = game.hooks.sharePriceStep?.(corp.sym, corp.sharePrice, direction, game.view) ?? game.market.step(corp.sharePrice, direction);
  const cell = game.market.cell(to);
  if (!cell) return;
  if (to[0] === corp.sharePrice[0] && to[1] === corp.sharePrice[1]) return;
  if (cell.types[0] === 'liquidation') return;
  const allowed = game.hooks.canMoveSharePrice?.(corp.sym, cell, game.view);
  if (typeof allowed === 'string') game.log.emit('note', { text: allowed });
  if (allowed === false || typeof allowed === 'string') return;
  const from = game.market.price(corp.sharePrice);
  enterCell(game, corp, to);
  game.log.emit('share_price_moved', { corporation: corp.sym, from, to: cell.price });
}

export function soldOut(game: Game, corp: CorporationState): boolean {
  return soldOutPercent(game, corp.sym) === 100;
}

/** The price drop a sale causes, by the title's `sell_movement`. */
/**
 * How many steps a sale moves the price, given the steps it would: a ledge (the cell the price
 * stands in) changes a sale by anyone but the president — `ignore_sale_unless_president` no
 * step, `max_one_drop_unless_president` one, `max_two_drops_unless_president` two (one where it
 * would be one). Exported for a title's own sales (an issue moving one step fewer).
 */
export function ledgeDrops(game: Game, corp: CorporationState, drops: number, byPresident: boolean): number {
  if (byPresident || !corp.sharePrice) return drops;
  switch (game.market.type(corp.sharePrice)) {
    case 'ignore_sale_unless_president':
      return 0;
    case 'max_one_drop_unless_president':
      return 1;
    case 'max_two_drops_unless_president':
      return drops === 1 ? 1 : 2;
    default:
      return drops;
  }
}

export function moveForSale(game: Game, corp: CorporationState, bundle: Bundle, wasPresident: boolean): void {
  const shares = bundleNumShares(game, bundle);
  const repeat = (n: number, direction: Direction) => {
    for (let i = 0; i < n; i++) moveSharePrice(game, corp, direction);
  };
  switch (game.rules.sellMovement) {
    case 'down_share':
      return repeat(ledgeDrops(game, corp, shares, wasPresident), 'down');
    case 'down_per_10':
      return repeat(Math.trunc(bundle.percent / 10), 'down');
    case 'down_block':
      return repeat(1, 'down');
    case 'left_share':
      return repeat(ledgeDrops(game, corp, shares, wasPresident), 'left');
    case 'left_share_pres':
      return repeat(wasPresident ? shares : 0, 'left');
    case 'left_block':
      return repeat(1, 'left');
    case 'down_block_pres':
      return repeat(wasPresident ? 1 : 0, 'down');
    case 'left_block_pres':
      return repeat(wasPresident ? 1 : 0, 'left');
    case 'left_per_10_if_pres_else_left_one':
      return repeat(wasPresident ? Math.round(bundle.percent / 10) : 1, 'left');
    case 'none':
      return;
  }
}
