/** Votes to end a game (end-votes.ts): read them, vote, withdraw a vote. */
import type { FastifyPluginAsync } from 'fastify';
import { bearerToken } from '../auth.js';
import type { ServerContext } from '../app.js';
import { rateLimited } from '../rate-limits.js';
import { serve } from '../api/serve.js';
import { endVotes, voteToEnd, withdrawVote } from './end-votes.js';

export function endVoteRoutes({ store, registry, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'endVotes', {}, async (request) => endVotes(store, registry, Number(request.params.id)));

    serve(app, 'voteToEnd', { config: rateLimited(limits.rate, 'post') }, async (request, reply) => {
      const outcome = await voteToEnd(store, registry, Number(request.params.id), bearerToken(request.headers.authorization));
      reply.code(outcome.ended ? 201 : 200);
      return outcome;
    });

    serve(app, 'withdrawVote', { config: rateLimited(limits.rate, 'post') }, async (request) =>
      withdrawVote(store, registry, Number(request.params.id), bearerToken(request.headers.authorization)),
    );
  };
}
