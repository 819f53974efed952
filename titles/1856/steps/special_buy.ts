/**
 * Buying a bridge or tunnel right for $50 (the reference's SpecialBuy): any time in its turn, a
 * corporation without the right may buy one while a marker is left (always, under the optional
 * rule unlimited_bonus_tokens) and no player owns the company that gives it; the company's owning
 * corporation is paid, or the bank once it has closed. The step never waits.
 */
import { type Action, check, spend, Step, listedLegal, type LegalAction, type GameEffects, type GameView } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { grantRight, hasRight, markersLeft, RIGHT_COMPANY, RIGHT_PRICE, RIGHTS, setMarkers, type Right } from '../rights.js';
import { UNLIMITED_BONUS_TOKENS } from '../constants.js';

const ITEMS: Readonly<Record<Right, string>> = { tunnel: 'Tunnel Token', bridge: 'Bridge Token' };

export default class SpecialBuy1856 extends Step {
  description(): string {
    return 'Tunnel & Bridge Tokens';
  }

  override blocks(): boolean {
    return this.opts.blocks ?? false;
  }

  override skip(): void {}

  private get view(): GameView<Types> {
    return this.game.view as unknown as GameView<Types>;
  }

  private unlimited(): boolean {
    return this.game.optionalRules.has(UNLIMITED_BONUS_TOKENS);
  }

  /** The rights `entity` may buy now, tunnel first (the reference's order). */
  buyable(entity: string): Right[] {
    if (this.game.kindOf(entity) !== 'corporation' || entity !== this.round.state.currentOperator) return [];
    return (['tunnel', 'bridge'] as const).filter((right) => {
      const company = this.game.company(RIGHT_COMPANY[right]);
      const ownedByPlayer = !company.closed && company.owner !== null && this.game.kindOf(company.owner) === 'player';
      return !ownedByPlayer && this.view.get(markersLeft)[right] > 0 && !hasRight(this.view, entity, right) && this.game.operator(entity).cash >= RIGHT_PRICE;
    });
  }

  override actions(entity: string): readonly string[] {
    if (this.buyable(entity).length === 0) return [];
    return this.blocks() ? ['special_buy', 'pass'] : ['special_buy'];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const items = this.buyable(entity);
    return items.length === 0 ? [] : [listedLegal(this.game, entity, 'special_buy', items.map((right) => ({ description: ITEMS[right], cost: RIGHT_PRICE })))];
  }

  process_special_buy(action: Action): void {
    const entity = String(action.entity);
    const { description, cost } = action as unknown as { description: string; cost: number };
    const right = RIGHTS.find((r) => ITEMS[r] === description);
    check(right && this.buyable(entity).includes(right), 'special_buy/unavailable', () => `${entity} cannot buy a ${description} now`, { action, entity });
    check(cost === RIGHT_PRICE, 'special_buy/cost', `a ${description} costs ${RIGHT_PRICE}, not ${cost}`, { action, entity });
    const company = this.game.company(RIGHT_COMPANY[right]);
    spend(this.game, entity, company.closed || !company.owner ? 'bank' : company.owner, RIGHT_PRICE);
    const effects = this.game.effects as unknown as GameEffects<Types>;
    if (!this.unlimited()) setMarkers(effects, right, -1);
    grantRight(effects, entity, right);
    this.game.log.emit('note', { text: `${entity} buys a ${description.toLowerCase()} for ${this.game.money(RIGHT_PRICE)}` });
  }
}
