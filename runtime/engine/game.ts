/**
 * A game in progress: a compiled title, the players and options, and the state derived from the
 * actions applied so far. `process` validates and applies one action; a refused action raises a
 * GameError and leaves the state exactly as it was. Nothing here knows any particular title:
 * titles differ by their definition and hooks.
 */
import { filterActions } from '../actions/filter.js';
import { parseAction } from '../actions/parse.js';
import type { Action } from '../actions/types.js';
import { GameError } from '../core/errors.js';
import { hashState } from '../core/hash.js';
import { StockMarket } from '../market/stock-market.js';
import type { CompanyDefinition, CorporationDefinition, PhaseDefinition, TitleDefinition, TitleRules, TrainDefinition } from '../title/definition.js';
import type { TitleHooks } from '../title/hooks.js';
import type { TitleModule, TitleTypes } from '../title/module.js';
import { BANK, DEPOT, POOL, type CompanyState, type CorporationState, type GameState, type PlayerState, type TrainState } from '../state/types.js';
import { endGameCheck, playerValue, startFirstRound, transitionRounds } from './end.js';
import { buildRound, type Round } from './round.js';
import { createInitialState } from './setup.js';
import type { StepClass } from './step.js';
import { stepRegistry } from './steps/registry.js';

export interface PlayerSeat {
  readonly id: string | number;
  readonly name: string;
}

export interface GameOptions {
  readonly optionalRules?: readonly string[];
  readonly seed?: number;
}

/** How often (in applied actions) a snapshot is kept, bounding the cost of a rollback. */
const CHECKPOINT_INTERVAL = 64;

export type EntityKind = 'player' | 'corporation' | 'company' | 'minor' | 'pool' | 'bank' | 'depot';

export class Game<T extends TitleTypes = TitleTypes> {
  readonly title: TitleDefinition;
  readonly rules: TitleRules;
  readonly hooks: TitleHooks<T>;
  readonly market: StockMarket;
  readonly optionalRules: ReadonlySet<string>;
  readonly seats: readonly PlayerSeat[];
  readonly seed: number;
  readonly steps: Readonly<Record<string, StepClass>>;
  state!: GameState;
  /** The round's behaviour over `state.round`; rebuilt whenever the state is replaced. */
  round!: Round;
  /** Every action given to the game, undo and redo included, as recorded. */
  readonly actions: Action[] = [];
  private readonly kinds = new Map<string, EntityKind>();
  private readonly corporationDefs = new Map<string, CorporationDefinition>();
  private readonly companyDefs = new Map<string, CompanyDefinition>();
  private readonly trainDefs = new Map<string, TrainDefinition>();
  /** Snapshots for rollback; a null state stands for the initial state (rebuilt, not stored). */
  // The entity lists are asked for constantly and change only when an entity leaves the game
  // (its order list changes); they are rebuilt whenever the state or the order list is replaced.
  private corporationList?: { order: readonly string[]; length: number; list: readonly CorporationState[] };
  private companyList?: { order: readonly string[]; length: number; list: readonly CompanyState[] };
  private checkpoints: { applied: number; state: GameState | null }[] = [];
  /** Actions that took effect, in order (undone ones excluded). */
  private applied: Action[] = [];

  constructor(
    readonly module: TitleModule<T>,
    seats: readonly PlayerSeat[],
    options: GameOptions = {},
  ) {
    this.title = module.definition;
    this.hooks = module.hooks;
    this.seats = seats;
    this.seed = options.seed ?? 0;
    this.optionalRules = new Set(options.optionalRules ?? []);
    const setup = { optionalRules: this.optionalRules as ReadonlySet<T['optionalRule']>, playerCount: seats.length };
    this.rules = { ...this.title.rules, ...(this.hooks.rules?.(this.title.rules, setup) ?? {}) };
    this.market = new StockMarket(this.title.market);
    this.steps = { ...stepRegistry, ...module.steps };
    for (const c of this.title.corporations) this.register(c.sym, 'corporation'), this.corporationDefs.set(c.sym, c);
    for (const c of this.title.companies) this.register(c.sym, 'company'), this.companyDefs.set(c.sym, c);
    for (const m of this.title.minors) this.register(m.sym, 'minor');
    for (const t of this.title.trains) this.trainDefs.set(t.name, t);
    for (const s of seats) this.register(String(s.id), 'player');
    this.kinds.set(POOL, 'pool').set(BANK, 'bank').set(DEPOT, 'depot');
    this.reset();
  }

