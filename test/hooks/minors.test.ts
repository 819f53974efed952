/**
 * Minors as operators, on the probe title probe_minor (test/titles/probe_minor/): a minor
 * started by a hook (`startOperator`), operating before the corporations, laying track by its
 * own `tile_lays`, buying a train from the depot within its own train limit or from another
 * operator, placing a token beyond its home, running and paying its owner (a player, or a
 * corporation that owns it). The probe's corporations are capitalised incrementally.
 *
 *   A1 M1's home — A3 blank — A5 offboard 30 (also reached from B4);  B2 AA's home, B4 M2's home;
 *   C3 a city south-west of B4
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import probeMinor from '../generated/titles/probe_minor/index.js';
import { act, current, eventsOf, passTo, probeGame, refused, type HookName } from './driver.js';

/** ann buys M1's charter in the auction; bob pars AA in the first stock round; OR 1 begins. */
function firstOr(hooks?: readonly HookName[]): Game {
  const game = probeGame(probeMinor, { hooks });
  act(game, 'ann', 'bid', { company: 'M1', price: 100 });
  expect(game.round.kind).toBe('stock');
  act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  return passTo(game, 'operating');
}

/** M2 (with the 2-train AA gave it) runs to A5 and pays out, in its turn. */
function m2Operates(game: Game): Game {
  passTo(game, 'operating', 'M2');
  act(game, 'M2', 'pass'); // no track
  act(game, 'M2', 'run_routes', { routes: [{ train: '2-0', connections: [['B4', 'A5']] }] });
  return act(game, 'M2', 'dividend', { kind: 'payout' });
}

