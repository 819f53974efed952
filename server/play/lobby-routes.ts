/**
 * The lobby's routes: open a game with open seats, list the open ones, read one, join one, start
 * one (see lobby.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth.js';
import type { ServerContext } from '../app.js';
import { notFound } from '../errors.js';
import { rateLimited } from '../rate-limits.js';
import { createGameBody, gameParams } from '../schemas.js';
import { joinLobby, lobbySummary, openLobby, startLobby, type LobbyRequest } from './lobby.js';

const playerName = createGameBody.properties.players.items.properties.name;

const lobbyBody = {
  type: 'object',
  required: ['title', 'name'],
  properties: {
    title: createGameBody.properties.title,
    name: playerName,
    players: { type: 'integer', minimum: 1, maximum: 12 },
    optional_rules: createGameBody.properties.optional_rules,
    seed: createGameBody.properties.seed,
    description: createGameBody.properties.description,
  },
  additionalProperties: false,
} as const;

const joinBody = { type: 'object', required: ['name'], properties: { name: playerName }, additionalProperties: false } as const;
const listQuery = { type: 'object', properties: { limit: { type: 'string', pattern: '^[0-9]{1,3}$' } }, additionalProperties: false } as const;

type Params = { readonly id: string };

export function lobbyRoutes({ store, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Body: LobbyRequest }>('/api/lobbies', { schema: { body: lobbyBody }, config: rateLimited(limits.rate, 'create') }, async (request, reply) => {
      reply.code(201);
      return openLobby(store, request.body);
    });

    app.get<{ Querystring: { limit?: string } }>('/api/lobbies', { schema: { querystring: listQuery } }, async (request) => {
      const lobbies = await store.play.openLobbies(Math.min(Number(request.query.limit ?? 50), 200));
      return { lobbies: await Promise.all(lobbies.map(lobbySummary)) };
    });

    app.get<{ Params: Params }>('/api/lobbies/:id', { schema: { params: gameParams } }, async (request) => {
      const lobby = await store.play.lobby(Number(request.params.id));
      if (!lobby) throw notFound('lobby', Number(request.params.id));
      return lobbySummary(lobby);
    });

    app.post<{ Params: Params; Body: { name: string } }>('/api/lobbies/:id/seats', { schema: { params: gameParams, body: joinBody }, config: rateLimited(limits.rate, 'post') }, async (request, reply) => {
      reply.code(201);
      return joinLobby(store, Number(request.params.id), request.body.name);
    });

    app.post<{ Params: Params }>('/api/lobbies/:id/start', { schema: { params: gameParams }, config: rateLimited(limits.rate, 'create') }, async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      reply.code(201);
      return startLobby(store, Number(request.params.id), token);
    });
  };
}
