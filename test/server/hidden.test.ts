/**
 * Issue 19, item 4: hidden information stays hidden. 1846's draft is secret (its step declares
 * what: titles/1846/steps/draft_distribution.ts), and the seed with everything drawn from it is
 * nobody's until the game ends; every read path answers per reader: a seat's token sees its
 * own choices and, on its turn, its hand; the owner token every seat's; no token (a watcher)
 * none: the state, the actions, the events, the stream and the export. Once the draft is over
 * the choices are public; once the game is over, everything is, and the export is the complete
 * recording. On SQLite, and on Postgres when there is one.
 */
import { describe, expect, it } from 'vitest';
import title1846 from '../../generated/titles/1846/index.js';
import { Game, HIDDEN, type Action, type TitleModule } from '../../runtime/index.js';
import { serverForTests, STORE_KINDS } from './server-for-tests.js';
import { accepted } from './moves.js';
import { StreamClient } from './support.js';

const PLAYERS = [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` }));
const SEED = 42;

/** The next draft choice of the player to act: the first card of their hand. */
function nextChoice(mirror: Game): Action {
  const legal = mirror.legalActions().find((l) => l.type === 'bid')! as unknown as { entity: string; company: string };
  return { type: 'bid', entity: Number(legal.entity), entity_type: 'player', company: legal.company, price: 0 } as unknown as Action;
}

describe.each(STORE_KINDS)('1846’s draft over HTTP on $kind', ({ kind, available }) => {
  const server = available ? serverForTests(kind) : undefined!;

  it.skipIf(!available)('each reader sees what their seat may, on every read path; the rest is public once the draft, or the game, is over', async () => {
    const created = (await server.api.post('/api/games', { title: '1846', players: PLAYERS, seed: SEED })).body;
    const token = (player: number) => created.seats.find((s: { player_id: number }) => s.player_id === player).token as string;
    const mirror = new Game(title1846 as unknown as TitleModule, PLAYERS, { seed: SEED });
    const watcher = new StreamClient(`${server.url}/api/games/${created.id}/stream`);
    const choice = nextChoice(mirror);
    const chooser = Number(choice.entity);
    const company = (choice as { company: string }).company;
    const other = PLAYERS.map((p) => p.id).find((p) => p !== chooser)!;
    const mine = new StreamClient(`${server.url}/api/games/${created.id}/stream?token=${token(chooser)}`);
    try {
      await accepted(server, created, choice, token(chooser));
      mirror.process(choice);
      const get = async (path: string, as?: string) => (await server.api.get(`/api/games/${created.id}${path}`, as)).body;

      // Actions: the chooser and the owner see the card; another seat and a watcher do not.
      for (const as of [token(chooser), created.owner_token]) expect((await get('/actions', as)).actions[0]).toMatchObject({ company, price: 0 });
      for (const as of [token(other), undefined]) expect((await get('/actions', as)).actions[0]).toMatchObject({ type: 'bid', entity: chooser, company: HIDDEN, price: HIDDEN });
      // State: who owns the card, the deck, the generator.
      const watched = (await get('/state')).state;
      expect(watched.companies[company].owner).toEqual(HIDDEN);
      expect(watched.rand).toEqual(HIDDEN);
      const deck = watched.round.steps.find((s: { deck?: unknown }) => Array.isArray(s.deck)).deck as unknown[];
      expect(deck.length).toBeGreaterThan(0);
      expect(deck.every((card) => JSON.stringify(card) === JSON.stringify(HIDDEN))).toBe(true);
      expect((await get('/state', token(chooser))).state.companies[company].owner).toBe(String(chooser));
      // The next player sees their hand of six on top of the deck, nothing below it.
      const next = Number(mirror.round.currentEntity());
      const theirs = (await get('/state', token(next))).state.round.steps.find((s: { deck?: unknown }) => Array.isArray(s.deck)).deck as unknown[];
      expect(theirs.slice(0, 6).every((card) => typeof card === 'string')).toBe(true);
      expect(theirs.slice(6).every((card) => typeof card !== 'string')).toBe(true);
      // The log, the summary and the export: no card, no seed.
      expect(JSON.stringify((await get('/events')).events)).not.toContain(`"${company}"`);
      expect((await get('')).seed).toBeNull();
      const exported = await get('/export', created.owner_token);
      expect(exported.settings.seed).toBeUndefined();
      expect(exported.actions[0].company).toBe(company);
      expect((await get('/export')).actions[0].company).toEqual(HIDDEN);
      // The stream: the watcher's action message hides the card, the chooser's shows it.
      await watcher.until((s) => s.actions.length === 1);
      await mine.until((s) => s.actions.length === 1);
      expect(watcher.actions[0].company).toEqual(HIDDEN);
      expect(mine.actions[0].company).toBe(company);
      // A token that is not one of the game's reads nothing.
      for (const path of ['', '/state', '/actions', '/events', '/export']) expect((await server.api.get(`/api/games/${created.id}${path}`, 'not-a-token')).status).toBe(401);

      // The rest of the draft: once it is over, every choice is public.
      while (mirror.round.kind === 'draft') {
        const action = nextChoice(mirror);
        await accepted(server, created, action, token(Number(action.entity)));
        mirror.process(action);
      }
      const drafted = (await get('/actions')).actions as { company?: unknown }[];
      expect(drafted.every((a) => typeof a.company === 'string')).toBe(true);
      expect((await get('/state')).state.rand).toEqual(HIDDEN);

      // The game over: everything public, and the export the complete recording.
      await accepted(server, created, { type: 'end_game', entity: 1, entity_type: 'player' }, created.owner_token);
      expect((await get('')).seed).toBe(SEED);
      expect((await get('/state')).state.rand).toEqual(expect.any(Number));
      const recording = await get('/export');
      expect(recording.settings.seed).toBe(SEED);
      const imported = await server.api.post('/api/games/import', recording);
      expect(imported.status, JSON.stringify(imported.body)).toBe(201);
      expect((await server.api.get(`/api/games/${imported.body.id}/events`)).body).toEqual(await get('/events'));
    } finally {
      watcher.close();
      mine.close();
    }
  });
});
