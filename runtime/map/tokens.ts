/**
 * Station tokens and reservations on the map: may a corporation token a city, place or remove
 * a token, promise one, resolve a city id from an action, place a home token (Part::City#tokenable?,
 * #place_token, Tile#token_blocked_by_reservation?, Game::Base#place_home_token).
 *
 * Money, the corporation's supply of tokens and connectivity are the caller's; these functions
 * only judge and change slots. Every mutation invalidates the board.
 */
import type { TileReservationBlocksOthers } from '../title/definition.js';
import { boardFor, invalidateMap } from './board.js';
import { holds, type MapContext } from './context.js';
import type { TileGeometry } from './geometry.js';
import { availableSlots, clearReservation, exchangeToken, findReservation, openSlot, slotFor } from './slots.js';
import { NEUTRAL_TOKEN, type HexState } from './state.js';

export { NEUTRAL_TOKEN };
import { splitTileId, tileCatalog } from './tiles.js';
import { splitIndexedId } from '../core/ids.js';
import { mapError } from './errors.js';

export type TokenRefusal = 'token/no_city' | 'token/no_slots' | 'token/existing_token' | 'token/blocked_reservation';

export interface TokenOptions {
  /** Take a slot past the printed ones if none is free (a "cheater" token). */
  readonly cheater?: boolean;
  /** Allow a second token of the corporation on the same hex. */
  readonly sameHexAllowed?: boolean;
  /**
   * Whose station the token becomes when not the placer's (a neutral token): it needs a slot, and
   * no station on the hex, of its own; reservations are still the placer's.
   */
  readonly owner?: string;
}

export interface CityRef {
  readonly hexId: string;
  readonly cityIndex: number;
}

function hexState(ctx: MapContext, hexId: string): HexState {
  const state = Object.hasOwn(ctx.map.hexes, hexId) ? ctx.map.hexes[hexId] : undefined;
  if (!state) throw mapError('unknown_hex', `${hexId}`);
  return state;
}

function geometryOf(ctx: MapContext, hexId: string): TileGeometry {
  return tileCatalog(ctx.definition).forHex(hexId, hexState(ctx, hexId));
}

/** Whether the tile-level reservation list names the corporation (or a company it owns). */
export function tileReservedBy(ctx: MapContext, hexId: string, corporation: string): boolean {
  return hexState(ctx, hexId).tileReservations.some((r) => holds(ctx, r, corporation));
}

/** Whether a city of the hex holds a reservation for the corporation. */
export function cityReservedBy(ctx: MapContext, hexId: string, cityIndex: number, corporation: string): boolean {
  return findReservation(ctx, hexState(ctx, hexId).slotReservations[cityIndex] ?? [], corporation) >= 0;
}

/**
 * Tile#token_blocked_by_reservation?: whether the whole-tile reservations keep the corporation
 * out. Preprinted tiles always use the `never` rule (the reference only gives laid tiles the
 * title's TILE_RESERVATION_BLOCKS_OTHERS).
 */
export function tokenBlockedByReservation(ctx: MapContext, hexId: string, corporation: string): boolean {
  const state = hexState(ctx, hexId);
  if (state.tileReservations.length === 0) return false;
  const tile = geometryOf(ctx, hexId);
  const mode: TileReservationBlocksOthers = tile.preprinted ? 'never' : ctx.definition.rules.tileReservationBlocksOthers;
  if (mode === 'always' || (mode === 'single_slot_cities' && tile.cities.some((c) => (state.tokens[tile.nodes[c].cityIndex]?.length ?? 0) === 1))) {
    return !state.tileReservations.includes(corporation);
  }
  const others = state.tileReservations.filter((r) => r !== corporation).length;
  let free = 0;
  for (let c = 0; c < tile.cities.length; c++) free += availableSlots(state.tokens[c] ?? [], state.slotReservations[c] ?? []);
  return others >= free;
}

/**
 * Whether the corporation may put a token in this city, ignoring money, its token supply and
 * connectivity (City#tokenable?). Returns null when it may, else why not.
 */
