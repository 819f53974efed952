/**
 * The proof of the move flow: whole recorded 1830 games posted action by action over HTTP, each
 * with the token of the seat that controls the acting entity, end with the recorded result; the
 * stream's observer sees every event and action in order; a cold load (a new server on the same
 * store) rebuilds the same game and event log; the export replays in `codegen replay` to the
 * same result and imports back as the same game. On SQLite, and on Postgres when there is one.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { fixtureSeed, newGameFor, type Fixture, type Game } from '../../runtime/index.js';
import { loadFixture, TITLES } from '../runtime/helpers.js';
import { fixturesDir, REPO_ROOT, SHARED_MISSING } from '../support/shared.js';
import { POSTGRES_MISSING, POSTGRES_URL, postgresDatabase, sqlitePath, startServer, StreamClient, type RunningServer } from './support.js';

const RECORDINGS = ['1830_game_end_bank', '26855'];

interface StoreSetup {
  readonly name: string;
  readonly available: boolean;
  open(): Promise<{ url: string; remove(): Promise<void> | void }>;
}

const STORES: StoreSetup[] = [
  { name: 'SQLite', available: true, open: async () => ({ url: sqlitePath().path, remove: () => undefined }) },
  {
    name: 'Postgres',
    available: Boolean(POSTGRES_URL),
    open: async () => {
      const db = await postgresDatabase();
      return { url: db.url, remove: () => db.drop() };
    },
  },
];

if (!fixturesDir()) console.warn(`recorded-game.test: ${SHARED_MISSING}`);
if (!POSTGRES_URL) console.warn(`recorded-game.test: ${POSTGRES_MISSING}`);

/**
 * The seat token that may post `action`: the player controlling its entity, else the owner's.
 * 18xx.games records as an undo's entity whoever's turn it was, not who took the move back: where
 * that seat may not take back what the undo does (or redo that undo), the owner posts it, as a
 * player in the reference's master mode would. So does it an action another player sent (its
 * `user`, master mode) and one carrying another player's programmed moves as auto actions.
 */
function tokenFor(game: Game, created: Created, action: Fixture['actions'][number]): string {
  const player = game.playerOf(game.actorOf(action));
  const seat = player && created.seats.find((s) => String(s.player_id) === player.id);
  if (!seat) return created.owner_token;
  const mine = (taken: Fixture['actions'][number]) => game.playerOf(game.actorOf(taken))?.id === player.id;
  const sentBy = (taken: Fixture['actions'][number]) => (taken as { user?: unknown }).user;
  const sentByOther = [action, ...(action.auto_actions ?? [])].some((taken) => sentBy(taken) !== undefined && String(sentBy(taken)) !== player.id);
  if (sentByOther || !(action.auto_actions ?? []).every(mine)) return created.owner_token;
  const effect = game.undoEffect(action);
  const allowed = action.type === 'undo' ? effect.gone.every(mine) : !effect.reverses || mine(effect.reverses);
  return allowed ? seat.token : created.owner_token;
}

interface Created {
  id: number;
  owner_token: string;
  seats: { player_id: number | string; token: string }[];
}

describe.each(STORES)('recorded 1830 games played over HTTP on $name', (setup) => {
  const ready = Boolean(fixturesDir()) && setup.available;
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it.skipIf(!ready).each(RECORDINGS)('%s ends with the recorded result; cold load, stream, export and import agree', async (recording) => {
    const fixture = loadFixture('1830', recording);
    const store = await setup.open();
    cleanups.push(() => store.remove());
    let server: RunningServer = await startServer(store.url);
    cleanups.push(() => server.close());

    const created: Created = (
      await server.api.post('/api/games', { title: fixture.title, players: fixture.players, optional_rules: fixture.settings?.optional_rules, seed: fixtureSeed(fixture) })
    ).body;
    const stream = new StreamClient(`${server.url}/api/games/${created.id}/stream`);
    cleanups.push(() => stream.close());
    await stream.until((s) => s.messages.some((m) => m.type === 'ready'));

    // A mirror of the game, to know whose seat each action belongs to.
    const mirror = newGameFor(TITLES['1830'], fixture);
    let ownerPosts = 0;
    for (const action of fixture.actions) {
      const token = tokenFor(mirror, created, action);
      if (token === created.owner_token) ownerPosts++;
      const answer = await server.api.post(`/api/games/${created.id}/actions`, action, token);
      expect(answer.status, `action ${action.id}: ${JSON.stringify(answer.body)}`).toBe(201);
      expect(answer.body.action_id).toBe(action.id);
      mirror.process(action);
    }
    // Most moves are posted by their own seat: the owner posts undos of others' moves, moves sent
    // in master mode and those carrying another player's programmed moves (about 6%).
    expect(ownerPosts).toBeLessThan(fixture.actions.length / 10);

    const summary = (await server.api.get(`/api/games/${created.id}`)).body;
    expect(summary).toMatchObject({ status: 'finished', result: fixture.result, game_end_reason: fixture.game_end_reason, last_action_id: fixture.actions.length });
    const events = (await server.api.get(`/api/games/${created.id}/events`)).body;
    expect(events.events).toEqual(JSON.parse(JSON.stringify(mirror.events)));

    // The observer saw every event once, in order, each action before its events.
    await stream.until((s) => s.events.length === events.last_event_id && s.actions.length === fixture.actions.length);
    expect(stream.events).toEqual(events.events);
    expect(stream.actions.map((a) => a.id)).toEqual(fixture.actions.map((a) => a.id));
    let seen = 0;
    for (const message of stream.messages) {
      if (message.type === 'action') seen = message.data.id;
      if (message.type === 'event') expect(message.data.action).toBeLessThanOrEqual(seen);
    }

    // A cold load on a new server over the same store rebuilds the same game and log.
    await server.close();
    server = await startServer(store.url);
    expect((await server.api.get(`/api/games/${created.id}`)).body).toEqual(summary);
    expect((await server.api.get(`/api/games/${created.id}/events`)).body).toEqual(events);

    // The export replays in codegen to the recorded result, and imports back as the same game.
    const exported = (await server.api.get(`/api/games/${created.id}/export`)).body;
    const dir = mkdtempSync(join(tmpdir(), 'trackwright-export-'));
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(join(dir, 'export.json'), JSON.stringify(exported));
    const replay = JSON.parse(execFileSync('node', [join(REPO_ROOT, 'bin/codegen.js'), 'replay', join(dir, 'export.json'), '--json'], { cwd: REPO_ROOT, encoding: 'utf8' }));
    expect(replay).toMatchObject({ matchesRecorded: true, result: fixture.result, gameEndReason: fixture.game_end_reason });

    const imported = await server.api.request('POST', '/api/games/import', { raw: JSON.stringify(exported) });
    expect(imported.status).toBe(201);
    expect(imported.body).toMatchObject({ status: 'finished', last_action_id: fixture.actions.length });
    const again = (await server.api.get(`/api/games/${imported.body.id}`)).body;
    expect(again).toMatchObject({ result: fixture.result, game_end_reason: fixture.game_end_reason });
    expect((await server.api.get(`/api/games/${imported.body.id}/events`)).body).toEqual(events);
  });
});
