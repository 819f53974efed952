/**
 * A round: an ordered list of steps over an ordered list of entities (players or operators).
 * The round routes each action to the first active step that blocks or accepts it, skips steps
 * that have nothing to do, and decides whose turn it is. Kinds differ in how turns pass and when
 * the round is over: the engine's auction, stock and operating rounds, and a title's own kinds
 * (`titles/<title>/rounds/<kind>.ts`, a class extending one of these), all registered by name.
 */
import type { Action } from '../actions/types.js';
import { GameError } from '../core/errors.js';
import type { RoundState } from '../state/types.js';
import type { StepReference } from '../title/definition.js';
import type { RoundTrait } from '../title/vocabulary.js';
import type { Game, GameRound, GameStep, RoundClass } from './contract.js';
import { keepActionSecrets } from './action-secrets.js';
import { beginProcessing, endProcessing, raisedUnchanged } from './refusal.js';
import { mayTake, stepPlan, type StepTraits } from './step-plans.js';
import type { RoundVar } from './round-vars.js';

export type { RoundClass } from './contract.js';
// Composing a round and rebuilding one over a restored state: round-start.ts.
export { buildRound, startRound } from './round-start.js';
export { blockingOnlyWhileBlocks } from './step-plans.js';

/** The active steps up to and including the first that blocks, each asked (what `Round#openSteps` answers). */
export function askEachStep(steps: readonly GameStep[]): GameStep[] {
  const out: GameStep[] = [];
  for (const step of steps) {
    if (!step.active()) continue;
    out.push(step);
    if (step.blocking()) break;
  }
  return out;
}

export abstract class Round implements GameRound {
  /** The entities a new round of this kind takes turns over (active players by default). */
  static startingEntities(game: Game): string[] {
    return game.state.players.filter((p) => !p.bankrupt).map((p) => p.id);
  }

  /** The steps a round of this kind has when the title's `rounds.steps` does not list them. */
  static defaultSteps(_game: Game): readonly StepReference[] {
    return [];
  }

  /**
   * What every round of this kind is (see `ENGINE_ROUND_TRAITS`): the engine's operating, stock
   * and auction rounds declare theirs, a subclass inherits them, a title's round kind may declare
   * its own (`static override traits = ['operating', 'works']`).
   */
  static readonly traits: readonly RoundTrait[] = [];

  readonly steps: GameStep[];
  /** @deprecated `is('operating')`: whether the round's class has the trait (a subclass setting it counts as having it). */
  readonly isOperating: boolean;
  /** The step whose turn it is, once known: `null` where skipping has just found that no step is. */
  private cachedActive: GameStep | null | undefined;
  /**
   * What the last `skipSteps` found, for `skipStepsAndSettle` (see there): the steps from
   * `settledFrom` on, up to `settledStep` (the first that blocks), need no second look; a
   * `settledFrom` of -1 says there is no such finding (a change since, or never skipped).
   */
  private settledFrom = -1;
  private settledStep: GameStep | undefined;
  /** What each step's class says once for all of the round's questions (see `StepTraits`). */
  private readonly stepTraits: readonly StepTraits[];

  constructor(readonly game: Game) {
    this.isOperating = traitsOf(this.constructor as RoundClass).has('operating');
    const names = this.state.stepNames;
    const steps: GameStep[] = [];
    const traits: StepTraits[] = [];
    for (let index = 0; index < names.length; index++) {
      const ref = names[index];
      const plan = stepPlan(game, ref.step);
      steps.push(new plan.type(game, this, index, ref.blocks === undefined ? {} : { blocks: ref.blocks }));
      traits.push(plan.traits);
    }
    this.steps = steps;
    this.stepTraits = traits;
  }

  /**
   * The traits of the round in progress: its kind's class's. (Read from the state's kind, as the
   * kind itself is: a round object still finishing its last action sees the next round's.)
   */
  get traits(): ReadonlySet<RoundTrait> {
    return traitsOf(this.kindClass());
  }

  /** Whether the round has a trait: `round.is('operating')`, never `round.kind === 'operating'`. */
  is(trait: RoundTrait): boolean {
    const kind = this.kindClass();
    // A round class of a title written before traits may set `isOperating` itself.
    return traitsOf(kind).has(trait) || (trait === 'operating' && this.isOperating && kind === this.constructor);
  }

