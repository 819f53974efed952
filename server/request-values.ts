/**
 * Numbers a request names, checked at the edge against what every store can hold: ids and
 * counts are 32-bit integers in Postgres (`integer`), so a game id past 2^31 - 1 is a game that
 * cannot exist (404) and an `after` or `offset` past it a request that cannot be answered (400),
 * on SQLite as on Postgres, instead of a database error (500).
 */
import { ApiError, notFound } from './errors.js';

/** The largest id or count a request may name: Postgres's `integer`. */
export const MAX_ID = 2 ** 31 - 1;

/** The game a path names; 404 for one past the largest id a game can have. */
export function gameIdOf(params: { readonly id: string }): number {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1 || id > MAX_ID) throw notFound('game', params.id);
  return id;
}

/** A whole number from a query string (digits, checked by the route's schema): 400 past `max`. */
export function queryNumber(text: string | undefined, name: string, fallback: number, max = MAX_ID): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value > max) throw new ApiError(400, 'request/invalid', `${name} must be a whole number from 0 to ${max}, not ${text}`, { limit: max });
  return value;
}
