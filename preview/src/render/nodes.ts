/**
 * Cities (token slots, with station tokens and home reservations), tokens promised to a hex,
 * towns (dots, or bars on through track), offboard areas' phase revenues and junctions, over
 * the track.
 */
import type { NodeGeometry, TileGeometry } from '../../../runtime/map/index.js';
import type { Revenue } from '../../../runtime/index.js';
import { PHASE_FILL, contrastText } from './colors.js';
import { A, R } from './hex.js';
import { SLOT_R, type Spots, type TileLayoutInfo } from './tile-layout.js';
import { el, esc, num, polar, pt, text, type Point } from './svg.js';

/** Fill and text colour of a corporation's (or minor's) tokens, by symbol. */
export type EntityColors = Readonly<Record<string, { readonly fill: string; readonly text: string }>>;

export interface NodeRenderOptions {
  /** Station tokens by city index, by slot. */
  readonly tokens?: readonly (readonly (string | null)[])[];
  /** Home reservations by city index, by slot. */
  readonly reservations?: readonly (readonly (string | null)[])[];
  readonly colors?: EntityColors;
}

/** Slot centres of a city of n slots, around its centre. */
export function slotCenters(slots: number): Point[] {
  const r = SLOT_R;
  switch (slots) {
    case 0:
    case 1:
      return [[0, 0]];
    case 2:
      return [
        [-r, 0],
        [r, 0],
      ];
    case 3:
      return [
        [0, -r * 1.15],
        [r, r * 0.58],
        [-r, r * 0.58],
      ];
    case 4:
      return [
        [-r, -r],
        [r, -r],
        [-r, r],
        [r, r],
      ];
    default:
      return Array.from({ length: slots }, (_, i) => [(i - (slots - 1) / 2) * 2 * r, 0] as Point);
  }
}

/** Half the width and height a city of n slots takes. */
export function cityExtent(slots: number): Point {
  const r = SLOT_R;
  if (slots <= 1) return [r, r];
  if (slots === 2) return [2 * r, r];
  if (slots <= 4) return [2 * r, 2 * r];
  return [slots * r, r];
}

function cityBackground(slots: number): string {
  const r = SLOT_R;
  if (slots === 2) return el('rect', { x: -2 * r, y: -r, width: 4 * r, height: 2 * r, rx: r, fill: '#fff', stroke: '#000', 'stroke-width': 2 });
  if (slots === 3) return el('circle', { r: r * 2.2, fill: '#fff', stroke: '#000', 'stroke-width': 2 });
  if (slots === 4) return el('rect', { x: -2 * r, y: -2 * r, width: 4 * r, height: 4 * r, rx: r, fill: '#fff', stroke: '#000', 'stroke-width': 2 });
  if (slots > 4) return el('rect', { x: -slots * r, y: -r, width: 2 * slots * r, height: 2 * r, rx: r, fill: '#fff', stroke: '#000', 'stroke-width': 2 });
  return '';
}

/** A station token: a disc in the corporation's colour with its symbol. */
export function tokenDisc(at: Point, sym: string, colors: EntityColors | undefined, radius: number = SLOT_R - 1.5): string {
  const c = colors?.[sym] ?? { fill: '#666', text: '#fff' };
  const size = sym.length > 3 ? 6 : 8;
  return (
    el('circle', { cx: at[0], cy: at[1], r: radius, fill: c.fill, stroke: '#000', 'stroke-width': 1, class: 'token', 'data-token': sym }) +
    text(at, sym, { 'font-size': size, 'font-weight': 'bold', fill: c.text })
  );
}

/**
 * A slot reserved for a home station: the corporation's colour, faint, inside a ring of it, with
 * its symbol — the token to come, before it is placed. A reservation by anything without a
 * colour (a private's) is its symbol in grey.
 */
function reservation(at: Point, sym: string, colors: EntityColors | undefined): string {
  const size = sym.length > 3 ? 6 : 7;
  const c = colors?.[sym];
  if (!c) return text(at, sym, { 'font-size': size, fill: '#777', class: 'reservation' });
  return (
    el('circle', { cx: at[0], cy: at[1], r: SLOT_R - 2.5, fill: c.fill, 'fill-opacity': 0.35, stroke: c.fill, 'stroke-width': 2.5, class: 'home', 'data-home': sym }) +
    text(at, sym, { 'font-size': size, 'font-weight': 'bold', fill: '#222', class: 'reservation' })
  );
}

