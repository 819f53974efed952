/**
 * A hotseat game: everyone plays on this page, the engine runs here, and nothing else is needed
 * (no server). Every accepted move is kept in localStorage at once, so a reload — or the tab
 * closing — loses nothing; the game exports in the recording format.
 *
 * Tabs of one game stay in step: a move kept by another tab reaches this one as a storage event
 * and is applied here too. A tab that has not heard of a move yet (the event is on its way) and
 * makes one of its own finds, when it keeps its move, that the stored game is not the one it
 * moved from: it refuses its move, takes the stored game and says so. No move is ever lost.
 */
import { Game, roundLabel, type Action, type TitleModule } from '../../../runtime/index.js';
import { hotseatRecording, recordingFileName } from './recording.js';
import { hotseatKey, loadHotseat, saveHotseat, type HotseatRecord } from './saved-games.js';
import { EVERYONE } from './seat.js';
import { Listeners, numbered, pageRefusal, refusalOf, type PlaySession, type SessionChange, type SubmitOutcome } from './session.js';

/** A new hotseat game's setup, checked by the engine (player count, optional rules, seed) before it is kept. */
export function createHotseat(module: TitleModule, record: Omit<HotseatRecord, 'actions' | 'createdAt' | 'updatedAt'>, now: number): HotseatRecord {
  const game = new Game(module, record.players, { optionalRules: record.optionalRules, seed: record.seed });
  const created: HotseatRecord = { ...record, actions: [], createdAt: now, updatedAt: now, round: roundLabel(game), finished: false };
  const problem = saveHotseat(created);
  if (problem) throw new Error(problem);
  return created;
}

function newGame(module: TitleModule, record: HotseatRecord): Game {
  return new Game(module, record.players, { optionalRules: record.optionalRules, seed: record.seed });
}

/** Whether `longer` holds `shorter`'s actions first (the same ids, in order). */
function extends_(longer: readonly Action[], shorter: readonly Action[]): boolean {
  return longer.length >= shorter.length && shorter.every((a, i) => a.id === longer[i].id && a.type === longer[i].type);
}

export class HotseatSession implements PlaySession {
  readonly mode = 'local' as const;
  readonly seat = EVERYONE;
  readonly busy = false;
  readonly connection = 'local' as const;
  /** Why the last move could not be kept in the browser, if it could not. */
  storageProblem: string | undefined;
  private readonly listeners = new Listeners<SessionChange>();
  private readonly onStorage = (event: StorageEvent) => {
    if (event.key === hotseatKey(this.record.id) && event.newValue !== null) this.catchUp();
  };

  private constructor(
    private readonly module: TitleModule,
    private record: HotseatRecord,
    public game: Game,
  ) {
    if (typeof window !== 'undefined') window.addEventListener('storage', this.onStorage);
  }

  /** Opens a kept game: its actions processed one by one, as they were played (undos included). */
  static open(module: TitleModule, id: string): HotseatSession {
    const record = loadHotseat(id);
    if (!record) throw new Error(`there is no hotseat game '${id}' in this browser (hotseat games live in the browser that created them)`);
    const game = newGame(module, record);
    game.processAll(record.actions);
    return new HotseatSession(module, record, game);
  }

  get titleId(): string {
    return this.record.title;
  }

  get id(): string {
    return this.record.id;
  }

  async submit(action: Action): Promise<SubmitOutcome> {
    const started = performance.now();
    const before = this.game.actions.length;
    const body = numbered(this.game, action, Math.floor(Date.now() / 1000));
    try {
      this.game.process(body);
    } catch (error) {
      return { ok: false, refusal: refusalOf(error), timing: { engineMs: performance.now() - started, postMs: 0 } };
    }
    const engineMs = performance.now() - started;
    // Another tab may have kept a move this one has not heard of yet: then this move was made on
    // a game that no longer stands, and the stored one wins.
    const stored = loadHotseat(this.record.id);
    if (stored && (stored.actions.length !== before || !extends_(this.game.actions, stored.actions))) {
      this.adopt(stored);
      return {
        ok: false,
        refusal: pageRefusal('hotseat/stale', 'another tab of this game moved first: the game now shows that move, and yours was not made — make it again if it still stands'),
        timing: { engineMs, postMs: 0 },
      };
    }
    this.record = { ...this.record, actions: this.game.actions, updatedAt: Math.floor(Date.now() / 1000), round: roundLabel(this.game), finished: this.game.finished };
    this.storageProblem = saveHotseat(this.record);
    this.listeners.emit({ kind: 'actions' });
    return { ok: true, actionId: body.id!, timing: { engineMs, postMs: 0 } };
  }

  /** Applies what another tab kept. */
  private catchUp(): void {
    const stored = loadHotseat(this.record.id);
    if (!stored || (stored.actions.length === this.game.actions.length && extends_(stored.actions, this.game.actions))) return;
    this.adopt(stored);
  }

  /** Takes the stored game: its new moves applied when it continues this one, else rebuilt. */
  private adopt(stored: HotseatRecord): void {
    this.record = stored;
    const applied = this.game.actions.length;
    if (extends_(stored.actions, this.game.actions)) {
      try {
        this.game.processAll(stored.actions.slice(applied));
        this.listeners.emit({ kind: 'actions' });
        return;
      } catch {
        // Fall through: rebuild from the stored actions.
      }
    }
    const game = newGame(this.module, stored);
    game.processAll(stored.actions);
    this.game = game;
    this.listeners.emit({ kind: 'rebuilt' });
  }

  async exportRecording(): Promise<{ fileName: string; json: string }> {
    const recording = hotseatRecording(this.record, this.game);
    return { fileName: recordingFileName(recording), json: JSON.stringify(recording, null, 1) };
  }

  subscribe(listener: (change: SessionChange) => void): () => void {
    return this.listeners.add(listener);
  }

  destroy(): void {
    if (typeof window !== 'undefined') window.removeEventListener('storage', this.onStorage);
  }
}
