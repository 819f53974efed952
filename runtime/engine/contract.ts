/**
 * The game as steps, rounds, operations and titles see it: interfaces, not the engine's classes.
 *
 * Every part of the engine takes a game — a step its `this.game`, an operation (`spend(game,
 * ...)`) its first argument — and the game holds every part (its steps, rounds and their
 * registries). Typed with the `Game` class itself, that made one import cycle of 62 files around
 * engine/game.ts. Typed with these interfaces, which import nothing of the engine's behaviour,
 * the parts depend on the contract and the class implements it (engine/game.ts): the contract
 * is in no cycle, and neither is what a title sees (the SDK's `Game`, `GameRound`, `GameStep`, and
 * the `Step` and `Round` base classes implementing the last two).
 * test/architecture-cycles.test.ts keeps it so.
 *
 * The interfaces are the classes' whole public surface: a value typed by the contract can go
 * wherever the class was expected (`Game` exported by engine/game.ts is this interface too).
 */
import type { ActionCatalog } from '../actions/spec.js';
import type { Action, ActionOf } from '../actions/types.js';
import type { LegalAction } from '../legal/types.js';
import type { StockMarket } from '../market/stock-market.js';
import type { GameState, RoundState, StepState } from '../state/types.js';
import type { PhaseDefinition, StepReference, TitleDefinition, TitleRules } from '../title/definition.js';
import type { TitleHooks } from '../title/hooks.js';
import type { CapitalizationModeSpec, DividendKindSpec, TitleKinds } from '../title/kinds.js';
import type { TitleTypes } from '../title/types.js';
import type { RoundTrait } from '../title/vocabulary.js';
import type { GameEffects, GameView } from '../title/view.js';
import type { GameEntities } from './entities.js';
import type { EventLog, GameEvent } from './log.js';
import type { RoundVar } from './round-vars.js';
import type { StateRedaction, StepSecrets } from './secrets.js';

export interface PlayerSeat {
  readonly id: string | number;
  readonly name: string;
}

export interface GameOptions {
  readonly optionalRules?: readonly string[];
  readonly seed?: number;
  /**
   * The actions come from a recording the reference engine accepted: take, as it did, what old
   * recordings state without the data to check it (a route's revenue given without its track),
   * an undo that takes nothing back, an undo of a finished game. A number: the first that many
   * actions do (a recording imported and then played on), the rest are checked as in any game.
   */
  readonly recorded?: boolean | number;
}

/** See `Game.undoEffect`. */
export interface UndoEffect {
  readonly gone: readonly Action[];
  readonly back: readonly Action[];
  readonly reverses?: Action;
}

/**
 * A compiled title as the engine loads it: its data (layer 1), its named hook overrides
 * (layer 2), and its own steps, round kinds and action types (layer 3). (runtime/module.ts.)
 */
export interface TitleModule<T extends TitleTypes = TitleTypes> {
  readonly definition: TitleDefinition;
  readonly hooks: TitleHooks<T>;
  /** Steps by name; a title's step named like an engine step replaces it. */
  readonly steps: Readonly<Record<string, StepClass>>;
  /** Round kinds by name (`titles/<title>/rounds/<kind>.ts`); one named like an engine kind replaces it. */
  readonly rounds: Readonly<Record<string, RoundClass>>;
  /** Action types the title adds (`titles/<title>/actions.ts`), with their payload fields. */
  readonly actions: ActionCatalog;
  /** The title's additions to the engine's open kinds (`titles/<title>/kinds.ts`, title/kinds.ts). */
  readonly kinds?: TitleKinds;
  /**
   * The version of the toolkit that compiled the title (`codegen build` stamps it), so a game
   * played or stored under one version says so when another replays it.
   */
  readonly toolkitVersion?: string;
}

/** Who is in a game and how to find them (engine/entities.ts): its public lookups. */
export type EntityLookups = Pick<GameEntities, keyof GameEntities>;

/** A game: its title and rules, its state, the round in progress, and how actions are applied. */
export interface Game<T extends TitleTypes = TitleTypes> extends EntityLookups {
  /** The compiled title as this game's optional rules have it (see `titleForOptions`). */
  readonly title: TitleDefinition;
  readonly rules: TitleRules;
  /** The title's hooks, erased to plain names for the engine's calls. */
  readonly hooks: TitleHooks;
  readonly market: StockMarket;
  readonly optionalRules: ReadonlySet<string>;
  readonly seats: readonly PlayerSeat[];
  readonly seed: number;
  /**
   * How many of the game's first actions come from a recording (see `GameOptions.recorded`).
   * Whoever continues a recording (a server's imported game, posted on by its importer) raises it
   * before processing the next action, which is then taken as a recording's.
   */
  recordedActions: number;
  /** Whether the action being processed comes from a recording the reference engine accepted. */
  readonly recorded: boolean;
  readonly steps: Readonly<Record<string, StepClass>>;
  readonly roundKinds: Readonly<Record<string, RoundClass>>;
  /** Every action type this game parses: the engine's, the reference's recorded ones, the title's. */
  readonly actionCatalog: ActionCatalog;
  /** Dividend kinds by name: the engine's and the title's. */
  readonly dividendKinds: Readonly<Record<string, DividendKindSpec>>;
  /** Capitalisation modes by name: the engine's and the title's. */
  readonly capitalizations: Readonly<Record<string, CapitalizationModeSpec>>;
  /** What query hooks see of this game. */
  readonly view: GameView<T>;
  /** What effect hooks (events, setup, actionProcessed) may do to this game. */
  readonly effects: GameEffects<T>;
  readonly log: EventLog;
  state: GameState;
  /** The round's behaviour over `state.round`; rebuilt whenever the state is replaced. */
  round: GameRound;
  /** The title module, erased to plain names for the engine's calls. */
  readonly module: TitleModule;
  readonly phase: PhaseDefinition;
  readonly finished: boolean;
  /** An amount in the title's currency (`$100`, `100¥`). */
  money(amount: number): string;
  /** Checks raw action JSON against this game's action types; throws `action/malformed`. */
  parse(raw: unknown): Action;
  /** Applies one action (with its recorded auto actions); on a refusal the state is restored and a GameError thrown. */
  process(raw: unknown): this;
  /** `process` for each action in turn, faster where later undos return to earlier states. */
  processAll(actions: readonly unknown[]): this;
  /** Loads a whole recorded action list into a new game, honouring undo and redo as the recording did. */
  load(actions: readonly unknown[], onApplied?: (action: Action) => void): this;
  /** What an undo or redo would change if it were processed now, without processing it. */
  undoEffect(raw: unknown): UndoEffect;
  /** Every action given to the game, undo and redo included, as recorded. */
  readonly actions: readonly Action[];
  /** The actions in effect, in order. */
  readonly appliedActions: readonly Action[];
  readonly events: readonly GameEvent[];
  /** What `entity` (or everyone who may act now) may do, each kind of choice with what makes it concrete. */
  legalActions(entity?: string): LegalAction[];
  /** Each player's final value by player id, highest first. */
  result(): Record<string, number>;
  readonly gameEndReason: string | null;
  hash(): string;
  /** A snapshot of the state, to restore later with `restore`. */
  snapshot(): GameState;
  /** Puts the game in a snapshotted state, which becomes its new starting point. */
  restore(state: GameState, options?: { readonly keep?: boolean }): void;
}