export function tokenRefusal(ctx: MapContext, hexId: string, cityIndex: number, corporation: string, options: TokenOptions = {}): TokenRefusal | null {
  const state = hexState(ctx, hexId);
  const tokens = state.tokens[cityIndex];
  if (!tokens) return 'token/no_city';
  const reservations = state.slotReservations[cityIndex] ?? [];
  const owner = options.owner ?? corporation;
  if (slotFor(ctx, tokens, reservations, owner, options.cheater ?? false) < 0) return 'token/no_slots';
  if (!options.sameHexAllowed && state.tokens.some((city) => city.includes(owner))) return 'token/existing_token';
  if (findReservation(ctx, reservations, corporation) >= 0) return null;
  if (tokenBlockedByReservation(ctx, hexId, corporation) && !options.cheater) return 'token/blocked_reservation';
  return null;
}

/**
 * Put the corporation's token in a city (City#place_token without the money): checks
 * `tokenRefusal` unless `check` is false, fills the slot, and drops the corporation's
 * reservations on the tile and on that city. Returns the slot; throws `map/...` errors.
 */
export function placeToken(
  ctx: MapContext,
  hexId: string,
  cityIndex: number,
  corporation: string,
  options: TokenOptions & { readonly check?: boolean } = {},
): number {
  const state = hexState(ctx, hexId);
  const tokens = state.tokens[cityIndex];
  if (!tokens) throw mapError('no_city', `${hexId} has no city ${cityIndex}`);
  if (options.check !== false) {
    const refusal = tokenRefusal(ctx, hexId, cityIndex, corporation, options);
    if (refusal) throw mapError(refusal.slice('token/'.length), `${corporation} cannot token ${hexId} city ${cityIndex}`, corporation);
  }
  const tile = geometryOf(ctx, hexId);
  const reservations = state.slotReservations[cityIndex] ?? (state.slotReservations[cityIndex] = []);
  const slot = exchangeToken(ctx, tokens, reservations, tile.nodes[tile.cities[cityIndex]].slots, corporation, options.cheater ?? false);
  state.tileReservations = state.tileReservations.filter((r) => r !== corporation);
  clearReservation(reservations, corporation);
  fulfilPromise(state, corporation);
  invalidateMap(ctx.map, [hexId]);
  return slot;
}

/**
 * Marks a hex with a corporation's token to come (`HexState.promisedTokens`): only shown, it
 * takes no slot and changes no rule until the token is placed, which fulfils it.
 */
export function promiseToken(ctx: MapContext, hexId: string, corporation: string): void {
  const state = hexState(ctx, hexId);
  if (state.promisedTokens?.includes(corporation)) return;
  state.promisedTokens = [...(state.promisedTokens ?? []), corporation];
  invalidateMap(ctx.map, [hexId]);
}

function fulfilPromise(state: HexState, corporation: string): void {
  if (!state.promisedTokens?.includes(corporation)) return;
  const left = state.promisedTokens.filter((p) => p !== corporation);
  if (left.length > 0) state.promisedTokens = left;
  else delete state.promisedTokens;
}

/** Take the corporation's token out of a city (Token#remove!). Returns whether one was there. */
export function removeToken(ctx: MapContext, hexId: string, cityIndex: number, corporation: string): boolean {
  const tokens = hexState(ctx, hexId).tokens[cityIndex];
  if (!tokens) return false;
  let found = false;
  for (let i = 0; i < tokens.length; i++) {
    if (tokens[i] === corporation) {
      tokens[i] = null;
      found = true;
    }
  }
  if (found) invalidateMap(ctx.map, [hexId]);
  return found;
}

/** Puts a neutral token in a city's first open slot (a title's setup: 1867's Timmins and Montreal). */
export function placeNeutralToken(ctx: MapContext, hexId: string, cityIndex: number): void {
  const state = hexState(ctx, hexId);
  const tokens = state.tokens[cityIndex];
  if (!tokens) throw mapError('no_city', `${hexId} has no city ${cityIndex}`);
  const slot = openSlot(tokens, state.slotReservations[cityIndex] ?? []);
  if (slot < 0) throw mapError('no_slots', `${hexId} city ${cityIndex} has no open slot for a neutral token`);
  tokens[slot] = NEUTRAL_TOKEN;
  invalidateMap(ctx.map, [hexId]);
}

