/**
 * Simulated play: seeded random games by the legal actions reach a normal end with nothing
 * failing — 200 games of the example title; of 1830 as many as TRACKWRIGHT_SIM_GAMES says
 * (default 50; `TRACKWRIGHT_SIM_GAMES=200` for the full proof, about a minute) — and a title
 * broken on purpose is caught with a seed that shows the fault again.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { WaterfallAuctionStep } from '../../runtime/engine/steps/waterfall-auction.js';
import { isListed, type LegalAction } from '../../runtime/legal/types.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulate, simulateGame, type SimulationReport } from '../../runtime/sim/simulate.js';

const GAMES_1830 = Number(process.env.TRACKWRIGHT_SIM_GAMES ?? 50);

function expectClean(report: SimulationReport, games: number): void {
  expect(report.failures.map((f) => `${f.kind} (seed ${f.seed}): ${f.message}`)).toEqual([]);
  expect(report.outcomes).toHaveLength(games);
  expect(report.outcomes.filter((o) => !o.finished)).toEqual([]);
  // Every phase and train type of the title shows up in some game.
  expect(Object.values(report.phases).every((n) => n > 0)).toBe(true);
  expect(Object.values(report.trains).every((n) => n > 0)).toBe(true);
}

describe('simulated play', () => {
  it('plays 200 seeded games of the example title to a normal end, with no failure', async () => {
    const report = simulate(await loadTitle('example'), { games: 200, seed: 1, players: 3 });
    expectClean(report, 200);
    console.info(`example: 200 games, endings ${JSON.stringify(report.endings)}, phases ${JSON.stringify(report.phases)}`);
  }, 120_000);

  it(`plays ${GAMES_1830} seeded games of 1830 to a normal end, with no failure`, async () => {
    const report = simulate(await loadTitle('1830'), { games: GAMES_1830, seed: 1, players: 4 });
    expectClean(report, GAMES_1830);
    console.info(`1830: ${GAMES_1830} games, endings ${JSON.stringify(report.endings)}, phases ${JSON.stringify(report.phases)}`);
  }, 600_000);

  it('never raises a bid it already leads: 1856 with four players, seed 31, whose waterfall auction random play locked for good', async () => {
    // Every player's cash went to bids on later companies; the cheapest unsold one, never
    // discounted once the first was sold, found no buyer; and the one player with income (the
    // first private's owner, paid at each round of passes) raised its own leading bid with it.
    const game = simulateGame(await loadTitle('1856'), 31, 4);
    expect(game.failure).toBeUndefined();
    expect(game.finished).toBe(true);
  }, 60_000);

  it('plays the same game again from its seed', async () => {
    const module = await loadTitle('example');
    const a = simulateGame(module, 42, 3);
    const b = simulateGame(module, 42, 3);
    expect(b).toEqual(a);
    expect(simulateGame(module, 43, 3).actions).not.toBe(a.actions);
  });

  it('reports a phase that needs a train the depot never sells, with a seed whose game shows it', async () => {
    const module = (await loadTitle('example')) as TitleModule;
    const definition = module.definition;
    // Phase 5 starts on a "6" train, which the title does not have.
    const broken: TitleModule = { ...module, definition: { ...definition, phases: definition.phases.map((p) => (p.name === '5' ? { ...p, on: '6' } : p)) } };
    const report = simulate(broken, { games: 10, seed: 7, players: 3 });
    const failure = report.failures.find((f) => f.kind === 'phase_never_reached');
    expect(failure).toMatchObject({ seed: 7, message: expect.stringContaining('phase 5') });
    expect(report.phases['5']).toBe(0);
    // The seed's game shows it: every train type was bought, yet phase 5 never came.
    const again = simulateGame(broken, failure!.seed, 3);
    expect(again.reached.phases).not.toContain('5');
    expect(again.reached.trains).toContain('5');
  });

  it('reports a choice the engine refuses, with the seed and the action that reproduce it', async () => {
    const module = (await loadTitle('example')) as TitleModule;
    // An auction step that offers bids beyond the bidder's cash.
    class Overbid extends WaterfallAuctionStep {
      override legalActions(entity: string): readonly LegalAction[] {
        return super.legalActions(entity).map((legal) => (!isListed(legal) && legal.type === 'bid' ? { ...legal, min: legal.max + 1000, max: legal.max + 1000 } : legal));
      }
    }
    const broken: TitleModule = { ...module, steps: { ...module.steps, waterfall_auction: Overbid } };
    const report = simulate(broken, { games: 3, seed: 11, players: 3 });
    const refused = report.failures.filter((f) => f.kind === 'refused');
    expect(refused.length).toBeGreaterThan(0);
    const first = refused[0];
    expect(first).toMatchObject({ action: { type: 'bid' }, message: expect.stringContaining('auction/') });
    const again = simulateGame(broken, first.seed, 3);
    expect(again.failure).toEqual(first);
  });
});
