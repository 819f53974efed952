/**
 * Moving an operator's home during play (the `moveHome` effect; a home moved by an optional
 * rule is data, `by_optional_rule`, applied to the title before the game starts): the new hex
 * and city become its home, the map reserves them for it instead of the old home, and its home
 * token goes there when the rules place it. Only a home not yet tokened can move.
 */
import { GameError } from '../core/errors.js';
import { invalidateMap } from '../map/board.js';
import { tileCatalog } from '../map/tiles.js';
import { addReservation } from '../map/init.js';
import { clearReservation } from '../map/slots.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';

/** The hexes an operator's home is on now: moved during play, else its definition's (as the game's options have it). */
export function homeHexes(game: Game, sym: string): readonly string[] {
  const moved = game.state.overrides.homes?.[sym];
  if (moved) return [moved.coordinates];
  const def = game.operatorDef(sym);
  const coordinates = def?.coordinates;
  return coordinates === undefined ? [] : typeof coordinates === 'string' ? [coordinates] : coordinates;
}

export function moveHome(game: Game, sym: string, hex: string, city = 0): void {
  if (!game.isOperator(sym)) throw new GameError('effect/unknown_operator', `no corporation or minor '${sym}' to move the home of`, { entity: sym });
  const operator = game.operator(sym);
  if (operator.tokens[0]?.used) throw new GameError('effect/home_placed', `${sym}'s home token is already on the map: its home cannot move`, { entity: sym });
  const hexes = game.state.map.hexes;
  if (!Object.hasOwn(hexes, hex)) throw new GameError('effect/unknown_hex', `no hex '${hex}' to move ${sym}'s home to`, { entity: hex });
  const tile = tileCatalog(mapContext(game).definition).forHex(hex, hexes[hex]);
  if (!(Number.isInteger(city) && city >= 0 && city < tile.cities.length)) {
    throw new GameError('effect/no_city', `${hex} has ${tile.cities.length} cit${tile.cities.length === 1 ? 'y' : 'ies'}: ${sym}'s home cannot be city ${city}`, { entity: hex });
  }
  // The old home's reservations leave the map with it.
  for (const old of homeHexes(game, sym)) {
    if (!Object.hasOwn(hexes, old)) continue;
    for (const reservations of hexes[old].slotReservations) clearReservation(reservations, sym);
    hexes[old].tileReservations = hexes[old].tileReservations.filter((r) => r !== sym);
  }
  addReservation(hexes[hex], tile, sym, city);
  game.state.overrides.homes = { ...(game.state.overrides.homes ?? {}), [sym]: { coordinates: hex, city } };
  invalidateMap(game.state.map);
  game.log.emit('note', { text: `${sym}'s home moves to ${hex}` });
}
