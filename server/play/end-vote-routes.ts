/** Votes to end a game (end-votes.ts): read them, vote, withdraw a vote. */
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth.js';
import type { ServerContext } from '../app.js';
import { rateLimited } from '../rate-limits.js';
import { gameParams } from '../schemas.js';
import { endVotes, voteToEnd, withdrawVote } from './end-votes.js';

type Params = { readonly id: string };

export function endVoteRoutes({ store, registry, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: Params }>('/api/games/:id/end-votes', { schema: { params: gameParams } }, async (request) => endVotes(store, registry, Number(request.params.id)));

    app.post<{ Params: Params }>('/api/games/:id/end-votes', { schema: { params: gameParams }, config: rateLimited(limits.rate, 'post') }, async (request, reply) => {
      const outcome = await voteToEnd(store, registry, Number(request.params.id), bearerToken(request.headers.authorization));
      reply.code(outcome.ended ? 201 : 200);
      return outcome;
    });

    app.delete<{ Params: Params }>('/api/games/:id/end-votes', { schema: { params: gameParams }, config: rateLimited(limits.rate, 'post') }, async (request) =>
      withdrawVote(store, registry, Number(request.params.id), bearerToken(request.headers.authorization)),
    );
  };
}
