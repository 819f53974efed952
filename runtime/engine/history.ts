/**
 * The game's actions over time: applying one atomically (all of it, with its recorded auto
 * actions, or none), rolling back a refusal, and undo/redo. Snapshots of the state are kept
 * every few dozen applied actions, so a rollback or an undo restores the nearest snapshot before
 * the point it needs and replays only the few actions after it: undoing is as cheap as applying,
 * however long the game.
 */
import type { Action } from '../actions/types.js';
import { UndoLedger } from '../actions/undo-ledger.js';
import { GameError, internalError } from '../core/errors.js';
import type { GameState } from '../state/types.js';
import { endGameCheck } from './end.js';
import { transitionRounds } from './round-transition.js';
import { effectsApplied } from './view.js';
import type { Game } from './contract.js';
import { closeCorporationsInCloseCells } from './operators.js';
import { buildRound } from './round.js';
import { startGame } from './setup.js';
import { cloneState, cloneStateWith } from '../state/clone.js';
import { mapVersion } from '../map/map-changes.js';
import { leftUnchanged, raisedUnchanged } from './refusal.js';
import { baseOf, liveMapEquals, liveMapUnchanged, revertLiveMap, takeSnapshot, type Checkpoint, type MapBase } from './snapshot.js';

/** The most auto actions the engine adds after one action (a step that kept asking would be a bug). */
const MAX_AUTO_ACTIONS = 16;

/** How often (in applied actions) a snapshot is kept, bounding the cost of a rollback. */
const CHECKPOINT_INTERVAL = 64;

export class ActionHistory {
  /** Every action given, undo and redo included, as recorded. */
  readonly actions: Action[] = [];
  /** The actions in effect, in order. */
  applied: Action[] = [];
  private checkpoints: Checkpoint[] = [];
  /** An unchanging copy of the live map at a version, for snapshots to share from (snapshot.ts). */
  private mapBase: MapBase | undefined;
  /** Which of `actions` are in effect, kept up to date action by action. */
  private ledger = new UndoLedger();
  /**
   * While `processAll` runs: how many undos still to come return to each count of applied
   * actions. The last of them may take its snapshot as the state itself, without a copy.
   */
  private plannedUses: Map<number, number> | undefined;
  /** While `processAll` runs: where undos recorded but not yet rolled back return to. */
  private deferredFrom: number | undefined;
  /** Where the action being applied stands in `actions` (the game asks: is it a recorded one?). */
  position = 0;
  /**
   * Each action's id as the log counts it (its `id`, else its position) and its position, kept
   * for when a rollback applies it again: what it records then (its secrets) is the action's,
   * not the undo's, and it is checked as it was the first time.
   */
  private readonly marks = new WeakMap<Action, { readonly id: number; readonly position: number }>();

  constructor(private readonly game: Game) {}

  /** The initial state: a fresh game before any action. */
  reset(): void {
    startGame(this.game);
    this.checkpoints = [{ applied: 0, state: null }];
    this.mapBase = undefined;
    this.applied = [];
    this.ledger = new UndoLedger();
  }

  /**
   * Applies one action. `deferRoll` (processAll only, for an undo or redo another follows at
   * once) records it without rolling the state back yet: the next one rolls back for both.
   */
  process(action: Action, deferRoll = false): void {
    const log = this.game.log;
    log.action = action.id ?? this.actions.length + 1;
    this.position = this.actions.length;
    this.marks.set(action, { id: log.action, position: this.position });
    if (action.type === 'undo' || action.type === 'redo') {
      checkActor(this.game, action);
      const strict = !this.game.recorded;
      if (strict) refuseUndoOfFinishedGame(this.game, action);
      let change;
      try {
        change = this.ledger.add(action, { strict });
      } catch (error) {
        throw error instanceof GameError ? error.withAction(action) : error;
      }
      const from = Math.min(change.from, this.deferredFrom ?? change.from);
      if (deferRoll) {
        this.deferredFrom = from;
      } else {
        const then = this.deferredFrom === undefined ? change.suffix : this.ledger.inEffect.slice(from);
        this.deferredFrom = undefined;
        try {
          log.quietly(() => this.rollTo(from, then));
        } catch (error) {
          // Actions that applied before cannot fail now; if one does, nothing of the undo stays.
          this.ledger = UndoLedger.of(this.actions);
          log.quietly(() => this.rollTo(this.applied.length));
          throw error instanceof GameError ? error.withAction(action) : internalError(error, action);
        }
      }
      this.actions.push(action);
      if (change.gone.length) log.emit('actions_undone', { entity: String(action.entity), actions: change.gone.map(actionId(this.actions)) });
      if (change.back.length) log.emit('actions_redone', { entity: String(action.entity), actions: change.back.map(actionId(this.actions)) });
      return;
    }
    const applied = this.applyAtomically(action);
    this.actions.push(applied);
    this.ledger.add(applied);
    this.keepCheckpoint();
  }

