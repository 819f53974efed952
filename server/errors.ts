/**
 * Errors as the API answers them: an HTTP status and a body `{error: {code, message, ...}}`
 * with a namespaced code a client can branch on (`auth/unknown_token`, `action/conflict`) and,
 * for a move the rules refuse, the engine's own code, message, rule and entity.
 */
import { GameError, INTERNAL_ERROR_CODE } from '../runtime/index.js';
import { isConnectionFailure } from './store/unavailable.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly details: Readonly<Record<string, unknown>> = {},
    /** Response headers that go with it (`retry-after` for a 429 or a 503). */
    readonly headers: Readonly<Record<string, string>> = {},
  ) {
    super(message);
  }

  body(): { error: Record<string, unknown> } {
    return { error: { code: this.code, message: this.message, ...this.details } };
  }
}

/** Engine codes that mean the request itself is malformed, not that the rules refuse it. */
const MALFORMED_CODES = new Set(['action/malformed']);

/** A GameError as the API answers it: 400 for a malformed action, 422 for a refused one. */
export function fromGameError(error: GameError): ApiError {
  const details: Record<string, unknown> = {};
  if (error.rule !== undefined) details.rule = error.rule;
  if (error.entity !== undefined) details.entity = error.entity;
  if (typeof error.action?.id === 'number') details.action_id = error.action.id;
  const status = error.code === INTERNAL_ERROR_CODE ? 500 : MALFORMED_CODES.has(error.code) ? 400 : 422;
  return new ApiError(status, error.code, error.message, details);
}

export function notFound(what: string, id: unknown): ApiError {
  return new ApiError(404, `${what}/not_found`, `no ${what} ${JSON.stringify(id)}`);
}

/** Seconds a client is asked to wait before trying again while the database is unavailable. */
export const UNAVAILABLE_RETRY_SECONDS = 2;

/** 503 while the database cannot be reached: the client tries again shortly. */
export function unavailable(message = 'the database cannot be reached just now; try again in a few seconds'): ApiError {
  return new ApiError(503, 'server/unavailable', message, {}, { 'retry-after': String(UNAVAILABLE_RETRY_SECONDS) });
}

/** Any error thrown while serving a request, as the API answers it (unknown ones are 500s). */
export function toApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  if (error instanceof GameError) return fromGameError(error);
  if (isConnectionFailure(error)) return unavailable();
  return undefined;
}
