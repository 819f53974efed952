/**
 * The game server as a process runs it: the store DATABASE_URL names (config.ts) with its
 * migrations applied, the app listening, until SIGINT or SIGTERM; then it stops taking requests,
 * ends the event streams (clients reconnect elsewhere and resume), lets queued work finish and
 * closes the store. `npm run serve` (main.ts) and a title repository's `trackwright serve` both
 * run it.
 */
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import type { ServerConfig } from './config.js';
import { openStore } from './store/open.js';

export async function runServer(config: ServerConfig): Promise<FastifyInstance> {
  let log: Pick<FastifyBaseLogger, 'error'> = { error: (obj: unknown, msg?: string) => console.error(msg, obj) };
  const store = await openStore(config.databaseUrl, {
    synchronous: config.sqliteSynchronous,
    poolSize: config.poolSize,
    onError: (error, what) => log.error({ err: error }, `database: ${what}`),
  });
  const app = await buildApp({
    store,
    logLevel: config.logLevel,
    maxLiveGames: config.maxLiveGames,
    corsOrigin: config.corsOrigin,
    heartbeatMs: config.heartbeatMs,
    rateLimits: config.rateLimits,
    observerLimits: config.observerLimits,
    streams: { stallMs: config.streamStallMs },
    timeouts: config.timeouts,
    trustProxy: config.trustProxy,
  });
  log = app.log;
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`trackwright server on ${store.kind}${store.kind === 'sqlite' ? ` (${config.databaseUrl})` : ''}`);

  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info(`${signal}: shutting down`);
      app
        .close()
        .then(() => store.close())
        .then(
          () => process.exit(0),
          (error) => {
            app.log.error({ err: error }, 'shutdown failed');
            process.exit(1);
          },
        );
    });
  }
  return app;
}
