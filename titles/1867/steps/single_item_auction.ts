/**
 * 1867's opening auction of the privates, one at a time, cheapest first. Players in turn bid on
 * the company up for auction or pass; a player who passes after a bid is out of this company's
 * auction, and the last bidder standing buys it. If everyone declines to bid at all, its price
 * drops by $5 and from then on the first player willing to pay the (falling) price buys it. The
 * player after the buyer starts the next company's auction; when none are left the stock round
 * follows, its priority deal with the player after the last buyer.
 */
import type { ActionOf } from '../../../runtime/actions/types.js';
import { check } from '../../../runtime/core/errors.js';
import { sellCompanyFromBank } from '../../../runtime/engine/corporations.js';
import { legalBase, passLegal } from '../../../runtime/legal/base.js';
import type { LegalAction } from '../../../runtime/legal/types.js';
import type { StepState } from '../../../runtime/state/types.js';
import { Step } from '../../../runtime/engine/step.js';
import { HIDDEN_COMPANY } from '../names.js';

interface Bid {
  readonly player: string;
  readonly price: number;
}

interface AuctionState extends StepState {
  /** Companies still to auction, cheapest first. */
  companies: string[];
  /** The company up for auction. */
  auctioning: string | null;
  /** Players still in its auction, in turn order. */
  bidders: string[];
  bids: Bid[];
  /** Players who declined to open the bidding. */
  declined: string[];
  /** The price fell: the first player to bid buys the company. */
  dutch: boolean;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export default class SingleItemAuction extends Step<AuctionState> {
  description(): string {
    return 'Bid on Companies';
  }

  override initialState(): AuctionState {
    return { ...super.initialState(), companies: [], auctioning: null, bidders: [], bids: [], declined: [], dutch: false };
  }

  override setup(): void {
    const companies = this.game.companies.filter((c) => c.sym !== HIDDEN_COMPANY && !c.closed && !(c.owner && this.game.kindOf(c.owner) === 'player'));
    this.s.companies = [...companies].sort((a, b) => a.value - b.value).map((c) => c.sym);
    if (this.s.companies.length) this.startAuction(this.s.companies[0]);
  }

  override active(): boolean {
    return !this.s.passed && this.s.companies.length > 0;
  }

  override activeEntities(): string[] {
    const high = this.highest();
    if (high) {
      const at = this.s.bidders.indexOf(high.player);
      return [this.s.bidders[(at + 1) % this.s.bidders.length]];
    }
    const first = this.s.bidders.find((p) => !this.s.declined.includes(p));
    return first === undefined ? [] : [first];
  }

  override actions(entity: string): readonly string[] {
    if (this.s.companies.length === 0) return [];
    return entity === this.currentEntity() ? ACTIONS : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).includes('bid') || this.s.auctioning === null) return [];
    const out: LegalAction[] = [];
    const min = this.minBid();
    const max = this.game.player(entity).cash;
    if (min <= max) out.push({ type: 'bid', ...legalBase(this.game, entity), company: this.s.auctioning, min, max: this.s.dutch ? min : max, step: this.s.dutch ? 1 : this.game.title.auction.minBidIncrement });
    out.push(passLegal(this.game, entity));
    return out;
  }

  private highest(): Bid | undefined {
    let high: Bid | undefined;
    for (const bid of this.s.bids) if (!high || bid.price > high.price) high = bid;
    return high;
  }

  private companyMinBid(sym: string): number {
    const company = this.game.company(sym);
    return company.value - company.discount;
  }

  private minBid(): number {
    const sym = this.s.auctioning!;
    if (this.s.dutch) return this.companyMinBid(sym);
    const high = this.highest();
    return high ? high.price + this.game.title.auction.minBidIncrement : this.companyMinBid(sym);
  }

  /** Puts a company up: the players from the round's current one who can pay its price bid. */
  private startAuction(sym: string): void {
    this.s.dutch = false;
    this.s.declined = [];
    this.game.log.emit('note', { text: `${sym} is up for auction, minimum bid is ${this.game.money(this.companyMinBid(sym))}` });
    this.auction(sym);
  }

  private auction(sym: string): void {
    this.s.auctioning = sym;
    const min = this.minBid();
    const players = this.round.entities;
    const rotated = [...players.slice(this.round.entityIndex), ...players.slice(0, this.round.entityIndex)];
    this.s.bidders = rotated.filter((p) => this.game.player(p).cash >= min);
    for (const p of rotated) if (!this.s.bidders.includes(p)) this.game.log.emit('note', { text: `${this.game.nameOf(p)} cannot bid ${this.game.money(min)} and is out of the auction for ${sym}` });
    this.resolve();
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const sym = this.s.auctioning;
    check(sym !== null && action.company === sym, 'auction/not_auctioning', `${action.company ?? 'nothing'} is not up for auction`, { action, entity: action.company });
    this.s.declined = [];
    if (this.s.dutch) this.s.bidders = this.s.bidders.filter((p) => p === player);
    const min = this.minBid();
    check(action.price >= min, 'auction/bid_too_low', `the minimum bid for ${sym} is ${this.game.money(min)}`, { action, entity: sym });
    const increment = this.game.title.auction.minBidIncrement;
    check(!this.game.title.auction.mustBidIncrementMultiple || (action.price - min) % increment === 0, 'auction/bid_increment', `bids must rise by multiples of ${this.game.money(increment)}`, { action, entity: sym });
    check(action.price <= this.game.player(player).cash, 'auction/cannot_afford', `${this.game.nameOf(player)} cannot bid ${this.game.money(action.price)}`, { action, entity: player });
    this.s.bids = [...this.s.bids.filter((b) => b.player !== player), { player, price: action.price }];
    this.game.log.emit('bid', { player, company: sym, price: action.price });
    const next = this.minBid();
    for (const p of [...this.s.bidders]) {
      if (p === player || this.game.player(p).cash >= next) continue;
      this.game.log.emit('note', { text: `${this.game.nameOf(p)} cannot bid ${this.game.money(next)} and is out of the auction for ${sym}` });
      this.leave(p);
    }
    this.resolve();
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    if (this.highest() || this.s.dutch) {
      this.leave(player);
    } else {
      this.game.log.emit('note', { text: `${this.game.nameOf(player)} declined to bid on ${this.s.auctioning}` });
      this.s.declined.push(player);
      if (this.s.declined.length === this.s.bidders.length) {
        this.enterDutch(this.s.auctioning!);
        this.s.declined = [];
      }
    }
    this.resolve();
  }

  private leave(player: string): void {
    this.s.bidders = this.s.bidders.filter((p) => p !== player);
    this.s.bids = this.s.bids.filter((b) => b.player !== player);
    this.resolve();
  }

  private enterDutch(sym: string): void {
    const company = this.game.company(sym);
    company.discount += 5;
    this.game.log.emit('note', { text: `Nobody ${this.s.dutch ? 'bought' : 'bid on'} ${sym}, reducing price to ${this.game.money(this.companyMinBid(sym))}` });
    this.s.dutch = true;
  }

  /** With one bidder left who has bid, they buy the company; with none left, its price falls. */
  private resolve(): void {
    const sym = this.s.auctioning;
    if (sym === null) return;
    let winner: Bid | undefined;
    if (this.s.bidders.length === 0) {
      this.enterDutch(sym);
    } else {
      if (this.s.bidders.length !== 1 || this.s.bids.length === 0) return;
      winner = this.s.bids[0];
      sellCompanyFromBank(this.game, winner.player, sym, winner.price);
      this.s.companies = this.s.companies.filter((c) => c !== sym);
    }
    this.s.bids = [];
    this.s.bidders = [];
    this.s.auctioning = null;
    this.afterSale(winner, sym);
  }

  private afterSale(winner: Bid | undefined, sym: string): void {
    if (winner) {
      this.round.entityIndex = this.round.entities.indexOf(winner.player);
      this.round.nextEntityIndex();
      if (this.s.companies.length) this.startAuction(this.s.companies[0]);
      else this.pass();
      return;
    }
    this.auction(sym);
    if (this.companyMinBid(sym) === 0 && this.s.bidders.length) {
      // Free: the first player in turn takes it.
      this.s.bids = [{ player: this.s.bidders[0], price: 0 }];
      this.resolve();
    }
  }
}
