/**
 * Every method of GameEffects — what an effect hook may do to a game — called from a hook of a
 * probe title in a real game (the `setup` hook, or `actionProcessed` right after a par), with
 * what it changes and what it refuses. The last test checks that every method has a test here.
 */
import { gameVar } from '../../runtime/title/game-vars.js';
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import type { Game } from '../../runtime/engine/game.js';
import { blockingCompany } from '../../runtime/engine/tracker.js';
import type { TitleModule } from '../../runtime/module.js';
import type { TitleHooks } from '../../runtime/title/hooks.js';
import type { GameEffects, GameView } from '../../runtime/title/view.js';
import probeEvents from '../generated/titles/probe_events/index.js';
import probeMinor from '../generated/titles/probe_minor/index.js';
import { act, current, errorOf, eventsOf, passTo, passUntil, price, probeGame, refused } from './driver.js';

type Effect = (game: GameEffects) => void;

const events = probeEvents as unknown as TitleModule;

/** A probe's module with some hooks added or replaced. */
function extend(module: TitleModule, hooks: TitleHooks): TitleModule {
  return { ...module, hooks: { ...module.hooks, ...hooks } };
}

/** probe_events with `effect` run at the end of its setup hook. */
function atSetup(effect: Effect, module: TitleModule = events, seed?: number): Game {
  const own = module.hooks.setup;
  return probeGame(extend(module, { setup: (game) => (own?.(game), effect(game)) }), { seed });
}

/** probe_events after its auction (ann owns P1, bob P2), with `effect` run right after ann's par of AA. */
function afterPar(effect: Effect): Game {
  const game = probeGame(extend(events, { actionProcessed: (action, fx) => action.type === 'par' && effect(fx) }));
  act(game, 'ann', 'bid', { company: 'P1', price: 20 });
  act(game, 'bob', 'bid', { company: 'P2', price: 30 });
  const first = current(game);
  act(game, first, 'par', { corporation: 'AA', share_price: '100,0,4' });
  expect(first).toBe('ann');
  return game;
}

const codeOf = (fn: () => unknown) => (errorOf(fn) as GameError | undefined)?.code;

/** probe_events with `effect` at setup, played to where AA (ann's) may buy companies: P1 ann's, P2 bob's. */
function companiesBuyable(effect: Effect): Game {
  const game = atSetup(effect);
  act(game, 'ann', 'bid', { company: 'P1', price: 20 });
  act(game, 'bob', 'bid', { company: 'P2', price: 30 });
  act(game, current(game), 'par', { corporation: 'AA', share_price: '100,0,4' });
  passTo(game, 'operating', 'AA');
  act(game, 'AA', 'pass'); // no track
  for (const train of ['plain', 'buyable']) act(game, 'AA', 'buy_train', { train: `${train}-0`, price: 10 });
  return game;
}

