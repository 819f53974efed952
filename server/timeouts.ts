/**
 * How long the server waits on a client, and how many it serves at once, so slow or idle
 * sockets cannot pile up (Node's http server, through Fastify's options):
 *
 * - `headersMs`: the request's headers must arrive within this (slowloris);
 * - `requestMs`: the whole request, body included (a slow upload), within this;
 * - `idleMs`: a socket with no traffic either way for this long is closed (an event stream's
 *   keep-alive comments, every SSE_HEARTBEAT_MS, keep a live one busy; a stream whose client
 *   has stopped reading goes quiet and is closed);
 * - `keepAliveMs`: a kept-alive connection waits this long for its next request;
 * - `maxConnections`: sockets open at once; past it new ones are refused.
 *
 * Node checks the headers and request timeouts every `checkEveryMs`, so each may run over by up
 * to that much.
 */
import type { ServerOptions } from 'node:http';

export interface Timeouts {
  readonly headersMs: number;
  readonly requestMs: number;
  readonly idleMs: number;
  readonly keepAliveMs: number;
  readonly maxConnections: number;
  readonly checkEveryMs: number;
}

export const DEFAULT_TIMEOUTS: Timeouts = {
  headersMs: 10_000,
  requestMs: 30_000,
  idleMs: 60_000,
  keepAliveMs: 5_000,
  maxConnections: 2_000,
  checkEveryMs: 1_000,
};

/** Fastify's options for these timeouts (the connection cap is set on the server once built). */
export function fastifyTimeouts(timeouts: Timeouts): { connectionTimeout: number; keepAliveTimeout: number; requestTimeout: number; http: ServerOptions } {
  return {
    connectionTimeout: timeouts.idleMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: { headersTimeout: timeouts.headersMs, connectionsCheckingInterval: timeouts.checkEveryMs },
  };
}
