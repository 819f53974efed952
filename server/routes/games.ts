/**
 * Games: create, import, list, read (summary, state, export) and "which seat is this token".
 */
import type { FastifyPluginAsync } from 'fastify';
import { TITLE_IDS } from '../../generated/index.js';
import type { Fixture } from '../../runtime/index.js';
import { bearerToken, seatOf } from '../auth.js';
import { BODY_LIMITS, type ServerContext } from '../app.js';
import { exportGame } from '../games/export.js';
import { titleModule } from '../games/live-game.js';
import { createGame, importGame, type CreateRequest } from '../games/setup.js';
import { createGameBody, gameParams, importBody, listQuery } from '../schemas.js';

export interface GameParams {
  readonly id: string;
}

export function gameRoutes({ store, registry }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    app.get('/api/titles', async () => {
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

    app.post<{ Body: CreateRequest }>('/api/games', { schema: { body: createGameBody } }, async (request, reply) => {
      reply.code(201);
      return createGame(store, request.body);
    });

    app.post<{ Body: Fixture }>('/api/games/import', { schema: { body: importBody }, bodyLimit: BODY_LIMITS.import }, async (request, reply) => {
      reply.code(201);
      return importGame(store, request.body);
    });

    app.get<{ Querystring: { limit?: string; offset?: string; status?: 'active' | 'finished'; title?: string } }>(
      '/api/games',
      { schema: { querystring: listQuery } },
      async (request) => {
        const { limit, offset, status, title } = request.query;
        const games = await store.listGames({ limit: Math.min(Number(limit ?? 50), 200), offset: Number(offset ?? 0), status, title });
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
          })),
        };
      },
    );

    app.get<{ Params: GameParams }>('/api/games/:id', { schema: { params: gameParams } }, async (request) =>
      registry.withGame(Number(request.params.id), (live) => live.summary()),
    );

    app.get<{ Params: GameParams }>('/api/games/:id/state', { schema: { params: gameParams } }, async (request) =>
      registry.withGame(Number(request.params.id), (live) => ({ last_action_id: live.lastActionId, last_event_id: live.lastEventId, state: live.game.state })),
    );

    app.get<{ Params: GameParams }>('/api/games/:id/export', { schema: { params: gameParams } }, async (request, reply) => {
      const fixture = await registry.withGame(Number(request.params.id), (live) => exportGame(live));
      reply.header('content-disposition', `attachment; filename="${fixture.title}-${fixture.id}.json"`);
      return fixture;
    });

    app.get<{ Params: GameParams }>('/api/games/:id/me', { schema: { params: gameParams } }, async (request) => {
      const token = bearerToken(request.headers.authorization);
      return registry.withGame(Number(request.params.id), (live) => {
        const seat = seatOf(live.tokens, token);
        const player = live.record.players.find((p) => p.id === seat);
        return { owner: seat === null, player_id: seat, name: player?.name ?? null };
      });
    });
  };
}
