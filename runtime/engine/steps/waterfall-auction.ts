/**
 * The waterfall auction of the privates (1830): players in turn buy the cheapest company at its
 * price or bid on a dearer one. When the cheapest is bought, bids on the next are resolved: a
 * single bidder buys at their bid, several bid against each other. If everyone passes, the
 * cheapest company gets cheaper (and is given away once free); after a purchase, a round of
 * passes pays the companies' revenue as if an operating round had passed.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import type { StepState } from '../../state/types.js';
import { sellCompanyFromBank } from '../corporations.js';
import { payoutCompanies } from '../companies.js';
import { legalBase, passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { Step } from '../step.js';

interface Bid {
  readonly player: string;
  readonly price: number;
}

interface AuctionState extends StepState {
  /** Companies not yet sold, cheapest first. */
  companies: string[];
  cheapest: string | null;
  bids: Record<string, Bid[]>;
  bidders: Record<string, string[]>;
  /** The company being fought over, when two or more players bid on it. */
  auctioning: string | null;
}

const ACTIONS: readonly string[] = ['bid', 'pass'];

export class WaterfallAuctionStep extends Step<AuctionState> {
  description(): string {
    return 'Bid on Companies';
  }

  override initialState(): AuctionState {
    return { ...super.initialState(), companies: [], cheapest: null, bids: {}, bidders: {}, auctioning: null };
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

  private lowest(bids: readonly Bid[]): Bid {
    return bids.reduce((low, b) => (b.price < low.price ? b : low));
  }

  private highest(company: string): Bid | undefined {
    const bids = this.s.bids[company] ?? [];
    return bids.length ? bids.reduce((high, b) => (b.price > high.price ? b : high)) : undefined;
  }

  override activeEntities(): string[] {
    const contest = this.contest();
    return contest ? [this.lowest(contest).player] : super.activeEntities();
  }

  override actions(entity: string): readonly string[] {
    if (this.forSale().length === 0) return [];
    const contest = this.contest();
    const lowestBidder = contest ? this.lowest(contest).player === entity : false;
    return lowestBidder || entity === this.currentEntity() ? ACTIONS : [];
  }

  /** A bid on each company for sale (only the contested one while it is fought over), and a pass. */
  override legalActions(entity: string): readonly LegalAction[] {
    if (this.actions(entity).length === 0) return [];
    const { minBidIncrement, mustBidIncrementMultiple } = this.game.title.auction;
    const base = legalBase(this.game, entity);
    const companies = this.contest() ? [this.s.auctioning!] : this.forSale();
    const bids = companies.flatMap((company): LegalAction[] => {
      const min = this.minBid(company);
      const max = this.maxBid(entity, company);
      if (min > max) return [];
      // The cheapest company is bought at its price, as the reference's page offers it: one amount.
      if (this.mayPurchase(company)) return [{ type: 'bid', ...base, company, min, max: min, step: 1, purchase: true }];
      return [{ type: 'bid', ...base, company, min, max, step: mustBidIncrementMultiple ? minBidIncrement : 1 }];
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
      if (cash - this.committed(buyer, bids) < price) return false;
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
    const high = this.highest(company);
    return (high ? high.price : value.value - value.discount) + this.game.title.auction.minBidIncrement;
  }

  private committed(player: string, all: Readonly<Record<string, readonly Bid[]>> = this.s.bids): number {
    let total = 0;
    for (const bids of Object.values(all)) {
      if (this.game.title.auction.onlyHighestBidCommitted) {
        const high = bids.length ? bids.reduce((h, b) => (b.price > h.price ? b : h)) : undefined;
        if (high?.player === player) total += high.price;
      } else {
        total += bids.find((b) => b.player === player)?.price ?? 0;
      }
    }
    return total;
  }

  override committedCash(player: string): number {
    return this.committed(player);
  }

  /**
   * Cash not committed to other companies' bids. The player's own bid on this company is added
   * back only where it counts as committed: where only the highest bids do, a lower bid does not,
   * and adding it back let a bidder outbid by more than their cash, round after round.
   */
  maxBid(player: string, company: string): number {
    const bids = this.s.bids[company] ?? [];
    const own = bids.find((b) => b.player === player)?.price ?? 0;
    const counted = !this.game.title.auction.onlyHighestBidCommitted || this.highest(company)?.player === player;
    return this.game.player(player).cash - this.committed(player) + (counted ? own : 0);
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

  private addBid(player: string, company: string, price: number): void {
    const min = this.minBid(company);
    const { minBidIncrement, mustBidIncrementMultiple } = this.game.title.auction;
    check(price >= min, 'auction/bid_too_low', `the minimum bid for ${this.game.companyDef(company).name} is ${this.game.money(min)}`, { entity: company, rule: 'min_bid_increment' });
    check(!mustBidIncrementMultiple || (price - min) % minBidIncrement === 0, 'auction/bid_increment', `bids must rise by multiples of ${this.game.money(minBidIncrement)}`, { entity: company });
    const max = this.maxBid(player, company);
    check(price <= max, 'auction/cannot_afford', `${this.game.nameOf(player)} can bid at most ${this.game.money(max)} (cash not committed to other bids)`, { entity: player, rule: 'uncommitted cash' });
    this.s.bids[company] = [...(this.s.bids[company] ?? []).filter((b) => b.player !== player), { player, price }];
    this.game.log.emit('bid', { player, company, price });
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

  private buyCompany(player: string, company: string, price: number): void {
    const available = this.maxBid(player, company);
    check(available >= price, 'auction/cannot_afford', `${this.game.nameOf(player)} has ${this.game.money(available)} available and cannot spend ${this.game.money(price)}`, { entity: player });
    this.s.companies = this.s.companies.filter((s) => s !== company);
    sellCompanyFromBank(this.game, player, company, price);
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
