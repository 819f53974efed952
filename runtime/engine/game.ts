/**
 * A game in progress: a compiled title, the players and options, and the state derived from the
 * actions applied so far. `process` validates and applies one action; a refused action raises a
 * GameError and leaves the state exactly as it was. Nothing here knows any particular title:
 * titles differ by their definition, hooks, steps, round kinds and action types.
 */
import { BASE_CATALOG } from '../actions/catalog.js';
import { parseAction } from '../actions/parse.js';
import type { ActionCatalog } from '../actions/spec.js';
import type { Action } from '../actions/types.js';
import { UndoLedger } from '../actions/undo-ledger.js';
import { GameError } from '../core/errors.js';
import { hashState } from '../core/hash.js';
import { legalActions } from '../legal/collect.js';
import type { LegalAction } from '../legal/types.js';
import { StockMarket } from '../market/stock-market.js';
import type { GameState } from '../state/types.js';
import { cloneState } from '../state/clone.js';
import type { PhaseDefinition, TitleDefinition, TitleRules } from '../title/definition.js';
import type { TitleHooks } from '../title/hooks.js';
import { ENGINE_CAPITALIZATIONS, ENGINE_DIVIDEND_KINDS, type CapitalizationModeSpec, type DividendKindSpec } from '../title/kinds.js';
import { titleForOptions } from '../title/optional-tiles.js';
import { findOptionalRule } from '../title/optional-rules.js';
import type { TitleTypes } from '../title/types.js';
import type { GameEffects, GameView } from '../title/view.js';
import { checkEndReasons, playerValue } from './end.js';
import { ActionHistory, refuseUndoOfFinishedGame } from './history.js';
import { GameEntities } from './entities.js';
import { describer } from './describe.js';
import { EventLog, type GameEvent } from './log.js';
import { roundRegistry } from './rounds/registry.js';
import type { Game as GameContract, GameOptions, GameRound, PlayerSeat, RoundClass, StepClass, TitleModule, UndoEffect } from './contract.js';
import { stepRegistry } from './steps/registry.js';
import { createEffects, createView } from './view.js';

export type { EntityKind } from '../title/view.js';
export type { GameOptions, PlayerSeat, UndoEffect } from './contract.js';

/**
 * The game's type is its contract (engine/contract.ts): what steps, operations and titles are
 * typed with, so none of them depends on this class (and its registries of every step and
 * round). `new Game(...)` builds this class and gives the contract.
 */
export type Game<T extends TitleTypes = TitleTypes> = GameContract<T>;

// Its public members are documented once, on the contract (engine/contract.ts), which editors show here too.
class GameEngine<T extends TitleTypes = TitleTypes> extends GameEntities implements GameContract<T> {
  readonly title: TitleDefinition;
  readonly rules: TitleRules;
  readonly hooks: TitleHooks;
  readonly market: StockMarket;
  readonly optionalRules: ReadonlySet<string>;
  readonly seats: readonly PlayerSeat[];
  readonly seed: number;
  recordedActions: number;
  readonly steps: Readonly<Record<string, StepClass>>;
  readonly roundKinds: Readonly<Record<string, RoundClass>>;
  readonly actionCatalog: ActionCatalog;
  readonly dividendKinds: Readonly<Record<string, DividendKindSpec>>;
  readonly capitalizations: Readonly<Record<string, CapitalizationModeSpec>>;
  private builtView: GameView<T> | undefined;
  private builtEffects: GameEffects<T> | undefined;
  readonly log: EventLog;
  state!: GameState;
  round!: GameRound;
  private readonly history: ActionHistory;

  readonly module: TitleModule;

