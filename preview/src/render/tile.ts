/**
 * One hex drawn whole: colour, track, cities with their tokens, towns, revenues, labels, terrain,
 * borders and names, in the hex's own frame (centre at 0,0). The map and the tiles page place
 * these; the golden-file test renders them alone with `standaloneTile`.
 */
import type { TileGeometry } from '../../../runtime/map/index.js';
import { tileFill } from './colors.js';
import { placeLocationName, renderBorder, renderDecorations, renderUnderlays, type MoneyFormat } from './decorations.js';
import { R, hexBox, hexPoints, type HexLayout } from './hex.js';
import { destinationMark, promisedToken, renderNodes, type EntityColors } from './nodes.js';
import { Spots, tileLayout } from './tile-layout.js';
import { renderStubs, renderTrack } from './track.js';
import { el, esc, num, text } from './svg.js';

export interface TileRenderOptions {
  readonly layout: HexLayout;
  /** Station tokens by city index, by slot (a HexState's `tokens`). */
  readonly tokens?: readonly (readonly (string | null)[])[];
  /** Home reservations by city index, by slot. */
  readonly reservations?: readonly (readonly (string | null)[])[];
  readonly colors?: EntityColors;
  readonly locationName?: string;
  /** Print this name in a corner (manifest tiles show theirs). */
  readonly tileName?: string;
  readonly money?: MoneyFormat;
  /** Companies blocking the hex (a private's `blocks_hexes`): marked on it. */
  readonly blockedBy?: readonly string[];
  /** Operators whose token the title promised to the hex, to come (a HexState's `promisedTokens`). */
  readonly promised?: readonly string[];
  /** Corporations heading for this hex (their destination, not yet reached). */
  readonly destinationOf?: readonly string[];
}

const defaultMoney: MoneyFormat = (n) => `$${n}`;

/** The hex's content as a `<g>` around (0,0). */
export function renderTile(tile: TileGeometry, options: TileRenderOptions): string {
  const { layout } = options;
  const money = options.money ?? defaultMoney;
  const info = tileLayout(tile, layout);
  const spots = new Spots(layout, tile, info.nodes);
  const nameAtTop = options.locationName ? placeLocationName(tile, layout, spots, info.nodes) : false;
  let out = el('polygon', { points: hexPoints(layout), fill: tileFill(tile.color), class: 'hex-fill' });
  out += renderUnderlays(tile, layout);
  out += renderTrack(tile, info) + renderStubs(tile, info);
  out += renderNodes(tile, info, spots, options);
  out += renderDecorations(tile, layout, spots, { locationName: options.locationName, tileName: options.tileName, money, nameAtTop });
  for (const border of tile.borders) out += renderBorder(layout, border, money);
  for (const sym of options.promised ?? []) out += promisedToken(spots.at(spots.take(), 0.6 * R), sym, options.colors);
  for (const sym of options.destinationOf ?? []) out += destinationMark(spots.at(spots.take(), 0.62 * R), sym, options.colors);
  if (options.blockedBy?.length) out += blockedMark(layout, spots, options.blockedBy);
  out += el('polygon', { points: hexPoints(layout), fill: 'none', stroke: '#555', 'stroke-width': 1, class: 'hex-outline' });
  return el('g', { class: 'tile', 'data-tile': tile.name, 'data-color': tile.color }, out);
}

/**
 * A hex a private blocks: a dashed red ring inside the hex and a tag with the companies'
 * symbols in the emptiest corner spot left.
 */
function blockedMark(layout: HexLayout, spots: Spots, companies: readonly string[]): string {
  const label = companies.join(' ');
  const at = spots.at(spots.take(), 0.62 * R);
  const w = 6 + label.length * 5;
  return el(
    'g',
    { class: 'blocked', 'data-blocked-by': label },
    el('polygon', { points: hexPoints(layout, R - 3), fill: 'none', stroke: '#c00', 'stroke-width': 2, 'stroke-dasharray': '5 3' }) +
      el(
        'g',
        { class: 'blocked-label' },
        el('rect', { x: at[0] - w / 2, y: at[1] - 6, width: w, height: 12, rx: 3, fill: '#fff', stroke: '#c00', 'stroke-width': 1.2 }) + text(at, label, { 'font-size': 8, 'font-weight': 'bold', fill: '#c00' }),
      ) +
      el('title', {}, esc(`blocked by ${label}`)),
  );
}

/** Definitions the tile drawings refer to (the hex clip of stripes); once per SVG document. */
export function tileDefs(layout: HexLayout): string {
  return el('defs', {}, el('clipPath', { id: `hex-clip-${layout}` }, el('polygon', { points: hexPoints(layout) })));
}

/** A tile as a complete SVG document of its own (tiles page, golden files). */
export function standaloneTile(tile: TileGeometry, options: TileRenderOptions & { readonly size?: number }): string {
  const { width, height } = hexBox(options.layout);
  const pad = 2;
  const size = options.size ?? 100;
  const w = width + 2 * pad;
  const h = height + 2 * pad;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `${num(-w / 2)} ${num(-h / 2)} ${num(w)} ${num(h)}`,
      width: num((size * w) / Math.max(w, h)),
      height: num((size * h) / Math.max(w, h)),
      class: 'tile-svg',
      'font-family': 'Helvetica, Arial, sans-serif',
    },
    tileDefs(options.layout) + renderTile(tile, options),
  );
}

