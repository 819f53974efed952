/**
 * The draft's second step: once the picks are in (the round variable `draftPicks`, written by
 * draft_pick), the first player reveals them (the title's `reveal` action) and every player
 * buys the company they picked at its value.
 */
import { type RoundVar, Step, type StepState } from '../../../../runtime/sdk.js';
import type { Reveal } from '../actions.js';
import { draftPicks } from '../vars.js';

interface RevealState extends StepState {
  revealed: boolean;
}

const REVEAL: readonly string[] = ['reveal'];

export default class DraftReveal extends Step<RevealState> {
  description(): string {
    return 'Reveal the Picks';
  }

  override initialState(): RevealState {
    return { ...super.initialState(), revealed: false };
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [draftPicks];
  }

  override active(): boolean {
    return !this.s.revealed && Object.keys(this.round.get(draftPicks)).length > 0;
  }

  override activeEntities(): string[] {
    return [this.round.entities[0]];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.round.entities[0] ? REVEAL : [];
  }

  process_reveal(_action: Reveal): void {
    for (const [player, sym] of Object.entries(this.round.get(draftPicks))) {
      const company = this.game.company(sym);
      this.game.effects.pay(player, 'bank', company.value);
      company.owner = player;
      this.game.player(player).companies.push(sym);
      this.game.log.emit('company_bought', { buyer: player, company: sym, seller: 'bank', price: company.value });
    }
    this.s.revealed = true;
  }
}