  private register(id: string, kind: EntityKind): void {
    if (this.kinds.has(id)) throw new GameError('setup/duplicate_id', `'${id}' names two entities (${this.kinds.get(id)} and ${kind})`);
    this.kinds.set(id, kind);
  }

  private reset(): void {
    this.state = createInitialState(this, this.seed);
    startFirstRound(this);
    this.checkpoints = [{ applied: 0, state: null }];
    this.applied = [];
  }

  // ---- lookups -------------------------------------------------------------------------------

  kindOf(id: string): EntityKind | undefined {
    return this.kinds.get(id);
  }

  player(id: string): PlayerState {
    const player = this.state.players.find((p) => p.id === id);
    if (!player) throw new GameError('entity/unknown', `no player '${id}'`, { entity: id });
    return player;
  }

  corporation(sym: T['corporation']): CorporationState {
    const corporation = this.state.corporations[sym];
    if (!corporation) throw new GameError('entity/unknown', `no corporation '${sym}'`, { entity: sym });
    return corporation;
  }

  company(sym: T['company']): CompanyState {
    const company = this.state.companies[sym];
    if (!company) throw new GameError('entity/unknown', `no company '${sym}'`, { entity: sym });
    return company;
  }

  train(id: string): TrainState {
    const train = this.state.trains[id];
    if (!train) throw new GameError('entity/unknown', `no train '${id}'`, { entity: id });
    return train;
  }

  corporationDef(sym: string): CorporationDefinition {
    return this.corporationDefs.get(sym)!;
  }

  companyDef(sym: string): CompanyDefinition {
    return this.companyDefs.get(sym)!;
  }

  trainDef(type: string): TrainDefinition {
    return this.trainDefs.get(type)!;
  }

  get phase(): PhaseDefinition {
    return this.title.phases[this.state.phaseIndex];
  }

  /** Corporations still in the game, in title order (do not change the returned list). */
  get corporations(): readonly CorporationState[] {
    const order = this.state.corporationOrder;
    if (this.corporationList?.order !== order || this.corporationList.length !== order.length) {
      this.corporationList = { order, length: order.length, list: order.map((sym) => this.state.corporations[sym]) };
    }
    return this.corporationList.list;
  }

  /** Companies, in title order (do not change the returned list). */
  get companies(): readonly CompanyState[] {
    const order = this.state.companyOrder;
    if (this.companyList?.order !== order || this.companyList.length !== order.length) {
      this.companyList = { order, length: order.length, list: order.map((sym) => this.state.companies[sym]) };
    }
    return this.companyList.list;
  }

  /** Who acts for an entity: a player for itself, a corporation's president, a company's owner. */
  playerOf(id: string | null | undefined): PlayerState | undefined {
    for (let current = id, guard = 0; current && guard < 8; guard++) {
      const kind = this.kinds.get(current);
      if (kind === 'player') return this.player(current);
      if (kind === 'corporation') current = this.state.corporations[current]?.owner ?? undefined;
      else if (kind === 'company') current = this.state.companies[current]?.owner ?? undefined;
      else return undefined;
    }
    return undefined;
  }

  get finished(): boolean {
    return this.state.end.finished;
  }

  isClosed(id: string): boolean {
    switch (this.kinds.get(id)) {
      case 'corporation':
        return this.state.corporations[id]?.closed ?? true;
      case 'company':
        return this.state.companies[id]?.closed ?? true;
      default:
        return false;
    }
  }

  /** The corporation an entity acts for: itself, or the corporation owning a company. */
  operatorOf(id: string): string | null {
    const kind = this.kinds.get(id);
    if (kind === 'corporation' || kind === 'minor') return id;
    if (kind === 'company') {
      const owner = this.state.companies[id]?.owner;
      return owner && this.kinds.get(owner) === 'corporation' ? owner : null;
    }
    return null;
  }

  // ---- processing ----------------------------------------------------------------------------

