/**
 * The one table of tile part types and the keys each accepts. The compiler, the JSON Schema for
 * tile forms and the docs all read it, so a key added here is accepted, checked and documented
 * everywhere at once. `prop` is typed against runtime/title/parts.ts so the table cannot name a
 * field the engine does not have.
 */
import type { TilePart, TilePartType } from '../../runtime/title/parts.js';
import type { ValueKind } from './values.js';
import { ENGINE_TERRAINS } from '../../runtime/title/vocabulary.js';

type PropsOf<T extends TilePartType> = Exclude<keyof Extract<TilePart, { type: T }>, 'type'> & string;
/** For one part type its own fields; for "any part type" any field name. */
type KeyProp<T extends TilePartType> = TilePartType extends T ? string : PropsOf<T>;

export interface TileKeySpec<P extends string = string> {
  /** As written in a title (snake_case, the reference's spelling). */
  readonly key: string;
  /** The field of the compiled part. */
  readonly prop: P;
  readonly value: ValueKind;
  readonly required?: boolean;
  /** Filled in when the key is absent. */
  readonly default?: unknown;
  readonly description: string;
}

export interface TilePartSpec<T extends TilePartType = TilePartType> {
  readonly type: T;
  readonly description: string;
  /** A node: paths may end at it with `_N`. */
  readonly node: boolean;
  /**
   * The part takes one bare value instead of keys (`label=OO`, `- label: OO`); this spec
   * describes it.
   */
  readonly bare?: TileKeySpec<KeyProp<T>>;
  readonly keys: readonly TileKeySpec<KeyProp<T>>[];
}

const ROUTE_USES = ['mandatory', 'optional', 'never'] as const;
const TRACK_TYPES = ['broad', 'narrow', 'dual', 'line'] as const;
const BORDER_TYPES = ['mountain', 'water', 'impassable', 'province', 'divider'] as const;
const TOWN_STYLES = ['rect', 'dot', 'hidden'] as const;

const text: ValueKind = { kind: 'string' };
const flag: ValueKind = { kind: 'boolean' };
const edge: ValueKind = { kind: 'edge' };
const cost: ValueKind = { kind: 'integer', min: 0 };

function revenueCenterKeys<T extends 'city' | 'town' | 'offboard'>(what: string): TileKeySpec<PropsOf<T>>[] {
  const keys: TileKeySpec<PropsOf<'city' | 'town' | 'offboard'>>[] = [
    {
      key: 'revenue',
      prop: 'revenue',
      value: { kind: 'revenue' },
      default: 0,
      description: `What the ${what} pays: a number, or one per phase colour (yellow_40|brown_70).`,
    },
    { key: 'groups', prop: 'groups', value: { kind: 'list' }, description: 'Names grouping stops, e.g. the hexes of one offboard area.' },
    { key: 'hide', prop: 'hide', value: flag, description: 'Do not draw the revenue.' },
    { key: 'visit_cost', prop: 'visitCost', value: { kind: 'integer', min: 0 }, description: 'How much of a train\'s distance a visit uses (default 1).' },
    { key: 'route', prop: 'route', value: { kind: 'enum', values: ROUTE_USES }, description: 'Whether a route must, may or must not count this stop (default mandatory).' },
    { key: 'format', prop: 'format', value: text, description: 'printf-style format for drawing the revenue.' },
    { key: 'loc', prop: 'loc', value: text, description: 'Where to draw it: an edge number, a half edge (2.5) or center.' },
  ];
  return keys as TileKeySpec<PropsOf<T>>[];
}

const boom: TileKeySpec<'boom'> = { key: 'boom', prop: 'boom', value: flag, description: 'A boom city/town (18Chesapeake style bonus).' };

