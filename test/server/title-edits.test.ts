/**
 * A title edited under stored games (server/games/divergence.ts), on SQLite and Postgres: a game
 * the edited title refuses an action of is marked diverged at that action, served read-only at
 * its last good state, listed by status, truncated by its owner and played on; a finished game
 * whose result the edit would change is reported with both results and not rewritten.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { Fixture } from '../../runtime/index.js';
import { titleFingerprint } from '../../server/games/title-fingerprint.js';
import { withBankCash, withTrainPrice } from '../support/edited-title.js';
import { fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { STORE_KINDS } from './server-for-tests.js';
import { POSTGRES_MISSING, postgresDatabase, sqlitePath, startServer, type RunningServer, type ServerOptions } from './support.js';

const dir = fixturesDir();
if (!dir) console.warn(`title-edits.test: ${SHARED_MISSING}`);
const BANK_GAME = dir && join(dir, '1830', '1830_game_end_bank.json');

describe.each(STORE_KINDS)('a title edited under stored games on $kind', ({ kind, available }) => {
  if (!available) console.warn(`title-edits.test: ${POSTGRES_MISSING}`);
  const cleanups: (() => unknown)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  async function database(): Promise<string> {
    if (kind === 'SQLite') {
      const file = sqlitePath();
      cleanups.push(() => file.remove());
      return file.path;
    }
    const db = await postgresDatabase();
    cleanups.push(() => db.drop());
    return db.url;
  }

  async function serve(url: string, options: ServerOptions = {}): Promise<RunningServer> {
    const server = await startServer(url, options);
    let closing: Promise<void> | undefined;
    const close = () => (closing ??= server.close());
    cleanups.push(close);
    return { ...server, close };
  }

  it.skipIf(!available || !BANK_GAME)('diverges, serves read-only, truncates and plays on; a changed result is reported, not rewritten', async () => {
    const fixture = JSON.parse(readFileSync(BANK_GAME!, 'utf8')) as Fixture;
    const built = await loadTitle('1830');
    const url = await database();

    // Stored under the title as built: the whole game (finished), and its first 35 actions.
    const before = await serve(url);
    const finished = await before.api.post('/api/games/import', fixture);
    expect(finished.status).toBe(201);
    expect(finished.body.status).toBe('finished');
    const partial = await before.api.post('/api/games/import', { ...fixture, actions: fixture.actions.slice(0, 35) });
    expect(partial.status).toBe(201);
    const [F, P] = [finished.body.id as number, partial.body.id as number];
    const stored = await before.store.game(F);
    expect(stored?.titleFingerprint).toBe(titleFingerprint(built));
    expect(stored?.result?.gameEndReason).toBe('bank');
    expect(stored?.result?.result).toEqual(fixture.result);
    const firstTrain = (await before.api.get(`/api/games/${P}/actions`)).body.actions.find((a: { type: string }) => a.type === 'buy_train');
    expect(firstTrain).toMatchObject({ train: '2-0', price: 80 });
    await before.close();

    // A bigger bank: the finished game no longer ends. Reported with both results, not rewritten.
    const bigBank = withBankCash(built, 100_000);
    const second = await serve(url, { titles: async () => bigBank });
    const summary = await second.api.get(`/api/games/${F}`);
    expect(summary.status).toBe(200);
    expect(summary.body.status).toBe('diverged');
    expect(summary.body.divergence).toMatchObject({ kind: 'result', code: 'game/result_changed', old_result: { result: fixture.result, game_end_reason: 'bank' }, new_result: null, fingerprint: titleFingerprint(bigBank) });
    expect(summary.body.last_action_id).toBe(fixture.actions.length);
    const afterResult = await second.store.game(F);
    expect(afterResult?.status).toBe('diverged');
    expect(afterResult?.result?.result).toEqual(fixture.result);
    expect((await second.store.actionsAfter(F, 0)).length).toBe(fixture.actions.length);
    // The unfinished game still replays under it: its fingerprint is recorded.
    expect((await second.api.get(`/api/games/${P}`)).body.status).toBe('active');
    expect((await second.store.game(P))?.titleFingerprint).toBe(titleFingerprint(bigBank));
    await second.close();

    // A dearer 2-train: the game that bought one from the depot is refused there.
    const dearer = withTrainPrice(built, '2', 90);
    const third = await serve(url, { titles: async () => dearer });
    const { api } = third;
    // Listed by status before it is loaded: F was marked by the last server.
    const listedFirst = await api.get('/api/games?status=diverged');
    expect(listedFirst.body.games.map((g: { id: number }) => g.id)).toEqual([F]);

    const game = await api.get(`/api/games/${P}`);
    expect(game.body.status).toBe('diverged');
    expect(game.body.divergence).toMatchObject({ kind: 'refused', action_id: firstTrain.id, code: 'train/price' });
    expect(game.body.divergence.message).toMatch(/90/);
    expect(game.body.divergence.round).toMatch(/^Operating Round/);
    expect(game.body.last_action_id).toBe(firstTrain.id - 1);
    const listed = await api.get('/api/games?status=diverged');
    expect(listed.body.games.map((g: { id: number }) => g.id).sort()).toEqual([F, P].sort());
    expect(listed.body.games.find((g: { id: number }) => g.id === P).divergence.action_id).toBe(firstTrain.id);

    // Read-only at its last good state: state, actions and export work; a move is refused.
    const state = await api.get(`/api/games/${P}/state`);
    expect(state.status).toBe(200);
    expect(state.body.last_action_id).toBe(firstTrain.id - 1);
    expect((await api.get(`/api/games/${P}/actions`)).body.actions.length).toBe(35);
    const exported = await api.get(`/api/games/${P}/export`);
    expect(exported.status).toBe(200);
    expect(exported.body.actions.length).toBe(firstTrain.id - 1);
    expect(exported.body.divergence.action_id).toBe(firstTrain.id);
    const owner = partial.body.owner_token as string;
    const seat = partial.body.seats[0].token as string;
    const move = { type: 'buy_train', entity: 'B&O', entity_type: 'corporation', train: '2-0', price: 90, variant: '2' };
    const refused = await api.post(`/api/games/${P}/actions`, move, owner);
    expect(refused.status).toBe(409);
    expect(refused.body.error.code).toBe('game/diverged');

    // Only its owner truncates, and only up to the refused action.
    expect((await api.post(`/api/games/${P}/truncate`, { before: firstTrain.id }, seat)).status).toBe(403);
    expect((await api.post(`/api/games/${P}/truncate`, { before: firstTrain.id + 1 }, owner)).body.error.code).toBe('game/truncate_range');
    expect((await api.post(`/api/games/${P}/truncate`, { before: firstTrain.id }, 'not-a-token')).status).toBe(401);
    const truncated = await api.post(`/api/games/${P}/truncate`, { before: firstTrain.id }, owner);
    expect(truncated.status).toBe(200);
    expect(truncated.body).toMatchObject({ status: 'active', last_action_id: firstTrain.id - 1 });
    expect(truncated.body.divergence).toBeUndefined();
    expect((await third.store.actionsAfter(P, 0)).length).toBe(firstTrain.id - 1);
    expect((await third.store.game(P))).toMatchObject({ status: 'active', divergence: null, titleFingerprint: titleFingerprint(dearer) });
    // A game that replays cannot be truncated.
    expect((await api.post(`/api/games/${P}/truncate`, { before: 1 }, owner)).body.error.code).toBe('game/not_diverged');

    // Played on under the edited title: the 2-train now costs 90.
    const bought = await api.post(`/api/games/${P}/actions`, { ...move, id: firstTrain.id }, owner);
    expect(bought.status).toBe(201);
    const after = await api.get(`/api/games/${P}/actions?after=${firstTrain.id - 1}`);
    expect(after.body.actions[0]).toMatchObject({ type: 'buy_train', price: 90 });
    expect((await api.get('/api/games?status=diverged')).body.games.map((g: { id: number }) => g.id)).toEqual([F]);
    await third.close();

    // The edit taken back: the finished game replays to its result again and is no longer
    // diverged; the game played on at the new price now diverges at that purchase.
    const fourth = await serve(url);
    const again = await fourth.api.get(`/api/games/${F}`);
    expect(again.body).toMatchObject({ status: 'finished', result: fixture.result, game_end_reason: 'bank' });
    expect(again.body.divergence).toBeUndefined();
    expect(await fourth.store.game(F)).toMatchObject({ status: 'finished', divergence: null, titleFingerprint: titleFingerprint(built) });
    expect((await fourth.api.get(`/api/games/${P}`)).body.divergence).toMatchObject({ kind: 'refused', action_id: firstTrain.id, code: 'train/price' });
  });

  it.skipIf(!available || kind !== 'Postgres' || !BANK_GAME)('a truncation on one instance reaches the others holding the game', async () => {
    const fixture = JSON.parse(readFileSync(BANK_GAME!, 'utf8')) as Fixture;
    const url = await database();
    const built = await serve(url);
    const imported = await built.api.post('/api/games/import', { ...fixture, actions: fixture.actions.slice(0, 35) });
    const id = imported.body.id as number;
    const owner = imported.body.owner_token as string;
    await built.close();

    const dearer = withTrainPrice(await loadTitle('1830'), '2', 90);
    const [one, two] = [await serve(url, { titles: async () => dearer }), await serve(url, { titles: async () => dearer })];
    const refusedAt = (await one.api.get(`/api/games/${id}`)).body.divergence.action_id as number;
    expect((await two.api.get(`/api/games/${id}`)).body.status).toBe('diverged');
    expect((await one.api.post(`/api/games/${id}/truncate`, { before: refusedAt }, owner)).status).toBe(200);
    // The other instance hears of it (action 0) and reloads the game: playable there too.
    let status = '';
    for (let waited = 0; waited < 5000 && status !== 'active'; waited += 50) {
      status = (await two.api.get(`/api/games/${id}`)).body.status;
      if (status !== 'active') await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(status).toBe('active');
    const move = { type: 'buy_train', entity: 'B&O', entity_type: 'corporation', train: '2-0', price: 90, variant: '2', id: refusedAt };
    expect((await two.api.post(`/api/games/${id}/actions`, move, owner)).status).toBe(201);
  });
});
