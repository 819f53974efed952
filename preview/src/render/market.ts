/**
 * The stock market: its grid of cells coloured by zone (par, no cert limit, unlimited, multiple
 * buy, close, end game, ...), a legend of the zones it has, and in a game the corporations'
 * markers stacked in their cells (earliest arrival on top, as they operate).
 */
import type { MarketCell, MarketCellType, MarketDefinition, TitleDefinition } from '../../../runtime/index.js';
import { contrastText } from './colors.js';
import type { MoneyFormat } from './decorations.js';
import type { EntityColors } from './nodes.js';
import { el, esc, num, text } from './svg.js';

/** Zone fill by the cell's first (behaviour-driving) type. */
export const ZONE_FILL: Readonly<Partial<Record<MarketCellType, string>>> = {
  par: '#f2a3a3',
  par_overlap: '#f2c0a3',
  par_1: '#e8a3f2',
  par_2: '#a3c8f2',
  par_3: '#a3f2c0',
  safe_par: '#f2d0d0',
  no_cert_limit: '#fde900',
  unlimited: '#f7a14a',
  multiple_buy: '#c9905c',
  close: '#3b3b3b',
  endgame: '#6fa8dc',
  liquidation: '#a0a0a0',
  acquisition: '#b4c7a0',
  repar: '#d9b3ff',
  ignore_one_sale: '#ffe0b3',
  ignore_two_sales: '#ffd08a',
  convert_range: '#b3e0ff',
  max_price: '#ffb3b3',
  max_price_1: '#ff9e9e',
  phase_limited: '#d6d6a3',
  type_limited: '#c2d6a3',
  pays_bonus: '#b3ffb3',
  pays_bonus_1: '#9ef59e',
  pays_bonus_2: '#8aeb8a',
  pays_bonus_3: '#75e075',
  pays_bonus_4: '#61d661',
  share_split: '#e0c2ff',
  only_president: '#ffc2e0',
};

const PLAIN_FILL = '#f4f1e8';

/** Readable names of zones a title does not describe in its `market_text`. */
const ZONE_NAMES: Readonly<Partial<Record<MarketCellType, string>>> = {
  par: 'Par value',
  no_cert_limit: 'Shares do not count toward the certificate limit',
  unlimited: 'Shares may be held above the ownership limit',
  multiple_buy: 'Several shares may be bought per turn',
  close: 'The corporation closes',
  endgame: 'End game trigger',
};

export const CELL_W = 46;
export const CELL_H = 40;

export interface Marker {
  readonly sym: string;
}

export interface MarketRenderOptions {
  readonly money?: MoneyFormat;
  readonly colors?: EntityColors;
  /** Corporations in each cell, keyed `row,column`, top of the stack first. */
  readonly markers?: ReadonlyMap<string, readonly Marker[]>;
}

function cellFill(cell: MarketCell): string {
  const type = cell.types[0];
  return (type && ZONE_FILL[type]) || PLAIN_FILL;
}

/** Cells as drawn: a zigzag market staggers alternate cells; others are a plain grid. */
function cellOrigin(market: MarketDefinition, row: number, col: number): [number, number] {
  if (market.shape === 'zigzag') return [(col * CELL_W) / 2, row * CELL_H * 1.5 + (col % 2 === 0 ? CELL_H / 2 : 0)];
  return [col * CELL_W, row * CELL_H];
}

export function marketSize(market: MarketDefinition): { width: number; height: number } {
  const cols = Math.max(0, ...market.rows.map((r) => r.length));
  if (market.shape === 'zigzag') return { width: ((cols + 1) * CELL_W) / 2, height: market.rows.length * CELL_H * 1.5 + CELL_H / 2 };
  return { width: cols * CELL_W, height: market.rows.length * CELL_H };
}

/**
 * A cell's markers, big enough to read (a disc of 22 units, its symbol at 9): two side by side;
 * more overlap from the left, the top of the stack (the first to operate) drawn last, whole.
 */