  private kindClass(): RoundClass {
    const kinds = this.game.roundKinds;
    const kind = this.state.kind;
    return Object.hasOwn(kinds, kind) ? kinds[kind] : (this.constructor as RoundClass);
  }

  get state(): RoundState {
    return this.game.state.round;
  }

  get kind(): string {
    return this.state.kind;
  }

  get roundNum(): number {
    return this.state.roundNum;
  }

  get entities(): string[] {
    return this.state.entities;
  }

  get entityIndex(): number {
    return this.state.entityIndex;
  }

  set entityIndex(index: number) {
    this.state.entityIndex = index;
  }

  abstract name(): string;

  /** Round-level start of play, after the round is composed (payouts, first turn). */
  setup(): void {}

  /** What happens as the round ends, before the next one starts (reordering players, ...). */
  finish(): void {}

  /** A round variable the steps share (see round-vars.ts), set up when the round started. */
  get<V>(variable: RoundVar<V>): V {
    const vars = this.state.vars;
    if (!Object.hasOwn(vars, variable.name)) vars[variable.name] = variable.initial();
    return vars[variable.name] as V;
  }

  set<V>(variable: RoundVar<V>, value: V): void {
    this.state.vars[variable.name] = value;
  }

  /** Whether the round's steps share this variable at all (a title may leave a step out). */
  has(variable: RoundVar<unknown>): boolean {
    return Object.hasOwn(this.state.vars, variable.name);
  }

  clearCache(): void {
    this.cachedActive = undefined;
    this.settledFrom = -1;
    this.settledStep = undefined;
  }

  /**
   * `skipSteps()`, then `clearCache()`; where `settle`, the step whose turn it is is then found
   * from what the skipping found, asking again only the steps judged before its last change (a
   * step it skipped, and those before). The answer is the one `activeStep()` would give now: an
   * engine round settles only where its next question is that one, and an overridden
   * `skipSteps` or `activeStep` leaves it to be asked afresh.
   */
  protected skipStepsAndSettle(settle: boolean): void {
    this.skipSteps();
    const settledFrom = this.settledFrom;
    const settledStep = this.settledStep;
    this.clearCache();
    if (!settle || settledFrom < 0 || this.activeStep !== Round.prototype.activeStep || this.skipSteps !== Round.prototype.skipSteps) return;
    const steps = this.steps;
    for (let i = 0; i < settledFrom; i++) {
      const step = steps[i];
      if (this.isActive(i) && step.blocking() && !this.standsAside(step)) {
        this.cachedActive = step;
        return;
      }
    }
    this.cachedActive = settledStep ?? null;
  }

  /**
   * Whether a step stands aside for the entity whose turn it is: it takes no action and is
   * skipped as if it had nothing to do (an operating round's national). Default: never.
   */
  standsAside(_step: GameStep): boolean {
    return false;
  }

