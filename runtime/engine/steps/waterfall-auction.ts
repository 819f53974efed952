/**
 * The waterfall auction of the privates (1830): players in turn buy the cheapest company at its
 * price or bid on a dearer one. When the cheapest is bought, bids on the next are resolved: a
 * single bidder buys at their bid, several bid against each other. If everyone passes, the
 * cheapest company gets cheaper (and is given away once free); after a purchase, a round of
 * passes pays the companies' revenue as if an operating round had passed.
 */
import { NO_ACTIONS } from '../step.js';
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { sellCompanyFromBank } from '../corporations.js';
import { payoutCompanies } from '../companies.js';
import { passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { AuctionStep, type AuctionState, type Bid } from '../auction/auctioner.js';

interface WaterfallState extends AuctionState {
  /** Companies not yet sold, cheapest first. */
  companies: string[];
  cheapest: string | null;
  bidders: Record<string, string[]>;
  /** The company being fought over, when two or more players bid on it. */
  auctioning: string | null;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export class WaterfallAuctionStep extends AuctionStep<WaterfallState> {
  description(): string {
    return 'Bid on Companies';
  }

  override initialState(): WaterfallState {
    return { ...super.initialState(), companies: [], cheapest: null, bidders: {}, auctioning: null };
  }

  override setup(): void {
    const companies = this.game.companies.filter((c) => !c.closed && !c.owner).map((c) => c.sym);
    companies.sort((a, b) => this.game.company(a).value - this.game.company(b).value);
    this.s.companies = companies;
    this.s.cheapest = companies[0] ?? null;
    this.s.bids = {};
    this.s.bidders = {};
  }

  /** Companies still for sale: the list drawn up at the start, less any a title's setup took out of the game or sold since. */
  private forSale(): string[] {
    return this.s.companies.filter((sym) => {
      const company = this.game.company(sym);
      return !company.closed && company.owner === null;
    });
  }

  /** Bids on the contested company, when it is being auctioned. */
  private contest(): Bid[] | undefined {
    const bids = this.s.auctioning ? this.s.bids[this.s.auctioning] : undefined;
    return bids && bids.length > 1 ? bids : undefined;
  }

  override activeEntities(): string[] {
    const contest = this.contest();
    return contest ? [this.lowestBid(this.s.auctioning!)!.player] : super.activeEntities();
  }

  override actions(entity: string): readonly string[] {
    if (this.forSale().length === 0) return NO_ACTIONS;
    const contest = this.contest();
    const lowestBidder = contest ? this.lowestBid(this.s.auctioning!)!.player === entity : false;
    return lowestBidder || entity === this.currentEntity() ? ACTIONS : [];
  }

  /** A bid on each company for sale (only the contested one while it is fought over; `leading` where the player's bid is the highest), and a pass. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    if ((offered ?? this.actions(entity)).length === 0) return [];
    const { minBidIncrement, mustBidIncrementMultiple } = this.config;
    const companies = this.contest() ? [this.s.auctioning!] : this.forSale();
    const bids = companies.flatMap((company): LegalAction[] => {
      const min = this.minBid(company);
      const max = this.maxBid(entity, company);
      // The cheapest company is bought at its price, as the reference's page offers it: one amount.
      if (this.mayPurchase(company)) return this.bidLegal(entity, company, min, Math.min(max, min), 'buy', 1);
      const legal = this.bidLegal(entity, company, min, max, 'bid', mustBidIncrementMultiple ? minBidIncrement : 1);
      return this.highestBid(company)?.player === entity ? legal.map((bid) => ({ ...bid, leading: true })) : legal;
    });
    return this.passResolves(entity) ? [...bids, passLegal(this.game, entity)] : bids;
  }

  /**
   * Whether the bids a pass in a contest leaves resolve with every lone bidder able to pay: where
   * only the highest bids are committed, a player may have bid more than they could pay for all
   * they win, and the pass that makes them win is refused (as the reference refuses it).
   */
  private passResolves(player: string): boolean {
    if (!this.contest()) return true;
    const bids: Record<string, Bid[]> = { ...this.s.bids, [this.s.auctioning!]: this.s.bids[this.s.auctioning!].filter((b) => b.player !== player) };
    const spent = new Map<string, number>();
    for (const company of this.forSale()) {
      const list = bids[company] ?? [];
      if (list.length !== 1) break;
      const { player: buyer, price } = list[0];
      delete bids[company];
      const cash = this.game.player(buyer).cash - (spent.get(buyer) ?? 0);
      if (cash - this.committedCash(buyer, bids) < price) return false;
      spent.set(buyer, (spent.get(buyer) ?? 0) + price);
    }
    return true;
  }

  private mayPurchase(company: string): boolean {
    return !this.contest() && company === this.forSale()[0];
  }

  minBid(company: string): number {
    const value = this.game.company(company);
    if (this.mayPurchase(company)) return value.value - value.discount;
    const high = this.highestBid(company);
    return (high ? high.price : value.value - value.discount) + this.minIncrement();
  }

  /**
   * Cash not committed to other companies' bids. The player's own bid on this company is added
   * back only where it counts as committed: where only the highest bids do, a lower bid does not,
   * and adding it back let a bidder outbid by more than their cash, round after round.
   */
  maxBid(player: string, company: string): number {
    const bids = this.s.bids[company] ?? [];
    const own = bids.find((b) => b.player === player)?.price ?? 0;
    const counted = !this.config.onlyHighestBidCommitted || this.highestBid(company)?.player === player;
    return this.game.player(player).cash - this.committedCash(player) + (counted ? own : 0);
  }

  override process_pass(action: ActionOf<'pass'>): void {
    const player = String(action.entity);
    if (this.contest()) {
      const company = this.s.auctioning!;
      this.s.bids[company] = this.s.bids[company].filter((b) => b.player !== player);
      this.resolveBids();
      return;
    }
    this.game.player(player).passed = true;
    if (this.round.entities.every((id) => this.game.player(id).passed)) this.allPassed();
    this.round.nextEntityIndex();
  }

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const company = action.company;
    if (!company || !this.forSale().includes(company)) {
      throw new GameError('auction/not_for_sale', `${company ? this.game.companyDef(company)?.name ?? company : 'nothing'} is not for sale in this auction`, { action, entity: company });
    }
    this.game.player(player).passed = false;
    if (this.contest()) {
      check(company === this.s.auctioning, 'auction/wrong_company', `only ${this.game.companyDef(this.s.auctioning!).name} is being auctioned`, { action, entity: company });
      this.addBid(player, company, action.price);
      return;
    }
    if (this.mayPurchase(company)) {
      // Bought at its price: less is too low, and more is refused too (it is no bid to outdo).
      const price = this.minBid(company);
      const refusal = () => `${this.game.companyDef(company).name} is sold at ${this.game.money(price)}, not ${this.game.money(action.price)}`;
      check(action.price >= price, 'auction/bid_too_low', refusal, { action, entity: company });
      check(action.price <= this.maxBid(player, company), 'auction/cannot_afford', () => `${this.game.nameOf(player)} has ${this.game.money(this.maxBid(player, company))} available and cannot spend ${this.game.money(action.price)}`, { action, entity: player });
      check(action.price === price, 'auction/fixed_price', refusal, { action, entity: company, rule: 'the cheapest company is bought at its price' });
      this.round.state.lastToAct = player;
      delete this.s.bids[company];
      this.buyCompany(player, company, action.price);
      this.resolveBids();
    } else {
      this.addBid(player, company, action.price);
    }
    this.round.nextEntityIndex();
  }

  /** A bid on a company not for purchase now: checked and recorded (the shared auction core), its bidder remembered. */
  override addBid(player: string, company: string, price: number): void {
    super.addBid(player, company, price);
    const bidders = (this.s.bidders[company] ??= []);
    if (!bidders.includes(player)) bidders.push(player);
  }

  private resolveBids(): void {
    for (let company = this.forSale()[0]; company !== undefined; company = this.forSale()[0]) {
      this.s.auctioning = null;
      const bids = this.s.bids[company] ?? [];
      if (bids.length === 1) {
        delete this.s.bids[company];
        this.buyCompany(bids[0].player, company, bids[0].price);
        continue;
      }
      if (bids.length > 1) this.s.auctioning = company;
      break;
    }
  }

  /** A player buys a company of the auction (a title's step may add to it: 1882 makes the next company the cheapest). */
  protected buyCompany(player: string, company: string, price: number): void {
    const available = this.maxBid(player, company);
    check(available >= price, 'auction/cannot_afford', `${this.game.nameOf(player)} has ${this.game.money(available)} available and cannot spend ${this.game.money(price)}`, { entity: player });
    this.s.companies = this.s.companies.filter((s) => s !== company);
    sellCompanyFromBank(this.game, player, company, price);
  }

  /**
   * The company whose price drops when everyone passes: the cheapest at the start (the
   * reference's `@cheapest`), or another a title's step names (1882: the cheapest left after a purchase).
   */
  protected set cheapestCompany(company: string | null) {
    this.s.cheapest = company;
  }

  /** Companies not yet sold, cheapest first. */
  protected get unsold(): readonly string[] {
    return this.s.companies;
  }

  private allPassed(): void {
    const cheapest = this.s.cheapest;
    if (cheapest && this.forSale().includes(cheapest)) {
      this.discount(cheapest, 5);
    } else {
      // Everyone passed with the cheapest company sold: a payday stands in for a set of operating rounds.
      payoutCompanies(this.game);
      this.game.hooks.operatingSetFinished?.(this.game.effects);
    }
    for (const id of this.round.entities) this.game.player(id).passed = false;
  }

  private discount(company: string, amount: number): void {
    const c = this.game.company(company);
    c.discount += amount;
    if (c.value - c.discount > 0) return;
    // Free now: the next player must take it.
    this.round.nextEntityIndex();
    this.buyCompany(this.currentEntity()!, company, 0);
    this.resolveBids();
  }
}
