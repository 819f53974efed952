/**
 * A game's whole mutable state as plain data: JSON-serialisable, cloneable with structuredClone
 * (checkpoints, rollback on a refused action), hashable. Entities refer to each other by id:
 * players by their id as a string, corporations, companies and minors by symbol, and the two
 * special holders `pool` (the open market) and `bank`.
 */
import type { MapState } from '../map/state.js';

/** Anything that can hold cash, shares, companies or trains. */
export type HolderId = string;
export const POOL = 'pool';
export const BANK = 'bank';
export const DEPOT = 'depot';

/** A market cell by row and column. */
export type MarketCoordinates = readonly [number, number];

export interface PlayerState {
  readonly id: string;
  readonly name: string;
  cash: number;
  passed: boolean;
  bankrupt: boolean;
  /** Company symbols, in the order they were acquired. */
  companies: string[];
}

export interface ShareState {
  readonly percent: number;
  readonly president: boolean;
  owner: HolderId;
  /**
   * When the share last changed hands: a holder's certificates of a corporation are ordered by
   * it, as the rules' "first certificate" choices (presidency swaps, exchanges) depend on order.
   */
  seq: number;
}

export interface TokenState {
  price: number;
  used: boolean;
  hex?: string;
  city?: number;
}

export interface OperatingRecord {
  readonly turn: number;
  readonly roundNum: number;
  readonly revenue: number;
  readonly kind: string;
}

export interface CorporationState {
  readonly sym: string;
  cash: number;
  ipoed: boolean;
  floated: boolean;
  closed: boolean;
  /** The president (a player id), or null before the first share is owned by a player. */
  owner: HolderId | null;
  parPrice: MarketCoordinates | null;
  sharePrice: MarketCoordinates | null;
  /** When the corporation arrived in its market cell: earlier arrivals operate first. */
  priceSeq: number;
  shares: ShareState[];
  tokens: TokenState[];
  /** Train ids, in the order they were acquired. */
  trains: string[];
  companies: string[];
  operatingHistory: OperatingRecord[];
}

export interface AbilityState {
  /** Index of the ability in the entity's compiled definition. */
  readonly index: number;
  /** Remaining uses, for abilities with a count. */
  count?: number;
  countThisOr: number;
  used: boolean;
  /** For `shares` abilities: the share ids it grants. */
  shares?: string[];
  /** For `tile_lay` abilities: hexes already laid with it. */
  laidHexes?: string[];
}

export interface CompanyState {
  readonly sym: string;
  owner: HolderId | null;
  closed: boolean;
  revenue: number;
  value: number;
  /** Auction discount: how far below its value the company may now be bought. */
  discount: number;
  /** Abilities still in effect (used-up and removed ones are gone). */
  abilities: AbilityState[];
}

export interface TrainState {
  readonly id: string;
  /** The current name: the variant chosen when it was bought. */
  name: string;
  /** The train type it was created as (its YAML entry's name). */
  readonly type: string;
  owner: HolderId | null;
  operated: boolean;
  obsolete: boolean;
  rusted: boolean;
  buyable: boolean;
  /** Events still to fire when this train is first bought. */
  events: { readonly type: string }[];
}

export interface DepotState {
  /** Train ids not yet bought, in depot order. */
  upcoming: string[];
  /** Trains handed back to the depot, buyable by anyone. */
  discarded: string[];
  /** Bumped whenever `upcoming` or `discarded` changes (derived offers are cached by it). */
  revision: number;
}

export interface StepState {
  passed: boolean;
  acted: boolean;
  [key: string]: unknown;
}

export type RoundKind = 'auction' | 'stock' | 'operating';

export interface RoundState {
  readonly kind: RoundKind;
  readonly roundNum: number;
  /** Step names in order, as the round was composed (for rebuilding step objects). */
  readonly stepNames: readonly { readonly step: string; readonly blocks?: boolean }[];
  entities: string[];
  entityIndex: number;
  lastToAct: string | null;
  passOrder: string[];
  atStart: boolean;
  currentOperator: string | null;
  currentOperatorActed: boolean;
  steps: StepState[];
  /** State the round's steps share (laid track this turn, shares sold this round, ...). */
  vars: Record<string, unknown>;
}

export interface GameEndState {
  finished: boolean;
  reason: string | null;
  trigger: { reason: string; timing: string } | null;
  finalTurn: number | null;
}

export interface GameState {
  readonly title: string;
  /** Current state of the seeded generator. */
  rand: number;
  turn: number;
  roundCounter: number;
  operatingRounds: number;
  phaseIndex: number;
  /** Players in seat order, rotated as priority moves. */
  players: PlayerState[];
  bank: { cash: number; broken: boolean };
  corporations: Record<string, CorporationState>;
  /** Corporation symbols in title order (closed ones removed). */
  corporationOrder: string[];
  companies: Record<string, CompanyState>;
  companyOrder: string[];
  trains: Record<string, TrainState>;
  depot: DepotState;
  /** Tiles in the supply are those not in `map.placed`; this counts extra copies of unlimited tiles. */
  map: MapState;
  round: RoundState;
  end: GameEndState;
  /** Monotonic counter behind `ShareState.seq` and `CorporationState.priceSeq`. */
  seq: number;
  /** Programmed actions players enabled, by player id (their auto actions are recorded). */
  programs: Record<string, string[]>;
  /**
   * Route answers kept once a route obliged a train purchase (the reference caches them until a
   * corporation's graph is rebuilt from scratch), by corporation.
   */
  routeInfo: Record<string, { routeAvailable: boolean; routeTrainPurchase: boolean }>;
}
