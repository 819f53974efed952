/**
 * What an entity may do now: `game.legalActions(entity?)` answers with a list of these, one per
 * kind of choice, each carrying what makes it a concrete action. Small choice sets are listed
 * (the share bundles buyable, the tiles and rotations for a hex); large ones are described (a
 * bid's range, a price range for a train bought from another operator, the best run for
 * `run_routes` rather than every legal run).
 *
 * Each step of a round describes its own choices (`Step#legalActions`); title steps override
 * it as they override `actions`. `runtime/legal/choose.ts` turns a choice into actions, and
 * `runtime/legal/match.ts` says whether an action is among the choices.
 *
 * Chat (`message`, `log`), standing orders (`program_*`) and `undo`/`redo` are not game moves
 * and are never listed.
 */
import type { Action, EntityType, RunRoutesAction } from '../actions/types.js';
import type { DividendKind } from '../title/hooks.js';

interface LegalBase {
  /** Who acts: a player, a corporation, a minor or a company, as actions name it. */
  readonly entity: string;
  readonly entityType: EntityType;
}

/** Passing (ending a turn, declining a bid or a lay). */
export interface PassLegal extends LegalBase {
  readonly type: 'pass';
}

/**
 * A bid on a lot (an auction, a draft), any whole amount from `min` to `max` in steps of `step`
 * above `min`. The lot is a company (`company`), where an auction sells minors a minor
 * (`minor`), or a corporation (`corporation`: 1867's minors, corporations of type minor, bid
 * for in the stock round): exactly one is given.
 */
export interface BidLegal extends LegalBase {
  readonly type: 'bid';
  readonly company?: string;
  readonly minor?: string;
  readonly corporation?: string;
  readonly min: number;
  readonly max: number;
  readonly step: number;
  /** The step takes no amount (a draft's pick at the card's price): any amount names the same choice. */
  readonly amountIgnored?: boolean;
  /**
   * What the bid does, for players' interfaces (absent: `bid`): `bid` — a bid in an auction;
   * `buy` — takes the lot at this price at once (a Dutch auction's fallen price, the
   * waterfall's cheapest company); `nominate` — puts the lot up for auction (with no bid of its
   * own where the amount is 0).
   */
  readonly kind?: 'bid' | 'buy' | 'nominate';
  /** A purchase at a fixed price (`kind: 'buy'`: the waterfall's cheapest company, a Dutch auction's fallen price), not a bid: `min` is the price, as `max`. */
  readonly purchase?: boolean;
  /**
   * The bidder already holds the highest bid on the lot: this bid would only raise their own
   * (the rules allow it, as the reference does; an interface may say so, and the simulator
   * never makes it). Absent where the bidder does not lead, or the step does not say.
   */
  readonly leading?: boolean;
}

/** The symbol of the lot a bid names (its company, minor or corporation). */
export function bidLot(legal: BidLegal): string {
  return legal.company ?? legal.minor ?? legal.corporation ?? '';
}

/** The field of a bid action that names a legal bid's lot: `{company}`, `{minor}` or `{corporation}`. */
export function bidTarget(legal: BidLegal): { readonly company: string } | { readonly minor: string } | { readonly corporation: string } {
  if (legal.minor !== undefined) return { minor: legal.minor };
  if (legal.corporation !== undefined) return { corporation: legal.corporation };
  return { company: legal.company ?? '' };
}

/**
 * Certificates changing hands: bought (from the IPO — the corporation itself —, the pool, a
 * treasury) or sold (by a player, or issued by a corporation). One bundle per choice; other
 * certificates of the same holder and size would do as well.
 */
export interface SharesLegal extends LegalBase {
  readonly type: 'buy_shares' | 'sell_shares';
  readonly corporation: string;
  /** The holder the certificates come from (the buyer's source, or the seller). */
  readonly from: string;
  /** Certificate ids (`PRR_3`). */
  readonly shares: readonly string[];
  readonly percent: number;
  /** What the bundle costs or raises. */
  readonly price: number;
  /**
   * The price per share unit where the step sets its own price (a corporation issuing or
   * redeeming below or above the market): recordings carry it as the action's `share_price`,
   * which the reference engine takes as the price. Absent at the market price.
   */
  readonly sharePrice?: number;
}

/** Starting a corporation at one of these par prices (ids as actions name them, `"100,0,5"`). */
export interface ParLegal extends LegalBase {
  readonly type: 'par';
  readonly corporation: string;
  readonly prices: readonly { readonly id: string; readonly price: number }[];
}

