/**
 * What a round knows of its steps before asking them anything: each step name's class in a game
 * and what that class answers the same way every time (a round asks its steps after every
 * action, and most of the answers depend on nothing but the class). Found once per step name
 * and game, the first time a round lists the name.
 */
import type { StepReference } from '../title/definition.js';
import type { Game, GameStep, StepClass } from './contract.js';
import { GameError } from '../core/errors.js';
import { Step } from './step.js';
import { ObjectSlot } from '../core/object-slot.js';

/** Steps every round has before its own: ending the game, chat messages, programmed actions. */
export const DEFAULT_STEPS: readonly StepReference[] = [{ step: 'end_game' }, { step: 'message' }, { step: 'program' }];
/** Steps whose skipping the log does not mention: the ones every round has, which are no rule's step. */
const UNSAID: ReadonlySet<string> = new Set(DEFAULT_STEPS.map((s) => s.step));

/**
 * What a step's class answers the same way every time, found once per step name and game (a
 * round asks its steps after every action, most of them about things only their class decides).
 */
export interface StepTraits {
  /** The step keeps the engine's `active()`: it is active exactly while not passed. */
  readonly plainActive: boolean;
  /** Its `blocking()` never answers yes while its `blocks()` answers no (see `blockingOnlyWhileBlocks`). */
  readonly blockingOnlyWhileBlocks: boolean;
  /** Its skipping goes unsaid in the log: a step every round has, which is no rule's step. */
  readonly unsaid: boolean;
  /** It keeps the engine's `unpass()` (clears `passed` and `acted`) and `setup()` (nothing). */
  readonly plainUnpass: boolean;
  readonly plainSetup: boolean;
  /** It keeps the engine's `process` (a `process_<type>` method per type it takes), and which types its class has methods for. */
  readonly plainProcess: boolean;
  readonly takes: Map<string, boolean>;
}

/** A step name's class in a game and its traits: every round of the game builds its steps from these. */
interface StepPlan {
  readonly type: StepClass;
  readonly traits: StepTraits;
}

/**
 * Whether a step's class may take an action type at all: one that keeps the engine's `process`
 * takes only the types it has a `process_<type>` method for, so it is not asked whether it
 * accepts the others (a step redefining `process` is always asked). Found once per class and type.
 */
export function mayTake(step: GameStep, trait: StepTraits, type: string): boolean {
  if (!trait.plainProcess) return true;
  let known = trait.takes.get(type);
  if (known === undefined) {
    // Asked of the step itself: a class may define its methods as fields (the same for all its steps).
    known = typeof (step as unknown as Record<string, unknown>)[`process_${type}`] === 'function';
    trait.takes.set(type, known);
  }
  return known;
}

/** Per step class, what `mayTake` found of it: shared by every game (a class's methods are its own). */
const classTakes = new WeakMap<StepClass, Map<string, boolean>>();

function takesOf(type: StepClass): Map<string, boolean> {
  let takes = classTakes.get(type);
  if (!takes) classTakes.set(type, (takes = new Map()));
  return takes;
}

/**
 * Per game (by its step classes), each step name's plan, made the first time a round lists it;
 * made again after a registration (`generation`) changed how a class is judged.
 */
const stepPlans = new ObjectSlot<object, { readonly generation: number; readonly plans: Map<string, StepPlan> }>('step plans');
let generation = 0;

export function stepPlan(game: Game, name: string): StepPlan {
  let kept = stepPlans.get(game.steps);
  if (kept?.generation !== generation) stepPlans.set(game.steps, (kept = { generation, plans: new Map() }));
  const plans = kept.plans;
  let plan = plans.get(name);
  if (plan) return plan;
  const type = Object.hasOwn(game.steps, name) ? game.steps[name] : undefined;
  if (!type) throw new GameError('setup/unknown_step', `no step '${name}' in the engine or the title`);
  const proto = type.prototype as GameStep;
  plan = {
    type,
    traits: {
      plainActive: proto.active === Step.prototype.active,
      blockingOnlyWhileBlocks: proto.blocking === Step.prototype.blocking || ONLY_WHILE_BLOCKS.has(proto.blocking),
      unsaid: UNSAID.has(name),
      plainUnpass: proto.unpass === Step.prototype.unpass,
      plainSetup: proto.setup === Step.prototype.setup,
      plainProcess: proto.process === Step.prototype.process,
      takes: takesOf(type),
    },
  };
  plans.set(name, plan);
  return plan;
}

/**
 * Redefined `blocking` methods that never answer yes while the step's `blocks()` answers no (a
 * step that blocks exactly while it waits for something): skipping passes over such a step
 * without counting it as one to ask again (see `skipStepsAndSettle`), as it does a step that
 * keeps the engine's `blocking`.
 */
const ONLY_WHILE_BLOCKS = new WeakSet<object>();

/** Registers a step's own `blocking` as one that answers no whenever its `blocks()` does. */
export function blockingOnlyWhileBlocks(blocking: () => boolean): void {
  ONLY_WHILE_BLOCKS.add(blocking);
  // Plans made before this registration judged the method without it.
  generation++;
}
