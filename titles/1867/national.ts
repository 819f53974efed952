/**
 * The CN's reserved Montreal station: when Montreal's gray tile is laid and the CN has no
 * station there yet, it takes its reserved token there, in the tile's one city.
 */
import { type Game, nationalState, nationalSym, nextToken, placeStationToken } from '../../runtime/sdk.js';

export function placeNationalReservedToken(game: Game, hexId: string): void {
  const national = nationalSym(game);
  const state = nationalState(game);
  if (national === undefined || state.reservations.length === 0) return;
  const hex = game.state.map.hexes[hexId];
  if (hex.tokens.some((slots) => slots.includes(national))) return;
  if (nextToken(game, national) < 0) return;
  state.reservations = state.reservations.filter((h) => h !== hexId);
  placeStationToken(game, national, { hexId, cityIndex: 0 }, nextToken(game, national), { free: true, checkTokenable: false });
}
