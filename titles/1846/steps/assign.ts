/**
 * 1846's assignments: as the engine's (minors may be assigned too), and at the start of each
 * operating round, while a player owns the Steamboat Company, the round waits for its owner to
 * move its bonus to another port and/or operator, or pass — before anyone operates.
 */
import { type ActionOf, check, useAbility, assignedTo, type OperatingRound, AssignStep, blockingOnlyWhileBlocks } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1846/types.js';

const STEAMBOAT: Types['company'] = 'SC';
const ASSIGN_OR_PASS: readonly string[] = ['assign', 'pass'];

export default class Assign1846 extends AssignStep {
  override assignableOperators(company: string): string[] {
    const sym = this.game.companySym(company);
    const minors = this.game.minors.filter((m) => m.floated && !assignedTo(this.game, 'entity', m.sym).includes(sym)).map((m) => m.sym);
    return [...minors, ...super.assignableOperators(company)];
  }

  private steamboatOwnedByPlayer(): boolean {
    const sc = this.game.companies.find((c) => c.sym === STEAMBOAT);
    return !!sc && !sc.closed && !!sc.owner && this.game.kindOf(sc.owner) === 'player';
  }

  /** Whether the operating round waits for the Steamboat's owner. */
  blockingForSteamboat(): boolean {
    if (!this.round.isOperating || !this.steamboatOwnedByPlayer()) return false;
    const toOperator = !!this.operatorAbility(STEAMBOAT, 'or_start') && this.assignableOperators(STEAMBOAT).length > 0;
    if (toOperator) return true;
    const assignedOperator = [...this.game.minors, ...this.game.corporations].some((o) => assignedTo(this.game, 'entity', o.sym).includes(STEAMBOAT));
    return !!this.hexAbility(STEAMBOAT, 'or_start') && assignedOperator;
  }

  override actions(entity: string): readonly string[] {
    if (!this.blockingForSteamboat()) return super.actions(entity);
    return entity === STEAMBOAT ? ASSIGN_OR_PASS : [];
  }

  override activeEntities(): string[] {
    return this.blockingForSteamboat() ? [STEAMBOAT] : super.activeEntities();
  }

  override active(): boolean {
    return this.blockingForSteamboat() || super.active();
  }

  override blocks(): boolean {
    return this.blockingForSteamboat();
  }

  override blocking(): boolean {
    return this.blockingForSteamboat();
  }

  override description(): string {
    return this.blockingForSteamboat() ? 'Assign Steamboat Company' : super.description();
  }

  override process_assign(action: ActionOf<'assign'>): void {
    super.process_assign(action);
    if (this.game.actorOf(action) === STEAMBOAT && this.steamboatOwnedByPlayer() && !this.blockingForSteamboat()) this.startOperating();
  }

  override process_pass(action: ActionOf<'pass'>): void {
    check(this.game.actorOf(action) === STEAMBOAT && this.blockingForSteamboat(), 'action/not_allowed', `${String(action.entity)} has nothing to pass here`, { action });
    const hex = this.hexAbility(STEAMBOAT, 'or_start');
    if (hex) useAbility(this.game, hex);
    const operator = this.operatorAbility(STEAMBOAT, 'or_start');
    if (operator) useAbility(this.game, operator);
    this.startOperating();
  }

  /** The round's first operator starts once the Steamboat is settled. */
  private startOperating(): void {
    (this.round as OperatingRound).startOperating();
  }
}

// Its `blocking` is its `blocks`: a round skipping it need not ask it again.
blockingOnlyWhileBlocks(Assign1846.prototype.blocking);
