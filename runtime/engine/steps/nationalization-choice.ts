/**
 * A corporation the `trainless_nationalization` event left without a train, of a type that may
 * choose (1867's majors), decides before anything else whether it is nationalised: `choose`
 * with the choice `nationalize`, or `pass` to carry on. The corporations decide one at a time,
 * in operating order; any round that lists the step waits for them.
 */
import type { Action } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { listedLegal, passLegal } from '../../legal/base.js';
import type { LegalAction } from '../../legal/types.js';
import { nationalize } from '../nationalize.js';
import { Step } from '../step.js';

const ACTIONS: readonly string[] = ['choose', 'pass'];
export const NATIONALIZE_CHOICE = 'nationalize';

export class NationalizationChoiceStep extends Step {
  description(): string {
    return 'Choose if Major is nationalized';
  }

  private choosing(): string | undefined {
    return this.game.state.national?.choices[0];
  }

  override active(): boolean {
    return this.choosing() !== undefined;
  }

  override activeEntities(): string[] {
    const sym = this.choosing();
    return sym === undefined ? [] : [sym];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.choosing() ? ACTIONS : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (entity !== this.choosing()) return [];
    return [listedLegal(this.game, entity, 'choose', [{ choice: NATIONALIZE_CHOICE }]), passLegal(this.game, entity)];
  }

  override skip(): void {}

  process_choose(action: Action & { readonly choice?: unknown }): void {
    const sym = String(action.entity);
    check(action.choice === NATIONALIZE_CHOICE, 'national/bad_choice', `${sym} may choose '${NATIONALIZE_CHOICE}' or pass, not ${JSON.stringify(action.choice)}`, { action, entity: sym });
    this.game.state.national!.choices.shift();
    nationalize(this.game, sym);
  }

  override process_pass(action: Action): void {
    const sym = String(action.entity);
    this.game.state.national!.choices.shift();
    this.game.log.emit('note', { text: `${sym} declines to nationalize` });
  }
}
