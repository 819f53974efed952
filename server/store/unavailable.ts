/**
 * The database cannot be reached (down, restarting, refusing connections): not the request's
 * fault and not a bug, so the client gets 503 `server/unavailable` with a Retry-After and the
 * server recovers by itself once the database is back (errors.ts). Postgres errors are sorted
 * here into "the connection failed" and everything else (which stays a 500).
 */

export class StoreUnavailableError extends Error {
  constructor(cause: unknown) {
    super(`the database cannot be reached: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** Socket errors of a connection that failed or was lost. */
const SOCKET_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN']);

/**
 * Postgres SQLSTATEs of a server going away or not taking connections: connection exceptions
 * (class 08), admin/crash shutdown and "cannot connect now" (57P01-57P03), too many connections.
 */
const SQLSTATES = new Set(['08000', '08001', '08003', '08004', '08006', '57P01', '57P02', '57P03', '53300']);

/** What the `pg` driver says when a connection ends under it or cannot be made in time. */
const DRIVER_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly|the database system is (starting up|shutting down)/i;

export function isConnectionFailure(error: unknown): boolean {
  if (error instanceof StoreUnavailableError) return true;
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATES.has(code))) return true;
  return typeof message === 'string' && DRIVER_MESSAGES.test(message);
}

/** Runs `work`, turning a failed or lost connection into a StoreUnavailableError. */
export async function orUnavailable<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw isConnectionFailure(error) && !(error instanceof StoreUnavailableError) ? new StoreUnavailableError(error) : error;
  }
}
