/**
 * The operating round: each operator — floated minors, then corporations by share price, or as
 * the title's `operatingOrder` hook says — operates in turn. At the start, companies pay their
 * revenue and trains become runnable again; an operator's turn ends when none of its steps has
 * anything left to do.
 */
import type { Action } from '../../actions/types.js';
import type { StepReference } from '../../title/definition.js';
import { DEFAULT_ROUND_STEPS } from '../../title/defaults.js';
import type { RoundTrait } from '../../title/vocabulary.js';
import { payoutCompanies } from '../companies.js';
import type { Game } from '../contract.js';
import { loanDuties } from '../loans.js';
import { operatingOrder } from '../order.js';
import { Round, asksActiveStepFirst } from '../round.js';
import { placeHomeToken } from '../tokens.js';
import { isNational, nationalOperates, nationalSym, placeNationalHome } from '../national.js';
import type { Step } from '../step.js';
import { inReceivership } from '../operators.js';

export class OperatingRound extends Round {
  static override startingEntities(game: Game): string[] {
    return operatingOrder(game);
  }

  static override defaultSteps(_game: Game): readonly StepReference[] {
    return DEFAULT_ROUND_STEPS.operating;
  }

  static override readonly traits: readonly RoundTrait[] = ['operating'];

  name(): string {
    return 'Operating Round';
  }

  get currentOperator(): string | null {
    return this.state.currentOperator;
  }

  override setup(): void {
    const game = this.game;
    this.state.currentOperator = null;
    // The national's decisions, where a player must make them, are the priority deal holder's.
    const national = nationalSym(game);
    if (national !== undefined && this.entities.includes(national)) game.corporation(national).owner = game.state.players.find((p) => !p.bankrupt)?.id ?? null;
    payoutCompanies(game);
    if (game.rules.homeTokenTiming === 'operating_round') for (const e of this.entities) placeHomeToken(game, e);
    for (const e of this.entities) {
      for (const id of game.operator(e).trains) game.train(id).operated = false;
    }
    for (const company of game.companies) for (const a of company.abilities) a.countThisOr = 0;
    if (this.anyToAct()) this.beginFirstOperator();
  }

  /** The first operator starts at the round's start (a title may wait for something first). */
  protected beginFirstOperator(): void {
    this.startOperating();
  }

  private anyToAct(): boolean {
    // Asked whenever the round is asked whether it is over: a loop, no closure made each time.
    for (const e of this.entities) if (!this.skipEntity(e)) return true;
    return false;
  }

  /**
   * Whether an operator is passed over when its turn comes: a closed one, and one no longer
   * started (a major nationalised back to its charter). A title's round may judge otherwise.
   */
  protected skipEntity(entity: string): boolean {
    if (isNational(this.game, entity)) return !nationalOperates(this.game);
    return this.game.isClosed(entity) || (this.game.isOperator(entity) && !this.game.operator(entity).floated);
  }

  /** Loans' interest and forced repayments fall due after the action that opens them, before steps are skipped. */
  protected override afterProcessBeforeSkip(_action: Action): void {
    loanDuties(this.game, this.entities[this.entityIndex]);
  }

  protected override afterProcess(action: Action): void {
    if (action.type === 'message' || action.type === 'log') return;
    if (!this.state.currentOperatorActed && this.game.operatorOf(String(action.entity)) === this.currentOperator) {
      this.state.currentOperatorActed = true;
      // What a company may do can hang on whether its operator has acted (abilities.ts).
      this.clearCache();
    }
    // The operator's turn goes on while a player decides for it: its president or owner, or the
    // president of the corporation owning it (a minor); and while one in receivership (owned by
    // the market) has a step waiting, whose moves anyone may make — an action of another entity
    // (a company it owns) does not end its turn. One nobody controls otherwise moves on.
    const entity = this.entities[this.entityIndex];
    if (this.activeStep() && (this.game.playerOf(entity) || inReceivership(this.game, entity))) return;
    if (!this.game.finished) this.nextEntity();
  }

  override nextEntity(): void {
    if (this.entityIndex === this.entities.length - 1) return;
    this.nextEntityIndex();
    if (this.skipEntity(this.entities[this.entityIndex])) return this.nextEntity();
    this.startStepsTurn();
    this.startOperating();
  }

  /** Puts the current operator to work: its home token if due, then its first decision. */
  startOperating(): void {
    const entity = this.entities[this.entityIndex];
    if (this.skipEntity(entity)) return this.nextEntity();
    this.state.currentOperator = entity;
    this.state.currentOperatorActed = false;
    this.clearCache();
    if (this.game.rules.homeTokenTiming === 'operate') placeHomeToken(this.game, entity);
    if (isNational(this.game, entity)) placeNationalHome(this.game);
    this.clearCache();
    this.skipStepsAndSettle(this.finished === OperatingRound.prototype.finished);
    if (!this.finished()) return;
    this.nextEntity();
  }

  /** Every step but a player-run route stands aside while the national operates. */
  override standsAside(step: Step): boolean {
    const current = this.state.currentOperator;
    if (current === null || !isNational(this.game, current)) return false;
    if (step.name() === 'route' && this.game.title.national!.routes === 'player') return false;
    // A step waiting for someone else (a trainless major's choice, made after the national's
    // purchase rusted its trains) holds the national's turn as it would anyone's.
    const waiting = step.activeEntities();
    return waiting.length === 0 || waiting.includes(current);
  }

  override recalculateOrder(): void {
    const upcoming = this.entities.slice(this.entityIndex + 1);
    const sorted = operatingOrder(this.game).filter((e) => upcoming.includes(e));
    this.state.entities = [...this.entities.slice(0, this.entityIndex + 1), ...sorted];
  }

  override finished(): boolean {
    const done = super.finished() || !this.anyToAct();
    if (done) this.state.currentOperator = null;
    return done;
  }
}

asksActiveStepFirst(OperatingRound.prototype['afterProcess']);
