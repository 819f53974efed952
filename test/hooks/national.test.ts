/**
 * Minors, majors and the national, on the probe title probe_national (test/titles/probe_national/):
 * the six events 1867 and 1861 fire, each on its own train bought by AA in depot order; the merger
 * round the cycle places after operating rounds of phase `g`; the national NN operating by itself
 * in phase `n`.
 *
 *   A1 -- A3 -- A5 -- A7   A1 AA's home, A3 M1's, A5 a neutral token until `g`, A7 an offboard (40)
 *      \  /                B2 NN's home
 *       B2
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeNational from '../generated/titles/probe_national/index.js';
import { act, current, eventsOf, passTo, probeGame, refused } from './driver.js';

/** SR 1: ann pars AA at 100, bob starts M1 (100% at 50) and pars BB at 110; then OR 1 to AA's trains, M1 buying the 2 if `m1Train`. */
function toAasTrains(m1Train = false, optionalRules: readonly string[] = []): Game {
  const game = probeGame(probeNational, { optionalRules: [...optionalRules] });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,6' });
  act(game, 'bob', 'par', { corporation: 'M1', share_price: '50,0,1' });
  act(game, 'ann', 'pass');
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '110,0,7' });
  act(game, 'ann', 'pass');
  act(game, 'bob', 'pass');
  if (m1Train) {
    while (game.round.activeStep()?.name() !== 'buy_train') act(game, 'M1', 'pass');
    act(game, 'M1', 'buy_train', { train: '2-0', price: 10 });
  }
  passTo(game, 'operating', 'AA');
  while (game.round.activeStep()?.name() !== 'buy_train') act(game, 'AA', 'pass');
  return game;
}

/** AA buys the depot's trains up to and including `last`. */
function buyTo(game: Game, last: string): Game {
  for (;;) {
    const id = game.state.depot.upcoming[0];
    act(game, 'AA', 'buy_train', { train: id, price: game.trainDef(game.train(id).type).price });
    if (game.train(id).type === last) return game;
  }
}

const listed = (game: Game) => game.corporations.map((c) => c.sym);

/** Plays on until a round of `kind`: routes as the optimiser runs them, dividends paid out, everything else passed. */
function playTo(game: Game, kind: string): Game {
  for (let i = 0; game.round.kind !== kind; i++) {
    if (i > 200) throw new Error('playTo gave up');
    const entity = current(game);
    const legal = game.legalActions(entity);
    const routes = legal.find((l) => l.type === 'run_routes');
    if (routes && 'best' in routes) game.process(routes.best);
    else if (legal.some((l) => l.type === 'dividend')) act(game, entity, 'dividend', { kind: 'payout' });
    else act(game, entity, 'pass');
  }
  return game;
}

describe('held-back corporations and majors_can_ipo', () => {
  it('keeps M2 out of the game and MJ unparred until the g train', () => {
    const game = probeGame(probeNational);
    expect(listed(game)).toEqual(['AA', 'BB', 'MJ', 'M1', 'M3']);
    refused(game, 'ann', 'par', { corporation: 'MJ', share_price: '100,0,6' }, 'par/not_allowed');
    expect(game.state.map.hexes.A5.tokens).toEqual([['~neutral']]);
  });

  it('green_minors_available releases M2 and lifts the neutral token; majors_can_ipo opens type late', () => {
    const game = buyTo(toAasTrains(), 'g');
    expect(listed(game)).toEqual(['AA', 'BB', 'MJ', 'M1', 'M2', 'M3']);
    expect(game.state.map.hexes.A5.tokens).toEqual([[null]]);
    expect(game.state.overrides.ipoTypes).toEqual(['late']);
    expect(eventsOf(game, 'corporations_available').map((e) => e.text)).toEqual(['M2 become available']);
  });
});

describe('minors_cannot_start', () => {
  it('takes the minors nobody started out of the game, with their reservations', () => {
    const game = buyTo(toAasTrains(), 'm');
    expect(listed(game)).toEqual(['AA', 'BB', 'MJ', 'M1']);
    expect(game.corporation('M3').closed).toBe(true);
  });
});

describe('trainless_nationalization', () => {
  it('nationalises an operated minor without a train once the purchase is complete: its station becomes the national', () => {
    const game = buyTo(toAasTrains(), 't');
    expect(game.corporation('M1').closed).toBe(true);
    expect(game.state.map.hexes.A3.tokens).toEqual([['NN']]);
    expect(game.corporation('NN').tokens.filter((t) => t.used).map((t) => t.hex)).toEqual(['A3']);
    // B2 is NN's reserved hex: one token stays kept for it.
    expect(game.state.national?.reservations).toEqual(['B2']);
    // bob holds M1's 100% (two shares): paid M1's price after a step left (40) for each.
    expect(eventsOf(game, 'shareholders_settled').map((e) => e.text)).toEqual(['M1 settles with its shareholders at $40 a share ($80 to bob)']);
  });

  it('lets a trainless major choose: the choice waits before anything else', () => {
    const game = buyTo(toAasTrains(true), 't');
    expect(current(game)).toBe('BB');
    expect(game.legalActions('BB').map((l) => l.type)).toEqual(['end_game', 'choose', 'pass']);
    refused(game, 'AA', 'buy_train', { train: 'c-0', price: 10 }, 'action/not_your_turn');
    refused(game, 'BB', 'choose', { choice: 'sure' }, 'national/bad_choice');
    act(game, 'BB', 'choose', { choice: 'nationalize' });
    // A major returns to its charter: unstarted, to be parred again; ann and bob were paid for its shares.
    expect(game.corporation('BB')).toMatchObject({ floated: false, ipoed: false, sharePrice: null, cash: 0 });
    expect(game.corporation('BB').shares.every((s) => s.owner === 'BB')).toBe(true);
    expect(listed(game)).toContain('BB');
    expect(current(game)).toBe('AA');
  });

  it('a major that passes carries on', () => {
    const game = buyTo(toAasTrains(true), 't');
    act(game, 'BB', 'pass');
    expect(game.corporation('BB').floated).toBe(true);
    expect(eventsOf(game, 'note').map((e) => e.text)).toContain('BB declines to nationalize');
  });
});

