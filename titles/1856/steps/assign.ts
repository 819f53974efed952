/**
 * 1856's port: the Great Lakes Shipping Company's owner places the port marker on a port hex,
 * and the company closes there and then (its corporation keeps the bonus: hooks.ts).
 */
import { type ActionOf, closeCompany, AssignStep } from '../../../runtime/sdk.js';
import { PORT } from '../constants.js';

export default class Assign1856 extends AssignStep {
  override process_assign(action: ActionOf<'assign'>): void {
    super.process_assign(action);
    const sym = this.game.companySym(this.game.actorOf(action));
    if (sym === PORT && action.target_type === 'hex' && !this.game.company(sym).closed) closeCompany(this.game, sym);
  }
}