/** Every part type, in the order the docs list them. */
export const TILE_PARTS: { readonly [T in TilePartType]: TilePartSpec<T> } = {
  city: {
    type: 'city',
    description: 'A city: token slots and a revenue.',
    node: true,
    keys: [
      ...revenueCenterKeys<'city'>('city'),
      { key: 'slots', prop: 'slots', value: { kind: 'integer', min: 1 }, default: 1, description: 'Number of token slots.' },
      boom,
    ],
  },
  town: {
    type: 'town',
    description: 'A town (dit): a revenue and no token slots.',
    node: true,
    keys: [
      ...revenueCenterKeys<'town'>('town'),
      { key: 'style', prop: 'style', value: { kind: 'enum', values: TOWN_STYLES }, description: 'Draw as a bar (rect), a dot, or not at all.' },
      boom,
    ],
  },
  offboard: {
    type: 'offboard',
    description: 'An off-board area: a revenue, usually by phase colour.',
    node: true,
    keys: revenueCenterKeys<'offboard'>('offboard area'),
  },
  junction: {
    type: 'junction',
    description: 'A node with no revenue where paths meet (a lawson centre).',
    node: true,
    keys: [],
  },
  path: {
    type: 'path',
    description: 'Track between two ends.',
    node: false,
    keys: [
      { key: 'a', prop: 'a', value: { kind: 'path_end' }, required: true, description: 'One end: an edge 0-5 or _N, the Nth node.' },
      { key: 'b', prop: 'b', value: { kind: 'path_end' }, required: true, description: 'The other end.' },
      { key: 'terminal', prop: 'terminal', value: { kind: 'integer', min: 1, max: 2 }, description: 'A dead end: routes may end here but not pass (1 tapered, 2 short).' },
      { key: 'lanes', prop: 'lanes', value: { kind: 'integer', min: 1 }, description: 'Parallel tracks drawn for this path.' },
      { key: 'track', prop: 'track', value: { kind: 'enum', values: TRACK_TYPES }, description: 'Gauge (default broad).' },
      { key: 'ignore', prop: 'ignore', value: flag, description: 'Drawn but not usable by routes.' },
    ],
  },
  label: {
    type: 'label',
    description: 'A label restricting upgrades (OO, NY, …).',
    node: false,
    bare: { key: 'label', prop: 'label', value: text, required: true, description: 'The label text.' },
    keys: [],
  },
  upgrade: {
    type: 'upgrade',
    description: 'The cost of laying a tile here, and the terrain that causes it.',
    node: false,
    keys: [
      { key: 'cost', prop: 'cost', value: cost, required: true, description: 'Extra cost of the first tile laid.' },
      { key: 'terrain', prop: 'terrain', value: { kind: 'names', values: ENGINE_TERRAINS, what: 'terrain' }, default: [], description: `Terrain types, e.g. mountain|water (${ENGINE_TERRAINS.join(', ')}).` },
      { key: 'size', prop: 'size', value: { kind: 'integer', min: 0 }, description: 'Size of the terrain symbol.' },
      { key: 'loc', prop: 'loc', value: text, description: 'Where to draw it.' },
    ],
  },
  border: {
    type: 'border',
    description: 'A marked hex edge: a drawn line, a cost to cross, or a barrier.',
    node: false,
    keys: [
      { key: 'edge', prop: 'edge', value: edge, required: true, description: 'The edge 0-5.' },
      { key: 'type', prop: 'borderType', value: { kind: 'enum', values: BORDER_TYPES }, description: 'Kind of border; impassable blocks track.' },
      { key: 'cost', prop: 'cost', value: cost, description: 'Cost to build track across it.' },
      { key: 'color', prop: 'color', value: text, description: 'Drawing colour.' },
    ],
  },
  icon: {
    type: 'icon',
    description: 'An image on the hex (a port, a mine, a company marker).',
    node: false,
    keys: [
      { key: 'image', prop: 'image', value: text, required: true, description: 'Icon path under /icons, without .svg.' },
      { key: 'name', prop: 'name', value: text, description: 'Name other rules use to find it (default: the file name).' },
      { key: 'sticky', prop: 'sticky', value: flag, description: 'Stays when the hex is upgraded.' },
      { key: 'blocks_lay', prop: 'blocksLay', value: flag, description: 'No tile may be laid while it is there.' },
      { key: 'large', prop: 'large', value: flag, description: 'Draw it large.' },
      { key: 'loc', prop: 'loc', value: text, description: 'Where to draw it.' },
    ],
  },
  stub: {
    type: 'stub',
    description: 'A short stretch of track from an edge, showing where track must go.',
    node: false,
    keys: [{ key: 'edge', prop: 'edge', value: edge, required: true, description: 'The edge 0-5.' }],
  },
  partition: {
    type: 'partition',
    description: 'A line across the hex between two corners, splitting it.',
    node: false,
    keys: [
      { key: 'a', prop: 'a', value: { kind: 'integer', min: 0, max: 5 }, required: true, description: 'First corner 0-5.' },
      { key: 'b', prop: 'b', value: { kind: 'integer', min: 0, max: 5 }, required: true, description: 'Second corner 0-5.' },
      { key: 'type', prop: 'partitionType', value: text, description: 'Kind of line (province, divider, water, …).' },
      { key: 'restrict', prop: 'restrict', value: { kind: 'enum', values: ['inner', 'outer'] }, description: 'Which side paths may use.' },
    ],
  },
  frame: {
    type: 'frame',
    description: 'A coloured frame around the tile.',
    node: false,
    keys: [
      { key: 'color', prop: 'color', value: text, required: true, description: 'Frame colour.' },
      { key: 'color2', prop: 'color2', value: text, description: 'Second colour, for a two-tone frame.' },
    ],
  },
  stripes: {
    type: 'stripes',
    description: 'Stripes of a second colour: a tile that counts as two colours.',
    node: false,
    keys: [{ key: 'color', prop: 'color', value: text, required: true, description: 'Stripe colour.' }],
  },
  future_label: {
    type: 'future_label',
    description: 'A label that applies from a later tile colour on.',
    node: false,
    keys: [
      { key: 'label', prop: 'label', value: text, description: 'The label to come.' },
      { key: 'color', prop: 'color', value: text, description: 'The tile colour it applies from.' },
    ],
  },
};

export const TILE_PART_TYPES: readonly TilePartType[] = Object.keys(TILE_PARTS) as TilePartType[];

export function partSpec(type: string): TilePartSpec | undefined {
  return Object.hasOwn(TILE_PARTS, type) ? (TILE_PARTS[type as TilePartType] as TilePartSpec) : undefined;
}

/** The keys a part type accepts, as a title writes them (empty for `label` and `junction`). */
export function tilePartKeys(type: TilePartType): readonly string[] {
  return TILE_PARTS[type].keys.map((k) => k.key);
}
