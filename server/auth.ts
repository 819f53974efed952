/**
 * Seat tokens: who may act in a game. Creating a game hands out one token per player and an
 * owner token; only their SHA-256 hashes are stored, so the database alone acts for nobody.
 *
 * A seat acts for its player and for the corporations, minors and companies that player
 * controls (the engine's `playerOf`); the owner token acts for every seat, as at a table where
 * one device is passed around (hotseat). A seat takes back only its own moves: an undo only
 * actions of entities it controls, a redo only what an undo of its own took back. Reading a game
 * needs no token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Action, Game } from '../runtime/index.js';
import { ApiError } from './errors.js';
import type { PlayerId, TokenRecord } from './store/store.js';

export function newToken(): string {
  return randomBytes(24).toString('base64url');
}

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token of an `Authorization: Bearer <token>` header; 401 when there is none. */
export function bearerToken(header: string | undefined): string {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  if (!match) throw new ApiError(401, 'auth/missing_token', 'send the seat token as "Authorization: Bearer <token>"');
  return match[1];
}

/** Who a token speaks for: a player id, or null for the owner; 401 when the game has no such token. */
export function seatOf(tokens: ReadonlyMap<string, PlayerId | null>, token: string): PlayerId | null {
  const seat = tokens.get(hashToken(token));
  if (seat === undefined) throw new ApiError(401, 'auth/unknown_token', 'this token is not a seat of this game');
  return seat;
}

export function tokenMap(tokens: readonly TokenRecord[]): Map<string, PlayerId | null> {
  return new Map(tokens.map((t) => [t.hash, t.playerId]));
}

/**
 * Throws 403 unless the seat may act for the action's entity. The entity must exist for the
 * rule to apply; one that does not is left for the engine to refuse (422).
 */
export function checkSeatActs(game: Game, seat: PlayerId | null, action: { readonly entity: unknown; readonly entity_type: unknown }): void {
  if (seat === null) return;
  const actor = game.actorOf(action);
  if (game.kindOf(actor) === undefined) return;
  const player = game.playerOf(actor);
  if (player && String(player.id) === String(seat)) return;
  const controller = player ? `it is controlled by ${player.name}` : 'no player controls it';
  throw new ApiError(403, 'auth/not_your_entity', `your seat (player ${seat}) cannot act for ${action.entity_type} ${String(action.entity)}: ${controller}`, { entity: String(action.entity) });
}

/**
 * Throws 403 unless the seat may take back what an undo would, or bring back what a redo would:
 * an undo only actions of entities the seat's player controls now, a redo only what an undo of
 * the seat's own took back. The owner token may do either for anyone. Control is judged as the
 * game stands: an undo reaches only the latest moves, so it is nearly always who made them; where
 * a move changed it (a company it closed) the owner token can take it back. A redo with nothing
 * to redo is the engine's to refuse.
 *
 * 18xx.games checks nothing here: any player may undo and redo anything (the undo button
 * takes back the last move, whoever made it). Online, a player's moves are theirs to take back.
 */
export function checkSeatUndoes(game: Game, seat: PlayerId | null, action: Action): void {
  if (seat === null || (action.type !== 'undo' && action.type !== 'redo')) return;
  const controller = (taken: Action) => game.playerOf(game.actorOf(taken));
  const whose = (taken: Action): string => {
    const player = controller(taken);
    return player ? `${player.name}'s` : 'no player\'s';
  };
  const effect = game.undoEffect(action);
  if (action.type === 'undo') {
    const foreign = effect.gone.find((taken) => String(controller(taken)?.id) !== String(seat));
    if (!foreign) return;
    throw new ApiError(
      403,
      'auth/not_your_action',
      `your seat (player ${seat}) may undo only its own moves, and this undo would take back action ${foreign.id} (${foreign.type} of ${foreign.entity_type} ${String(foreign.entity)}, ${whose(foreign)})`,
      { action_id: foreign.id },
    );
  }
  const undo = effect.reverses;
  if (undo && String(controller(undo)?.id) !== String(seat)) {
    throw new ApiError(
      403,
      'auth/not_your_undo',
      `your seat (player ${seat}) may redo only its own undo, and this redo would reverse action ${undo.id}, ${whose(undo)} undo`,
      { action_id: undo.id },
    );
  }
}