  /** The step whose turn it is: the first active step that blocks and has actions. */
  activeStep(): GameStep | undefined {
    if (this.cachedActive !== undefined) return this.cachedActive ?? undefined;
    const steps = this.steps;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      if (this.isActive(i) && step.blocking() && !this.standsAside(step)) return (this.cachedActive = step);
    }
    // "None" is kept only where skipping has just settled it (skipStepsAndSettle): a round asks
    // again when nothing was its turn, so a change since, unannounced, is seen.
    return undefined;
  }

  /**
   * The active steps up to and including the first that blocks. Legal actions are asked after
   * every action, and the step whose turn it is is then almost always known (settled by the
   * skipping after the last action). An active step before it blocks only where it stands
   * aside, so only those are asked whether they block. A round kind that decides the step whose
   * turn it is its own way (`activeStep`) has each step asked.
   */
  openSteps(): readonly GameStep[] {
    const steps = this.steps;
    if (this.activeStep !== Round.prototype.activeStep) return askEachStep(steps);
    const out: GameStep[] = [];
    const turn = this.activeStep();
    for (let i = 0; i < steps.length; i++) {
      if (!this.isActive(i)) continue;
      const step = steps[i];
      out.push(step);
      if (step === turn || (this.standsAside(step) && step.blocking())) break;
    }
    return out;
  }

  /** `steps[i].active()`, without the call where the step's class keeps the engine's. */
  private isActive(i: number): boolean {
    return this.stepTraits[i].plainActive ? !this.state.steps[i].passed : this.steps[i].active();
  }

  activeEntities(): string[] {
    return this.activeStep()?.activeEntities() ?? [];
  }

  /** Actions the step whose turn it is takes by itself now (see `Step#autoActions`). */
  autoActions(): readonly Action[] {
    return this.activeStep()?.autoActions() ?? [];
  }

  currentEntity(): string | undefined {
    return this.activeEntities()[0];
  }

  /** What `entity` may do now, across steps up to the first blocking one. */
  actionsFor(entity: string): string[] {
    const out = new Set<string>();
    for (const step of this.steps) {
      if (!step.active() || this.standsAside(step)) continue;
      for (const a of step.actions(entity)) out.add(a);
      if (step.blocking()) break;
    }
    return [...out];
  }

  process(action: Action): void {
    this.clearCache();
    const first = beginProcessing(action);
    try {
      this.routeToStep(action, first);
    } finally {
      if (first) endProcessing(action);
    }
  }

  /** `process`; `first` unless the action was already being processed (a step handing it on). */
  private routeToStep(action: Action, first: boolean): void {
    const entity = this.game.actorOf(action);
    // A step that accepts the action takes it; one that blocks without accepting refuses it.
    // (Whether a step blocks is asked only when it does not accept: the answer is the same. A
    // step without a method for the type cannot take it: it is not asked, see mayTake.)
    let step: GameStep | undefined;
    const steps = this.steps;
    for (let i = 0; i < steps.length; i++) {
      const s = steps[i];
      if (!this.isActive(i) || this.standsAside(s)) continue;
      if (mayTake(s, this.stepTraits[i], action.type) && s.accepts(entity, action.type)) {
        step = s;
        break;
      }
      if (s.blocking()) this.refuse(s, action, entity, first);
    }
    if (!step) {
      throw this.raisedBeforeChange(new GameError('action/no_step', `no step accepts ${action.type} by ${this.game.nameOf(entity)} now`, { action, entity }), action, first);
    }
    step.s.acted = true;
    step.process(action);
    keepActionSecrets(this.game, step.constructor, action);
    if (action.type === 'pass') this.game.log.emit('pass', { entity: String(action.entity) });
    this.state.atStart = false;
    this.afterProcessBeforeSkip(action);
    // An engine round's `afterProcess` asks for the step whose turn it is before changing anything.
    this.skipStepsAndSettle(ASKS_FIRST.has(this.afterProcess));
    this.afterProcess(action);
  }

  /** A step that blocks without accepting an action refuses it: not this entity's turn, or not this action. */
  private refuse(step: GameStep, action: Action, entity: string, first: boolean): never {
    const waitingFor = step.activeEntities();
    const waiting = waitingFor.map((id) => this.game.nameOf(id)).join(', ');
    throw this.raisedBeforeChange(
      new GameError(
        waitingFor.length > 0 && !waitingFor.includes(entity) ? 'action/not_your_turn' : 'action/not_allowed',
        `${action.type} by ${this.game.nameOf(entity)} is not possible now: ${step.description()}${waiting ? ` (waiting for ${waiting})` : ''}`,
        { action, entity, rule: step.description() },
      ),
      action,
      first,
    );
  }

  /**
   * A refusal before any step took the action: nothing of it changed, so the history need not
   * roll back (refusal.ts). Unless the round's kind overrides `process` (its code ran first, and
   * may have changed the game), or the action came again while being processed (a step handing
   * it on, after changing things).
   */
  private raisedBeforeChange(error: GameError, action: Action, first: boolean): GameError {
    return first && this.process === Round.prototype.process ? raisedUnchanged(error, action) : error;
  }

  protected afterProcessBeforeSkip(_action: Action): void {}

  protected afterProcess(_action: Action): void {}

  /**
   * A new turn in the round's steps: every step unpassed, then every step set up for it (each
   * step's `unpass()`, then each step's `setup()`; those that keep the engine's are not called).
   */
  protected startStepsTurn(): void {
    const steps = this.steps;
    const traits = this.stepTraits;
    const states = this.state.steps;
    for (let i = 0; i < steps.length; i++) {
      if (!traits[i].plainUnpass) steps[i].unpass();
      else {
        const state = states[i];
        state.passed = false;
        state.acted = false;
      }
    }
    for (let i = 0; i < steps.length; i++) if (!traits[i].plainSetup) steps[i].setup();
  }

  /** Passes over steps with nothing to do until one needs a decision. */
  skipSteps(): void {
    const steps = this.steps;
    const traits = this.stepTraits;
    // The steps from `settledFrom` on were judged after the last change a skip made: none of
    // them is the active step, up to `found`, which is (see `skipStepsAndSettle`).
    let settledFrom = 0;
    let found: GameStep | undefined;
    for (let i = 0; i < steps.length; i++) {
      const step = steps[i];
      const trait = traits[i];
      const current = this.entities[this.entityIndex];
      if (!this.isActive(i)) continue;
      if (!step.blocks()) {
        // `blocking()` answers no for a step that does not block, unless a step redefines it.
        if (!trait.blockingOnlyWhileBlocks) settledFrom = i + 1;
        continue;
      }
      if (current !== undefined && this.game.isClosed(current)) {
        settledFrom = i + 1;
        continue;
      }
      if (step.blocking() && !this.standsAside(step)) {
        found = step;
        break;
      }
      settledFrom = i + 1;
      // Said in the log as the reference says it — who had nothing to do here and moved on —
      // unless the skip said something itself (a dividend step's "does not run").
      const skipped = step.s.acted || this.game.finished || trait.unsaid ? undefined : step.currentEntity();
      const logged = this.game.log.length;
      step.skip();
      if (skipped !== undefined && this.game.log.length === logged) this.game.log.emit('step_skipped', { entity: skipped, step: step.description(), player: this.game.kindOf(skipped) === 'player' });
      // A skip that moved the turn on (closing its operator: closeOperator) started the next
      // turn, whose start skipped that entity's steps as far as its first decision. The steps
      // left here were the old turn's: skipping on would pass the new entity by where its turn
      // has not reached yet (1867: NO's train buying, at $0 before its own track loan; crosscheck
      // five players, seed 800). What was settled is asked afresh.
      if (this.entities[this.entityIndex] !== current) {
        settledFrom = -1;
        found = undefined;
        break;
      }
    }
    this.settledFrom = settledFrom;
    this.settledStep = found;
  }

  finished(): boolean {
    return !this.activeStep();
  }

  nextEntityIndex(): void {
    this.entityIndex = (this.entityIndex + 1) % this.entities.length;
  }

  resetEntityIndex(): void {
    this.entityIndex = 0;
  }

  nextEntity(): void {}

  /** Operating rounds re-sort the operators still to come when share prices change. */
  recalculateOrder(): void {}

  /** Puts the turn on whatever comes after a corporation that closed mid-turn. */
  forceNextEntity(): void {
    for (const step of this.steps) step.pass();
    this.nextEntity();
    this.clearCache();
  }
}

/**
 * The `afterProcess` methods that ask `activeStep()` before they change anything (the engine's
 * rounds register theirs): after them the step found by skipping is primed rather than asked
 * for again. A title's own `afterProcess` may change the state first, so it is never here.
 */
const ASKS_FIRST = new WeakSet<object>();

/** Registers an engine round's `afterProcess` as one that asks for the active step first. */
export function asksActiveStepFirst(afterProcess: (action: Action) => void): void {
  ASKS_FIRST.add(afterProcess);
}

const traitSets = new WeakMap<RoundClass, ReadonlySet<RoundTrait>>();

/** A round kind's traits as a set, made once per class. */
function traitsOf(kind: RoundClass): ReadonlySet<RoundTrait> {
  let traits = traitSets.get(kind);
  if (!traits) traitSets.set(kind, (traits = new Set(kind.traits)));
  return traits;
}

/** Whether rounds of a kind, named as the title's cycle names it, have a trait (false for a kind no one registered). */
export function kindHasTrait(game: Game, kind: string, trait: RoundTrait): boolean {
  return Object.hasOwn(game.roundKinds, kind) && traitsOf(game.roundKinds[kind]).has(trait);
}

asksActiveStepFirst(Round.prototype['afterProcess']);
