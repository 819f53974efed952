/** The operating corporation places a station token in a city its track reaches. */
import type { ActionOf, ActionType } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { canToken, corporationGraph } from '../../map/graph.js';
import { resolveCityId } from '../../map/tokens.js';
import { mapContext } from '../map-access.js';
import { Step } from '../step.js';
import { nextToken, placeStationToken } from '../tokens.js';

export class TokenStep extends Step {
  description(): string {
    return 'Place a Token';
  }

  override roundVars(): Record<string, unknown> {
    return { tokened: false };
  }

  override setup(): void {
    this.round.setVar('tokened', false);
  }

  canPlaceToken(entity: string): boolean {
    if (entity !== this.currentEntity() || this.round.vars<boolean>('tokened')) return false;
    const index = nextToken(this.game, entity);
    if (index < 0) return false;
    const corp = this.game.corporation(entity);
    return corp.tokens[index].price <= corp.cash && canToken(mapContext(this.game), entity);
  }

  override actions(entity: string): readonly ActionType[] {
    return this.game.kindOf(entity) === 'corporation' && this.canPlaceToken(entity) ? ['place_token', 'pass'] : [];
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const entity = String(action.entity);
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
    const graph = corporationGraph(ctx, entity);
    check(graph.isCityConnected(city.hexId, city.cityIndex), 'token/not_connected', `${entity} cannot reach ${city.hexId}`, { action, entity: city.hexId, rule: 'tokens go where the corporation’s track reaches' });
    check(!this.round.vars<boolean>('tokened'), 'token/already_placed', `${entity} has already placed a token this turn`, { action, entity });
    placeStationToken(this.game, entity, city, nextToken(this.game, entity));
    this.round.setVar('tokened', true);
    this.pass();
  }
}
