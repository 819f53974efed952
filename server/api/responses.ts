/**
 * JSON Schemas of the server's answers: the one source of the response side of the API. The
 * browser client's types are derived from them (types.ts), the OpenAPI document shows them
 * (openapi.ts), and test/server/openapi.test.ts holds the server's real answers to them. Fastify
 * does not serialise with them (an answer is sent as the handler built it): an answer may carry
 * more than a schema lists, never less.
 */
import { actionBody, createGameBody, importBody, playerName } from './requests.js';
import { named } from './named.js';

const integer = { type: 'integer' } as const;
const string = { type: 'string' } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const nullableString = { type: ['string', 'null'] } as const;
const scores = { type: 'object', additionalProperties: { type: 'number' } } as const;

export const PlayerId = named('PlayerId', {
  oneOf: [{ type: 'string' }, { type: 'integer', minimum: -Number.MAX_SAFE_INTEGER, maximum: Number.MAX_SAFE_INTEGER }],
  description: 'A string or a safe integer',
} as const);

export const Status = named('Status', {
  type: 'string',
  enum: ['active', 'finished', 'diverged'],
  description: 'diverged: the title built now no longer replays the game (read-only; see "Title edits and stored games")',
} as const);

const result = { type: 'object', properties: { result: scores, game_end_reason: nullableString } } as const;

export const Divergence = named('Divergence', {
  type: 'object',
  required: ['kind', 'action_id', 'round', 'code', 'message', 'fingerprint'],
  properties: {
    kind: { enum: ['refused', 'result'], description: 'refused: the title refuses action_id; result: a finished game would end otherwise' },
    action_id: { type: 'integer', description: 'The refused action (refused) or the last action (result)' },
    round: { type: 'string', description: 'The round of the last good state' },
    code: string,
    message: string,
    old_result: result,
    new_result: { oneOf: [{ type: 'null' }, result] },
    fingerprint: { type: 'string', description: 'The fingerprint of the title that found it' },
  },
} as const);

export const Player = named('Player', { type: 'object', required: ['id', 'name'], properties: { id: PlayerId, name: string } } as const);

export const Title = named('Title', {
  type: 'object',
  required: ['id', 'title', 'full_title', 'players', 'optional_rules'],
  properties: {
    id: string,
    title: string,
    full_title: string,
    players: { type: 'object', required: ['min', 'max'], properties: { min: integer, max: integer } },
    optional_rules: {
      type: 'array',
      items: {
        type: 'object',
        required: ['sym', 'short_name', 'description', 'players'],
        properties: { sym: string, short_name: string, description: string, players: { type: ['array', 'null'], items: integer } },
      },
    },
  },
} as const);

/** A created game: its id, the owner's token and each seat's (shown only now). */
export const Seats = named('Seats', {
  type: 'object',
  required: ['id', 'owner_token', 'seats'],
  properties: {
    id: integer,
    owner_token: string,
    seats: {
      type: 'array',
      items: { type: 'object', required: ['player_id', 'name', 'token'], properties: { player_id: PlayerId, name: string, token: string } },
    },
  },
} as const);

export const GameListing = named('GameListing', {
  type: 'object',
  required: ['id', 'title', 'description', 'players', 'status', 'last_action_id', 'created_at', 'updated_at'],
  properties: {
    id: integer,
    title: string,
    description: string,
    players: { type: 'array', items: Player },
    status: Status,
    last_action_id: integer,
    created_at: dateTime,
    updated_at: dateTime,
    divergence: Divergence,
  },
} as const);

export const GameSummary = named('GameSummary', {
  type: 'object',
  required: ['id', 'title', 'description', 'players', 'optional_rules', 'seed', 'status', 'round', 'phase', 'active_entities', 'acting_players', 'last_action_id', 'last_event_id', 'result', 'game_end_reason', 'created_at', 'updated_at'],
  properties: {
    id: integer,
    title: string,
    description: string,
    players: { type: 'array', items: Player },
    optional_rules: { type: 'array', items: string },
    seed: { type: ['integer', 'null'], description: 'Once the game has ended (until then it would tell what is drawn next)' },
    status: Status,
    round: { type: 'string', examples: ['Operating Round 3.2'] },
    phase: string,
    active_entities: {
      type: 'array',
      items: { type: 'object', required: ['id', 'kind', 'player'], properties: { id: PlayerId, kind: nullableString, player: { oneOf: [PlayerId, { type: 'null' }] } } },
    },
    acting_players: { type: 'array', items: PlayerId, description: 'Players whose move it is' },
    last_action_id: integer,
    last_event_id: integer,
    result: { ...scores, description: 'Value per player id, highest first' },
    game_end_reason: nullableString,
    created_at: dateTime,
    updated_at: dateTime,
    divergence: { allOf: [Divergence], description: 'Only for a diverged game: it is served at its last good state' },
  },
} as const);

