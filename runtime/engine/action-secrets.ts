/**
 * Keeping the secrets an action carries (secrets.ts): apart from the declarations, which the
 * game's contract names (a step class's `static secrets`), as this needs the game itself.
 */
import type { Action } from '../actions/types.js';
import type { Game } from './contract.js';
import { declaredSecrets } from './secrets.js';

/**
 * After a step processed an action: the fields it declares secret for the action's type are
 * recorded in the state, as seen by the acting player only.
 */
export function keepActionSecrets(game: Game, stepClass: unknown, action: Action): void {
  const declared = declaredSecrets(stepClass)?.actions;
  const secret = declared && Object.hasOwn(declared, action.type) ? declared[action.type] : undefined;
  if (!secret || secret.fields.length === 0) return;
  const actingPlayer = game.playerOf(game.actorOf(action))?.id;
  (game.state.secrets ??= []).push({
    action: game.log.action,
    type: action.type,
    fields: [...secret.fields],
    players: actingPlayer === undefined ? [] : [actingPlayer],
    until: secret.until ?? 'round_end',
  });
}
