/**
 * 1867's market lookups: cells by the types they carry (par prices for minors and majors, the
 * conversion range), dearest first, as the reference's `share_prices_with_types`.
 */
import type { Game, MarketCellType, MarketCoordinates } from '../../runtime/sdk.js';

export interface PricedCell {
  readonly price: number;
  readonly coordinates: MarketCoordinates;
}

/** Every cell carrying one of the types, dearest first. */
export function pricesWithTypes(game: Game, types: readonly MarketCellType[]): PricedCell[] {
  const out: PricedCell[] = [];
  game.market.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (cell && cell.types.some((t) => types.includes(t))) out.push({ price: cell.price, coordinates: [r, c] });
    }),
  );
  return out.sort((a, b) => b.price - a.price);
}

/** Whether a corporation's price stands in a cell carrying the type. */
export function inCellOf(game: Game, sym: string, type: MarketCellType): boolean {
  const at = game.corporation(sym).sharePrice;
  return at !== null && (game.market.cell(at)?.types.includes(type) ?? false);
}
