/**
 * A step of a round: one kind of decision (bid, lay track, buy trains, ...). The first step of a
 * round that is active and blocking and accepts an action's type processes it. Steps hold no
 * state of their own: what a step remembers lives in `state.round.steps[index]` (typed by the
 * step's `S`), and what steps share in the round's variables (`round-vars.ts`), so a game state
 * can be cloned and its steps rebuilt at will.
 *
 * Titles add or replace steps (layer 3) by subclassing these in `titles/<title>/steps/*.ts`; a
 * step processes an action of type `t` in its method `process_t`, the title's own types too.
 */
import type { Action, ActionOf } from '../actions/types.js';
import { GameError } from '../core/errors.js';
import { passLegal, undescribedLegal } from '../legal/base.js';
import type { LegalAction } from '../legal/types.js';
import type { StepState } from '../state/types.js';
import type { Game, GameRound, GameStep, StepOptions } from './contract.js';
import type { RoundVar } from './round-vars.js';
import type { StateRedaction, StepSecrets } from './secrets.js';

export type { StepClass, StepOptions } from './contract.js';

/**
 * The answer of `actions` for an entity with nothing to do here: one shared empty list. Every
 * step is asked of every entity after every action and most answer nothing; a literal `[]`
 * made a new array for each. Not frozen: its type keeps it unchanged, as the steps' other
 * shared lists (`RUN_ACTIONS`); a frozen array is a different kind of array to V8, and answers
 * mixing the two kinds cost 1846's long replays 2–5% (one-process A/B on 1846/20381).
 */
export const NO_ACTIONS: readonly string[] = [];

/** The one empty list of legal actions steps answer with, not frozen for the same reason. */
export const NO_LEGAL_ACTIONS: readonly LegalAction[] = [];

export abstract class Step<S extends StepState = StepState> implements GameStep<S> {
  /**
   * What this step keeps secret (secrets.ts): fields of the actions it processes that only the
   * acting player sees, until its round ends (or the game does).
   */
  static readonly secrets: StepSecrets | undefined = undefined;

  // Declared, then assigned: a round builds all its steps each time it starts, and plain
  // assignments make a step faster to build than class fields defined one by one.
  declare readonly game: Game;
  declare readonly round: GameRound;
  declare readonly index: number;
  declare readonly opts: StepOptions;

  constructor(game: Game, round: GameRound, index: number, opts: StepOptions = {}) {
    (this as { game: Game }).game = game;
    (this as { round: GameRound }).round = round;
    (this as { index: number }).index = index;
    (this as { opts: StepOptions }).opts = opts;
  }

  /** This step's own memory for the current round. */
  get s(): S {
    return this.round.state.steps[this.index] as S;
  }

  /** The step's memory when a round starts; subclasses extend it. */
  initialState(): S {
    return { passed: false, acted: false } as S;
  }

  /** The shared round variables this step uses; the round starts each with its initial value. */
  roundVars(): readonly RoundVar<unknown>[] {
    return [];
  }

  /**
   * While this step's round lasts: hides from a viewer, in the copy of the state the viewer will
   * see, what only some players may see (secrets.ts; `redaction.sees(player)`, `HIDDEN`). Steps
   * without secrets leave it as it is.
   */
  hideState(_redaction: StateRedaction<S>): void {}

  /** Called when the round starts and, in player/operator rounds, at each new turn. */
  setup(): void {}

  abstract description(): string;

  /** The name the round lists this step under (`track`, `buy_train`, or a title's own). */
  name(): string {
    return this.round.state.stepNames[this.index].step;
  }

  /** The action types `entity` may take in this step now. */
  actions(_entity: string): readonly string[] {
    return NO_ACTIONS;
  }

  /**
   * What `entity` may do here now, each kind of choice with what makes it a concrete action
   * (runtime/legal/types.ts): the step's own description of `actions(entity)`. Steps describe
   * the types they take; this default lists a pass and marks any other type as not described.
   * `offered`: what `actions(entity)` answers now, when the caller has just asked it (legal
   * actions ask every step of every candidate first), so the step need not ask again.
   */
  legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    return (offered ?? this.actions(entity)).map((type) => (type === 'pass' ? passLegal(this.game, entity) : undescribedLegal(this.game, entity, type)));
  }

  /**
   * Actions this step takes by itself when it is the step whose turn it is (the reference's
   * `auto_actions`: a check the rules make, not a player's decision). The engine applies them
   * right after the action that brought the step up and records them as that action's
   * `auto_actions`, as the reference's server does; a recording's own auto actions are applied
   * instead where it carries them. Default: none.
   */
  autoActions(): readonly Action[] {
    return [];
  }

  /** Cash a player has committed to bids standing in this step (an auction's): interfaces show it beside their cash. */
  committedCash(_player: string): number {
    return 0;
  }

  /** Whether `entity` has anything to do here; steps with costly `actions` answer it faster. */
  hasActions(entity: string): boolean {
    return this.actions(entity).length > 0;
  }

  /** Whether `entity` may take an action of `type` here now. */
  accepts(entity: string, type: string): boolean {
    return this.actions(entity).includes(type);
  }

  blocks(): boolean {
    return this.opts.blocks ?? true;
  }

  /**
   * Whether, while it blocks, this step is "the current step" an ability's `when` names (the
   * reference's ability_blocking_step): the engine's track, token, route, dividend and train
   * steps and every subclass of them. A step a title's ability names in its `when` is one too,
   * whatever it is (runtime/engine/abilities.ts).
   */
  timesAbilities(): boolean {
    return false;
  }

  blocking(): boolean {
    if (!this.blocks()) return false;
    const entity = this.currentEntity();
    return entity !== undefined && !this.game.isClosed(entity) && this.hasActions(entity);
  }

  active(): boolean {
    return !this.s.passed;
  }

  passed(): boolean {
    return this.s.passed;
  }

  activeEntities(): string[] {
    const entity = this.round.entities[this.round.entityIndex];
    return entity === undefined ? [] : [entity];
  }

  currentEntity(): string | undefined {
    // Asked constantly; skip building the list when the step keeps the round's own turn order.
    if (this.activeEntities === Step.prototype.activeEntities) return this.round.entities[this.round.entityIndex];
    return this.activeEntities()[0];
  }

  currentActions(): readonly string[] {
    const entity = this.currentEntity();
    if (entity === undefined || this.game.isClosed(entity)) return [];
    return this.actions(entity);
  }

  pass(): void {
    this.s.passed = true;
  }

  unpass(): void {
    this.s.passed = false;
    this.s.acted = false;
  }

  skip(): void {
    this.pass();
  }

  process_pass(_action: ActionOf<'pass'>): void {
    this.pass();
  }

  /**
   * Dispatches to the method `process_<action type>` (e.g. `process_lay_tile(action)`); a step
   * without one cannot take that action.
   */
  process(action: Action): void {
    const handler = (this as unknown as Record<string, ((a: Action) => void) | undefined>)[handlerName(action.type)];
    if (!handler) {
      throw new GameError('step/unsupported', `${this.description()} cannot process ${action.type}`, { action, entity: String(action.entity) });
    }
    handler.call(this, action);
  }
}

/** Each action type's handler name, made once (every action is dispatched by it). */
const handlerNames = new Map<string, string>();

function handlerName(type: string): string {
  let name = handlerNames.get(type);
  if (name === undefined) handlerNames.set(type, (name = `process_${type}`));
  return name;
}
