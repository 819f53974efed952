/**
 * JSON Schemas of the requests, checked by Fastify's ajv before a handler runs (a mismatch is a
 * 400 naming the field). Types are not coerced: a path or query number is a string of digits,
 * and a body's `"5"` is not the integer 5. What an action's fields must be is the engine's
 * business (`parseAction`, per action type); here only its envelope is checked.
 */

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
const playerId = { anyOf: [{ type: 'string', minLength: 1, maxLength: 64, pattern: NAME }, safeInteger] } as const;
/** The largest id a store holds (request-values.ts: Postgres's `integer`). */
const MAX_ID = 2 ** 31 - 1;

export const gameParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } },
} as const;

export const afterQuery = {
  type: 'object',
  properties: { after: digits, limit: digits },
  additionalProperties: false,
} as const;

/** The stream's query: a resume point, and a seat's token where no header can carry it (a browser's EventSource). */
export const streamQuery = {
  type: 'object',
  properties: { after: digits, token: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } },
  additionalProperties: false,
} as const;

export const listQuery = {
  type: 'object',
  properties: {
    limit: digits,
    offset: digits,
    status: { type: 'string', enum: ['active', 'finished', 'diverged'] },
    title: text(64),
  },
  additionalProperties: false,
} as const;

/** A diverged game continued from before an action (games/truncation.ts). */
export const truncateBody = {
  type: 'object',
  required: ['before'],
  properties: { before: { type: 'integer', minimum: 1, maximum: MAX_ID } },
  additionalProperties: false,
} as const;

export const createGameBody = {
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
        properties: { id: playerId, name: { type: 'string', minLength: 1, maxLength: 64, pattern: NAME } },
        additionalProperties: false,
      },
    },
    optional_rules: { type: 'array', maxItems: 64, uniqueItems: true, items: text(64) },
    seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    description: text(500),
  },
  additionalProperties: false,
} as const;

export const actionBody = {
  type: 'object',
  required: ['type', 'entity', 'entity_type'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 64 },
    entity: playerId,
    entity_type: { type: 'string', enum: ['player', 'corporation', 'company', 'minor'] },
    id: { type: 'integer', minimum: 1, maximum: MAX_ID },
    user: playerId,
  },
} as const;

export const importBody = {
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
} as const;
