/**
 * The API's types, derived from its schemas (routes.ts) by json-schema-to-ts: the server's
 * handlers take their params, query and body as these, and the browser client
 * (preview/src/play/server-api.ts) imports its request and answer types from here, types only
 * (nothing of the server reaches the page's bundle). Change a schema and both follow; a client
 * call that no longer fits does not compile.
 */
import type { FromSchema, JSONSchema } from 'json-schema-to-ts';
import type { API, RouteName } from './routes.js';

type Typed<S> = S extends JSONSchema ? FromSchema<S> : never;

/**
 * An answer as the server builds it and a client reads it: read-only all the way down (the server
 * may build it from read-only values), with the fields its schema names and no index signature for
 * the ones it leaves open (an answer may carry more, and the engine's own types, such as
 * GameState, fit where the schema only says "an object").
 */
/** An index signature kept only where the schema types its values (`additionalProperties: {...}`). */
type Open<V, K> = unknown extends V ? never : K;

export type Known<T> = T extends readonly (infer U)[]
  ? readonly Known<U>[]
  : T extends object
    ? { readonly [K in keyof T as string extends K ? Open<T[K], K> : number extends K ? Open<T[K], K> : K]: Known<T[K]> }
    : T;
type Route<R extends RouteName> = (typeof API)[R];

export type ParamsOf<R extends RouteName> = Route<R> extends { readonly params: infer S } ? Typed<S> : unknown;
export type QueryOf<R extends RouteName> = Route<R> extends { readonly query: infer S } ? Typed<S> : unknown;
export type BodyOf<R extends RouteName> = Route<R> extends { readonly body: infer S } ? Typed<S> : unknown;

/** The statuses a route answers successfully. */
export type SuccessOf<R extends RouteName> = keyof Route<R>['responses'] & number;
/** A route's answer with `status` (default: its only or first success). */
export type AnswerOf<R extends RouteName, Status extends SuccessOf<R> = SuccessOf<R>> = Route<R>['responses'] extends infer A
  ? A extends Record<Status, { readonly schema: infer S }>
    ? Known<Typed<S>>
    : never
  : never;

export type { PlayerId } from '../store/store.js';
export type CreateGameRequest = BodyOf<'createGame'>;
export type OpenLobbyRequest = BodyOf<'openLobby'>;
export type CreatedGame = AnswerOf<'createGame'>;
export type GameSummary = AnswerOf<'gameSummary'>;
export type SeatAnswer = AnswerOf<'seat'>;
export type EndVotes = AnswerOf<'endVotes'>;
export type Lobby = AnswerOf<'lobby'>;
export type OpenedLobby = AnswerOf<'openLobby'>;
export type JoinedLobby = AnswerOf<'joinLobby'>;
export type StartedLobby = AnswerOf<'startLobby'>;
export type Posted = AnswerOf<'postAction'>;
export type DivergenceAnswer = Known<FromSchema<typeof import('./responses.js').Divergence>>;
export type RecordingAnswer = AnswerOf<'exportGame'>;
export type ImportedGame = AnswerOf<'importGame'>;
export type ErrorAnswer = Known<FromSchema<typeof import('./responses.js').ErrorBody>>;

/** A route's method and path as the table writes them: a client naming them compiles only while they match. */
export type Endpoint<R extends RouteName> = { readonly method: Route<R>['method']; readonly url: Route<R>['url'] };
