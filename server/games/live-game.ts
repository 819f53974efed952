/**
 * A game held in memory: the engine's Game with every stored action processed, the game's
 * record and its seat tokens. Loading processes the stored actions as `process` would one by one
 * (undo and redo included), so its event log (ids and all) is the one the game's observers saw
 * as the actions came in; after that each new action costs one `process`.
 */
import { actionsFor, Game, GameError, roundLabel, seedFor, stateFor, type Action, type GameState, type TitleModule, type Viewer } from '../../runtime/index.js';
import { loadTitle } from '../../generated/index.js';
import { tokenMap } from '../auth.js';
import { storedSize } from './limits.js';
import { processInSlices } from './process-in-slices.js';
import type { GameRecord, GameStatus, PlayerId, StoredAction, TokenRecord } from '../store/store.js';

export class LiveGame {
  /** The id of the last action processed (= stored actions, which are numbered 1, 2, ...). */
  lastActionId = 0;
  /** When the last action was stored (ISO 8601). */
  updatedAt: string;
  /** The stored actions' size (storedSize), for the game's byte limit. */
  storedBytes = 0;
  /** The players' ids as the game was created with them (numbers stay numbers), by the engine's string ids. */
  private readonly playerIds: ReadonlyMap<string, PlayerId>;

  private constructor(
    readonly record: GameRecord,
    readonly game: Game,
    readonly tokens: ReadonlyMap<string, PlayerId | null>,
  ) {
    this.updatedAt = record.updatedAt;
    this.playerIds = new Map(record.players.map((p) => [String(p.id), p.id]));
  }

  /** How many of its first actions come from a recording (an imported game; null for one created here). */
  get recordedActions(): number | null {
    return this.record.recordedActions === null ? null : this.game.recordedActions;
  }

  static async create(record: GameRecord, tokens: readonly TokenRecord[], actions: readonly StoredAction[]): Promise<LiveGame> {
    const live = new LiveGame(record, newGame(await titleModule(record.title), record), tokenMap(tokens));
    await live.applyAllStored(actions);
    return live;
  }

  get id(): number {
    return this.record.id;
  }

  get status(): GameStatus {
    return this.game.finished ? 'finished' : 'active';
  }

  get lastEventId(): number {
    return this.game.log.length;
  }

  /** The next action id the game will accept. */
  get nextActionId(): number {
    return this.lastActionId + 1;
  }

  /**
   * Processes an action that is already stored (by this instance or another). The engine
   * accepted it when it was stored, and replays are deterministic, so a refusal here means
   * the stored game and the engine disagree: that is a server fault, not the client's.
   */
  applyStored(action: StoredAction): void {
    if (action.id !== this.nextActionId) throw new Error(`game ${this.id}: stored action ${action.id} does not follow action ${this.lastActionId}`);
    try {
      this.game.process(action.body);
    } catch (error) {
      const reason = error instanceof GameError ? `${error.code}: ${error.message}` : String(error);
      throw new Error(`game ${this.id}: the engine refuses stored action ${action.id} (${reason})`, { cause: error });
    }
    this.lastActionId = action.id;
    this.storedBytes += storedSize(action.body);
  }

  /**
   * Processes actions other instances stored since, with the game's recorded count as stored
   * (another instance's importer may have continued the recording).
   */
  catchUp(missed: readonly StoredAction[], recordedActions: number | null): void {
    this.setRecorded(recordedActions);
    for (const stored of missed) this.applyStored(stored);
  }

  /** The game's recorded count as stored (an imported game's; nothing for a game created here). */
  setRecorded(recordedActions: number | null): void {
    if (this.record.recordedActions !== null) this.game.recordedActions = recordedActions ?? 0;
  }

  /**
   * Processes a game's stored actions on a cold load: with `processAll`, which gives the same
   * state and events as one by one, but restores the states later undos return to at once and
   * rolls back once for a run of undos; in slices, so other games are served meanwhile.
   */
  private async applyAllStored(actions: readonly StoredAction[]): Promise<void> {
    actions.forEach((action, i) => {
      if (action.id !== i + 1) throw new Error(`game ${this.id}: stored action ${action.id} is not action ${i + 1}`);
    });
    try {
      await processInSlices(this.game, actions.map((a) => a.body));
    } catch (error) {
      const reason = error instanceof GameError ? `${error.code}: ${error.message}` : String(error);
      throw new Error(`game ${this.id}: the engine refuses a stored action (${reason})`, { cause: error });
    }
    this.lastActionId = actions.length;
    this.storedBytes = actions.reduce((sum, action) => sum + storedSize(action.body), 0);
  }

  /** The stored actions after `after`, as `viewer` may see them (hidden information hidden). */
  actionsAfter(after: number, viewer: Viewer): readonly Action[] {
    // Stored actions carry their ids, by which the redaction knows them.
    return actionsFor(this.game, viewer, this.game.actions.slice(Math.max(0, after)));
  }

  /** The engine's state as `viewer` may see it. */
  stateFor(viewer: Viewer): GameState {
    return stateFor(this.game, viewer);
  }

  /** What a lobby or a client that does not run the engine needs to know about the game now (the seed once it has ended). */
  summary(): Record<string, unknown> {
    const { game, record } = this;
    const active = game.finished ? [] : game.round.activeEntities();
    const playerOf = (id: string): PlayerId | null => {
      const player = game.playerOf(id);
      return player ? (this.playerIds.get(player.id) ?? player.id) : null;
    };
    return {
      id: record.id,
      title: record.title,
      description: record.description,
      players: record.players,
      optional_rules: record.optionalRules,
      seed: seedFor(game),
      status: this.status,
      round: roundLabel(game),
      phase: game.phase.name,
      active_entities: active.map((id) => {
        const kind = game.kindOf(String(id)) ?? null;
        return { id: kind === 'player' ? playerOf(String(id)) : game.companySym(String(id)), kind, player: playerOf(String(id)) };
      }),
      acting_players: [...new Set(active.map((id) => playerOf(String(id))).filter((id) => id !== null))],
      last_action_id: this.lastActionId,
      last_event_id: this.lastEventId,
      result: game.result(),
      game_end_reason: game.gameEndReason,
      created_at: record.createdAt,
      updated_at: this.updatedAt,
    };
  }
}

function newGame(module: TitleModule, record: GameRecord): Game {
  return new Game(module, record.players, { optionalRules: record.optionalRules, seed: record.seed, recorded: record.recordedActions ?? false });
}

/** The compiled title of a stored game (titles are modules, loaded once). */
export async function titleModule(title: string): Promise<TitleModule> {
  return loadTitle(title);
}
