/**
 * The selection auction (1817, 1840, Steam Over Holland): the lots go up one at a time, in
 * order, each starting at its price; players bid on it in turn or pass, a pass taking them out of
 * that lot's auction, until one bidder is left, who buys it at their bid. The next lot goes up
 * with the player after the one who put the last one up.
 *
 * When everyone passes on a lot nobody bid on, the title's `all_pass` says what follows:
 * `discount` — the lot gets cheaper (by `pass_discount`; free, the next player must take it), or,
 * once the first lot has been sold, owned companies pay as if a set of operating rounds had
 * passed and the next lot goes up; `remove` — the lot leaves the auction, unsold for the rest of
 * the game. The latter keeps the reference engine's behaviour exactly: the removal is resolved
 * twice, so the next lot leaves too, and with nobody left bidding the auction ends.
 */
import { NO_ACTIONS } from '../step.js';
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import type { Bid } from '../auction/auctioner.js';
import { awardLot, initialLots, lotOfBid, lotSym, lotValue } from '../auction/lots.js';
import { PassableAuctionStep, type PassableAuctionState } from '../auction/passable.js';
import { payoutCompanies } from '../companies.js';

interface SelectionState extends PassableAuctionState {
  /** Lots not yet sold or removed, in the order they go up. */
  lots: string[];
  /** The first lot: while it is unsold, everyone passing makes it cheaper. */
  cheapest: string | null;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export class SelectionAuctionStep extends PassableAuctionStep<SelectionState> {
  description(): string {
    return 'Bid on Companies';
  }

  override initialState(): SelectionState {
    return { ...super.initialState(), lots: [], cheapest: null };
  }

  override setup(): void {
    this.s.lots = initialLots(this.game);
    this.s.cheapest = this.s.lots[0] ?? null;
    if (this.s.lots.length > 0) this.auctionLot(this.s.lots[0]);
    this.s.triggerer = this.currentEntity() ?? null;
  }

  /** The lots still to go up. */
  lots(): readonly string[] {
    return this.s.lots;
  }

  /** The players bid in turn from the one whose turn it is. */
  override initialAuctionEntities(): string[] {
    const entities = this.round.entities;
    const at = this.round.entityIndex;
    return [...entities.slice(at), ...entities.slice(0, at)];
  }

  override activeEntities(): string[] {
    const lot = this.s.auctioning;
    if (lot === null) return super.activeEntities();
    const high = this.highestBid(lot);
    const next = high ? this.bidderAfter(high.player) : this.s.activeBidders[0];
    return next === undefined ? [] : [next];
  }

  override actions(entity: string): readonly string[] {
    if (this.s.lots.length === 0) return NO_ACTIONS;
    return entity === this.currentEntity() ? ACTIONS : [];
  }

  /** A lot's first price: its value less any discount. */
  startingBid(lot: string): number {
    return lotValue(this.game, lot);
  }

  minBid(lot: string): number {
    const high = this.highestBid(lot);
    return high ? high.price + this.minIncrement() : this.startingBid(lot);
  }

  maxBid(player: string, _lot: string): number {
    return this.game.player(player).cash;
  }

  /** A bid on the lot up (the first of the bids puts it up), and a pass where one is allowed. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if ((offered ?? this.actions(entity)).length === 0) return [];
    const lot = this.s.auctioning;
    const bids = lot === null ? [] : this.bidLegal(entity, lot, this.minBid(lot), this.maxBid(entity, lot), this.bidsOn(lot).length ? 'bid' : 'nominate');
    return this.passRemovesLastLot(entity) ? bids : [...bids, passLegal(this.game, entity)];
  }

  /**
   * With `all_pass: remove`, the last player passing on the last lot, nobody having bid: the
   * reference engine fails on it (its removal runs twice and finds no lot the second time), so
   * the engine refuses it and someone must bid.
   */
  private passRemovesLastLot(player: string): boolean {
    const lot = this.s.auctioning;
    if (this.config.allPass !== 'remove' || lot === null || this.s.lots.length !== 1 || this.bidsOn(lot).length > 0) return false;
    return this.s.activeBidders.every((p) => p === player);
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const lot = lotOfBid(this.game, action);
    if (lot === undefined || !this.s.lots.includes(lot)) {
      throw new GameError('auction/not_for_sale', `${action.company ?? action.minor ?? 'nothing'} is not for sale in this auction`, { action, entity: action.company ?? action.minor });
    }
    const auctioning = this.s.auctioning;
    check(auctioning === null || lot === auctioning, 'auction/wrong_company', () => `only ${lotSym(this.game, auctioning!)} is up for auction`, { action, entity: lotSym(this.game, lot) });
    this.game.player(player).passed = false;
    if (auctioning === null) {
      this.selectionBid(player, lot, action.price);
      if (this.s.auctioning !== null) this.nextEntity();
    } else if (this.s.activeBidders.length === 1) {
      this.addBid(player, lot, action.price);
      this.resolveBids();
    } else {
      this.addBid(player, lot, action.price);
    }
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    check(!this.passRemovesLastLot(player), 'auction/must_bid', () => `every player would have passed on ${lotSym(this.game, this.s.auctioning!)}, the last company: it must be bought`, { action, entity: player });
    if (this.s.auctioning !== null) {
      this.passAuction(player);
      this.resolveBids();
      return;
    }
    this.s.activeBidders = this.s.activeBidders.filter((p) => p !== player);
    this.game.player(player).passed = true;
    if (this.round.entities.every((id) => this.game.player(id).passed)) this.allPassed();
    this.nextEntity();
  }

  /**
   * The turn moves to the next player who can act: one who cannot pay the lot up passes (on it,
   * or on every lot when none is up), and is skipped. Stops after a full turn of the table.
   */
  nextEntity(guard = this.round.entities.length): void {
    this.round.nextEntityIndex();
    let entity: string | undefined = this.round.entities[this.round.entityIndex];
    const player = this.game.player(entity);
    const lot = this.s.auctioning;
    if (lot !== null) {
      if (this.maxBid(entity, lot) < this.minBid(lot)) player.passed = true;
    } else if (!this.s.lots.some((l) => this.maxBid(entity!, l) >= this.minBid(l))) {
      this.game.log.emit('note', { text: `${player.name} has no valid actions and passes` });
      player.passed = true;
      if (this.round.entities.every((id) => this.game.player(id).passed)) entity = undefined;
    }
    if (entity !== undefined && player.passed && guard > 0) this.nextEntity(guard - 1);
  }

  override resolveBids(): void {
    const lot = this.s.auctioning;
    if (lot !== null && this.s.activeBidders.length === 0 && this.bidsOn(lot).length === 0) {
      this.allPassed();
      return;
    }
    super.resolveBids();
  }

  override winBid(winner: Bid | undefined, lot: string): void {
    if (!winner) return;
    this.s.lots = this.s.lots.filter((l) => l !== lot);
    awardLot(this.game, winner.player, lot, winner.price);
  }

  override postWinBid(): void {
    if (this.s.triggerer !== null) this.round.entityIndex = this.round.entities.indexOf(this.s.triggerer);
    for (const id of this.round.entities) this.game.player(id).passed = false;
    this.nextEntity();
    this.s.triggerer = this.currentEntity() ?? null;
    if (this.s.lots.length > 0) this.auctionLot(this.s.lots[0]);
  }

  /** Everyone passed on the lot up, nobody having bid: as the title's `all_pass` says. */
  protected allPassed(): void {
    if (this.config.allPass === 'remove') {
      const lot = this.s.lots[0];
      this.s.lots = this.s.lots.slice(1);
      // It stays in the game, unsold (the reference keeps it among the game's companies).
      if (lot !== undefined) this.game.log.emit('lot_removed', this.logFields(lot));
      for (const id of this.round.entities) this.game.player(id).passed = false;
      this.nextEntity();
      return;
    }
    const cheapest = this.s.cheapest;
    if (cheapest !== null && this.s.lots.includes(cheapest)) {
      const before = this.startingBid(cheapest);
      this.discount(cheapest);
      const after = this.startingBid(cheapest);
      this.game.log.emit('price_dropped', { ...this.logFields(cheapest), from: before, to: after });
      this.auctionLot(cheapest);
      if (after <= 0) {
        // Free now: the next player must take it.
        this.round.nextEntityIndex();
        const player = this.currentEntity()!;
        this.s.activeBidders = [player];
        this.game.player(player).passed = false;
        this.addBid(player, cheapest, 0);
        this.resolveBids();
      }
    } else {
      // Everyone passed with the first lot sold: a payday stands in for a set of operating rounds.
      payoutCompanies(this.game);
      this.game.hooks.operatingSetFinished?.(this.game.effects);
      if (this.s.lots.length > 0) this.auctionLot(this.s.lots[0]);
    }
    for (const id of this.round.entities) this.game.player(id).passed = false;
  }

  private discount(lot: string): void {
    if (this.game.kindOf(lot) === 'company') this.game.company(lot).discount += this.config.passDiscount;
  }

}
