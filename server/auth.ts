/**
 * Seat tokens: who may act in a game. Creating a game hands out one token per player and an
 * owner token; only their SHA-256 hashes are stored, so the database alone acts for nobody.
 *
 * A seat acts for its player and for the corporations, minors and companies that player
 * controls (the engine's `playerOf`); the owner token acts for every seat, as at a table where
 * one device is passed around (hotseat). Reading a game needs no token.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Game } from '../runtime/index.js';
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
