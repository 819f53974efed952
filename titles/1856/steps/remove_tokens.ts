/**
 * The CGR's tokens after its formation (the reference's RemoveTokens): its president removes a
 * second CGR token from each hex that has two, then tokens above its limit (homes kept).
 */
import { check, cityId, listedLegal, mapContext, resolveCityId, Step, type Action, type GameView, type LegalAction } from '../../../runtime/sdk.js';
import type { Types } from '../../../generated/titles/1856/types.js';
import { CGR } from '../constants.js';
import { destroyNationalToken, tokenRemovals, type TokenRemovals } from '../national.js';

export default class RemoveTokens extends Step {
  description(): string {
    return 'Choose token(s) to remove';
  }

  private removals(): TokenRemovals {
    return (this.game.view as unknown as GameView<Types>).get(tokenRemovals) as TokenRemovals;
  }

  override active(): boolean {
    const r = this.removals();
    return r.duplicates.length > 0 || r.pending.length > 0;
  }

  override activeEntities(): string[] {
    return this.active() ? [CGR] : [];
  }

  override actions(entity: string): readonly string[] {
    return entity === CGR && this.active() ? ['remove_token'] : [];
  }

  /** Hexes the next removal may be in. */
  private hexes(): readonly string[] {
    const r = this.removals();
    return r.duplicates.length > 0 ? [r.duplicates[0].hex] : (r.pending[0]?.hexes ?? []);
  }

  override legalActions(entity: string): readonly LegalAction[] {
    if (!this.actions(entity).length) return [];
    const ctx = mapContext(this.game);
    const listed = this.game.corporation(CGR).tokens.flatMap((t) => {
      if (!t.used || t.hex === undefined || t.city === undefined || !this.hexes().includes(t.hex)) return [];
      const slot = this.game.state.map.hexes[t.hex].tokens[t.city].indexOf(CGR);
      return [{ city: cityId(ctx, t.hex, t.city), slot }];
    });
    return [listedLegal(this.game, entity, 'remove_token', listed)];
  }

  override skip(): void {}

  override pass(): void {}

  process_remove_token(action: Action): void {
    const { city: id, slot } = action as unknown as { city: string; slot: number };
    const city = resolveCityId(mapContext(this.game), id);
    check(city, 'token/unknown_city', `there is no city ${id} on the map`, { action, entity: id });
    const holder = this.game.state.map.hexes[city.hexId].tokens[city.cityIndex]?.[slot];
    check(holder === CGR && this.hexes().includes(city.hexId), 'token/cannot_remove', `${CGR} cannot remove the token in ${id} now`, { action, entity: city.hexId });
    const index = this.game.corporation(CGR).tokens.findIndex((t) => t.used && t.hex === city.hexId && t.city === city.cityIndex);
    destroyNationalToken(this.game, index);
    this.game.log.emit('note', { text: `${CGR} removes token from ${city.hexId}` });
    const r = JSON.parse(JSON.stringify(this.removals())) as TokenRemovals;
    r.duplicates.shift();
    if (r.pending.length > 0) {
      r.pending[0].count -= 1;
      if (r.pending[0].count <= 0) r.pending.shift();
    }
    this.game.effects.set(tokenRemovals, r);
  }
}
