/**
 * Station tokens a company places for its operator: after a private's teleport lay (1830's
 * D&H), the owning corporation may place a token on the teleport hex for free, connected or not;
 * and a company's `token` ability (1846's C&WI) places an extra token of the operator's on its
 * hex — at the ability's price, without connection unless it says so, beside the turn's token
 * when it is an `extra_action`.
 */
import type { ActionOf } from '../../actions/types.js';
import { check, GameError } from '../../core/errors.js';
import { resolveCityId, tokenRefusal } from '../../map/tokens.js';
import type { TeleportAbility, TokenAbility } from '../../title/abilities.js';
import { abilities, removeAbility, useAbility, type ActiveAbility } from '../abilities.js';
import { closeIfUsedUp } from '../companies.js';
import { corporationGraph } from '../../map/graph.js';

const PLACE: readonly string[] = ['place_token'];
import { mapContext } from '../map-access.js';
import type { RoundVar } from '../round-vars.js';
import { passLegal } from '../../legal/base.js';
import { tokenLegal } from '../../legal/tokens.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { teleport, tokened } from './vars.js';
import { blockingOnlyWhileBlocks } from '../round.js';
import { nextToken, placeStationToken } from '../tokens.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [teleport, tokened];

export class SpecialTokenStep extends Step {
  description(): string {
    return 'Place teleport token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  private teleported(): string | null {
    return this.round.get(teleport).company;
  }

  private ability(entity: string): ActiveAbility<TeleportAbility> | undefined {
    if (this.game.kindOf(entity) !== 'company') return undefined;
    return abilities(this.game, entity, 'teleport').find((ref) => ref.state.used);
  }

  private tokenAbility(entity: string): ActiveAbility<TokenAbility> | undefined {
    if (this.game.kindOf(entity) !== 'company') return undefined;
    return abilities(this.game, entity, 'token')[0];
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
    const token = tokener ? this.tokenAbility(entity) : undefined;
    // A token that comes from the operator's own supply needs one left there.
    if (token) return token.def.fromOwner && nextToken(this.game, tokener!) < 0 ? NO_ACTIONS : PLACE;
    if (!this.ability(entity) || !tokener || nextToken(this.game, tokener) < 0) return NO_ACTIONS;
    return entity === this.teleported() ? ['place_token', 'pass'] : ['place_token'];
  }

  /** The cities the company's ability lets its operator token, and a pass after a teleport. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    if (!types.includes('place_token')) return [];
    const tokener = this.tokener(entity)!;
    const ctx = mapContext(this.game);
    const token = this.tokenAbility(entity);
    const ref = token ?? this.ability(entity);
    if (!ref) return [];
    if (!token && this.round.get(tokened)) return [];
    const hexes = ref.def.hexes.length ? ref.def.hexes : Object.keys(this.game.state.map.hexes);
    const graph = corporationGraph(ctx, tokener);
    const out: LegalAction[] = [];
    for (const hexId of hexes) {
      (this.game.state.map.hexes[hexId]?.tokens ?? []).forEach((_, cityIndex) => {
        if (token) {
          const def = token.def;
          if (def.city !== undefined && def.city !== cityIndex) return;
          if (def.connected && !graph.isReachable(hexId)) return;
          if (!def.extraAction && this.round.get(tokened)) return;
          if ((def.checkTokenable ?? true) && tokenRefusal(ctx, hexId, cityIndex, tokener) !== null) return;
          const price = graph.isReachable(hexId) ? (def.price ?? 0) : (def.teleportPrice ?? def.price ?? 0);
          if (price > this.game.operator(tokener).cash) return;
          out.push(tokenLegal(this.game, entity, { hexId, cityIndex }, price));
        } else if (tokenRefusal(ctx, hexId, cityIndex, tokener) === null) {
          out.push(tokenLegal(this.game, entity, { hexId, cityIndex }, 0));
        }
      });
    }
    if (types.includes('pass')) out.push(passLegal(this.game, entity));
    return out;
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const company = this.game.actorOf(action);
    const token = this.tokenAbility(company);
    if (token) return this.placeWithTokenAbility(action, company, token);
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

  /** A `token` ability's token: a new token of the operator's (unless `from_owner`) on the ability's hex. */
  private placeWithTokenAbility(action: ActionOf<'place_token'>, company: string, ref: ActiveAbility<TokenAbility>): void {
    const game = this.game;
    const tokener = this.tokener(company)!;
    const ctx = mapContext(game);
    const city = resolveCityId(ctx, action.city);
    check(city, 'token/unknown_city', `there is no city ${action.city} on the map`, { action, entity: action.city });
    check(ref.def.hexes.length === 0 || ref.def.hexes.includes(city.hexId), 'token/ability_hex', `${company} cannot place a token on ${city.hexId}`, { action, entity: city.hexId });
    check(ref.def.city === undefined || ref.def.city === city.cityIndex, 'token/ability_city', `${company} can place a token only in city ${ref.def.city} of ${city.hexId}`, { action, entity: city.hexId });
    const graph = corporationGraph(ctx, tokener);
    if (ref.def.connected) check(graph.isReachable(city.hexId), 'token/not_connected', `${tokener} cannot reach ${city.hexId}`, { action, entity: city.hexId });
    if (!ref.def.extraAction) check(!this.round.get(tokened), 'token/already_placed', `${tokener} has already placed a token this turn`, { action, entity: tokener });
    const price = graph.isReachable(city.hexId) ? (ref.def.price ?? 0) : (ref.def.teleportPrice ?? ref.def.price ?? 0);
    const op = game.operator(tokener);
    let index = nextToken(game, tokener);
    if (!ref.def.fromOwner) {
      op.tokens.push({ price, used: false });
      index = op.tokens.length - 1;
    }
    check(index >= 0, 'token/none_left', `${tokener} has no token left`, { action, entity: tokener });
    placeStationToken(game, tokener, city, index, { price, checkTokenable: ref.def.checkTokenable });
    if (!ref.def.extraAction) this.round.set(tokened, true);
    useAbility(game, ref);
    if (ref.def.type === 'token') closeIfUsedUp(game, ref);
    if (game.company(company).abilities.includes(ref.state)) removeAbility(game, ref);
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

// Its `blocking` is its `blocks`: skipping need not ask it again.
blockingOnlyWhileBlocks(SpecialTokenStep.prototype.blocking);
