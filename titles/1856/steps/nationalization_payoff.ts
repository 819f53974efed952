/**
 * The CGR's formation, corporation by corporation (the reference's NationalizationPayoff): each
 * corporation still in debt after the 6-train's event, in turn, merges into the CGR (`merge`) or
 * has its president pay what its treasury cannot of its loans (`pass`); the CGR forms once all
 * have decided (national.ts).
 */
import { check, listedLegal, passLegal, Step, type Action, type GameView, type LegalAction } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { mergeMajor, nationalizationVar, presidentPayoff } from '../national.js';

const ACTIONS: readonly string[] = ['merge', 'pass'];
const LOAN_VALUE = 100;

export default class NationalizationPayoff extends Step {
  description(): string {
    return 'Nationalization - Loan payoffs';
  }

  private pending(): readonly string[] {
    return (this.game.view as unknown as GameView<Types>).get(nationalizationVar)?.pending ?? [];
  }

  override active(): boolean {
    return this.pending().length > 0;
  }

  override activeEntities(): string[] {
    const next = this.pending()[0];
    return next === undefined ? [] : [next];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.pending()[0] ? ACTIONS : [];
  }

  /** What the president pays to keep the corporation out: its loans less its treasury. */
  owed(sym: string): number {
    return LOAN_VALUE * (this.game.view as unknown as GameView<Types>).loans(sym as Types['corporation']).length - this.game.corporation(sym).cash;
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).length) return [];
    const out: LegalAction[] = [listedLegal(this.game, entity, 'merge', [{ corporation: entity }])];
    const president = this.game.corporation(entity).owner;
    if (president && this.game.player(president).cash >= this.owed(entity)) out.push(passLegal(this.game, entity));
    return out;
  }

  override skip(): void {}

  override pass(): void {}

  process_merge(action: Action): void {
    const corporation = String((action as unknown as { corporation?: unknown }).corporation ?? action.entity);
    check(this.pending().includes(corporation), 'nationalization/not_eligible', `${corporation} isn't eligible for merging into the CGR`, { action, entity: corporation });
    mergeMajor(this.game, corporation);
  }

  override process_pass(action: Action): void {
    const corporation = this.pending()[0];
    const president = this.game.corporation(corporation).owner;
    check(president !== null && this.game.player(president).cash >= this.owed(corporation), 'nationalization/cannot_pay', () => `${this.game.nameOf(president ?? '')} cannot pay ${this.game.money(this.owed(corporation))} for ${corporation}'s loans`, { action, entity: corporation });
    presidentPayoff(this.game, corporation);
  }
}
