/**
 * The probe's merger round step: the minor whose turn it is merges into a floated major
 * (`merge` naming it: its station, treasury and trains go to the major, and it closes), or
 * passes.
 */
import { check, listedLegal, mergeMinor, passLegal, Step, type LegalAction, type TitleAction } from '../../../../runtime/sdk.js';

export default class Absorb extends Step {
  description(): string {
    return 'Merge into a major';
  }

  private majors(): string[] {
    return this.game.corporations.filter((c) => c.floated && this.game.operatorType(c.sym) === 'major').map((c) => c.sym);
  }

  override actions(entity: string): readonly string[] {
    return entity === this.currentEntity() && this.game.operatorType(entity) === 'minor' ? ['merge', 'pass'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (this.actions(entity).length === 0) return [];
    return [listedLegal(this.game, entity, 'merge', this.majors().map((corporation) => ({ corporation }))), passLegal(this.game, entity)];
  }

  process_merge(action: TitleAction<'merge', { corporation?: string }>): void {
    const minor = String(action.entity);
    const major = action.corporation ?? '';
    check(this.majors().includes(major), 'merge/bad_major', `${minor} cannot merge into ${major}`, { action, entity: major });
    mergeMinor(this.game, minor, major, { tokens: 'replace', addTokens: true });
    // The major takes the minor's place in the round's turn order.
    this.round.entities[this.round.entityIndex] = major;
    this.pass();
  }
}
