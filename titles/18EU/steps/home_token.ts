/**
 * 18EU's home tokens: a major parred is placed in the city of one of its president's minors,
 * which merges into it — the president receives a treasury share for the minor, and the major
 * its cash and trains; its token takes the minor's place. With no minors left in the game, a
 * major starts in any city with room.
 */
import { type ActionOf, buyShares, canGain, check, HomeTokenStep, mapContext, mergeMinor, nextToken, pendingTokens, placeStationToken, resolveCityId, tokenLegal, tokenRefusal, type LegalAction } from '../../../runtime/sdk.js';
import { exchangeShare } from '../exchange.js';
import { maybeDiscardPullman } from '../pullman.js';

export default class HomeToken extends HomeTokenStep {
  /** The president's minor with its token in this city, if any. */
  private minorIn(corporation: string, hexId: string, cityIndex: number): string | undefined {
    const president = this.game.corporation(corporation).owner;
    return this.game.minors.find((m) => m.owner === president && !m.closed && m.tokens.some((t) => t.used && t.hex === hexId && t.city === cityIndex))?.sym;
  }

  /** Whether the president may take the share a merged minor brings (within the certificate limit, as the reference asks). */
  private mayTakeShare(corporation: string): boolean {
    const share = exchangeShare(this.game, corporation, 'treasury');
    const president = this.game.corporation(corporation).owner;
    return !share || !president || canGain(this.game, president, share);
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const pending = this.round.get(pendingTokens)[0];
    if (!pending || entity !== pending.entity || this.game.kindOf(entity) !== 'corporation') return super.legalActions(entity);
    const ctx = mapContext(this.game);
    return pending.hexes.flatMap((hexId) =>
      (this.game.state.map.hexes[hexId]?.tokens ?? []).flatMap((_, cityIndex) =>
        (this.minorIn(entity, hexId, cityIndex) !== undefined && this.mayTakeShare(entity)) || (this.minorIn(entity, hexId, cityIndex) === undefined && tokenRefusal(ctx, hexId, cityIndex, entity) === null) ? [tokenLegal(this.game, entity, { hexId, cityIndex }, 0)] : [],
      ),
    );
  }

  override process_place_token(action: ActionOf<'place_token'>): void {
    const pending = this.round.get(pendingTokens)[0];
    const sym = pending?.operator ?? pending?.entity;
    const city = resolveCityId(mapContext(this.game), action.city);
    check(pending && sym && city && pending.hexes.includes(city.hexId), 'token/unavailable_hex', `the token must go on ${pending?.hexes.join(' or ')}`, { action, entity: action.city });
    const minor = this.game.kindOf(sym) === 'corporation' ? this.minorIn(sym, city.hexId, city.cityIndex) : undefined;
    if (minor === undefined) {
      super.process_place_token(action);
      return;
    }
    check(this.mayTakeShare(sym), 'exchange/cert_limit', `${this.game.nameOf(this.game.minor(minor).owner!)} cannot take a share of ${sym} for ${minor}`, { action, entity: sym, rule: 'certificate limit' });
    const share = exchangeShare(this.game, sym, 'treasury');
    const owner = this.game.minor(minor).owner!;
    this.game.log.emit('note', { text: `${this.game.nameOf(owner)} exchanges ${minor} for a 10% share of ${sym}` });
    if (share) buyShares(this.game, owner, share, { exchange: 'free' });
    mergeMinor(this.game, minor, sym, { tokens: 'replace' });
    maybeDiscardPullman(this.game, sym);
    if (!this.game.corporation(sym).tokens[0]?.used) placeStationToken(this.game, sym, city, nextToken(this.game, sym), { free: true });
    this.round.get(pendingTokens).shift();
  }
}
