/**
 * Buying trains: from the depot at its price (trading one in where the title allows), or from
 * another corporation at an agreed price. A corporation without a train that must own one may
 * have its president pay the shortfall, selling shares to raise it (emergency money raising).
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { TrainState } from '../../state/types.js';
import type { Game } from '../contract.js';
import { buyingPower, spend } from '../money.js';
import { trainBought } from '../phase.js';
import { routeObligesTrain } from '../map-access.js';
import {
  buyTrain,
  depotTrains,
  discountedTrainPrice,
  hasOtherTrains,
  isFromDepot,
  numOperatorTrains,
  minDepotTrain,
  otherTrains,
  reclaimTrain,
  trainLimit,
  trainPrice,
  trainVariants,
} from '../trains.js';
import { legalBase, passLegal } from '../../legal/base.js';
import { sharesLegal } from '../../legal/shares.js';
import type { BuyTrainLegal, LegalAction } from '../../legal/types.js';
import { bundlesFor } from '../shares/holdings.js';
import { NO_ACTIONS } from '../step.js';
import { EmergencySelling, type EmergencyState } from './emergency-selling.js';
import { isNational } from '../national.js';
import { discountedPrice, usableTrainDiscounts, useTrainDiscount } from '../train-discounts.js';
import type { ActiveAbility } from '../abilities.js';
import type { TrainDiscountAbility } from '../../title/abilities.js';

/** Must this operator buy a train now? The `mustBuyTrain` hook, else: none owned, one for sale, and the title's `must_buy_train` rule. */
export function mustBuyTrain(game: Game, sym: string): boolean {
  const hooked = game.hooks.mustBuyTrain?.(sym, game.view);
  if (hooked !== undefined) return hooked;
  const op = game.operator(sym);
  if (op.trains.length > 0 || depotTrains(game).length === 0) return false;
  return game.rules.mustBuyTrain === 'always' || (game.rules.mustBuyTrain === 'route' && routeObligesTrain(game, sym));
}


const SELL_ONLY: readonly string[] = ['sell_shares'];
const RAISE_AND_BUY: readonly string[] = ['sell_shares', 'buy_train'];
const BUY_OR_PASS: readonly string[] = ['buy_train', 'pass'];
const BUY: readonly string[] = ['buy_train'];