  constructor(module: TitleModule<T>, seats: readonly PlayerSeat[], options: GameOptions = {}) {
    const optionalRules = checkOptionalRules(module.definition, options.optionalRules, seats.length);
    // The manifest as these options have it: tiles of rules not chosen are not in the box.
    const title = titleForOptions(module.definition, optionalRules);
    const setup = { optionalRules, playerCount: seats.length };
    super(title, seats, setup, module.hooks as TitleHooks, module.kinds?.entities);
    this.module = module as unknown as TitleModule;
    this.title = title;
    this.log = new EventLog(describer(title, seats));
    this.hooks = this.module.hooks;
    this.seats = seats;
    this.seed = checkSeed(options.seed);
    this.recordedActions = checkRecorded(options.recorded);
    this.optionalRules = optionalRules;
    this.rules = { ...title.rules, ...(this.hooks.rules?.(title.rules, setup) ?? {}) };
    checkEndReasons(title, this.rules, this.hooks);
    this.market = StockMarket.of(title.market);
    this.steps = { ...stepRegistry, ...module.steps };
    this.roundKinds = { ...roundRegistry, ...(module.rounds ?? {}) };
    this.actionCatalog = { ...BASE_CATALOG, ...(module.actions ?? {}) };
    this.dividendKinds = { ...ENGINE_DIVIDEND_KINDS, ...module.kinds?.dividends };
    this.capitalizations = { ...ENGINE_CAPITALIZATIONS, ...module.kinds?.capitalizations };
    if (!Object.hasOwn(this.capitalizations, this.rules.capitalization)) {
      throw new GameError('setup/unknown_capitalization', `'${this.rules.capitalization}' is no capitalisation mode of the engine's or of the title's kinds.ts`, { rule: 'capitalization' });
    }
    const game = this as unknown as Game;
    this.history = new ActionHistory(game);
    this.history.reset();
  }

  // The view and effects objects (a hundred closures) are built when a hook or a step first asks
  // for one: a title without hooks never does, and building them was most of a game's set-up.
  get view(): GameView<T> {
    return (this.builtView ??= createView(this as unknown as Game) as unknown as GameView<T>);
  }

  get effects(): GameEffects<T> {
    return (this.builtEffects ??= createEffects(this as unknown as Game) as unknown as GameEffects<T>);
  }

  /**
   * Whether the action being processed comes from a recording the reference engine accepted
   * (`GameOptions.recorded`): then what the reference took unchecked is taken as recorded.
   */
  get recorded(): boolean {
    return this.history.position < this.recordedActions;
  }

  get phase(): PhaseDefinition {
    return this.title.phases[this.state.phaseIndex];
  }

  get finished(): boolean {
    return this.state.end.finished;
  }

  money(amount: number): string {
    return this.title.meta.currencyFormat.replace('%s', String(amount));
  }

  // ---- processing ----------------------------------------------------------------------------

  parse(raw: unknown): Action {
    return parseAction(raw, this.actionCatalog);
  }

  /**
   * Applies one action (with its recorded auto actions). Undo and redo rebuild the state from
   * the actions still in effect. On any refusal the state is restored and a GameError thrown.
   */
  process(raw: unknown): this {
    this.history.process(this.parse(raw));
    return this;
  }

  /**
   * Processes a list of actions one by one, exactly as `process` would each (the same state and
   * events; undo and redo included), but faster where later undos return to earlier states. A
   * refusal stops it with the state after the last action applied.
   */
  processAll(actions: readonly unknown[]): this {
    this.history.processAll(actions.map((a) => this.parse(a)));
    return this;
  }

  /**
   * Loads a whole recorded action list into a new game, honouring undo and redo as the
   * recording did; `onApplied` sees the game after each action that takes effect (for traces).
   * Only the actions in effect are applied, so the event log holds the game as it stands.
   */
  load(actions: readonly unknown[], onApplied?: (action: Action) => void): this {
    this.history.load(actions.map((a) => this.parse(a)), onApplied);
    return this;
  }

  /**
   * What an undo or redo would change if it were processed now, without processing it (a server
   * asks before letting a seat take moves back): the actions it would take back or bring back
   * and, for a redo, the undo it would reverse. Throws what processing it would refuse for
   * undoing (an `action_id` the game does not hold, nothing to undo or redo, a finished game);
   * any other action changes nothing.
   */
  undoEffect(raw: unknown): UndoEffect {
    const action = this.parse(raw);
    if (action.type !== 'undo' && action.type !== 'redo') return { gone: [], back: [] };
    const strict = this.actions.length >= this.recordedActions;
    if (strict) refuseUndoOfFinishedGame(this as unknown as Game, action);
    const ledger = new UndoLedger();
    // The undos a redo could still reverse, latest last: as the ledger has it, an undo stays
    // open until a redo reverses it or a move (not a chat message) makes it permanent.
    const open: Action[] = [];
    for (const done of this.actions) {
      ledger.add(done);
      if (done.type === 'undo') open.push(done);
      else if (done.type === 'redo') open.pop();
      else if (done.type !== 'message') open.length = 0;
    }
    const { gone, back } = ledger.add(action, { strict });
    return { gone, back, ...(action.type === 'redo' && open.length > 0 ? { reverses: open[open.length - 1] } : {}) };
  }

