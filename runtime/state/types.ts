/**
 * A game's whole mutable state as plain data: JSON-serialisable, copied with cloneState
 * (checkpoints, rollback on a refused action), hashable. Entities refer to each other by id:
 * players by their id as a string, corporations, companies and minors by symbol, and the two
 * special holders `pool` (the open market) and `bank`.
 */
import type { MapState } from '../map/state.js';
import type { Ability } from '../title/abilities.js';
import type { Capitalization } from '../title/definition.js';

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
  /** What it counts toward the certificate limit (1856's 5% CGR shares: half); absent = 1. */
  certSize?: number;
  /** Its number in certificate ids (`CGR_20`) where that is not its place in the list (certificates issued anew); absent = its place. */
  id?: number;
  /**
   * When the share last changed hands: a holder's certificates of a corporation are ordered by
   * it, as the rules' "first certificate" choices (presidency swaps, exchanges) depend on order.
   */
  seq: number;
}

export interface TokenState {
  price: number;
  used: boolean;
  /** A kind other than the operator's own (`extra_tokens`): `neutral`, ...; absent: normal. */
  type?: string;
  /** The corporation whose station it becomes once placed, when not the operator's. */
  corporation?: string;
  hex?: string;
  city?: number;
}

export interface OperatingRecord {
  readonly turn: number;
  readonly roundNum: number;
  readonly revenue: number;
  readonly kind: string;
}

/**
 * What every operating entity has, corporations and minors alike: a treasury, station tokens,
 * trains, companies it bought, and a record of its operating turns. The operating round's steps
 * work on this shape, so any operator can lay track, run trains and buy them.
 */
export interface OperatorState {
  readonly sym: string;
  cash: number;
  floated: boolean;
  closed: boolean;
  /**
   * Who controls it: a corporation's president (a player id, or null before a player owns a
   * share); a minor's owner (a player or a corporation), or null while nobody owns it.
   */
  owner: HolderId | null;
  tokens: TokenState[];
  /** Train ids, in the order they were acquired. */
  trains: string[];
  companies: string[];
  operatingHistory: OperatingRecord[];
  /** Its own abilities still in effect (a corporation's reserved token, a minor's bonus). */
  abilities: AbilityState[];
}

/** A minor company: an operator without shares, owned outright by a player or a corporation. */
export type MinorState = OperatorState;

export interface CorporationState extends OperatorState {
  ipoed: boolean;
  /**
   * How its IPO sales pay it: fixed when it is parred (the title's rule, or an event's
   * `full_capitalization` for corporations parred after it); null before.
   */
  capitalization: Capitalization | null;
  /** Money the bank holds for it in escrow (an `escrow` capitalisation), released by the title. */
  escrow?: number;
  parPrice: MarketCoordinates | null;
  sharePrice: MarketCoordinates | null;
  /** When the corporation arrived in its market cell: earlier arrivals operate first. */
  priceSeq: number;
  shares: ShareState[];
}

