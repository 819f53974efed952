/**
 * Laying track and placing a token in one step, in either order (the reference's
 * TrackAndToken): the operator lays as its lay slots allow and places at most one token, then
 * passes. A lay is offered only when the operator can pay the title's `tile_cost` (or an ability
 * of its makes a lay on an untouched hex free).
 */
import { NO_ACTIONS } from '../step.js';
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import { abilities } from '../abilities.js';
import { buyingPower } from '../money.js';
import type { RoundVar } from '../round-vars.js';
import { canPlaceToken, placeOperatorToken, tokenPlacements } from '../token-placement.js';
import { passLegal } from '../../legal/base.js';
import { tokenLegal } from '../../legal/tokens.js';
import type { LegalAction } from '../../legal/types.js';
import { TrackStep } from './track.js';
import { tokened, trackLaid } from './vars.js';

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [trackLaid, tokened];

export class TrackAndTokenStep extends TrackStep {
  override description(): string {
    return 'Place a Token or Lay Track';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  override setup(): void {
    super.setup();
    this.round.set(tokened, false);
  }

  override canLayTile(entity: string): boolean {
    const power = buyingPower(this.game, entity, 'track');
    return (power >= this.game.rules.tileCost || this.freeLay(entity)) && super.canLayTile(entity, power);
  }

  /** An ability of the operator that makes a lay on an untouched (preprinted) hex free. */
  private freeLay(entity: string): boolean {
    return abilities(this.game, entity, 'tile_lay').some(
      (ref) =>
        (ref.def.free || (ref.def.discount ?? 0) >= this.game.rules.tileCost) &&
        ref.def.hexes.some((hex) => Object.hasOwn(this.game.state.map.hexes, hex) && this.game.state.map.hexes[hex].tileName === undefined),
    );
  }

  canPlaceToken(entity: string): boolean {
    return entity === this.currentEntity() && !this.round.get(tokened) && canPlaceToken(this.game, entity);
  }

  override actions(entity: string): readonly string[] {
    if (entity !== this.currentEntity() || !this.game.isOperator(entity)) return NO_ACTIONS;
    const out: string[] = [];
    if (this.canLayTile(entity)) out.push('lay_tile');
    if (this.canPlaceToken(entity)) out.push('place_token');
    if (out.length) out.push('pass');
    return out;
  }

  /**
   * `actions(entity).length > 0`, asking the token question only when no lay is left: the round
   * asks this after every action, and the token's answer needs the corporation's track walked.
   * (A subclass with its own `actions` is asked through them.)
   */
  override hasActions(entity: string): boolean {
    if (this.actions !== TrackAndTokenStep.prototype.actions) return super.hasActions(entity);
    return entity === this.currentEntity() && this.game.isOperator(entity) && (this.canLayTile(entity) || this.canPlaceToken(entity));
  }

  /** `actions(entity).includes(type)`, asking only the question the type needs (see `hasActions`). */
  override accepts(entity: string, type: string): boolean {
    if (this.actions !== TrackAndTokenStep.prototype.actions) return super.accepts(entity, type);
    if (entity !== this.currentEntity() || !this.game.isOperator(entity)) return false;
    switch (type) {
      case 'lay_tile':
        return this.canLayTile(entity);
      case 'place_token':
        return this.canPlaceToken(entity);
      case 'pass':
        return this.canLayTile(entity) || this.canPlaceToken(entity);
      default:
        return false;
    }
  }

  /** The track step's lays, the cities for a token, and a pass. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const track = super.legalActions(entity).filter((legal) => legal.type !== 'pass');
    const tokens = types.includes('place_token') ? tokenPlacements(this.game, entity).map(({ city, price, tokenType }) => tokenLegal(this.game, entity, city, price, tokenType)) : [];
    return [...track, ...tokens, ...(types.includes('pass') ? [passLegal(this.game, entity)] : [])];
  }

  override process_lay_tile(action: ActionOf<'lay_tile'>): void {
    const entity = String(action.entity);
    this.layTile(action);
    if (!this.canLayTile(entity) && this.round.get(tokened)) this.pass();
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const entity = String(action.entity);
    check(!this.round.get(tokened), 'token/already_placed', `${entity} has already placed a token this turn`, { action, entity });
    placeOperatorToken(this.game, action);
    this.round.set(tokened, true);
    if (!this.canLayTile(entity)) this.pass();
  }
}
