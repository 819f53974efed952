/**
 * A hotseat game in the 18xx.games recording format (the shared fixtures' format, and what the
 * server's export writes): `codegen replay` replays it to the same result, the preview's drop
 * zone replays it step by step, and `POST /api/games/import` takes it to a server to go on
 * playing online. The seed is written out, so a replay never guesses it from the game id.
 */
import type { Game } from '../../../runtime/index.js';
import type { HotseatRecord } from './saved-games.js';

export interface Recording {
  readonly id: string;
  readonly description: string;
  readonly title: string;
  readonly players: readonly { readonly id: number; readonly name: string }[];
  readonly settings: { readonly seed: number; readonly optional_rules: readonly string[] };
  readonly status: 'active' | 'finished';
  readonly actions: Game['actions'];
  readonly result: Record<string, number>;
  readonly game_end_reason: string | null;
  readonly created_at: number;
  readonly updated_at: number;
}

export function hotseatRecording(record: HotseatRecord, game: Game): Recording {
  return {
    id: `hotseat-${record.id}`,
    description: `hotseat game of ${record.title}, played in the trackwright preview`,
    title: record.title,
    players: record.players,
    settings: { seed: record.seed, optional_rules: record.optionalRules },
    status: game.finished ? 'finished' : 'active',
    actions: game.actions,
    result: game.result(),
    game_end_reason: game.gameEndReason,
    created_at: record.createdAt,
    updated_at: record.updatedAt,
  };
}

export function recordingFileName(recording: Recording): string {
  return `${recording.title}-${recording.id}.json`.replace(/[^A-Za-z0-9_.-]+/g, '_');
}
