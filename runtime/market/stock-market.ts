/**
 * The stock market of a title: its cells, which of them are par prices, and how a share price
 * moves (grid, linear and zigzag markets move differently). Pure geometry over the compiled
 * market; where each corporation stands is game state.
 */
import type { MarketCell, MarketCellType, MarketDefinition } from '../title/definition.js';
import type { MarketCoordinates } from '../state/types.js';

export type Direction = 'up' | 'down' | 'left' | 'right';

const PAR_TYPES: ReadonlySet<MarketCellType> = new Set(['par', 'par_overlap', 'par_1', 'par_2', 'par_3']);
/** Cell types whose shares do not count toward the certificate limit. */
const NO_LIMIT_TYPES: ReadonlySet<MarketCellType> = new Set(['multiple_buy', 'unlimited', 'no_cert_limit']);

export interface ParPrice {
  readonly price: number;
  readonly coordinates: MarketCoordinates;
  /** As actions name it: `"<price>,<row>,<column>"`. */
  readonly id: string;
}

/** One market per compiled definition: it holds nothing of a game's, so games share it. */
const markets = new WeakMap<MarketDefinition, StockMarket>();

export class StockMarket {
  /** The market of a definition, made once (its par list sorted once, not per game). */
  static of(definition: MarketDefinition): StockMarket {
    let market = markets.get(definition);
    if (!market) markets.set(definition, (market = new StockMarket(definition)));
    return market;
  }

  readonly rows: readonly (readonly (MarketCell | null)[])[];
  /** Par cells, highest price first (ties: further right, then lower row first). */
  readonly parPrices: readonly ParPrice[];
  readonly hasCloseCell: boolean;
  private readonly shape: MarketDefinition['shape'];

  constructor(definition: MarketDefinition) {
    this.rows = definition.rows;
    this.shape = definition.shape;
    const pars: ParPrice[] = [];
    let close = false;
    definition.rows.forEach((row, r) =>
      row.forEach((cell, c) => {
        if (!cell) return;
        if (cell.types[0] && PAR_TYPES.has(cell.types[0])) pars.push({ price: cell.price, coordinates: [r, c], id: `${cell.price},${r},${c}` });
        if (cell.types[0] === 'close') close = true;
      }),
    );
    pars.sort((a, b) => b.price - a.price || b.coordinates[1] - a.coordinates[1] || b.coordinates[0] - a.coordinates[0]);
    this.parPrices = pars;
    this.hasCloseCell = close;
  }

  cell(at: MarketCoordinates): MarketCell | null {
    const [r, c] = at;
    if (r < 0 || c < 0) return null;
    return this.rows[r]?.[c] ?? null;
  }

  price(at: MarketCoordinates): number {
    return this.cell(at)?.price ?? 0;
  }

  /** The behaviour-driving type of a cell: the first letter written. */
  type(at: MarketCoordinates): MarketCellType | undefined {
    return this.cell(at)?.types[0];
  }

  countsForLimit(at: MarketCoordinates | null): boolean {
    if (!at) return true;
    const type = this.type(at);
    return !(type && NO_LIMIT_TYPES.has(type));
  }

  buyMultiple(at: MarketCoordinates | null): boolean {
    return at !== null && this.type(at) === 'multiple_buy';
  }

  /** Holding above the corporation's ownership limit is allowed in these cells. */
  unlimitedHolding(at: MarketCoordinates | null): boolean {
    const type = at ? this.type(at) : undefined;
    return type === 'multiple_buy' || type === 'unlimited';
  }

  isEndgame(at: MarketCoordinates): boolean {
    return this.type(at) === 'endgame';
  }

  parById(id: string): ParPrice | undefined {
    return this.parPrices.find((p) => p.id === id);
  }

  /** Where one step in a direction leads (staying put at an edge). */
  step(at: MarketCoordinates, direction: Direction): MarketCoordinates {
    if (this.shape === 'zigzag') return this.zigzag(at, direction);
    if (this.rows.length === 1 || this.shape === 'linear') return this.linear(at, direction);
    return this.grid(at, direction);
  }

  private grid(at: MarketCoordinates, direction: Direction): MarketCoordinates {
    const [r, c] = at;
    switch (direction) {
      case 'left':
        return c > 0 && this.cell([r, c - 1]) ? [r, c - 1] : this.grid(at, 'down');
      case 'right':
        return c + 1 >= this.rows[r].length ? this.grid(at, 'up') : [r, c + 1];
      case 'down':
        return r + 1 < this.rows.length ? [r + 1, c] : [r, c];
      case 'up':
        return r - 1 >= 0 ? [r - 1, c] : [r, c];
    }
  }

  private linear(at: MarketCoordinates, direction: Direction): MarketCoordinates {
    const [r, c] = at;
    if (direction === 'left' || direction === 'down') return [r, c - 1 >= 0 ? c - 1 : c];
    return [r, c + 1 < this.rows[r].length ? c + 1 : c];
  }

  private zigzag(at: MarketCoordinates, direction: Direction): MarketCoordinates {
    const [r, c] = at;
    const size = this.rows[r].length;
    switch (direction) {
      case 'left':
        return [r, c - 2 >= 0 ? c - 2 : c];
      case 'right':
        return [r, c + 2 < size ? c + 2 : c];
      case 'down':
        return [r, c > 0 ? c - 1 : c];
      case 'up':
        return [r, c + 1 < size ? c + 1 : c];
    }
  }
}
