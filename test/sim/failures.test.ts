/**
 * Each failure `codegen simulate` claims to find, found: titles broken on purpose here (from the
 * example title, as a designer's mistake would break one) make the simulator report a state
 * where nobody can act, a game that never ends, an exception, and a train never bought — each
 * with a seed whose game, played again, shows the same failure, and each printed by the CLI's
 * report with its kind and seed.
 */
import { describe, expect, it } from 'vitest';
import { formatReport } from '../../playtest/simulate.js';
import { loadTitle } from '../../generated/index.js';
import { BuySellParSharesStep } from '../../runtime/engine/steps/buy-sell-par-shares.js';
import { WaterfallAuctionStep } from '../../runtime/engine/steps/waterfall-auction.js';
import type { LegalAction } from '../../runtime/legal/types.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulate, simulateGame, type FailureKind, type SimFailure, type SimulationReport } from '../../runtime/sim/simulate.js';

const example = async () => (await loadTitle('example')) as TitleModule;

/** The first failure of a kind, after checking the CLI's report prints it with its seed. */
function reported(report: SimulationReport, kind: FailureKind): SimFailure {
  const failure = report.failures.find((f) => f.kind === kind);
  expect(failure, `no ${kind} failure in ${JSON.stringify(report.failures.map((f) => f.kind))}`).toBeDefined();
  expect(formatReport(report, 0)).toContain(`FAILURE ${kind} (seed ${failure!.seed}`);
  return failure!;
}

describe('simulated play reports a broken title', () => {
  it('where nobody can act: a step that waits for a bid but lists no choice, with the seed that shows it', async () => {
    class Silent extends WaterfallAuctionStep {
      override legalActions(): readonly LegalAction[] {
        return [];
      }
    }
    const module = await example();
    const broken: TitleModule = { ...module, steps: { ...module.steps, waterfall_auction: Silent } };
    const report = simulate(broken, { games: 2, seed: 3, players: 3 });
    const stuck = reported(report, 'stuck');
    expect(stuck).toMatchObject({ seed: 3, at: 0, message: expect.stringContaining('nobody can act') });
    expect(simulateGame(broken, stuck.seed, 3).failure).toEqual(stuck);
  });

  it('that never ends: a stock round offering only passes floats nothing, so the bank never breaks', async () => {
    class PassOnly extends BuySellParSharesStep {
      override legalActions(entity: string): readonly LegalAction[] {
        return super.legalActions(entity).filter((legal) => legal.type === 'pass');
      }
    }
    const module = await example();
    const broken: TitleModule = { ...module, steps: { ...module.steps, buy_sell_par_shares: PassOnly } };
    const report = simulate(broken, { games: 2, seed: 5, players: 3, maxActions: 300 });
    const endless = reported(report, 'endless');
    expect(endless).toMatchObject({ seed: 5, at: 300, message: expect.stringContaining('still going after 300 actions') });
    expect(report.outcomes.every((o) => !o.finished)).toBe(true);
    expect(simulateGame(broken, endless.seed, 3, { maxActions: 300 }).failure).toEqual(endless);
  });

  it('that throws: a hook with a bug is an exception (not a refusal), with its error, the action and the seed', async () => {
    const module = await example();
    const broken: TitleModule = {
      ...module,
      hooks: {
        ...module.hooks,
        actionProcessed(action) {
          if (action.type === 'par') (undefined as unknown as { sym: string }).sym.toString();
        },
      },
    };
    const report = simulate(broken, { games: 2, seed: 9, players: 3 });
    const exception = reported(report, 'exception');
    expect(exception).toMatchObject({ seed: 9, action: { type: 'par' }, message: expect.stringMatching(/^TypeError: Cannot read properties of undefined/) });
    expect(report.failures.filter((f) => f.kind === 'refused')).toEqual([]);
    // Played again, the same error on the same action (the stack below the game differs: the caller).
    const again = simulateGame(broken, exception.seed, 3).failure!;
    const firstLine = (f: SimFailure) => ({ ...f, message: f.message.split('\n')[0] });
    expect(firstLine(again)).toEqual(firstLine(exception));
  });

  it('whose train the depot never sells: one listed after an unlimited train', async () => {
    const module = await example();
    const trains = module.definition.trains;
    const last = trains[trains.length - 1];
    expect(last.count).toBe('unlimited');
    const broken: TitleModule = { ...module, definition: { ...module.definition, trains: [...trains, { ...last, name: '6', count: 2, events: [] }] } };
    const report = simulate(broken, { games: 3, seed: 2, players: 3 });
    const never = reported(report, 'train_never_bought');
    expect(never).toMatchObject({ seed: 2, message: 'no 6 train was ever bought in 3 games' });
    // Games reached the unlimited train, and still none bought the one after it.
    expect(report.trains[last.name]).toBeGreaterThan(0);
    expect(report.trains['6']).toBe(0);
    // The seed's game shows it: it never bought one.
    expect(simulateGame(broken, never.seed, 3).reached.trains).not.toContain('6');
  });
});
