/**
 * JSON Schemas of the requests, checked by Fastify's ajv before a handler runs (a mismatch is a
 * 400 naming the field). Types are not coerced: a path or query number is a string of digits,
 * and a body's `"5"` is not the integer 5. What an action's fields must be is the engine's
 * business (`parseAction`, per action type); here only its envelope is checked.
 */

const digits = { type: 'string', pattern: '^[0-9]{1,15}$' } as const;
const playerId = { anyOf: [{ type: 'string', minLength: 1, maxLength: 64 }, { type: 'integer' }] } as const;

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

export const listQuery = {
  type: 'object',
  properties: {
    limit: digits,
    offset: digits,
    status: { type: 'string', enum: ['active', 'finished'] },
    title: { type: 'string', maxLength: 64 },
  },
  additionalProperties: false,
} as const;

export const createGameBody = {
  type: 'object',
  required: ['title', 'players'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 64 },
    players: {
      type: 'array',
      minItems: 1,
      maxItems: 12,
      items: {
        type: 'object',
        required: ['name'],
        properties: { id: playerId, name: { type: 'string', minLength: 1, maxLength: 64, pattern: '\\S' } },
        additionalProperties: false,
      },
    },
    optional_rules: { type: 'array', maxItems: 64, items: { type: 'string', maxLength: 64 } },
    seed: { type: 'integer', minimum: 0, maximum: Number.MAX_SAFE_INTEGER },
    description: { type: 'string', maxLength: 500 },
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
    id: { type: 'integer', minimum: 1 },
  },
} as const;

export const importBody = {
  type: 'object',
  required: ['title', 'players', 'actions'],
  properties: {
    title: { type: 'string', minLength: 1, maxLength: 64 },
    players: createGameBody.properties.players,
    settings: {
      type: 'object',
      properties: {
        seed: { anyOf: [{ type: 'integer' }, { type: 'string', pattern: '^[0-9]*$' }] },
        optional_rules: createGameBody.properties.optional_rules,
      },
    },
    actions: { type: 'array', items: { type: 'object' } },
  },
} as const;