/**
 * A token the title promised to the hex (`HexState.promisedTokens`), to be placed later: a
 * smaller disc in the corporation's colour, faint, with a dashed ring and its symbol — set
 * beside the cities, as it holds no slot.
 */
export function promisedToken(at: Point, sym: string, colors: EntityColors | undefined): string {
  const c = colors?.[sym] ?? { fill: '#666', text: '#fff' };
  const size = sym.length > 3 ? 5 : 6.5;
  return el(
    'g',
    { class: 'promised', 'data-promised': sym },
    el('circle', { cx: at[0], cy: at[1], r: SLOT_R - 3, fill: c.fill, 'fill-opacity': 0.45, stroke: '#000', 'stroke-width': 1, 'stroke-dasharray': '2.5 1.5' }) +
      text(at, sym, { 'font-size': size, 'font-weight': 'bold', fill: '#111' }) +
      el('title', {}, esc(`${sym}'s token to come`)),
  );
}

/** A corporation's destination on the hex it heads for: a flag of its colours with its symbol. */
export function destinationMark(at: Point, sym: string, colors: EntityColors | undefined): string {
  const c = colors?.[sym] ?? { fill: '#666', text: '#fff' };
  const w = 8 + sym.length * 5;
  return el(
    'g',
    { class: 'destination', 'data-destination': sym },
    el('rect', { x: at[0] - w / 2, y: at[1] - 6.5, width: w, height: 13, rx: 2, fill: c.fill, stroke: '#000', 'stroke-width': 1 }) +
      text(at, sym, { 'font-size': 7.5, 'font-weight': 'bold', fill: c.text }) +
      el('title', {}, esc(`${sym}'s destination`)),
  );
}

function renderCity(node: NodeGeometry, at: Point, options: NodeRenderOptions): string {
  const slots = Math.max(1, node.slots);
  const tokens = options.tokens?.[node.cityIndex] ?? [];
  const reserved = options.reservations?.[node.cityIndex] ?? [];
  let out = cityBackground(slots);
  slotCenters(slots).forEach((c, slot) => {
    const token = tokens[slot];
    if (token) {
      out += el('circle', { cx: c[0], cy: c[1], r: SLOT_R, fill: '#fff', stroke: '#000', 'stroke-width': 2 });
      out += tokenDisc(c, token, options.colors);
      return;
    }
    out += el('circle', { cx: c[0], cy: c[1], r: SLOT_R, fill: '#fff', stroke: '#000', 'stroke-width': 2, class: 'slot' });
    const home = reserved[slot];
    if (home) out += reservation(c, home, options.colors);
  });
  return el('g', { transform: `translate(${pt(at)})`, class: 'city' }, out);
}

function renderTown(node: NodeGeometry, info: TileLayoutInfo): string {
  const bar = info.bars.find((b) => b.node === node.index);
  const style = node.part.type === 'town' ? node.part.style : undefined;
  if (style === 'hidden') return '';
  if (bar && style !== 'dot') {
    const { at, angle } = bar;
    const w = 0.42 * R;
    const h = 0.13 * R;
    return el('rect', {
      x: -w / 2,
      y: -h / 2,
      width: w,
      height: h,
      fill: '#000',
      transform: `translate(${pt(at)}) rotate(${num(angle + 90)})`,
      class: 'town',
    });
  }
  const at = info.nodes[node.index];
  if (style === 'rect') {
    return el('rect', { x: at[0] - 0.21 * R, y: at[1] - 0.065 * R, width: 0.42 * R, height: 0.13 * R, fill: '#000', class: 'town' });
  }
  return el('circle', { cx: at[0], cy: at[1], r: 0.11 * R, fill: '#000', stroke: '#fff', 'stroke-width': 1, class: 'town' });
}

/** Revenue boxes by phase colour, in a row centred on a point. */
export function phaseRevenue(revenue: Revenue, at: Point, format: (n: number) => string = String): string {
  const entries = typeof revenue === 'number' ? [['', revenue] as const] : (Object.entries(revenue) as [string, number][]);
  const w = 20;
  const h = 13;
  let out = '';
  entries.forEach(([color, value], i) => {
    const x = at[0] + (i - (entries.length - 1) / 2) * w;
    const fill = PHASE_FILL[color] ?? '#fff';
    out += el('rect', { x: x - w / 2, y: at[1] - h / 2, width: w, height: h, fill, stroke: '#000', 'stroke-width': 1 });
    out += text([x, at[1]], format(value), { 'font-size': value >= 100 ? 8 : 9, fill: contrastText(fill) });
  });
  return el('g', { class: 'revenue' }, out);
}

