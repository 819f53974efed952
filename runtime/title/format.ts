/**
 * What the compiled definition takes from the YAML unchanged: value sets (a rule's choices, the
 * market's cell types, tile colours) and the few shapes codegen copies as they are written. They
 * are derived from the types generated from the schema (format.generated.ts), so the schema is
 * their one source: a value added there is a value here. Everything codegen normalises (camelCase
 * keys, defaults filled in, lists where YAML allows one value) stays hand-written beside its use
 * (definition.ts, rules.ts, loans.ts, abilities.ts, market-definition.ts).
 */
import type {
  RawAbilityCommon,
  RawAuction,
  RawBorderPart,
  RawCityPart,
  RawExchangeAbilityKeys,
  RawPathPart,
  RawRevenue,
  RawTileLayAbilityKeys,
  RawTownPart,
  RawCorporation,
  RawDistanceRule,
  RawEvent,
  RawGameEndCheck,
  RawLoans,
  RawMarket,
  RawMarketCellType,
  RawMeta,
  RawNational,
  RawRules,
  RawStepReference,
  RawTileColor,
  RawTileLaySlot,
} from './format.generated.js';

/** A key's type once given (the YAML may leave it out; the compiled definition has a value). */
export type Given<T> = Exclude<T, undefined>;
/** The named keys of a mapping that also takes keys of its own (the title's game-end reasons). */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
/** Read-only all the way down, as every compiled definition is. */
export type Frozen<T> = T extends (infer E)[] ? readonly Frozen<E>[] : T extends object ? { readonly [K in keyof T]: Frozen<T[K]> } : T;

export type TileColor = RawTileColor;
export type MarketCellType = RawMarketCellType;
export type MarketShape = Given<RawMarket['shape']>;
export type Axis = Given<RawMeta['axes']>['x'];
export type Layout = RawMeta['layout'];
export type DistanceNode = RawDistanceRule['nodes'][number];

export type GameEndReason = NamedKeys<RawGameEndCheck>;
export type GameEndTiming = Given<RawGameEndCheck[string]>;
export type SellBuyOrder = Given<RawRules['sell_buy_order']>;
export type SellAfter = Given<RawRules['sell_after']>;
export type SellMovement = Given<RawRules['sell_movement']>;
export type PoolShareDrop = Given<RawRules['pool_share_drop']>;
export type MustBuyTrain = Given<RawRules['must_buy_train']>;
export type EbuyFromOthers = Given<RawRules['ebuy_from_others']>;
export type HomeTokenTiming = Given<RawRules['home_token_timing']>;
export type TileReservationBlocksOthers = Given<RawRules['tile_reservation_blocks_others']>;
export type TrackRestriction = Given<RawRules['track_restriction']>;
export type NextStockRoundOrder = Given<RawRules['next_sr_player_order']>;
export type DiscardedTrains = Given<RawRules['discarded_trains']>;
export type HomeReservations = Given<RawRules['home_reservations']>;
export type BankruptcyEndsGameAfter = Given<RawRules['bankruptcy_ends_game_after']>;

export type AuctionLots = Given<RawAuction['lots']>;
export type AuctionAllPass = Given<RawAuction['all_pass']>;

export type NationalAssets = Given<RawNational['assets']>;
export type NationalRoutes = Given<RawNational['routes']>;

/** Whether a tile lay slot allows a lay (an upgrade): `not_if_upgraded` once the hex was upgraded this turn. */
export type TileLayAllowed = Given<RawTileLaySlot['lay']>;

/** Loan limits the engine counts by itself (`player_shares`, `shares`). */
export type LoanLimitRule = Extract<RawLoans['limit'], string>;
export type UnpaidInterest = Given<RawLoans['unpaid_interest']>;
export type PriceMove = Given<RawLoans['end_price_move']>;

/** A named event fired when the first train of a type is bought (`close_companies`, ...). */
export type EventDefinition = Frozen<RawEvent>;
/** A station token of a kind other than a corporation's own (the reference's token types). */
export type ExtraTokenDefinition = Frozen<Given<RawCorporation['extra_tokens']>[number]>;
/** A home moved in games of an optional rule: the hex (or hexes) and the city there; absent, unchanged. */
export type HomeChange = Frozen<Given<RawCorporation['by_optional_rule']>[string]>;
/** A step in a round's ordered list; `blocks` overrides the step's own blocking. */
export type StepReference = Frozen<Exclude<RawStepReference, string>>;

/** Colours a revenue can vary by: the phase's newest tile colour picks the value. */
export type RevenueColor = keyof Extract<RawRevenue, object>;
/** Whether a route must, may or must not count a stop. */
export type RouteUse = Given<RawCityPart['route']>;
export type TrackType = Given<RawPathPart['track']>;
export type TownStyle = Given<RawTownPart['style']>;
export type BorderType = Given<RawBorderPart['type']>;

/** Whose ownership activates an ability: `player` (a private held by a player) or `corporation`. */
export type AbilityOwnerType = Given<RawAbilityCommon['owner_type']>;
/** With `when: sold`: who pays a company's tile lay, the new owner or the player who sold it. */
export type TileLayPaidBy = Given<RawTileLayAbilityKeys['paid_by']>;
/** Where an exchanged share comes from. */
export type ExchangeSource = Extract<RawExchangeAbilityKeys['from'], string>;
