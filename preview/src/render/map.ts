/**
 * The map: every hex at its place in the title's layout (pointy or flat, its axes), coordinate
 * labels along the edges, and each hex's tile — preprinted, or as laid in a game, with station
 * tokens and the tokens a title promised to come. Hexes are `<g data-hex>` groups so a page can redraw only the hexes that changed.
 */
import { hexCoordinates, splitHexId, tileCatalog, type HexState } from '../../../runtime/map/index.js';
import type { TitleDefinition } from '../../../runtime/index.js';
import { contrastText } from './colors.js';
import type { MoneyFormat } from './decorations.js';
import { A, R, hexCenter, type HexLayout } from './hex.js';
import type { EntityColors } from './nodes.js';
import { el, num, pt, text, type Point } from './svg.js';
import { renderTile, tileDefs } from './tile.js';

export interface MapFrame {
  readonly layout: HexLayout;
  readonly positions: ReadonlyMap<string, Point>;
  /** x, y, width, height */
  readonly viewBox: readonly [number, number, number, number];
  readonly labels: string;
}

const MARGIN = 22;
const frames = new WeakMap<TitleDefinition, MapFrame>();

/** Hex positions, the view box and the coordinate labels of a title's map. */
export function mapFrame(definition: TitleDefinition): MapFrame {
  const cached = frames.get(definition);
  if (cached) return cached;
  const { layout, axes } = definition.meta;
  const positions = new Map<string, Point>();
  const rows = new Map<number, string>();
  const cols = new Map<number, string>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const hex of definition.hexes) {
    const c = hexCoordinates(hex.id, axes);
    const p = hexCenter(layout, c);
    positions.set(hex.id, p);
    const { letter, number } = splitHexId(hex.id);
    rows.set(c.y, axes.y === 'letter' ? letter : String(number));
    cols.set(c.x, axes.x === 'letter' ? letter : String(number));
    minX = Math.min(minX, p[0]);
    maxX = Math.max(maxX, p[0]);
    minY = Math.min(minY, p[1]);
    maxY = Math.max(maxY, p[1]);
  }
  if (!Number.isFinite(minX)) minX = maxX = minY = maxY = 0;
  const halfW = layout === 'pointy' ? A : R;
  const halfH = layout === 'pointy' ? R : A;
  const left = minX - halfW - MARGIN;
  const top = minY - halfH - MARGIN;
  const right = maxX + halfW + MARGIN;
  const bottom = maxY + halfH + MARGIN;
  let labels = '';
  const label = (at: Point, content: string, axis: string) => text(at, content, { 'font-size': 12, fill: '#555', class: `coord coord-${axis}` });
  for (const [y, name] of [...rows].sort((a, b) => a[0] - b[0])) {
    const py = hexCenter(layout, { x: 0, y })[1];
    labels += label([left + MARGIN / 2, py], name, 'row') + label([right - MARGIN / 2, py], name, 'row');
  }
  for (const [x, name] of [...cols].sort((a, b) => a[0] - b[0])) {
    const px = hexCenter(layout, { x, y: 0 })[0];
    labels += label([px, top + MARGIN / 2], name, 'col') + label([px, bottom - MARGIN / 2], name, 'col');
  }
  const frame: MapFrame = { layout, positions, viewBox: [left, top, right - left, bottom - top], labels: el('g', { class: 'coords' }, labels) };
  frames.set(definition, frame);
  return frame;
}

/** Token colours of every corporation and minor. */
export function entityColors(definition: TitleDefinition): EntityColors {
  const out: Record<string, { fill: string; text: string }> = {};
  for (const c of [...definition.corporations, ...definition.minors]) out[c.sym] = { fill: c.color, text: c.textColor || contrastText(c.color) };
  return out;
}

/** `$%s` and the like, as a function. */
export function moneyFormat(definition: TitleDefinition): MoneyFormat {
  const format = definition.meta.currencyFormat || '%s';
  return (amount) => format.replace(/%[sd]/, String(amount));
}

const homes = new WeakMap<TitleDefinition, Map<string, (string | null)[][]>>();

/** Home cities from the definition, as slot reservations (before any game state exists). */
export function homeReservations(definition: TitleDefinition): Map<string, (string | null)[][]> {
  const cached = homes.get(definition);
  if (cached) return cached;
  const out = new Map<string, (string | null)[][]>();
  homes.set(definition, out);
  const catalog = tileCatalog(definition);
  for (const entity of [...definition.corporations, ...definition.minors]) {
    const homes = entity.coordinates === undefined ? [] : typeof entity.coordinates === 'string' ? [entity.coordinates] : entity.coordinates;
    for (const hexId of homes) {
      if (!catalog.hexDefs.has(hexId)) continue;
      const tile = catalog.preprinted(hexId, 0);
      if (tile.cities.length === 0) continue;
      let slots = out.get(hexId);
      if (!slots) out.set(hexId, (slots = tile.cities.map(() => [])));
      const city = Math.min(entity.city ?? 0, tile.cities.length - 1);
      slots[city].push(entity.sym);
    }
  }
  return out;
}

