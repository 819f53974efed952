/**
 * How many event streams the server keeps open: at most `perGame` on one game and `perClient`
 * from one client address (all games together), in this instance. A stream past either is
 * refused with 429 `limit/observers` and a Retry-After; a client that closes a stream frees its
 * place. Each stream holds a socket and its buffers, so these bound what streams can cost.
 */
import { ApiError } from '../errors.js';

export interface ObserverLimits {
  readonly perGame: number;
  readonly perClient: number;
}

/** A busy game has a table of players and some watchers; a client, a few tabs. */
export const DEFAULT_OBSERVER_LIMITS: ObserverLimits = { perGame: 500, perClient: 20 };

/** Seconds a refused client is asked to wait. */
const RETRY_SECONDS = 10;

export class ObserverQuota {
  private readonly byClient = new Map<string, number>();

  constructor(private readonly limits: ObserverLimits = DEFAULT_OBSERVER_LIMITS) {}

  /** Takes a place for a new stream of `client` on a game with `onGame` streams; returns what frees it (once). */
  take(client: string, onGame: number): () => void {
    const ofClient = this.byClient.get(client) ?? 0;
    const refuse = (what: string, limit: number) =>
      new ApiError(429, 'limit/observers', `${what} has ${limit} event streams open, the most it may; close one or try again later`, { limit }, { 'retry-after': String(RETRY_SECONDS) });
    if (onGame >= this.limits.perGame) throw refuse('this game', this.limits.perGame);
    if (ofClient >= this.limits.perClient) throw refuse('your address', this.limits.perClient);
    this.byClient.set(client, ofClient + 1);
    let freed = false;
    return () => {
      if (freed) return;
      freed = true;
      const left = (this.byClient.get(client) ?? 1) - 1;
      if (left > 0) this.byClient.set(client, left);
      else this.byClient.delete(client);
    };
  }
}