export interface AbilityState {
  /** Index of the ability in the entity's compiled definition; -1 for one given during play. */
  readonly index: number;
  /** The definition of an ability given during play (a title's `addAbility`), which the compiled title lacks. */
  readonly def?: Ability;
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

export interface RoundState {
  /** The round kind: `auction`, `stock`, `operating`, or a title's own. */
  readonly kind: string;
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

/** Companies assigned to targets, by target: hexes and entities (operators) apart. */
export interface Assignments {
  hexes: Record<string, string[]>;
  entities: Record<string, string[]>;
}

/** Rule values that events change during a game (`float_40`, `companies_buyable`, ...). */
export interface RuleOverrides {
  /** The float percent for corporations not yet floated; null keeps each corporation's own. */
  floatPercent: number | null;
  /** The capitalization for corporations parred from now on; null keeps the title's. */
  capitalization: Capitalization | null;
  /** Phase statuses added for the rest of the game. */
  statuses: string[];
  /**
   * Corporation types whose IPO the `majors_can_ipo` event opened; absent = none yet. Types it
   * names stay closed to parring until it fires.
   */
  ipoTypes?: string[];
  /** The certificate limit set during the game (1856's, once the CGR forms); absent = the rules'. */
  certLimit?: number;
  /** Homes moved during play (the `moveHome` effect), by operator; absent until one is. */
  homes?: Record<string, { coordinates: string; city: number }>;
  /** What train types rust or become obsolete on, changed during play (the `setTrainRusting` effect); absent until one is. */
  trainRusting?: Record<string, { rustsOn?: string | null; obsoleteOn?: string | null }>;
}

/** The national corporation's side of the state (see runtime/engine/national.ts). */
export interface NationalState {
  /** Reserved hexes still waiting for one of its tokens: its last tokens are kept for them. */
  reservations: string[];
  /** Corporations that may choose to be nationalised (trainless majors), in order. */
  choices: string[];
  /** Set by `trainless_nationalization`: the check runs once the train purchase is complete. */
  trainlessCheck?: { readonly forced: readonly string[]; readonly optional: readonly string[] };
}

/**
 * Loans (a title with `loans:`; runtime/engine/loans.ts): the ids the bank still lends, in the
 * order it lends them, and the ids each operator owes, oldest first.
 */
export interface LoanState {
  bank: number[];
  owed: Record<string, number[]>;
}

/** A corporation's destination: track from `from` to any of `hexes` (runtime/engine/destinations.ts). */
export interface DestinationState {
  readonly from: string;
  readonly hexes: readonly string[];
  reached: boolean;
}

export interface GameState {
  readonly title: string;
  /** Current state of the seeded generator. */
  rand: number;
  turn: number;
  /** Operating rounds in the current set (fixed from the phase when the set starts). */
  operatingRounds: number;
  /** Operating rounds started so far in the game (the `fixed_round` end counts them). */
  operatingRoundCount: number;
  /** Where the round cycle stands: its entry (−1 before the first) and the round within it. */
  cycle: { index: number; round: number };
  phaseIndex: number;
  /** Players in seat order, rotated as priority moves. */
  players: PlayerState[];
  bank: { cash: number; broken: boolean };
  corporations: Record<string, CorporationState>;
  /** Corporation symbols in title order (closed ones removed). */
  corporationOrder: string[];
  minors: Record<string, MinorState>;
  /** Minor symbols in title order (closed ones removed). */
  minorOrder: string[];
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
  /**
   * Companies assigned to hexes or entities (a port, a mine, a bonus), by target id; the
   * `assign` action and title effects add them, events such as `remove_bonuses` clear them.
   */
  assignments: Assignments;
  /** Rules events changed for the rest of the game. */
  overrides: RuleOverrides;
  /** What a title's hooks remember between actions, by name (see title/game-vars.ts). */
  memory: Record<string, unknown>;
  /** Programmed actions players enabled, by player id (their auto actions are recorded). */
  programs: Record<string, string[]>;
  /**
   * Route answers kept once a route obliged a train purchase (the reference caches them until a
   * corporation's graph is rebuilt from scratch), by corporation.
   */
  routeInfo: Record<string, { routeAvailable: boolean; routeTrainPurchase: boolean }>;
  /** The national's reservations and pending nationalisations; absent for titles without one. */
  national?: NationalState;
  /** Operating rounds of every set starting after the end was triggered (a `gameEndTriggered` hook may set it). */
  finalOperatingRounds?: number;
  /** The bank's loans and what each operator owes (empty for titles without loans). */
  loans: LoanState;
  /** Corporations' destinations, by symbol (those the title gives one). */
  destinations: Record<string, DestinationState>;
  /**
   * Fields of actions that only some players may see yet (runtime/engine/secrets.ts): absent
   * while there are none, so games without hidden information hash as before.
   */
  secrets?: ActionSecret[];
}

/** A secret an action carries, kept in the state while it holds (runtime/engine/secrets.ts). */
export interface ActionSecret {
  /** The action's id (its recorded `id`, else its 1-based position), as the event log counts it. */
  readonly action: number;
  /** The type of the action (or of an auto action within it) the fields belong to. */
  readonly type: string;
  readonly fields: readonly string[];
  /** The players (ids) who see the fields: the acting player. */
  readonly players: readonly string[];
  /** `round_end`: until the round it was taken in ends; `game_end`: until the game ends. */
  readonly until: 'round_end' | 'game_end';
}