  /**
   * Processes actions one by one exactly as `process` would — the same states and the same
   * events — but faster, knowing them all: it keeps a snapshot of each state a later undo
   * returns to, so the undo restores it at once instead of replaying from the last regular
   * snapshot, and it rolls back once for a run of undos and redos (a player taking back five
   * moves one by one), to where the last of them leaves the game. (A server loading a stored
   * game uses this; `load` is faster still but records only the actions in effect.)
   */
  processAll(parsed: readonly Action[]): void {
    // The history's ledger already holds the actions given so far: a copy looks ahead from there
    // (rebuilding it from the actions made each batch of a server's cold load cost 3% of it).
    const { targetOf, uses, deferred } = undoTargets(this.ledger.copy(), parsed);
    this.plannedUses = uses;
    try {
      parsed.forEach((action, i) => {
        this.keepPlannedCheckpoint();
        this.process(action, deferred.has(i));
        const target = targetOf.get(i);
        if (target !== undefined) uses.set(target, uses.get(target)! - 1);
      });
    } finally {
      // An undo put off before a refused one: the state catches up with the actions taken.
      if (this.deferredFrom !== undefined) {
        const from = this.deferredFrom;
        this.deferredFrom = undefined;
        this.game.log.quietly(() => this.rollTo(from, this.ledger.inEffect.slice(from)));
      }
      this.plannedUses = undefined;
    }
  }

  load(parsed: readonly Action[], onApplied?: (action: Action) => void): void {
    const ledger = UndoLedger.of([...this.actions, ...parsed]);
    const effective = ledger.effectiveFlags();
    const offset = this.actions.length;
    parsed.forEach((action, i) => {
      let kept = effective[offset + i] ? action : undefined;
      if (kept) {
        this.game.log.action = kept.id ?? this.actions.length + 1;
        this.position = this.actions.length;
        this.marks.set(kept, { id: this.game.log.action, position: this.position });
        // No snapshots while loading (they would cost more than the replay): a later rollback
        // or undo takes them as it replays, see rollTo.
        kept = this.applyAtomically(kept);
        onApplied?.(kept);
      }
      this.actions.push(kept ?? action);
    });
    this.ledger = ledger;
  }

  restore(state: GameState, keep: boolean): void {
    this.game.state = cloneState(state);
    this.game.round = buildRound(this.game);
    this.actions.length = 0;
    this.applied = [];
    this.ledger = new UndoLedger();
    this.checkpoints = [{ applied: 0, state: keep ? state : cloneState(state) }];
    this.mapBase = undefined;
  }

  /** In `processAll`: a snapshot of the state now if a later undo returns to it. */
  private keepPlannedCheckpoint(): void {
    const at = this.applied.length;
    const last = this.checkpoints[this.checkpoints.length - 1];
    if ((this.plannedUses?.get(at) ?? 0) > 0 && last.applied < at) this.checkpoints.push(this.snapshot(at, true));
  }

  private keepCheckpoint(): void {
    const last = this.checkpoints[this.checkpoints.length - 1];
    if (this.applied.length - last.applied >= CHECKPOINT_INTERVAL) this.checkpoints.push(this.snapshot(this.applied.length, false));
  }

  /** A snapshot of the state now (sharing what the last one has of an unchanged map: snapshot.ts). */
  private snapshot(applied: number, planned: boolean): Checkpoint {
    const checkpoint = takeSnapshot(this.game.state, applied, planned, this.mapBase);
    this.mapBase = baseOf(checkpoint);
    return checkpoint;
  }

