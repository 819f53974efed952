/**
 * The Dutch auction (18EU): a player chooses a lot, offered at its first price (`start_price`, or
 * its value); in turn the others take it at the price offered or decline; when every player has
 * declined, its price falls by `price_drop` and it goes round again; at 0 the player who chose it
 * must take it for nothing. Players who cannot pay the price are passed over.
 *
 * With `bids_above` (18EU's modified auction) a player may instead bid the first price or more,
 * opening an auction among the players (each in turn raises or passes out; the last bidder buys
 * at their bid); the price then falls only while nobody has bid, and a lot is taken at a fallen
 * price only. After a sale the player after the one who chose the lot chooses the next.
 */
import { NO_ACTIONS } from '../step.js';
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { awardLot, initialLots, lotForSale, lotOfBid, lotSym, lotValue } from '../auction/lots.js';
import { PassableAuctionStep, type PassableAuctionState } from '../auction/passable.js';

interface DutchState extends PassableAuctionState {
  /** The lots offered, in order (those sold since are no longer for sale). */
  lots: string[];
  /** How far the lot up has fallen below its first price. */
  reduction: number;
}

export class DutchAuctionStep extends PassableAuctionStep<DutchState> {
  description(): string {
    return 'Dutch Auction';
  }

  override initialState(): DutchState {
    return { ...super.initialState(), lots: [], reduction: 0 };
  }

  override setup(): void {
    this.s.lots = initialLots(this.game);
    this.s.reduction = 0;
  }

  /** The lots a player may choose now: the one up, else every lot still for sale. */
  available(): string[] {
    const up = this.s.auctioning;
    return up !== null ? [up] : this.s.lots.filter((lot) => lotForSale(this.game, lot));
  }

  override actions(entity: string): readonly string[] {
    if (this.available().length === 0 || entity !== this.currentEntity()) return NO_ACTIONS;
    return this.s.auctioning === null ? ['bid'] : ['bid', 'pass'];
  }

  override activeEntities(): string[] {
    const lot = this.s.auctioning;
    const high = lot === null ? undefined : this.highestBid(lot);
    if (high) {
      const next = this.bidderAfter(high.player);
      return next === undefined ? [] : [next];
    }
    return super.activeEntities();
  }

  /** The lot's first price: the title's `start_price`, else its value. */
  basePrice(lot: string): number {
    return this.config.startPrice ?? lotValue(this.game, lot);
  }

  /** The price it is offered at now. */
  startingBid(lot: string): number {
    return this.basePrice(lot) - this.s.reduction;
  }

  minBid(lot: string): number {
    const high = this.highestBid(lot);
    return high ? high.price + this.minIncrement() : this.startingBid(lot);
  }

  /** Whether a lot may be taken at the price offered: always, or once it has fallen where bids above it open an auction. */
  mayPurchase(): boolean {
    return !this.config.bidsAbove || this.s.reduction > 0;
  }

  maxBid(player: string, lot: string): number {
    return this.mayPurchase() ? this.minBid(lot) : this.game.player(player).cash;
  }

  private canAfford(player: string): boolean {
    return this.game.player(player).cash >= this.minBid(this.s.auctioning!);
  }

