/**
 * The server's settings, from the environment (`npm run serve` reads nothing else):
 *
 *   PORT               3000
 *   HOST               127.0.0.1 (0.0.0.0 to serve other machines, e.g. behind a load balancer)
 *   DATABASE_URL       postgres://user:pass@host/db, or a SQLite file (default data/trackwright.sqlite)
 *   LOG_LEVEL          info (pino levels: fatal, error, warn, info, debug, trace, silent)
 *   MAX_LIVE_GAMES     200 games kept in memory besides those being watched
 *   CORS_ORIGIN        * (any origin), or a comma-separated list of origins
 *   SQLITE_SYNCHRONOUS NORMAL (a stored action survives a crash of the process) or FULL (of the machine)
 *   PG_POOL_SIZE       10 connections per instance
 *   SSE_HEARTBEAT_MS   15000
 */
import { DEFAULT_DATABASE } from './store/open.js';

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
}

export function configFrom(env: NodeJS.ProcessEnv): ServerConfig {
  const origin = env.CORS_ORIGIN?.trim();
  const synchronous = (env.SQLITE_SYNCHRONOUS ?? 'NORMAL').toUpperCase();
  if (synchronous !== 'FULL' && synchronous !== 'NORMAL') throw new Error(`SQLITE_SYNCHRONOUS must be FULL or NORMAL, not ${env.SQLITE_SYNCHRONOUS}`);
  return {
    port: integer(env, 'PORT', 3000),
    host: env.HOST || '127.0.0.1',
    databaseUrl: env.DATABASE_URL || DEFAULT_DATABASE,
    logLevel: env.LOG_LEVEL || 'info',
    maxLiveGames: integer(env, 'MAX_LIVE_GAMES', 200),
    corsOrigin: !origin || origin === '*' ? true : origin.split(',').map((o) => o.trim()),
    sqliteSynchronous: synchronous,
    poolSize: integer(env, 'PG_POOL_SIZE', 10),
    heartbeatMs: integer(env, 'SSE_HEARTBEAT_MS', 15_000),
  };
}

function integer(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const text = env[name];
  if (text === undefined || text === '') return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 0) throw new Error(`${name} must be a whole number, not ${JSON.stringify(text)}`);
  return value;
}
