/**
 * probe_authoring played: what a designer writes and what the engine must then do with it.
 * A company's train discount timed by a step of the title's own is applied in the train step
 * (and listed among the legal actions, with the company as the entity, as the reference records
 * it); optional rules named in any case; a train's rusting, a corporation's home and a hex
 * changed by an optional rule as data; the same changes, and a corporation's abilities, made by
 * effects.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { BuyTrainStep } from '../../runtime/engine/steps/buy-train.js';
import type { StepClass } from '../../runtime/engine/step.js';
import type { BuyTrainLegal, LegalAction } from '../../runtime/legal/types.js';
import type { TitleModule } from '../../runtime/module.js';
import probe from '../generated/titles/probe_authoring/index.js';
import { act, current, errorOf, passTo, probeGame, refused } from './driver.js';
import { simulate } from '../../runtime/sim/simulate.js';

const module = probe as unknown as TitleModule;

/** The train purchases among legal actions. */
const buys = (legal: readonly LegalAction[]) => legal.filter((l): l is BuyTrainLegal => l.type === 'buy_train' && 'train' in l);

/** A game of the probe after its first stock round: ann parred AA, bob BB (both at 100, floated on the president's 20%). */
function parred(optionalRules: readonly string[] = [], title: TitleModule = module): Game {
  const game = probeGame(title, { optionalRules });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
  passTo(game, 'operating', 'AA');
  return game;
}

/** The operator passes until its train step. */
function toTrainStep(game: Game, operator: string): void {
  while (game.round.activeStep()?.name() !== 'buy_one_train' || current(game) !== operator) act(game, current(game), 'pass');
}

/** AA buys the first 2, BB the second: the depot then sells 3s. Returns the game at AA's next train step. */
function threesForSale(optionalRules: readonly string[] = [], title?: TitleModule): Game {
  const game = parred(optionalRules, title);
  toTrainStep(game, 'AA');
  act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
  act(game, 'AA', 'pass');
  toTrainStep(game, 'BB');
  act(game, 'BB', 'buy_train', { train: '2-1', price: 60 }); // BB's own discount (addOperatorAbility)
  act(game, 'BB', 'pass');
  passTo(game, 'operating', 'AA');
  toTrainStep(game, 'AA');
  return game;
}


/** DC and BB buy the two 3-trains on sale; the next operating round reaches AA's train step. */
function buyTheThreesToAA(game: Game): void {
    act(game, 'DC', 'buy_train', { train: '3-0', price: 90 });
    act(game, 'AA', 'pass');
    toTrainStep(game, 'BB');
    act(game, 'BB', 'buy_train', { train: '3-1', price: 180 });
    act(game, 'BB', 'pass');
    passTo(game, 'operating', 'AA');
    toTrainStep(game, 'AA');
}
describe('names written as numbers', () => {
  it('compile to the names they are: the discount lists the trains 3 and 4', () => {
    const ability = module.definition.companies.find((c) => c.sym === 'DC')!.abilities[0];
    expect(ability).toMatchObject({ type: 'train_discount', trains: ['3', '4'] });
  });
});

