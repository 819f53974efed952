/**
 * A hotseat game: everyone plays on this page, the engine runs here, and nothing else is needed
 * (no server). Every accepted move is kept in localStorage at once, so a reload — or the tab
 * closing — loses nothing; the game exports in the recording format.
 */
import { Game, roundLabel, type Action, type TitleModule } from '../../../runtime/index.js';
import { hotseatRecording, recordingFileName } from './recording.js';
import { loadHotseat, saveHotseat, type HotseatRecord } from './saved-games.js';
import { EVERYONE } from './seat.js';
import { Listeners, numbered, refusalOf, type PlaySession, type SessionChange, type SubmitOutcome } from './session.js';

/** A new hotseat game's setup, checked by the engine (player count, optional rules, seed) before it is kept. */
export function createHotseat(module: TitleModule, record: Omit<HotseatRecord, 'actions' | 'createdAt' | 'updatedAt'>, now: number): HotseatRecord {
  const game = new Game(module, record.players, { optionalRules: record.optionalRules, seed: record.seed });
  const created: HotseatRecord = { ...record, actions: [], createdAt: now, updatedAt: now, round: roundLabel(game), finished: false };
  const problem = saveHotseat(created);
  if (problem) throw new Error(problem);
  return created;
}

export class HotseatSession implements PlaySession {
  readonly mode = 'local' as const;
  readonly seat = EVERYONE;
  readonly busy = false;
  readonly connection = 'local' as const;
  /** Why the last move could not be kept in the browser, if it could not. */
  storageProblem: string | undefined;
  private readonly listeners = new Listeners<SessionChange>();

  private constructor(
    private record: HotseatRecord,
    readonly game: Game,
  ) {}

  /** Opens a kept game: its actions processed one by one, as they were played (undos included). */
  static open(module: TitleModule, id: string): HotseatSession {
    const record = loadHotseat(id);
    if (!record) throw new Error(`there is no hotseat game '${id}' in this browser (hotseat games live in the browser that created them)`);
    const game = new Game(module, record.players, { optionalRules: record.optionalRules, seed: record.seed });
    game.processAll(record.actions);
    return new HotseatSession(record, game);
  }

  get titleId(): string {
    return this.record.title;
  }

  get id(): string {
    return this.record.id;
  }

  async submit(action: Action): Promise<SubmitOutcome> {
    const started = performance.now();
    const body = numbered(this.game, action, Math.floor(Date.now() / 1000));
    try {
      this.game.process(body);
    } catch (error) {
      return { ok: false, refusal: refusalOf(error, false), timing: { engineMs: performance.now() - started, postMs: 0 } };
    }
    const engineMs = performance.now() - started;
    this.record = { ...this.record, actions: this.game.actions, updatedAt: Math.floor(Date.now() / 1000), round: roundLabel(this.game), finished: this.game.finished };
    this.storageProblem = saveHotseat(this.record);
    this.listeners.emit({ kind: 'actions' });
    return { ok: true, actionId: body.id!, timing: { engineMs, postMs: 0 } };
  }

  exportRecording(): { fileName: string; json: string } {
    const recording = hotseatRecording(this.record, this.game);
    return { fileName: recordingFileName(recording), json: JSON.stringify(recording, null, 1) };
  }

  subscribe(listener: (change: SessionChange) => void): () => void {
    return this.listeners.add(listener);
  }

  destroy(): void {}
}