/** Takes every neutral token off the map; returns how many there were. */
export function removeNeutralTokens(ctx: MapContext): number {
  let removed = 0;
  for (const state of Object.values(ctx.map.hexes)) {
    for (const city of state.tokens) {
      for (let i = 0; i < city.length; i++) {
        if (city[i] === NEUTRAL_TOKEN) {
          city[i] = null;
          removed++;
        }
      }
    }
  }
  if (removed) invalidateMap(ctx.map);
  return removed;
}

/** Every city holding the corporation's token, in hex order then city order. */
export function tokenedCities(ctx: MapContext, corporation: string): CityRef[] {
  const out: CityRef[] = [];
  for (const hexId of boardFor(ctx).grid.ids) {
    hexState(ctx, hexId).tokens.forEach((city, cityIndex) => {
      if (city.includes(corporation)) out.push({ hexId, cityIndex });
    });
  }
  return out;
}

/**
 * The city an action names: `<tile id>-<part index>` (`57-1-0`, `D14-0-0`). The tile is a
 * placed copy (via `placed`) or a hex's preprinted tile. Undefined when it is not on the map.
 */
export function resolveCityId(ctx: MapContext, cityId: string): CityRef | undefined {
  const split = splitIndexedId(cityId, '-');
  if (!split) return undefined;
  const { name: tileId, index: partIndex } = split;
  let hexId: string | undefined = Object.hasOwn(ctx.map.placed, tileId) ? ctx.map.placed[tileId] : undefined;
  if (hexId === undefined) {
    const printedHex = tileCatalog(ctx.definition).preprintedTileIds.get(tileId);
    if (printedHex !== undefined && ctx.map.hexes[printedHex]?.tileName === undefined) hexId = printedHex;
  }
  if (hexId === undefined) return undefined;
  const state = hexState(ctx, hexId);
  if (state.tileId !== tileId) return undefined;
  const tile = geometryOf(ctx, hexId);
  const node = tile.nodes.find((n) => n.partIndex === partIndex && n.kind === 'city');
  return node ? { hexId, cityIndex: node.cityIndex } : undefined;
}

/** The id an action would use for a city: `<tile id>-<part index>`. */
export function cityId(ctx: MapContext, hexId: string, cityIndex: number): string {
  const tile = geometryOf(ctx, hexId);
  const node = tile.nodes[tile.cities[cityIndex]];
  if (!node) throw mapError('no_city', `${hexId} has no city ${cityIndex}`);
  return `${hexState(ctx, hexId).tileId}-${node.partIndex}`;
}

export type HomeTokenResult =
  | { readonly kind: 'placed'; readonly hexId: string; readonly cityIndex: number; readonly slot: number }
  /** The home tile has track and several cities: the corporation chooses (a place_token follows). */
  | { readonly kind: 'choose'; readonly hexIds: readonly string[] }
  /** No home hex, no city there, or no room and cheaters are not allowed. */
  | { readonly kind: 'none' };

/**
 * Place a corporation's home token the way Game::Base#place_home_token does (the caller checks
 * that its first token is unused): on the city reserved for it, else the first city; a tile
 * reservation on a tile that already has track means the corporation must choose.
 */
