/**
 * What a hex shows besides track and stations: its label (OO, NY, B), terrain costs, borders,
 * location name, tile name, icons, frames, stripes, partitions and future labels.
 */
import type { TileGeometry } from '../../../runtime/map/index.js';
import type { BorderPart, UpgradePart } from '../../../runtime/index.js';
import { BORDER_STROKE, TERRAIN_FILL } from './colors.js';
import { A, R, edgeCorners, hexPoints, towardEdge, type HexLayout } from './hex.js';
import type { Spots } from './tile-layout.js';
import { el, esc, pt, text, type Point } from './svg.js';

export type MoneyFormat = (amount: number) => string;

/** One terrain symbol: a mountain's triangle, water's waves, anything else a disc. */
function terrainSymbol(kind: string, at: Point): string {
  const fill = TERRAIN_FILL[kind] ?? '#777';
  const [x, y] = at;
  if (kind === 'mountain' || kind === 'hill') {
    return el('path', { d: `M${pt([x - 7, y + 5])}L${pt([x, y - 7])}L${pt([x + 7, y + 5])}Z`, fill, stroke: '#000', 'stroke-width': 0.5 });
  }
  if (kind === 'water' || kind === 'river' || kind === 'lake') {
    const wave = (dy: number) => `M${pt([x - 8, y + dy])}q4,-4 8,0t8,0`;
    return el('path', { d: `${wave(-3)}${wave(2)}`, fill: 'none', stroke: fill, 'stroke-width': 2 });
  }
  return el('circle', { cx: x, cy: y, r: 5, fill });
}

export function renderUpgrade(part: UpgradePart, at: Point, money: MoneyFormat): string {
  const kinds = part.terrain.length ? part.terrain : [''];
  let out = '';
  kinds.forEach((kind, i) => (out += terrainSymbol(kind, [at[0] + (i - (kinds.length - 1) / 2) * 16, at[1] - 5])));
  if (part.cost) out += text([at[0], at[1] + 8], money(part.cost), { 'font-size': 8 });
  return el('g', { class: 'terrain', 'data-terrain': part.terrain.join(' ') }, out);
}

export function renderBorder(layout: HexLayout, part: BorderPart, money: MoneyFormat): string {
  const [a, b] = edgeCorners(layout, part.edge, R - 1.5);
  const stroke = part.color ?? BORDER_STROKE[part.borderType ?? ''] ?? '#222';
  const dash = part.borderType === 'province' || part.borderType === 'divider' ? '4 3' : undefined;
  let out = el('path', { d: `M${pt(a)}L${pt(b)}`, stroke, 'stroke-width': 4, 'stroke-dasharray': dash, 'stroke-linecap': 'round' });
  if (part.cost) out += text(towardEdge(layout, part.edge, A - 9), money(part.cost), { 'font-size': 7, fill: stroke, 'font-weight': 'bold' });
  return el('g', { class: 'border', 'data-border': part.borderType ?? 'plain' }, out);
}

/** Frames, stripes and other parts drawn under everything but the hex colour. */
export function renderUnderlays(tile: TileGeometry, layout: HexLayout): string {
  let out = '';
  for (const part of tile.parts) {
    if (part.type === 'frame') {
      out += el('polygon', { points: hexPoints(layout, R - 4), fill: 'none', stroke: part.color, 'stroke-width': 6 });
      if (part.color2) out += el('polygon', { points: hexPoints(layout, R - 8), fill: 'none', stroke: part.color2, 'stroke-width': 2 });
    } else if (part.type === 'stripes') {
      let lines = '';
      for (let x = -R; x <= R; x += 10) lines += `M${pt([x - R, R])}L${pt([x + R, -R])}`;
      out += el('path', { d: lines, stroke: part.color, 'stroke-width': 3, opacity: 0.6, 'clip-path': `url(#hex-clip-${layout})` });
    } else if (part.type === 'partition') {
      const a = edgeCorners(layout, part.a, R)[1];
      const b = edgeCorners(layout, part.b, R)[1];
      out += el('path', { d: `M${pt(a)}L${pt(b)}`, stroke: '#444', 'stroke-width': 2, 'stroke-dasharray': '5 3' });
    }
  }
  return out;
}

export interface DecorationOptions {
  readonly locationName?: string;
  /** Print the tile's name (manifest tiles), small, in a corner. */
  readonly tileName?: string;
  readonly money: MoneyFormat;
  /** Where `placeLocationName` put the name. */
  readonly nameAtTop?: boolean;
}

