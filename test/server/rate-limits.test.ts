/**
 * Issue 19, item 5 (rate limits): creating games was anonymous and unlimited (6,537 in 20 s).
 * Each client address may now create, import and post so many times per window (rate-limits.ts,
 * configurable); past that it gets 429 `limit/rate` with Retry-After, and nothing is stored. A
 * burst of 300 creations with the default limits creates 20 games.
 */
import { describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../server/rate-limits.js';
import { sqliteServerForTests } from './server-for-tests.js';

const server = sqliteServerForTests({ rateLimits: { ...DEFAULT_RATE_LIMITS, post: 30 } });
const TWO = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }];

describe('per-client rate limits', () => {
  it('a burst of 300 creations: the default 20 a minute are created, the rest are 429 with Retry-After', async () => {
    const answers = await Promise.all(Array.from({ length: 300 }, () => server.api.request('POST', '/api/games', { body: { title: '1830', players: TWO } })));
    const created = answers.filter((a) => a.status === 201);
    const limited = answers.filter((a) => a.status === 429);
    expect([created.length, limited.length]).toEqual([DEFAULT_RATE_LIMITS.create, 300 - DEFAULT_RATE_LIMITS.create]);
    expect(limited.every((a) => a.body.error.code === 'limit/rate' && a.body.error.limit === DEFAULT_RATE_LIMITS.create)).toBe(true);
    const raw = await fetch(`${server.url}/api/games`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ title: '1830', players: TWO }) });
    expect(raw.status).toBe(429);
    expect(Number(raw.headers.get('retry-after'))).toBeGreaterThan(0);
    await raw.body?.cancel();
    expect((await server.api.get('/api/games?limit=200')).body.games).toHaveLength(DEFAULT_RATE_LIMITS.create);
  });

  it('imports and posts have limits of their own; reads have none', async () => {
    const imports = [];
    for (let i = 0; i <= DEFAULT_RATE_LIMITS.import; i++) imports.push((await server.api.post('/api/games/import', { title: '1830', players: TWO, settings: { seed: 1 }, actions: [] })).status);
    expect(imports.filter((s) => s === 201)).toHaveLength(DEFAULT_RATE_LIMITS.import);
    expect(imports.at(-1)).toBe(429);
    const game = (await server.api.get('/api/games?limit=1')).body.games[0];
    const owner = (await server.api.post('/api/games/import', { title: '1830', players: TWO, actions: [] })).body.owner_token;
    expect(owner).toBeUndefined(); // the import limit holds
    const posts = [];
    for (let i = 0; i <= 30; i++) posts.push((await server.api.post(`/api/games/${game.id}/actions`, { type: 'message', entity: 1, entity_type: 'player', message: 'hi' }, 'no-such-token')).status);
    expect(posts.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(posts.at(-1)).toBe(429);
    for (let i = 0; i < 50; i++) expect((await server.api.get(`/api/games/${game.id}`)).status).toBe(200);
  });
});
