/**
 * 1846's company purchases: a corporation (never a minor) pays $1 up to the face value, not
 * right after an emergency issue unless it has a train, and buying a minor's card takes over the
 * minor — its cash, its 2 train (if there is room) and its token, which the corporation keeps
 * unless it already has one in that city.
 */
import {
  type ActionOf,
  check,
  removeToken,
  mapContext,
  spend,
  closeOperator,
  BuyCompanyStep,
  buyTrain,
  numOperatorTrains,
  trainLimit,
  type CompanyState,
  type LegalAction,
  invalidateMap,
} from '../../../runtime/sdk.js';
import { emergencyIssued } from '../vars.js';
import { inReceivership } from '../receivership.js';

export default class BuyCompany1846 extends BuyCompanyStep {
  override description(): string {
    return 'Buy/Use Companies';
  }

  override minPrice(_company: CompanyState): number {
    return 1;
  }

  override maxPrice(company: CompanyState): number {
    return company.value;
  }

  override actions(entity: string): readonly string[] {
    return this.game.kindOf(entity) === 'minor' || inReceivership(this.game, entity) ? [] : super.actions(entity);
  }

  protected override canBuyCompany(entity: string): boolean {
    if (!super.canBuyCompany(entity)) return false;
    const issued = this.round.has(emergencyIssued) && this.round.get(emergencyIssued);
    return !issued || this.game.operator(entity).trains.some((id) => !this.game.train(id).obsolete);
  }

  protected override assignableOperators(): readonly string[] {
    return [...this.game.corporations.map((c) => c.sym), ...this.game.minors.map((m) => m.sym)];
  }

  /** The engine's choices, less minors' cards while the corporation has no room for the minor's train. */
  override legalActions(entity: string): readonly LegalAction[] {
    const op = this.game.isOperator(entity) ? this.game.operator(entity) : undefined;
    const room = !!op && numOperatorTrains(this.game, op) < trainLimit(this.game, op);
    return super.legalActions(entity).filter((legal) => room || legal.type !== 'buy_company' || this.game.kindOf((legal as { company: string }).company) !== 'minor');
  }

  override process_buy_company(action: ActionOf<'buy_company'>): void {
    const buyer = String(action.entity);
    const minorTaken = this.game.kindOf(action.company) === 'minor' ? action.company : undefined;
    if (minorTaken) {
      const op = this.game.operator(buyer);
      check(numOperatorTrains(this.game, op) < trainLimit(this.game, op), 'company/train_limit', `${buyer} cannot buy ${action.company}: it has no room for the minor's train`, { action, entity: buyer });
    }
    super.process_buy_company(action);
    if (minorTaken) this.takeOver(buyer, minorTaken);
  }

  private takeOver(buyer: string, sym: string): void {
    const game = this.game;
    const minor = game.minor(sym);
    if (minor.cash > 0) spend(game, sym, buyer, minor.cash);
    const trainId = minor.trains[0];
    if (trainId) {
      const train = game.train(trainId);
      train.buyable = true;
      buyTrain(game, buyer, train, 'free');
    }
    const home = minor.tokens[0];
    const corp = game.operator(buyer);
    if (home?.used && home.hex !== undefined && home.city !== undefined) {
      const ctx = mapContext(game);
      const tokens = game.state.map.hexes[home.hex].tokens[home.city];
      const slot = tokens.indexOf(sym);
      const already = tokens.includes(buyer);
      removeToken(ctx, home.hex, home.city, sym);
      if (!already && slot >= 0) {
        tokens[slot] = buyer;
        corp.tokens.push({ price: 0, used: true, hex: home.hex, city: home.city });
      }
      home.used = false;
      invalidateMap(game.state.map);
    }
    closeOperator(game, sym);
  }
}
