/**
 * A title's stock market as compiled: its cells (a price and the kinds of cell it is, in the
 * order written) and the markets games of an optional rule play with instead. Part of the
 * title's definition (definition.ts re-exports these types).
 */

export type MarketCellType =
  | 'par'
  | 'endgame'
  | 'close'
  | 'multiple_buy'
  | 'unlimited'
  | 'no_cert_limit'
  | 'liquidation'
  | 'acquisition'
  | 'repar'
  | 'ignore_one_sale'
  | 'ignore_two_sales'
  | 'safe_par'
  | 'par_overlap'
  | 'par_1'
  | 'par_2'
  | 'par_3'
  | 'convert_range'
  | 'max_price'
  | 'max_price_1'
  | 'phase_limited'
  | 'type_limited'
  | 'pays_bonus'
  | 'pays_bonus_1'
  | 'pays_bonus_2'
  | 'pays_bonus_3'
  | 'pays_bonus_4'
  | 'share_split'
  | 'only_president'
  // Ledges: a sale by anyone but the president moves the price no step, one, or two.
  | 'ignore_sale_unless_president'
  | 'max_one_drop_unless_president'
  | 'max_two_drops_unless_president';

export interface MarketCell {
  readonly price: number;
  /** In the order written; the first one drives behaviour, as in the reference. */
  readonly types: readonly MarketCellType[];
}

export interface MarketDefinition {
  readonly shape: 'grid' | 'linear' | 'zigzag';
  /** Row-major; `null` where the grid has no cell. */
  readonly rows: readonly (readonly (MarketCell | null)[])[];
  /** Markets games of an optional rule play with instead (see `titleForOptions`). */
  readonly variants?: readonly MarketVariant[];
}

export interface MarketVariant {
  readonly optionalRule: string;
  readonly shape: 'grid' | 'linear' | 'zigzag';
  readonly rows: readonly (readonly (MarketCell | null)[])[];
}
