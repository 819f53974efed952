/**
 * The server's import finds a title by the name a recording gives it, as the reference knows
 * it: a variant's own title ("18Chesapeake: Off the Rails", "1846 2p Variant") is a game of that
 * variant, replayed to the recorded result; so is 1882, a new title.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { sqliteServerForTests } from './server-for-tests.js';

const server = sqliteServerForTests();
const dir = fixturesDir();

// (Recordings whose action ids run 1, 2, 3, ...: the import refuses others.)
const RECORDINGS = [
  ['18ChesapeakeOfftheRails/18ChesapeakeOfftheRails_game_end_stock_market', '18Chesapeake_OTR'],
  ['18462pVariant/hs_pzdxtics_1601680033', '1846_2p'],
  ['1882/1882_game_end_bankrupt', '1882'],
] as const;

describe.skipIf(!dir)('importing a recording of a variant', () => {
  it.each(RECORDINGS)('%s is a game of %s, replayed to the recorded result', async (path, id) => {
    const raw = readFileSync(join(dir!, `${path}.json`), 'utf8');
    const fixture = JSON.parse(raw) as { title: string; result: Record<string, number>; game_end_reason: string };
    // The recording names the reference's title, which for two of them is not our folder's name.
    const imported = await server.api.request('POST', '/api/games/import', { raw });
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const game = (await server.api.get(`/api/games/${imported.body.id}`)).body;
    expect(game).toMatchObject({ title: id, status: 'finished', result: fixture.result, game_end_reason: fixture.game_end_reason });
  });
});

describe.skipIf(!!dir)('importing a recording of a variant', () => {
  it.skip(SHARED_MISSING, () => {});
});
