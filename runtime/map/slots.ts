/**
 * Token slots and reservations of one city, on the plain arrays of `HexState` (the reference's
 * Part::City slot logic). Shared by token placement and by tile lays, which move tokens.
 *
 * A city's `tokens` array has one entry per slot and can grow past the printed slots for a
 * "cheater" token; its `reservations` array is indexed like the slots but may be shorter or
 * longer (the reference inserts reservations at a slot index and pads with nulls).
 */
import { holds, type MapContext } from './context.js';
import { mapError } from './errors.js';

type OwnerCtx = Pick<MapContext, 'ownerOf'>;

/** Index of the reservation held by (or for) the corporation, or -1. */
export function findReservation(ctx: OwnerCtx, reservations: readonly (string | null)[], corporation: string): number {
  for (let i = 0; i < reservations.length; i++) {
    const r = reservations[i];
    if (r !== null && holds(ctx, r, corporation)) return i;
  }
  return -1;
}

/** First slot with neither a token nor a reservation, or -1. */
export function openSlot(tokens: readonly (string | null)[], reservations: readonly (string | null)[]): number {
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === null && (reservations[i] ?? null) === null) return i;
  }
  return -1;
}

/** Free, unreserved slots. */
export function availableSlots(tokens: readonly (string | null)[], reservations: readonly (string | null)[]): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) if (tokens[i] === null && (reservations[i] ?? null) === null) n++;
  return n;
}

/**
 * The slot a corporation's token would take (City#get_slot): its reserved slot, else the first
 * open one; a cheater takes an open slot or a new one past the end. -1 for none.
 */
export function slotFor(
  ctx: OwnerCtx,
  tokens: readonly (string | null)[],
  reservations: readonly (string | null)[],
  corporation: string,
  cheater = false,
): number {
  const open = openSlot(tokens, reservations);
  if (cheater) return open >= 0 ? open : tokens.length;
  const reserved = findReservation(ctx, reservations, corporation);
  return reserved >= 0 ? reserved : open;
}

/**
 * Put a token into a city (City#exchange_token): into `slotFor`, growing the array for a cheater.
 * Keeps the reference's special case of two reservations on a one-slot city (1858): the token
 * goes to slot 0 and the reservations swap, so the other holder gets the slot the upgrade adds.
 * Returns the slot; throws `map/no_slot` when there is none.
 */
export function exchangeToken(
  ctx: OwnerCtx,
  tokens: (string | null)[],
  reservations: (string | null)[],
  normalSlots: number,
  corporation: string,
  cheater = false,
): number {
  let slot = slotFor(ctx, tokens, reservations, corporation, cheater);
  if (slot === 1 && normalSlots === 1 && reservations.filter((r) => r !== null).length === 2) {
    slot = 0;
    reservations.reverse();
  }
  if (slot < 0) throw mapError('no_slot', `no slot for ${corporation}'s token`);
  while (tokens.length < slot) tokens.push(null);
  tokens[slot] = corporation;
  return slot;
}

/** Ruby's Array#insert: insert at an index, padding with nulls when it lies past the end. */
export function insertReservation(reservations: (string | null)[], slot: number, entity: string): void {
  while (reservations.length < slot) reservations.push(null);
  reservations.splice(slot, 0, entity);
}

/** Clear the entity's own reservation in a city (City#remove_reservation!: exact entity only). */
export function clearReservation(reservations: (string | null)[], entity: string): void {
  const i = reservations.indexOf(entity);
  if (i >= 0) reservations[i] = null;
}