function markerStack(markers: readonly Marker[], x: number, y: number, colors: EntityColors | undefined): string {
  let out = '';
  const r = 11;
  const left = x + 1 + r;
  const right = x + CELL_W - 1 - r;
  const stepX = markers.length > 1 ? (right - left) / (markers.length - 1) : 0;
  const cy = y + CELL_H - r - 2;
  for (let i = markers.length - 1; i >= 0; i--) {
    const m = markers[i];
    const cx = markers.length === 1 ? x + CELL_W / 2 : left + (markers.length - 1 - i) * stepX;
    const c = colors?.[m.sym] ?? { fill: '#666', text: '#fff' };
    out += el(
      'g',
      { class: 'market-marker', 'data-marker': m.sym },
      el('circle', { cx, cy, r, fill: c.fill, stroke: '#000', 'stroke-width': 1 }) +
        text([cx, cy], m.sym, { 'font-size': m.sym.length > 3 ? 7 : m.sym.length > 2 ? 8.5 : 9.5, 'font-weight': 'bold', fill: c.text }) +
        el('title', {}, esc(markers.map((k) => k.sym).join(', '))),
    );
  }
  return out;
}

/** The market grid as an SVG document. */
export function renderMarket(definition: TitleDefinition, options: MarketRenderOptions = {}): string {
  const { market } = definition;
  const money = options.money ?? ((n: number) => String(n));
  const { width, height } = marketSize(market);
  let cells = '';
  market.rows.forEach((row, r) =>
    row.forEach((cell, c) => {
      if (!cell) return;
      const [x, y] = cellOrigin(market, r, c);
      const fill = cellFill(cell);
      const isPar = cell.types.some((t) => t === 'par' || t.startsWith('par_'));
      cells += el(
        'g',
        { class: 'market-cell', 'data-cell': `${r},${c}`, 'data-price': cell.price, 'data-types': cell.types.join(' ') || undefined },
        el('rect', { x: x + 1, y: y + 1, width: CELL_W - 2, height: CELL_H - 2, fill, stroke: isPar ? '#b00000' : '#666', 'stroke-width': isPar ? 2 : 0.8 }) +
          text([x + CELL_W / 2, y + 10], money(cell.price), { 'font-size': 10, fill: contrastText(fill), 'font-weight': isPar ? 'bold' : undefined }),
      );
    }),
  );
  const markers = renderMarketMarkers(definition, options.markers, options.colors);
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `-2 -2 ${num(width + 4)} ${num(height + 4)}`,
      width: num(width + 4),
      height: num(height + 4),
      class: 'market',
      'data-cells': market.rows.reduce((n, row) => n + row.filter(Boolean).length, 0),
      'font-family': 'Helvetica, Arial, sans-serif',
    },
    el('g', { class: 'cells' }, cells) + el('g', { class: 'markers' }, markers),
  );
}

/** The corporations' markers (the content of the market's `g.markers`). */
export function renderMarketMarkers(definition: TitleDefinition, markers: ReadonlyMap<string, readonly Marker[]> | undefined, colors: EntityColors | undefined): string {
  let out = '';
  if (!markers) return out;
  for (const [key, list] of markers) {
    const [r, c] = key.split(',').map(Number);
    if (!definition.market.rows[r]?.[c] || list.length === 0) continue;
    const [x, y] = cellOrigin(definition.market, r, c);
    out += markerStack(list, x, y, colors);
  }
  return out;
}

/** The zones the market uses, with the title's description of each, as an HTML list. */
export function renderMarketLegend(definition: TitleDefinition): string {
  const seen: MarketCellType[] = [];
  for (const row of definition.market.rows) for (const cell of row) if (cell?.types[0] && !seen.includes(cell.types[0])) seen.push(cell.types[0]);
  const items = seen.map((type) => {
    const fill = ZONE_FILL[type] ?? PLAIN_FILL;
    const name = definition.marketText[type] ?? ZONE_NAMES[type] ?? type.replace(/_/g, ' ');
    return `<li data-zone="${esc(type)}"><span class="swatch" style="background:${esc(fill)}"></span>${esc(name)}</li>`;
  });
  items.unshift(`<li data-zone="plain"><span class="swatch" style="background:${PLAIN_FILL}"></span>Plain cell</li>`);
  return `<ul class="legend">${items.join('')}</ul>`;
}
