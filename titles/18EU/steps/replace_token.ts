/**
 * After a minor is exchanged for a major's treasury share, the major decides: its next token
 * takes the minor's place in the minor's city (`place_token` there), or the minor's token just
 * leaves the map (`pass`, "discard token"); the minor then closes. Where the major has a token in
 * that city already, the only choice is to pass.
 */
import { type ActionOf, check, closeOperator, passLegal, replaceToken, resolveCityId, mapContext, cityId, Step, tokenLegal, type LegalAction, type RoundVar } from '../../../runtime/sdk.js';
import { pendingAcquisition, type PendingAcquisition } from '../exchange.js';

export default class ReplaceToken extends Step {
  description(): string {
    return 'Replace Token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [pendingAcquisition];
  }

  private pending(): PendingAcquisition | null {
    return this.round.has(pendingAcquisition) ? this.round.get(pendingAcquisition) : null;
  }

  override active(): boolean {
    return this.pending() !== null;
  }

  override activeEntities(): string[] {
    const pending = this.pending();
    return pending ? [pending.corporation] : [];
  }

  /** The minor's city: where its token is. */
  private city(pending: PendingAcquisition): { hexId: string; cityIndex: number } | undefined {
    const token = this.game.minor(pending.minor).tokens.find((t) => t.used && t.hex !== undefined && t.city !== undefined);
    return token ? { hexId: token.hex!, cityIndex: token.city! } : undefined;
  }

  /** Whether the major has a token in that city already. */
  private alreadyThere(pending: PendingAcquisition): boolean {
    const city = this.city(pending);
    return !city || this.game.operator(pending.corporation).tokens.some((t) => t.used && t.hex === city.hexId && t.city === city.cityIndex);
  }

  override actions(entity: string): readonly string[] {
    const pending = this.pending();
    return pending && entity === pending.corporation ? ['place_token', 'pass'] : [];
  }

  override legalActions(entity: string): readonly LegalAction[] {
    const pending = this.pending();
    if (!pending || entity !== pending.corporation) return [];
    const city = this.city(pending);
    const place = city && !this.alreadyThere(pending) && this.game.operator(entity).tokens.some((t) => !t.used) ? [tokenLegal(this.game, entity, city, 0)] : [];
    return [...place, passLegal(this.game, entity)];
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const pending = this.pending()!;
    const city = this.city(pending);
    const at = resolveCityId(mapContext(this.game), action.city);
    check(city && at && at.hexId === city.hexId && at.cityIndex === city.cityIndex, 'token/unavailable_hex', () => `${pending.corporation}'s token may replace ${pending.minor}'s only, in ${city ? cityId(mapContext(this.game), city.hexId, city.cityIndex) : 'its city'}`, { action, entity: action.city });
    check(replaceToken(this.game, pending.minor, pending.corporation, city.hexId), 'token/cannot_replace', `${pending.corporation} cannot replace ${pending.minor}'s token there`, { action, entity: action.city });
    this.close(pending);
  }

  override process_pass(_action: ActionOf<'pass'>): void {
    const pending = this.pending()!;
    this.game.log.emit('note', { text: this.alreadyThere(pending) ? `${pending.corporation} already has a token there` : `${pending.corporation} passes replacing ${pending.minor}'s token` });
    this.close(pending);
  }

  private close(pending: PendingAcquisition): void {
    closeOperator(this.game, pending.minor);
    this.round.set(pendingAcquisition, null);
  }
}