/** One test per method of GameEffects beyond the view (the compiler insists on every one). */
const EFFECTS: Record<Exclude<keyof GameEffects, keyof GameView>, () => void> = {
  pay: () => {
    const game = atSetup((fx) => fx.pay('ann', 'bob', 50));
    expect([game.player('ann').cash, game.player('bob').cash]).toEqual([350, 450]);
    expect(codeOf(() => atSetup((fx) => fx.pay('ann', 'bob', 401)))).toBe('money/insufficient');
  },

  closeCompany: () => {
    const game = atSetup((fx) => fx.closeCompany('P1'));
    expect(game.company('P1').closed).toBe(true);
    act(game, 'ann', 'bid', { company: 'P2', price: 30 }); // the auction has P2 alone
    expect(game.round.kind).toBe('stock');
  },

  removeCompany: () => {
    expect(atSetup((fx) => fx.removeCompany('P1')).companies.map((c) => c.sym)).toEqual(['P2']);
    expect(codeOf(() => afterPar((fx) => fx.removeCompany('P1')))).toBe('effect/company_owned');
  },

  closeOperator: () => {
    const game = afterPar((fx) => fx.closeOperator('AA'));
    expect(game.corporation('AA')).toMatchObject({ closed: true, sharePrice: null, cash: 0 });
    expect(game.corporations.map((c) => c.sym)).toEqual(['BB', 'CC']);
    expect(eventsOf(game, 'operator_closed').map((e) => e.text)).toEqual(['AA closes']);
  },

  moveSharePrice: () => {
    expect(price(afterPar((fx) => fx.moveSharePrice('AA', 'left')), 'AA')).toBe(90);
  },

  startOperator: () => {
    const game = atSetup((fx) => fx.startOperator('M2', 'bob'), probeMinor as unknown as TitleModule);
    expect(game.minor('M2')).toMatchObject({ floated: true, owner: 'bob' });
    expect(codeOf(() => atSetup((fx) => fx.startOperator('M2', 'nobody'), probeMinor as unknown as TitleModule))).toBe('entity/unknown');
  },

  moveShare: () => {
    // Three certificates to bob: he holds more than ann, and the presidency follows.
    const game = afterPar((fx) => ['AA_1', 'AA_2', 'AA_3'].forEach((share) => fx.moveShare(share, 'bob')));
    expect(game.view.percentOf('bob', 'AA')).toBe(30);
    expect(game.corporation('AA').owner).toBe('bob');
    expect(game.corporation('AA').shares[0].owner).toBe('bob');
    expect(codeOf(() => afterPar((fx) => fx.moveShare('AA_1', 'P1')))).toBe('effect/bad_holder');
  },

  setCertificatePercent: () => {
    expect(atSetup((fx) => fx.setCertificatePercent('CC_0', 30)).corporation('CC').shares[0].percent).toBe(30);
    expect(codeOf(() => afterPar((fx) => fx.setCertificatePercent('AA_0', 30)))).toBe('effect/certificates_in_play');
  },

  removeAbilities: () => {
    expect(atSetup(() => {}).company('P1').abilities).toHaveLength(1);
    expect(atSetup((fx) => fx.removeAbilities('P1', 'blocks_hexes')).company('P1').abilities).toEqual([]);
    expect(atSetup((fx) => fx.removeAbilities('P1', 'no_buy')).company('P1').abilities).toHaveLength(1);
    // Without a kind, every one of them, given ones too.
    expect(atSetup((fx) => (fx.addAbility('P1', { type: 'no_buy', when: [] }), fx.removeAbilities('P1'))).company('P1').abilities).toEqual([]);
  },

  addAbility: () => {
    // P1 given no_buy: AA may no longer buy it from ann (it may without).
    const given = companiesBuyable((fx) => fx.addAbility('P1', { type: 'no_buy', when: [] }));
    expect(given.company('P1').abilities).toMatchObject([{ index: 0 }, { index: -1, def: { type: 'no_buy' } }]);
    refused(given, 'AA', 'buy_company', { company: 'P1', price: 20 }, 'company/cannot_buy');
    act(given, 'AA', 'buy_company', { company: 'P2', price: 30 });
    expect(companiesBuyable(() => {}).round.actionsFor('AA')).toContain('buy_company');
    act(companiesBuyable(() => {}), 'AA', 'buy_company', { company: 'P1', price: 20 });
    // A given ability works as a compiled one does: bob's P2 given a block of A1 keeps AA's track off it.
    const blocked = atSetup((fx) => (fx.sellCompany('P2', 'bob', 30), fx.addAbility('P2', { type: 'blocks_hexes', ownerType: 'player', when: [], hexes: ['A1'] })));
    expect(blockingCompany(blocked, 'AA', 'A1')).toBe('P2');
    expect(blockingCompany(atSetup((fx) => fx.sellCompany('P2', 'bob', 30)), 'AA', 'A1')).toBeUndefined();
  },

  setCompanyRevenue: () => {
    expect(atSetup((fx) => fx.setCompanyRevenue('P2', 12)).company('P2').revenue).toBe(12);
  },

  setCompanyValue: () => {
    const game = atSetup((fx) => fx.setCompanyValue('P1', 35));
    expect(game.company('P1').value).toBe(35);
    // The auction sells it at its new value.
    refused(game, 'ann', 'bid', { company: 'P1', price: 20 }, 'auction/bid_too_low');
    act(game, 'ann', 'bid', { company: 'P1', price: 35 });
    expect(game.player('ann').cash).toBe(400 - 35);
    expect(codeOf(() => atSetup((fx) => fx.setCompanyValue('P1', -5)))).toBe('effect/bad_value');
  },

  sellCompany: () => {
    const game = atSetup((fx) => fx.sellCompany('P2', 'bob', 45));
    expect(game.company('P2').owner).toBe('bob');
    expect(game.player('bob')).toMatchObject({ cash: 400 - 45, companies: ['P2'] });
    expect(eventsOf(game, 'company_bought')).toMatchObject([{ buyer: 'bob', company: 'P2', seller: 'bank', price: 45 }]);
    // The auction sells what is left: P1 alone.
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    expect(game.round.kind).toBe('stock');
    // An operator may buy too; a company is sold once; a buyer pays what it has.
    const operator = atSetup((fx) => fx.sellCompany('P1', 'AA', 0));
    expect([operator.corporation('AA').companies, operator.corporation('AA').cash]).toEqual([['P1'], 500]);
    expect(codeOf(() => atSetup((fx) => (fx.sellCompany('P2', 'bob', 0), fx.sellCompany('P2', 'ann', 0))))).toBe('company/not_for_sale');
    expect(codeOf(() => atSetup((fx) => fx.sellCompany('P2', 'bob', 401)))).toBe('money/insufficient');
    expect(codeOf(() => atSetup((fx) => fx.sellCompany('P2', 'pool', 0)))).toBe('company/bad_buyer');
  },

  assign: () => {
    const game = atSetup((fx) => (fx.assign('P1', 'A1', 'hex'), fx.assign('P1', 'A1', 'hex'), fx.assign('P1', 'AA', 'entity')));
    expect(game.view.hexAssignments('A1')).toEqual(['P1']);
    expect(game.view.operatorAssignments('AA')).toEqual(['P1']);
  },

  unassign: () => {
    // The probe's setup assigned P2 to A5.
    const game = atSetup((fx) => (fx.assign('P2', 'A1', 'hex'), fx.unassign('P2', 'hex', 'A5')));
    expect([game.view.hexAssignments('A1'), game.view.hexAssignments('A5')]).toEqual([['P2'], []]);
    expect(atSetup((fx) => (fx.assign('P2', 'A1', 'hex'), fx.unassign('P2', 'hex'))).state.assignments).toEqual({ hexes: {}, entities: {} });
  },

  moveHome: () => {
    // CC removed, A5 is free: BB's home moves there from A3, and its home token goes there.
    const game = atSetup((fx) => (fx.removeCorporation('CC'), fx.moveHome('BB', 'A5')));
    expect(game.state.map.hexes.A5.slotReservations.flat().filter(Boolean)).toEqual(['BB']);
    expect(game.state.map.hexes.A3.slotReservations.flat().filter(Boolean)).toEqual([]);
    expect(atSetup((fx) => (fx.removeCorporation('CC'), fx.moveHome('BB', 'A5'), fx.placeHomeToken('BB'))).corporation('BB').tokens[0]).toMatchObject({ used: true, hex: 'A5' });
    expect(codeOf(() => atSetup((fx) => fx.moveHome('BB', 'A5', { city: 1 })))).toBe('effect/no_city');
    expect(codeOf(() => atSetup((fx) => (fx.placeHomeToken('BB'), fx.moveHome('BB', 'A5'))))).toBe('effect/home_placed');
    // probe_authoring plays it: test/hooks/authoring.test.ts.
  },

  setTrainRusting: () => {
    const game = atSetup((fx) => fx.setTrainRusting('plain', { rustsOn: 'buyable' }));
    expect(game.state.overrides.trainRusting).toEqual({ plain: { rustsOn: 'buyable' } });
    expect(codeOf(() => atSetup((fx) => fx.setTrainRusting('plain', { rustsOn: 'nothing' })))).toBe('entity/unknown');
    // probe_authoring plays it: test/hooks/authoring.test.ts.
  },

  addOperatorAbility: () => {
    const game = atSetup((fx) => fx.addOperatorAbility('AA', { type: 'no_buy', when: [] }));
    expect(game.corporation('AA').abilities).toMatchObject([{ index: -1, def: { type: 'no_buy' } }]);
    expect(codeOf(() => atSetup((fx) => fx.addOperatorAbility('P1', { type: 'no_buy', when: [] })))).toBe('effect/unknown_operator');
  },

  removeOperatorAbilities: () => {
    const given = (fx: GameEffects) => (fx.addOperatorAbility('AA', { type: 'no_buy', when: [] }), fx.addOperatorAbility('AA', { type: 'base', when: [] }));
    expect(atSetup((fx) => (given(fx), fx.removeOperatorAbilities('AA', 'no_buy'))).corporation('AA').abilities).toMatchObject([{ def: { type: 'base' } }]);
    expect(atSetup((fx) => (given(fx), fx.removeOperatorAbilities('AA'))).corporation('AA').abilities).toEqual([]);
  },

  set: () => {
    const memo = gameVar('probe_memo', (): number => 0);
    const game = atSetup((fx) => fx.set(memo, fx.get(memo) + 41));
    expect(game.view.get(memo)).toBe(41);
    expect(game.state.memory).toEqual({ probe_memo: 41 });
  },

  placeHomeToken: () => {
    const game = atSetup((fx) => fx.placeHomeToken('AA'));
    expect(game.corporation('AA').tokens[0]).toMatchObject({ used: true });
    expect(eventsOf(game, 'token_placed')).toMatchObject([{ operator: 'AA', home: true }]);
  },

  placeToken: () => {
    // A3 is BB's home, its one slot reserved for BB: the city's rules refuse AA there.
    expect(codeOf(() => atSetup((fx) => fx.placeToken('AA', 'A3')))).toBe('token/no_slots');
    // With CC removed its home A5 is free: AA's token goes there, free.
    const game = atSetup((fx) => (fx.removeCorporation('CC'), fx.placeToken('AA', 'A5')));
    expect(game.corporation('AA').tokens[0]).toMatchObject({ used: true, hex: 'A5', city: 0 });
    expect(eventsOf(game, 'token_placed')).toMatchObject([{ operator: 'AA', hex: 'A5', cost: 0 }]);
    // AA has one token: a second placement finds none left.
    expect(codeOf(() => atSetup((fx) => (fx.removeCorporation('CC'), fx.placeToken('AA', 'A5'), fx.placeToken('AA', 'A1'))))).toBe('token/none_left');
  },

  promiseToken: () => {
    // CC removed, A5 free: AA's token is promised there; nothing is placed, no slot is taken.
    const promised = atSetup((fx) => (fx.removeCorporation('CC'), fx.promiseToken('AA', 'A5')));
    expect(promised.state.map.hexes.A5).toMatchObject({ promisedTokens: ['AA'], tokens: [[null]] });
    expect(promised.corporation('AA').tokens[0]).toMatchObject({ used: false });
    // Placing AA's token there fulfils the promise.
    const placed = atSetup((fx) => (fx.removeCorporation('CC'), fx.promiseToken('AA', 'A5'), fx.placeToken('AA', 'A5')));
    expect(placed.state.map.hexes.A5.tokens).toEqual([['AA']]);
    expect(placed.state.map.hexes.A5.promisedTokens).toBeUndefined();
    expect(codeOf(() => atSetup((fx) => fx.promiseToken('AA', 'Z9' as never)))).toBe('map/unknown_hex');
    expect(codeOf(() => atSetup((fx) => fx.promiseToken('ZZ' as never, 'A5')))).toBe('entity/not_operator');
  },

  removeCorporation: () => {
    const game = atSetup((fx) => fx.removeCorporation('CC'));
    expect(game.corporations.map((c) => c.sym)).toEqual(['AA', 'BB']);
    expect(eventsOf(game, 'corporation_removed')).toMatchObject([{ corporation: 'CC' }]);
  },

  engineEvent: () => {
    const game = atSetup((fx) => fx.engineEvent({ type: 'close_companies' }));
    expect(game.companies.every((c) => c.closed)).toBe(true);
  },

  giveTrain: () => {
    const game = afterPar((fx) => fx.giveTrain('AA', 'plain'));
    expect(game.corporation('AA').trains).toEqual(['plain-0']);
    expect(game.corporation('AA').cash).toBe(500); // free
    expect(codeOf(() => afterPar((fx) => (fx.giveTrain('AA', 'plain'), fx.giveTrain('BB', 'plain'))))).toBe('train/none_in_depot');
  },

  nextTrain: () => {
    const seen: (string | undefined)[] = [];
    atSetup((fx) => seen.push(fx.nextTrain(), fx.nextTrain()));
    expect(seen).toEqual(['plain', 'plain']);
  },

  exportTrain: () => {
    // Exporting the train that starts a phase starts it, and fires its events.
    const seen: (string | undefined)[] = [];
    const game = atSetup((fx) => seen.push(fx.exportTrain(), fx.exportTrain(), fx.nextTrain()));
    expect(seen).toEqual(['plain', 'buyable', 'revenue']);
    expect(game.phase.name).toBe('buyable');
    expect(game.state.overrides.statuses).toEqual(['can_buy_companies']);
    expect(game.train('plain-0')).toMatchObject({ owner: null, rusted: true });
  },

  addStatus: () => {
    const game = atSetup((fx) => (fx.addStatus('my_status'), fx.addStatus('my_status')));
    expect(game.state.overrides.statuses).toEqual(['my_status']);
  },

  setFloatPercent: () => {
    // CC floats on its president's 20% once the float percent is 20.
    const game = atSetup((fx) => fx.setFloatPercent(20));
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    act(game, 'bob', 'bid', { company: 'P2', price: 30 });
    act(game, current(game), 'par', { corporation: 'CC', share_price: '100,0,4' });
    expect(game.corporation('CC').floated).toBe(true);
    expect(codeOf(() => atSetup((fx) => fx.setFloatPercent(0)))).toBe('effect/bad_float_percent');
  },

  triggerEnd: () => {
    const game = afterPar((fx) => fx.triggerEnd('my_reason', 'current_round'));
    expect(game.state.end.trigger).toEqual({ reason: 'my_reason', timing: 'current_round' });
    passUntil(game, (g) => g.finished);
    expect([game.gameEndReason, game.round.kind]).toEqual(['my_reason', 'stock']);
    expect(codeOf(() => afterPar((fx) => fx.triggerEnd('my_reason', 'someday')))).toBe('end/unknown_timing');
  },

  log: () => {
    const game = atSetup((fx) => fx.log('the probe says hello'));
    expect(eventsOf(game, 'note')).toMatchObject([{ text: 'the probe says hello' }]);
  },

  random: () => {
    const draws = (seed: number) => {
      const out: number[] = [];
      const game = atSetup((fx) => out.push(fx.random(), fx.random(), fx.random()), events, seed);
      return { out, hash: game.hash() };
    };
    expect(draws(7).out).toEqual(draws(7).out);
    expect(draws(7).out).not.toEqual(draws(8).out);
    expect(draws(7).out.every((n) => Number.isInteger(n) && n >= 0 && n < 2 ** 31)).toBe(true);
    // The draws advance the state's generator: they are part of the game.
    expect(draws(7).hash).not.toBe(atSetup(() => {}, events, 7).hash());
  },
};

describe('GameEffects', () => {
  it.each(Object.entries(EFFECTS))('%s', (_name, test) => test());

  it('has a test here for every method', () => {
    const methods = Object.keys(Object.getOwnPropertyDescriptors(probeGame(probeEvents).effects));
    expect(methods.sort()).toEqual(Object.keys(EFFECTS).sort());
  });

  it('a refusal raised inside an effect hook leaves the game as it was', () => {
    const game = probeGame(extend(events, { actionProcessed: (action, fx) => action.type === 'bid' && fx.pay('ann', 'bank', 10_000) }));
    refused(game, 'ann', 'bid', { company: 'P1', price: 20 }, 'money/insufficient');
    expect(game.company('P1').owner).toBeNull();
  });
});
