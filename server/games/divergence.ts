/**
 * Replaying a stored game under the title built now, and saying whether the title still replays
 * it: every stored action accepted and, for a game that had finished, the same result and end
 * reason. When not, the game is `diverged` at the first action the title refuses (or at its end,
 * for a changed result), and what is served is its last good state: the game after the actions
 * before that one. The server (registry.ts) and `trackwright check-games` share this.
 */
import { Game, GameError, roundLabel, type TitleModule } from '../../runtime/index.js';
import type { Divergence, GameRecord, StoredAction, StoredResult } from '../store/store.js';
import { processInSlices } from './process-in-slices.js';
import { titleFingerprint } from './title-fingerprint.js';

/** What a replay needs of a stored game. */
export type StoredSetup = Pick<GameRecord, 'id' | 'players' | 'optionalRules' | 'seed' | 'recordedActions' | 'status' | 'result'>;

export interface ReplayOutcome {
  /** The game at its last good state (every action, when it did not diverge). */
  readonly game: Game;
  /** How many stored actions the game holds (the id of the last one processed). */
  readonly applied: number;
  readonly divergence: Divergence | null;
}

export function newStoredGame(module: TitleModule, setup: StoredSetup): Game {
  return new Game(module, setup.players, { optionalRules: setup.optionalRules, seed: setup.seed, recorded: setup.recordedActions ?? false });
}

/** A finished game's result as the server stores it. */
export function resultOf(game: Game): StoredResult | null {
  return game.finished ? { result: game.result(), gameEndReason: game.gameEndReason } : null;
}

export function sameStoredResult(a: StoredResult, b: StoredResult | null): boolean {
  if (!b || a.gameEndReason !== b.gameEndReason) return false;
  const keys = Object.keys(a.result);
  return keys.length === Object.keys(b.result).length && keys.every((k) => a.result[k] === b.result[k]);
}

/**
 * Processes the stored actions (numbered 1, 2, ...) in slices (process-in-slices.ts). A refusal
 * (any GameError, an engine fault included: the title no longer replays the game either way)
 * is a divergence, never an exception; what is not a GameError still throws.
 */
export async function replayStored(module: TitleModule, setup: StoredSetup, actions: readonly StoredAction[]): Promise<ReplayOutcome> {
  const fingerprint = titleFingerprint(module);
  let game = newStoredGame(module, setup);
  const bodies = actions.map((a) => a.body);
  try {
    await processInSlices(game, bodies);
  } catch (error) {
    if (!(error instanceof GameError)) throw error;
    const refused = refusedIndex(game, bodies, error);
    // A batch refused as a whole (an action that does not parse) stops before the actions ahead
    // of the refused one: replay exactly those.
    if (game.actions.length !== refused) {
      game = newStoredGame(module, setup);
      await processInSlices(game, bodies.slice(0, refused));
    }
    const divergence: Divergence = { kind: 'refused', actionId: refused + 1, round: roundLabel(game), code: error.code, message: error.message, fingerprint };
    return { game, applied: refused, divergence };
  }
  return { game, applied: actions.length, divergence: resultDivergence(game, setup, actions.length, fingerprint) };
}

/** The index (0-based) of the action the engine refused. */
function refusedIndex(game: Game, bodies: readonly Record<string, unknown>[], error: GameError): number {
  const id = error.action?.id;
  if (typeof id === 'number' && id >= 1 && id <= bodies.length) return id - 1;
  // An error without its action: the first that does not parse, else the one after those taken.
  for (let i = game.actions.length; i < bodies.length; i++) {
    try {
      game.parse(bodies[i]);
    } catch {
      return i;
    }
  }
  return game.actions.length;
}

/** A game that had finished must finish again, with the same result and end reason. */
function resultDivergence(game: Game, setup: StoredSetup, last: number, fingerprint: string): Divergence | null {
  const now = resultOf(game);
  const was = setup.result;
  if (was ? sameStoredResult(was, now) : setup.status !== 'finished' || now !== null) return null;
  const said = (r: StoredResult | null | undefined) => (r ? `${JSON.stringify(r.result)} (${r.gameEndReason ?? 'no reason'})` : 'no end');
  return {
    kind: 'result',
    actionId: last,
    round: roundLabel(game),
    code: 'game/result_changed',
    message: `the game ${now ? `now ends with ${said(now)}` : 'no longer ends'}; it ended with ${said(was)}`,
    ...(was ? { oldResult: was } : {}),
    newResult: now,
    fingerprint,
  };
}
