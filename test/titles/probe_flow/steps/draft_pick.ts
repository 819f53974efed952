/**
 * The draft's first step: in seat order, each player picks one company nobody owns or has
 * picked (the title's `pick_company` action). Picks are only recorded, in the round variable
 * `draftPicks`; the next step, draft_reveal, hands the companies over.
 */
import { check, type RoundVar, hiddenAs, type StateRedaction, type StepSecrets, Step } from '../../../../runtime/sdk.js';
import type { PickCompany } from '../actions.js';
import { draftPicks } from '../vars.js';

const PICK: readonly string[] = ['pick_company'];

export default class DraftPick extends Step {
  /** A pick is its player's secret until the draft round ends; the note stays public. */
  static override readonly secrets: StepSecrets = { actions: { pick_company: { fields: ['company'] } } };

  description(): string {
    return 'Pick a Company';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [draftPicks];
  }

  /** The round's record of the picks shows a viewer only their own. */
  override hideState({ state, sees }: StateRedaction): void {
    const picks = state.round.vars[draftPicks.name] as Record<string, string> | undefined;
    for (const player of Object.keys(picks ?? {})) if (!sees(player)) picks![player] = hiddenAs<string>();
  }

  /** Companies nobody owns or has picked. */
  private left(): string[] {
    const picked = Object.values(this.round.get(draftPicks));
    return this.game.companies.filter((c) => !c.owner && !c.closed && !picked.includes(c.sym)).map((c) => c.sym);
  }

  /** The first player in seat order who has not picked, while a company is left. */
  private picker(): string | undefined {
    if (this.left().length === 0) return undefined;
    const picks = this.round.get(draftPicks);
    return this.round.entities.find((player) => !Object.hasOwn(picks, player));
  }

  override active(): boolean {
    return this.picker() !== undefined;
  }

  override activeEntities(): string[] {
    const picker = this.picker();
    return picker === undefined ? [] : [picker];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.picker() ? PICK : [];
  }

  process_pick_company(action: PickCompany): void {
    const player = String(action.entity);
    check(this.left().includes(action.company), 'draft/unavailable', `${action.company} is not left to pick`, { action, entity: action.company });
    this.round.get(draftPicks)[player] = action.company;
    const note = action.note ? ` (${action.note})` : '';
    this.game.log.emit('draft_pick', { player, text: `${this.game.nameOf(player)} picks a company${note}` });
  }
}
