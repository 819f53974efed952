/**
 * A player's stock round turn: sell, buy and par in the order the title allows
 * (`sell_buy_order`), within the certificate and ownership limits, buying one certificate per
 * turn unless the market zone allows more; or pass. Selling moves the share price; what a player
 * sold this round they may not buy back.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { POOL, type CompanyState } from '../../state/types.js';
import { companyAbilities } from '../abilities.js';
import { afterBuyCompany, afterPar, carriesShareHeldByPlayer, maybePlaceHomeToken } from '../corporations.js';
import { spend } from '../money.js';
import { anyBundleFor, bundleFromIds, bundleOf, bundlePrice, bundlesFor, canDump, certLimit, fitsInPool, holdingOk, numCerts, type Bundle } from '../shares/holdings.js';
import { setPar } from '../shares/market-moves.js';
import { buyShares, sellSharesAndChangePrice } from '../shares/pool.js';
import { canGain, saleTimingOk } from '../shares/rules.js';
import { phaseAllows } from '../phase.js';
import { ipoOpen } from '../national-events.js';
import type { RoundVar } from '../round-vars.js';
import { legalBase, passLegal } from '../../legal/base.js';
import { affordablePars, buyableBundles, sharesLegal } from '../../legal/shares.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { stockTrades, type StockTrades, type TurnAction } from './vars.js';


const PURCHASES = new Set(['buy_shares', 'par', 'buy_company']);

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [stockTrades];

export class BuySellParSharesStep extends Step {
  description(): string {
    return 'Buy or Sell Shares';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  protected trades(): StockTrades {
    return this.round.get(stockTrades);
  }

  protected turnActions(): TurnAction[] {
    return this.trades().turn;
  }

  protected sold(): Record<string, Record<string, 'now' | 'prev'>> {
    return this.trades().sold;
  }

  override setup(): void {
    const trades = this.trades();
    // Sales of earlier turns become 'prev' (each player's turn starts here: only the last turn's
    // are rewritten). Only the round's entities take turns here, so only they have sold: asked
    // by them, not by `for…in` over the record, whose keys are often player ids that read as
    // numbers (recorded games), which V8 keeps as sparse elements and lists afresh (4 KB a turn).
    for (const player of this.round.entities) {
      const corps = trades.sold[player];
      if (corps !== undefined) for (const corp in corps) if (corps[corp] !== 'prev') corps[corp] = 'prev';
    }
    trades.turn = [];
    trades.boughtFromIpo = false;
  }

  protected bought(): boolean {
    return this.turnActions().some((a) => PURCHASES.has(a.type));
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity()) return NO_ACTIONS;
    if (this.mustSell(entity)) return ['sell_shares'];
    const actions: string[] = [];
    if (this.canBuyAny(entity)) actions.push('buy_shares');
    if (this.canParAny(entity)) actions.push('par');
    if (this.canBuyCompanies(entity)) actions.push('buy_company');
    if (this.canSellAny(entity)) actions.push('sell_shares');
    if (actions.length) actions.push('pass');
    return actions;
  }

  // The stock step is asked "anything to do?" and "may they do X?" after every action;
  // answering those without building the whole list keeps replays fast.
  override hasActions(entity: string): boolean {
    if (entity !== this.currentEntity()) return false;
    return this.canSellAny(entity) || this.canBuyAny(entity) || this.canParAny(entity) || this.canBuyCompanies(entity);
  }

  override accepts(entity: string, type: string): boolean {
    if (entity !== this.currentEntity()) return false;
    if (this.mustSell(entity)) return type === 'sell_shares';
    switch (type) {
      case 'buy_shares':
        return this.canBuyAny(entity);
      case 'par':
        return this.canParAny(entity);
      case 'buy_company':
        return this.canBuyCompanies(entity);
      case 'sell_shares':
        return this.canSellAny(entity);
      case 'pass':
        return this.hasActions(entity);
      default:
        return false;
    }
  }

  private canBuyCompanies(entity: string): boolean {
    return this.purchasableCompanies(entity).length > 0 || this.bankOwnedCompanies(entity).length > 0;
  }

  // ---- buying --------------------------------------------------------------------------------

  protected canBuyMultiple(corporation: string, owner: string): boolean {
    if (this.game.rules.multipleBuyOnlyFromMarket) {
      if (owner !== POOL) return false;
      if (this.trades().boughtFromIpo) return false;
    }
    return (
      this.game.market.buyMultiple(this.game.corporation(corporation).sharePrice) &&
      !this.turnActions().some((a) => a.type === 'par') &&
      !this.turnActions().some((a) => a.type === 'buy_shares' && a.corporation !== corporation)
    );
  }

  /** A title's own conditions on buying a corporation's certificates from a holder (its IPO, the pool). Default: none. */
  protected mayBuyFrom(_entity: string, _corporation: string, _owner: string): boolean {
    return true;
  }

  canBuy(entity: string, bundle: Bundle): boolean {
    if (entity === bundle.owner) return false;
    const corporation = bundle.corporation;
    return (
      this.mayBuyFrom(entity, corporation, bundle.owner) &&
      this.game.player(entity).cash >= bundlePrice(this.game, bundle) &&
      !this.sold()[entity]?.[corporation] &&
      (this.canBuyMultiple(corporation, bundle.owner) || !this.bought()) &&
      canGain(this.game, entity, bundle)
    );
  }

  /** Could `entity` buy the smallest certificate `owner` holds of `corporation`? */
  private canBuyFrom(entity: string, corporation: string, owner: string): boolean {
    const list = this.game.corporation(corporation).shares;
    let smallest = -1;
    for (let i = 0; i < list.length; i++) {
      if (list[i].owner === owner && (smallest < 0 || list[i].percent < list[smallest].percent || (list[i].percent === list[smallest].percent && list[i].seq < list[smallest].seq))) smallest = i;
    }
    if (smallest < 0 || !this.mayBuyFrom(entity, corporation, owner)) return false;
    if (this.sold()[entity]?.[corporation] || (this.bought() && !this.canBuyMultiple(corporation, owner))) return false;
    const bundle = bundleOf(this.game, corporation, [smallest]);
    return this.game.player(entity).cash >= bundlePrice(this.game, bundle) && canGain(this.game, entity, bundle);
  }

  private canBuyAny(entity: string): boolean {
    return this.game.corporations.some(
      (c) => this.canBuyFrom(entity, c.sym, POOL) || (c.ipoed && this.canBuyFrom(entity, c.sym, c.sym)),
    );
  }

  /** A corporation not yet parred whose type's IPO is open (`majors_can_ipo`), unless the title's `canPar` hook says otherwise. */
  protected canPar(sym: string, entity: string): boolean {
    return !this.game.corporation(sym).ipoed && ipoOpen(this.game, sym) && (this.game.hooks.canPar?.(sym, entity, this.game.view) ?? true);
  }

  /**
   * Whether the step offers to par this corporation at all (keeping the player's turn for it).
   * Default: exactly when it may be parred; a title may offer more than it lists, as the
   * reference does where a par's conditions are checked only once it is chosen.
   */
  protected offersPar(sym: string, entity: string): boolean {
    return this.canPar(sym, entity);
  }

  protected canParAny(entity: string): boolean {
    if (this.bought()) return false;
    return this.game.corporations.some((c) => this.offersPar(c.sym, entity) && this.canBuy(entity, bundleOf(this.game, c.sym, [0])));
  }

  /** Companies `entity` may buy from other players now. */
  purchasableCompanies(entity: string): CompanyState[] {
    if (this.bought() || this.game.player(entity).cash <= 0) return [];
    if (!phaseAllows(this.game, 'can_buy_companies_from_other_players')) return [];
    return this.game.companies.filter(
      (c) =>
        c.owner &&
        this.game.kindOf(c.owner) === 'player' &&
        c.owner !== entity &&
        companyAbilities(this.game, c.sym, 'no_buy').length === 0,
    );
  }

  private bankOwnedCompanies(entity: string): CompanyState[] {
    if (this.bought()) return [];
    return this.game.companies.filter((c) => !c.closed && c.owner === 'bank' && this.game.player(entity).cash >= c.value);
  }

  // ---- selling -------------------------------------------------------------------------------

  private canSellOrder(): boolean {
    const acts = this.turnActions();
    switch (this.game.rules.sellBuyOrder) {
      case 'sell_buy_or_buy_sell':
        return !(kindsOf(acts) === 2 && PURCHASES.has(acts[acts.length - 1].type));
      case 'sell_buy':
        return !this.bought();
      case 'sell_buy_sell':
        return true;
    }
  }

  canSell(entity: string, bundle: Bundle): boolean {
    if (entity !== bundle.owner) return false;
    return (
      saleTimingOk(this.game, entity, bundle.corporation) &&
      !(this.game.rules.mustSellInBlocks && this.sold()[entity]?.[bundle.corporation] === 'now') &&
      this.canSellOrder() &&
      fitsInPool(this.game, bundle) &&
      canDump(this.game, entity, bundle)
    );
  }

  private canSellAnyOf(entity: string, corporation: string): boolean {
    if (!this.game.corporation(corporation).shares.some((s) => s.owner === entity)) return false;
    if (!saleTimingOk(this.game, entity, corporation)) return false;
    return anyBundleFor(this.game, entity, corporation, (b) => this.canSell(entity, b));
  }

  private canSellAny(entity: string): boolean {
    if (!this.canSellOrder()) return false;
    return this.game.corporations.some((c) => this.canSellAnyOf(entity, c.sym));
  }

  protected mustSell(entity: string): boolean {
    if (numCerts(this.game, entity) > certLimit(this.game)) return this.canSellAny(entity);
    for (const c of this.game.corporations) if (!holdingOk(this.game, entity, c.sym) && this.canSellAnyOf(entity, c.sym)) return true;
    return false;
  }

  // ---- legal actions -------------------------------------------------------------------------

  /**
   * Certificates to buy (from the pool and the IPO: one of each size, or several where the
   * market zone allows), to sell, corporations to par at the prices affordable, companies to
   * buy; or pass. A player over a limit may only sell.
   */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('sell_shares')) {
      for (const corp of this.game.corporations) {
        for (const bundle of bundlesFor(this.game, entity, corp.sym)) if (this.canSell(entity, bundle)) out.push(sharesLegal(this.game, entity, 'sell_shares', bundle));
      }
    }
    if (types.includes('buy_shares')) {
      for (const corp of this.game.corporations) {
        const sources = corp.ipoed ? [POOL, corp.sym] : [POOL];
        for (const from of sources) {
          for (const bundle of buyableBundles(this.game, corp.sym, from, this.canBuyMultiple(corp.sym, from))) {
            if (this.canBuy(entity, bundle)) out.push(sharesLegal(this.game, entity, 'buy_shares', bundle));
          }
        }
      }
    }
    if (types.includes('par')) {
      for (const corp of this.game.corporations) {
        // What process_par asks besides the price: the president's certificate within the limits.
        if (!this.canPar(corp.sym, entity) || this.sold()[entity]?.[corp.sym] || !canGain(this.game, entity, bundleOf(this.game, corp.sym, [0]))) continue;
        const prices = affordablePars(this.game, entity, corp.sym);
        if (prices.length) out.push({ type: 'par', ...legalBase(this.game, entity), corporation: corp.sym, prices });
      }
    }
    if (types.includes('buy_company')) {
      const cash = this.game.player(entity).cash;
      // A company whose purchase would take a certificate from a player is refused when bought,
      // so it is not offered; it still lets the player act (they must pass), as the reference's.
      for (const company of this.purchasableCompanies(entity)) if (!carriesShareHeldByPlayer(this.game, company.sym)) out.push({ type: 'buy_company', ...legalBase(this.game, entity), company: company.sym, from: company.owner!, min: 1, max: cash });
      for (const company of this.bankOwnedCompanies(entity)) out.push({ type: 'buy_company', ...legalBase(this.game, entity), company: company.sym, from: 'bank', min: company.value, max: company.value });
    }
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  // ---- processing ----------------------------------------------------------------------------

  protected track(entity: string, type: TurnAction['type'], corporation?: string): void {
    this.round.state.lastToAct = entity;
    this.turnActions().push(corporation ? { type, corporation } : { type });
  }

  process_buy_shares(action: ActionOf<'buy_shares'>): void {
    const entity = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: false });
    check(bundle.shares.length === 1 || this.canBuyMultiple(bundle.corporation, bundle.owner), 'share/one_certificate', 'only one certificate may be bought at a time here', { action, entity: bundle.corporation, rule: 'one certificate per turn' });
    check(this.canBuy(entity, bundle), 'share/cannot_buy', `${this.game.nameOf(entity)} cannot buy ${action.shares.join(', ')}`, { action, entity: bundle.corporation, rule: 'stock round buying rules' });
    this.recordPurchase(entity, bundle);
    buyShares(this.game, entity, bundle);
    maybePlaceHomeToken(this.game, bundle.corporation);
    this.track(entity, 'buy_shares', bundle.corporation);
  }

  /** Notes a purchase in the round's memory (what was bought, whether from an IPO). */
  protected recordPurchase(entity: string, bundle: Bundle): void {
    const bought = (this.trades().bought[entity] ??= {});
    bought[bundle.corporation] = (bought[bundle.corporation] ?? 0) + bundle.percent;
    if (this.game.kindOf(bundle.owner) === 'corporation') this.trades().boughtFromIpo = true;
  }

  process_sell_shares(action: ActionOf<'sell_shares'>): void {
    const entity = String(action.entity);
    const bundle = bundleFromIds(this.game, action.shares, action.percent, { allowPartial: true });
    check(this.canSell(entity, bundle), 'share/cannot_sell', `${this.game.nameOf(entity)} cannot sell ${action.shares.join(', ')} now`, { action, entity: bundle.corporation, rule: 'sell_after / sell_buy_order / pool limit' });
    (this.sold()[entity] ??= {})[bundle.corporation] = 'now';
    sellSharesAndChangePrice(this.game, bundle);
    this.track(entity, 'sell_shares', bundle.corporation);
  }

  process_par(action: ActionOf<'par'>): void {
    const entity = String(action.entity);
    const corp = this.game.corporation(action.corporation);
    check(this.canPar(corp.sym, entity), 'par/not_allowed', `${corp.sym} cannot be parred now`, { action, entity: corp.sym });
    check(!this.bought(), 'par/already_bought', `${this.game.nameOf(entity)} has already bought this turn`, { action, entity });
    const par = this.game.market.parById(action.share_price);
    if (!par) throw new GameError('par/unknown_price', `${action.share_price} is not a par price`, { action, entity: corp.sym });
    const bundle = bundleOf(this.game, corp.sym, [0]);
    const before = { par: corp.parPrice, price: corp.sharePrice, seq: corp.priceSeq };
    setPar(this.game, corp, par.coordinates);
    if (!this.canBuy(entity, bundle)) {
      corp.parPrice = before.par;
      corp.sharePrice = before.price;
      corp.priceSeq = before.seq;
      throw new GameError('par/cannot_buy', `${this.game.nameOf(entity)} cannot buy ${corp.sym}'s president's share at ${this.game.money(par.price)}`, { action, entity: corp.sym });
    }
    const bought = (this.trades().bought[entity] ??= {});
    bought[corp.sym] = (bought[corp.sym] ?? 0) + corp.shares[0].percent;
    this.game.log.emit('par', { player: entity, corporation: corp.sym, price: par.price });
    buyShares(this.game, entity, bundle);
    maybePlaceHomeToken(this.game, corp.sym);
    afterPar(this.game, corp.sym);
    this.track(entity, 'par', corp.sym);
  }

  process_buy_company(action: ActionOf<'buy_company'>): void {
    const entity = String(action.entity);
    const company = this.game.company(action.company);
    check(!carriesShareHeldByPlayer(this.game, company.sym), 'company/share_held', `${company.sym} comes with a certificate a player holds`, { action, entity: company.sym });
    const allowed = [...this.purchasableCompanies(entity), ...this.bankOwnedCompanies(entity)];
    check(allowed.includes(company), 'company/cannot_buy', `${this.game.nameOf(entity)} cannot buy ${company.sym} now`, { action, entity: company.sym, rule: 'can_buy_companies_from_other_players' });
    const owner = company.owner;
    if (owner && this.game.kindOf(owner) === 'player') {
      const seller = this.game.player(owner);
      seller.companies = seller.companies.filter((c) => c !== company.sym);
    }
    spend(this.game, entity, owner ?? 'bank', action.price);
    company.owner = entity;
    this.game.player(entity).companies.push(company.sym);
    this.turnActions().push({ type: 'buy_company' });
    afterBuyCompany(this.game, entity, company.sym, action.price);
  }

  override pass(): void {
    super.pass();
    const current = this.currentEntity();
    if (!current) return;
    const passOrder = this.round.state.passOrder;
    if (this.turnActions().length > 0) {
      this.round.state.passOrder = passOrder.filter((id) => id !== current);
      this.game.player(current).passed = false;
    } else {
      if (!passOrder.includes(current)) passOrder.push(current);
      this.game.player(current).passed = true;
    }
  }
}

/**
 * How many kinds of action a turn holds, counted to three (enough to tell "exactly two"): without
 * a set, since the order of sales and purchases is asked of every bundle a player might sell.
 */
function kindsOf(acts: readonly TurnAction[]): number {
  let first: string | undefined;
  let second: string | undefined;
  let kinds = 0;
  for (const act of acts) {
    if (act.type === first || act.type === second) continue;
    if (++kinds === 3) return kinds;
    if (kinds === 1) first = act.type;
    else second = act.type;
  }
  return kinds;
}
