/**
 * A game held in memory: the engine's Game with every stored action processed, the game's
 * record and its seat tokens. Loading processes the stored actions as `process` would one by one
 * (undo and redo included), so its event log (ids and all) is the one the game's observers saw
 * as the actions came in; after that each new action costs one `process`.
 */
import type { DivergenceAnswer, GameSummary } from '../api/types.js';
import { actionsFor, Game, GameError, roundLabel, seedFor, stateFor, type Action, type GameState, type TitleModule, type Viewer } from '../../runtime/index.js';
import { loadTitle } from './titles.js';
import { tokenMap } from '../auth.js';
import { storedSize } from './limits.js';
import { replayStored } from './divergence.js';
import type { Divergence, GameRecord, GameStatus, PlayerId, StoredAction, TokenRecord } from '../store/store.js';

export class LiveGame {
  /** The id of the last action processed (= stored actions, which are numbered 1, 2, ...). */
  lastActionId = 0;
  /** When the last action was stored (ISO 8601). */
  updatedAt: string;
  /** The stored actions' size (storedSize), for the game's byte limit. */
  storedBytes = 0;
  /** The players' ids as the game was created with them (numbers stay numbers), by the engine's string ids. */
  private readonly playerIds: ReadonlyMap<string, PlayerId>;
  /**
   * Set when the title built now does not replay the stored game (divergence.ts): the game is
   * then held at its last good state and read-only.
   */
  divergence: Divergence | null = null;

  private constructor(
    readonly record: GameRecord,
    readonly game: Game,
    readonly tokens: ReadonlyMap<string, PlayerId | null>,
    /** The compiled title the game is replayed under. */
    readonly module: TitleModule,
  ) {
    this.updatedAt = record.updatedAt;
    this.playerIds = new Map(record.players.map((p) => [String(p.id), p.id]));
  }

  /** How many of its first actions come from a recording (an imported game; null for one created here). */
  get recordedActions(): number | null {
    return this.record.recordedActions === null ? null : this.game.recordedActions;
  }

  /** The game with its stored actions replayed under `module` (the title built now unless given). */
  static async create(record: GameRecord, tokens: readonly TokenRecord[], actions: readonly StoredAction[], module?: TitleModule): Promise<LiveGame> {
    const title = module ?? (await titleModule(record.title));
    actions.forEach((action, i) => {
      if (action.id !== i + 1) throw new Error(`game ${record.id}: stored action ${action.id} is not action ${i + 1}`);
    });
    const outcome = await replayStored(title, record, actions);
    const live = new LiveGame(record, outcome.game, tokenMap(tokens), title);
    live.divergence = outcome.divergence;
    live.lastActionId = outcome.applied;
    live.storedBytes = actions.slice(0, outcome.applied).reduce((sum, action) => sum + (action.size ?? storedSize(action.body)), 0);
    return live;
  }

  get id(): number {
    return this.record.id;
  }

  get status(): GameStatus {
    if (this.divergence) return 'diverged';
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
    this.storedBytes += action.size ?? storedSize(action.body);
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
  summary(): GameSummary {
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
        return { id: kind === 'player' ? (playerOf(String(id)) ?? String(id)) : game.companySym(String(id)), kind, player: playerOf(String(id)) };
      }),
      acting_players: [...new Set(active.map((id) => playerOf(String(id))).filter((id) => id !== null))],
      last_action_id: this.lastActionId,
      last_event_id: this.lastEventId,
      result: game.result(),
      game_end_reason: game.gameEndReason,
      created_at: record.createdAt,
      updated_at: this.updatedAt,
      ...(this.divergence ? { divergence: divergenceBody(this.divergence) } : {}),
    };
  }
}

/** A divergence as the API says it (snake case, as the rest of a summary). */
export function divergenceBody(d: Divergence): DivergenceAnswer {
  return {
    kind: d.kind,
    action_id: d.actionId,
    round: d.round,
    code: d.code,
    message: d.message,
    ...(d.oldResult ? { old_result: { result: d.oldResult.result, game_end_reason: d.oldResult.gameEndReason } } : {}),
    ...(d.newResult !== undefined ? { new_result: d.newResult && { result: d.newResult.result, game_end_reason: d.newResult.gameEndReason } } : {}),
    fingerprint: d.fingerprint,
  };
}

/** The compiled title of a stored game (titles are modules, loaded once). */
export async function titleModule(title: string): Promise<TitleModule> {
  return loadTitle(title);
}