export class BuyTrainStep extends EmergencySelling {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    return 'Buy Trains';
  }

  override initialState(): EmergencyState {
    // Added to the base's object rather than spread into a new one: every operating round makes one.
    const state = super.initialState();
    state.lastShareSoldPrice = null;
    state.corporationsSold = [];
    return state;
  }

  override setup(): void {
    this.s.lastShareSoldPrice = null;
    this.s.corporationsSold = [];
  }

  override actions(entity: string): readonly string[] {
    const current = this.currentEntity();
    if (!current || !this.game.isOperator(current)) return NO_ACTIONS;
    // A company with a train discount buys for the operator whose turn it is (train-discounts.ts).
    if (entity !== current && this.game.kindOf(entity) === 'company') return this.discountedTrains(entity, current).length > 0 ? BUY : NO_ACTIONS;
    if (entity === this.game.operator(current).owner && this.game.kindOf(entity) === 'player') return SELL_ONLY;
    if (entity !== current) return NO_ACTIONS;
    if (this.presidentMayContribute(entity)) return RAISE_AND_BUY;
    if (this.canBuyTrain(entity)) return BUY_OR_PASS;
    return NO_ACTIONS;
  }

  presidentMayContribute(sym: string): boolean {
    return mustBuyTrain(this.game, sym);
  }

  /** The depot's trains this operator may buy (a title may keep some from some operators). Default: all the depot sells. */
  protected depotOffer(_sym: string): readonly TrainState[] {
    return depotTrains(this.game);
  }

  /**
   * Whether the depot sells this train now: one it offers, or a discarded train of the same name
   * as a discarded one it offers. Discarded trains of a name are interchangeable: the offer lists
   * one of each, and the reference accepts any of them (recorded games name any).
   */
  protected offeredFromDepot(sym: string, train: TrainState): boolean {
    const offer = this.depotOffer(sym);
    if (offer.includes(train)) return true;
    const discarded = this.game.state.depot.discarded;
    return discarded.includes(train.id) && offer.some((t) => t.name === train.name && discarded.includes(t.id));
  }

  /** The cheapest of them (by its own price). */
  protected cheapestDepotTrain(sym: string): TrainState | undefined {
    let best: TrainState | undefined;
    for (const train of this.depotOffer(sym)) if (!best || trainPrice(this.game, train) < trainPrice(this.game, best)) best = train;
    return best;
  }

  /** The least its cheapest variant costs. */
  protected cheapestDepotPrice(sym: string): number {
    const train = this.cheapestDepotTrain(sym);
    return train ? Math.min(...trainVariants(this.game, train).map((v) => v.price)) : 0;
  }

  /** Cash still needed in an emergency: the cheapest depot train this operator may buy (or the dearest, as the title's rule says). */
  protected override neededCash(): number {
    const current = this.currentEntity();
    if (!current || !this.game.rules.ebuyDepotTrainMustBeCheapest) return super.neededCash();
    return this.cheapestDepotPrice(current);
  }

  protected room(sym: string): boolean {
    const op = this.game.operator(sym);
    return numOperatorTrains(this.game, op) < trainLimit(this.game, op);
  }

  /** Depot trains cost their price (the cheapest variant); others' trains can go for 1. */
  private minPrice(sym: string): number | undefined {
    if (hasOtherTrains(this.game, sym)) return 1;
    // trainVariants' list (the train, then its variants) read from the definition in place:
    // asked after every action of an operator's turn, it built a list per train.
    let min: number | undefined;
    for (const train of this.depotOffer(sym)) {
      const def = this.game.trainDef(train.type);
      for (let i = -1; i < def.variants.length; i++) {
        const v = i < 0 ? def : def.variants[i];
        const price = discountedTrainPrice(this.game, sym, v.name, v.price);
        if (min === undefined || price < min) min = price;
      }
    }
    return min;
  }

  /**
   * Whether the national (not `sym`) holds a train, where trains pass between operators. Nobody
   * may buy it (otherTrains), yet the reference's depot prices it at 1 in the minimum its
   * can_buy_train? asks: a title whose national holds trains (1861's RSR) counts it there, so that
   * a corporation with any cash keeps its choice between buy_train and pass.
   */
  protected nationalHoldsTrains(sym: string): boolean {
    const national = this.game.title.national?.corporation;
    if (national === undefined || national === sym || !this.game.rules.allowTrainBuyFromOthers || this.game.isClosed(national)) return false;
    return this.game.operator(national).trains.some((id) => {
      const train = this.game.train(id);
      return train.buyable && !train.obsolete;
    });
  }

  /** Trade-ins: (own train, depot train, variant, price) where the depot gives a discount. */
  discountableTrains(sym: string): { own: TrainState; train: TrainState; variant: string; price: number }[] {
    const out: { own: TrainState; train: TrainState; variant: string; price: number }[] = [];
    // The depot's trains that give trade-in discounts: in most titles none, and then no list is
    // built (an operator that cannot buy at the full price is asked this after every action).
    let depot: TrainState[] | undefined;
    for (const t of this.depotOffer(sym)) if (this.game.trainDef(t.type).discount) (depot ??= []).push(t);
    if (depot === undefined) return out;
    for (const id of this.game.operator(sym).trains) {
      const own = this.game.train(id);
      for (const train of depot) {
        const discount = this.game.trainDef(train.type).discount?.[own.name] ?? 0;
        for (const variant of trainVariants(this.game, train)) {
          if (discount > 0) out.push({ own, train, variant: variant.name, price: variant.price - discount });
        }
      }
    }
    return out;
  }

  /** A title's further conditions on a purchase, as the reason it is refused (undefined: allowed). */
  protected refusePurchase(_sym: string, _train: TrainState, _variant: string, _price: number): string | undefined {
    return undefined;
  }

  canBuyTrain(sym: string): boolean {
    const cash = buyingPower(this.game, sym, 'train');
    const min = this.minPrice(sym);
    const normal = this.room(sym) && min !== undefined && cash >= min;
    return normal || this.discountableTrains(sym).some((d) => cash >= d.price) || this.anyDiscountAffordable(sym, cash);
  }

  /** Whether a train discount of the operator or of a company serving it brings a train within `cash`. */
  private anyDiscountAffordable(sym: string, cash: number): boolean {
    if (!this.room(sym)) return false;
    const actors = [sym, ...this.game.companies.filter((c) => !c.closed && c.owner).map((c) => this.game.companyKey(c.sym))];
    return actors.some((actor) => this.discountedTrains(actor, sym).some((d) => d.price <= cash));
  }

  /**
   * Depot trains `actor` may buy for `operator` with one of its train discounts now (a real
   * discount, within the train limit): each train and variant at its discounted price.
   */
  discountedTrains(actor: string, operator: string): { train: TrainState; variant: string; price: number; ability: ActiveAbility<TrainDiscountAbility> }[] {
    // An operator's own discounts are already in its price (discountedTrainPrice): only a company acts with its discount.
    if (this.game.kindOf(actor) !== 'company') return [];
    const refs = usableTrainDiscounts(this.game, actor, operator);
    if (refs.length === 0 || !this.room(operator)) return [];
    const out: { train: TrainState; variant: string; price: number; ability: ActiveAbility<TrainDiscountAbility> }[] = [];
    for (const train of this.depotOffer(operator)) {
      for (const v of trainVariants(this.game, train)) {
        for (const ability of refs) {
          const price = discountedPrice(ability.def, v.name, v.price);
          if (price < v.price) {
            out.push({ train, variant: v.name, price, ability });
            break;
          }
        }
      }
    }
    return out;
  }

  /** Trains `sym` may buy now: in an emergency, only the cheapest depot train. */
  buyableTrains(sym: string): TrainState[] {
    const corp = this.game.operator(sym);
    let depot = this.depotOffer(sym);
    let others = this.game.rules.allowTrainBuyFromOthers ? otherTrains(this.game, sym) : [];
    if (corp.cash < this.cheapestDepotPrice(sym)) {
      if (this.game.rules.ebuyDepotTrainMustBeCheapest) depot = [this.cheapestDepotTrain(sym)!].filter(Boolean);
      if (this.s.lastShareSoldPrice !== null) {
        others = this.game.rules.ebuyFromOthers !== 'never' ? others.filter((t) => trainPrice(this.game, t) >= this.spendRange(sym, t)[0]) : [];
      }
    }
    if (corp.cash === 0 && this.game.rules.ebuyFromOthers === 'never') others = [];
    return [...depot, ...others];
  }

  /** The prices a corporation may pay for another corporation's train. */
  protected spendRange(sym: string, train: TrainState): [number, number] {
    const corp = this.game.operator(sym);
    const price = trainPrice(this.game, train);
    if (this.game.rules.ebuyFromOthers !== 'never' && corp.cash < price) {
      const maxPossible = corp.cash + (corp.owner ? this.game.player(corp.owner).cash : 0);
      const min = this.s.lastShareSoldPrice !== null ? maxPossible - this.s.lastShareSoldPrice + 1 : 1;
      const max = this.game.rules.ebuyFromOthers === 'value' ? Math.min(price, maxPossible) : maxPossible;
      return [min, max];
    }
    return [1, corp.cash];
  }

  // ---- legal actions -------------------------------------------------------------------------

  /** Trains to buy, shares the president may sell to pay for one, and a pass. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const out: LegalAction[] = [];
    if (types.includes('sell_shares') && this.game.kindOf(entity) === 'player') {
      for (const corp of this.game.corporations) {
        for (const bundle of bundlesFor(this.game, entity, corp.sym)) if (this.canSell(entity, bundle)) out.push(sharesLegal(this.game, entity, 'sell_shares', bundle));
      }
    }
    const current = this.currentEntity();
    if (types.includes('buy_train') && entity === current) out.push(...this.trainChoices(entity));
    if (types.includes('buy_train') && current !== undefined) out.push(...this.discountChoices(entity, current));
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  /** Purchases with `actor`'s train discounts for `operator`: each at exactly its discounted price. */
  protected discountChoices(actor: string, operator: string): BuyTrainLegal[] {
    const corp = this.game.operator(operator);
    const president = corp.owner && this.presidentMayContribute(operator) ? this.game.player(corp.owner).cash : 0;
    const base = legalBase(this.game, actor);
    return this.discountedTrains(actor, operator)
      .filter((d) => d.price <= corp.cash + president && !this.refusePurchase(operator, d.train, d.variant, d.price))
      .map((d) => ({ type: 'buy_train', ...base, train: d.train.id, from: 'depot', variant: d.variant, min: d.price, max: d.price }));
  }

  /** What `process_buy_train` accepts: each train, variant and trade-in, at its price or in its price range. */
  protected trainChoices(sym: string): BuyTrainLegal[] {
    const game = this.game;
    const corp = game.operator(sym);
    const base = legalBase(game, sym);
    const president = corp.owner && this.presidentMayContribute(sym) ? game.player(corp.owner).cash : 0;
    const cheapestPrice = this.cheapestDepotPrice(sym);
    const out: BuyTrainLegal[] = [];
    const offer = (train: TrainState, variant: string, min: number, max: number, exchange?: string) => {
      if (min > max || this.refusePurchase(sym, train, variant, min)) return;
      const from = isFromDepot(train) ? 'depot' : train.owner!;
      out.push({ type: 'buy_train', ...base, train: train.id, from, variant, min, max, ...(exchange ? { exchange } : {}) });
    };
    // Other operators' trains it may buy, listed once (not once per train offered).
    let others: Set<TrainState> | undefined;
    if (this.room(sym)) {
      for (const train of this.buyableTrains(sym)) {
        if (isFromDepot(train)) {
          for (const v of trainVariants(game, train)) {
            const price = discountedTrainPrice(game, sym, v.name, v.price);
            // Paying in beyond the treasury: only the cheapest depot train where the rules say so.
            const short = price > corp.cash;
            if (short && (price > corp.cash + president || (game.rules.ebuyDepotTrainMustBeCheapest && v.price > cheapestPrice))) continue;
            offer(train, v.name, price, price);
          }
        } else if ((others ??= new Set(otherTrains(game, sym))).has(train)) {
          const [min, max] = this.spendRange(sym, train);
          offer(train, train.name, min, Math.min(max, corp.cash + president));
        }
      }
    }
    // A trade-in worth the whole price or more is refused when paid (as the reference's spend refuses it).
    for (const d of this.discountableTrains(sym)) if (d.price > 0 && d.price <= corp.cash) offer(d.train, d.variant, d.price, d.price, d.own.id);
    return out;
  }

  process_buy_train(action: ActionOf<'buy_train'>): void {
    const game = this.game;
    const actor = game.actorOf(action);
    // A company buying with its train discount buys for the operator whose turn it is.
    const sym = game.kindOf(actor) === 'company' ? this.currentEntity()! : actor;
    const corp = game.operator(sym);
    const train = game.train(action.train);
    const variant = action.variant ?? train.name;
    const discount = isFromDepot(train) && !action.exchange ? this.discountedTrains(actor, sym).find((d) => d.train.id === train.id && d.variant === variant && d.price === action.price) : undefined;
    check(actor === sym || discount, 'train/no_discount', () => `${game.nameOf(actor)} has no train discount for ${train.id} as ${variant} at ${action.price} now`, { action, entity: actor });
    const exchange = action.exchange ? game.train(action.exchange) : undefined;
    check(!exchange || exchange.owner === sym, 'train/not_owned', `${sym} does not own ${action.exchange}, which it would trade in`, { action, entity: action.exchange });
    check(train.owner !== sym, 'train/own_train', `${sym} cannot buy its own train`, { action, entity: train.id });
    check(trainVariants(game, train).some((v) => v.name === variant), 'train/variant', `${train.id} has no variant '${variant}'`, { action, entity: train.id });

    if (isFromDepot(train)) {
      const available = exchange
        ? this.discountableTrains(sym).find((d) => d.train.id === train.id && d.own.id === exchange.id && d.variant === variant)
        : undefined;
      check(!exchange || available, 'train/no_trade_in', `${exchange?.id} cannot be traded in for ${train.id}`, { action, entity: train.id });
      check(exchange || this.offeredFromDepot(sym, train), 'train/not_buyable', `${train.id} is not for sale in the depot now`, { action, entity: train.id, rule: 'depot order' });
      // A company's discount is its own purchase (discount); the operator's own discounts are in its price.
      const price = discount ? discount.price : available ? available.price : discountedTrainPrice(game, sym, variant, trainPrice(game, train, variant));
      check(action.price === price, 'train/price', `a ${variant} train costs ${game.money(price)}, not ${game.money(action.price)}`, { action, entity: train.id });
    } else {
      check(!exchange, 'train/no_trade_in', `a train bought from another operator takes no trade-in (${action.exchange})`, { action, entity: train.id });
      check(otherTrains(game, sym).includes(train), 'train/not_buyable', `${train.id} is not buyable by ${sym} now`, { action, entity: train.id });
      const [min, max] = this.spendRange(sym, train);
      check(action.price >= min && action.price <= max, 'train/price', `${sym} may pay between ${game.money(min)} and ${game.money(max)} for ${game.nameOf(train.owner ?? '')}’s ${train.name} train`, { action, entity: train.id, rule: 'ebuy_from_others' });
    }

    const refusal = this.refusePurchase(sym, train, variant, action.price);
    check(!refusal, 'train/not_allowed', () => `${sym} cannot buy ${train.id} as ${variant}: ${refusal}`, { action, entity: train.id });

    const remaining = action.price - corp.cash;
    if (remaining > 0) {
      check(this.presidentMayContribute(sym), 'train/cannot_afford', `${sym} has ${game.money(corp.cash)} and cannot pay ${game.money(action.price)}`, { action, entity: sym });
      const cheapest = this.cheapestDepotTrain(sym);
      if (game.rules.ebuyDepotTrainMustBeCheapest && (game.rules.ebuyFromOthers === 'never' || isFromDepot(train)) && cheapest) {
        const cheapestNames = trainVariants(game, cheapest).filter((v) => v.price === Math.min(...trainVariants(game, cheapest).map((x) => x.price))).map((v) => v.name);
        check(cheapestNames.includes(variant), 'train/not_cheapest', `a cheaper train (${cheapestNames[0]}) is available`, { action, entity: train.id, rule: 'ebuy_depot_train_must_be_cheapest' });
      }
      check(!exchange, 'train/exchange_ebuy', 'cannot contribute funds when trading a train in', { action });
      spend(game, corp.owner!, sym, remaining);
    }
    if (exchange) reclaimTrain(game, exchange);
    train.name = variant;
    buyTrain(game, sym, train, action.price);
    if (discount) useTrainDiscount(game, discount.ability);
    trainBought(game, train);
    this.afterTrainBought(sym, train);
    if (!this.canBuyTrain(sym)) this.pass();
  }

  /** After a purchase, its phase change and rusting, before the step decides whether the turn goes on. Default: nothing. */
  protected afterTrainBought(_sym: string, _train: TrainState): void {}

  override pass(): void {
    this.s.lastShareSoldPrice = null;
    super.pass();
  }

  /**
   * The national buys its trains by itself (the step stands aside for it): the cheapest the
   * depot sells if it must own one, then the depot's next train while its treasury pays for it.
   * Each purchase goes through `process_buy_train`, so a title's rules for it apply (loans).
   * The step stays open for it: when a purchase leaves others a decision (a trainless major's
   * nationalisation), the national's turn waits for it, and then buys again with what the
   * decision brought it.
   */
  override skip(): void {
    const sym = this.currentEntity();
    if (sym !== undefined && isNational(this.game, sym)) this.buyForNational(sym);
    else this.pass();
  }

  private buyForNational(sym: string): void {
    const game = this.game;
    const buy = (train: TrainState) => this.process_buy_train({ type: 'buy_train', entity: sym, entity_type: 'corporation', train: train.id, price: trainPrice(game, train), variant: train.name });
    const cheapest = minDepotTrain(game);
    if (cheapest && mustBuyTrain(game, sym)) buy(cheapest);
    for (let next = this.upcoming(); next && game.operator(sym).cash >= trainPrice(game, next); next = this.upcoming()) buy(next);
  }

  private upcoming(): TrainState | undefined {
    const id = this.game.state.depot.upcoming[0];
    return id === undefined ? undefined : this.game.train(id);
  }
}
