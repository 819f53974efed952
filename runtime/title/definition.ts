/**
 * The compiled shape of a title: what `codegen build` emits from a title's YAML and what the
 * engine and the preview read. Every rule constant has a value here (defaults are applied by
 * codegen), so consumers never guess a default of their own.
 */
import type { Ability } from './abilities.js';
import type { LoanRules } from './loans.js';
export type { DestinationDefinition } from './destination.js';
import type { TileColor, TileDefinition, TilePart } from './parts.js';
import type { VariantOf } from './variant.js';
import type { MarketDefinition } from './market-definition.js';
export type { MarketCell, MarketCellType, MarketDefinition, MarketVariant } from './market-definition.js';
import type { TitleRules, AuctionRules } from './rules.js';
import type { Axis, DistanceNode, Layout, NationalAssets, NationalRoutes, TileLayAllowed } from './format.js';
// Taken from the YAML unchanged, so derived from the schema (format.ts); every other type here is
// codegen's normalised form (camelCase, defaults filled in, names as text) and is written here.
export type { Axis, EventDefinition, ExtraTokenDefinition, HomeChange, StepReference } from './format.js';
import type { EventDefinition, ExtraTokenDefinition, HomeChange, StepReference } from './format.js';
export type { PlayerCountTable, GameEndReason, GameEndTiming, FixedRound, SellBuyOrder, SellAfter, SellMovement, PoolShareDrop, Capitalization, MustBuyTrain, EbuyFromOthers, HomeTokenTiming, TileReservationBlocksOthers, TrackRestriction, NextStockRoundOrder, TitleRules, AuctionStyle, AuctionLots, AuctionRules } from './rules.js';

export interface OptionalRuleDefinition {
  readonly sym: string;
  readonly shortName: string;
  readonly description: string;
  /** Player counts the rule is offered for; absent means every count. */
  readonly players?: readonly number[];
}

export interface TitleMeta {
  readonly title: string;
  readonly fullTitle: string;
  /** Other names the title is known by (a variant's title, the reference's aliases): recordings under them are games of this title. */
  readonly aliases?: readonly string[];
  readonly subtitle?: string;
  readonly designer: string;
  readonly publisher?: string;
  readonly location?: string;
  readonly rulesUrl?: string;
  readonly playerRange: readonly [number, number];
  readonly optionalRules: readonly OptionalRuleDefinition[];
  /** Groups of optional rules of which at most one may be chosen. */
  readonly mutuallyExclusiveOptionalRules: readonly (readonly string[])[];
  readonly layout: Layout;
  readonly axes: { readonly x: Axis; readonly y: Axis };
  /** printf-like: `$%s` renders 100 as `$100`. */
  readonly currencyFormat: string;
  /** A variant's base title and what the variant changes (`extends:` in its title.yaml). */
  readonly variantOf?: VariantOf;
}

/** A multi-node distance: visit up to `visit` nodes of these kinds, count the best `pay`. */
export interface DistanceRule {
  readonly nodes: readonly DistanceNode[];
  readonly pay: number;
  readonly visit: number;
  readonly multiplier?: number;
  /** Its stops count only where the other rules leave places empty (see `countedStops`). */
  readonly fill?: boolean;
}

export type TrainDistance = number | readonly DistanceRule[];

export interface TrainVariant {
  readonly name: string;
  readonly distance: TrainDistance;
  readonly price: number;
  readonly rustsOn?: string;
  readonly obsoleteOn?: string;
}

export interface TrainDefinition {
  readonly name: string;
  readonly distance: TrainDistance;
  readonly price: number;
  readonly count: number | 'unlimited';
  readonly rustsOn?: string;
  readonly obsoleteOn?: string;
  /** The phase from which this type is on sale before earlier types sell out (1830's D from phase 6). */
  readonly availableOn?: string;
  /** False: its routes need no token of the operator (18EU's Pullman). Absent: they do. */
  readonly requiresToken?: boolean;
  /** Trade-in allowance by the name of the train handed in. */
  readonly discount?: Readonly<Record<string, number>>;
  readonly variants: readonly TrainVariant[];
  readonly events: readonly EventDefinition[];
}

