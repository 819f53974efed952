/**
 * Errors the engine raises for actions it cannot apply. Each carries a namespaced code a program
 * can branch on (`action/not_your_turn`, `share/cannot_buy`, ...), the offending action, the
 * entity it concerns and, where it helps, the rule that forbids it. The game's state is left as
 * it was before the action (see Game.process).
 */
import type { ActionBase } from '../actions/types.js';

export interface GameErrorDetails {
  /** The action that was refused (absent for errors raised outside an action): the engine's or a title's own type. */
  readonly action?: ActionBase;
  /** The entity the problem concerns: a player id, corporation or company symbol, hex id. */
  readonly entity?: string;
  /** The rule broken, in words or as a title rule key (`sell_buy_order`). */
  readonly rule?: string;
}

export class GameError extends Error {
  override readonly name = 'GameError';
  readonly action?: ActionBase;
  readonly entity?: string;
  readonly rule?: string;

  constructor(
    readonly code: string,
    message: string,
    details: GameErrorDetails = {},
  ) {
    super(message);
    this.action = details.action;
    this.entity = details.entity;
    this.rule = details.rule;
  }

  /** The same error, tied to the action being processed when it surfaced. */
  withAction(action: ActionBase): GameError {
    if (this.action) return this;
    const error = new GameError(this.code, this.message, { action, entity: this.entity ?? String(action.entity), rule: this.rule });
    error.stack = this.stack;
    return error;
  }
}

/** The code of an engine bug met while processing an action: the state is rolled back all the same. */
export const INTERNAL_ERROR_CODE = 'engine/internal';

/**
 * An unexpected error (an engine or title bug, not a rule) met while processing an action, as
 * a GameError, so callers handle one kind of refusal; the original error is its `cause`.
 */
export function internalError(error: unknown, action: ActionBase): GameError {
  const reason = error instanceof Error ? error.message : String(error);
  const wrapped = new GameError(INTERNAL_ERROR_CODE, `internal error while processing ${String(action.type)}: ${reason} (the game is unchanged; please report it)`, { action, entity: typeof action.entity === 'string' || typeof action.entity === 'number' ? String(action.entity) : undefined });
  Object.defineProperty(wrapped, 'cause', { value: error, enumerable: false });
  return wrapped;
}

export function gameError(code: string, message: string, details: GameErrorDetails = {}): GameError {
  return new GameError(code, message, details);
}

/** Throws a GameError unless `condition` holds; keeps rule checks one line each. */
export function check(condition: unknown, code: string, message: string | (() => string), details: GameErrorDetails = {}): asserts condition {
  if (!condition) throw new GameError(code, typeof message === 'function' ? message() : message, details);
}
