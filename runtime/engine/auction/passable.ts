/**
 * An auction of one lot at a time, where a player who passes is out until the lot is sold (the
 * reference's PassableAuction): the lot up for auction, the players still bidding on it (those
 * who cannot pay its minimum drop out as it rises), who put it up, and the resolution — the last
 * bidder standing wins at their bid. A style (selection, Dutch) decides who may put a lot up,
 * what happens when nobody bids, and whose turn follows a sale (`winBid`, `postWinBid`).
 */
import { AuctionStep, type AuctionState, type Bid } from './auctioner.js';
import { lotSym } from './lots.js';

export interface PassableAuctionState extends AuctionState {
  /** The lot up for auction, if any. */
  auctioning: string | null;
  /** Players still bidding on it, in turn order. */
  activeBidders: string[];
  /** The player who put it up (who acts first after the sale, in some styles). */
  triggerer: string | null;
}

export abstract class PassableAuctionStep<S extends PassableAuctionState = PassableAuctionState> extends AuctionStep<S> {
  override initialState(): S {
    return { ...super.initialState(), auctioning: null, activeBidders: [], triggerer: null } as S;
  }

  /** The players a lot put up is auctioned among, in the order they bid (the round's players). */
  initialAuctionEntities(): string[] {
    return [...this.round.entities];
  }

  /**
   * Puts a lot up (the reference's auction_entity): the players who can pay its minimum bid (and
   * the one who put it up) bid on it; the others are out, and the log says so. Bids are resolved
   * at once (a single bidder left wins).
   */
  auctionLot(lot: string): void {
    this.s.auctioning = lot;
    const min = this.minBid(lot);
    const bidders: string[] = [];
    for (const player of this.initialAuctionEntities()) {
      if (player === this.s.triggerer || this.maxBid(player, lot) >= min) bidders.push(player);
      else this.logOut(player, lot, min);
    }
    this.s.activeBidders = bidders;
    this.resolveBids();
  }

  /** A bid that puts a lot up: recorded, its bidder the one who put it up. */
  selectionBid(player: string, lot: string, price: number): void {
    this.addBid(player, lot, price);
    this.s.triggerer = player;
    this.auctionLot(lot);
  }

  /** A bid on the lot up for auction; the players who can no longer pay its new minimum drop out. */
  override addBid(player: string, lot: string, price: number): void {
    super.addBid(player, lot, price);
    const auctioning = this.s.auctioning;
    if (auctioning === null) return;
    const min = this.minBid(auctioning);
    const out = this.s.activeBidders.filter((p) => p !== player && this.maxBid(p, auctioning) < min);
    for (const p of out) {
      this.logOut(p, auctioning, min);
      this.removeFromAuction(p);
    }
  }

  /** A player leaves the auction of the lot up: their bid on it goes, and the bids are resolved. */
  removeFromAuction(player: string): void {
    this.s.activeBidders = this.s.activeBidders.filter((p) => p !== player);
    if (this.s.auctioning !== null) this.removeBid(player, this.s.auctioning);
    this.resolveBids();
  }

  /** A player passes on the lot up for auction. */
  passAuction(player: string): void {
    if (this.s.auctioning !== null) this.game.log.emit('auction_pass', { player, ...this.logFields(this.s.auctioning) });
    this.removeFromAuction(player);
  }

  /**
   * With one bidder left who has bid, they win the lot at their bid (with none left, nobody
   * wins); the auction then closes and `postWinBid` says what comes next.
   */
  resolveBids(): void {
    const lot = this.s.auctioning;
    if (lot === null) return;
    let winner: Bid | undefined;
    if (this.s.activeBidders.length === 0) {
      this.winBid(undefined, lot);
    } else {
      if (this.s.activeBidders.length !== 1 || this.bidsOn(lot).length === 0) return;
      winner = this.bidsOn(lot)[0];
      this.winBid(winner, lot);
    }
    this.clearBids();
    this.s.activeBidders = [];
    this.s.auctioning = null;
    this.postWinBid(winner, lot);
  }

  /** The auction of a lot is won (undefined: everyone passed). Default: nothing. */
  winBid(_winner: Bid | undefined, _lot: string): void {}

  /** After a lot's auction closed. Default: nothing. */
  postWinBid(_winner: Bid | undefined, _lot: string): void {}

  private logOut(player: string, lot: string, min: number): void {
    this.game.log.emit('note', { text: `${this.game.nameOf(player)} cannot bid ${this.game.money(min)} and is out of the auction for ${lotSym(this.game, lot)}` });
  }

  /** The bidder after `player` among those still bidding. */
  protected bidderAfter(player: string): string | undefined {
    const bidders = this.s.activeBidders;
    const at = bidders.indexOf(player);
    return bidders[(at + 1) % bidders.length];
  }
}