/** A revenue in a small circle (one value) or boxes (by phase). */
function revenueBadge(revenue: Revenue, at: Point): string {
  if (typeof revenue !== 'number') return phaseRevenue(revenue, at);
  const r = revenue >= 100 ? 9.5 : 8;
  return el('g', { class: 'revenue' }, el('circle', { cx: at[0], cy: at[1], r, fill: '#fff', stroke: '#000', 'stroke-width': 1 }) + text(at, revenue, { 'font-size': revenue >= 100 ? 8 : 9 }));
}

function hasRevenue(revenue: Revenue): boolean {
  return typeof revenue === 'number' ? revenue > 0 : Object.values(revenue).some((v) => (v ?? 0) > 0);
}

/** Cities, towns and offboards with their revenues; spots hand out places for the revenues. */
export function renderNodes(tile: TileGeometry, info: TileLayoutInfo, spots: Spots, options: NodeRenderOptions): string {
  let out = '';
  let revenues = '';
  const shownRevenues = new Set<string>();
  for (const node of tile.nodes) {
    const at = info.nodes[node.index];
    if (node.kind === 'city') out += renderCity(node, at, options);
    else if (node.kind === 'town') out += renderTown(node, info);
    if (node.part.hide || !hasRevenue(node.revenue)) continue;
    if (node.kind === 'offboard') {
      // The emptiest side, the top first on equal terms.
      const spot = spots.take(spots.layout === 'pointy' ? [2, 1, 3, 5, 0, 4] : [3, 2, 4, 0, 1, 5]);
      const dir = spots.at(spot, 1);
      revenues += phaseRevenue(node.revenue, [at[0] + dir[0] * 0.5 * A, at[1] + dir[1] * 0.5 * A]);
      continue;
    }
    // Several cities of one value (OO, NY) print it once per city only when they differ; three
    // or more cities of one value (1846's Chicago) print it once.
    const key = JSON.stringify(node.revenue);
    const crowded = tile.cities.length > 2 && tile.cities.every((c) => JSON.stringify(tile.nodes[c].revenue) === key);
    if (tile.cities.length > 1 && node.kind === 'city' && shownRevenues.has(key) && ((at[0] === 0 && at[1] === 0) || crowded)) continue;
    shownRevenues.add(key);
    const centred = Math.hypot(at[0], at[1]) < 1;
    if (centred) {
      const spot = spots.take();
      const [ex, ey] = cityExtent(node.kind === 'city' ? node.slots : 0);
      const dir = spots.at(spot, 1);
      const reach = Math.max(ex * Math.abs(dir[0]), ey * Math.abs(dir[1])) + 10;
      revenues += revenueBadge(node.revenue, polar((Math.atan2(dir[1], dir[0]) * 180) / Math.PI, Math.max(reach, 0.42 * R)));
    } else {
      // Off-centre: beside the node, across the line to its edge, on the side nearer the centre.
      const angle = (Math.atan2(at[1], at[0]) * 180) / Math.PI;
      const [ex, ey] = cityExtent(node.kind === 'city' ? node.slots : 0);
      const sides = [angle + 90, angle - 90].map((a): Point => {
        const d = polar(a, 1);
        const reach = ex * Math.abs(d[0]) + ey * Math.abs(d[1]) + 9;
        return [at[0] * 0.8 + d[0] * reach, at[1] * 0.8 + d[1] * reach];
      });
      const taken = (p: Point) => info.nodes.some((q, i) => i !== node.index && Math.hypot(p[0] - q[0], p[1] - q[1]) < 0.35 * R);
      sides.sort((a, b) => Number(taken(a)) - Number(taken(b)) || Math.hypot(...a) - Math.hypot(...b));
      revenues += revenueBadge(node.revenue, sides[0]);
    }
  }
  if (tile.hasJunction) out += el('circle', { r: TRACK_DOT, fill: '#000', class: 'junction' });
  return out + revenues;
}

const TRACK_DOT = 0.1 * R;

