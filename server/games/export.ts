/**
 * A game in the 18xx.games recording format (the shared fixtures' format): what `codegen
 * replay` replays, `POST /api/games/import` takes back, and the reference's tools read. The
 * seed is written out, so a replay never has to guess it from the game id.
 */
import { TOOLKIT_VERSION } from '../version.js';
import type { LiveGame } from './live-game.js';

export function exportGame(live: LiveGame): Record<string, unknown> {
  const { record, game } = live;
  return {
    id: record.id,
    description: record.description,
    title: record.title,
    players: record.players,
    settings: { seed: record.seed, optional_rules: record.optionalRules },
    status: live.status,
    actions: game.actions,
    result: game.result(),
    game_end_reason: game.gameEndReason,
    created_at: Math.floor(Date.parse(record.createdAt) / 1000),
    updated_at: Math.floor(Date.parse(live.updatedAt) / 1000),
    // The toolkit that created the game (stored with it) and the one exporting it.
    toolkit_version: record.toolkitVersion,
    exported_by: TOOLKIT_VERSION,
  };
}
