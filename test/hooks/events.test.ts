/**
 * Named events on the probe title probe_events (test/titles/probe_events/): each event of the
 * engine's library, fired by the first train named after it (or a phase), changes the game as
 * its entry in runtime/engine/event-library.ts says; the title's `events` hook adds an event of
 * its own and replaces the engine's close_companies.
 */
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { ENGINE_EVENTS, runEngineEvent } from '../../runtime/engine/event-library.js';
import { ENGINE_EVENT_PARAMS } from '../../runtime/title/event-params.js';
import type { Game } from '../../runtime/engine/game.js';
import probeEvents from '../generated/titles/probe_events/index.js';
import probeNational from '../generated/titles/probe_national/index.js';
import { act, current, eventsOf, passTo, passUntil, probeGame, refused, type ProbeOptions } from './driver.js';

const definition = probeEvents.definition;

/** The auction (ann buys P1, bob P2), AA parred, and AA in OR 1 about to buy the first `train`. */
function aboutToBuy(train: string, options: ProbeOptions = {}): Game {
  const game = probeGame(probeEvents, options);
  act(game, 'ann', 'bid', { company: 'P1', price: 20 });
  act(game, 'bob', 'bid', { company: 'P2', price: 30 });
  act(game, current(game), 'par', { corporation: 'AA', share_price: '100,0,4' });
  passTo(game, 'operating', 'AA');
  act(game, 'AA', 'pass'); // no track
  for (const def of definition.trains) {
    if (def.name === train) return game;
    buy(game, def.name);
  }
  throw new Error(`no train '${train}'`);
}

function buy(game: Game, train: string): Game {
  return act(game, 'AA', 'buy_train', { train: `${train}-0`, price: 10 });
}

describe('the engine’s event library', () => {
  it('fires every one of its events somewhere in the probes (those of minors, majors and the national in probe_national: test/hooks/national.test.ts)', () => {
    const fired = [definition, probeNational.definition].flatMap((d) => [...d.trains.flatMap((t) => t.events), ...d.phases.flatMap((p) => p.events)]).map((e) => e.type);
    expect(fired).toEqual(expect.arrayContaining(Object.keys(ENGINE_EVENTS)));
  });

  it('gives every event a parameter spec (which codegen checks titles by), and no spec without an event', () => {
    expect(Object.keys(ENGINE_EVENT_PARAMS).sort()).toEqual(Object.keys(ENGINE_EVENTS).sort());
  });

  it.each([
    ['float_percent', { percent: 'lots' }, "event float_percent needs 'percent': a whole number from 0 to 100"],
    ['float_percent', {}, 'not nothing'],
    ['phase_revenue', { revenue: 20 }, "event phase_revenue needs 'revenue': a mapping of companies to amounts (whole numbers, 0 or more)"],
  ])('refuses %s with parameters that do not fit its spec (%j), leaving the game as it was', (type, params, message) => {
    const game = aboutToBuy('percent');
    const before = JSON.stringify(game.state);
    let error: unknown;
    try {
      runEngineEvent(game, { type, ...params });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(GameError);
    expect((error as GameError).code).toBe('event/bad_parameter');
    expect((error as GameError).message).toContain(message);
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('companies_buyable (a phase event): corporations may buy companies from now on', () => {
    const game = aboutToBuy('buyable');
    expect(game.state.overrides.statuses).toEqual([]);
    buy(game, 'buyable');
    expect(game.phase.name).toBe('buyable');
    expect(game.state.overrides.statuses).toEqual(['can_buy_companies']);
    expect(game.round.actionsFor('AA')).toContain('buy_company');
  });

  it('phase_revenue: a company earns the revenue the event names', () => {
    const game = aboutToBuy('revenue');
    expect(game.company('P1').revenue).toBe(5);
    expect(buy(game, 'revenue').company('P1').revenue).toBe(25);
    expect(game.company('P2').revenue).toBe(5);
  });

  it('remove_bonuses: every assignment is removed', () => {
    const game = aboutToBuy('bonuses');
    expect(game.view.hexAssignments('A5')).toEqual(['P2']);
    expect(buy(game, 'bonuses').view.hexAssignments('A5')).toEqual([]);
  });

  it('remove_reservations: homes of corporations not yet parred are no longer reserved', () => {
    const game = aboutToBuy('reservations');
    const reserved = (hex: string) => game.state.map.hexes[hex].slotReservations.flat().filter((r) => r !== null);
    expect([reserved('A3'), reserved('A5')]).toEqual([['BB'], ['CC']]);
    buy(game, 'reservations');
    expect([reserved('A3'), reserved('A5')]).toEqual([[], []]);
  });

  it.each([
    ['percent', 70],
    ['f60', 60],
    ['f50', 50],
    ['f40', 40],
    ['f30', 30],
  ])('float_percent and float_N (%s): corporations not yet floated need %i percent sold', (train, percent) => {
    const game = aboutToBuy(train);
    expect(game.state.overrides.floatPercent).not.toBe(percent);
    expect(buy(game, train).state.overrides.floatPercent).toBe(percent);
  });

  it('full_capitalization: corporations floating from now on receive their whole capital', () => {
    const game = aboutToBuy('capital');
    expect(buy(game, 'capital').state.overrides.capitalization).toBe('full');
  });

  it('close_companies: every company closes (the engine’s own handler)', () => {
    const game = aboutToBuy('close', { without: ['events'] });
    buy(game, 'close');
    expect(game.companies.map((c) => [c.sym, c.closed])).toEqual([
      ['P1', true],
      ['P2', true],
    ]);
  });

  it('trigger_endgame: the game ends for the reason custom, at the timing game_end_check gives it', () => {
    const game = aboutToBuy('endgame');
    buy(game, 'endgame');
    expect(game.state.end.trigger).toEqual({ reason: 'custom', timing: 'one_more_full_or_set' });
    passUntil(game, (g) => g.finished);
    expect(game.gameEndReason).toBe('custom');
    expect(game.state.turn).toBe(2);
    expect(game.round.kind).toBe('operating');
  });

  it('float_30 and full_capitalization together: a corporation parred later floats at 30% with ten shares’ capital', () => {
    const game = buy(aboutToBuy('endgame'), 'endgame');
    passTo(game, 'stock');
    const first = current(game);
    act(game, first, 'par', { corporation: 'CC', share_price: '100,0,4' });
    expect(game.corporation('CC').floated).toBe(false);
    act(game, current(game), 'buy_shares', { shares: ['CC_1'] });
    expect(game.corporation('CC').floated).toBe(true);
    expect(eventsOf(game, 'corporation_floated').at(-1)).toMatchObject({ corporation: 'CC', capital: 1000 });
  });
});

describe('the title’s events hook', () => {
  it('adds an event of its own (unknown to the engine without it)', () => {
    const game = aboutToBuy('title');
    const cash = game.player('bob').cash;
    expect(buy(game, 'title').player('bob').cash).toBe(cash + 15);

    const plain = aboutToBuy('title', { without: ['events'] });
    const error = refused(plain, 'AA', 'buy_train', { train: 'title-0', price: 10 }, 'event/unknown');
    expect(error.message).toContain('title_bonus');
  });

  it('replaces one of the engine’s: its close_companies keeps the port open', () => {
    const game = buy(aboutToBuy('close'), 'close');
    expect(game.companies.map((c) => [c.sym, c.closed])).toEqual([
      ['P1', true],
      ['P2', false],
    ]);
  });
});
