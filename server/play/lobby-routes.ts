/**
 * The lobby's routes: open a game with open seats, list the open ones, read one, join one, start
 * one (see lobby.ts).
 */
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth.js';
import type { ServerContext } from '../app.js';
import { notFound } from '../errors.js';
import { rateLimited } from '../rate-limits.js';
import { serve } from '../api/serve.js';
import { joinLobby, lobbySummary, openLobby, startLobby } from './lobby.js';


export function lobbyRoutes({ store, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'openLobby', { config: rateLimited(limits.rate, 'create') }, async (request, reply) => {
      reply.code(201);
      return openLobby(store, request.body);
    });

    serve(app, 'listLobbies', {}, async (request) => {
      const lobbies = await store.play.openLobbies(Math.min(Number(request.query.limit ?? 50), 200));
      return { lobbies: await Promise.all(lobbies.map(lobbySummary)) };
    });

    serve(app, 'lobby', {}, async (request) => {
      const lobby = await store.play.lobby(Number(request.params.id));
      if (!lobby) throw notFound('lobby', Number(request.params.id));
      return lobbySummary(lobby);
    });

    serve(app, 'joinLobby', { config: rateLimited(limits.rate, 'post') }, async (request, reply) => {
      reply.code(201);
      return joinLobby(store, Number(request.params.id), request.body.name);
    });

    serve(app, 'startLobby', { config: rateLimited(limits.rate, 'create') }, async (request, reply) => {
      const token = bearerToken(request.headers.authorization);
      reply.code(201);
      return startLobby(store, Number(request.params.id), token);
    });
  };
}
