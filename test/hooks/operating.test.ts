/**
 * The operating round's hooks on the probe title probe_track (test/titles/probe_track/): each
 * test plays the same few actions with the one hook under test and without any hook, and shows
 * what the hook changes.
 *
 *   A1 AA's home (track east and south-east) — A3 blank — A5 offboard 30;  B2 blank, B4 BB's home
 */
import { describe, expect, it } from 'vitest';
import { bestRun, bestRunAction, routeRules } from '../../runtime/engine/best-routes.js';
import type { Game } from '../../runtime/engine/game.js';
import type { RouteView } from '../../runtime/title/hooks.js';
import probeTrack from '../generated/titles/probe_track/index.js';
import { act, current, eventsOf, passTo, price, probeGame, refused, type HookName } from './driver.js';

const TO_A5 = { routes: [{ train: '2-0', connections: [['A1', 'A3', 'A5']] }] };

/** Both corporations parred at 100 (each floats on its president's 20%); OR 1 has begun. */
function firstOr(hooks: readonly HookName[]): Game {
  const game = probeGame(probeTrack, { hooks });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
  return passTo(game, 'operating');
}

/** AA has track to A5 and a 2-train, and is about to run in OR 2. */
function readyToRun(hooks: readonly HookName[]): Game {
  const game = firstOr(hooks);
  act(game, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
  act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
  act(game, 'AA', 'pass');
  passTo(game, 'operating', 'AA');
  return act(game, 'AA', 'pass'); // no more track
}

const revenueRun = (game: Game) => eventsOf(game, 'routes_run').at(-1)?.revenue;

describe('track', () => {
  it('tileLays: AA lays twice, paying 20 for the second lay (one lay by default)', () => {
    const hooked = firstOr(['tileLays']);
    act(hooked, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    act(hooked, 'AA', 'lay_tile', { hex: 'B2', tile: '8-0', rotation: 2 });
    expect(hooked.corporation('AA').cash).toBe(1000 - 20);

    const plain = firstOr([]);
    act(plain, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    refused(plain, 'AA', 'lay_tile', { hex: 'B2', tile: '8-0', rotation: 2 }, 'action/not_allowed');
  });

  it('tileCost: a lay on a blank hex costs 10 (nothing by default)', () => {
    const hooked = firstOr(['tileCost']);
    act(hooked, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    expect(hooked.corporation('AA').cash).toBe(1000 - 10);
    expect(eventsOf(hooked, 'tile_laid').at(-1)?.cost).toBe(10);

    const plain = firstOr([]);
    act(plain, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    expect(plain.corporation('AA').cash).toBe(1000);
  });

  it('tileCost is told the tile a lay replaces (here the hex\'s preprinted one)', () => {
    const game = firstOr(['tileCost']);
    const told: string[] = [];
    const hooks = game.hooks as { tileCost?: (lay: { replacedTile: string }, view: unknown) => number | undefined };
    const own = hooks.tileCost!;
    hooks.tileCost = (lay, view) => (told.push(lay.replacedTile), own(lay, view));
    const preprinted = game.state.map.hexes.A3.tileId;
    act(game, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    expect(told.length).toBeGreaterThan(0);
    expect(new Set(told)).toEqual(new Set([preprinted]));
    expect(preprinted).not.toBe('9-0');
  });

  it('upgradesTo: allows a labelled city the engine refuses, and refuses a tile the engine allows', () => {
    const hooked = firstOr(['upgradesTo']);
    refused(hooked, 'AA', 'lay_tile', { hex: 'A3', tile: '7-0', rotation: 0 }, 'track/title_rule');
    act(hooked, 'AA', 'pass');
    passTo(hooked, 'operating', 'BB');
    act(hooked, 'BB', 'lay_tile', { hex: 'B4', tile: 'Z1-0', rotation: 1 });
    expect(hooked.state.map.hexes.B4.tileName).toBe('Z1');

    const plain = firstOr([]);
    act(plain, 'AA', 'lay_tile', { hex: 'A3', tile: '7-0', rotation: 0 });
    passTo(plain, 'operating', 'BB');
    const error = refused(plain, 'BB', 'lay_tile', { hex: 'B4', tile: 'Z1-0', rotation: 1 }, 'track/label');
    expect(error.message).toContain('Z1');
  });
});

describe('tiles of an optional rule (the manifest’s optional_rule)', () => {
  it('Z2 is in the box only in games of extra_tiles: laid there, unknown elsewhere', () => {
    const game = (optionalRules: readonly string[]) => {
      const g = probeGame(probeTrack, { hooks: [], optionalRules });
      act(g, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
      act(g, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
      return passTo(g, 'operating');
    };
    const withRule = game(['extra_tiles']);
    expect(withRule.title.tileManifest.Z2).toBe(1);
    act(withRule, 'AA', 'lay_tile', { hex: 'A3', tile: 'Z2-0', rotation: 1 });
    expect(withRule.state.map.hexes.A3.tileName).toBe('Z2');

    const without = game([]);
    expect(Object.keys(without.title.tiles)).not.toContain('Z2');
    expect(without.title.tileManifest).toEqual({ 7: 1, 8: 1, 9: 2, Z1: 1 });
    refused(without, 'AA', 'lay_tile', { hex: 'A3', tile: 'Z2-0', rotation: 1 }, 'track/unknown_tile');
    // The compiled title keeps the tile (the preview draws it); games of the same options share one title.
    expect(probeTrack.definition.tileManifest.Z2).toBe(1);
    expect(game([]).title).toBe(without.title);
  });
});

describe('routes and revenue', () => {
  it('routeRevenue: a route to the offboard pays double', () => {
    expect(revenueRun(act(readyToRun(['routeRevenue']), 'AA', 'run_routes', TO_A5))).toBe(100);
    expect(revenueRun(act(readyToRun([]), 'AA', 'run_routes', TO_A5))).toBe(50);
  });

  it('routeError: a route the title forbids is refused with its reason', () => {
    const error = refused(readyToRun(['routeError']), 'AA', 'run_routes', TO_A5, 'route/title_rule');
    expect(error.message).toContain('A5 opens in phase 3');
    expect(revenueRun(act(readyToRun([]), 'AA', 'run_routes', TO_A5))).toBe(50);
  });

  it('extraRevenue: 5 per train is part of the revenue; a claim of other extra revenue is refused', () => {
    const hooked = readyToRun(['extraRevenue']);
    refused(hooked, 'AA', 'run_routes', { ...TO_A5, extra_revenue: 7 }, 'route/extra_revenue');
    act(hooked, 'AA', 'run_routes', { ...TO_A5, extra_revenue: 5 });
    expect(revenueRun(hooked)).toBe(55);
    const ann = hooked.player('ann').cash;
    act(hooked, 'AA', 'dividend', { kind: 'payout' });
    expect(hooked.player('ann').cash - ann).toBe(11); // 20% of 55, rounded up

    expect(revenueRun(act(readyToRun([]), 'AA', 'run_routes', TO_A5))).toBe(50);
  });

  it('routeBounds: the route optimiser prunes with the declared bounds and finds the run it finds without them', () => {
    const bounded = readyToRun(['routeRevenue', 'extraRevenue', 'routeBounds']);
    expect(routeRules(bounded, 'AA')).toMatchObject({ routeBonusBound: 100, extraRevenueBound: 5, routeBonusOf: expect.any(Function) });
    const unbounded = readyToRun(['routeRevenue', 'extraRevenue']);
    expect(routeRules(unbounded, 'AA').routeBonusBound).toBeUndefined();
    const best = bestRun(bounded, 'AA');
    expect(best.total).toBe(bestRun(unbounded, 'AA').total);
    expect(best.total).toBe(105);
    act(bounded, 'AA', 'run_routes', bestRunAction(bounded, 'AA', best));
    expect(revenueRun(bounded)).toBe(105);
  });

  it('subsidy: the bank pays 15 into the treasury, whatever the dividend', () => {
    const pay = (hooks: readonly HookName[]) => {
      const game = act(readyToRun(hooks), 'AA', 'run_routes', TO_A5);
      const cash = game.corporation('AA').cash;
      act(game, 'AA', 'dividend', { kind: 'payout' });
      return game.corporation('AA').cash - cash;
    };
    expect(pay(['subsidy'])).toBe(15);
    expect(pay([])).toBe(0);
  });

  it('route hooks see each stop, the track, the train and the engine’s revenue', () => {
    const seen: RouteView[] = [];
    const module = { ...probeTrack, hooks: { routeRevenue: (route: RouteView) => (seen.push(route), route.revenue) } };
    const game = probeGame(module);
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'pass');
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'pass');
    act(game, 'AA', 'run_routes', TO_A5);
    expect(seen).toHaveLength(1);
    const [route] = seen;
    expect(route).toMatchObject({ operator: 'AA', train: { id: '2-0', name: '2', distance: 2 }, revenue: 50 });
    expect(route.hexes).toEqual(expect.arrayContaining(['A1', 'A3', 'A5']));
    expect(route.stops.map((s) => [s.hex, s.kind, s.revenue, s.counted, s.tokened])).toEqual([
      ['A1', 'city', 20, true, true],
      ['A5', 'offboard', 30, true, false],
    ]);
  });
});

describe('dividends', () => {
  it('dividendKinds: half pays half (to whole shares) and keeps the rest; refused by default', () => {
    const hooked = act(readyToRun(['dividendKinds']), 'AA', 'run_routes', TO_A5);
    const before = { ann: hooked.player('ann').cash, aa: hooked.corporation('AA').cash };
    act(hooked, 'AA', 'dividend', { kind: 'half' });
    expect(hooked.corporation('AA').cash - before.aa).toBe(20);
    expect(hooked.player('ann').cash - before.ann).toBe(6); // 30 over ten shares, two of them ann's
    expect(eventsOf(hooked, 'dividend').at(-1)).toMatchObject({ kind: 'half', revenue: 50, treasury: 20, perShare: 3 });

    refused(act(readyToRun([]), 'AA', 'run_routes', TO_A5), 'AA', 'dividend', { kind: 'half' }, 'dividend/kind');
  });

  it('sharePriceChange: a payout moves the price two steps right (one by default); half pay leaves it', () => {
    const after = (hooks: readonly HookName[], kind: string) => {
      const game = act(readyToRun(hooks), 'AA', 'run_routes', TO_A5);
      expect(price(game, 'AA')).toBe(90); // it did not run in OR 1
      return price(act(game, 'AA', 'dividend', { kind }), 'AA');
    };
    expect(after(['sharePriceChange'], 'payout')).toBe(110);
    expect(after([], 'payout')).toBe(100);
    expect(after(['dividendKinds', 'sharePriceChange'], 'half')).toBe(90);
    expect(after(['dividendKinds'], 'half')).toBe(100);
  });
});

describe('trains', () => {
  it('mustBuyTrain: AA may not pass without a train (the title’s rule is never)', () => {
    const hooked = firstOr(['mustBuyTrain']);
    act(hooked, 'AA', 'pass'); // track
    refused(hooked, 'AA', 'pass', {}, 'action/not_allowed');
    act(hooked, 'AA', 'buy_train', { train: '2-0', price: 80 });

    const plain = firstOr([]);
    act(plain, 'AA', 'pass');
    act(plain, 'AA', 'pass');
    expect(current(plain)).toBe('BB');
  });

  it('trainLimit: AA may own one train (the phase allows two)', () => {
    const hooked = firstOr(['trainLimit']);
    act(hooked, 'AA', 'pass');
    act(hooked, 'AA', 'buy_train', { train: '2-0', price: 80 });
    expect(current(hooked)).toBe('BB');

    const plain = firstOr([]);
    act(plain, 'AA', 'pass');
    act(plain, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(plain, 'AA', 'buy_train', { train: '2-1', price: 80 });
    expect(plain.corporation('AA').trains).toEqual(['2-0', '2-1']);
  });

  it('buyingPower: BB may spend only 50, too little for a train', () => {
    const bbBuys = (hooks: readonly HookName[]) => {
      const game = firstOr(hooks);
      passTo(game, 'operating', 'BB');
      act(game, 'BB', 'pass'); // track
      return game.round.actionsFor('BB').includes('buy_train');
    };
    expect(bbBuys(['buyingPower'])).toBe(false);
    expect(bbBuys([])).toBe(true);
  });
});

describe('order', () => {
  it('operatingOrder: BB operates before AA (AA, parred first, leads by default)', () => {
    expect(firstOr(['operatingOrder']).round.entities).toEqual(['BB', 'AA']);
    expect(firstOr([]).round.entities).toEqual(['AA', 'BB']);
  });
});
