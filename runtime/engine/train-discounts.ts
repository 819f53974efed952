/**
 * `train_discount` abilities: a company (or a corporation itself) that lets the operator it
 * serves buy trains of the listed names from the depot for less (18AL's South & North Alabama
 * Railroad: half price, once, closing the company). The train step applies them, as the
 * reference's special train purchase does: the ability's owner buys the train for the operator
 * whose turn it is, at exactly the discounted price, and the ability is used; legal actions list
 * those purchases with the owner as the entity, as the reference records them.
 */
import type { TrainDiscountAbility } from '../title/abilities.js';
import { abilities, abilityCorporation, useAbility, type ActiveAbility } from './abilities.js';
import { closeCompany } from './companies.js';
import type { Game } from './contract.js';

/** When a discount may be used: the moment the train step decides, by the owning corporation's or owning player's operator. */
export const TRAIN_DISCOUNT_TIMES: readonly string[] = ['%current_step%', 'buying_train', 'owning_corp_or_turn', 'owning_player_or_turn'];

/**
 * What a train costs with a discount: an amount when the discount is over 1, a fraction of the
 * price otherwise (`0.5` is half off, rounded in the buyer's favour by whole units), for the
 * trains the ability lists (every train when it lists none).
 */
export function discountedPrice(ability: TrainDiscountAbility, trainName: string, price: number): number {
  if (ability.trains.length > 0 && !ability.trains.includes(trainName)) return price;
  const off = ability.discount > 1 ? ability.discount : Math.floor(price * ability.discount);
  return Math.max(0, price - off);
}

/** Whether `actor` acts for `operator` with its train discounts: the operator itself, a company it owns, or one its president owns. */
function servesOperator(game: Game, actor: string, operator: string): boolean {
  if (actor === operator) return true;
  if (game.kindOf(actor) !== 'company') return false;
  if (abilityCorporation(game, actor) === operator) return true;
  const owner = game.company(actor).owner;
  return owner !== null && game.kindOf(owner) === 'player' && game.playerOf(operator)?.id === owner;
}

/**
 * The train discounts `actor` may use now for `operator`, in the order the engine offers them:
 * a company's own, or an operator's own (not its companies': those are the companies' to use).
 */
export function usableTrainDiscounts(game: Game, actor: string, operator: string): ActiveAbility<TrainDiscountAbility>[] {
  if (!game.isOperator(operator) || !servesOperator(game, actor, operator)) return [];
  // A passive discount (one without a `when`, Steam Over Holland's Werkspoor) is never a choice:
  // it lowers the operator's own price (discountedTrainPrice), and its company never buys with it,
  // as the reference offers a company's purchase only at a time its ability names.
  const company = game.kindOf(actor) === 'company';
  const found = company ? abilities(game, actor, 'train_discount', { time: TRAIN_DISCOUNT_TIMES, passiveOk: false }) : abilities(game, operator, 'train_discount', { time: TRAIN_DISCOUNT_TIMES });
  return found.filter((ref) => ref.owner === actor);
}

/** Records a discount's use; the company closes once it is used up where the ability says so (`closed_when_used_up`). */
export function useTrainDiscount(game: Game, ref: ActiveAbility<TrainDiscountAbility>): void {
  const closes = ref.def.closedWhenUsedUp === true && ref.state.count !== undefined && ref.state.count - 1 <= 0;
  useAbility(game, ref);
  if (closes && game.kindOf(ref.owner) === 'company' && !game.company(ref.owner).closed) closeCompany(game, game.companySym(ref.owner));
}
