/**
 * The server's settings, from the environment (`npm run serve` reads nothing else):
 *
 *   PORT                  3000
 *   HOST                  127.0.0.1 (0.0.0.0 to serve other machines, e.g. behind a load balancer)
 *   DATABASE_URL          postgres://user:pass@host/db, or a SQLite file (default data/trackwright.sqlite)
 *   LOG_LEVEL             info (pino levels: fatal, error, warn, info, debug, trace, silent)
 *   MAX_LIVE_GAMES        200 games kept in memory besides those being watched
 *   CORS_ORIGIN           * (any origin), or a comma-separated list of origins
 *   SQLITE_SYNCHRONOUS    NORMAL (a stored action survives a crash of the process) or FULL (of the machine)
 *   PG_POOL_SIZE          10 connections per instance
 *   SSE_HEARTBEAT_MS      15000
 *   RATE_CREATE           20 games created per client per window (0: no limit)
 *   RATE_IMPORT           10 games imported per client per window
 *   RATE_POST             600 actions posted per client per window
 *   RATE_WINDOW_MS        60000
 *   STREAMS_PER_GAME      500 event streams open on one game
 *   STREAMS_PER_CLIENT    20 event streams open from one client address
 *   SSE_STALL_MS          30000 an event stream's client may take nothing before it is dropped
 *   HEADERS_TIMEOUT_MS    10000 for a request's headers
 *   REQUEST_TIMEOUT_MS    30000 for a whole request, body included
 *   IDLE_TIMEOUT_MS       60000 a socket may be silent
 *   KEEP_ALIVE_TIMEOUT_MS 5000 a kept-alive connection waits for its next request
 *   MAX_CONNECTIONS       2000 sockets at once
 *   TRUST_PROXY           false; true behind a proxy (the client's address from X-Forwarded-For)
 */
import type { ObserverLimits } from './games/observer-quota.js';
import { DEFAULT_OBSERVER_LIMITS } from './games/observer-quota.js';
import { STALL_MS } from './games/observers.js';
import { DEFAULT_RATE_LIMITS, type RateLimits } from './rate-limits.js';
import { DEFAULT_DATABASE } from './store/open.js';
import { DEFAULT_TIMEOUTS, type Timeouts } from './timeouts.js';

export interface ServerConfig {
  readonly port: number;
  readonly host: string;
  readonly databaseUrl: string;
  readonly logLevel: string;
  readonly maxLiveGames: number;
  readonly corsOrigin: boolean | string[];
  readonly sqliteSynchronous: 'FULL' | 'NORMAL';
  readonly poolSize: number;
  readonly heartbeatMs: number;
  readonly rateLimits: RateLimits;
  readonly observerLimits: ObserverLimits;
  readonly streamStallMs: number;
  readonly timeouts: Timeouts;
  readonly trustProxy: boolean;
}

export function configFrom(env: NodeJS.ProcessEnv): ServerConfig {
  const origin = env.CORS_ORIGIN?.trim();
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL') throw new Error(`SQLITE_SYNCHRONOUS must be FULL or NORMAL, not ${env.SQLITE_SYNCHRONOUS}`);
  const trustProxy = (env.TRUST_PROXY ?? 'false').toLowerCase();
  if (trustProxy !== 'true' && trustProxy !== 'false') throw new Error(`TRUST_PROXY must be true or false, not ${env.TRUST_PROXY}`);
  const heartbeatMs = integer(env, 'SSE_HEARTBEAT_MS', 15_000);
  const timeouts: Timeouts = {
    headersMs: integer(env, 'HEADERS_TIMEOUT_MS', DEFAULT_TIMEOUTS.headersMs),
    requestMs: integer(env, 'REQUEST_TIMEOUT_MS', DEFAULT_TIMEOUTS.requestMs),
    idleMs: integer(env, 'IDLE_TIMEOUT_MS', DEFAULT_TIMEOUTS.idleMs),
    keepAliveMs: integer(env, 'KEEP_ALIVE_TIMEOUT_MS', DEFAULT_TIMEOUTS.keepAliveMs),
    maxConnections: integer(env, 'MAX_CONNECTIONS', DEFAULT_TIMEOUTS.maxConnections),
    checkEveryMs: DEFAULT_TIMEOUTS.checkEveryMs,
  };
  // A live event stream is silent between keep-alive comments: the idle timeout must outlast them.
  if (timeouts.idleMs > 0 && heartbeatMs >= timeouts.idleMs) throw new Error(`SSE_HEARTBEAT_MS (${heartbeatMs}) must be shorter than IDLE_TIMEOUT_MS (${timeouts.idleMs}), or idle event streams are cut`);
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE,
    logLevel: env.LOG_LEVEL || 'info',
    maxLiveGames: integer(env, 'MAX_LIVE_GAMES', 200),
    corsOrigin: !origin || origin === '*' ? true : origin.split(',').map((o) => o.trim()),
    sqliteSynchronous: synchronous,
    poolSize: integer(env, 'PG_POOL_SIZE', 10),
    heartbeatMs,
    rateLimits: {
      create: integer(env, 'RATE_CREATE', DEFAULT_RATE_LIMITS.create),
      import: integer(env, 'RATE_IMPORT', DEFAULT_RATE_LIMITS.import),
      post: integer(env, 'RATE_POST', DEFAULT_RATE_LIMITS.post),
      windowMs: integer(env, 'RATE_WINDOW_MS', DEFAULT_RATE_LIMITS.windowMs),
    },
    observerLimits: {
      perGame: integer(env, 'STREAMS_PER_GAME', DEFAULT_OBSERVER_LIMITS.perGame),
      perClient: integer(env, 'STREAMS_PER_CLIENT', DEFAULT_OBSERVER_LIMITS.perClient),
    },
    streamStallMs: integer(env, 'SSE_STALL_MS', STALL_MS),
    timeouts,
    trustProxy: trustProxy === 'true',
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return value;
}
