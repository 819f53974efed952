/**
 * 1882's home tokens: the Saskatchewan Central's goes to any city with room, or in place of a
 * neutral station (the CN's token leaves the map). Only the SC's: another corporation choosing
 * its home city (the QLL's on J10) takes a city with room, as in the engine's step (the
 * reference uses its replacing step only in the stock round, where only the SC's home is chosen).
 */
import { check, forgetRouteInfo, HomeTokenStep, mapContext, pendingTokens, removeToken, resolveCityId, tokenLegal, tokenRefusal, type ActionOf, type LegalAction } from '../../../runtime/sdk.js';
import { CN, SC } from '../sc.js';

export default class HomeToken1882 extends HomeTokenStep {
  override legalActions(entity: string): readonly LegalAction[] {
    const pending = this.round.get(pendingTokens)[0];
    if (!pending || entity !== pending.entity || pending.entity !== SC) return super.legalActions(entity);
    const ctx = mapContext(this.game);
    return pending.hexes.flatMap((hexId) =>
      this.game.state.map.hexes[hexId].tokens.flatMap((slots, cityIndex) =>
        slots.includes(CN) || tokenRefusal(ctx, hexId, cityIndex, entity) === null ? [tokenLegal(this.game, entity, { hexId, cityIndex }, 0)] : [],
      ),
    );
  }

  override process_place_token(action: ActionOf<'place_token'>): void {
    const ctx = mapContext(this.game);
    const city = resolveCityId(ctx, action.city);
    const held = city ? this.game.state.map.hexes[city.hexId].tokens[city.cityIndex]?.[action.slot] : undefined;
    if (city && held && this.round.get(pendingTokens)[0]?.entity === SC) {
      check(held === CN, 'token/cannot_replace', `${held}'s token cannot be replaced`, { action, entity: action.city });
      removeToken(ctx, city.hexId, city.cityIndex, CN);
      const cn = this.game.operator(CN);
      const at = cn.tokens.findIndex((t) => t.used && t.hex === city.hexId && t.city === city.cityIndex);
      if (at >= 0) cn.tokens.splice(at, 1);
      forgetRouteInfo(this.game, CN);
      this.game.log.emit('note', { text: `${String(action.entity)} removes neutral token from ${city.hexId}` });
    }
    super.process_place_token(action);
  }
}
