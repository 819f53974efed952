/**
 * 1867's opening auction of the privates, one at a time, cheapest first, on the engine's
 * passable auction: players in turn bid on the company up or pass; a player who passes after a
 * bid is out of that company's auction, and the last bidder standing buys it. If everyone
 * declines to open the bidding, its price drops by $5 and the first player willing to pay the
 * (falling) price buys it. The player after the buyer starts the next company's auction; when
 * none are left the stock round follows, its priority deal with the player after the last buyer.
 */
import { awardLot, check, lotOfBid, lotValue, passLegal, PassableAuctionStep, type ActionOf, type Bid, type LegalAction, type PassableAuctionState } from '../../../runtime/sdk.js';
import { HIDDEN_COMPANY } from '../names.js';

interface SingleItemState extends PassableAuctionState {
  /** Companies still to auction (by company key), cheapest first. */
  lots: string[];
  /** Players who declined to open the bidding on the company up. */
  declined: string[];
  /** Its price fell: the first player to bid buys it. */
  dutch: boolean;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export default class SingleItemAuction extends PassableAuctionStep<SingleItemState> {
  description(): string {
    return 'Bid on Companies';
  }

  override initialState(): SingleItemState {
    return { ...super.initialState(), lots: [], declined: [], dutch: false };
  }

  override setup(): void {
    const companies = this.game.companies.filter((c) => c.sym !== HIDDEN_COMPANY && !c.closed && !(c.owner && this.game.kindOf(c.owner) === 'player'));
    this.s.lots = [...companies].sort((a, b) => a.value - b.value).map((c) => this.game.companyKey(c.sym));
    if (this.s.lots.length) this.startLot(this.s.lots[0]);
  }

  override active(): boolean {
    return !this.s.passed && this.s.lots.length > 0;
  }

  override initialAuctionEntities(): string[] {
    const entities = this.round.entities;
    const at = this.round.entityIndex;
    return [...entities.slice(at), ...entities.slice(0, at)];
  }

  override activeEntities(): string[] {
    const lot = this.s.auctioning;
    const high = lot === null ? undefined : this.highestBid(lot);
    const next = high ? this.bidderAfter(high.player) : this.s.activeBidders.find((p) => !this.s.declined.includes(p));
    return next === undefined ? [] : [next];
  }

  override actions(entity: string): readonly string[] {
    if (this.s.lots.length === 0) return [];
    return entity === this.currentEntity() ? ACTIONS : [];
  }

  minBid(lot: string): number {
    const high = this.highestBid(lot);
    return this.s.dutch || !high ? lotValue(this.game, lot) : high.price + this.minIncrement();
  }

  maxBid(player: string, _lot: string): number {
    return this.game.player(player).cash;
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const lot = this.s.auctioning;
    if (!this.actions(entity).includes('bid') || lot === null) return [];
    const min = this.minBid(lot);
    const bids = this.s.dutch ? this.bidLegal(entity, lot, min, Math.min(min, this.maxBid(entity, lot)), 'bid', 1) : this.bidLegal(entity, lot, min, this.maxBid(entity, lot));
    return [...bids, passLegal(this.game, entity)];
  }

  /** Puts a company up: the players from the round's current one who can pay its price bid. */
  private startLot(lot: string): void {
    this.s.dutch = false;
    this.s.declined = [];
    this.game.log.emit('note', { text: `${this.game.companySym(lot)} is up for auction, minimum bid is ${this.game.money(this.minBid(lot))}` });
    this.auctionLot(lot);
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const lot = lotOfBid(this.game, action);
    check(lot !== undefined && lot === this.s.auctioning, 'auction/not_auctioning', `${action.company ?? 'nothing'} is not up for auction`, { action, entity: action.company });
    this.s.declined = [];
    if (this.s.dutch) this.s.activeBidders = this.s.activeBidders.filter((p) => p === player);
    this.addBid(player, lot, action.price);
    this.resolveBids();
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    const lot = this.s.auctioning!;
    if (this.highestBid(lot) || this.s.dutch) {
      this.passAuction(player);
    } else {
      this.game.log.emit('note', { text: `${this.game.nameOf(player)} declined to bid on ${this.game.companySym(lot)}` });
      this.s.declined.push(player);
      if (this.s.declined.length === this.s.activeBidders.length) {
        this.enterDutch(lot);
        this.s.declined = [];
      }
    }
    this.resolveBids();
  }

  private enterDutch(lot: string): void {
    this.game.company(lot).discount += 5;
    this.game.log.emit('note', { text: `Nobody ${this.s.dutch ? 'bought' : 'bid on'} ${this.game.companySym(lot)}, reducing price to ${this.game.money(lotValue(this.game, lot))}` });
    this.s.dutch = true;
  }

  /** The last bidder buys the company; with nobody left in its auction, its price falls. */
  override winBid(winner: Bid | undefined, lot: string): void {
    if (!winner) return this.enterDutch(lot);
    awardLot(this.game, winner.player, lot, winner.price);
    this.s.lots = this.s.lots.filter((l) => l !== lot);
  }

  override postWinBid(winner: Bid | undefined, lot: string): void {
    if (winner) {
      this.round.entityIndex = this.round.entities.indexOf(winner.player);
      this.round.nextEntityIndex();
      if (this.s.lots.length) this.startLot(this.s.lots[0]);
      else this.pass();
      return;
    }
    this.auctionLot(lot);
    // Free: the first player in turn takes it.
    if (lotValue(this.game, lot) === 0 && this.s.activeBidders.length) {
      this.addBid(this.s.activeBidders[0], lot, 0);
      this.resolveBids();
    }
  }
}
