/**
 * Health checks for a load balancer or orchestrator: `/healthz` answers while the process
 * serves requests; `/readyz` also reaches the database (503 `server/unavailable` when it cannot).
 */
import type { FastifyPluginAsync } from 'fastify';
import type { ServerContext } from '../app.js';
import { serve } from '../api/serve.js';
import { unavailable } from '../errors.js';

export function healthRoutes({ store, registry }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'health', {}, async () => ({ ok: true, store: store.kind, ...registry.stats() }));
    serve(app, 'ready', {}, async () => {
      try {
        await store.ping();
      } catch (error) {
        throw unavailable(`the database does not answer: ${(error as Error).message}`);
      }
      return { ok: true };
    });
  };
}
