/**
 * A designer edits a title (the 6-train's price) with games of it in the server's database:
 * `check-games` lists exactly the games that bought a 6-train (each at its first such purchase,
 * refused at the old price), and the games that never did still replay. The games are simulated
 * (seeded, so the same ones every run) and stored as the server stores imports, on SQLite and
 * Postgres; the unedited title, run as the command, finds nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import type { Action, Fixture, TitleModule } from '../../runtime/index.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { checkJobs } from '../../playtest/check-games.js';
import { importGame } from '../../server/games/setup.js';
import { openStore } from '../../server/store/open.js';
import { runCli } from '../codegen/project.js';
import { REPO_ROOT } from '../support/shared.js';
import { withTrainPrice } from '../support/edited-title.js';
import { STORE_KINDS } from './server-for-tests.js';
import { POSTGRES_MISSING, postgresDatabase, sqlitePath } from './support.js';

/** Seeds of 3-player 1889 games: 2 and 17 buy 6-trains, the others end before (the simulator's games change with the rules: rescan seeds when this says none or all do). */
const SEEDS = [2, 4, 5, 8, 17];
const PLAYERS = 3;

interface Simulated {
  readonly seed: number;
  readonly recording: Fixture;
  /** The id of the game's first 6-train purchase, if any. */
  readonly firstSix: number | undefined;
}

let built: TitleModule;
let games: Simulated[];

beforeAll(async () => {
  built = await loadTitle('1889');
  games = SEEDS.map((seed) => {
    const outcome = simulateGame(built, seed, PLAYERS, { keepLog: true });
    if (!outcome.finished || outcome.failure) throw new Error(`seed ${seed} did not play to its end`);
    const actions = outcome.log as readonly Action[];
    // Stored actions are numbered 1, 2, ... (a simulated game takes nothing back).
    const six = actions.findIndex((a) => a.type === 'buy_train' && String((a as { train?: unknown }).train).startsWith('6-'));
    const recording = {
      id: seed,
      title: '1889',
      players: Array.from({ length: PLAYERS }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })),
      settings: { seed },
      actions,
      result: outcome.result,
    } as unknown as Fixture;
    return { seed, recording, firstSix: six < 0 ? undefined : six + 1 };
  });
}, 120_000);

describe.each(STORE_KINDS)('check-games after a title edit, games on $kind', ({ kind, available }) => {
  if (!available) console.warn(`check-games-edited.test: ${POSTGRES_MISSING}`);
  let url = '';
  let remove: () => unknown = () => undefined;
  const ids = new Map<number, number>();

  beforeAll(async () => {
    if (!available) return;
    if (kind === 'SQLite') {
      const file = sqlitePath();
      [url, remove] = [file.path, () => file.remove()];
    } else {
      const db = await postgresDatabase();
      [url, remove] = [db.url, () => db.drop()];
    }
    const store = await openStore(url);
    try {
      for (const game of games) ids.set((await importGame(store, game.recording)).id, game.seed);
    } finally {
      await store.close();
    }
  }, 120_000);
  afterAll(() => remove());

  it.skipIf(!available)('lists exactly the games that bought the train whose price changed', async () => {
    const buyers = games.filter((g) => g.firstSix !== undefined);
    expect(buyers.length, 'some of the games buy a 6-train').toBeGreaterThan(0);
    expect(buyers.length, 'some do not').toBeLessThan(games.length);

    const dearer = withTrainPrice(built, '6', built.definition.trains.find((t) => t.name === '6')!.price + 10);
    const checks = await checkJobs(dearer, [...ids.keys()].map((id) => ({ kind: 'db' as const, id })), url);
    const diverged = checks.filter((c) => c.divergence).map((c) => ({ seed: ids.get((c.job as { id: number }).id), action: c.divergence!.actionId, code: c.divergence!.code }));
    expect(diverged).toEqual(buyers.map((g) => ({ seed: g.seed, action: g.firstSix, code: 'train/price' })));

    // The title as built: every game replays, as the command says.
    const run = runCli(['check-games', '1889', '--db', url, '--json'], REPO_ROOT);
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toMatchObject({ title: '1889', checked: games.length, diverged: [] });
    expect(run.status).toBe(0);
  }, 120_000);
});