export interface PhaseDefinition {
  readonly name: string;
  /** The train whose first purchase starts this phase; absent for the first phase. */
  readonly on?: string;
  readonly trainLimit: number | Readonly<Record<string, number>>;
  readonly tiles: readonly TileColor[];
  readonly operatingRounds: number;
  readonly status: readonly string[];
  readonly events: readonly EventDefinition[];
}

export interface CorporationDefinition {
  readonly sym: string;
  readonly name: string;
  /** Cost of each station token, the home token first. */
  readonly tokens: readonly number[];
  /** Tokens of other kinds after those (`extra_tokens`): a neutral token another corporation's once placed. */
  readonly extraTokens?: readonly ExtraTokenDefinition[];
  readonly coordinates?: string | readonly string[];
  /** Which city of a multi-city home hex is home. */
  readonly city?: number;
  readonly floatPercent: number;
  readonly color: string;
  readonly textColor: string;
  /** Certificate sizes in percent, the president's first. */
  readonly shares: readonly number[];
  readonly type?: string;
  /** Most of it a player may hold, in percent. Default: the rules' `maxOwnershipPercent`. */
  readonly maxOwnershipPercent?: number;
  /** Its treasury shares sell at the current share price, not at par. */
  readonly alwaysMarketPrice?: boolean;
  /** Where it is headed (1856): track from `from` (default: its home) to any of `hexes`. */
  readonly destination?: import('./destination.js').DestinationDefinition;
  /** Not in play at the start: the `green_minors_available` event releases it. */
  readonly heldBack?: boolean;
  readonly abilities: readonly Ability[];
}

export interface CompanyDefinition {
  readonly sym: string;
  readonly name: string;
  readonly value: number;
  readonly revenue: number;
  /** Player counts the company is in the game for (absent: any). */
  readonly minPlayers?: number;
  readonly maxPlayers?: number;
  /** How far below its value it first sells (negative: above); absent 0. */
  readonly discount?: number;
  /** Cash it brings when bought (a minor's starting treasury); absent: its value. */
  readonly treasury?: number;
  readonly description: string;
  readonly abilities: readonly Ability[];
  readonly color?: string;
}

export interface MinorDefinition {
  readonly sym: string;
  readonly name: string;
  readonly tokens: readonly number[];
  readonly coordinates?: string | readonly string[];
  readonly city?: number;
  readonly color: string;
  readonly textColor: string;
  readonly type?: string;
  readonly abilities: readonly Ability[];
}

/**
 * The national corporation (1867's CN, 1861's RSR): a corporation of the title that is not
 * traded nor listed with the others, which receives what nationalisation takes and may operate
 * by itself (runtime/engine/national.ts).
 */
export interface NationalDefinition {
  readonly corporation: string;
  /** Hexes whose cities are kept for its tokens: its last unplaced tokens are saved for them. */
  readonly reservedHexes: readonly string[];
  /** Where a nationalised corporation's treasury, trains and companies go. */
  readonly assets: NationalAssets;
  /** Steps left per loan still owed, after the one step every nationalisation moves. */
  readonly loanPriceMoves: number;
  /** The phase status under which it operates, after everyone else; absent: never. */
  readonly operates?: string;
  /** Who chooses its routes when it operates. */
  readonly routes: NationalRoutes;
}

export interface HexDefinition {
  readonly id: string;
  /**
   * Id of the hex's preprinted tile, as actions name it (`D14-0`; a place_token's city is
   * `D14-0-0`). Hexes sharing one YAML key are numbered in key order; a hex written as a bare
   * library tile (`blank`, `city`, `town`) takes that tile's name.
   */
  readonly tileId: string;
  readonly color: TileColor;
  readonly parts: readonly TilePart[];
  readonly locationName?: string;
}

export interface TileLaySlot {
  readonly lay: TileLayAllowed;
  readonly upgrade: TileLayAllowed;
  readonly cost: number;
  readonly upgradeCost?: number;
  readonly cannotReuseSameHex: boolean;
}

