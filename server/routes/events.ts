/**
 * Events: the game log so far (`?after=N`), and the live stream (SSE) that resumes from
 * `Last-Event-ID` (or `?after=N` on a first connection) with exactly the events missed.
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ServerContext } from '../app.js';
import { ApiError } from '../errors.js';
import type { ObserverSink } from '../games/observers.js';
import { afterQuery, gameParams } from '../schemas.js';
import type { GameParams } from './games.js';

type AfterQuery = { after?: string; limit?: string };

export function eventRoutes({ registry }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    app.get<{ Params: GameParams; Querystring: AfterQuery }>(
      '/api/games/:id/events',
      { schema: { params: gameParams, querystring: afterQuery } },
      async (request) => {
        const after = Number(request.query.after ?? 0);
        return registry.withGame(Number(request.params.id), (live) => {
          const events = live.game.log.after(after);
          return { events: request.query.limit === undefined ? events : events.slice(0, Number(request.query.limit)), last_event_id: live.lastEventId };
        });
      },
    );

    app.get<{ Params: GameParams; Querystring: AfterQuery }>(
      '/api/games/:id/stream',
      {
        sse: { kind: 'only' },
        schema: { params: gameParams, querystring: afterQuery },
        // The SSE plugin refuses a client that accepts no event stream with a 406 of its own: in the API's error format instead.
        onSend: async (_request, reply, payload) =>
          reply.statusCode === 406 ? JSON.stringify(new ApiError(406, 'request/not_acceptable', 'this route answers only text/event-stream (Server-Sent Events); send Accept: text/event-stream').body()) : payload,
      },
      async (request, reply) => {
        const after = resumePoint(request.headers['last-event-id'], request.query.after);
        await registry.withGame(Number(request.params.id), (live, hub) => {
          reply.sse.keepAlive();
          const observer = hub.add(sseSink(reply), live, after);
          reply.sse.onClose(() => hub.remove(observer));
        });
      },
    );
  };
}

/** Where a stream starts: after the `Last-Event-ID` a reconnecting EventSource sends, else `?after=`, else 0. */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return Number(query ?? 0);
  if (!/^[0-9]{1,15}$/.test(value.trim())) throw new ApiError(400, 'request/invalid', `Last-Event-ID must be an event id, not ${JSON.stringify(value)}`);
  return Number(value.trim());
}

function sseSink(reply: FastifyReply): ObserverSink {
  return {
    // Writes happen in order as they are called; a failed write means the client is gone.
    send: (message) => void reply.sse.send(message).catch(() => undefined),
    buffered: () => reply.raw.writableLength,
    close: () => reply.sse.close(),
  };
}
