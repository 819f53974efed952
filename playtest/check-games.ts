/**
 * The core of `trackwright check-games`: replays stored games of a title under the title built
 * now and says which diverge (server/games/divergence.ts): the first action refused (its round
 * and the engine's message) or, for a finished game, the old and new result.
 *
 * Two sources: the server's database (every game of the title, as the server would replay it on
 * load) and recordings in the 18xx.games format (replayed as `replay` replays them, against
 * their recorded result). Each game is a job; `checkJobs` runs a list of them.
 */
import { readFileSync } from 'node:fs';
import { GameError } from '../runtime/core/errors.js';
import { newGameFor, sameResult, type Fixture } from '../runtime/replay/fixture.js';
import { roundLabel } from '../runtime/replay/trace.js';
import type { TitleModule } from '../runtime/module.js';
import { replayStored } from '../server/games/divergence.js';
import { titleFingerprint } from '../server/games/title-fingerprint.js';
import { openStore } from '../server/store/open.js';
import type { Divergence, Store } from '../server/store/store.js';

/** One game to check: a stored game by id, or a recording by path. */
export type Job = { readonly kind: 'db'; readonly id: number } | { readonly kind: 'file'; readonly path: string };

export interface GameCheck {
  readonly job: Job;
  /** How many actions the game has. */
  readonly actions: number;
  /** Null: the title built now replays it as stored. */
  readonly divergence: Divergence | null;
  /** The toolkit version the game was stored or exported under ('' when it does not say). */
  readonly toolkitVersion?: string;
}

/** The ids of every stored game of `title` (its id, as the server stores it), oldest first. */
export async function storedGameIds(store: Store, title: string): Promise<number[]> {
  const ids: number[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const page = await store.listGames({ title, limit: PAGE, offset });
    ids.push(...page.map((g) => g.id));
    if (page.length < PAGE) break;
  }
  return ids.sort((a, b) => a - b);
}
const PAGE = 200;

/** Checks a stored game as the server replays it on load. */
export async function checkStoredGame(module: TitleModule, store: Store, id: number): Promise<GameCheck> {
  const record = await store.game(id);
  if (!record) throw new Error(`no game ${id} in the database`);
  const actions = await store.actionsAfter(id, 0);
  const { divergence } = await replayStored(module, record, actions);
  return { job: { kind: 'db', id }, actions: actions.length, divergence, toolkitVersion: record.toolkitVersion };
}

/** Checks a recording: every action accepted as recorded, and the recorded result and end reason. */
export function checkRecording(module: TitleModule, fixture: Fixture, path: string): GameCheck {
  const stamped = (fixture as { toolkit_version?: unknown }).toolkit_version;
  return { ...checkRecordingAsIs(module, fixture, path), ...(typeof stamped === 'string' ? { toolkitVersion: stamped } : {}) };
}

function checkRecordingAsIs(module: TitleModule, fixture: Fixture, path: string): GameCheck {
  const fingerprint = titleFingerprint(module);
  const job: Job = { kind: 'file', path };
  const game = newGameFor(module, fixture);
  try {
    game.load(fixture.actions);
  } catch (error) {
    if (!(error instanceof GameError)) throw error;
    const actionId = typeof error.action?.id === 'number' ? error.action.id : game.actions.length + 1;
    return { job, actions: fixture.actions.length, divergence: { kind: 'refused', actionId, round: roundLabel(game), code: error.code, message: error.message, fingerprint } };
  }
  const result = game.finished ? { result: game.result(), gameEndReason: game.gameEndReason } : null;
  const recorded = fixture.result ? { result: fixture.result, gameEndReason: fixture.game_end_reason ?? null } : null;
  const same = !recorded || (result !== null && sameResult(result.result, recorded.result) && (fixture.game_end_reason === undefined || recorded.gameEndReason === result.gameEndReason));
  if (same) return { job, actions: fixture.actions.length, divergence: null };
  const said = (r: typeof result) => (r ? `${JSON.stringify(r.result)} (${r.gameEndReason ?? 'no reason'})` : 'no end');
  return {
    job,
    actions: fixture.actions.length,
    divergence: {
      kind: 'result',
      actionId: fixture.actions.at(-1)?.id ?? fixture.actions.length,
      round: roundLabel(game),
      code: 'game/result_changed',
      message: `the game ${result ? `now ends with ${said(result)}` : 'no longer ends'}; it was recorded ending with ${said(recorded)}`,
      ...(recorded ? { oldResult: recorded } : {}),
      newResult: result,
      fingerprint,
    },
  };
}

/** Checks `jobs` in order under `module`, opening the database once if any job needs it. */
export async function checkJobs(module: TitleModule, jobs: readonly Job[], databaseUrl?: string): Promise<GameCheck[]> {
  const store = jobs.some((j) => j.kind === 'db') ? await openStore(databaseUrl) : undefined;
  try {
    const out: GameCheck[] = [];
    for (const job of jobs) {
      out.push(job.kind === 'db' ? await checkStoredGame(module, store!, job.id) : checkRecording(module, JSON.parse(readFileSync(job.path, 'utf8')) as Fixture, job.path));
    }
    return out;
  } finally {
    await store?.close();
  }
}
