/** The operator places a station token in a city its track reaches (or one its abilities allow). */
import type { ActionOf } from '../../actions/types.js';
import { check } from '../../core/errors.js';
import type { RoundVar } from '../round-vars.js';
import { passLegal } from '../../legal/base.js';
import { tokenLegal } from '../../legal/tokens.js';
import type { LegalAction } from '../../legal/types.js';
import { NO_ACTIONS, Step } from '../step.js';
import { canPlaceToken, placeOperatorToken, tokenPlacements } from '../token-placement.js';
import { tokened } from './vars.js';

const TOKEN_ACTIONS: readonly string[] = ['place_token', 'pass'];

/** The round variables the step shares (one list for every round: a round asks as it starts). */
const ROUND_VARS: readonly RoundVar<unknown>[] = [tokened];

export class TokenStep extends Step {
  /** The current step for abilities' `when` (its subclasses too, whatever their name). */
  override timesAbilities(): boolean {
    return true;
  }

  description(): string {
    return 'Place a Token';
  }

  override roundVars(): readonly RoundVar<unknown>[] {
    return ROUND_VARS;
  }

  override setup(): void {
    this.round.set(tokened, false);
  }

  canPlaceToken(entity: string): boolean {
    return entity === this.currentEntity() && !this.round.get(tokened) && canPlaceToken(this.game, entity);
  }

  override actions(entity: string): readonly string[] {
    return this.game.isOperator(entity) && this.canPlaceToken(entity) ? TOKEN_ACTIONS : NO_ACTIONS;
  }

  /** The cities the operator's next token may go to, and a pass. */
  override legalActions(entity: string, offered?: readonly string[]): readonly LegalAction[] {
    const types = offered ?? this.actions(entity);
    const tokens = types.includes('place_token') ? tokenPlacements(this.game, entity).map(({ city, price, tokenType }) => tokenLegal(this.game, entity, city, price, tokenType)) : [];
    return types.includes('pass') ? [...tokens, passLegal(this.game, entity)] : tokens;
  }

  process_place_token(action: ActionOf<'place_token'>): void {
    const entity = String(action.entity);
    check(!this.round.get(tokened), 'token/already_placed', `${entity} has already placed a token this turn`, { action, entity });
    placeOperatorToken(this.game, action);
    this.round.set(tokened, true);
    this.pass();
  }
}