  /**
   * Applies an action in full or not at all: on a refusal the state is rolled back. Returns the
   * action as applied: with the auto actions the engine added, where it added any.
   */
  private applyAtomically(action: Action): Action {
    const events = this.game.log.length;
    let applied: Action;
    try {
      applied = this.applyWithAutoActions(action);
    } catch (error) {
      this.game.log.truncate(events);
      // Refused before anything changed (refusal.ts): nothing to roll back.
      if (!leftUnchanged(error, action)) this.game.log.quietly(() => this.rollTo(this.applied.length));
      throw error instanceof GameError ? error.withAction(action) : internalError(error, action);
    }
    this.applied.push(applied);
    return applied;
  }

  /**
   * An action, then its auto actions: those it carries (a recording's), else those the steps
   * now current take by themselves (`Step#autoActions`, as the reference's server adds them),
   * which it then carries, so an exported game holds them as the reference's would.
   */
  private applyWithAutoActions(action: Action): Action {
    this.applySingle(action);
    if (action.auto_actions !== undefined) {
      for (const auto of action.auto_actions) this.applySingle(auto);
      return action;
    }
    const added: Action[] = [];
    for (let autos = this.autoActions(); autos.length > 0 && added.length < MAX_AUTO_ACTIONS; autos = this.autoActions()) {
      for (const auto of autos) {
        this.applySingle(auto);
        added.push(auto);
      }
    }
    if (added.length === 0) return action;
    const carried = { ...action, auto_actions: added };
    // The action as applied keeps the original's place in the log (for a later rollback).
    const mark = this.marks.get(action);
    if (mark) this.marks.set(carried, mark);
    return carried;
  }

  private autoActions(): readonly Action[] {
    return this.game.finished ? [] : this.game.round.autoActions();
  }

  private applySingle(action: Action): void {
    const game = this.game;
    if (game.finished && action.type !== 'message' && action.type !== 'log') {
      throw raisedUnchanged(new GameError('game/over', `the game is over; ${action.type} is not possible`, { action }), action);
    }
    checkActor(game, action);
    game.round.process(action);
    if (action.type !== 'message' && action.type !== 'log') {
      afterAction(game);
      if (game.hooks.actionProcessed) {
        const effects = game.effects;
        const applied = effectsApplied(effects);
        game.hooks.actionProcessed(action, effects);
        // A hook that changed the game may have changed what a step can do (18Chesapeake's takes
        // a company's lays away): the step whose turn it is is then asked afresh, not taken from
        // before the hook. (Asked afresh after every action, it cost 18Chesapeake 2–8%.)
        if (effectsApplied(effects) !== applied) game.round.clearCache();
      }
    }
    const [reason, timing] = endGameCheck(game);
    transitionRounds(game, reason, timing);
  }

  /**
   * Makes a restored snapshot the game's state. Where the undone actions left the map as the
   * snapshot has it (most undos: a share bought, a dividend chosen), the current map object is
   * kept: the board, corporation graphs and route chains derived from it (cached by the map
   * object) stay valid instead of being rebuilt from the copy. A snapshot's map copy that
   * another snapshot still kept shares is copied before the game may change it. A live map
   * that is a copy of a snapshot's becomes the base later snapshots share from (snapshot.ts).
   */
  private restoreState(state: GameState, map: GameState['map'], from: Checkpoint, own: boolean): void {
    if (state.map !== map) {
      const copied = from.state!.map;
      if (liveMapUnchanged(from, map) || liveMapEquals(from, copied, map) || revertLiveMap(from, map)) {
        state.map = map;
      } else if (!own) {
        this.mapBase = { source: state.map, version: mapVersion(state.map), copy: copied };
      } else if (from.sharesMap || this.checkpoints.some((kept) => kept.state?.map === state.map)) {
        state.map = cloneState(state.map);
        this.mapBase = { source: state.map, version: mapVersion(state.map), copy: copied };
      } else {
        this.mapBase = undefined;
      }
    }
    this.game.state = state;
    this.game.round = buildRound(this.game);
  }

