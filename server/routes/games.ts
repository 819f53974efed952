/**
 * Games: create, import, list, read (summary, state, export) and "which seat is this token".
 * The state and the export are what the reader may see (a seat token, the owner token or none:
 * hidden information hidden, runtime/engine/redaction.ts); the seed shows once the game has ended.
 */
import type { FastifyPluginAsync } from 'fastify';
import { TITLE_IDS } from '../games/titles.js';
import type { Fixture, Viewer } from '../../runtime/index.js';
import { bearerToken, optionalBearerToken, seatOf, viewerOf } from '../auth.js';
import { BODY_LIMITS, type ServerContext } from '../app.js';
import { exportGame } from '../games/export.js';
import { divergenceBody, titleModule, type LiveGame } from '../games/live-game.js';
import { createGame, importGame } from '../games/setup.js';
import { rateLimited } from '../rate-limits.js';
import { gameIdOf, queryNumber } from '../request-values.js';
import { serve } from '../api/serve.js';

export function gameRoutes({ store, registry, limits }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'listTitles', {}, async () => {
      const titles = await Promise.all(
        TITLE_IDS.map(async (id) => {
          const { meta } = (await titleModule(id)).definition;
          return {
            id,
            title: meta.title,
            full_title: meta.fullTitle,
            players: { min: meta.playerRange[0], max: meta.playerRange[1] },
            optional_rules: meta.optionalRules.map((r) => ({ sym: r.sym, short_name: r.shortName, description: r.description, players: r.players ?? null })),
          };
        }),
      );
      return { titles };
    });

    serve(app, 'createGame', { config: rateLimited(limits.rate, 'create') }, async (request, reply) => {
      reply.code(201);
      return createGame(store, request.body);
    });

    serve(app, 'importGame', { bodyLimit: BODY_LIMITS.import, config: rateLimited(limits.rate, 'import') }, async (request, reply) => {
      reply.code(201);
      // The schema checks the recording's envelope; each action is the engine's to check (replayed first).
      return importGame(store, request.body as unknown as Fixture);
    });

    serve(app, 'listGames', {}, async (request) => {
        const { limit, offset, status, title } = request.query;
        const games = await store.listGames({ limit: queryNumber(limit, 'limit', 50, MAX_LIST), offset: queryNumber(offset, 'offset', 0), status, title });
        return {
          games: games.map((g) => ({
            id: g.id,
            title: g.title,
            description: g.description,
            players: g.players,
            status: g.status,
            last_action_id: g.lastActionId,
            created_at: g.createdAt,
            updated_at: g.updatedAt,
            ...(g.divergence ? { divergence: divergenceBody(g.divergence) } : {}),
          })),
        };
    });

    serve(app, 'gameSummary', {}, async (request) =>
      registry.withGame(gameIdOf(request.params), (live) => {
        readerOf(live, request.headers.authorization);
        return live.summary();
      }),
    );

    serve(app, 'gameState', {}, async (request) =>
      registry.withGame(gameIdOf(request.params), (live) => ({ last_action_id: live.lastActionId, last_event_id: live.lastEventId, state: live.stateFor(readerOf(live, request.headers.authorization)) })),
    );

    serve(app, 'exportGame', {}, async (request, reply) => {
      const fixture = await registry.withGame(gameIdOf(request.params), (live) => exportGame(live, readerOf(live, request.headers.authorization)));
      reply.header('content-disposition', `attachment; filename="${fixture.title}-${fixture.id}.json"`);
      return fixture;
    });

    // A diverged game's owner continues it from before an action (games/truncation.ts).
    serve(app, 'truncateGame', {}, async (request) =>
      registry.truncate(gameIdOf(request.params), bearerToken(request.headers.authorization), request.body.before),
    );

    serve(app, 'seat', {}, async (request) => {
      const token = bearerToken(request.headers.authorization);
      return registry.withGame(gameIdOf(request.params), (live) => {
        const seat = seatOf(live.tokens, token);
        const player = live.record.players.find((p) => p.id === seat);
        return { owner: seat === null, player_id: seat, name: player?.name ?? null };
      });
    });
  };
}

/** The most games a page of the list holds. */
const MAX_LIST = 200;

/** Who reads: the viewer an optional `Authorization` header names (401 for a token not of this game). */
function readerOf(live: LiveGame, authorization: string | undefined): Viewer {
  return viewerOf(live.game, live.tokens, optionalBearerToken(authorization));
}
