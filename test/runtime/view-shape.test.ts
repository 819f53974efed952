/**
 * What hooks are given keeps its shape however the engine builds it (engine/view.ts): a method
 * taken off the view or its round still works, the getters read the live game, and the caches
 * the engine keeps on a game's objects (core/object-slot.ts) never show in its state.
 */
import { describe, expect, it } from 'vitest';
import { ObjectSlot } from '../../runtime/core/object-slot.js';
import { effectsApplied } from '../../runtime/engine/view.js';
import { gameVar } from '../../runtime/title/game-vars.js';
import { cloneState } from '../../runtime/state/clone.js';
import { newGame, play } from './helpers.js';

describe('the view', () => {
  it('lends its methods: one taken off the view or its round works on its own', () => {
    const game = newGame('1830', 4);
    const { corporation, phaseReached } = game.view;
    const { is, stepOpen } = game.view.round;
    expect(corporation('PRR').sym).toBe('PRR');
    expect(phaseReached('2')).toBe(true);
    expect(is('auction')).toBe(game.round.is('auction'));
    expect(typeof stepOpen('waterfall_auction')).toBe('boolean');
  });

  it('reads the live game through its getters, the effects too', () => {
    const game = newGame('1830', 4);
    const view = game.view;
    const cash = view.state.players[0].cash;
    play(game, { type: 'bid', entity: 1, company: 'SV', price: 20 });
    expect(view.state.players[0].cash).toBe(cash - 20);
    expect(game.effects.round.kind).toBe(game.round.kind);
    expect(game.effects.corporations.map((c) => c.sym)).toEqual(view.corporations.map((c) => c.sym));
  });
});

describe('effects applied', () => {
  it('are counted, but not a note or a variable set to the value it holds', () => {
    const game = newGame('1830', 4);
    const fx = game.effects;
    const flag = gameVar<boolean>('probe_flag', () => false);
    const at = effectsApplied(fx);
    fx.log('a note');
    fx.set(flag, false);
    expect(effectsApplied(fx)).toBe(at);
    fx.set(flag, true);
    expect(effectsApplied(fx)).toBe(at + 1);
    fx.pay('bank', game.state.players[0].id, 10);
    expect(effectsApplied(fx)).toBe(at + 2);
  });
});

describe('object slots', () => {
  it('keep a value on an object that its data, copies and equality never see', () => {
    const slot = new ObjectSlot<object, number>('test');
    const owner = { a: 1, nested: { b: 2 } };
    expect(slot.get(owner)).toBeUndefined();
    slot.set(owner, 7);
    slot.set(owner, 8);
    expect(slot.get(owner)).toBe(8);
    expect(JSON.stringify(owner)).toBe('{"a":1,"nested":{"b":2}}');
    expect(Object.keys(owner)).toEqual(['a', 'nested']);
    expect(slot.get({ ...owner })).toBeUndefined();
    expect(slot.get(cloneState(owner))).toBeUndefined();
    expect(owner).toEqual({ a: 1, nested: { b: 2 } });
  });

  it('keep nothing of a game in its state', () => {
    const game = newGame('1830', 4);
    void game.view.round.kind;
    play(game, { type: 'bid', entity: 1, company: 'SV', price: 20 });
    expect(JSON.parse(JSON.stringify(game.state))).toEqual(game.state);
    expect(Object.getOwnPropertySymbols(game.state.map).every((s) => !Object.getOwnPropertyDescriptor(game.state.map, s)!.enumerable)).toBe(true);
  });
});
