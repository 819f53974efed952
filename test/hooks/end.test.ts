/**
 * The engine's game-end reasons a title times in `game_end_check`, on the probe title probe_end
 * (test/titles/probe_end/): `fixed_round` (the round in the YAML's `fixed_round`, or a turn the
 * `rules` hook gives), `stock_market` (a price in the market's end cell) and `custom` (triggered
 * by the `trigger_endgame` event), each ending the game at its own timing. Two operating rounds
 * a set; nobody has a route, so no price moves but the sold-out rise.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import probeEnd from '../generated/titles/probe_end/index.js';
import { act, current, eventsOf, passTo, passUntil, price, probeGame, type ProbeOptions } from './driver.js';

const rounds = (game: Game) => eventsOf(game, 'round_started').map((e) => e.text);

/** ann pars AA (floating it on her 50%) at this price; bob buys the other 50% if `soldOut`. */
function parred(par: '100,0,4' | '110,0,5', soldOut: boolean, options: ProbeOptions = {}): Game {
  const game = probeGame(probeEnd, options);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: par });
  if (soldOut) act(game, 'bob', 'buy_shares', { shares: ['AA_1'] });
  return game;
}

/** Everyone passes to the end of the game. */
const played = (game: Game): Game => passUntil(game, (g) => g.finished);

/** The probe's module with its rules changed (what a title's YAML would say). */
function withRules(rules: Partial<TitleModule['definition']['rules']>): TitleModule {
  const module = probeEnd as unknown as TitleModule;
  return { ...module, definition: { ...module.definition, rules: { ...module.definition.rules, ...rules } } };
}

describe('fixed_round', () => {
  it('{operating_round: 3} with current_or: the game ends after the third operating round of the game', () => {
    const game = parred('100,0,4', false);
    passTo(game, 'operating');
    passTo(game, 'stock');
    expect(game.state.end.trigger).toBeNull();
    passTo(game, 'operating');
    expect(game.state.operatingRoundCount).toBe(3);
    act(game, current(game), 'pass');
    expect(game.state.end.trigger).toEqual({ reason: 'fixed_round', timing: 'current_or' });
    played(game);
    expect(game.gameEndReason).toBe('fixed_round');
    expect(rounds(game)).toEqual(['-- Stock Round 1 --', '-- Operating Round 1.1 --', '-- Operating Round 1.2 --', '-- Stock Round 2 --', '-- Operating Round 2.1 --']);
  });

  it('{turn: 2} with full_or (the rules hook, under by_turn): triggered as turn 2 starts, it ends after that turn’s operating rounds', () => {
    const game = parred('100,0,4', false, { optionalRules: ['by_turn'] });
    passTo(game, 'operating');
    passTo(game, 'stock');
    expect(game.state.end.trigger).toBeNull(); // checked after the next action, as the reference does
    act(game, current(game), 'pass');
    expect(game.state.end.trigger).toEqual({ reason: 'fixed_round', timing: 'full_or' });
    played(game);
    expect(game.gameEndReason).toBe('fixed_round');
    expect(rounds(game).slice(-3)).toEqual(['-- Stock Round 2 --', '-- Operating Round 2.1 --', '-- Operating Round 2.2 --']);
  });

  it('without the round it ends in, a game is refused when it is created', () => {
    expect(() => probeGame(withRules({ fixedRound: null }))).toThrow(expect.objectContaining({ code: 'setup/no_fixed_round' }));
  });
});

describe('stock_market', () => {
  it('a price reaching the end cell (AA sold out at 110 rises to 120e) ends the game at its timing (full_or)', () => {
    const game = parred('110,0,5', true);
    passTo(game, 'operating');
    expect(price(game, 'AA')).toBe(120);
    act(game, current(game), 'pass');
    expect(game.state.end.trigger).toEqual({ reason: 'stock_market', timing: 'full_or' });
    played(game);
    expect(game.gameEndReason).toBe('stock_market');
    expect(rounds(game).at(-1)).toBe('-- Operating Round 1.2 --');
  });

  it('endTriggered (under long_last_set) lengthens the set in progress: the game ends after Operating Round 1.3', () => {
    const game = parred('110,0,5', true, { optionalRules: ['long_last_set'] });
    passTo(game, 'operating');
    act(game, current(game), 'pass');
    expect(game.state.end.trigger).toEqual({ reason: 'stock_market', timing: 'full_or' });
    played(game);
    // The third operating round of the game is also the probe's fixed round, the reason that ends it.
    expect(game.gameEndReason).toBe('fixed_round');
    expect(rounds(game).slice(-3)).toEqual(['-- Operating Round 1.1 --', '-- Operating Round 1.2 --', '-- Operating Round 1.3 --']);
  });

  it('without endTriggered the set keeps its two operating rounds under long_last_set', () => {
    const game = parred('110,0,5', true, { optionalRules: ['long_last_set'], without: ['endTriggered'] });
    passTo(game, 'operating');
    played(game);
    expect(rounds(game).at(-1)).toBe('-- Operating Round 1.2 --');
  });

  it('a price short of the end cell ends nothing (sold out at 100, AA rises to 110)', () => {
    const game = passTo(parred('100,0,4', true), 'operating');
    expect(price(game, 'AA')).toBe(110);
    act(game, current(game), 'pass');
    expect(game.state.end.trigger).toBeNull();
  });
});

describe('custom, triggered by the trigger_endgame event', () => {
  it('ends the game at the timing game_end_check.custom gives (current_or: at the end of OR 1.1)', () => {
    const game = passTo(parred('100,0,4', false), 'operating', 'AA');
    passUntil(game, (g) => g.round.actionsFor('AA').includes('buy_train'));
    act(game, 'AA', 'buy_train', { train: 'final-0', price: 100 });
    expect(game.state.end.trigger).toEqual({ reason: 'custom', timing: 'current_or' });
    expect(eventsOf(game, 'game_end_triggered').at(-1)).toMatchObject({ reason: 'custom', timing: 'current_or' });
    played(game);
    expect(game.gameEndReason).toBe('custom');
    expect(rounds(game).at(-1)).toBe('-- Operating Round 1.1 --');
  });

  it('takes its timing from game_end_check (full_or: at the end of the set, OR 1.2)', () => {
    const module = withRules({ gameEndCheck: { custom: 'full_or' } });
    const game = probeGame(module);
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
    passTo(game, 'operating', 'AA');
    passUntil(game, (g) => g.round.actionsFor('AA').includes('buy_train'));
    act(game, 'AA', 'buy_train', { train: 'final-0', price: 100 });
    played(game);
    expect(game.gameEndReason).toBe('custom');
    expect(rounds(game).at(-1)).toBe('-- Operating Round 1.2 --');
  });

  it('a title firing trigger_endgame without a custom timing is refused when a game is created', () => {
    expect(() => probeGame(withRules({ gameEndCheck: { bankrupt: 'immediate' } }))).toThrow(expect.objectContaining({ code: 'setup/no_custom_timing' }));
  });
});
