/**
 * JSON Schemas of the requests, checked by Fastify's ajv before a handler runs (a mismatch is a
 * 400 naming the field). They are the one source of the request side of the API: routes.ts puts
 * them on the routes, types.ts derives the handlers' and the browser client's types from them,
 * openapi.ts writes them into the OpenAPI document. Types are not coerced: a path or query number is a string of digits,
 * and a body's `"5"` is not the integer 5. What an action's fields must be is the engine's
 * business (`parseAction`, per action type); here only its envelope is checked.
 */

import { named } from './named.js';

const digits = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
/**
 * Text the server stores or searches by: no NUL character (Postgres cannot hold one in text; it
 * answered 500), and no other control character where a name or an id belongs.
 */
const NO_NUL = '^[^\\u0000]*$';
const text = (maxLength: number) => ({ type: 'string', maxLength, pattern: NO_NUL }) as const;
/**
 * A name or id: printable text with something besides spaces, and not a prototype property's
 * name (an export's result keyed by a player `__proto__` would not parse back: the game could
 * not be imported again). Linear to match, whatever the text (a body may be 64 KiB).
 */
const NAME = '^(?!(?:__proto__|constructor|prototype)$)(?=.*\\S)[^\\u0000-\\u001f\\u007f]*$';
/**
 * Integers JSON carries exactly: beyond 2^53 a number is not the one written (2^64 reads back as
 * 18446744073709552000, and `1e300` is an "integer" too), so an id is a string or a safe integer.
 */
const safeInteger = { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER } as const;
export const playerName = named('Name', {
  type: 'string',
  minLength: 1,
  maxLength: 64,
  pattern: NAME,
  description: 'Printable, not only spaces, and not __proto__, constructor or prototype',
} as const);
const playerId = named('PlayerIdIn', { anyOf: [{ type: 'string', minLength: 1, maxLength: 64, pattern: NAME }, safeInteger], description: 'A name-like string or a safe integer' } as const);
/** The largest id a store holds (request-values.ts: Postgres's `integer`). */
const MAX_ID = 2 ** 31 - 1;

/** A game's or a lobby's id in the path. */
export const gameParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'A positive integer, at most 2147483647' } },
} as const;

export const afterQuery = {
  type: 'object',
  properties: {
    after: { ...digits, description: 'Only those after this id (default 0)' },
    limit: { ...digits, description: 'At most this many (default: all)' },
  },
  additionalProperties: false,
} as const;

/** The stream's query: a resume point, and a seat's token where no header can carry it (a browser's EventSource). */
export const streamQuery = {
  type: 'object',
  properties: {
    after: { ...digits, description: 'On a first connection: the events after this id (a reconnection sends Last-Event-ID)' },
    token: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$', description: 'A seat or owner token, where no Authorization header can be sent (a browser EventSource)' },
  },
  additionalProperties: false,
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    limit: { ...digits, description: 'At most this many, up to 200 (default 50)' },
    offset: { ...digits, description: 'Skip this many (default 0)' },
    status: { type: 'string', enum: ['active', 'finished', 'diverged'] },
    title: text(64),
  },
  additionalProperties: false,
} as const;

/** A diverged game continued from before an action (games/truncation.ts). */
export const truncateBody = {
  type: 'object',
  required: ['before'],
  properties: { before: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'At most the refused action (or, for a changed result, the last action)' } },
  additionalProperties: false,
} as const;

export const createGameBody = named('CreateGame', {
  type: 'object',
  required: ['title', 'players'],
  properties: {
    title: { ...text(64), minLength: 1 },
    players: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['name'],
        properties: { id: playerId, name: playerName },
        additionalProperties: false,
      },
    },
    optional_rules: { type: 'array', maxItems: 64, uniqueItems: true, items: text(64) },
    seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER, description: 'Random when absent (a game created with a seed has no secrets from its creator)' },
    description: text(500),
  },
  additionalProperties: false,
} as const);

export const actionBody = named('PostAction', {
  type: 'object',
  description:
    "An action in the 18xx.games format; its fields depend on its type (runtime/actions/catalog.ts). Stored with those fields only; a hidden one reads as an object with hidden: true",
  required: ['type', 'entity', 'entity_type'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 64, examples: ['bid', 'buy_shares', 'lay_tile', 'undo'] },
    entity: playerId,
    entity_type: { type: 'string', enum: ['player', 'corporation', 'company', 'minor'] },
    id: { type: 'integer', minimum: 1, maximum: MAX_ID, description: 'If given, must be the next id (else 409)' },
    user: { ...playerId, description: "Who sent it: a seat's own player; the owner's, any player" },
  },
} as const);

export const importBody = named('ImportGame', {
  type: 'object',
  required: ['title', 'players', 'actions'],
  properties: {
    title: { ...text(64), minLength: 1 },
    description: text(500),
    players: createGameBody.properties.players,
    settings: {
      type: 'object',
      properties: {
        // As creating a game takes it: a whole number from 0 (written as a number or in digits).
        seed: { anyOf: [createGameBody.properties.seed, { type: 'string', pattern: '^[0-9]{0,15}$' }] },
        optional_rules: createGameBody.properties.optional_rules,
      },
    },
    actions: { type: 'array', items: { type: 'object' } },
  },
} as const);

/** A game with open seats (play/lobby.ts); its creator takes the first. */
export const openLobbyBody = named('OpenLobby', {
  type: 'object',
  required: ['title', 'name'],
  properties: {
    title: createGameBody.properties.title,
    name: playerName,
    players: { type: 'integer', minimum: 1, maximum: 12, description: "Seats, the creator's included; default the title's most" },
    optional_rules: createGameBody.properties.optional_rules,
    seed: createGameBody.properties.seed,
    description: createGameBody.properties.description,
  },
  additionalProperties: false,
} as const);

export const joinLobbyBody = { type: 'object', required: ['name'], properties: { name: playerName }, additionalProperties: false } as const;

export const lobbyListQuery = {
  type: 'object',
  properties: { limit: { type: 'string', pattern: '^[0-9]{1,3}$', description: 'At most this many, up to 200 (default 50)' } },
  additionalProperties: false,
} as const;
