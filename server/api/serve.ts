/**
 * Registers a route of the API table (routes.ts) on Fastify: its method, path and request schemas
 * come from the table, and the handler's params, query and body are typed from the same schemas
 * (types.ts). A route cannot be served other than the OpenAPI document describes it.
 */
import type { FastifyInstance, RouteHandlerMethod, RouteOptions, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';
import { API, type RouteName } from './routes.js';
import type { AnswerOf, BodyOf, ParamsOf, QueryOf } from './types.js';

export type RouteTypes<R extends RouteName> = { Params: ParamsOf<R>; Querystring: QueryOf<R>; Body: BodyOf<R>; Reply: AnswerOf<R> };

export type ApiHandler<R extends RouteName> = RouteHandlerMethod<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteTypes<R>>;

/** Route options besides what the table fixes: rate limits, body limits, hooks, the SSE plugin's. */
export type ServeOptions<R extends RouteName> = Omit<RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteTypes<R>>, 'method' | 'url' | 'schema' | 'handler'>;

export function serve<R extends RouteName>(app: FastifyInstance, name: R, options: ServeOptions<R>, handler: ApiHandler<R>): void {
  const route: { method: string; url: string; params?: object; query?: object; body?: object } = API[name];
  const schema = {
    ...(route.params ? { params: route.params } : {}),
    ...(route.query ? { querystring: route.query } : {}),
    ...(route.body ? { body: route.body } : {}),
  };
  app.route<RouteTypes<R>>({ ...options, method: route.method, url: route.url, schema, handler } as RouteOptions<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, RouteTypes<R>>);
}
