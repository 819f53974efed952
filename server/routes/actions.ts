/**
 * Actions: post one (the move flow, see GameRegistry.post) and read those stored, as the reader
 * may see them (a seat token, the owner token, or none: hidden information is hidden).
 */
import type { FastifyPluginAsync } from 'fastify';
import { declaredSecrets } from '../../runtime/index.js';
import { bearerToken, optionalBearerToken, seatOf, tokenMap, viewerOf } from '../auth.js';
import type { ServerContext } from '../app.js';
import { notFound } from '../errors.js';
import { titleModule } from '../games/live-game.js';
import { checkEndGame } from '../play/end-votes.js';
import { rateLimited } from '../rate-limits.js';
import { gameIdOf, queryNumber } from '../request-values.js';
import { serve } from '../api/serve.js';
import type { AnswerOf } from '../api/types.js';

export function actionRoutes({ store, registry, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'postAction', { config: rateLimited(limits.rate, 'post') }, async (request, reply) => {
        const token = bearerToken(request.headers.authorization);
        // Ending the game is every player's decision (play/end-votes.ts).
        if (request.body.type === 'end_game') await checkEndGame(store, registry, gameIdOf(request.params), token);
        const posted = await registry.post(gameIdOf(request.params), token, request.body);
        reply.code(201);
        return posted;
    });

    serve(app, 'listActions', {}, async (request) => {
        const id = gameIdOf(request.params);
        const after = queryNumber(request.query.after, 'after', 0);
        const limit = queryNumber(request.query.limit, 'limit', Infinity);
        const token = optionalBearerToken(request.headers.authorization);
        const game = await store.game(id);
        if (!game) throw notFound('game', id);
        // A title whose steps keep actions' fields secret: the game decides what the reader sees.
        if (keepsSecrets((await titleModule(game.title)).steps)) {
          return registry.withGame(id, (live) => {
            const viewer = viewerOf(live.game, live.tokens, token);
            return { actions: live.actionsAfter(after, viewer).slice(0, limit), last_action_id: live.lastActionId };
          });
        }
        // Otherwise from the store: a game nobody plays need not be loaded to be read.
        if (token !== undefined) seatOf(tokenMap(await store.tokens(id)), token);
        const actions = await store.actionsAfter(id, after);
        // Stored bodies passed the action schema and the engine on their way in.
        return { actions: actions.slice(0, limit).map((a) => a.body) as unknown as AnswerOf<'listActions'>['actions'], last_action_id: game.lastActionId };
    });
  };
}

function keepsSecrets(steps: Readonly<Record<string, unknown>> | undefined): boolean {
  return Object.values(steps ?? {}).some((step) => declaredSecrets(step) !== undefined);
}
