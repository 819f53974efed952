/**
 * Events: the game log so far (`?after=N`), and the live stream (SSE) that resumes from
 * `Last-Event-ID` (or `?after=N` on a first connection) with exactly the events missed. The
 * stream's `action` messages are what the reader may see of hidden information: a reader shows
 * its seat with `Authorization: Bearer <token>`, or `?token=` where it cannot set a header (a
 * browser's EventSource). Streams are counted per game and per client (observer-quota.ts).
 */
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { optionalBearerToken, viewerOf } from '../auth.js';
import type { ServerContext } from '../app.js';
import { ApiError } from '../errors.js';
import type { ObserverSink } from '../games/observers.js';
import { gameIdOf, MAX_ID, queryNumber } from '../request-values.js';
import { serve } from '../api/serve.js';

export function eventRoutes({ registry }: ServerContext): FastifyPluginAsync {
  return async (app) => {
    serve(app, 'listEvents', {}, async (request) => {
        const after = queryNumber(request.query.after, 'after', 0);
        const limit = queryNumber(request.query.limit, 'limit', Infinity);
        const token = optionalBearerToken(request.headers.authorization);
        return registry.withGame(gameIdOf(request.params), (live) => {
          viewerOf(live.game, live.tokens, token); // an unknown token is 401 here too
          return { events: live.game.log.after(after).slice(0, limit), last_event_id: live.lastEventId };
        });
    });

    serve(
      app,
      'stream',
      {
        sse: { kind: 'only' },
        // The SSE plugin refuses a client that accepts no event stream with a 406 of its own: in the API's error format instead.
        onSend: async (_request, reply, payload) =>
          reply.statusCode === 406 ? JSON.stringify(new ApiError(406, 'request/not_acceptable', 'this route answers only text/event-stream (Server-Sent Events); send Accept: text/event-stream').body()) : payload,
      },
      async (request, reply) => {
        const after = resumePoint(request.headers['last-event-id'], request.query.after);
        const token = optionalBearerToken(request.headers.authorization) ?? request.query.token;
        await registry.withGame(gameIdOf(request.params), (live, hub) => {
          const viewer = viewerOf(live.game, live.tokens, token);
          const release = registry.quota.take(request.ip, hub.size);
          reply.sse.keepAlive();
          const observer = hub.add(sseSink(reply), live, after, viewer);
          reply.sse.onClose(() => {
            hub.remove(observer);
            release();
          });
        });
      },
    );
  };
}

/** Where a stream starts: after the `Last-Event-ID` a reconnecting EventSource sends, else `?after=`, else 0. */
function resumePoint(header: string | string[] | undefined, query: string | undefined): number {
  const value = Array.isArray(header) ? header[0] : header;
  if (value === undefined || value === '') return queryNumber(query, 'after', 0);
  if (!/^[0-9]{1,15}$/.test(value.trim())) throw new ApiError(400, 'request/invalid', `Last-Event-ID must be an event id, not ${JSON.stringify(value)}`);
  return queryNumber(value.trim(), 'Last-Event-ID', 0, MAX_ID);
}

function sseSink(reply: FastifyReply): ObserverSink {
  return {
    send: (message) => reply.sse.send(message),
    buffered: () => reply.raw.writableLength,
    close: () => reply.sse.close(),
  };
}
