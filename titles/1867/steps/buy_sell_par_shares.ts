/**
 * 1867's stock round: shares bought and sold as in the engine's, majors parred from phase 4 (with
 * a home hex left for them), and minors started by auction. A player may open the bidding on a
 * minor (at $100 or more, instead of buying) and chooses its home city at once; the others then
 * bid in turn or drop out, and the last one standing starts it: parred at half the winning bid
 * (at most $135, at the dearest minor par not above), its treasury the whole bid. The player after
 * the winner acts next.
 */
import {
  type ActionOf,
  check,
  afterPar,
  placeHomeToken,
  spend,
  bundleOf,
  type Bundle,
  setPar,
  buyShares,
  canGain,
  BuySellParSharesStep,
  legalBase,
  passLegal,
  type LegalAction,
  type StepState,
} from '../../../runtime/sdk.js';
import { homeTokenLocations, requestHomeToken } from '../homes.js';
import { pricesWithTypes } from '../market.js';

/** The least opening bid on a minor, and the highest par a minor can have. */
const MIN_BID = 100;
const MAX_MINOR_PAR = 135;

interface Bid {
  readonly player: string;
  readonly price: number;
}

interface StockState extends StepState {
  /** The minor up for auction, if any. */
  auctioning: string | null;
  bidders: string[];
  bids: Bid[];
  triggerer: string | null;
}

export default class BuySellParShares1867 extends BuySellParSharesStep {
  private get a(): StockState {
    return this.s as StockState;
  }

  override initialState(): StockState {
    return { ...super.initialState(), auctioning: null, bidders: [], bids: [], triggerer: null };
  }

  private isMinor(sym: string): boolean {
    return this.game.operatorType(sym) === 'minor';
  }

  private highest(): Bid | undefined {
    let high: Bid | undefined;
    for (const bid of this.a.bids) if (!high || bid.price > high.price) high = bid;
    return high;
  }

  override activeEntities(): string[] {
    if (this.a.auctioning === null) return super.activeEntities();
    const high = this.highest()!;
    const at = this.a.bidders.indexOf(high.player);
    return [this.a.bidders[(at + 1) % this.a.bidders.length]];
  }

  // ---- what may be done ----------------------------------------------------------------------

  /** Majors only, and only with a home hex left for them; minors are started by bid. */
  protected override canPar(sym: string, entity: string): boolean {
    return !this.isMinor(sym) && super.canPar(sym, entity) && this.homeLocations(sym).length > 0;
  }

  /**
   * A par is offered as the reference's can_ipo_any? offers it: for a major that may be parred,
   * whether or not a home is open for it. So a player who sold and can par nowhere keeps the turn
   * until they pass, as there (1861 crosscheck seed 2, action 1043); the pars listed, and a par
   * taken, still need a home (`canPar`).
   */
  protected override offersPar(sym: string, entity: string): boolean {
    return !this.isMinor(sym) && super.canPar(sym, entity);
  }

  /** Where a corporation without a home of its own may put its home token (homes.ts). */
  protected homeLocations(sym: string): string[] {
    return homeTokenLocations(this.game, sym);
  }

  /** Whether a minor may be put up for auction now (a variant's rule: one minor first). */
  protected canStartMinor(_sym: string): boolean {
    return true;
  }

  /** Its home token: on its home if it has one, else where its owner chooses (the home_token step asks). */
  private homeToken(sym: string): void {
    if (this.game.corporationDef(sym).coordinates !== undefined) placeHomeToken(this.game, sym);
    else requestHomeToken(this.game, sym, this.homeLocations(sym));
  }

  private maxBid(player: string, sym: string): number {
    return canGain(this.game, player, bundleOf(this.game, sym, [0])) ? this.game.player(player).cash : 0;
  }

  /**
   * A minor not yet started, with a city left for its home (the reference would take the bid and
   * then wait for a home token nobody can place), whose certificate the player may take.
   */
  private biddable(entity: string, sym: string): boolean {
    return this.isMinor(sym) && !this.game.corporation(sym).ipoed && this.canStartMinor(sym) && this.hasHome(sym) && this.canBuy(entity, bundleOf(this.game, sym, [0]));
  }

  private hasHome(sym: string): boolean {
    return this.game.corporationDef(sym).coordinates !== undefined || this.homeLocations(sym).length > 0;
  }

