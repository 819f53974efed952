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
import { canRunRoute } from '../../runtime/engine/map-access.js';
import { mapVersion } from '../../runtime/map/map-changes.js';
import type { TitleModule } from '../../runtime/module.js';
import type { TitleHooks } from '../../runtime/title/hooks.js';
import type { GameEffects, GameView } from '../../runtime/title/view.js';
import probeEvents from '../generated/titles/probe_events/index.js';
import probeDestination from '../generated/titles/probe_destination/index.js';
import probeLoans from '../generated/titles/probe_loans/index.js';
import probeMinor from '../generated/titles/probe_minor/index.js';
import probeNational from '../generated/titles/probe_national/index.js';
import probeTrack from '../generated/titles/probe_track/index.js';
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

/** probe_destination (escrow capitalisation, AA and BB heading for A5) with `effect` right after ann pars AA at 100. */
function afterEscrowPar(effect: Effect): Game {
  const game = probeGame(extend(probeDestination as unknown as TitleModule, { actionProcessed: (action, fx) => action.type === 'par' && effect(fx) }));
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  return game;
}

/** probe_loans (loans of 100, 10 interest, a limit of the shares players hold) with `effect` right after ann pars AA (AA has 200). */
function afterLoanPar(effect: Effect): Game {
  const game = probeGame(extend(probeLoans as unknown as TitleModule, { actionProcessed: (action, fx) => action.type === 'par' && effect(fx) }));
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  return game;
}

/** probe_national with `effect` run right after bob starts the minor M1 (its 100% at 50: M1 has 100). */
function afterMinorPar(effect: Effect): Game {
  const game = probeGame(extend(probeNational as unknown as TitleModule, { actionProcessed: (action, fx) => action.type === 'par' && action.corporation === 'M1' && effect(fx) }));
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,6' });
  act(game, 'bob', 'par', { corporation: 'M1', share_price: '50,0,1' });
  return game;
}

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


const minors = probeMinor as unknown as TitleModule;

/**
 * probe_minor played to AA's first turn (M1 ann's, with a 2-train and track to A5; M2 AA's, its
 * home token on B4, 110 in its treasury after paying out), with `effect` run when AA passes on
 * track — AA has one token, on B2.
 */
