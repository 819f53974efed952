/**
 * Runs written the old way, as hexes and revenues without track (1889/314 has 32): a recording's
 * are taken as recorded, as the reference took them; a live game finds the track through those
 * hexes and takes the run only if a legal route there earns what is claimed
 * (runtime/engine/steps/route-hexes.ts, runtime/map/hex-routes.ts).
 */
import { describe, expect, it } from 'vitest';
import { title as title1889 } from '../../generated/titles/1889/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { fixturePlayers, fixtureSeed, newGameFor, sameResult } from '../../runtime/replay/fixture.js';
import { errorOf, fixturesDir, loadFixture, SHARED_MISSING } from './helpers.js';

const module1889 = title1889 as unknown as TitleModule;
const hexesOnly = (action: Action) => action.type === 'run_routes' && action.routes.length > 0 && action.routes.every((r) => !r.connections);

describe.skipIf(!fixturesDir())('runs given as hexes and revenues', () => {
  it('1889/314: a live game checks each on the track through its hexes, and refuses the one no legal route makes', () => {
    const fixture = loadFixture('1889', '314');
    const live = new Game(module1889, fixturePlayers(fixture), { optionalRules: fixture.settings?.optional_rules ?? [], seed: fixtureSeed(fixture) });
    const recorded = newGameFor(module1889, fixture);
    let checked = 0;
    for (const action of fixture.actions) {
      if (action.id === 367) {
        // IR's 3-train would stop at I2, whose two slots hold SR's and AR's tokens: a city IR
        // cannot run through. The reference took the recorded 180 unchecked.
        const hash = live.hash();
        expect(errorOf(() => live.process(action))).toMatchObject({ code: 'route/not_connected' });
        expect(live.hash()).toBe(hash);
        break;
      }
      live.process(action);
      recorded.process(action);
      if (!hexesOnly(action)) continue;
      checked++;
      expect(live.hash(), `after action ${action.id}`).toBe(recorded.hash());
    }
    expect(checked).toBe(26);
  });

  it('a claim the track does not earn is refused with route/revenue, naming what it earns', () => {
    const fixture = loadFixture('1889', '314');
    const live = new Game(module1889, fixturePlayers(fixture), { optionalRules: fixture.settings?.optional_rules ?? [], seed: fixtureSeed(fixture) });
    const first = fixture.actions.findIndex(hexesOnly);
    live.processAll(fixture.actions.slice(0, first));
    const run = fixture.actions[first] as Action & { routes: { revenue: number }[] };
    const inflated = { ...run, routes: run.routes.map((r) => ({ ...r, revenue: r.revenue + 10 })) };
    const error = errorOf(() => live.process(inflated)) as { code: string; message: string };
    expect(error.code).toBe('route/revenue');
    expect(error.message).toContain(run.routes.map((r) => r.revenue).join(', '));
    live.process(run);
    const recorded = newGameFor(module1889, fixture).processAll(fixture.actions.slice(0, first + 1));
    expect(live.hash()).toBe(recorded.hash());
  });

  it('the whole recording replays to its result as a recording, or imported and continued as one', () => {
    const fixture = loadFixture('1889', '314');
    const continued = new Game(module1889, fixturePlayers(fixture), { optionalRules: fixture.settings?.optional_rules ?? [], seed: fixtureSeed(fixture), recorded: 0 });
    for (const action of fixture.actions) {
      continued.recordedActions = continued.actions.length + 1;
      continued.process(action);
    }
    expect(sameResult(continued.result(), fixture.result)).toBe(true);
    expect(continued.gameEndReason).toBe(fixture.game_end_reason);
  });
});

describe.skipIf(!!fixturesDir())('runs given as hexes and revenues', () => {
  it.skip(SHARED_MISSING, () => {});
});
