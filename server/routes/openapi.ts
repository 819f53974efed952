/** GET /api/openapi.json: the API's OpenAPI 3.1 document (api/openapi.ts), built once per process. */
import type { FastifyPluginAsync } from 'fastify';
import { openApiDocument } from '../api/openapi.js';
import { serve } from '../api/serve.js';

export function openApiRoutes(): FastifyPluginAsync {
  return async (app) => {
    let document: ReturnType<typeof openApiDocument> | undefined;
    serve(app, 'openapi', {}, async () => (document ??= openApiDocument()));
  };
}
