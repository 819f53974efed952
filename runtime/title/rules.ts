/**
 * A title's rule constants and the settings of its auction: the scalar part of its compiled
 * definition (runtime/title/definition.ts re-exports these).
 */
import type {
  AuctionAllPass,
  AuctionLots,
  BankruptcyEndsGameAfter,
  DiscardedTrains,
  EbuyFromOthers,
  GameEndReason,
  GameEndTiming,
  HomeReservations,
  HomeTokenTiming,
  MustBuyTrain,
  NextStockRoundOrder,
  PoolShareDrop,
  SellAfter,
  SellBuyOrder,
  SellMovement,
  TileReservationBlocksOthers,
  TrackRestriction,
} from './format.js';
import type { Frozen, Given } from './format.js';
import type { RawAuction } from './format.generated.js';
// The rules' value sets are the schema's (format.ts derives them); the shapes below are codegen's
// normalised form (camelCase, every default filled in) and are written here.
export type {
  AuctionLots,
  EbuyFromOthers,
  GameEndReason,
  GameEndTiming,
  HomeTokenTiming,
  MustBuyTrain,
  NextStockRoundOrder,
  PoolShareDrop,
  SellAfter,
  SellBuyOrder,
  SellMovement,
  TileReservationBlocksOthers,
  TrackRestriction,
};

/** A value per player count. */
export type PlayerCountTable<T> = Readonly<Record<number, T>>;

/**
 * Where the `fixed_round` game-end reason triggers: once turn N starts, or once the game's N-th
 * operating round starts (counted over the whole game, the reference's `@or`).
 */
export type FixedRound = { readonly turn: number } | { readonly operatingRound: number };

/**
 * How IPO sales pay a corporation: a capitalisation mode, the engine's (`full`, `incremental`,
 * `none`, `escrow`: title/kinds.ts, `ENGINE_CAPITALIZATIONS`) or one the title's kinds.ts declares.
 */
export type Capitalization = 'full' | 'incremental' | 'none' | 'escrow' | (string & {});

/** Scalar rules of a title; codegen fills every default. */
export interface TitleRules {
  readonly bankCash: number | PlayerCountTable<number>;
  readonly startingCash: number | PlayerCountTable<number>;
  /** Per player count; a nested table is keyed by the number of corporations in play. */
  readonly certLimit: number | PlayerCountTable<number | Readonly<Record<number, number>>>;
  readonly certLimitIncludesPrivates: boolean;
  readonly capitalization: Capitalization;
  readonly sellBuyOrder: SellBuyOrder;
  readonly sellAfter: SellAfter;
  readonly sellMovement: SellMovement;
  readonly poolShareDrop: PoolShareDrop;
  readonly mustSellInBlocks: boolean;
  readonly marketShareLimit: number;
  /** Most of one corporation a player may hold, in percent, or by player count; a corporation's own limit overrides it. */
  readonly maxOwnershipPercent: number | PlayerCountTable<number>;
  readonly multipleBuyOnlyFromMarket: boolean;
  readonly soldOutIncrease: boolean;
  readonly presidentSalesToMarket: boolean;
  readonly nextSrPlayerOrder: NextStockRoundOrder;
  readonly mustBuyTrain: MustBuyTrain;
  readonly ebuyFromOthers: EbuyFromOthers;
  readonly ebuyPresSwap: boolean;
  readonly ebuyDepotTrainMustBeCheapest: boolean;
  /** Where a train handed back (discarded over the limit, traded in) goes: the depot's discard, buyable again, or out of the game. */
  readonly discardedTrains: DiscardedTrains;
  readonly allowTrainBuyFromOthers: boolean;
  readonly homeTokenTiming: HomeTokenTiming;
  readonly tileReservationBlocksOthers: TileReservationBlocksOthers;
  /** Whose home cities are reserved from the start: corporations (the reference's default), minors, or both. */
  readonly homeReservations: HomeReservations;
  readonly trackRestriction: TrackRestriction;
  /** A lay may leave a town or city out of the new track (the reference's ALLOW_REMOVING_TOWNS; 1856's towns from phase 6). */
  readonly allowRemovingTowns: boolean;
  /** Extra money a tile lay costs on top of terrain. */
  readonly tileCost: number;
  /** The turn play starts in (0 where rounds come before turn 1, which a `nextRound` hook starts). */
  readonly firstTurn: number;
  /** The engine's reasons (`GameEndReason`) and the title's own, which its `gameEnd` hook decides. */
  readonly gameEndCheck: Readonly<Partial<Record<GameEndReason, GameEndTiming>> & Record<string, GameEndTiming>>;
  /** Where the `fixed_round` reason triggers; null when the title has no fixed last round. */
  readonly fixedRound: FixedRound | null;
  readonly bankruptcyEndsGameAfter: BankruptcyEndsGameAfter;
  /** Game-end timings in order of precedence, first the strongest (a later trigger replaces one only if stronger); absent: the engine's order. */
  readonly gameEndTimingPriority?: readonly GameEndTiming[];
  /** Operating rounds of every set that starts after the end was triggered; absent: the phase's. */
  readonly finalOperatingRounds?: number;
  /** A lay on a hex with stubs must have an exit at each stub's edge (the reference's StubsAreRestricted). */
  readonly stubsRestricted?: boolean;
}

/**
 * The opening auction's mechanism: the engine's `waterfall` (1830), `selection` (1817, 1840: one
 * lot at a time, in order), `dutch` (18EU: a price that falls until someone takes it),
 * `concession` (1841, 1873: a player nominates any lot, the others bid in turn), none, or a
 * title's own step.
 */
export type AuctionStyle = Frozen<Given<RawAuction['style']>>;

export interface AuctionRules {
  readonly style: AuctionStyle;
  readonly minBidIncrement: number;
  readonly mustBidIncrementMultiple: boolean;
  readonly onlyHighestBidCommitted: boolean;
  /** What the auction sells (not the waterfall, which sells the companies). */
  readonly lots: AuctionLots;
  /** Selection auction: everyone passing on a lot makes it cheaper by `passDiscount` (`discount`), or takes it out of the game (`remove`). */
  readonly allPass: AuctionAllPass;
  readonly passDiscount: number;
  /** Dutch auction: the price a lot is first offered at; concession auction: the least opening bid. Null: the lot's value. */
  readonly startPrice: number | null;
  /** Dutch auction: how far the price falls each time every player declines. */
  readonly priceDrop: number;
  /** Dutch auction: a bid at or above the first price opens an auction among the players (18EU's modified auction); false: a lot is only taken at its price. */
  readonly bidsAbove: boolean;
}
