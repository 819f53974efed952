/**
 * The server's API, written once: every route's method, path, request schemas (requests.ts) and
 * answers (responses.ts). The server registers its routes from this table (serve.ts: a route
 * cannot be served with another path or schema), the OpenAPI document is generated from it
 * (openapi.ts, served at GET /api/openapi.json), and the browser client's types are derived from
 * it (types.ts). Paths are written as Fastify takes them (`:id`).
 */
import { actionBody, afterQuery, createGameBody, gameParams, importBody, joinLobbyBody, listQuery, lobbyListQuery, openLobbyBody, streamQuery, truncateBody } from './requests.js';
import { Action, EndVotes, Event, GameListing, GameSummary, Lobby, PlayerId, Posted, Recording, Seats, Status, Title } from './responses.js';

export interface Answer {
  readonly description: string;
  readonly schema: object;
  /** Default `application/json`. */
  readonly mediaType?: string;
}

export interface RouteContract {
  readonly method: 'GET' | 'POST' | 'DELETE';
  readonly url: string;
  readonly summary: string;
  /** Who may call: anyone, anyone with or without a token (a seat's view), or a token's holder. */
  readonly auth: 'none' | 'optional' | 'token';
  readonly params?: object;
  readonly query?: object;
  readonly body?: object;
  /** Headers the handler reads and checks itself (documented; Fastify does not validate them). */
  readonly headers?: readonly { readonly name: string; readonly description: string; readonly schema: object }[];
  /** The successful answers, by status. */
  readonly responses: Readonly<Record<number, Answer>>;
  /** The error statuses this route answers besides the 500 and 503 any request may meet (all `Error` bodies). */
  readonly errors: readonly number[];
}

const object = <const P extends Record<string, object>>(properties: P) => ({ type: 'object', required: Object.keys(properties) as (keyof P & string)[], properties }) as const;
const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const list = <const S extends object>(items: S) => ({ type: 'array', items }) as const;

/** A request body's errors: bad JSON or schema, too large, not JSON. */
const BODY = [400, 413, 415] as const;

