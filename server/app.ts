/**
 * The HTTP server: Fastify (routing, ajv request validation, pino logging), @fastify/sse for the
 * event streams, @fastify/cors so a page served elsewhere (the preview) can call it. Every error
 * leaves as `{error: {code, message, ...}}` with its 4xx status; anything unexpected is a 500
 * whose details go to the log, not the client.
 */
import cors from '@fastify/cors';
import { fastifySSE } from '@fastify/sse';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ApiError, toApiError } from './errors.js';
import type { ObserverLimits } from './games/observer-quota.js';
import { GameRegistry } from './games/registry.js';
import { openApiRoutes } from './routes/openapi.js';
import { DEFAULT_RATE_LIMITS, registerRateLimits, type RateLimits } from './rate-limits.js';
import { DEFAULT_TIMEOUTS, fastifyTimeouts, type Timeouts } from './timeouts.js';
import { actionRoutes } from './routes/actions.js';
import { eventRoutes } from './routes/events.js';
import { gameRoutes } from './routes/games.js';
import { readJsonBodies } from './request-body.js';
import { healthRoutes } from './routes/health.js';
import { endVoteRoutes } from './play/end-vote-routes.js';
import { lobbyRoutes } from './play/lobby-routes.js';
import type { Store } from './store/store.js';
import type { TitleModule } from '../runtime/index.js';

export interface AppOptions {
  readonly store: Store;
  /** pino level (`info`, `warn`, ...), or false for none. */
  readonly logLevel?: string | false;
  /** Games kept in memory beyond those with observers. */
  readonly maxLiveGames?: number;
  /** Milliseconds between SSE keep-alive comments. */
  readonly heartbeatMs?: number;
  /** Origins allowed to call the API from a browser (true: any; tokens are headers, not cookies). */
  readonly corsOrigin?: boolean | string | readonly string[];
  /** Per-client rate limits (rate-limits.ts); `false`: none (tests that post whole games). */
  readonly rateLimits?: RateLimits | false;
  /** Event streams per game and per client (observer-quota.ts). */
  readonly observerLimits?: ObserverLimits;
  /** How long a stream's client may take nothing, and let pile up (observers.ts). */
  readonly streams?: { readonly stallMs?: number; readonly maxBuffered?: number };
  /** Socket timeouts and the connection cap (timeouts.ts). */
  readonly timeouts?: Partial<Timeouts>;
  /** Take the client's address from X-Forwarded-For (behind a proxy or load balancer). */
  readonly trustProxy?: boolean;
  /** The compiled titles stored games replay under (the build's unless given: tests edit a title). */
  readonly titles?: (title: string) => Promise<TitleModule>;
}

export interface ServerContext {
  readonly store: Store;
  readonly registry: GameRegistry;
  readonly limits: { readonly rate: RateLimits };
}

/**
 * Request body limits: an action is small, a whole recording is not. A recording of the most
 * actions a game may hold (games/limits.ts) takes 2 to 4 MiB; parsing a larger body would only
 * hold the server up before the import is refused.
 */
export const BODY_LIMITS = { default: 64 * 1024, import: 8 * 1024 * 1024 } as const;

/** The routes each app registered (for the test that holds the OpenAPI document to them). */
const ROUTES = new WeakMap<FastifyInstance, { method: string; url: string }[]>();

export function routesOf(app: FastifyInstance): readonly { method: string; url: string }[] {
  return ROUTES.get(app) ?? [];
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const app = Fastify({
    logger: options.logLevel === false ? false : { level: options.logLevel ?? 'info', serializers: { req: requestForLog } },
    bodyLimit: BODY_LIMITS.default,
    trustProxy: options.trustProxy ?? false,
    ...fastifyTimeouts(timeouts),
    // Strict request schemas: no type coercion, no silently dropped fields.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, allErrors: false } },
    // Requests arriving while the server shuts down are answered below, in the API's error format.
    return503OnClosing: false,
  });
  const routes: { method: string; url: string }[] = [];
  ROUTES.set(app, routes);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, url: route.url });
  });
  app.server.maxConnections = timeouts.maxConnections;
  const registry = new GameRegistry(options.store, {
    maxLive: options.maxLiveGames,
    streams: options.streams,
    observerLimits: options.observerLimits,
    onError: (error, what) => app.log.error({ err: error }, what),
    titles: options.titles,
  });
  const rate = options.rateLimits === false ? { create: 0, import: 0, post: 0, windowMs: 60_000 } : (options.rateLimits ?? DEFAULT_RATE_LIMITS);
  const context: ServerContext = { store: options.store, registry, limits: { rate } };

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const api = toApiError(error) ?? requestError(error);
    if (api?.status === 503) request.log.warn({ err: error }, 'unavailable');
    if (api) return reply.code(api.status).headers(api.headers).send(api.body());
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send(new ApiError(500, 'server/internal', 'the server failed to handle this request; it is logged').body());
  });
  app.setNotFoundHandler((request, reply) => {
    reply.code(404).send(new ApiError(404, 'route/not_found', `no route ${request.method} ${request.url.split('?')[0]}`).body());
  });

  // Shutting down: new requests get a 503 (the client retries, on another instance behind a
  // load balancer); the event streams close first, or the server would wait for them forever.
  let closing = false;
  app.addHook('onRequest', async (_request, reply) => {
    if (!closing) return;
    reply.header('connection', 'close');
    throw new ApiError(503, 'server/closing', 'the server is shutting down; try again (another instance serves the same games)');
  });
  app.addHook('preClose', async () => {
    closing = true;
    await registry.close();
  });

  readJsonBodies(app);
  await registerRateLimits(app);
  await app.register(cors, { origin: (options.corsOrigin ?? true) as boolean | string | string[] });
  await app.register(fastifySSE, { heartbeatInterval: options.heartbeatMs ?? 15_000 });
  await app.register(healthRoutes(context));
  await app.register(gameRoutes(context));
  await app.register(actionRoutes(context));
  await app.register(eventRoutes(context));
  await app.register(lobbyRoutes(context));
  await app.register(endVoteRoutes(context));
  await app.register(openApiRoutes());

  await options.store.subscribe({
    action: (gameId, actionId) => registry.remoteAction(gameId, actionId),
    resync: () => registry.resync(),
  });
  return app;
}

/** A request as the log shows it: a stream's `?token=` is a seat's secret, so it is left out. */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: request.url.replace(/([?&]token=)[^&]*/g, '$1…'), host: request.host, remoteAddress: request.ip };
}

/** Fastify's own request errors (validation, body parsing) as API errors. */
function requestError(error: FastifyError): ApiError | undefined {
  if (error.validation) return new ApiError(400, 'request/invalid', error.message);
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, 'request/too_large', error.message);
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, 'request/media_type', `${error.message}; send application/json`);
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, 'request/empty_body', error.message);
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, 'request/not_json', error.message);
  }
  if (error instanceof SyntaxError) return new ApiError(400, 'request/not_json', `the body is not JSON: ${error.message}`);
  const status = error.statusCode ?? 500;
  return status >= 400 && status < 500 ? new ApiError(status, 'request/invalid', error.message) : undefined;
}