describe('a train discount, timed by a step of the title’s own', () => {
  it('lets the company buy a listed train for its corporation at the discounted price, and closes it when used up', () => {
    const game = threesForSale();
    const legal = game.legalActions('DC');
    expect(legal).toEqual([{ type: 'buy_train', entity: 'DC', entityType: 'company', train: '3-0', from: 'depot', variant: '3', min: 90, max: 90 }]);
    // The corporation's own price counts the discounts of the companies it owns too (discountedTrainPrice,
    // as the reference's corporation has its companies' abilities); the company may also buy with it itself.
    expect(buys(game.legalActions('AA')).map((l) => [l.train, l.min])).toEqual([['3-0', 90]]);
    refused(game, 'DC', 'buy_train', { train: '3-0', price: 100 }, 'train/no_discount');
    refused(game, 'AA', 'buy_train', { train: '3-0', price: 180 }, 'train/price');
    const cash = game.corporation('AA').cash;
    act(game, 'DC', 'buy_train', { train: '3-0', price: 90 });
    expect(game.corporation('AA').cash).toBe(cash - 90);
    expect(game.train('3-0').owner).toBe('AA');
    expect(game.company('DC').closed).toBe(true);
    expect(game.legalActions('DC')).toEqual([]);
  });

  it('is timed by the step because an ability names it, whatever the step’s class', () => {
    // The same step, no longer a subclass the engine times by its kind: the `when` alone makes it "the current step".
    class Untimed extends (module.steps!.buy_one_train as typeof BuyTrainStep) {
      override timesAbilities(): boolean {
        return false;
      }
    }
    const title: TitleModule = { ...module, steps: { ...module.steps, buy_one_train: Untimed as unknown as StepClass } };
    const game = threesForSale([], title);
    expect(game.legalActions('DC').map((l) => l.type)).toEqual(['buy_train']);
  });

  it('without a `when` is passive: the corporation pays less, and the company never buys with it', () => {
    // Steam Over Holland's Werkspoor: the reference offers a company's own purchase only at a time its ability names.
    const definition = {
      ...module.definition,
      companies: module.definition.companies.map((c) => (c.sym === 'DC' ? { ...c, abilities: c.abilities.map((a) => ({ ...a, when: [] })) } : c)),
    };
    const game = threesForSale([], { ...module, definition });
    expect(game.legalActions('DC')).toEqual([]);
    expect(buys(game.legalActions('AA')).map((l) => [l.train, l.min])).toEqual([['3-0', 90]]);
    refused(game, 'DC', 'buy_train', { train: '3-0', price: 90 }, 'action/not_your_turn');
    act(game, 'AA', 'buy_train', { train: '3-0', price: 90 });
    expect(game.train('3-0').owner).toBe('AA');
  });

  it('is not usable outside that step', () => {
    const game = parred();
    expect(game.round.activeStep()?.name()).not.toBe('buy_one_train');
    expect(game.legalActions('DC')).toEqual([]);
    refused(game, 'DC', 'buy_train', { train: '2-0', price: 40 }, 'action/not_your_turn');
  });

  it('of a corporation’s own (given by addOperatorAbility) is the corporation’s to use, and removeOperatorAbilities takes it away', () => {
    const game = parred();
    toTrainStep(game, 'AA');
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'pass');
    toTrainStep(game, 'BB');
    expect(game.corporation('BB').abilities).toMatchObject([{ index: -1, def: { type: 'train_discount', discount: 20 } }]);
    // Its own discount is in its price: the depot's 2 is offered at 60 only.
    expect(buys(game.legalActions('BB')).filter((l) => l.from === 'depot').map((l) => l.min)).toEqual([60]);
    refused(game, 'BB', 'buy_train', { train: '2-1', price: 50 }, 'train/price');
    act(game, 'BB', 'buy_train', { train: '2-1', price: 60 });
    expect(game.corporation('BB').cash).toBe(1000 - 60);
    // The first 4 fires end_discounts: every corporation's given discount goes.
    const later = threesForSale();
    buyTheThreesToAA(later);
    expect(later.corporation('BB').abilities).toHaveLength(1);
    act(later, 'AA', 'buy_train', { train: '4-0', price: 300 });
    expect(later.corporation('BB').abilities).toEqual([]);
  });
});

