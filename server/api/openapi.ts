/**
 * The OpenAPI 3.1 document of the server, generated from its route table (routes.ts): the same
 * schemas Fastify validates requests with and the client's types come from, so the document
 * cannot drift from the server. Served at GET /api/openapi.json; test/server/openapi.test.ts
 * validates it and holds the server's real answers to it.
 */
import { TOOLKIT_VERSION } from '../version.js';
import { nameOf, namedSchemas } from './named.js';
import { ErrorBody } from './responses.js';
import { API, type RouteContract } from './routes.js';

type Json = Record<string, unknown>;

/** Every request may meet these: a fault (500) or a server shutting down or without its database (503). */
const ALWAYS = [500, 503];

/** `schema` with every named schema inside it (not itself, at `top`) written as a `$ref`. */
function withRefs(schema: unknown, top?: object): unknown {
  if (Array.isArray(schema)) return schema.map((s) => withRefs(s));
  if (schema === null || typeof schema !== 'object') return schema;
  const name = schema === top ? undefined : nameOf(schema);
  if (name) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withRefs(value)]));
}

/** A Fastify schema of path or query values, as OpenAPI parameters. */
function parameters(where: 'path' | 'query', schema: object | undefined): Json[] {
  if (!schema) return [];
  const { properties = {}, required = [] } = schema as { properties?: Json; required?: readonly string[] };
  return Object.entries(properties).map(([name, value]) => {
    const { description, ...rest } = value as Json;
    return { name, in: where, ...(where === 'path' || required.includes(name) ? { required: true } : {}), ...(description ? { description } : {}), schema: withRefs(rest) };
  });
}

function operation(name: string, route: RouteContract): Json {
  const security = { none: undefined, optional: [{}, { seat: [] }], token: [{ seat: [] }] }[route.auth];
  const params = [
    ...parameters('path', route.params),
    ...parameters('query', route.query),
    ...(route.headers ?? []).map((h) => ({ name: h.name, in: 'header', description: h.description, schema: h.schema })),
  ];
  const responses: Json = {};
  for (const [status, answer] of Object.entries(route.responses)) {
    responses[status] = { description: answer.description, content: { [answer.mediaType ?? 'application/json']: { schema: withRefs(answer.schema) } } };
  }
  for (const status of [...route.errors, ...ALWAYS].sort()) responses[String(status)] = { $ref: '#/components/responses/Error' };
  return {
    operationId: name,
    summary: route.summary,
    ...(security ? { security } : {}),
    ...(params.length ? { parameters: params } : {}),
    ...(route.body ? { requestBody: { required: true, content: { 'application/json': { schema: withRefs(route.body) } } } } : {}),
    responses,
  };
}

/** The OpenAPI path of a Fastify route path (`:id` → `{id}`). */
export function openApiPath(url: string): string {
  return url.replace(/:(\w+)/g, '{$1}');
}

/** The document (its `openapi` and `paths` typed, as its route's answer schema names them). */
export function openApiDocument(): Json & { readonly openapi: string; readonly paths: Json } {
  const paths: Record<string, Json> = {};
  for (const [name, route] of Object.entries(API) as [string, RouteContract][]) {
    (paths[openApiPath(route.url)] ??= {})[route.method.toLowerCase()] = operation(name, route);
  }
  void ErrorBody; // named by importing it: the Error component below
  return {
    openapi: '3.1.0',
    info: { title: 'trackwright game server', version: TOOLKIT_VERSION || '0.0.0', description: 'Create, play and watch 18xx games; see docs/server.md.' },
    servers: [{ url: 'http://127.0.0.1:3000' }],
    paths,
    components: {
      securitySchemes: { seat: { type: 'http', scheme: 'bearer', description: 'A seat token or the owner token, as POST /api/games returned them' } },
      responses: { Error: { description: 'What went wrong', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } },
      schemas: Object.fromEntries(namedSchemas().map(([name, schema]) => [name, withRefs(schema, schema)])),
    },
  };
}