  get actions(): readonly Action[] {
    return this.history.actions;
  }

  get appliedActions(): readonly Action[] {
    return this.history.applied;
  }

  /** The events so far (see `EventLog`). */
  get events(): readonly GameEvent[] {
    return this.log.events;
  }

  /**
   * What `entity` (or everyone who may act now) may do, each kind of choice with what makes it
   * concrete (runtime/legal/types.ts). A company is named by its symbol, or `company:<sym>`
   * where a minor has the same symbol.
   */
  legalActions(entity?: string): LegalAction[] {
    return legalActions(this as unknown as Game, entity);
  }

  // ---- results -------------------------------------------------------------------------------

  /** Each player's final value by player id, highest first, as the reference scores a game. */
  result(): Record<string, number> {
    const entries = this.state.players.map((p) => [p.id, playerValue(this as unknown as Game, p.id)] as const);
    entries.sort((a, b) => b[1] - a[1]);
    return Object.fromEntries(entries);
  }

  get gameEndReason(): string | null {
    return this.state.end.reason;
  }

  hash(): string {
    return hashState(this.state);
  }

  /** A snapshot of the state, to restore later with `restore` (checkpoints, previews). */
  snapshot(): GameState {
    return cloneState(this.state);
  }

  /**
   * Puts the game in a snapshotted state, which becomes its new starting point: the action
   * history is forgotten, and a refused action later rolls back to this state (plus whatever
   * was applied since). With `keep`, the caller promises never to change `state`, and the game
   * keeps it as that rollback point instead of copying it (a timeline's snapshots).
   */
  restore(state: GameState, options: { readonly keep?: boolean } = {}): void {
    this.history.restore(state, options.keep ?? false);
  }
}

export const Game: new <T extends TitleTypes = TitleTypes>(module: TitleModule<T>, seats: readonly PlayerSeat[], options?: GameOptions) => Game<T> = GameEngine;

function checkRecorded(recorded: unknown): number {
  if (recorded === undefined || recorded === false) return 0;
  if (recorded === true) return Infinity;
  if (typeof recorded !== 'number' || !Number.isSafeInteger(recorded) || recorded < 0) {
    throw new GameError('setup/bad_recorded', `recorded must be true, false or a count of actions, not ${JSON.stringify(recorded)}`);
  }
  return recorded;
}

function checkSeed(seed: unknown): number {
  if (seed === undefined) return 0;
  if (typeof seed !== 'number' || !Number.isSafeInteger(seed)) {
    throw new GameError('setup/bad_seed', `the seed must be an integer, not ${JSON.stringify(seed)}`);
  }
  return seed;
}

/** Optional rules must be a list of the title's rule names, each offered for this player count. */
function checkOptionalRules(title: TitleDefinition, rules: unknown, playerCount: number): ReadonlySet<string> {
  if (rules === undefined || rules === null) return new Set();
  if (!Array.isArray(rules) || !rules.every((r) => typeof r === 'string')) {
    throw new GameError('setup/bad_optional_rules', `optional rules must be a list of rule names, not ${JSON.stringify(rules)}`);
  }
  const chosen: string[] = [];
  for (const sym of rules) {
    // Named in any case (a recording's own spelling); the game knows it by the title's.
    const rule = findOptionalRule(title.meta.optionalRules, sym);
    if (!rule) {
      const known = title.meta.optionalRules.map((r) => r.sym).join(', ') || 'none';
      throw new GameError('setup/unknown_optional_rule', `${title.meta.title} has no optional rule '${sym}' (it has: ${known})`, { entity: sym });
    }
    if (rule.players && !rule.players.includes(playerCount)) {
      throw new GameError('setup/optional_rule_players', `'${sym}' is not offered for ${playerCount} players`, { entity: sym });
    }
    chosen.push(rule.sym);
  }
  for (const group of title.meta.mutuallyExclusiveOptionalRules) {
    const both = group.filter((sym) => chosen.includes(sym));
    if (both.length > 1) throw new GameError('setup/exclusive_optional_rules', `at most one of ${both.join(', ')} may be chosen`);
  }
  return new Set(chosen);
}
