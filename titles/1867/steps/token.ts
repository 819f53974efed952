/**
 * 1867's tokens: a station costs its printed price times its distance in hexes from the nearest
 * station the corporation already has (as the crow flies).
 */
import {
  type ActionOf,
  check,
  mapContext,
  nextToken,
  placeStationToken,
  tokenPlacements,
  TokenStep,
  tokened,
  corporationGraph,
  hexCoordinates,
  hexDistance,
  resolveCityId,
  passLegal,
  tokenLegal,
  type LegalAction,
  type Game,
} from '../../../runtime/sdk.js';

/** The distance from the corporation's nearest placed station to a hex. */
export function distanceFromStations(game: Game, sym: string, hexId: string): number {
  const { axes, layout } = game.title.meta;
  const to = hexCoordinates(hexId, axes);
  let best = Number.POSITIVE_INFINITY;
  for (const t of game.operator(sym).tokens) if (t.used && t.hex) best = Math.min(best, hexDistance(hexCoordinates(t.hex, axes), to, layout));
  return best;
}

export default class Token1867 extends TokenStep {
  private priceIn(sym: string, hexId: string): number {
    const token = this.game.operator(sym).tokens[nextToken(this.game, sym)];
    return token.price * distanceFromStations(this.game, sym, hexId);
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const types = this.actions(entity);
    const cash = this.game.operator(entity).cash;
    const tokens = types.includes('place_token')
      ? tokenPlacements(this.game, entity)
          .map(({ city }) => ({ city, price: this.priceIn(entity, city.hexId) }))
          .filter(({ price }) => price <= cash)
          .map(({ city, price }) => tokenLegal(this.game, entity, city, price))
      : [];
    return types.includes('pass') ? [...tokens, passLegal(this.game, entity)] : tokens;
  }

  override process_place_token(action: ActionOf<'place_token'>): void {
    const sym = String(action.entity);
    check(!this.round.get(tokened), 'token/already_placed', `${sym} has already placed a token this turn`, { action, entity: sym });
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
    check(corporationGraph(ctx, sym).isCityConnected(city.hexId, city.cityIndex), 'token/not_connected', `${sym} cannot reach ${city.hexId}`, { action, entity: city.hexId });
    placeStationToken(this.game, sym, city, nextToken(this.game, sym), { price: this.priceIn(sym, city.hexId) });
    this.round.set(tokened, true);
    this.pass();
  }
}
