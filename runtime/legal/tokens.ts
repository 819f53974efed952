/** Station-token choices: a city as a legal action, under the id actions give it. */
import type { Game } from '../engine/contract.js';
import { mapContext } from '../engine/map-access.js';
import { cityId, type CityRef } from '../map/tokens.js';
import { legalBase } from './base.js';
import type { PlaceTokenLegal } from './types.js';

export function tokenLegal(game: Game, actor: string, city: CityRef, price: number, tokenType?: string): PlaceTokenLegal {
  const slots = game.state.map.hexes[city.hexId].tokens[city.cityIndex] ?? [];
  const slot = Math.max(0, slots.indexOf(null));
  return { type: 'place_token', ...legalBase(game, actor), city: cityId(mapContext(game), city.hexId, city.cityIndex), hex: city.hexId, cityIndex: city.cityIndex, slot, price, ...(tokenType === undefined ? {} : { tokenType }) };
}
