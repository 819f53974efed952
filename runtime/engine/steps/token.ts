/** The operator places a station token in a city its track reaches. */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { canToken, corporationGraph } from '../../map/graph.js';
import { resolveCityId } from '../../map/tokens.js';
import { mapContext } from '../map-access.js';
import type { RoundVar } from '../round-vars.js';
import { Step } from '../step.js';
import { nextToken, placeStationToken } from '../tokens.js';
import { tokened } from './vars.js';

const TOKEN_ACTIONS: readonly string[] = ['place_token', 'pass'];

export class TokenStep extends Step {
  description(): string {
    return 'Place a Token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [tokened];
  }

  override setup(): void {
    this.round.set(tokened, false);
  }

  canPlaceToken(entity: string): boolean {
    if (entity !== this.currentEntity() || this.round.get(tokened)) return false;
    const index = nextToken(this.game, entity);
    if (index < 0) return false;
    const op = this.game.operator(entity);
    return op.tokens[index].price <= op.cash && canToken(mapContext(this.game), entity);
  }

  override actions(entity: string): readonly string[] {
    return this.game.isOperator(entity) && this.canPlaceToken(entity) ? TOKEN_ACTIONS : [];
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const entity = String(action.entity);
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
    const graph = corporationGraph(ctx, entity);
    check(graph.isCityConnected(city.hexId, city.cityIndex), 'token/not_connected', `${entity} cannot reach ${city.hexId}`, { action, entity: city.hexId, rule: 'tokens go where the operator’s track reaches' });
    check(!this.round.get(tokened), 'token/already_placed', `${entity} has already placed a token this turn`, { action, entity });
    placeStationToken(this.game, entity, city, nextToken(this.game, entity));
    this.round.set(tokened, true);
    this.pass();
  }
}