  /**
   * Choosing a lot (a bid of 0, or with `bids_above` a bid of its first price or more), taking
   * the lot up at its price, raising the bid on it; declining or passing out.
   */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if ((offered ?? this.actions(entity)).length === 0) return [];
    const cash = this.game.player(entity).cash;
    const up = this.s.auctioning;
    if (up === null) {
      return this.available().flatMap((lot) => {
        const price = this.startingBid(lot);
        const open = this.config.bidsAbove ? this.bidLegal(entity, lot, price, cash) : this.bidLegal(entity, lot, price, price <= cash ? price : -1, 'buy');
        return [...this.bidLegal(entity, lot, 0, 0, 'nominate'), ...(price > 0 ? open : [])];
      });
    }
    const bids = this.bidsOn(up).length > 0;
    const price = this.minBid(up);
    const choice = !bids && this.mayPurchase() ? this.bidLegal(entity, up, price, price <= cash && price > 0 ? price : -1, 'buy') : this.bidLegal(entity, up, price, cash);
    return [...choice, passLegal(this.game, entity)];
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const lot = lotOfBid(this.game, action);
    if (lot === undefined || !this.available().includes(lot)) {
      throw new GameError('auction/not_for_sale', `${action.company ?? action.minor ?? 'nothing'} is not for sale now`, { action, entity: action.company ?? action.minor });
    }
    this.game.player(player).passed = false;
    if (this.config.bidsAbove && action.price >= this.basePrice(lot)) {
      this.openingBid(player, lot, action.price);
    } else if (action.price > 0) {
      this.purchase(player, lot, action.price);
    } else {
      check(this.s.auctioning === null, 'auction/already_chosen', () => `${lotSym(this.game, lot)} is up already: take it, bid or decline`, { action, entity: lotSym(this.game, lot) });
      this.game.player(player).passed = true;
      this.s.triggerer = player;
      this.game.log.emit('lot_chosen', { player, ...this.logFields(lot), price: this.startingBid(lot) });
      this.auctionLot(lot);
      this.nextEntity();
    }
  }

  override process_pass(action: ActionOf<'pass'>): void {
    if (this.s.auctioning === null) return;
    this.declineOrPass(String(action.entity));
    if (this.everyonePassed()) {
      this.allPassed();
      return;
    }
    if (this.s.auctioning !== null) this.nextEntity();
  }

  /** A pass: declining a lot nobody bid on, or passing out of its auction. */
  private declineOrPass(player: string): void {
    this.game.player(player).passed = true;
    const lot = this.s.auctioning!;
    const affordable = this.canAfford(player);
    this.game.log.emit(affordable ? 'auction_pass' : 'note', affordable ? { player, ...this.logFields(lot) } : { text: `${this.game.nameOf(player)} cannot afford ${lotSym(this.game, lot)}` });
    if (this.bidsOn(lot).length === 0) return;
    this.removeFromAuction(player);
  }

  private everyonePassed(): boolean {
    return this.round.entities.every((id) => this.game.player(id).passed);
  }

  /**
   * The turn moves on: past players who passed, and past those who cannot pay the price of the
   * lot up (they pass, and if that makes everyone, the price falls). Stops after a full turn.
   */
  nextEntity(guard = this.round.entities.length): void {
    this.round.nextEntityIndex();
    const entity = this.round.entities[this.round.entityIndex];
    if (this.game.player(entity).passed) {
      if (guard > 0) this.nextEntity(guard - 1);
      return;
    }
    const lot = this.s.auctioning;
    if (lot === null) return;
    if (this.bidsOn(lot).some((b) => b.player === entity)) return;
    if (this.canAfford(entity)) return;
    this.declineOrPass(entity);
    if (this.everyonePassed()) {
      this.allPassed();
      return;
    }
    if (guard > 0) this.nextEntity(guard - 1);
  }

  /** A bid at or above the first price: chooses the lot if none is up, and bids on it. */
  private openingBid(player: string, lot: string, price: number): void {
    check(this.s.auctioning === null || this.s.auctioning === lot, 'auction/wrong_company', () => `only ${lotSym(this.game, this.s.auctioning!)} is up for auction`, { entity: lotSym(this.game, lot) });
    this.s.triggerer ??= player;
    if (this.s.auctioning === null) this.auctionLot(lot);
    if (this.bidsOn(lot).length === 0) for (const id of this.round.entities) this.game.player(id).passed = false;
    this.addBid(player, lot, price);
    this.resolveBids();
  }

  /** Taking a lot at the price offered. */
  private purchase(player: string, lot: string, price: number): void {
    const name = lotSym(this.game, lot);
    check(this.mayPurchase(), 'auction/cannot_buy', () => `${name} cannot be bought for ${this.game.money(price)}: bid ${this.game.money(this.basePrice(lot))} or more`, { entity: name });
    const offered = this.minBid(lot);
    check(price === offered, 'auction/wrong_price', () => `${name} is offered for ${this.game.money(offered)}, not ${this.game.money(price)}`, { entity: name });
    this.s.triggerer ??= player;
    awardLot(this.game, player, lot, price);
    this.resetAuction();
  }

  /** The last bidder left buys the lot at the highest bid. */
  override resolveBids(): void {
    const lot = this.s.auctioning;
    if (lot === null || this.s.activeBidders.length !== 1 || this.bidsOn(lot).length === 0) return;
    const winner = this.highestBid(lot)!;
    awardLot(this.game, winner.player, lot, winner.price);
    this.resetAuction();
  }

  /** After a sale the player after the one who chose the lot is to act. */
  private resetAuction(): void {
    this.clearBids();
    this.s.activeBidders = [];
    this.s.auctioning = null;
    this.s.reduction = 0;
    for (const id of this.round.entities) this.game.player(id).passed = false;
    const triggerer = this.s.triggerer;
    if (triggerer !== null) this.round.entityIndex = this.round.entities.indexOf(triggerer);
    this.s.triggerer = null;
    this.nextEntity();
  }

  /** Everyone declined: the price falls and the lot goes round again; at 0 its chooser takes it. */
  private allPassed(): void {
    const lot = this.s.auctioning!;
    this.s.reduction += this.config.priceDrop;
    this.game.log.emit('price_dropped', { ...this.logFields(lot), to: this.minBid(lot) });
    for (const id of this.round.entities) this.game.player(id).passed = false;
    this.nextEntity();
    const up = this.s.auctioning;
    if (up !== null && this.minBid(up) <= 0 && this.s.triggerer !== null) {
      awardLot(this.game, this.s.triggerer, up, 0);
      this.resetAuction();
    }
  }
}
