/**
 * A title's stock market as compiled: its cells (a price and the kinds of cell it is, in the
 * order written) and the markets games of an optional rule play with instead. Part of the
 * title's definition (definition.ts re-exports these types).
 */
import type { MarketCellType, MarketShape } from './format.js';
// Its cell types and shapes are the schema's (format.ts); the shapes below are codegen's normalised form.
export type { MarketCellType, MarketShape };

export interface MarketCell {
  readonly price: number;
  /** In the order written; the first one drives behaviour, as in the reference. */
  readonly types: readonly MarketCellType[];
}

export interface MarketDefinition {
  readonly shape: MarketShape;
  /** Row-major; `null` where the grid has no cell. */
  readonly rows: readonly (readonly (MarketCell | null)[])[];
  /** Markets games of an optional rule play with instead (see `titleForOptions`). */
  readonly variants?: readonly MarketVariant[];
}

export interface MarketVariant {
  readonly optionalRule: string;
  readonly shape: MarketShape;
  readonly rows: readonly (readonly (MarketCell | null)[])[];
}
