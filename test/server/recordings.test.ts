/**
 * Issue 19, item 10: what `codegen replay` replays, the server imports, and posting the same
 * actions one by one reaches the same game. Every recording of every title compiled here imports
 * to the result the replay gives (five could not: four with gaps in their action ids, renumbered
 * now, and 1889/314, whose runs are hexes and revenues the reference took unchecked: an import is
 * a recording's, taken as the reference took it). The five are also posted one by one, by the
 * importer of the recording's setup (its owner token continues the recording), to the same
 * events; a seat's move is checked as in any game. On SQLite, and on Postgres when there is one.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { renumberActions, replayFixture, type Fixture } from '../../runtime/index.js';
import { fixtureFiles, fixturesDir, SHARED_MISSING } from '../support/shared.js';
import { loadFixture } from '../runtime/helpers.js';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { accepted, refused } from './moves.js';
import { REFUSED_BY_REFERENCE } from '../support/refused-by-reference.js';

if (!fixturesDir()) console.warn(`recordings.test: ${SHARED_MISSING}`);

/** The recordings the server could not import before: ids with gaps, and hexes-only runs. */
const ONCE_REFUSED = [['1846', '10264'], ['1846', '12666'], ['1846', '222264'], ['1889', 'hs_jmmljkbw_17502'], ['1889', '314']] as const;

const RECORDINGS = fixtureFiles()
  .filter((f) => titleIdFor(loadFixture(f.title, f.name).title))
  .map((f) => [f.title, f.name] as const);

/** The recording's setup without its actions. */
const setupOf = (fixture: Fixture): Fixture => ({ ...fixture, actions: [] });

describe.each(STORE_KINDS)('recordings on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;
  const ready = available && Boolean(fixturesDir());

  // Every recording on SQLite; on Postgres the five below, imported and posted (an import is the
  // same code on either store, and the whole set takes minutes on a busy machine).
  it.skipIf(!ready || kind !== 'SQLite')('every recording of a title compiled here imports, to the result codegen replay gives', { timeout: 180_000 }, async () => {
    expect(RECORDINGS.length).toBeGreaterThanOrEqual(15);
    for (const [title, name] of RECORDINGS) {
      const fixture = loadFixture(title, name);
      const replayed = replayFixture(await loadTitle(titleIdFor(fixture.title)!), fixture);
      const answer = await server.api.post('/api/games/import', fixture);
      const refused = REFUSED_BY_REFERENCE[`${title}/${name}`];
      if (refused) {
        // An undone action the reference refuses too: the import is refused at it, storing nothing.
        expect(answer.status, `${title}/${name}`).toBe(422);
        expect(answer.body.error, `${title}/${name}`).toMatchObject({ code: refused.code, action_id: refused.id });
        continue;
      }
      expect(answer.status, `${title}/${name}: ${JSON.stringify(answer.body)}`).toBe(201);
      const summary = (await server.api.get(`/api/games/${answer.body.id}`)).body;
      expect(summary, `${title}/${name}`).toMatchObject({ last_action_id: fixture.actions.length, result: replayed.result, game_end_reason: replayed.gameEndReason });
    }
  });

  it.skipIf(!ready).each(ONCE_REFUSED)('%s/%s imports, and posted action by action by its importer reaches the imported game', { timeout: 180_000 }, async (title, name) => {
    const fixture = loadFixture(title, name);
    const imported = await server.api.post('/api/games/import', fixture);
    expect(imported.status, JSON.stringify(imported.body)).toBe(201);
    const whole = imported.body;
    const replayed = replayFixture(await loadTitle(titleIdFor(fixture.title)!), fixture);
    expect((await server.api.get(`/api/games/${whole.id}`)).body).toMatchObject({ result: replayed.result, game_end_reason: replayed.gameEndReason });
    const game = (await server.api.post('/api/games/import', setupOf(fixture))).body;
    expect(game.last_action_id).toBe(0);
    for (const action of renumberActions(fixture.actions)) await accepted(server, game, action, game.owner_token);
    const [one, other] = await Promise.all([whole.id, game.id].map(async (id) => (await server.api.get(`/api/games/${id}`)).body));
    expect(other).toMatchObject({ result: one.result, game_end_reason: one.game_end_reason, status: one.status, last_action_id: fixture.actions.length });
    const events = async (id: number) => (await server.api.get(`/api/games/${id}/events`)).body;
    expect(await events(game.id)).toEqual(await events(whole.id));
  });

  it.skipIf(!ready)('1889/314 continued by a seat is checked as any game is: a run through a city others fill is refused', async () => {
    const fixture = loadFixture('1889', '314');
    const at = fixture.actions.findIndex((a) => a.id === 367);
    const game = (await server.api.post('/api/games/import', { ...fixture, actions: fixture.actions.slice(0, at) })).body;
    const run = fixture.actions[at];
    // IR's president's seat: its run is checked on the map, and IR may not run through I2.
    const president = (await server.api.get(`/api/games/${game.id}/state`)).body.state.corporations.IR.owner;
    const seat = game.seats.find((s: { player_id: unknown }) => String(s.player_id) === president);
    await refused(server, game, run, seat.token, 422, 'route/not_connected');
    // The importer continuing the recording takes it as the reference did.
    await accepted(server, game, run, game.owner_token);
  });
});
