/**
 * Issue 19, item 5 (storage): an action is stored in canonical form, the fields its type has and
 * no others (200 chat messages padded with unknown fields once made a 12.6 MB export the import
 * refused), a message holds at most 1000 characters, and a game holds at most 6 MiB of actions,
 * so the export of any game the server holds imports again. On SQLite, and on Postgres when there
 * is one.
 */
import { describe, expect, it } from 'vitest';
import { BODY_LIMITS } from '../../server/app.js';
import { MAX_MESSAGE_LENGTH } from '../../server/games/canonical.js';
import { GAME_LIMITS } from '../../server/games/limits.js';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { startServer } from './support.js';
import { accepted, newGame, refused, storedActions } from './moves.js';

const PLAYERS = [{ id: 1, name: 'Ada' }, { id: 2, name: 'Ben' }];
const message = (entity: number, text: string, extra: Record<string, unknown> = {}) => ({ type: 'message', entity, entity_type: 'player', message: text, ...extra });

describe.each(STORE_KINDS)('what a game stores on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;

  it.skipIf(!available)('an action keeps the fields of its type, nothing else; a message at most 1000 characters', async () => {
    const game = await newGame(server);
    const padded = message(1, 'hi', { junk: 'x'.repeat(60_000), original_id: 7, nested: { deep: [1, 2, 3] } });
    await accepted(server, game, padded, game.ada);
    const [stored] = await storedActions(server, game);
    expect(stored).toEqual({ type: 'message', entity: 1, entity_type: 'player', id: 1, created_at: expect.any(Number), message: 'hi' });
    await accepted(server, game, { type: 'bid', entity: 1, entity_type: 'player', company: 'SV', price: 20, skip: true, auto_actions: [] }, game.ada);
    expect((await storedActions(server, game))[1]).toEqual({ type: 'bid', entity: 1, entity_type: 'player', id: 2, created_at: expect.any(Number), company: 'SV', price: 20 });
    const error = await refused(server, game, message(1, 'é'.repeat(MAX_MESSAGE_LENGTH + 1)), game.ada, 422, 'action/too_long');
    expect(error.limit).toBe(MAX_MESSAGE_LENGTH);
    await accepted(server, game, message(1, 'é'.repeat(MAX_MESSAGE_LENGTH)), game.ada);
  });

  it.skipIf(!available)('200 messages at their longest export in well under an import, and import again', async () => {
    const game = await newGame(server);
    for (let i = 0; i < 200; i++) await accepted(server, game, message(1 + (i % 2), 'm'.repeat(MAX_MESSAGE_LENGTH), { padding: 'p'.repeat(50_000) }), i % 2 ? game.ben : game.ada);
    const exported = await server.api.request('GET', `/api/games/${game.id}/export`, { token: game.owner_token });
    const size = Buffer.byteLength(JSON.stringify(exported.body));
    expect(size).toBeLessThan(300_000);
    const again = await server.api.post('/api/games/import', exported.body);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
    expect(again.body.last_action_id).toBe(200);
  });

  it.skipIf(!available)('a game holds at most 6 MiB of actions: an import past it is 413, a move past it 422, and a game at it exports and imports again', { timeout: 120_000 }, async () => {
    const text = 'm'.repeat(MAX_MESSAGE_LENGTH);
    const long = (i: number) => ({ type: 'message', entity: 1 + (i % 2), entity_type: 'player', id: i + 1, created_at: 1_700_000_000, message: text });
    // As many long messages as leave room for a short one but not for another long one.
    const short = Buffer.byteLength(JSON.stringify({ ...message(1, 'short'), id: 99999, created_at: 1_700_000_000 }));
    let fits = 0;
    for (let total = 0; total + Buffer.byteLength(JSON.stringify(long(fits))) + short <= GAME_LIMITS.bytes; fits++) total += Buffer.byteLength(JSON.stringify(long(fits)));
    const recording = (count: number) => ({ title: '1830', players: PLAYERS, settings: { seed: 1 }, actions: Array.from({ length: count }, (_, i) => long(i)) });
    const over = await server.api.post('/api/games/import', recording(fits + 10));
    expect([over.status, over.body.error.code]).toEqual([413, 'limit/bytes']);
    const full = await server.api.post('/api/games/import', recording(fits));
    expect(full.status, JSON.stringify(full.body)).toBe(201);
    const game = { id: full.body.id as number };
    const owner = full.body.owner_token as string;
    await accepted(server, game, message(1, 'short'), owner);
    const error = await refused(server, game, message(1, text), owner, 422, 'limit/bytes');
    expect(error.limit).toBe(GAME_LIMITS.bytes);
    // Another server loads the game from storage (its size counted from the stored rows) and refuses alike.
    const other = await startServer(server.databaseUrl);
    try {
      await refused(other, game, message(1, text), owner, 422, 'limit/bytes');
      await accepted(other, game, message(2, 'ok'), owner);
    } finally {
      await other.close();
    }
    const exported = await server.api.request('GET', `/api/games/${game.id}/export`, { token: owner });
    expect(Buffer.byteLength(JSON.stringify(exported.body))).toBeLessThan(BODY_LIMITS.import);
    const again = await server.api.post('/api/games/import', exported.body);
    expect(again.status, JSON.stringify(again.body)).toBe(201);
  });
});
