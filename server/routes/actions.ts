/**
 * Actions: post one (the move flow, see GameRegistry.post) and read those stored.
 */
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth.js';
import type { ServerContext } from '../app.js';
import { notFound } from '../errors.js';
import { checkEndGame } from '../play/end-votes.js';
import { actionBody, afterQuery, gameParams } from '../schemas.js';
import type { GameParams } from './games.js';

export function actionRoutes({ store, registry }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    app.post<{ Params: GameParams; Body: Record<string, unknown> }>(
      '/api/games/:id/actions',
      { schema: { params: gameParams, body: actionBody } },
      async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        // Ending the game is every player's decision (play/end-votes.ts).
        if (request.body.type === 'end_game') await checkEndGame(store, registry, Number(request.params.id), token);
        const posted = await registry.post(Number(request.params.id), token, request.body);
        reply.code(201);
        return posted;
      },
    );

    // Read from the store, not memory: a game nobody plays need not be loaded to be read.
    app.get<{ Params: GameParams; Querystring: { after?: string; limit?: string } }>(
      '/api/games/:id/actions',
      { schema: { params: gameParams, querystring: afterQuery } },
      async (request) => {
        const id = Number(request.params.id);
        const game = await store.game(id);
        if (!game) throw notFound('game', id);
        const actions = await store.actionsAfter(id, Number(request.query.after ?? 0));
        const limit = request.query.limit === undefined ? actions.length : Number(request.query.limit);
        return { actions: actions.slice(0, limit).map((a) => a.body), last_action_id: game.lastActionId };
      },
    );
  };
}
