/**
 * Station tokens from the engine's side: which token an operator places next, placing it (with
 * its price and the map's slot rules), and the home token an operator places when it first
 * operates (or when the title says).
 */
import { GameError } from '../core/errors.js';
import { placeHomeToken as mapPlaceHomeToken, placeToken, tokenRefusal, type CityRef } from '../map/tokens.js';
import type { Game } from './contract.js';
import { mapContext } from './map-access.js';
import { spend } from './money.js';
import { pendingTokens } from './steps/vars.js';

/** The token kinds an operator has: its own (`normal`) and `extra_tokens` kinds. */
export const NORMAL_TOKEN = 'normal';

/** Index of the operator's next unplaced token of a kind (its own by default), or -1. */
export function nextToken(game: Game, sym: string, type: string = NORMAL_TOKEN): number {
  const tokens = game.operator(sym).tokens;
  for (let i = 0; i < tokens.length; i++) if (!tokens[i].used && (tokens[i].type ?? NORMAL_TOKEN) === type) return i;
  return -1;
}

/** The kinds of the operator's unplaced tokens, each once, in token order (the reference's `tokens_by_type`). */
export function unplacedTokenTypes(game: Game, sym: string): string[] {
  const types: string[] = [];
  for (const t of game.operator(sym).tokens) if (!t.used && !types.includes(t.type ?? NORMAL_TOKEN)) types.push(t.type ?? NORMAL_TOKEN);
  return types;
}

export interface PlaceOptions {
  /** Pay nothing (home tokens, teleports). */
  readonly free?: boolean;
  /** Pay this instead of the token's own price (a token ability's price). */
  readonly price?: number;
  /** Skip the city's slot and reservation rules. */
  readonly checkTokenable?: boolean;
  readonly cheater?: boolean;
}

const REFUSALS: Record<string, string> = {
  'token/no_city': 'there is no such city',
  'token/no_slots': 'no token slots are available',
  'token/existing_token': 'it already has a token on this hex',
  'token/blocked_reservation': 'the remaining slots are reserved',
};

/** Places `sym`'s token number `tokenIndex` in a city and pays for it (unless free). */
export function placeStationToken(game: Game, sym: string, city: CityRef, tokenIndex: number, options: PlaceOptions = {}): void {
  const corp = game.operator(sym);
  const token = corp.tokens[tokenIndex];
  if (!token || token.used) throw new GameError('token/none_left', `${sym} has no token left to place`, { entity: sym });
  const ctx = mapContext(game);
  if (options.checkTokenable ?? true) {
    const refusal = tokenRefusal(ctx, city.hexId, city.cityIndex, sym, { cheater: options.cheater, ...(token.corporation === undefined ? {} : { owner: token.corporation }) });
    if (refusal) throw new GameError(refusal, `${sym} cannot place a token on ${city.hexId}: ${REFUSALS[refusal] ?? refusal}`, { entity: city.hexId });
  }
  const price = options.price ?? token.price;
  const free = options.free || price <= 0;
  if (!free && price > corp.cash) {
    throw new GameError('token/cannot_afford', `${sym} cannot afford a token for ${game.money(price)} on ${city.hexId} (it has ${game.money(corp.cash)})`, { entity: sym });
  }
  // A token of another corporation's (a neutral one) becomes that corporation's station.
  const owner = token.corporation ?? sym;
  placeToken(ctx, city.hexId, city.cityIndex, owner, { check: false, cheater: options.cheater });
  token.used = true;
  token.hex = city.hexId;
  token.city = city.cityIndex;
  if (!free) spend(game, sym, 'bank', price);
  if (owner !== sym) {
    corp.tokens.splice(tokenIndex, 1);
    game.operator(owner).tokens.push(token);
  }
  game.log.emit('token_placed', { operator: sym, hex: city.hexId, city: city.cityIndex, cost: free ? 0 : price, ...(owner !== sym ? { for: owner } : {}) });
}

/**
 * The home token: placed on the reserved (or first) city of the home hex; where the hex has
 * track and several cities the corporation must choose, which the home_token step asks.
 */
export function placeHomeToken(game: Game, sym: string): void {
  if (!game.isOperator(sym)) return;
  const corp = game.operator(sym);
  if (nextToken(game, sym) < 0 || corp.tokens[0]?.used) return;
  const pending = game.round.has(pendingTokens) ? game.round.get(pendingTokens) : undefined;
  const ctx = mapContext(game);
  const moved = game.state.overrides.homes?.[sym];
  const result = mapPlaceHomeToken(ctx, sym, moved ? { home: moved } : {});
  if (result.kind === 'placed') {
    const token = corp.tokens[nextToken(game, sym)];
    token.used = true;
    token.hex = result.hexId;
    token.city = result.cityIndex;
    game.log.emit('token_placed', { operator: sym, hex: result.hexId, city: result.cityIndex, cost: 0, home: true });
  } else if (result.kind === 'choose' && pending && !pending.some((p) => p.entity === sym)) {
    pending.push({ entity: sym, hexes: [...result.hexIds] });
  }
  game.round.clearCache();
}
