/**
 * A token waiting for its city: a home token on a hex with track and several cities, or a token
 * lifted off an OO hex when track first reached it. The step asks its owner (or the operator)
 * to place it before anything else.
 */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { resolveCityId, tokenRefusal } from '../../map/tokens.js';
import { mapContext } from '../map-access.js';
import { tokenLegal } from '../../legal/tokens.js';
import type { LegalAction } from '../../legal/types.js';
import { Step } from '../step.js';
import type { RoundVar } from '../round-vars.js';
import { pendingTokens, type PendingToken } from './vars.js';
import { nextToken, placeStationToken } from '../tokens.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [pendingTokens];

export class HomeTokenStep extends Step {
  description(): string {
    return 'Place Home Token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  private pending(): PendingToken | undefined {
    return this.round.get(pendingTokens)[0];
  }

  override active(): boolean {
    return this.pending() !== undefined;
  }

  override activeEntities(): string[] {
    const pending = this.pending();
    return pending ? [pending.entity] : [];
  }

  override actions(entity: string): readonly string[] {
    return entity === this.pending()?.entity ? ['place_token'] : [];
  }

  /** The cities of the hexes the waiting token may go to (free). */
  override legalActions(entity: string): readonly LegalAction[] {
    const pending = this.pending();
    if (!pending || entity !== pending.entity) return [];
    const owner = pending.operator ?? pending.entity;
    const ctx = mapContext(this.game);
    return pending.hexes.flatMap((hexId) =>
      (this.game.state.map.hexes[hexId]?.tokens ?? []).flatMap((_, cityIndex) =>
        tokenRefusal(ctx, hexId, cityIndex, owner) === null ? [tokenLegal(this.game, entity, { hexId, cityIndex }, 0)] : [],
      ),
    );
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const pending = this.pending()!;
    const owner = pending.operator ?? pending.entity;
    const city = resolveCityId(mapContext(this.game), action.city);
    check(city && pending.hexes.includes(city.hexId), 'token/unavailable_hex', `the token must go on ${pending.hexes.join(' or ')}`, { action, entity: action.city });
    placeStationToken(this.game, owner, city, nextToken(this.game, owner), { free: true });
    this.round.get(pendingTokens).shift();
  }
}