/** M1 has track to A5 and a 2-train, and is about to run in OR 2. */
function m1ReadyToRun(): Game {
  const game = firstOr();
  act(game, 'M1', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
  act(game, 'M1', 'buy_train', { train: '2-1', price: 80 });
  m2Operates(game);
  passTo(game, 'operating', 'M1');
  return act(game, 'M1', 'pass'); // no track to lay
}

const M1_TO_A5 = { routes: [{ train: '2-1', connections: [['A1', 'A3', 'A5']] }] };

describe('a minor', () => {
  it('starts when a hook gives it an owner, with the treasury the hook pays it', () => {
    const game = probeGame(probeMinor);
    act(game, 'ann', 'bid', { company: 'M1', price: 100 });
    expect(game.minor('M1')).toMatchObject({ floated: true, owner: 'ann', cash: 100 });
    expect(game.company('M1').closed).toBe(true);
    expect(game.player('ann').companies).toEqual([]);
    expect(eventsOf(game, 'operator_started').map((e) => e.text)).toEqual(['M1 starts, owned by ann']);

    // Without the hook the charter is only a company: no minor operates.
    const plain = firstOr([]);
    expect(plain.minor('M1').floated).toBe(false);
    expect(plain.round.entities).toEqual(['AA']);
  });

  it('operates before the corporations, lays one yellow tile, and buys one train from the depot', () => {
    const game = firstOr();
    expect(game.round.entities).toEqual(['M1', 'M2', 'AA']);
    expect(current(game)).toBe('M1');
    expect(game.view.tokenHexes('M1')).toEqual(['A1']);
    act(game, 'M1', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    // Its tile_lays (by type: minor) allow one lay; next is the train.
    expect(game.round.actionsFor('M1')).toEqual(expect.arrayContaining(['buy_train', 'pass']));
    act(game, 'M1', 'buy_train', { train: '2-1', price: 80 });
    expect(game.minor('M1')).toMatchObject({ cash: 20, trains: ['2-1'] });
    // Its train limit (by type: minor) is one: the turn passes to M2.
    expect(current(game)).toBe('M2');
    refused(game, 'M1', 'buy_train', { train: '2-2', price: 80 }, 'action/not_your_turn');
  });

  it('runs and pays its whole revenue to its owner', () => {
    const game = act(m1ReadyToRun(), 'M1', 'run_routes', M1_TO_A5);
    const ann = game.player('ann').cash;
    act(game, 'M1', 'dividend', { kind: 'payout' });
    expect(game.player('ann').cash - ann).toBe(50);
    expect(game.minor('M1').cash).toBe(20);
    expect(game.minor('M1').operatingHistory.at(-1)).toMatchObject({ revenue: 50, kind: 'payout' });
  });

  it('may pay half (dividendKinds): half to the owner, half to its treasury', () => {
    const game = act(m1ReadyToRun(), 'M1', 'run_routes', M1_TO_A5);
    const ann = game.player('ann').cash;
    act(game, 'M1', 'dividend', { kind: 'half' });
    expect(game.player('ann').cash - ann).toBe(25);
    expect(game.minor('M1').cash).toBe(20 + 25);
  });

  it('owned by a corporation, takes a train given by a hook and pays the corporation', () => {
    const game = firstOr();
    expect(game.minor('M2')).toMatchObject({ floated: true, owner: 'AA', trains: ['2-0'] });
    expect(game.view.playerOf('M2')?.id).toBe('bob');
    const aa = game.corporation('AA').cash;
    m2Operates(game);
    expect(game.corporation('AA').cash - aa).toBe(50);
    expect(eventsOf(game, 'dividend').at(-1)).toMatchObject({ operator: 'M2', kind: 'payout', revenue: 50 });
  });
});

describe('a minor, like a corporation,', () => {
  it('buys a train from another operator at a price from 1 to its cash, paid to that operator', () => {
    const game = firstOr();
    act(game, 'M1', 'pass'); // no track
    expect(game.train('2-0').owner).toBe('M2');
    refused(game, 'M1', 'buy_train', { train: '2-0', price: 0 }, 'train/price');
    refused(game, 'M1', 'buy_train', { train: '2-0', price: 101 }, 'train/price');
    refused(game, 'M1', 'buy_train', { train: '2-0', price: 40, exchange: '2-0' }, 'train/not_owned');
    act(game, 'M1', 'buy_train', { train: '2-0', price: 40 });
    expect(game.minor('M1')).toMatchObject({ cash: 60, trains: ['2-0'] });
    expect(game.minor('M2')).toMatchObject({ cash: 60 + 40, trains: [] });
    expect(eventsOf(game, 'train_bought').at(-1)).toMatchObject({ operator: 'M1', train: '2-0', price: 40, from: 'M2' });
    // Its train limit of one is reached: M2 is next, without a train.
    expect(current(game)).toBe('M2');
  });

  it('places a token beyond its home where its track reaches, paying for it from its treasury', () => {
    const game = passTo(firstOr(), 'operating', 'M2');
    expect(game.minor('M2').cash).toBe(60);
    act(game, 'M2', 'lay_tile', { hex: 'C3', tile: '5-0', rotation: 2 }); // B4 to C3, on to B2
    refused(game, 'M2', 'place_token', { city: 'A1-0-0', slot: 0 }, 'token/not_connected'); // beyond its track
    act(game, 'M2', 'place_token', { city: '5-0-0', slot: 0 });
    expect(game.view.tokenHexes('M2')).toEqual(['B4', 'C3']);
    expect(game.minor('M2').cash).toBe(20);
    expect(eventsOf(game, 'token_placed').at(-1)).toMatchObject({ operator: 'M2', hex: 'C3', cost: 40 });
  });
});

describe('incremental capitalization (capitalization: incremental)', () => {
  /** The probe with full capitalization instead, for comparison. */
  const fullyCapitalised = (): TitleModule => {
    const module = probeMinor as unknown as TitleModule;
    return { ...module, definition: { ...module.definition, rules: { ...module.definition.rules, capitalization: 'full' } } };
  };
  /** ann buys M1's charter; bob pars AA at 100, floating it on his 20%. */
  const parred = (module: unknown = probeMinor): Game => {
    const game = probeGame(module);
    act(game, 'ann', 'bid', { company: 'M1', price: 100 });
    return act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  };

  it('pays the corporation for each certificate sold from its IPO, and floating brings nothing more', () => {
    const game = parred();
    const bank = game.state.bank.cash;
    expect(game.corporation('AA').floated).toBe(true);
    expect(eventsOf(game, 'corporation_floated').at(-1)).toMatchObject({ corporation: 'AA', capital: 0 });
    expect(game.corporation('AA').cash).toBe(200 - 60); // the president's 20%, less what it gave M2
    act(game, 'ann', 'buy_shares', { shares: ['AA_1'] });
    expect(game.corporation('AA').cash).toBe(200 - 60 + 100);
    expect(game.state.bank.cash).toBe(bank);
  });

  it('unlike full capitalization: the bank takes the IPO’s money, and floating pays ten shares at par', () => {
    const game = parred(fullyCapitalised());
    expect(eventsOf(game, 'corporation_floated').at(-1)).toMatchObject({ corporation: 'AA', capital: 1000 });
    expect(game.corporation('AA').cash).toBe(1000 - 60);
    act(game, 'ann', 'buy_shares', { shares: ['AA_1'] });
    expect(game.corporation('AA').cash).toBe(1000 - 60);
  });
});