/** Spot preferences by layout: the corner spots are numbered like the edges they follow. */
const PREFER: Readonly<Record<HexLayout, Readonly<Record<'label' | 'terrain' | 'name' | 'icon' | 'future', readonly number[]>>>> = {
  pointy: { label: [1, 0, 2, 3, 4, 5], terrain: [3, 4, 2, 1, 0, 5], name: [4, 0, 3, 1, 5, 2], icon: [0, 4, 5, 3, 1, 2], future: [3, 2, 4, 1, 0, 5] },
  flat: { label: [2, 1, 3, 0, 4, 5], terrain: [3, 4, 2, 5, 1, 0], name: [5, 0, 4, 1, 3, 2], icon: [0, 5, 1, 4, 2, 3], future: [3, 2, 4, 1, 0, 5] },
};

/**
 * A location name runs across the top or the bottom of the hex, whichever is emptier; on a
 * pointy hex it takes that corner spot. Call before handing out other spots.
 */
export function placeLocationName(tile: TileGeometry, layout: HexLayout, spots: Spots, nodes: readonly Point[]): boolean {
  const bottom = nodes.filter((p) => p[1] > 0.25 * A).length;
  const top = nodes.filter((p) => p[1] < -0.25 * A).length;
  // The top when only the bottom is busy, or (many cities all round) when it is the emptier.
  const atTop = tile.offboards.length === 0 && bottom > 0 && top < bottom;
  if (layout === 'pointy') spots.block(atTop ? 2 : 5);
  return atTop;
}

/** A long name goes on two lines (split at the space nearest its middle), so it spills less onto the neighbours. */
function locationName(name: string, atTop: boolean): string {
  const style = { 'font-size': 7.5, class: 'location', stroke: '#fff', 'stroke-width': 2.5, 'paint-order': 'stroke' };
  const spaces = [...name.matchAll(/ /g)].map((m) => m.index!);
  if (name.length <= 13 || spaces.length === 0) return text([0, atTop ? -0.72 * A : 0.72 * A], name, style);
  const cut = spaces.reduce((best, i) => (Math.abs(i - name.length / 2) < Math.abs(best - name.length / 2) ? i : best));
  const y = atTop ? -0.66 * A : 0.66 * A;
  // The space stays (at the end of the first line), so the text still reads as the name.
  const lines = `<tspan x="0" dy="-0.55em">${esc(name.slice(0, cut + 1))}</tspan><tspan x="0" dy="1.1em">${esc(name.slice(cut + 1))}</tspan>`;
  return el('text', { x: 0, y, 'text-anchor': 'middle', 'dominant-baseline': 'central', ...style }, lines);
}

/** Labels, terrain, icons, names; spots keep them apart from track and each other. */
export function renderDecorations(tile: TileGeometry, layout: HexLayout, spots: Spots, options: DecorationOptions): string {
  let out = '';
  if (options.locationName) out += locationName(options.locationName, options.nameAtTop === true);
  for (const label of tile.labels) {
    const at = spots.at(spots.take(PREFER[layout].label), 0.64 * R);
    out += text(at, label, { 'font-size': label.length > 2 ? 10 : 13, 'font-weight': 'bold', class: 'label' });
  }
  for (const part of tile.upgrades) {
    const at = part.loc !== undefined && part.loc !== 'center' ? towardEdge(layout, Number(part.loc), 0.55 * A) : spots.at(spots.take(PREFER[layout].terrain), 0.58 * R);
    out += renderUpgrade(part, at, options.money);
  }
  if (tile.futureLabel?.label) {
    const at = spots.at(spots.take(PREFER[layout].future), 0.62 * R);
    out += text(at, `→${tile.futureLabel.label}`, { 'font-size': 8, fill: tile.futureLabel.color ?? '#333', class: 'future-label' });
  }
  for (const part of tile.parts) {
    if (part.type !== 'icon') continue;
    const at = spots.at(spots.take(PREFER[layout].icon), 0.6 * R);
    const name = part.name ?? part.image;
    // The image's own name (`1846/20` → `20`, `port`), as short as a disc holds.
    const short = (part.image.slice(part.image.lastIndexOf('/') + 1) || name).slice(0, 4);
    out += el(
      'g',
      { class: 'icon', 'data-icon': name },
      el('circle', { cx: at[0], cy: at[1], r: 7, fill: '#fff', stroke: '#333' }) + text(at, short, { 'font-size': short.length > 2 ? 4.5 : 6 }) + el('title', {}, esc(part.image)),
    );
  }
  if (options.tileName) {
    const at = spots.at(spots.take(PREFER[layout].name), 0.72 * R);
    out += text(at, options.tileName, { 'font-size': 6.5, class: 'tile-name', fill: '#222' });
  }
  return out;
}