/** An action as stored and read back: what was posted, and when. */
export const Action = named('Action', {
  ...actionBody,
  properties: { ...actionBody.properties, created_at: { type: 'integer', description: 'Set by the server (Unix seconds)' } },
} as const);

export const Event = named('Event', {
  type: 'object',
  required: ['id', 'action', 'type', 'text'],
  properties: { id: integer, action: integer, type: { type: 'string', examples: ['share_bought', 'tile_laid', 'phase_changed', 'game_ended'] }, text: string },
  additionalProperties: true,
} as const);

/** A game in the 18xx.games recording format (an export; what an import takes, with more). */
export const Recording = named('Recording', {
  type: 'object',
  required: ['title', 'players', 'actions'],
  properties: {
    id: { oneOf: [{ type: 'integer' }, { type: 'string' }] },
    title: importBody.properties.title,
    description: importBody.properties.description,
    players: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name'],
        properties: { id: { oneOf: [playerName, { type: 'integer' }], description: 'Absent: the name is the id (18xx.games hotseat files)' }, name: playerName },
      },
    },
    settings: {
      type: 'object',
      properties: {
        seed: { ...importBody.properties.settings.properties.seed, description: 'In an export, once the game has ended' },
        optional_rules: createGameBody.properties.optional_rules,
      },
    },
    status: Status,
    actions: { type: 'array', maxItems: 10000, items: Action },
    result: scores,
    game_end_reason: nullableString,
    created_at: integer,
    updated_at: integer,
    toolkit_version: { type: 'string', description: 'The toolkit version that created the game' },
    exported_by: { type: 'string', description: 'The toolkit version that exported it' },
    divergence: { allOf: [Divergence], description: 'A diverged game exports its last good state, and says where the title stopped replaying it' },
  },
} as const);

export const EndVotes = named('EndVotes', {
  type: 'object',
  required: ['votes', 'players', 'finished'],
  properties: {
    votes: { type: 'array', items: PlayerId, description: 'Players who voted, in the order they voted' },
    players: { type: 'array', items: Player },
    finished: { type: 'boolean' },
  },
} as const);

export const Lobby = named('Lobby', {
  type: 'object',
  required: ['id', 'title', 'full_title', 'description', 'optional_rules', 'players', 'min_players', 'max_players', 'status', 'game_id', 'created_at'],
  properties: {
    id: integer,
    title: string,
    full_title: string,
    description: string,
    optional_rules: { type: 'array', items: string },
    players: { type: 'array', items: { type: 'object', required: ['position', 'name'], properties: { position: integer, name: string } } },
    min_players: integer,
    max_players: integer,
    status: { enum: ['open', 'starting', 'started'] },
    game_id: { type: ['integer', 'null'] },
    created_at: dateTime,
  },
} as const);

/** Every refusal and failure: `{"error": {"code", "message", ...}}` (docs/server.md lists the codes). */
export const ErrorBody = named('Error', {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', examples: ['auth/not_your_entity', 'share/cannot_buy'] },
        message: string,
        rule: string,
        entity: string,
        expected_id: { type: 'integer', description: '409: the id the next action gets' },
        limit: { type: 'integer', description: 'limit/*, request/too_deep: the limit passed' },
        waiting_for: { type: 'array', items: PlayerId, description: 'end/vote_needed: the players who have not voted' },
        action_id: integer,
      },
    },
  },
} as const);

/** What an action posted caused: its id and the events. */
export const Posted = named('Posted', { type: 'object', required: ['action_id', 'events'], properties: { action_id: integer, events: { type: 'array', items: Event } } } as const);
