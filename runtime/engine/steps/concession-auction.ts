/**
 * The concession auction (1841, 1873): in turn, a player nominates any lot with a bid (at least
 * `start_price`, or the lot's value) or passes. The others who can pay more bid on it in seat
 * order after the nominator — the lowest bidder acts, each raising or passing out — until one bid
 * is left, which buys the lot (at once, where nobody else can pay more). Then the turn moves on
 * from where it was. The auction ends when
 * every lot is sold, or every player has passed in a row.
 *
 * A concession is a company: one whose `shares` ability grants a president's certificate makes
 * its buyer par that corporation (the engine's pending par), as 1841's and 1873's concessions do.
 */
import { NO_ACTIONS } from '../step.js';
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { AuctionStep, type AuctionState } from '../auction/auctioner.js';
import { awardLot, initialLots, lotOfBid, lotSym, lotValue } from '../auction/lots.js';

interface ConcessionState extends AuctionState {
  /** Lots not yet sold, in order. */
  lots: string[];
  /** The lot nominated, while bids on it stand. */
  auctioning: string | null;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export class ConcessionAuctionStep extends AuctionStep<ConcessionState> {
  description(): string {
    return this.contested() ? 'Bid on the Nominated Concession' : 'Nominate a Concession';
  }

  override initialState(): ConcessionState {
    return { ...super.initialState(), lots: [], auctioning: null };
  }

  override setup(): void {
    this.s.lots = initialLots(this.game);
  }

  /** The lot being bid on, while any bid on it stands. */
  contested(): string | null {
    const lot = this.s.auctioning;
    return lot !== null && this.bidsOn(lot).length > 0 ? lot : null;
  }

  /** No lot left, or every player passed. */
  done(): boolean {
    return this.s.lots.length === 0 || this.round.entities.every((id) => this.game.player(id).passed);
  }

  override activeEntities(): string[] {
    const lot = this.contested();
    return lot !== null ? [this.lowestBid(lot)!.player] : super.activeEntities();
  }

  override actions(entity: string): readonly string[] {
    if (this.done()) return NO_ACTIONS;
    const lot = this.contested();
    const lowest = lot !== null && this.lowestBid(lot)!.player === entity;
    return lowest || entity === this.currentEntity() ? ACTIONS : [];
  }

  minBid(lot: string): number {
    const high = this.highestBid(lot);
    return high ? high.price + this.minIncrement() : (this.config.startPrice ?? lotValue(this.game, lot));
  }

  maxBid(player: string, _lot: string): number {
    return this.game.player(player).cash;
  }

  /** Nominating any lot (or raising on the one nominated), and passing. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if ((offered ?? this.actions(entity)).length === 0) return [];
    const cash = this.maxBid(entity, '');
    const contested = this.contested();
    const bids = contested !== null ? this.bidLegal(entity, contested, this.minBid(contested), cash) : this.s.lots.flatMap((lot) => this.bidLegal(entity, lot, this.minBid(lot), cash, 'nominate'));
    return [...bids, passLegal(this.game, entity)];
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const lot = lotOfBid(this.game, action);
    const contested = this.contested();
    if (lot === undefined || !this.s.lots.includes(lot)) {
      throw new GameError('auction/not_for_sale', `${action.company ?? action.minor ?? 'nothing'} is not for sale in this auction`, { action, entity: action.company ?? action.minor });
    }
    check(contested === null || lot === contested, 'auction/wrong_company', () => `only ${lotSym(this.game, contested!)} is being bid on`, { action, entity: lotSym(this.game, lot) });
    this.game.player(player).passed = false;
    if (contested !== null) this.addBid(player, lot, action.price);
    else this.nominate(player, lot, action.price);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    const lot = this.contested();
    if (lot !== null) {
      this.game.log.emit('auction_pass', { player, ...this.logFields(lot) });
      this.removeBid(player, lot);
      this.resolveBids();
      return;
    }
    this.game.player(player).passed = true;
    this.round.nextEntityIndex();
  }

  /**
   * A nomination: the nominator's bid, and a place for each other player who can pay more, in
   * seat order after the nominator (placeholder bids below zero, lowest first, so the lowest
   * bidder is the next to act).
   */
  private nominate(player: string, lot: string, price: number): void {
    this.s.auctioning = lot;
    this.game.log.emit('lot_nominated', { player, ...this.logFields(lot) });
    this.addBid(player, lot, price);
    const players = this.round.entities;
    const from = players.indexOf(player);
    const rotated = [...players.slice(from), ...players.slice(0, from)];
    rotated.forEach((other, index) => {
      if (other === player || this.maxBid(other, lot) <= price) return;
      this.placeBid(other, lot, index - players.length, { log: false });
    });
    // Nobody else can pay more: the nominator buys it at once.
    this.resolveBids();
  }

  /** With one bid left, its bidder buys the lot; the turn moves on. */
  private resolveBids(): void {
    const lot = this.s.auctioning;
    if (lot === null || this.bidsOn(lot).length !== 1) return;
    const { player, price } = this.bidsOn(lot)[0];
    this.s.auctioning = null;
    delete this.s.bids[lot];
    const available = this.maxBid(player, lot);
    check(available >= price, 'auction/cannot_afford', () => `${this.game.nameOf(player)} has ${this.game.money(available)} and cannot spend ${this.game.money(price)}`, { entity: player });
    this.s.lots = this.s.lots.filter((l) => l !== lot);
    awardLot(this.game, player, lot, price);
    this.round.nextEntityIndex();
  }
}
