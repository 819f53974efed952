/**
 * The station token a teleport grants: after a private's teleport lay (1830's D&H), the owning
 * corporation may place a token on the teleport hex for free, connected or not.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { resolveCityId } from '../../map/tokens.js';
import type { TeleportAbility } from '../../title/abilities.js';
import { abilities, removeAbility, type ActiveAbility } from '../abilities.js';
import { mapContext } from '../map-access.js';
import type { RoundVar } from '../round-vars.js';
import { Step } from '../step.js';
import { teleport, tokened } from './vars.js';
import { nextToken, placeStationToken } from '../tokens.js';

export class SpecialTokenStep extends Step {
  description(): string {
    return 'Place teleport token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return [teleport, tokened];
  }

  private teleported(): string | null {
    return this.round.get(teleport).company;
  }

  private ability(entity: string): ActiveAbility<TeleportAbility> | undefined {
    if (this.game.kindOf(entity) !== 'company') return undefined;
    return abilities(this.game, entity, 'teleport').find((ref) => ref.state.used);
  }

  private tokener(company: string): string | undefined {
    const owner = this.game.company(company).owner;
    if (!owner) return undefined;
    return this.game.isOperator(owner) ? owner : this.round.state.currentOperator ?? undefined;
  }

  private canTokenAfterTeleport(): boolean {
    const company = this.teleported();
    const tokener = company ? this.tokener(company) : undefined;
    return !!tokener && nextToken(this.game, tokener) >= 0;
  }

  override blocks(): boolean {
    return this.canTokenAfterTeleport();
  }

  override blocking(): boolean {
    return this.canTokenAfterTeleport();
  }

  override activeEntities(): string[] {
    const company = this.teleported();
    return company ? [company] : super.activeEntities();
  }

  override actions(entity: string): readonly string[] {
    const tokener = this.game.kindOf(entity) === 'company' ? this.tokener(entity) : undefined;
    if (!this.ability(entity) || !tokener || nextToken(this.game, tokener) < 0) return [];
    return entity === this.teleported() ? ['place_token', 'pass'] : ['place_token'];
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const company = this.game.actorOf(action);
    const ref = this.ability(company);
    if (!ref) throw new GameError('token/no_ability', `${company} has no token to place`, { action, entity: company });
    const city = resolveCityId(mapContext(this.game), action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
    check(ref.def.hexes.length === 0 || ref.def.hexes.includes(city.hexId), 'token/ability_hex', `${company} cannot place a token on ${city.hexId}`, { action, entity: city.hexId });
    const tokener = this.tokener(company)!;
    check(!this.round.get(tokened), 'token/already_placed', `${tokener} has already placed a token this turn`, { action, entity: tokener });
    placeStationToken(this.game, tokener, city, nextToken(this.game, tokener), { free: true });
    this.round.set(tokened, true);
    this.complete();
  }

  override process_pass(_action: ActionOf<'pass'>): void {
    this.complete();
  }

  private complete(): void {
    const company = this.teleported();
    const ref = company ? this.ability(company) : undefined;
    if (ref) removeAbility(this.game, ref);
    this.round.set(teleport, { company: null, tokener: null });
  }
}
