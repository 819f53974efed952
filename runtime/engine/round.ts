/**
 * A round: an ordered list of steps over an ordered list of entities (players or operators).
 * The round routes each action to the first active step that blocks or accepts it, skips steps
 * that have nothing to do, and decides whose turn it is. The three kinds (auction, stock,
 * operating) differ only in how turns pass and when the round is over.
 */
import type { Action } from '../actions/types.js';
import { GameError } from '../core/errors.js';
import type { RoundKind, RoundState } from '../state/types.js';
import type { StepReference } from '../title/definition.js';
import type { Game } from './game.js';
import type { Step } from './step.js';

/** Steps every round has before its own: ending the game, chat messages, programmed actions. */
const DEFAULT_STEPS: readonly StepReference[] = [{ step: 'end_game' }, { step: 'message' }, { step: 'program' }];

export abstract class Round {
  readonly steps: Step[];
  private cachedActive: Step | undefined;

  constructor(readonly game: Game) {
    this.steps = this.state.stepNames.map((ref, index) => {
      const StepType = game.steps[ref.step];
      if (!StepType) throw new GameError('setup/unknown_step', `no step '${ref.step}' in the engine or the title`);
      return new StepType(game, this, index, ref.blocks === undefined ? {} : { blocks: ref.blocks });
    });
  }

  get state(): RoundState {
    return this.game.state.round;
  }

  get kind(): RoundKind {
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

  vars<V>(key: string): V {
    return this.state.vars[key] as V;
  }

  setVar(key: string, value: unknown): void {
    this.state.vars[key] = value;
  }

  clearCache(): void {
    this.cachedActive = undefined;
  }

  /** The step whose turn it is: the first active step that blocks and has actions. */
  activeStep(): Step | undefined {
    this.cachedActive ??= this.steps.find((s) => s.active() && s.blocking());
    return this.cachedActive;
  }

  activeEntities(): string[] {
    return this.activeStep()?.activeEntities() ?? [];
  }

  currentEntity(): string | undefined {
    return this.activeEntities()[0];
  }

  /** What `entity` may do now, across steps up to the first blocking one. */
  actionsFor(entity: string): string[] {
    const out = new Set<string>();
    for (const step of this.steps) {
      if (!step.active()) continue;
      for (const a of step.actions(entity)) out.add(a);
      if (step.blocking()) break;
    }
    return [...out];
  }

  process(action: Action): void {
    this.clearCache();
    const entity = String(action.entity);
    // A step that accepts the action takes it; one that blocks without accepting refuses it.
    // (Whether a step blocks is asked only when it does not accept: the answer is the same.)
    const step = this.steps.find((s) => {
      if (!s.active()) return false;
      if (s.accepts(entity, action.type)) return true;
      if (!s.blocking()) return false;
      const waiting = s.activeEntities().join(', ');
      throw new GameError(
        waiting && !waiting.split(', ').includes(entity) ? 'action/not_your_turn' : 'action/not_allowed',
        `${action.type} by ${entity} is not possible now: ${s.description()}${waiting ? ` (waiting for ${waiting})` : ''}`,
        { action, entity, rule: s.description() },
      );
    });
    if (!step) {
      throw new GameError('action/no_step', `no step accepts ${action.type} by ${entity} now`, { action, entity });
    }
    step.s.acted = true;
    step.process(action);
    this.state.atStart = false;
    this.afterProcessBeforeSkip(action);
    this.skipSteps();
    this.clearCache();
    this.afterProcess(action);
  }

  protected afterProcessBeforeSkip(_action: Action): void {}

  protected afterProcess(_action: Action): void {}

  /** Passes over steps with nothing to do until one needs a decision. */
  skipSteps(): void {
    for (const step of this.steps) {
      const current = this.entities[this.entityIndex];
      if (!step.active() || !step.blocks() || (current !== undefined && this.game.isClosed(current))) continue;
      if (step.blocking()) break;
      step.skip();
    }
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

export interface RoundFactory {
  (game: Game): Round;
}

const factories = new Map<RoundKind, RoundFactory>();

export function registerRoundKind(kind: RoundKind, factory: RoundFactory): void {
  factories.set(kind, factory);
}

/** The round object over the current `state.round` (after a restore, or a new round). */
export function buildRound(game: Game): Round {
  const factory = factories.get(game.state.round.kind);
  if (!factory) throw new GameError('setup/unknown_round', `no round kind '${game.state.round.kind}'`);
  return factory(game);
}

/**
 * Starts a new round: composes its steps, lets each set up in order, and makes it current.
 * The caller then runs the round's own `setup()`.
 */
export function startRound(game: Game, kind: RoundKind, roundNum: number, steps: readonly StepReference[], entities: string[]): Round {
  const stepNames = [...DEFAULT_STEPS, ...steps];
  const state: RoundState = {
    kind,
    roundNum,
    stepNames,
    entities,
    entityIndex: 0,
    lastToAct: null,
    passOrder: [],
    atStart: false,
    currentOperator: null,
    currentOperatorActed: false,
    steps: [],
    vars: {},
  };
  game.state.round = state;
  const round = buildRound(game);
  round.steps.forEach((step, index) => {
    state.steps[index] = step.initialState();
    Object.assign(state.vars, step.roundVars());
    step.setup();
  });
  return round;
}