describe('nationalize_companies and minors_nationalized', () => {
  it('the bank buys the companies for the national, then every minor is nationalised, its trains and treasury the national\'s', () => {
    const game = buyTo(toAasTrains(true), 't');
    act(game, 'BB', 'pass');
    const bob = game.player('bob').cash;
    buyTo(game, 'c');
    expect(game.company('P1').owner).toBe('NN');
    expect(game.player('bob').cash - bob).toBe(30);
    buyTo(game, 'n');
    expect(game.corporation('M1').closed).toBe(true);
    expect(game.corporation('NN').trains).toEqual(['2-0']);
    expect(game.phase.name).toBe('n');
  });
});

describe('the national', () => {
  it('operates after everyone else in phase n: home token on its reserved hex, the best route, trains bought by the rules', () => {
    const game = buyTo(toAasTrains(true), 't');
    act(game, 'BB', 'pass');
    buyTo(game, 'n');
    const nnCash = game.corporation('NN').cash;
    // AA passes; NN, last in the order, operates by itself at once: nobody acts for it.
    expect(game.round.entities[game.round.entities.length - 1]).toBe('NN');
    act(game, 'AA', 'pass');
    expect(game.round.kind).toBe('stock');
    const nn = game.corporation('NN');
    expect(nn.tokens.filter((t) => t.used).map((t) => t.hex).sort()).toEqual(['A3', 'B2']);
    expect(game.state.national?.reservations).toEqual([]);
    const run = eventsOf(game, 'routes_run').filter((e) => e.operator === 'NN');
    expect(run).toHaveLength(1);
    expect(Number(run[0].revenue)).toBeGreaterThan(0);
    // It withheld the run and bought the depot's n train while its treasury paid for it.
    expect(eventsOf(game, 'dividend').filter((e) => e.operator === 'NN').map((e) => e.kind)).toEqual(['withhold']);
    expect(nn.cash).toBeLessThan(nnCash + Number(run[0].revenue));
    expect(nn.trains).toEqual(['2-0', 'n-1']);
    // The next operating round: it runs both.
    playTo(game, 'operating');
    playTo(game, 'stock');
    const runs = eventsOf(game, 'routes_run').filter((e) => e.operator === 'NN');
    expect(runs).toHaveLength(2);
    expect((runs[1].routes as { train: string }[]).map((r: { train: string }) => r.train)).toEqual(['2-0', 'n-1']);
  });

  it('waits in its turn for a choice its own purchase left a trainless major, then buys again with what that brought it', () => {
    // late_choice: after the n trains, two x trains ($60) whose first leaves trainless majors a choice.
    const game = buyTo(toAasTrains(true, ['late_choice']), 't');
    act(game, 'BB', 'pass');
    buyTo(game, 'n');
    act(game, 'AA', 'pass');
    // NN bought n-1 and x-0, whose event asks BB (operated, trainless) before NN's turn is over.
    expect(game.round.kind).toBe('operating');
    expect(game.round.entities[game.round.entityIndex]).toBe('NN');
    expect(current(game)).toBe('BB');
    expect(game.corporation('NN').trains).toEqual(['2-0', 'n-1', 'x-0']);
    expect(game.corporation('NN').cash).toBeLessThan(60);
    act(game, 'BB', 'choose', { choice: 'nationalize' });
    // BB's treasury went to NN, which then bought the depot's last x before its turn ended.
    expect(game.corporation('NN').trains).toEqual(['2-0', 'n-1', 'x-0', 'x-1']);
    expect(game.round.kind).toBe('stock');
  });
});

describe('the merger round', () => {
  it('follows each operating round of phase g, the minors taking turns; a minor merging hands the major its station and treasury', () => {
    const game = buyTo(toAasTrains(true), 'g');
    act(game, 'AA', 'pass');
    passTo(game, 'merger');
    expect(game.round.name()).toBe('Merger Round');
    expect([game.state.turn, game.round.roundNum]).toEqual([1, 1]);
    expect(current(game)).toBe('M1');
    const cash = game.corporation('AA').cash + game.corporation('M1').cash;
    act(game, 'M1', 'merge', { corporation: 'AA' });
    expect(game.corporation('M1').closed).toBe(true);
    expect(game.corporation('AA').cash).toBe(cash);
    expect(game.state.map.hexes.A3.tokens).toEqual([['AA']]);
    expect(game.corporation('AA').trains).toContain('2-0');
    // The round is over with the last minor's turn; the next turn's stock round follows.
    expect(game.round.kind).toBe('stock');
    expect(game.state.turn).toBe(2);
  });

  it('is not placed in phases it does not name', () => {
    const game = toAasTrains();
    act(game, 'AA', 'buy_train', { train: '2-0', price: 10 });
    act(game, 'AA', 'pass');
    passTo(game, 'stock');
    expect(game.events.some((e) => e.type === 'round_started' && e.kind === 'merger')).toBe(false);
  });
});