  /**
   * Applies one action (with its recorded auto actions). Undo and redo rebuild the state from
   * the actions still in effect. On any refusal the state is restored and a GameError thrown.
   */
  process(raw: unknown): this {
    const action = parseAction(raw);
    if (action.type === 'undo' || action.type === 'redo') {
      this.actions.push(action);
      this.rebuild();
      return this;
    }
    this.applyAtomically(action);
    this.actions.push(action);
    const last = this.checkpoints[this.checkpoints.length - 1];
    if (this.applied.length - last.applied >= CHECKPOINT_INTERVAL) this.checkpoints.push({ applied: this.applied.length, state: structuredClone(this.state) });
    return this;
  }

  /**
   * Loads a whole recorded action list into a new game, honouring undo and redo as the
   * recording did; `onApplied` sees the game after each action that takes effect (for traces).
   */
  load(actions: readonly unknown[], onApplied?: (action: Action) => void): this {
    const parsed = actions.map(parseAction);
    const { effective } = filterActions(parsed);
    parsed.forEach((action, i) => {
      const kept = effective[i];
      if (kept) {
        this.applyAtomically(kept);
        onApplied?.(kept);
      }
      this.actions.push(action);
    });
    return this;
  }

  /** Applies an action in full or not at all: on a refusal the state is rolled back. */
  private applyAtomically(action: Action): void {
    try {
      this.applyWithAutoActions(action);
    } catch (error) {
      this.rollback();
      throw error instanceof GameError ? error.withAction(action) : error;
    }
    this.applied.push(action);
  }

  private applyWithAutoActions(action: Action): void {
    this.applySingle(action);
    for (const auto of action.auto_actions ?? []) this.applySingle(auto);
  }

  private applySingle(action: Action): void {
    if (this.finished && action.type !== 'message' && action.type !== 'log') {
      throw new GameError('game/over', `the game is over; ${action.type} is not possible`, { action });
    }
    this.checkActor(action);
    this.round.process(action);
    const [reason, timing] = endGameCheck(this);
    transitionRounds(this, reason, timing);
  }

  /** The entity named by an action must exist and be of the kind the action says. */
  private checkActor(action: Action): void {
    const id = String(action.entity);
    const kind = this.kinds.get(id);
    if (!kind || kind !== action.entity_type) {
      throw new GameError('action/unknown_entity', `${action.type}: no ${action.entity_type} '${id}' in this game`, { action, entity: id });
    }
  }

  /** Restores the state after the last applied action: nearest checkpoint, then replay. */
  private rollback(): void {
    const checkpoint = this.checkpoints[this.checkpoints.length - 1];
    if (checkpoint.state) {
      this.state = structuredClone(checkpoint.state);
      this.round = buildRound(this);
    } else {
      this.state = createInitialState(this, this.seed);
      startFirstRound(this);
    }
    for (const action of this.applied.slice(checkpoint.applied)) this.applyWithAutoActions(action);
  }

  private rebuild(): void {
    const { effective } = filterActions(this.actions);
    const keep = effective.filter((a): a is Action => a !== undefined);
    this.reset();
    for (const action of keep) {
      this.applyWithAutoActions(action);
      this.applied.push(action);
    }
  }

  /** The actions in effect, in order. */
  get appliedActions(): readonly Action[] {
    return this.applied;
  }

  // ---- results -------------------------------------------------------------------------------

  /** Each player's final value by player id, as the reference scores a game. */
  result(): Record<string, number> {
    const entries = this.state.players.map((p) => [p.id, playerValue(this, p)] as const);
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
    return structuredClone(this.state);
  }

  /**
   * Puts the game in a snapshotted state, which becomes its new starting point: the action
   * history is forgotten, and a refused action later rolls back to this state (plus whatever
   * was applied since). With `keep`, the caller promises never to change `state`, and the game
   * keeps it as that rollback point instead of copying it (a timeline's snapshots).
   */
  restore(state: GameState, options: { readonly keep?: boolean } = {}): void {
    this.state = structuredClone(state);
    this.round = buildRound(this);
    this.actions.length = 0;
    this.applied = [];
    this.checkpoints = [{ applied: 0, state: options.keep ? state : structuredClone(state) }];
  }
}
