/**
 * Seat tokens: who may act in a game. Creating a game hands out one token per player and an
 * owner token; only their SHA-256 hashes are stored, so the database alone acts for nobody.
 *
 * A seat acts for its player and for the corporations, minors and companies that player
 * controls (the engine's `playerOf`); the owner token acts for every seat, as at a table where
 * one device is passed around (hotseat). A seat takes back only its own moves: an undo only
 * actions of entities it controls, a redo only what an undo of its own took back. Reading a game
 * needs no token; with one, a reader sees what that seat may of hidden information (viewerOf).
 */
import { createHash, randomBytes } from 'node:crypto';
import { everySeatViewer, playerViewer, WATCHER, type Action, type Game, type Viewer } from '../runtime/index.js';
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
 * Throws 403 unless the seat may act for the action's entity, and for the entity of every auto
 * action it carries (each is applied with it: a seat cannot slip another player's move in as one).
 * An entity must exist for the rule to apply; one that does not is left for the engine to refuse
 * (422). Control is judged as the game stands before the action.
 */
export function checkSeatActs(game: Game, seat: PlayerId | null, action: Action): void {
  if (seat === null) return;
  checkSeatActsFor(game, seat, action);
  for (const auto of action.auto_actions ?? []) checkSeatActs(game, seat, auto);
}

function checkSeatActsFor(game: Game, seat: PlayerId, action: Action): void {
  const actor = game.actorOf(action);
  if (game.kindOf(actor) === undefined) return;
  const player = game.playerOf(actor);
  if (player && String(player.id) === String(seat)) return;
  const controller = player ? `it is controlled by ${player.name}` : 'no player controls it';
  throw new ApiError(403, 'auth/not_your_entity', `your seat (player ${seat}) cannot act for ${action.entity_type} ${String(action.entity)}: ${controller}`, { entity: String(action.entity) });
}

/**
 * An action's `user` (18xx.games: who sent it, when not the entity's player) is the token's to
 * say: a seat may name only itself, the owner token (which acts for every seat) any player of
 * the game; anything else is 403 `auth/not_your_user`, in auto actions too. Left out, it stays out.
 */
export function checkUser(players: readonly { readonly id: PlayerId }[], seat: PlayerId | null, action: Action): void {
  const user = (action as { readonly user?: unknown }).user;
  if (user !== undefined) {
    const allowed = seat === null ? players.some((p) => String(p.id) === String(user)) : String(user) === String(seat);
    if (!allowed) {
      const who = seat === null ? 'a player of this game' : `your own player (${seat})`;
      throw new ApiError(403, 'auth/not_your_user', `the action's user ${JSON.stringify(user)} is not ${who}: user says who sent it`, { entity: String(user) });
    }
  }
  for (const auto of action.auto_actions ?? []) checkUser(players, seat, auto);
}

/**
 * Who a read request is, for hidden information: a seat sees its player's secrets, the owner
 * token every seat's, no token (a watcher) none. A token that is not one of the game's is 401.
 */
export function viewerOf(game: Game, tokens: ReadonlyMap<string, PlayerId | null>, token: string | undefined): Viewer {
  if (token === undefined) return WATCHER;
  const seat = seatOf(tokens, token);
  return seat === null ? everySeatViewer(game) : playerViewer(seat);
}

/** The token of an optional `Authorization: Bearer` header (a read that may be anonymous). */
export function optionalBearerToken(header: string | undefined): string | undefined {
  return header === undefined || header === '' ? undefined : bearerToken(header);
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
