/**
 * The map at the start of a game (Game::Base#init_hexes): every hex with its preprinted tile,
 * empty token slots, and the reservations of home cities and `reservation` abilities.
 */
import type { TitleDefinition } from '../title/definition.js';
import type { TileGeometry } from './geometry.js';
import { findReservation, insertReservation, openSlot } from './slots.js';
import type { HexState, MapState } from './state.js';
import { tileCatalog } from './tiles.js';
import { mapError } from './errors.js';

interface PendingReservation {
  readonly entity: string;
  readonly city?: number;
  readonly slot?: number;
}

export function initialMapState(definition: TitleDefinition): MapState {
  const catalog = tileCatalog(definition);
  const hexes: Record<string, HexState> = {};
  for (const hex of definition.hexes) {
    const tile = catalog.preprinted(hex.id, 0);
    hexes[hex.id] = {
      tileId: hex.tileId,
      rotation: 0,
      tokens: tile.cities.map((c) => new Array<string | null>(tile.nodes[c].slots).fill(null)),
      slotReservations: tile.cities.map(() => []),
      tileReservations: [],
    };
  }

  // Homes first (corporations in order, or minors where the title says: the reference's
  // reservation_corporations), then reservation abilities of corporations and then companies,
  // as the reference collects them.
  const pending = new Map<string, PendingReservation[]>();
  const add = (hexId: string, r: PendingReservation): void => {
    if (!hexes[hexId]) throw mapError('unknown_hex', `reservation on ${hexId}, which is not on the map`);
    let list = pending.get(hexId);
    if (!list) pending.set(hexId, (list = []));
    list.push(r);
  };
  const reserving = definition.rules.homeReservations ?? 'corporations';
  const homes = [...(reserving === 'minors' ? [] : definition.corporations), ...(reserving === 'corporations' ? [] : definition.minors)];
  for (const corp of homes) {
    if (corp.coordinates === undefined) continue;
    const coords = typeof corp.coordinates === 'string' ? [corp.coordinates] : corp.coordinates;
    for (const hexId of coords) add(hexId, { entity: corp.sym, city: corp.city });
  }
  for (const entity of [...definition.corporations, ...definition.companies]) {
    for (const ability of entity.abilities) {
      if (ability.type === 'reservation') add(ability.hex, { entity: entity.sym, city: ability.city, slot: ability.slot });
    }
  }

  for (const hex of definition.hexes) {
    const list = pending.get(hex.id);
    if (!list) continue;
    const tile = catalog.preprinted(hex.id, 0);
    for (const r of list) addReservation(hexes[hex.id], tile, r.entity, r.city, r.slot);
  }
  return { hexes, placed: {} };
}

/**
 * Tile#add_reservation!: a one-city tile reserves city 0; a city without a given slot takes the
 * entity's reserved slot or the first open one; with no city (or no open slot) the whole tile
 * is reserved.
 */
export function addReservation(state: HexState, tile: TileGeometry, entity: string, city?: number, slot?: number): void {
  const cityIndex = tile.cities.length === 1 ? 0 : city;
  if (cityIndex !== undefined) {
    const tokens = state.tokens[cityIndex];
    if (!tokens) throw mapError('no_city', `reservation of ${entity} names city ${cityIndex}, which the tile lacks`);
    const reservations = state.slotReservations[cityIndex];
    let at = slot;
    if (at === undefined) {
      const own = findReservation({}, reservations, entity);
      at = own >= 0 ? own : openSlot(tokens, reservations);
    }
    if (at >= 0) {
      insertReservation(reservations, at, entity);
      return;
    }
  }
  state.tileReservations.push(entity);
}