export const API = {
  listTitles: {
    method: 'GET',
    url: '/api/titles',
    summary: 'The titles games can be created for',
    auth: 'none',
    responses: { 200: { description: 'Titles', schema: { type: 'object', required: ['titles'], properties: { titles: list(Title) } } } },
    errors: [],
  },
  listGames: {
    method: 'GET',
    url: '/api/games',
    summary: 'Games, most recently played first',
    auth: 'none',
    query: listQuery,
    responses: { 200: { description: 'Games', schema: { type: 'object', required: ['games'], properties: { games: list(GameListing) } } } },
    errors: [400],
  },
  createGame: {
    method: 'POST',
    url: '/api/games',
    summary: 'Create a game',
    auth: 'none',
    body: createGameBody,
    responses: { 201: { description: 'The game, its seats and their tokens (shown only now)', schema: Seats } },
    errors: [...BODY, 422, 429],
  },
  importGame: {
    method: 'POST',
    url: '/api/games/import',
    summary: 'Import a game recorded in the 18xx.games format (every action is replayed first)',
    auth: 'none',
    body: importBody,
    responses: {
      201: {
        description: 'The imported game, its seats and tokens',
        schema: { allOf: [Seats, { type: 'object', required: ['status', 'last_action_id'], properties: { status: Status, last_action_id: integer } }] },
      },
    },
    errors: [...BODY, 422, 429],
  },
  gameSummary: {
    method: 'GET',
    url: '/api/games/:id',
    summary: 'The game now',
    auth: 'optional',
    params: gameParams,
    responses: { 200: { description: 'Summary', schema: GameSummary } },
    errors: [400, 401, 404],
  },
  gameState: {
    method: 'GET',
    url: '/api/games/:id/state',
    summary: "The engine's state, for clients that do not run the engine",
    auth: 'optional',
    params: gameParams,
    responses: {
      200: {
        description: 'State',
        schema: {
          type: 'object',
          required: ['last_action_id', 'last_event_id', 'state'],
          properties: {
            last_action_id: integer,
            last_event_id: integer,
            state: { type: 'object', description: "The engine's GameState (runtime/state/types.ts) as the reader may see it (hidden values read as hidden: true)" },
          },
        },
      },
    },
    errors: [400, 401, 404],
  },
  exportGame: {
    method: 'GET',
    url: '/api/games/:id/export',
    summary: 'The game in the 18xx.games recording format (what `trackwright replay` replays)',
    auth: 'optional',
    params: gameParams,
    responses: { 200: { description: 'Recording', schema: Recording } },
    errors: [400, 401, 404],
  },
  truncateGame: {
    method: 'POST',
    url: '/api/games/:id/truncate',
    summary: 'The owner of a diverged game continues it from before an action (the actions from `before` on are deleted)',
    auth: 'token',
    params: gameParams,
    body: truncateBody,
    responses: { 200: { description: 'The game as it now stands, playable', schema: GameSummary } },
    errors: [400, 401, 403, 404, 409, 422],
  },
  seat: {
    method: 'GET',
    url: '/api/games/:id/me',
    summary: 'Which seat a token is',
    auth: 'token',
    params: gameParams,
    responses: {
      200: {
        description: 'The seat',
        schema: object({ owner: { type: 'boolean' }, player_id: { oneOf: [PlayerId, { type: 'null' }] }, name: { type: ['string', 'null'] } }),
      },
    },
    errors: [400, 401, 404],
  },
  listActions: {
    method: 'GET',
    url: '/api/games/:id/actions',
    summary: 'Stored actions after an action id, as the reader may see them',
    auth: 'optional',
    params: gameParams,
    query: afterQuery,
    responses: { 200: { description: 'Actions', schema: object({ actions: list(Action), last_action_id: integer }) } },
    errors: [400, 401, 404],
  },
  postAction: {
    method: 'POST',
    url: '/api/games/:id/actions',
    summary: 'Take an action',
    auth: 'token',
    params: gameParams,
    body: actionBody,
    responses: { 201: { description: 'Stored; the events it caused', schema: Posted } },
    errors: [...BODY, 401, 403, 404, 409, 422, 429],
  },
  listEvents: {
    method: 'GET',
    url: '/api/games/:id/events',
    summary: 'The game log after an event id',
    auth: 'optional',
    params: gameParams,
    query: afterQuery,
    responses: { 200: { description: 'Events', schema: object({ events: list(Event), last_event_id: integer }) } },
    errors: [400, 401, 404],
  },
  stream: {
    method: 'GET',
    url: '/api/games/:id/stream',
    summary: 'Live events (Server-Sent Events); resumes after Last-Event-ID',
    auth: 'optional',
    params: gameParams,
    query: streamQuery,
    headers: [{ name: 'Last-Event-ID', description: 'Resume after this event id (an EventSource sends it when it reconnects)', schema: { type: 'string', pattern: '^[0-9]+$' } }],
    responses: { 200: { description: 'text/event-stream: events (id: event id), `action` messages, `ready`', schema: string, mediaType: 'text/event-stream' } },
    errors: [400, 401, 404, 406, 429],
  },
  endVotes: {
    method: 'GET',
    url: '/api/games/:id/end-votes',
    summary: 'Who has voted to end the game',
    auth: 'none',
    params: gameParams,
    responses: { 200: { description: 'The votes to end the game', schema: EndVotes } },
    errors: [400, 404],
  },
  voteToEnd: {
    method: 'POST',
    url: '/api/games/:id/end-votes',
    summary: 'Vote to end the game (a seat token); the last vote needed ends it',
    auth: 'token',
    params: gameParams,
    responses: {
      200: { description: 'The votes to end the game', schema: EndVotes },
      201: { description: "The game ended with this vote (the server posted the voter's end_game)", schema: { allOf: [EndVotes, object({ ended: Posted })] } },
    },
    errors: [400, 401, 404, 409, 422, 429],
  },
  withdrawVote: {
    method: 'DELETE',
    url: '/api/games/:id/end-votes',
    summary: "Withdraw one's vote to end the game",
    auth: 'token',
    params: gameParams,
    responses: { 200: { description: 'The votes to end the game', schema: EndVotes } },
    errors: [400, 401, 404, 409, 422, 429],
  },
  listLobbies: {
    method: 'GET',
    url: '/api/lobbies',
    summary: 'Games with open seats, newest first',
    auth: 'none',
    query: lobbyListQuery,
    responses: { 200: { description: 'Open lobbies', schema: object({ lobbies: list(Lobby) }) } },
    errors: [400],
  },
  openLobby: {
    method: 'POST',
    url: '/api/lobbies',
    summary: 'Open a game with open seats; its creator takes the first',
    auth: 'none',
    body: openLobbyBody,
    responses: {
      201: { description: "The lobby, the creator's owner token (to start it) and seat token", schema: object({ id: integer, owner_token: string, seat_token: string, position: integer }) },
    },
    errors: [...BODY, 422, 429],
  },
  lobby: {
    method: 'GET',
    url: '/api/lobbies/:id',
    summary: "A lobby (its game's id once started)",
    auth: 'none',
    params: gameParams,
    responses: { 200: { description: 'The lobby', schema: Lobby } },
    errors: [400, 404],
  },
  joinLobby: {
    method: 'POST',
    url: '/api/lobbies/:id/seats',
    summary: "Join a lobby with a name; the answer's token is the seat's, now and in the game",
    auth: 'none',
    params: gameParams,
    body: joinLobbyBody,
    responses: { 201: { description: 'The seat taken', schema: object({ position: integer, seat_token: string }) } },
    errors: [...BODY, 404, 409, 422, 429],
  },
  startLobby: {
    method: 'POST',
    url: '/api/lobbies/:id/start',
    summary: "Start a lobby's game (its owner token)",
    auth: 'token',
    params: gameParams,
    responses: { 201: { description: 'The game created', schema: object({ game_id: integer }) } },
    errors: [400, 401, 403, 404, 409, 422, 429],
  },
  health: {
    method: 'GET',
    url: '/healthz',
    summary: 'The process serves',
    auth: 'none',
    responses: {
      200: { description: 'Alive', schema: object({ ok: { type: 'boolean' }, store: { enum: ['sqlite', 'postgres'] }, games: integer, observers: integer }) },
    },
    errors: [],
  },
  ready: {
    method: 'GET',
    url: '/readyz',
    summary: 'The database answers',
    auth: 'none',
    responses: { 200: { description: 'Ready', schema: object({ ok: { type: 'boolean' } }) } },
    errors: [],
  },
  openapi: {
    method: 'GET',
    url: '/api/openapi.json',
    summary: 'This description of the API (OpenAPI 3.1), generated from the routes the server serves',
    auth: 'none',
    responses: { 200: { description: 'The OpenAPI document', schema: { type: 'object', required: ['openapi', 'paths'] } } },
    errors: [],
  },
} as const satisfies Record<string, RouteContract>;

export type RouteName = keyof typeof API;
