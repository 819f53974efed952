/**
 * An operator placing a station token in its turn (the reference's Tokener): in a city its track
 * connects to, at its next token's price — or by one of its own `token` abilities, at the
 * ability's price where the hex is reachable and at its `teleport_price` elsewhere (no connection
 * needed then); an ability used this way is gone. One token per turn.
 */
import type { ActionOf } from '../actions/types.js';
import { check } from '../core/errors.js';
import { corporationGraph, tokenableCities, type GraphExtras } from '../map/graph.js';
import { canToken, connectsCity } from '../map/graph-walks.js';
import { resolveCityId, type CityRef } from '../map/tokens.js';
import type { TokenAbility } from '../title/abilities.js';
import { abilities, removeAbility, type ActiveAbility } from './abilities.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { buyingPower } from './money.js';
import { NORMAL_TOKEN, nextToken, placeStationToken, unplacedTokenTypes } from './tokens.js';

/** The graph additions of the operator's own token abilities (not its companies'): hexes they reach without track (a teleport price). */
export function tokenExtras(game: Game, operator: string): GraphExtras | undefined {
  return extrasOf(operator, abilities(game, operator, 'token'));
}

/** `tokenExtras` from the operator's token abilities already found (its companies' too, which it leaves out). */
function extrasOf(operator: string, tokenAbilities: readonly ActiveAbility<TokenAbility>[]): GraphExtras | undefined {
  if (tokenAbilities.length === 0) return undefined; // most operators: no lists built to find nothing
  const hexes = tokenAbilities.filter((ref) => ref.owner === operator && ref.def.teleportPrice !== undefined).flatMap((ref) => ref.def.hexes);
  return hexes.length ? { tokenHexes: hexes } : undefined;
}

/** Whether the operator can place a token now: one left, affordable at some price, a city to take it. */
export function canPlaceToken(game: Game, operator: string): boolean {
  const kinds = unplacedTokenTypes(game, operator);
  if (kinds.length === 0) return false;
  const tokens = game.operator(operator).tokens;
  let cheapest = Infinity;
  for (const kind of kinds) cheapest = Math.min(cheapest, tokens[nextToken(game, operator, kind)].price);
  // As the reference's `min_token_price`: the prices of every token ability the operator has,
  // its companies' too (1846's C&WI: a free token in Chicago), keep the step open for a token.
  // Found once for both questions (the step asks this after every action of a turn).
  const tokenAbilities = abilities(game, operator, 'token');
  for (const ref of tokenAbilities) {
    if (ref.def.price !== undefined) cheapest = Math.min(cheapest, ref.def.price);
    if (ref.def.teleportPrice !== undefined) cheapest = Math.min(cheapest, ref.def.teleportPrice);
  }
  if (cheapest > buyingPower(game, operator, 'token')) return false;
  const extras = extrasOf(operator, tokenAbilities);
  return kinds.some((kind) => canToken(mapContext(game), operator, { extras, ...ownerOf(game, operator, kind) }));
}

/** Whose station a token of this kind becomes, when not the operator's (a neutral token). */
function ownerOf(game: Game, operator: string, kind: string): { owner?: string } {
  const owner = game.operator(operator).tokens[nextToken(game, operator, kind)]?.corporation;
  return owner === undefined ? {} : { owner };
}

/**
 * The token ability that applies to an operator's token in a city: its own, or one of a company
 * it owns (the reference's `adjust_token_price_ability!`: 1846's C&WI makes the owning
 * corporation's token in its Chicago slot free, and a new token).
 */
function tokenAbilityIn(game: Game, operator: string, city: CityRef): ActiveAbility<TokenAbility> | undefined {
  // A `special_only` ability is used by its company's own action (the special token step), never here.
  return abilities(game, operator, 'token').find((ref) => !ref.def.specialOnly && ref.def.hexes.includes(city.hexId) && (ref.def.city === undefined || ref.def.city === city.cityIndex));
}

/** The price of the operator's next token (of a kind) in a city: its own, or that of a token ability for the city. */
function priceIn(game: Game, operator: string, city: CityRef, reachable: boolean, kind: string = NORMAL_TOKEN): { price: number; ability?: ActiveAbility<TokenAbility> } {
  const ability = tokenAbilityIn(game, operator, city);
  const own = game.operator(operator).tokens[nextToken(game, operator, kind)]?.price ?? 0;
  if (!ability) return { price: own };
  const price = reachable ? (ability.def.price ?? ability.def.teleportPrice) : (ability.def.teleportPrice ?? ability.def.price);
  return { price: price ?? own, ability };
}

/**
 * Every city where `placeOperatorToken` would place the operator's next token now, with its
 * price — for each kind of token it has left (its own first; `tokenType` absent for its own).
 */
export function tokenPlacements(game: Game, operator: string): { readonly city: CityRef; readonly price: number; readonly tokenType?: string }[] {
  const kinds = unplacedTokenTypes(game, operator);
  if (kinds.length === 0) return [];
  const ctx = mapContext(game);
  const graph = corporationGraph(ctx, operator);
  const cash = game.operator(operator).cash;
  const out: { city: CityRef; price: number; tokenType?: string }[] = [];
  const extras = tokenExtras(game, operator);
  for (const kind of kinds) {
    for (const city of tokenableCities(ctx, operator, { extras, ...ownerOf(game, operator, kind) })) {
      const { price, ability } = priceIn(game, operator, city, graph.isReachable(city.hexId), kind);
      if (ability?.def.teleportPrice === undefined && !graph.isCityConnected(city.hexId, city.cityIndex)) continue;
      if (price > 0 && price > cash) continue;
      out.push(kind === NORMAL_TOKEN ? { city, price } : { city, price, tokenType: kind });
    }
  }
  return out;
}

/** Validates and places the token a `place_token` action names, paying its price. */
export function placeOperatorToken(game: Game, action: ActionOf<'place_token'>): void {
  const operator = game.actorOf(action);
  const ctx = mapContext(game);
  const city = resolveCityId(ctx, action.city);
  check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
  const ability = tokenAbilityIn(game, operator, city);
  const teleport = ability?.def.teleportPrice !== undefined;
  // With a token ability the graph answers both questions; else a walk that stops at the city.
  const graph = ability ? corporationGraph(ctx, operator) : undefined;
  check(teleport || (graph ? graph.isCityConnected(city.hexId, city.cityIndex) : connectsCity(ctx, operator, city.hexId, city.cityIndex)), 'token/not_connected', `${operator} cannot reach ${city.hexId}`, { action, entity: city.hexId, rule: 'tokens go where the operator’s track reaches' });
  const kind = action.token_type ?? NORMAL_TOKEN;
  let index = nextToken(game, operator, kind);
  check(index >= 0 || kind === NORMAL_TOKEN, 'token/none_left', `${operator} has no ${kind} token left`, { action, entity: operator });
  let price: number | undefined;
  if (ability && graph) price = graph.isReachable(city.hexId) ? (ability.def.price ?? ability.def.teleportPrice) : (ability.def.teleportPrice ?? ability.def.price);
  // A company's token ability gives the operator a new token (unless `from_owner`), as the reference.
  if (ability && ability.owner !== operator && !ability.def.fromOwner && index >= 0) {
    const tokens = game.operator(operator).tokens;
    tokens.push({ price: price ?? 0, used: false });
    index = tokens.length - 1;
  }
  placeStationToken(game, operator, city, index, price === undefined ? {} : { price });
  if (ability) removeAbility(game, ability);
}
