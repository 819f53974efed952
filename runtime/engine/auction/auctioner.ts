/**
 * What every auction step shares, whatever its style (the reference's Auctioner): bids on lots,
 * kept by lot in the order they were made, each player's latest bid replacing their earlier one;
 * the checks a bid must pass (its lot's minimum, the increment, what the bidder can pay); the cash
 * bids commit; and a bid's choices as a legal action. A style decides its minimum and maximum
 * bids and what a bid, a pass and a resolved auction do.
 *
 * The auction's config is the title's `auction:` YAML (`game.title.auction`).
 */
import { check } from '../../core/errors.js';
import { legalBase } from '../../legal/base.js';
import type { BidLegal } from '../../legal/types.js';
import type { StepState } from '../../state/types.js';
import type { AuctionRules } from '../../title/definition.js';
import { Step } from '../step.js';
import { lotFields, lotName, lotSym } from './lots.js';

export interface Bid {
  readonly player: string;
  readonly price: number;
}

export interface AuctionState extends StepState {
  /** Bids by lot, oldest first. */
  bids: Record<string, Bid[]>;
}

export abstract class AuctionStep<S extends AuctionState = AuctionState> extends Step<S> {
  override initialState(): S {
    return { ...super.initialState(), bids: {} } as S;
  }

  get config(): AuctionRules {
    return this.game.title.auction;
  }

  /** The least bid on a lot now. */
  abstract minBid(lot: string): number;

  /** The most a player may bid on a lot now. */
  abstract maxBid(player: string, lot: string): number;

  minIncrement(): number {
    return this.config.minBidIncrement;
  }

  bidsOn(lot: string): readonly Bid[] {
    return Object.hasOwn(this.s.bids, lot) ? this.s.bids[lot] : [];
  }

  /** The highest bid on a lot (the earliest of equal ones), if any. */
  highestBid(lot: string): Bid | undefined {
    let high: Bid | undefined;
    for (const bid of this.bidsOn(lot)) if (!high || bid.price > high.price) high = bid;
    return high;
  }

  /** The lowest bid on a lot (the earliest of equal ones), if any. */
  lowestBid(lot: string): Bid | undefined {
    let low: Bid | undefined;
    for (const bid of this.bidsOn(lot)) if (!low || bid.price < low.price) low = bid;
    return low;
  }

  /** Refuses a bid below the lot's minimum, off the increment's multiples, or beyond the bidder's means. */
  checkBid(player: string, lot: string, price: number): void {
    const min = this.minBid(lot);
    const name = lotSym(this.game, lot);
    check(price >= min, 'auction/bid_too_low', () => `the minimum bid for ${lotName(this.game, lot)} is ${this.game.money(min)}`, { entity: name, rule: 'min_bid_increment' });
    const increment = this.minIncrement();
    check(
      !this.config.mustBidIncrementMultiple || (price - min) % increment === 0,
      'auction/bid_increment',
      () => `bids must rise by multiples of ${this.game.money(increment)}`,
      { entity: name, rule: 'must_bid_increment_multiple' },
    );
    const max = this.maxBid(player, lot);
    check(price <= max, 'auction/cannot_afford', () => `${this.game.nameOf(player)} can bid at most ${this.game.money(max)} (cash not committed to other bids)`, { entity: player, rule: 'uncommitted cash' });
  }

  /** A checked bid, replacing the player's earlier bid on the lot. */
  addBid(player: string, lot: string, price: number): void {
    this.checkBid(player, lot, price);
    this.placeBid(player, lot, price);
  }

  /** A checked bid that replaces every bid on the lot. */
  replaceBid(player: string, lot: string, price: number): void {
    this.checkBid(player, lot, price);
    this.s.bids[lot] = [];
    this.placeBid(player, lot, price);
  }

  /** Records a bid without checks (a placeholder a style puts down for a player). */
  protected placeBid(player: string, lot: string, price: number, options: { readonly log?: boolean } = {}): void {
    const bids = this.bidsOn(lot).filter((b) => b.player !== player);
    bids.push({ player, price });
    this.s.bids[lot] = bids;
    if (options.log ?? true) this.game.log.emit('bid', { player, ...this.logFields(lot), price });
  }

  /** Takes a player's bid on a lot back. */
  removeBid(player: string, lot: string): void {
    if (!Object.hasOwn(this.s.bids, lot)) return;
    this.s.bids[lot] = this.s.bids[lot].filter((b) => b.player !== player);
  }

  clearBids(): void {
    this.s.bids = {};
  }

  /**
   * The bids that tie up a player's cash: their bid on each lot, or only those that are the
   * highest (`only_highest_bid_committed`) — of the bids standing, or of others a style weighs.
   */
  bidsForPlayer(player: string, all: Readonly<Record<string, readonly Bid[]>> = this.s.bids): Bid[] {
    const out: Bid[] = [];
    for (const bids of Object.values(all)) {
      if (this.config.onlyHighestBidCommitted) {
        let high: Bid | undefined;
        for (const bid of bids) if (!high || bid.price > high.price) high = bid;
        if (high?.player === player) out.push(high);
      } else {
        const own = bids.find((b) => b.player === player);
        if (own) out.push(own);
      }
    }
    return out;
  }

  /** Cash a player's bids tie up. */
  override committedCash(player: string, all: Readonly<Record<string, readonly Bid[]>> = this.s.bids): number {
    return this.bidsForPlayer(player, all).reduce((sum, b) => sum + b.price, 0);
  }

  /** How the log and events name a lot. */
  protected logFields(lot: string): Record<string, string> {
    const fields = lotFields(this.game, lot);
    return 'company' in fields ? { company: fields.company } : { target: fields.minor };
  }

  /** A bid on a lot from `min` to `max` (in the increment's steps where bids must be multiples) as a legal action; none when `min > max`. */
  bidLegal(player: string, lot: string, min: number, max: number, kind: BidLegal['kind'] = 'bid', step?: number): BidLegal[] {
    if (min > max) return [];
    const by = step ?? (this.config.mustBidIncrementMultiple && kind === 'bid' ? this.minIncrement() : 1);
    // A purchase at its price offers one amount, and says so for interfaces that predate `kind`.
    return [{ type: 'bid', ...legalBase(this.game, player), ...lotFields(this.game, lot), min, max, step: by, kind, ...(kind === 'buy' ? { purchase: true } : {}) }];
  }
}