export function placeHomeToken(
  ctx: MapContext,
  corporation: string,
  options: { readonly cheater?: boolean; readonly sameHexAllowed?: boolean; readonly home?: { readonly coordinates?: string | readonly string[] } } = {},
): HomeTokenResult {
  const def = ctx.definition.corporations.find((c) => c.sym === corporation) ?? ctx.definition.minors.find((m) => m.sym === corporation);
  // A home moved during play (the moveHome effect) replaces the title's.
  const coordinates = options.home?.coordinates ?? def?.coordinates;
  if (coordinates === undefined) return { kind: 'none' };
  if (typeof coordinates !== 'string') return { kind: 'choose', hexIds: coordinates };
  const hexId = coordinates;
  const state = hexState(ctx, hexId);
  const tile = geometryOf(ctx, hexId);
  if (tileReservedBy(ctx, hexId, corporation) && tile.paths.length > 0) return { kind: 'choose', hexIds: [hexId] };
  if (tile.cities.length === 0) return { kind: 'none' };
  let cityIndex = state.slotReservations.findIndex((res) => findReservation(ctx, res, corporation) >= 0);
  if (cityIndex < 0 || cityIndex >= tile.cities.length) cityIndex = 0;
  const sameHexAllowed = options.sameHexAllowed ?? false;
  if (tokenRefusal(ctx, hexId, cityIndex, corporation, { sameHexAllowed }) === null) {
    const slot = placeToken(ctx, hexId, cityIndex, corporation, { sameHexAllowed, check: false });
    return { kind: 'placed', hexId, cityIndex, slot };
  }
  if (options.cheater) {
    const slot = placeToken(ctx, hexId, cityIndex, corporation, { cheater: true, check: false });
    return { kind: 'placed', hexId, cityIndex, slot };
  }
  return { kind: 'none' };
}

/** The first copy of a manifest tile not on the map (`tilesInSupply(ctx, name)[0]`, without listing the rest): what a lay names. */
export function firstTileInSupply(ctx: MapContext, name: string): string | undefined {
  const catalog = tileCatalog(ctx.definition);
  if (catalog.count(name) === Number.POSITIVE_INFINITY) return tilesInSupply(ctx, name)[0];
  for (const id of catalog.copyIds(name)) if (!Object.hasOwn(ctx.map.placed, id)) return id;
  return undefined;
}

/** Copies of a manifest tile not on the map, by id, in index order (the tile supply). */
export function tilesInSupply(ctx: MapContext, name: string): string[] {
  const catalog = tileCatalog(ctx.definition);
  const count = catalog.count(name);
  const out: string[] = [];
  if (count === Number.POSITIVE_INFINITY) {
    // An unlimited tile: the reference keeps one spare copy with the next index.
    let next = 0;
    for (const id of Object.keys(ctx.map.placed)) {
      const t = splitTileId(id);
      if (t.name === name && t.index >= next) next = t.index + 1;
    }
    return [`${name}-${next}`];
  }
  for (const id of catalog.copyIds(name)) if (!Object.hasOwn(ctx.map.placed, id)) out.push(id);
  return out;
}

/**
 * Whether the supply holds a copy of the tile (`tilesInSupply` is not empty), found without
 * listing the copies: every lay asks it.
 */
export function anyTileInSupply(ctx: MapContext, name: string): boolean {
  const catalog = tileCatalog(ctx.definition);
  // An unlimited tile always has its spare copy.
  if (catalog.count(name) === Number.POSITIVE_INFINITY) return true;
  for (const id of catalog.copyIds(name)) if (!Object.hasOwn(ctx.map.placed, id)) return true;
  return false;
}

/**
 * Puts `to`'s token in the slot `from`'s token holds in a city (City#exchange_token after the old
 * token's removal, a merged minor's station becoming its major's): the slot keeps its place, and
 * `to`'s reservations on the tile and in the city are used up as by a placement. Returns whether
 * `from` had a token there.
 */
export function swapToken(ctx: MapContext, hexId: string, cityIndex: number, from: string, to: string): boolean {
  const state = hexState(ctx, hexId);
  const tokens = state.tokens[cityIndex];
  const slot = tokens ? tokens.indexOf(from) : -1;
  if (slot < 0) return false;
  tokens[slot] = to;
  state.tileReservations = state.tileReservations.filter((r) => r !== to);
  clearReservation(state.slotReservations[cityIndex] ?? [], to);
  fulfilPromise(state, to);
  invalidateMap(ctx.map, [hexId]);
  return true;
}