/** Buying a company from its owner (a player, the bank) for `min` to `max`. */
export interface BuyCompanyLegal extends LegalBase {
  readonly type: 'buy_company';
  readonly company: string;
  readonly from: string;
  readonly min: number;
  readonly max: number;
}

/** Laying a tile on a hex: a copy to lay, the rotations allowed, and what the lay costs at them. */
export interface LayTileLegal extends LegalBase {
  readonly type: 'lay_tile';
  readonly hex: string;
  /** The manifest tile, and the copy an action names (`57-2`): any unplaced copy would do. */
  readonly tile: string;
  readonly tileId: string;
  readonly rotations: readonly number[];
  readonly cost: number;
}

/** Placing a station token in a city (`city` as actions name it, `57-1-0`). */
export interface PlaceTokenLegal extends LegalBase {
  readonly type: 'place_token';
  readonly city: string;
  readonly hex: string;
  readonly cityIndex: number;
  /** A free slot of the city (actions name one; the engine takes the city's next free slot). */
  readonly slot: number;
  readonly price: number;
  /** The kind of token (`extra_tokens`: `neutral`, ...); absent: the operator's own. */
  readonly tokenType?: string;
}

/** Buying a train (from the depot, or another operator), as a variant, for `min` to `max`. */
export interface BuyTrainLegal extends LegalBase {
  readonly type: 'buy_train';
  readonly train: string;
  /** `depot`, or the operator selling it. */
  readonly from: string;
  readonly variant: string;
  readonly min: number;
  readonly max: number;
  /** A train of the buyer's traded in for it. */
  readonly exchange?: string;
}

/**
 * Running trains. Every run the rules allow may be named; the optimiser's best run is given
 * (its revenue is the most the operator can earn now), and an empty run earns nothing.
 */
export interface RunRoutesLegal extends LegalBase {
  readonly type: 'run_routes';
  readonly trains: readonly string[];
  readonly best: RunRoutesAction;
  readonly revenue: number;
  /** The optimiser finished its search: no run earns more than `revenue`. False when its work budget ran out first (`best` is then the best run found). */
  readonly bestProven: boolean;
}

/** Paying out or keeping the revenue just run: each kind with what it pays. */
export interface DividendLegal extends LegalBase {
  readonly type: 'dividend';
  readonly revenue: number;
  readonly kinds: readonly { readonly kind: DividendKind; readonly treasury: number; readonly perShare: number }[];
}

/** Handing one of these trains back (over the train limit). */
export interface DiscardTrainLegal extends LegalBase {
  readonly type: 'discard_train';
  readonly trains: readonly string[];
}

/** Assigning a company to a hex or an operator. */
export interface AssignLegal extends LegalBase {
  readonly type: 'assign';
  readonly target: string;
  readonly targetType: 'hex' | 'corporation' | 'minor';
}

/** Declaring bankruptcy, or ending the game by agreement. */
export interface PlainLegal extends LegalBase {
  readonly type: 'bankrupt' | 'end_game';
}

/** The engine's kinds of choice. */
export type EngineLegal =
  | PassLegal
  | BidLegal
  | SharesLegal
  | ParLegal
  | BuyCompanyLegal
  | LayTileLegal
  | PlaceTokenLegal
  | BuyTrainLegal
  | RunRoutesLegal
  | DividendLegal
  | DiscardTrainLegal
  | AssignLegal
  | PlainLegal;

/**
 * A title's own action type, listed as the concrete actions allowed. A step that has not
 * described a type it accepts gives this with no actions and `described: false` (the legal
 * action checks report it).
 */
export interface ListedLegal extends LegalBase {
  readonly type: string;
  readonly listed: readonly Action[];
  readonly described: boolean;
  /**
   * Numeric fields a listed action may set to any value of a range instead of the one listed (a
   * loan's amount, a price): too many values to list, so each listed action carries the range's
   * lowest and the range stands for the rest (`rangedLegal`).
   */
  readonly ranges?: Readonly<Record<string, FieldRange>>;
}

/** Any whole value from `min` to `max` in steps of `step` above `min`. */
export interface FieldRange {
  readonly min: number;
  readonly max: number;
  readonly step: number;
}

export type LegalAction = EngineLegal | ListedLegal;

export function isListed(legal: LegalAction): legal is ListedLegal {
  return 'listed' in legal;
}

/** Action types that are not game moves: never listed, never checked. */
export const NOT_MOVES: ReadonlySet<string> = new Set(['message', 'log', 'undo', 'redo', 'program_buy_shares', 'program_share_pass', 'program_merger_pass', 'program_disable']);
