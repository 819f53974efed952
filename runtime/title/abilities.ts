/**
 * Abilities of companies, corporations and minors, one interface per kind. The engine's kinds
 * are added by adding the interface here, its definition in `schemas/`, its behaviour in the
 * engine, its name in the schema's `$defs.engineAbilityKind`, and its use in
 * runtime/title/engine-reads.ts (a test holds that list to the engine's code). A title's own
 * kind is declared in its `kinds.ts` (`abilities`, runtime/title/kinds.ts) and read by its own
 * hooks and steps as a `TitleAbility`: the engine keeps its timing, counts and removal like any
 * other's and gives it no behaviour of its own.
 */
import type { AbilityOwnerType, ExchangeSource, TileLayPaidBy } from './format.js';

// The value sets of ability keys are the schema's (format.ts); the kinds' shapes are codegen's
// normalised form (camelCase keys, `when` always a list, each kind's defaults filled in).
/** Fields every ability kind shares. */
export interface AbilityCommon {
  /** Whose ownership activates it: `player` (a private held by a player) or `corporation`. */
  readonly ownerType?: AbilityOwnerType;
  /** When it may be used (`track`, `owning_corp_or_turn`, `any`, `bought_train`, `sold`, ...). */
  readonly when: readonly string[];
  /** How many uses; absent means unlimited. */
  readonly count?: number;
  readonly countPerOr?: number;
  /** Phase in which the ability ends; `never` keeps it past company closing. */
  readonly onPhase?: string;
  readonly afterPhase?: string;
  /** When the ability is removed (`sold`, a phase, ...). */
  readonly remove?: string;
  readonly description?: string;
  readonly closedWhenUsedUp?: boolean;
  /** Works by itself where it applies, never as a choice (default: when it has no `when`). */
  readonly passive?: boolean;
}

export interface BlocksHexesAbility extends AbilityCommon {
  readonly type: 'blocks_hexes';
  readonly hexes: readonly string[];
  readonly hidden?: boolean;
}

export interface TileLayAbility extends AbilityCommon {
  readonly type: 'tile_lay';
  readonly hexes: readonly string[];
  readonly tiles: readonly string[];
  readonly free: boolean;
  readonly discount?: number;
  readonly special: boolean;
  readonly connect: boolean;
  readonly blocks: boolean;
  readonly reachable: boolean;
  readonly consumeTileLay: boolean;
  readonly cost?: number;
  readonly layCount?: number;
  readonly upgradeCount?: number;
  /** With `count` over 1: once started, the company's lays come one after the other, uninterrupted. */
  readonly mustLayTogether: boolean;
  /** With `mustLayTogether`: the company may not stop before using every lay. */
  readonly mustLayAll: boolean;
  /** With `when: sold`: who pays the lay, the new owner or the player who sold the company. */
  readonly paidBy: TileLayPaidBy;
}

export interface TeleportAbility extends AbilityCommon {
  readonly type: 'teleport';
  readonly hexes: readonly string[];
  readonly tiles: readonly string[];
  readonly cost?: number;
  readonly freeTileLay: boolean;
}

export interface ExchangeAbility extends AbilityCommon {
  readonly type: 'exchange';
  /** Corporations whose share the company may be exchanged for, or `any`. */
  readonly corporations: readonly string[] | 'any';
  /** Where the share comes from. */
  readonly from: readonly ExchangeSource[];
}

export interface SharesAbility extends AbilityCommon {
  readonly type: 'shares';
  /** Share ids (`PRR_1`: the PRR's second certificate; `_0` is the president's) or `random_president`. */
  readonly shares: readonly string[];
}

export interface CloseAbility extends AbilityCommon {
  readonly type: 'close';
  /** For `when: bought_train`: the corporation whose first train closes the company. */
  readonly corporation?: string;
  readonly silent?: boolean;
}

export interface NoBuyAbility extends AbilityCommon {
  readonly type: 'no_buy';
}

export interface RevenueChangeAbility extends AbilityCommon {
  readonly type: 'revenue_change';
  readonly revenue: number;
}

export interface TileDiscountAbility extends AbilityCommon {
  readonly type: 'tile_discount';
  readonly discount: number;
  readonly terrain?: string;
  readonly hexes?: readonly string[];
}

export interface TokenAbility extends AbilityCommon {
  readonly type: 'token';
  readonly hexes: readonly string[];
  readonly price?: number;
  readonly teleportPrice?: number;
  readonly extraAction: boolean;
  readonly fromOwner: boolean;
  readonly discount?: number;
  readonly city?: number;
  readonly neutral: boolean;
  readonly extraSlot: boolean;
  readonly specialOnly: boolean;
  readonly checkTokenable: boolean;
  readonly connected: boolean;
}

export interface ReservationAbility extends AbilityCommon {
  readonly type: 'reservation';
  readonly hex: string;
  readonly city: number;
  readonly slot: number;
}

export interface AssignHexesAbility extends AbilityCommon {
  readonly type: 'assign_hexes';
  readonly hexes: readonly string[];
}

export interface AssignCorporationAbility extends AbilityCommon {
  readonly type: 'assign_corporation';
}

export interface TrainDiscountAbility extends AbilityCommon {
  readonly type: 'train_discount';
  readonly discount: number;
  readonly trains: readonly string[];
}

/** Text only: shown on the card, no behaviour of its own. */
export interface DescriptionAbility extends AbilityCommon {
  readonly type: 'description';
}

/** Text only, like `description`: a rule the title's own code implements, as the card states it (1846's Illinois Central subsidy). */
export interface BaseAbility extends AbilityCommon {
  readonly type: 'base';
}

/** Income its company's owner earns from the bank for tiles laid (the reference's `tile_income`). */
export interface TileIncomeAbility extends AbilityCommon {
  readonly type: 'tile_income';
  /** Earned per lay, or per item of `terrain` the lay pays for (the replaced tile's terrain, each border crossed at a cost). */
  readonly income: number;
  /** Only lays paying for this terrain or border type earn, once per item; absent: every lay. */
  readonly terrain?: string;
  /** Only lays by the company's owner earn. */
  readonly ownerOnly: boolean;
}

export type Ability =
  | BlocksHexesAbility
  | TileLayAbility
  | TeleportAbility
  | ExchangeAbility
  | SharesAbility
  | CloseAbility
  | NoBuyAbility
  | RevenueChangeAbility
  | TileDiscountAbility
  | TokenAbility
  | ReservationAbility
  | AssignHexesAbility
  | AssignCorporationAbility
  | TrainDiscountAbility
  | DescriptionAbility
  | BaseAbility
  | TileIncomeAbility;

export type AbilityType = Ability['type'];

/**
 * An ability of a kind the title declares in `kinds.ts`: the common fields, and its own fields
 * as the YAML writes them (camelCased), which only the title's code reads.
 */
export interface TitleAbility extends AbilityCommon {
  readonly type: string;
  readonly [field: string]: unknown;
}

/** The ability of a kind: the engine's interface for its kinds, `TitleAbility` for a title's. */
export type AbilityOf<K extends string> = K extends AbilityType ? Extract<Ability, { type: K }> : TitleAbility;