function atAasTurn(effect: Effect): Game {
  const game = probeGame(extend(minors, { actionProcessed: (action, fx) => action.type === 'pass' && action.entity === 'AA' && effect(fx) }));
  act(game, 'ann', 'bid', { company: 'M1', price: 100 });
  act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  passTo(game, 'operating', 'M1');
  act(game, 'M1', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 });
  act(game, 'M1', 'buy_train', { train: '2-1', price: 80 });
  act(game, 'M2', 'pass'); // no track
  act(game, 'M2', 'run_routes', { routes: [{ train: '2-0', connections: [['B4', 'A5']] }] });
  act(game, 'M2', 'dividend', { kind: 'withhold' });
  expect(current(game)).toBe('AA');
  return act(game, 'AA', 'pass');
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
    // Its home reservation leaves the map, as one change the map counts (undo's snapshots share what it says is unchanged).
    expect(game.state.map.hexes.A1.slotReservations).toEqual([[null]]);
    expect(mapVersion(game.state.map)).toBe(mapVersion(afterPar(() => undefined).state.map) + 1);
    expect(game.corporations.map((c) => c.sym)).toEqual(['BB', 'CC']);
    expect(eventsOf(game, 'operator_closed').map((e) => e.text)).toEqual(['AA closes']);
    // Closing the operator the round waits for ends the turn in progress, as the reference's
    // close_corporation does: M1, over its train limit, is what the discard step waits for in
    // AA's turn, so AA's turn ends with it (1867's first 8 train, nationalising a crowded minor).
    const waitedFor = atAasTurn((fx) => {
      fx.giveTrain('M1', '2');
      fx.closeOperator('M1');
    });
    expect(waitedFor.round.state.currentOperator).not.toBe('AA');
    // Closing one the round does not wait for leaves the turn where it was.
    expect(atAasTurn((fx) => fx.closeOperator('M2')).round.state.currentOperator).toBe('AA');
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

  reserveTrain: () => {
    // The depot's last train of a type is held back (the only revenue train here), the rest sell on.
    const held: (string | undefined)[] = [];
    const game = atSetup((fx) => held.push(fx.reserveTrain('revenue'), fx.reserveTrain('revenue')));
    expect(held).toEqual(['revenue-0', undefined]);
    expect(game.state.depot.upcoming).not.toContain('revenue-0');
    expect(game.train('revenue-0').owner).toBeNull();
  },

  releaseTrain: () => {
    // Released, a held-back train is the depot's next; only a held-back train can be.
    const game = atSetup((fx) => fx.releaseTrain(fx.reserveTrain('revenue')!));
    expect(game.state.depot.upcoming[0]).toBe('revenue-0');
    expect(game.train('revenue-0').owner).toBe('depot');
    expect(codeOf(() => atSetup((fx) => fx.releaseTrain('plain-0')))).toBe('train/not_reserved');
  },

  restoreTile: () => {
    // On probe_track, BB upgrades its home B4 (a city with BB's station) to the yellow Z1, and
    // the lay is taken up at once: B4 is the preprinted city again with BB's station still in it,
    // and Z1 is back in the supply. A hex with its preprinted tile has nothing to take up.
    const taken: (string | undefined)[] = [];
    const track = probeTrack as unknown as TitleModule;
    const game = probeGame(extend(track, { actionProcessed: (action, fx) => void (action.type === 'lay_tile' && taken.push(fx.restoreTile('B4'), fx.restoreTile('B4'))) }));
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
    act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
    passTo(game, 'operating', 'BB');
    act(game, 'BB', 'lay_tile', { hex: 'B4', tile: 'Z1-0', rotation: 1 });
    expect(taken).toEqual(['Z1-0', undefined]);
    expect(game.state.map.hexes.B4).toMatchObject({ tileId: 'city-0', rotation: 0, tokens: [['BB']] });
    expect(game.state.map.hexes.B4.tileName).toBeUndefined();
    expect(game.state.map.placed).toEqual({});
  },

  forgetRoutes: () => {
    // What the state remembers of AA's routes (that it could run: kept once true, as the
    // reference keeps it) is forgotten at BB's lay: AA, with only its home station, is judged
    // afresh and cannot run. Without the effect the remembered answer stands.
    const track = probeTrack as unknown as TitleModule;
    const play = (forget: boolean) => {
      const game = probeGame(extend(track, { actionProcessed: (action, fx) => void (forget && action.type === 'lay_tile' && fx.forgetRoutes()) }));
      act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
      act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
      passTo(game, 'operating', 'BB');
      game.state.routeInfo.AA = { routeAvailable: true, routeTrainPurchase: true };
      act(game, 'BB', 'lay_tile', { hex: 'B4', tile: 'Z1-0', rotation: 1 });
      return game;
    };
    expect(canRunRoute(play(false), 'AA')).toBe(true);
    expect(canRunRoute(play(true), 'AA')).toBe(false);
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

  nationalize: () => {
    // M1 (bob's, floated) is taken over at once: bob is paid for his 100% at M1's price, and M1 closes.
    const bob = afterMinorPar(() => {}).player('bob').cash;
    const game = afterMinorPar((fx) => fx.nationalize('M1'));
    expect(game.corporation('M1').closed).toBe(true);
    expect(game.player('bob').cash - bob).toBe(2 * 40);
    expect(game.corporation('NN').cash).toBe(100);
    expect(eventsOf(game, 'nationalized').map((e) => e.text)).toEqual(['M1 is nationalized by NN']);
    // One not started is left alone.
    expect(afterMinorPar((fx) => fx.nationalize('M3')).corporation('M3')).toMatchObject({ closed: false, floated: false });
  },

  releaseCorporations: () => {
    const game = afterMinorPar((fx) => fx.releaseCorporations(['M2']));
    expect(game.corporations.map((c) => c.sym)).toEqual(['AA', 'BB', 'MJ', 'M1', 'M2', 'M3']);
    expect(eventsOf(game, 'corporations_available').map((e) => e.text)).toEqual(['M2 become available']);
  },

  placeNeutralToken: () => {
    // probe_national's setup hook puts one in A5's one slot: nobody may token there, and no
    // city has room for a second (A5 is full, the others are homes kept for their corporations).
    const game = afterMinorPar(() => {});
    expect(game.state.map.hexes.A5.tokens).toEqual([['~neutral']]);
    expect(game.view.kindOf('~neutral')).toBeUndefined();
    for (const hex of ['A1', 'A3', 'A5', 'B2']) expect(codeOf(() => afterMinorPar((fx) => fx.placeNeutralToken(hex)))).toBe('map/no_slots');
  },

  setFinalTurn: () => {
    const game = afterPar((fx) => fx.setFinalTurn(3));
    expect(game.state.end.finalTurn).toBe(3);
    expect(codeOf(() => afterPar((fx) => fx.setFinalTurn(0)))).toBe('effect/bad_turn');
  },

  setOperatingRounds: () => {
    const game = afterPar((fx) => fx.setOperatingRounds(3));
    expect(game.state.operatingRounds).toBe(3);
    expect(codeOf(() => afterPar((fx) => fx.setOperatingRounds(0)))).toBe('effect/bad_count');
  },

  log: () => {
    const game = atSetup((fx) => fx.log('the probe says hello'));
    expect(eventsOf(game, 'note')).toMatchObject([{ text: 'the probe says hello' }]);
  },

  mergeMinor: () => {
    // Everything to the major: M2's token on B4 becomes AA's (a token added, as AA has none left), its cash and train AA's.
    const game = atAasTurn((fx) => fx.mergeMinor('M2', 'AA', { addTokens: true }));
    expect(game.minor('M2')).toMatchObject({ closed: true, cash: 0, trains: [] });
    expect(game.corporation('AA')).toMatchObject({ cash: 140 + 110, trains: ['2-0'] });
    expect(game.view.tokenHexes('AA')).toEqual(['B2', 'B4']);
    expect(game.state.map.hexes.B4.tokens[0]).toEqual(['AA']);
    expect(game.minors.map((m) => m.sym)).toEqual(['M1']);
    expect(eventsOf(game, 'minor_merged').map((e) => e.text)).toEqual(['M2 merges into AA, which receives $110, trains (2)']);
    // No token to spare: the minor's token leaves the map.
    const spare = atAasTurn((fx) => fx.mergeMinor('M2', 'AA'));
    expect(spare.view.tokenHexes('AA')).toEqual(['B2']);
    expect(spare.state.map.hexes.B4.tokens[0]).toEqual([null]);
    // Treasury to the bank and trains to the depot (an exchange from the market, 18EU); the minor operating now closes with the turn moving on.
    const bank = atAasTurn(() => {}).state.bank.cash;
    const back = atAasTurn((fx) => fx.mergeMinor('M1', 'AA', { treasury: 'bank', trains: 'depot', tokens: 'remove' }));
    expect(back.state.bank.cash - bank).toBe(20);
    expect(back.train('2-1').owner).toBe('depot');
    expect(back.state.depot.discarded).toEqual(['2-1']);
    expect(back.corporation('AA').trains).toEqual([]);
    // Kept open, its token stays for the title to replace.
    const open = atAasTurn((fx) => fx.mergeMinor('M2', 'AA', { tokens: 'keep', close: false }));
    expect(open.minor('M2')).toMatchObject({ closed: false, cash: 0, trains: [] });
    expect(open.view.tokenHexes('M2')).toEqual(['B4']);
    expect(codeOf(() => atAasTurn((fx) => fx.mergeMinor('M2', 'AA', { tokens: 'keep' })))).toBe('merge/keep_tokens');
    expect(codeOf(() => atAasTurn((fx) => fx.mergeMinor('M2', 'M2')))).toBe('merge/same_operator');
    expect(codeOf(() => atAasTurn((fx) => (fx.closeOperator('M1'), fx.mergeMinor('M1', 'AA'))))).toBe('merge/closed');
  },

  replaceToken: () => {
    const game = atAasTurn((fx) => expect(fx.replaceToken('M2', 'AA', 'B4', { addToken: true })).toBe(true));
    expect(game.view.tokenHexes('AA')).toEqual(['B2', 'B4']);
    expect(game.view.tokenHexes('M2')).toEqual([]);
    expect(eventsOf(game, 'token_replaced').map((e) => e.text)).toEqual(["AA replaces M2's token on B4"]);
    // Nothing changes where the major has no token to place, or the minor has none on the hex.
    const none = atAasTurn((fx) => expect([fx.replaceToken('M2', 'AA', 'B4'), fx.replaceToken('M2', 'AA', 'A1')]).toEqual([false, false]));
    expect(none.view.tokenHexes('M2')).toEqual(['B4']);
  },

  takeLoan: () => {
    const game = afterLoanPar((fx) => fx.takeLoan('AA'));
    expect(game.corporation('AA').cash).toBe(300);
    expect(game.view.loans('AA')).toEqual([0]);
    // ann's 20% is a limit of two loans.
    expect(codeOf(() => afterLoanPar((fx) => [1, 2, 3].forEach(() => fx.takeLoan('AA'))))).toBe('loan/cannot_take');
  },

  repayLoan: () => {
    const game = afterLoanPar((fx) => (fx.takeLoan('AA'), fx.repayLoan('AA')));
    expect(game.corporation('AA').cash).toBe(200);
    expect(game.state.loans).toEqual({ bank: [1, 2, 0], owed: { AA: [] } });
    expect(codeOf(() => afterLoanPar((fx) => fx.repayLoan('AA')))).toBe('loan/not_owed');
    // ann covers what the treasury lacks.
    const covered = afterLoanPar((fx) => (fx.takeLoan('AA'), fx.pay('AA', 'bank', 260), fx.repayLoan('AA', { coverFrom: 'ann' })));
    expect([covered.corporation('AA').cash, covered.player('ann').cash]).toEqual([0, 140]);
  },

  returnLoans: () => {
    let returned = 0;
    const game = afterLoanPar((fx) => (fx.takeLoan('AA'), fx.takeLoan('AA'), (returned = fx.returnLoans('AA'))));
    expect(returned).toBe(2);
    expect(game.corporation('AA').cash).toBe(400);
    expect(game.state.loans.bank).toEqual([2, 0, 1]);
  },

  transferLoans: () => {
    const game = afterLoanPar((fx) => (fx.takeLoan('AA'), fx.transferLoans('AA', 'BB')));
    expect([game.view.loans('AA'), game.view.loans('BB')]).toEqual([[], [0]]);
  },

  payInterest: () => {
    const game = afterLoanPar((fx) => (fx.takeLoan('AA'), fx.payInterest('AA')));
    expect(game.corporation('AA').cash).toBe(290);
    expect(eventsOf(game, 'interest_paid').map((e) => e.text)).toEqual(['AA owes $10 interest for 1 loan, pays $10']);
  },

  releaseEscrow: () => {
    // Nothing held yet (the president's certificate paid AA): none released, incremental from now on.
    let released = -1;
    const game = afterEscrowPar((fx) => (released = fx.releaseEscrow('AA')));
    expect(released).toBe(0);
    expect(game.corporation('AA')).toMatchObject({ cash: 200, capitalization: 'incremental' });
    // The escrow held is paid out: test/hooks/destinations.test.ts.
  },

  setCapitalization: () => {
    const game = afterEscrowPar((fx) => fx.setCapitalization('full'));
    expect(game.corporation('AA').capitalization).toBe('escrow'); // parred before: as it was
    act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
    expect(game.corporation('BB').capitalization).toBe('full');
  },

  destinationReached: () => {
    const game = afterEscrowPar((fx) => fx.destinationReached('AA'));
    expect(game.view.destination('AA')?.reached).toBe(true);
    expect(eventsOf(game, 'destination_reached').map((e) => e.text)).toEqual(['-- AA has reached its destination --']);
  },

  setDestination: () => {
    const game = afterEscrowPar((fx) => (fx.setDestination('AA', { hexes: ['A3'] }), fx.setDestination('BB', null)));
    expect(game.view.destination('AA')).toEqual({ from: 'A1', hexes: ['A3'], reached: false });
    expect(game.view.destination('BB')).toBeUndefined();
    expect(codeOf(() => afterEscrowPar((fx) => fx.setDestination('AA', { hexes: ['Z9'] as never[] })))).toBe('destination/unknown_hex');
  },

  parCorporation: () => {
    const game = afterEscrowPar((fx) => fx.parCorporation('BB', [0, 6]));
    expect(price(game, 'BB')).toBe(110);
    expect(game.corporation('BB').ipoed).toBe(true);
    expect(codeOf(() => afterEscrowPar((fx) => fx.parCorporation('BB', [3, 0])))).toBe('effect/no_cell');
  },

  setCertLimit: () => {
    expect(afterEscrowPar((fx) => fx.setCertLimit(20)).view.certLimit()).toBe(20);
    expect(afterEscrowPar((fx) => (fx.setCertLimit(20), fx.setCertLimit(null))).view.certLimit()).toBe(12);
    expect(codeOf(() => afterEscrowPar((fx) => fx.setCertLimit(0)))).toBe('effect/bad_cert_limit');
  },

  reissueShares: () => {
    const game = afterEscrowPar((fx) => fx.reissueShares('BB', [40, 30, 30], [1, 1, 0.5], [0, 7, 9]));
    expect(game.corporation('BB').shares.map((s) => [s.percent, s.certSize ?? 1, s.id])).toEqual([[40, 1, undefined], [30, 1, 7], [30, 0.5, 9]]);
    expect(codeOf(() => afterEscrowPar((fx) => fx.reissueShares('AA', [20, 80])))).toBe('effect/certificates_in_play');
    expect(codeOf(() => afterEscrowPar((fx) => fx.reissueShares('BB', [50, 40])))).toBe('effect/bad_percent');
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
    // The effects' members the view lacks: the effects proper (the view's are the view's tests').
    const game = probeGame(probeEvents);
    const methods = Object.keys(Object.getOwnPropertyDescriptors(game.effects)).filter((name) => !(name in game.view));
    expect(methods.sort()).toEqual(Object.keys(EFFECTS).sort());
  });

  it('a refusal raised inside an effect hook leaves the game as it was', () => {
    const game = probeGame(extend(events, { actionProcessed: (action, fx) => action.type === 'bid' && fx.pay('ann', 'bank', 10_000) }));
    refused(game, 'ann', 'bid', { company: 'P1', price: 20 }, 'money/insufficient');
    expect(game.company('P1').owner).toBeNull();
  });
});