  private canBidAny(entity: string): boolean {
    if (this.game.player(entity).cash < MIN_BID || this.bought()) return false;
    return this.game.corporations.some((c) => this.biddable(entity, c.sym));
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity()) return [];
    if (this.a.auctioning !== null) return ['bid', 'pass'];
    const actions = [...super.actions(entity)];
    if (!this.bought() && this.canBidAny(entity)) actions.push('bid');
    if (actions.length && !actions.includes('pass') && !this.mustSell(entity)) actions.push('pass');
    return actions;
  }

  override hasActions(entity: string): boolean {
    return this.actions(entity).length > 0;
  }

  override accepts(entity: string, type: string): boolean {
    if (this.a.auctioning !== null) return entity === this.currentEntity() && (type === 'bid' || type === 'pass');
    if (type === 'bid') return this.actions(entity).includes('bid');
    if (type === 'pass') return this.actions(entity).includes('pass');
    return super.accepts(entity, type);
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (entity !== this.currentEntity()) return [];
    if (this.a.auctioning !== null) {
      const min = this.highest()!.price + this.increment();
      const max = this.maxBid(entity, this.a.auctioning);
      const out: LegalAction[] = [];
      if (min <= max) out.push({ type: 'bid', ...legalBase(this.game, entity), corporation: this.a.auctioning, min, max, step: this.increment() });
      out.push(passLegal(this.game, entity));
      return out;
    }
    const out = [...super.legalActions(entity)];
    if (this.actions(entity).includes('bid')) {
      for (const c of this.game.corporations) {
        if (!this.biddable(entity, c.sym)) continue;
        out.push({ type: 'bid', ...legalBase(this.game, entity), corporation: c.sym, min: MIN_BID, max: this.maxBid(entity, c.sym), step: this.increment() });
      }
    }
    if (this.actions(entity).includes('pass') && !out.some((l) => l.type === 'pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  private increment(): number {
    return this.game.title.auction.minBidIncrement;
  }

  // ---- parring majors ------------------------------------------------------------------------

  override process_par(action: ActionOf<'par'>): void {
    super.process_par(action);
    this.homeToken(action.corporation);
  }

  // ---- auctions of minors --------------------------------------------------------------------

  process_bid(action: ActionOf<'bid'>): void {
    const player = String(action.entity);
    const sym = action.corporation ?? '';
    if (this.a.auctioning !== null) {
      check(sym === this.a.auctioning, 'auction/not_auctioning', `${sym} is not up for auction`, { action, entity: sym });
      this.addBid(player, sym, action.price, this.highest()!.price + this.increment());
      return;
    }
    check(this.game.kindOf(sym) === 'corporation' && this.actions(player).includes('bid') && this.biddable(player, sym), 'auction/cannot_bid', `${this.game.nameOf(player)} cannot start ${sym} now`, { action, entity: sym });
    this.game.log.emit('note', { text: `${this.game.nameOf(player)} auctions ${sym} for ${this.game.money(action.price)}` });
    this.homeToken(sym);
    this.addBid(player, sym, action.price, MIN_BID);
    this.a.triggerer = player;
    this.a.auctioning = sym;
    const min = this.highest()!.price + this.increment();
    this.a.bidders = this.round.entities.filter((p) => p === player || this.maxBid(p, sym) >= min);
    for (const p of this.round.entities) if (!this.a.bidders.includes(p)) this.outOf(p, sym, min);
    this.resolve();
  }

  /** A checked bid (minimum, increment, means); those who cannot top it drop out. */
  private addBid(player: string, sym: string, price: number, min: number): void {
    check(price >= min, 'auction/bid_too_low', `the minimum bid for ${sym} is ${this.game.money(min)}`, { entity: sym });
    check(!this.game.title.auction.mustBidIncrementMultiple || (price - min) % this.increment() === 0, 'auction/bid_increment', `bids must rise by multiples of ${this.game.money(this.increment())}`, { entity: sym });
    check(price <= this.maxBid(player, sym), 'auction/cannot_afford', `${this.game.nameOf(player)} cannot bid ${this.game.money(price)} on ${sym}`, { entity: player });
    this.a.bids = [...this.a.bids.filter((b) => b.player !== player), { player, price }];
    this.game.log.emit('bid', { player, target: sym, price });
    if (this.a.auctioning === null) return;
    const next = price + this.increment();
    for (const p of [...this.a.bidders]) {
      if (p === player || this.maxBid(p, sym) >= next) continue;
      this.outOf(p, sym, next);
      this.leave(p);
    }
    this.resolve();
  }

  private outOf(player: string, sym: string, min: number): void {
    this.game.log.emit('note', { text: `${this.game.nameOf(player)} cannot bid ${this.game.money(min)} and is out of the auction for ${sym}` });
  }

  override process_pass(action: ActionOf<'pass'>): void {
    if (this.a.auctioning === null) return super.process_pass(action);
    this.leave(String(action.entity));
    this.resolve();
  }

  private leave(player: string): void {
    this.a.bidders = this.a.bidders.filter((p) => p !== player);
    this.a.bids = this.a.bids.filter((b) => b.player !== player);
    this.resolve();
  }

  /** The last bidder standing starts the minor. */
  private resolve(): void {
    const sym = this.a.auctioning;
    if (sym === null || this.a.bidders.length !== 1 || this.a.bids.length === 0) return;
    const winner = this.a.bids[0];
    this.a.bids = [];
    this.a.bidders = [];
    this.a.auctioning = null;
    this.start(winner, sym);
  }

  private start(winner: Bid, sym: string): void {
    const game = this.game;
    game.log.emit('note', { text: `${game.nameOf(winner.player)} wins bid on ${sym} for ${game.money(winner.price)}` });
    const parPrice = Math.min(Math.floor(winner.price / 2), MAX_MINOR_PAR);
    const par = pricesWithTypes(game, ['par_1', 'par']).find((p) => p.price <= parPrice)!;
    const corp = game.corporation(sym);
    setPar(game, corp, par.coordinates);
    const bundle: Bundle = bundleOf(game, sym, [0]);
    this.recordPurchase(winner.player, bundle);
    buyShares(game, winner.player, bundle, { exchange: 'free' });
    afterPar(game, sym);
    spend(game, winner.player, sym, winner.price);
    this.track(winner.player, 'par', sym);
    // The turn goes on from the winner, whose turn it now ends.
    this.round.entityIndex = this.round.entities.indexOf(winner.player);
    this.pass();
  }
}