const blocks = new WeakMap<TitleDefinition, ReadonlyMap<string, readonly string[]>>();

/** Hexes the title's privates block (`blocks_hexes`, not hidden), with the blocking companies. */
export function blockedHexes(definition: TitleDefinition): ReadonlyMap<string, readonly string[]> {
  const cached = blocks.get(definition);
  if (cached) return cached;
  const out = new Map<string, string[]>();
  for (const company of definition.companies) {
    for (const ability of company.abilities) {
      if (ability.type !== 'blocks_hexes' || ability.hidden) continue;
      for (const hex of ability.hexes) out.set(hex, [...(out.get(hex) ?? []), company.sym]);
    }
  }
  blocks.set(definition, out);
  return out;
}

const titleDestinationCache = new WeakMap<TitleDefinition, ReadonlyMap<string, readonly string[]>>();

/** The title's destinations by hex, as a game starts: the corporations heading for each hex. */
export function titleDestinations(definition: TitleDefinition): ReadonlyMap<string, readonly string[]> {
  const cached = titleDestinationCache.get(definition);
  if (cached) return cached;
  const out = new Map<string, string[]>();
  for (const corp of definition.corporations) for (const hex of corp.destination?.hexes ?? []) out.set(hex, [...(out.get(hex) ?? []), corp.sym]);
  titleDestinationCache.set(definition, out);
  return out;
}

export interface MapRenderOptions {
  /** The hexes as a game has them; absent: the preprinted map with home reservations. */
  readonly hexes?: Readonly<Record<string, HexState>>;
  /** Hexes blocked by companies; absent: none on a game's hexes, the title's blocks on preprinted ones. */
  readonly blocked?: ReadonlyMap<string, readonly string[]>;
  /** Corporations' destinations by hex; absent: none on a game's hexes, the title's on preprinted ones. */
  readonly destinations?: ReadonlyMap<string, readonly string[]>;
  readonly colors?: EntityColors;
  readonly money?: MoneyFormat;
  /** Print coordinate labels (default true). */
  readonly coordinates?: boolean;
  /** Extra attributes' class on the root svg. */
  readonly className?: string;
}

/** What decides a hex's drawing: redraw when this changes. */
export function hexStateKey(state: HexState | undefined): string {
  if (!state) return '';
  return `${state.tileId}|${state.rotation}|${JSON.stringify(state.tokens)}|${JSON.stringify(state.slotReservations)}|${state.removedBorders?.join(',') ?? ''}|${state.promisedTokens?.join(' ') ?? ''}`;
}

/** One hex's drawing in its own frame. */
export function renderHexContent(definition: TitleDefinition, hexId: string, state: HexState | undefined, options: MapRenderOptions = {}): string {
  const catalog = tileCatalog(definition);
  const hexDef = catalog.hexDefs.get(hexId);
  const tile = state ? catalog.forHex(hexId, state) : catalog.preprinted(hexId, 0);
  const reservations = state ? state.slotReservations : homeReservations(definition).get(hexId);
  const blocked = (options.blocked ?? (state ? undefined : blockedHexes(definition)))?.get(hexId);
  const destinations = (options.destinations ?? (state ? undefined : titleDestinations(definition)))?.get(hexId);
  return renderTile(tile, {
    layout: definition.meta.layout,
    tokens: state?.tokens,
    reservations,
    colors: options.colors ?? entityColors(definition),
    locationName: hexDef?.locationName,
    tileName: state?.tileName,
    money: options.money ?? moneyFormat(definition),
    blockedBy: blocked,
    promised: state?.promisedTokens,
    destinationOf: destinations,
  });
}

/** A hex placed on the map. */
export function hexGroup(hexId: string, at: Point, content: string): string {
  return el('g', { class: 'hex', 'data-hex': hexId, transform: `translate(${pt(at)})` }, content);
}

/** The whole map as an SVG document. */
export function renderMap(definition: TitleDefinition, options: MapRenderOptions = {}): string {
  const frame = mapFrame(definition);
  const colors = options.colors ?? entityColors(definition);
  const money = options.money ?? moneyFormat(definition);
  let hexes = '';
  for (const hex of definition.hexes) {
    const content = renderHexContent(definition, hex.id, options.hexes?.[hex.id], { ...options, colors, money });
    hexes += hexGroup(hex.id, frame.positions.get(hex.id)!, content);
  }
  const [x, y, w, h] = frame.viewBox;
  return el(
    'svg',
    {
      xmlns: 'http://www.w3.org/2000/svg',
      viewBox: `${num(x)} ${num(y)} ${num(w)} ${num(h)}`,
      class: `map ${options.className ?? ''}`.trim(),
      'data-title': definition.id,
      'data-hexes': definition.hexes.length,
      'font-family': 'Helvetica, Arial, sans-serif',
    },
    tileDefs(frame.layout) + (options.coordinates === false ? '' : frame.labels) + el('g', { class: 'hexes' }, hexes),
  );
}
