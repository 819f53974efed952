/**
 * Per-client rate limits (@fastify/rate-limit, counted per client address in each instance's
 * memory): creating games, importing them and posting actions each allow so many requests per
 * window; past that a client gets 429 `limit/rate` with `Retry-After` (seconds until the window
 * frees up). 0 turns a limit off. Behind a proxy, set TRUST_PROXY so the client's address is the
 * one the proxy saw (config.ts). Several instances count separately: a client spread across n
 * instances gets up to n times the limit.
 */
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { ApiError } from './errors.js';

export interface RateLimits {
  /** Games created (POST /api/games) per client per window. */
  readonly create: number;
  /** Games imported (POST /api/games/import) per client per window. */
  readonly import: number;
  /** Actions posted (POST /api/games/:id/actions) per client per window. */
  readonly post: number;
  readonly windowMs: number;
}

/**
 * A person creates a game now and then, imports one rarely, and moves a few times a minute (a
 * whole table behind one address, or one seat hotseat, well under 10 a second).
 */
export const DEFAULT_RATE_LIMITS: RateLimits = { create: 20, import: 10, post: 600, windowMs: 60_000 };

export async function registerRateLimits(app: FastifyInstance): Promise<void> {
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new ApiError(429, 'limit/rate', `too many requests of this kind from your address: at most ${context.max} per window; try again in ${context.after}`, { limit: context.max }),
  });
}

/** A route's `config` for one of the limits (none when it is 0). */
export function rateLimited(limits: RateLimits, which: 'create' | 'import' | 'post'): { rateLimit?: { max: number; timeWindow: number } } {
  const max = limits[which];
  return max > 0 ? { rateLimit: { max, timeWindow: limits.windowMs } } : {};
}