export interface StepOptions {
  /** Overrides whether the step blocks (a round may list a step twice, once blocking). */
  readonly blocks?: boolean;
}

/** A step of a round (engine/step.ts): one kind of decision. */
export interface GameStep<S extends StepState = StepState> {
  readonly game: Game;
  readonly round: GameRound;
  readonly index: number;
  readonly opts: StepOptions;
  /** This step's own memory for the current round. */
  readonly s: S;
  initialState(): S;
  roundVars(): readonly RoundVar<unknown>[];
  setup(): void;
  /** While this step's round lasts: hides from a viewer what only some players may see (secrets.ts). */
  hideState(redaction: StateRedaction<S>): void;
  description(): string;
  name(): string;
  actions(entity: string): readonly string[];
  legalActions(entity: string): readonly LegalAction[];
  /** Actions this step takes by itself when it is the step whose turn it is (the reference's `auto_actions`). */
  autoActions(): readonly Action[];
  /** Cash a player has committed to bids standing in this step (an auction's). */
  committedCash(player: string): number;
  hasActions(entity: string): boolean;
  accepts(entity: string, type: string): boolean;
  blocks(): boolean;
  /** Whether, while it blocks, this step is "the current step" an ability's `when` names. */
  timesAbilities(): boolean;
  blocking(): boolean;
  active(): boolean;
  passed(): boolean;
  activeEntities(): string[];
  currentEntity(): string | undefined;
  currentActions(): readonly string[];
  pass(): void;
  unpass(): void;
  skip(): void;
  process_pass(action: ActionOf<'pass'>): void;
  process(action: Action): void;
}

/** A step's class: constructed for each round that lists it. */
export interface StepClass {
  new (game: Game, round: GameRound, index: number, opts?: StepOptions): GameStep;
  /** What the step keeps secret: fields of the actions it processes that only the acting player sees. */
  readonly secrets?: StepSecrets | undefined;
}

/** A round (engine/round.ts): ordered steps over ordered entities. */
export interface GameRound {
  readonly game: Game;
  readonly steps: readonly GameStep[];
  /** What the round is, whatever its kind is called (see `ENGINE_ROUND_TRAITS`). */
  readonly traits: ReadonlySet<RoundTrait>;
  /** Whether the round has a trait: `round.is('operating')`. */
  is(trait: RoundTrait): boolean;
  /** @deprecated `is('operating')`: kept for rounds that set it (it counts as the trait). */
  readonly isOperating: boolean;
  readonly state: RoundState;
  readonly kind: string;
  readonly roundNum: number;
  readonly entities: string[];
  entityIndex: number;
  name(): string;
  setup(): void;
  finish(): void;
  get<V>(variable: RoundVar<V>): V;
  set<V>(variable: RoundVar<V>, value: V): void;
  has(variable: RoundVar<unknown>): boolean;
  clearCache(): void;
  /** Whether a step stands aside for the entity whose turn it is (an operating round's national). */
  standsAside(step: GameStep): boolean;
  activeStep(): GameStep | undefined;
  /**
   * The active steps up to and including the first that blocks: those legal actions ask, as an
   * action would be routed (optional: without it, legal actions ask each step).
   */
  openSteps?(): readonly GameStep[];
  activeEntities(): string[];
  /** Actions the step whose turn it is takes by itself now (see `GameStep#autoActions`). */
  autoActions(): readonly Action[];
  currentEntity(): string | undefined;
  actionsFor(entity: string): string[];
  process(action: Action): void;
  skipSteps(): void;
  finished(): boolean;
  nextEntityIndex(): void;
  resetEntityIndex(): void;
  nextEntity(): void;
  recalculateOrder(): void;
  forceNextEntity(): void;
}

/** A round kind's class: constructed over `state.round` whenever the state is restored. */
export interface RoundClass {
  new (game: Game): GameRound;
  /** The traits of every round of this kind. */
  readonly traits: readonly RoundTrait[];
  startingEntities(game: Game): string[];
  defaultSteps(game: Game): readonly StepReference[];
}
