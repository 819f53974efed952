/**
 * The parts a tile or a preprinted hex is made of, in the normalised form that `codegen build`
 * emits and the engine and preview consume. Titles may write them in the reference's compact
 * string form (`city=revenue:20;path=a:0,b:_0`) or as structured YAML; both normalise to this.
 */

// Tile colours as the reference names them (`white` an empty preprinted hex, `black` a phase colour
// past gray with no tiles): the schema's `tileColor` (format.ts).
import type { BorderType, RevenueColor, RouteUse, TileColor, TownStyle, TrackType } from './format.js';
// So are a revenue's colours, a stop's route use, track types and border types; the parts below
// are codegen's normalised form (the compact and the structured YAML compile to them).
export type { RevenueColor, RouteUse, TileColor, TrackType };

/** A flat revenue, or one per phase colour (`yellow_40|brown_70`). */
export type Revenue = number | Partial<Record<RevenueColor, number>>;

/** Where a path ends: an edge of the hex (0–5) or the Nth node part of the tile. */
export type PathEnd = { readonly edge: number } | { readonly node: number };

interface RevenueCenterFields {
  readonly revenue: Revenue;
  readonly groups?: readonly string[];
  readonly hide?: boolean;
  readonly visitCost?: number;
  readonly route?: RouteUse;
  readonly format?: string;
  readonly loc?: string;
}

export interface CityPart extends RevenueCenterFields {
  readonly type: 'city';
  readonly slots: number;
  readonly boom?: boolean;
}

export interface TownPart extends RevenueCenterFields {
  readonly type: 'town';
  readonly style?: TownStyle;
  readonly boom?: boolean;
}

export interface OffboardPart extends RevenueCenterFields {
  readonly type: 'offboard';
}

/** A node with no revenue where several paths meet (a "lawson" centre). */
export interface JunctionPart {
  readonly type: 'junction';
}

export interface PathPart {
  readonly type: 'path';
  readonly a: PathEnd;
  readonly b: PathEnd;
  readonly terminal?: number;
  readonly lanes?: number;
  readonly track?: TrackType;
  readonly ignore?: boolean;
}

export interface LabelPart {
  readonly type: 'label';
  readonly label: string;
}

export interface UpgradePart {
  readonly type: 'upgrade';
  readonly cost: number;
  readonly terrain: readonly string[];
  readonly size?: number;
  readonly loc?: string;
}

export interface BorderPart {
  readonly type: 'border';
  readonly edge: number;
  /** Absent for a plain drawn border; `impassable` blocks track across the edge. */
  readonly borderType?: BorderType;
  readonly cost?: number;
  readonly color?: string;
}

export interface IconPart {
  readonly type: 'icon';
  readonly image: string;
  readonly name?: string;
  readonly sticky?: boolean;
  readonly blocksLay?: boolean;
  readonly large?: boolean;
  readonly loc?: string;
}

export interface StubPart {
  readonly type: 'stub';
  readonly edge: number;
}

export interface PartitionPart {
  readonly type: 'partition';
  readonly a: number;
  readonly b: number;
  readonly partitionType?: string;
  readonly restrict?: string;
}

export interface FramePart {
  readonly type: 'frame';
  readonly color: string;
  readonly color2?: string;
}

export interface StripesPart {
  readonly type: 'stripes';
  readonly color: string;
}

export interface FutureLabelPart {
  readonly type: 'future_label';
  readonly label?: string;
  readonly color?: string;
}

/** Parts a path may end at; `_N` in a path names the Nth of these in declaration order. */
export type NodePart = CityPart | TownPart | OffboardPart | JunctionPart;

export type TilePart =
  | NodePart
  | PathPart
  | LabelPart
  | UpgradePart
  | BorderPart
  | IconPart
  | StubPart
  | PartitionPart
  | FramePart
  | StripesPart
  | FutureLabelPart;

export type TilePartType = TilePart['type'];

export const NODE_PART_TYPES: ReadonlySet<TilePartType> = new Set(['city', 'town', 'offboard', 'junction']);

export function isNodePart(part: TilePart): part is NodePart {
  return NODE_PART_TYPES.has(part.type);
}

/** A tile of the library or a title's own, with its colour and parts. */
export interface TileDefinition {
  readonly name: string;
  readonly color: TileColor;
  readonly parts: readonly TilePart[];
}