describe('optional rules', () => {
  it('keep the reference’s spelling and are named in any case', () => {
    const game = probeGame(module, { optionalRules: ['ln_home_moved', 'HARD_RUST'] });
    expect([...game.optionalRules].sort()).toEqual(['LN_home_moved', 'hard_rust']);
    expect(errorOf(() => probeGame(module, { optionalRules: ['LN_HOME_MOVED', 'cc_moves'] }))).toMatchObject({ code: 'setup/exclusive_optional_rules' });
    expect(errorOf(() => probeGame(module, { optionalRules: ['ln_home_move'] }))).toMatchObject({ code: 'setup/unknown_optional_rule' });
  });

  it('move a home as data: BB is reserved B2 and its home token goes there', () => {
    const moved = parred(['LN_home_moved']);
    expect(moved.title.corporations.find((c) => c.sym === 'BB')!.coordinates).toBe('B2');
    toTrainStep(moved, 'AA');
    act(moved, 'AA', 'pass');
    expect(current(moved)).toBe('BB');
    expect(moved.corporation('BB').tokens[0]).toMatchObject({ used: true, hex: 'B2' });
    expect(parred().state.map.hexes.B2.slotReservations).toEqual([[]]);
    expect(probeGame(module, { optionalRules: ['LN_home_moved'] }).state.map.hexes).toMatchObject({ B2: { slotReservations: [['BB']] }, B4: { slotReservations: [[]] } });
  });

  it('change a train’s rusting as data: with hard_rust the 2s rust on the first 3', () => {
    // AA's price counts DC's half-price discount (discountedTrainPrice).
    const hard = threesForSale(['hard_rust']);
    act(hard, 'AA', 'buy_train', { train: '3-0', price: 90 });
    expect(hard.train('2-0').rusted).toBe(true);
    const soft = threesForSale();
    act(soft, 'AA', 'buy_train', { train: '3-0', price: 90 });
    expect(soft.train('2-0').rusted).toBe(false);
  });

  it('replace a preprinted hex as data, keeping its name: A3 is a town in games of big_town', () => {
    const town = probeGame(module, { optionalRules: ['big_town'] });
    expect(town.title.hexes.find((h) => h.id === 'A3')).toMatchObject({ locationName: 'Crossing', parts: [{ type: 'town', revenue: 10 }] });
    expect(probeGame(module).title.hexes.find((h) => h.id === 'A3')).toMatchObject({ locationName: 'Crossing', parts: [] });
  });
});

describe('effects', () => {
  it('moveHome: CC_moves moves CC to B2 at setup; a placed home cannot move', () => {
    const game = probeGame(module, { optionalRules: ['CC_moves'] });
    expect(game.state.map.hexes.B2.slotReservations).toEqual([['CC']]);
    expect(game.state.map.hexes.C3.slotReservations.flat().filter(Boolean)).toEqual([]);
    expect(game.state.overrides.homes).toEqual({ CC: { coordinates: 'B2', city: 0 } });
    act(game, 'ann', 'par', { corporation: 'CC', share_price: '100,0,5' });
    passTo(game, 'operating', 'CC');
    expect(game.corporation('CC').tokens[0]).toMatchObject({ used: true, hex: 'B2' });
    const placed = parred();
    expect(errorOf(() => placed.effects.moveHome('AA', 'B2'))).toMatchObject({ code: 'effect/home_placed' });
    expect(errorOf(() => placed.effects.moveHome('CC', 'A3'))).toMatchObject({ code: 'effect/no_city' });
  });

  it('setTrainRusting: soft_rust makes the 2s obsolete on the first 4 rather than rusting', () => {
    const game = probeGame(module, { optionalRules: ['soft_rust'] });
    expect(game.state.overrides.trainRusting).toEqual({ 2: { rustsOn: null, obsoleteOn: '4' } });
    const played = threesForSale(['soft_rust']);
    buyTheThreesToAA(played);
    act(played, 'AA', 'buy_train', { train: '4-0', price: 300 });
    expect(['2-0', '2-1'].map((id) => [played.train(id).obsolete, played.train(id).rusted])).toEqual([[true, false], [true, false]]);
    expect(errorOf(() => played.effects.setTrainRusting('2', { rustsOn: '9' as '4' }))).toMatchObject({ code: 'entity/unknown' });
  });
});

describe('simulated games of the probe', () => {
  it('take only legal actions the engine accepts — train discounts among them — and end, with every option', () => {
    let discounted = 0;
    for (const optionalRules of [[], ['LN_home_moved', 'hard_rust', 'big_town'], ['CC_moves', 'soft_rust']]) {
      const report = simulate(module, { games: 8, seed: 1, players: 2, optionalRules, keepLog: true });
      expect(report.failures, optionalRules.join(',')).toEqual([]);
      discounted += report.outcomes.filter((o) => o.log?.some((a) => a.type === 'buy_train' && a.entity === 'DC')).length;
    }
    expect(discounted).toBeGreaterThan(0);
  });
});