  /**
   * Puts the state after the first `count` applied actions, then applies `then` (the actions in
   * effect after them, as an undo or redo leaves them): the nearest snapshot at or before that
   * point, then the actions after it. Snapshots past the point are dropped.
   */
  private rollTo(count: number, then: readonly Action[] = []): void {
    while (this.checkpoints.length > 1 && this.checkpoints[this.checkpoints.length - 1].applied > count) this.checkpoints.pop();
    const checkpoint = this.checkpoints[this.checkpoints.length - 1];
    const map = this.game.state.map;
    if (checkpoint.state && checkpoint.planned && checkpoint.applied === count && (this.plannedUses?.get(count) ?? 0) === 1) {
      // The last undo processAll knew would return here: the snapshot itself becomes the state.
      this.checkpoints.pop();
      this.restoreState(checkpoint.state, map, checkpoint, true);
    } else if (checkpoint.state) {
      // The live map is kept where it equals the snapshot's, or can be put back to it (snapshot.ts): not copied only to be dropped.
      const keep = liveMapUnchanged(checkpoint, map) || liveMapEquals(checkpoint, checkpoint.state.map, map) || revertLiveMap(checkpoint, map);
      const state = keep ? cloneStateWith(checkpoint.state, 'map', map) : cloneState(checkpoint.state);
      this.restoreState(state, map, checkpoint, false);
    } else {
      startGame(this.game);
    }
    const replay = [...this.applied.slice(checkpoint.applied, count), ...then];
    this.applied.length = checkpoint.applied;
    const log = this.game.log;
    const current = { id: log.action, position: this.position };
    try {
      for (const action of replay) {
        // A redo replays past points a later undo returns to: they are kept again as it passes.
        this.keepPlannedCheckpoint();
        const mark = this.marks.get(action) ?? current;
        log.action = mark.id;
        this.position = mark.position;
        this.applied.push(this.applyWithAutoActions(action));
        this.keepCheckpoint();
      }
    } finally {
      log.action = current.id;
      this.position = current.position;
    }
  }
}

/**
 * What the engine does after every action: corporations whose price reached a `close` cell
 * close, and if that leaves the acting entity nothing to do, the round moves on.
 */
function afterAction(game: Game): void {
  if (!closeCorporationsInCloseCells(game)) return;
  const step = game.round.activeStep();
  const entity = game.round.currentEntity();
  if (!step || entity === undefined || step.actions(entity).length > 0) return;
  game.round.skipSteps();
  game.round.nextEntity();
  game.round.clearCache();
}

/**
 * Where the undos and redos among `next` will return the game to (as counts of applied
 * actions), by their index in `next`, and how many return to each count; found by following
 * the actions in effect as each one arrives, in `ledger` (holding the actions before `next`;
 * changed). An undo or redo followed at once by another is `deferred`: the last of the run
 * rolls back for all of them, to the earliest point any of them returns to (the rest of the
 * actions then in effect are applied after it).
 */
function undoTargets(ledger: UndoLedger, next: readonly Action[]): { targetOf: Map<number, number>; uses: Map<number, number>; deferred: Set<number> } {
  const targetOf = new Map<number, number>();
  const uses = new Map<number, number>();
  const deferred = new Set<number>();
  const isUndoOrRedo = (action: Action | undefined) => action?.type === 'undo' || action?.type === 'redo';
  let runFrom: number | undefined;
  for (const [i, action] of next.entries()) {
    let change;
    try {
      change = ledger.add(action);
    } catch {
      break; // process() will refuse it: no later target matters
    }
    if (!isUndoOrRedo(action)) continue;
    const from = Math.min(change.from, runFrom ?? change.from);
    if (isUndoOrRedo(next[i + 1])) {
      deferred.add(i);
      runFrom = from;
      continue;
    }
    runFrom = undefined;
    targetOf.set(i, from);
    uses.set(from, (uses.get(from) ?? 0) + 1);
  }
  return { targetOf, uses, deferred };
}

/** An action's id for the event log: its recorded id, else its 1-based position. */
function actionId(all: readonly Action[]): (action: Action) => number {
  return (action) => action.id ?? all.indexOf(action) + 1;
}

/**
 * A finished game stays finished: its moves are not taken back (nor brought back) by an undo or
 * a redo. (Recordings hold such undos, the reference accepting them: a recorded game takes them.)
 */
export function refuseUndoOfFinishedGame(game: Game, action: Action): void {
  if (!game.finished) return;
  throw new GameError('undo/game_over', `${action.type}: the game is over (${game.gameEndReason}); its moves cannot be taken back`, { action, rule: 'undo' });
}

/** The entity named by an action must exist and be of the kind the action says. */
function checkActor(game: Game, action: Action): void {
  const actor = game.actorOf(action);
  if (game.kindOf(actor) !== action.entity_type) {
    throw raisedUnchanged(new GameError('action/unknown_entity', `${action.type}: no ${action.entity_type} '${String(action.entity)}' in this game`, { action, entity: actor }), action);
  }
}
