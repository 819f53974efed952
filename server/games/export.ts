/**
 * A game in the 18xx.games recording format (the shared fixtures' format): what `codegen
 * replay` replays, `POST /api/games/import` takes back, and the reference's tools read.
 *
 * A finished game exports whole, its seed included, so a replay never has to guess it. While a
 * game is on, its export is what the reader may see (runtime/engine/redaction.ts): no seed (what
 * it would draw next is nobody's yet), hidden information hidden. Such an export of a game whose
 * setup or moves drew at random does not replay to the same game until the game has ended.
 */
import type { Viewer } from '../../runtime/index.js';
import { seedFor } from '../../runtime/index.js';
import type { RecordingAnswer } from '../api/types.js';
import { TOOLKIT_VERSION } from '../version.js';
import { divergenceBody, type LiveGame } from './live-game.js';

export function exportGame(live: LiveGame, viewer: Viewer): RecordingAnswer {
  const { record, game } = live;
  const seed = seedFor(game);
  return {
    id: record.id,
    description: record.description,
    title: record.title,
    players: record.players,
    settings: { ...(seed === null ? {} : { seed }), optional_rules: record.optionalRules },
    status: live.status,
    actions: live.actionsAfter(0, viewer),
    result: game.result(),
    game_end_reason: game.gameEndReason,
    created_at: Math.floor(Date.parse(record.createdAt) / 1000),
    updated_at: Math.floor(Date.parse(live.updatedAt) / 1000),
    // The toolkit that created the game (stored with it) and the one exporting it.
    toolkit_version: record.toolkitVersion,
    exported_by: TOOLKIT_VERSION,
    // A diverged game exports its last good state, and says where the title stopped replaying it.
    ...(live.divergence ? { divergence: divergenceBody(live.divergence) } : {}),
  };
}
