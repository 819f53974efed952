/**
 * After a merger a major keeps at most two stations, on two different hexes: its owner removes
 * stations one at a time (`remove_token`) until it does; it is then left with those two and a
 * third token for $40 on its charter.
 */
import { type TitleAction, check, mapContext, Step, cityId, removeToken, resolveCityId, listedLegal, type LegalAction } from '../../../runtime/sdk.js';
import { settleStations, tokensAboveLimits } from '../merger.js';
import { corporationsRemovingTokens } from '../vars.js';

export default class ReduceTokens extends Step {
  description(): string {
    return 'Choose tokens to remove';
  }

  private surviving(): string | undefined {
    return this.round.has(corporationsRemovingTokens) ? this.round.get(corporationsRemovingTokens)?.[0] : undefined;
  }

  override active(): boolean {
    return this.surviving() !== undefined;
  }

  override activeEntities(): string[] {
    const sym = this.surviving();
    return sym === undefined ? [] : [sym];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.surviving() ? ['remove_token'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (entity !== this.surviving()) return [];
    const ctx = mapContext(this.game);
    const placed = this.game.corporation(entity).tokens.filter((t) => t.used && t.hex !== undefined);
    const hexes = new Set(placed.map((t) => t.hex));
    // Not the removal that would leave its stations all on one hex (refused below).
    const keepsTwo = (i: number) => hexes.size === 1 || new Set(placed.filter((_, j) => j !== i).map((t) => t.hex)).size > 1;
    const listed = placed
      .filter((_, i) => keepsTwo(i))
      .map((t) => ({ city: cityId(ctx, t.hex!, t.city!), slot: this.game.state.map.hexes[t.hex!].tokens[t.city!].indexOf(entity) }));
    return [listedLegal(this.game, entity, 'remove_token', listed)];
  }

  private hexCount(sym: string): number {
    return new Set(this.game.corporation(sym).tokens.filter((t) => t.used).map((t) => t.hex)).size;
  }

  process_remove_token(action: TitleAction<'remove_token', { city: string; slot: number }>): void {
    const sym = String(action.entity);
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city}`, { action, entity: action.city });
    const holder = this.game.state.map.hexes[city.hexId].tokens[city.cityIndex][action.slot];
    check(holder === sym, 'merge/not_own_token', `${sym} has no token in slot ${action.slot} of ${action.city}`, { action, entity: action.city });
    const hexesBefore = this.hexCount(sym);
    removeToken(ctx, city.hexId, city.cityIndex, sym);
    const token = this.game.corporation(sym).tokens.find((t) => t.used && t.hex === city.hexId && t.city === city.cityIndex)!;
    token.used = false;
    delete token.hex;
    delete token.city;
    this.game.log.emit('note', { text: `${sym} removes token from ${city.hexId}` });
    if (!tokensAboveLimits(this.game, sym)) {
      settleStations(this.game, sym);
      this.round.set(corporationsRemovingTokens, null);
    }
    check(hexesBefore === 1 || this.hexCount(sym) > 1, 'merge/stations_same_hex', `${sym} must have two tokens in different hexes`, { action, entity: sym });
  }
}