export interface TileLays {
  readonly default: readonly TileLaySlot[];
  /** By entity type (`minor`, a corporation type, ...), replacing the default. */
  readonly byType: Readonly<Record<string, readonly TileLaySlot[]>>;
}

export interface TextEntry {
  readonly name: string;
  readonly description: string;
}

/** One entry of the round cycle: a round kind, run once, a fixed number of times, or as often as the phase says. */
export interface RoundCycleEntry {
  readonly kind: string;
  /** How many rounds of this kind in a row; `phase` takes the current phase's `operating_rounds`. */
  readonly repeat: number | 'phase';
  /** A round placed after each round of the entry in these phases (1867's merger round). */
  readonly after?: { readonly kind: string; readonly phases: readonly string[] };
}

/**
 * The title's rounds: the one the game opens with, the cycle that repeats after it (one turn of
 * the game), and each round kind's steps. Kinds are the engine's (`auction`, `stock`,
 * `operating`) and the title's own (`titles/<title>/rounds/<kind>.ts`).
 */
export interface RoundDefinitions {
  /** The first round's kind, or null to start straight into the cycle. */
  readonly first: string | null;
  /** The rounds of one turn, in order; the turn number grows each time it starts over. */
  readonly cycle: readonly RoundCycleEntry[];
  /** Each round kind's ordered steps (kinds not listed use their class's own list). */
  readonly steps: Readonly<Record<string, readonly StepReference[]>>;
}

export interface TitleDefinition {
  /** The title's folder name, e.g. `1830`. */
  readonly id: string;
  readonly meta: TitleMeta;
  readonly rules: TitleRules;
  readonly auction: AuctionRules;
  readonly statusText: Readonly<Record<string, TextEntry>>;
  readonly eventsText: Readonly<Record<string, TextEntry>>;
  readonly marketText: Readonly<Record<string, string>>;
  readonly trains: readonly TrainDefinition[];
  readonly phases: readonly PhaseDefinition[];
  readonly corporations: readonly CorporationDefinition[];
  readonly companies: readonly CompanyDefinition[];
  readonly minors: readonly MinorDefinition[];
  readonly market: MarketDefinition;
  readonly hexes: readonly HexDefinition[];
  /** The title's manifest: how many of each tile the players may lay. */
  readonly tileManifest: Readonly<Record<string, number | 'unlimited'>>;
  /** Every tile the manifest names, resolved from the shared library or the title's own. */
  readonly tiles: Readonly<Record<string, TileDefinition>>;
  /**
   * Manifest tiles in the box only when an optional rule is chosen: tile name → the rule (the
   * manifest's `optional_rule`). A game without the rule has them neither in its manifest nor
   * in its tiles (see `titleForOptions`); absent when no tile depends on a rule.
   */
  readonly optionalTiles?: Readonly<Record<string, string>>;
  /**
   * What games of an optional rule change, by rule: trains' rusting, homes, preprinted hexes
   * (YAML `by_optional_rule`, `hexes_by_optional_rule`; see option-changes.ts, applied by
   * `titleForOptions`). Absent when no rule changes anything.
   */
  readonly optionChanges?: Readonly<Record<string, OptionChanges>>;
  readonly tileLays: TileLays;
  readonly rounds: RoundDefinitions;
  /** The national corporation, where the title has one. */
  readonly national?: NationalDefinition;
  /** Loans the bank lends operators (runtime/title/loans.ts); absent where the title has none. */
  readonly loans?: LoanRules;
}

// What an optional rule changes in the title, as data (applied by title/option-changes.ts).

/** A change to what a train type rusts or becomes obsolete on: a train's name, `null` for never; absent, unchanged. */
export interface TrainRusting {
  readonly rustsOn?: string | null;
  readonly obsoleteOn?: string | null;
}

/** Everything one optional rule changes. */
export interface OptionChanges {
  /** By train type name (its variants change with it). */
  readonly trains?: Readonly<Record<string, TrainRusting>>;
  /** By corporation or minor symbol. */
  readonly homes?: Readonly<Record<string, HomeChange>>;
  /** Preprinted hexes replacing those of the same id, or added to the map. */
  readonly hexes?: readonly HexDefinition[];
}
