/**
 * The server's OpenAPI 3.1 document is generated from its route table (server/api/routes.ts), the
 * same schemas Fastify validates requests with and the browser client's types are derived from.
 * This holds it to the server: the document is valid OpenAPI, its paths and methods are exactly
 * the server's routes, the server serves it at /api/openapi.json, and real answers of the server
 * (successes and errors) match the schemas it documents for them.
 */
import { Agent, request } from 'node:http';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { describe, expect, it } from 'vitest';
import { openApiDocument } from '../../server/api/openapi.js';
import { routesOf } from '../../server/app.js';
import { sqliteServerForTests } from './server-for-tests.js';
import { sqlitePath, startServer } from './support.js';

type Doc = { paths: Record<string, Record<string, { responses?: Record<string, { $ref?: string; content?: Record<string, { schema: unknown }> }> }>> };

const doc = openApiDocument() as Doc;

const server = sqliteServerForTests();

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** A GET on a connection of `agent` (one socket, kept alive). */
function get(port: number, path: string, agent: Agent): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, agent }, (res) => {
      let text = '';
      res.on('data', (chunk) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe("the server's OpenAPI document", () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(structuredClone(doc) as Parameters<Validator['validate']>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is served at /api/openapi.json', async () => {
    const answer = await server.api.get('/api/openapi.json');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(JSON.parse(JSON.stringify(doc)));
  });

  it('documents exactly the routes the server has', () => {
    const documented = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((k) => METHODS.includes(k))
        .map((method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`),
    );
    const served = routesOf(server.app).map((r) => `${r.method} ${r.url}`);
    expect(documented.sort()).toEqual([...new Set(served)].sort());
  });

  it('documents for every operation the 500 and the 503 any request can meet', () => {
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item).filter((k) => METHODS.includes(k))) {
        const statuses = Object.keys(item[method].responses ?? {});
        expect([`${method} ${path}`, statuses]).toEqual([`${method} ${path}`, expect.arrayContaining(['500', '503'])]);
      }
    }
  });

  describe("the server's answers match the documented schemas", () => {
    const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: true });
    ajv.addSchema(doc as object, 'openapi');
    const pointer = (...segments: string[]) => segments.map((s) => encodeURIComponent(s.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

    function check(method: string, path: string, answer: { status: number; body: unknown }): void {
      const response = doc.paths[path]?.[method]?.responses?.[String(answer.status)];
      expect(response, `${method.toUpperCase()} ${path} documents status ${answer.status}`).toBeDefined();
      const where = response!.$ref
        ? `openapi#/components/responses/${pointer(response!.$ref.split('/').pop()!, 'content', 'application/json', 'schema')}`
        : `openapi#/paths/${pointer(path, method, 'responses', String(answer.status), 'content', 'application/json', 'schema')}`;
      const validate = ajv.getSchema(where);
      expect(validate, where).toBeDefined();
      const valid = validate!(answer.body);
      expect(valid, `${method.toUpperCase()} ${path} ${answer.status}: ${JSON.stringify(validate!.errors)}`).toBe(true);
    }

    it('for a game played, read and exported', async () => {
      const { api } = server;
      check('get', '/api/titles', await api.get('/api/titles'));
      const created = await api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }, { id: 'c', name: 'C' }], seed: 3 });
      check('post', '/api/games', created);
      const { id, owner_token, seats } = created.body;
      const posted = await api.post(`/api/games/${id}/actions`, { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 }, seats[0].token);
      check('post', '/api/games/{id}/actions', posted);
      check('get', '/api/games', await api.get('/api/games'));
      check('get', '/api/games/{id}', await api.get(`/api/games/${id}`));
      check('get', '/api/games/{id}/state', await api.get(`/api/games/${id}/state`));
      check('get', '/api/games/{id}/events', await api.get(`/api/games/${id}/events?after=1`));
      check('get', '/api/games/{id}/actions', await api.get(`/api/games/${id}/actions`));
      check('get', '/api/games/{id}/me', await api.get(`/api/games/${id}/me`, owner_token));
      const exported = await api.get(`/api/games/${id}/export`);
      check('get', '/api/games/{id}/export', exported);
      check('post', '/api/games/import', await api.post('/api/games/import', exported.body));
      check('get', '/healthz', await api.get('/healthz'));
      check('get', '/readyz', await api.get('/readyz'));
    });

    it('for errors', async () => {
      const { api } = server;
      const { id, seats } = (await api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }] })).body;
      const path = '/api/games/{id}/actions';
      const at = `/api/games/${id}/actions`;
      const bid = { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20 };
      const answers = [
        await api.request('POST', at, { raw: '{', token: seats[0].token }),
        await api.post(at, bid),
        await api.post(at, bid, seats[1].token),
        await api.post(at, { ...bid, id: 4 }, seats[0].token),
        await api.post(at, { ...bid, price: 1 }, seats[0].token),
        await api.post(at, { ...bid, message: 'x'.repeat(70_000) }, seats[0].token),
        await api.request('POST', at, { raw: 'x', token: seats[0].token, headers: { 'content-type': 'application/xml' } }),
        await api.post('/api/games/77777/actions', bid, seats[0].token),
      ];
      expect(answers.map((a) => a.status)).toEqual([400, 401, 403, 409, 422, 413, 415, 404]);
      for (const answer of answers) check('post', path, answer);
      check('post', '/api/games', await api.post('/api/games', { title: '1830', players: [] }));
      check('post', '/api/games', await api.post('/api/games', { title: 'none', players: [{ name: 'A' }, { name: 'B' }] }));
      check('get', '/api/games/{id}', await api.get('/api/games/99999'));

      const text = { raw: '{}', headers: { 'content-type': 'text/plain' } };
      const tooBig = { title: '1830', players: [{ name: 'A' }, { name: 'B' }], description: 'x'.repeat(70_000) };
      const longRecording = { title: '1830', players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], actions: Array.from({ length: 10_001 }, () => ({ type: 'message', entity: 1, entity_type: 'player', message: 'm' })) };
      const more = [
        ['post', '/api/games', await api.request('POST', '/api/games', text), 415],
        ['post', '/api/games', await api.post('/api/games', tooBig), 413],
        ['post', '/api/games/import', await api.request('POST', '/api/games/import', text), 415],
        ['post', '/api/games/import', await api.post('/api/games/import', longRecording), 413],
        ['post', '/api/games/import', await api.post('/api/games/import', { ...longRecording, actions: [{ type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 1, id: 1 }] }), 422],
        ['post', '/api/games/import', await api.post('/api/games/import', { title: '1830' }), 400],
        ['post', path, await api.post(at, { ...bid, x: JSON.parse('['.repeat(40) + ']'.repeat(40)) }, seats[0].token), 400],
        ['get', '/api/games/{id}/state', await api.get('/api/games/abc/state'), 400],
        ['get', '/api/games/{id}/export', await api.get('/api/games/abc/export'), 400],
        ['get', '/api/games/{id}/me', await api.get(`/api/games/abc/me`, seats[0].token), 400],
        ['get', '/api/games/{id}/me', await api.get(`/api/games/${id}/me`), 401],
        ['get', '/api/games/{id}/actions', await api.get(`/api/games/${id}/actions?after=x`), 400],
        ['get', '/api/games/{id}/events', await api.get(`/api/games/${id}/events?after=x`), 400],
        ['get', '/api/games/{id}/stream', await api.request('GET', `/api/games/${id}/stream`, { headers: { accept: 'application/json' } }), 406],
        ['get', '/api/games/{id}/stream', await api.request('GET', `/api/games/${id}/stream`, { headers: { accept: 'text/event-stream', 'last-event-id': 'x' } }), 400],
        ['get', '/api/games', await api.get('/api/games?title=18%00'), 400],
      ] as const;
      for (const [method, documented, answer, status] of more) {
        expect([method, documented, answer.status]).toEqual([method, documented, status]);
        check(method, documented, answer);
      }
    });

    it('for readers with a token not of the game, and clients past their limits', async () => {
      const file = sqlitePath();
      const limited = await startServer(file.path, { rateLimits: { create: 2, import: 1, post: 1, windowMs: 60_000 }, observerLimits: { perGame: 10, perClient: 1 } });
      try {
        const { api } = limited;
        const two = { title: '1830', players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }] };
        const { id, owner_token } = (await api.post('/api/games', two)).body;
        const reads = ['/api/games/{id}', '/api/games/{id}/state', '/api/games/{id}/export', '/api/games/{id}/actions', '/api/games/{id}/events'] as const;
        for (const path of reads) {
          const answer = await api.get(path.replace('{id}', String(id)), 'not-a-token');
          expect([path, answer.status]).toEqual([path, 401]);
          check('get', path, answer);
        }
        check('get', '/api/games/{id}/stream', await api.request('GET', `/api/games/${id}/stream?token=nope`, { headers: { accept: 'text/event-stream' } }));
        const message = { type: 'message', entity: 1, entity_type: 'player', message: 'x'.repeat(1001) };
        const tooLong = await api.post(`/api/games/${id}/actions`, message, owner_token);
        expect([tooLong.status, tooLong.body.error.code]).toEqual([422, 'action/too_long']);
        check('post', '/api/games/{id}/actions', tooLong);
        const limits = [
          ['post', '/api/games', await api.post('/api/games', two), 201],
          ['post', '/api/games', await api.post('/api/games', two), 429],
          ['post', '/api/games/import', await api.post('/api/games/import', { ...two, actions: [] }), 201],
          ['post', '/api/games/import', await api.post('/api/games/import', { ...two, actions: [] }), 429],
          ['post', '/api/games/{id}/actions', await api.post(`/api/games/${id}/actions`, { ...message, message: 'hi' }, owner_token), 429],
        ] as const;
        for (const [method, documented, answer, status] of limits) {
          expect([documented, answer.status]).toEqual([documented, status]);
          check(method, documented, answer);
        }
        const held = await fetch(`${limited.url}/api/games/${id}/stream`, { headers: { accept: 'text/event-stream' } });
        const second = await api.request('GET', `/api/games/${id}/stream`, { headers: { accept: 'text/event-stream' } });
        expect([second.status, second.body.error.code]).toEqual([429, 'limit/observers']);
        check('get', '/api/games/{id}/stream', second);
        await held.body?.cancel();
      } finally {
        await limited.close();
        file.remove();
      }
    });

    it('for a server shutting down: a request on a kept-alive connection meanwhile is a 503', async () => {
      const file = sqlitePath();
      const closing = await startServer(file.path);
      const port = Number(new URL(closing.url).port);
      const idle = new Agent({ keepAlive: true, maxSockets: 1 });
      const busy = new Agent({ keepAlive: true, maxSockets: 1 });
      try {
        // A long game: its cold load keeps the shutdown waiting for the game's queue.
        const actions = Array.from({ length: 10_000 }, (_, i) => ({ type: 'message', entity: 1, entity_type: 'player', message: 'm', id: i + 1 }));
        const { id } = (await closing.api.post('/api/games/import', { title: '1830', players: [{ id: 1, name: 'A' }, { id: 2, name: 'B' }], actions })).body;
        expect((await get(port, '/healthz', idle)).status).toBe(200);
        const loading = get(port, `/api/games/${id}/events?limit=1`, busy);
        await new Promise((resolve) => setTimeout(resolve, 30));
        const closed = closing.app.close();
        const answer = await get(port, '/healthz', idle);
        expect([answer.status, answer.body.error.code]).toEqual([503, 'server/closing']);
        check('get', '/healthz', answer);
        expect((await loading).status).toBe(200); // work under way finishes
        await closed;
      } finally {
        idle.destroy();
        busy.destroy();
        await closing.store.close();
        file.remove();
      }
    });

    it('for a server whose database is gone', async () => {
      const broken = sqlitePath();
      const lost = await startServer(broken.path);
      try {
        const { id } = (await lost.api.post('/api/games', { title: '1830', players: [{ name: 'A' }, { name: 'B' }] })).body;
        await lost.store.close();
        const answers = [
          ['get', '/api/games', await lost.api.get('/api/games'), 500],
          ['get', '/api/games/{id}', await lost.api.get(`/api/games/${id}`), 500],
          ['get', '/readyz', await lost.api.get('/readyz'), 503],
        ] as const;
        for (const [method, documented, answer, status] of answers) {
          expect([documented, answer.status, answer.body.error.code]).toEqual([documented, status, status === 500 ? 'server/internal' : 'server/unavailable']);
          check(method, documented, answer);
        }
      } finally {
        await lost.close();
        broken.remove();
      }
    });
  });
});
