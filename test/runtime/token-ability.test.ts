/**
 * A token ability that can do nothing does not hold a corporation's turn open (the reference's
 * ability_usable?: a token ability naming hexes is spent while its corporation has a station in
 * each). On the probe title probe_token_ability (test/titles/): the operating round ends with a
 * blocking buy_company step, which waits for a corporation owning an ability it may still use.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeTokenAbility from '../generated/titles/probe_token_ability/index.js';
import { act, current, passTo, probeGame } from '../hooks/driver.js';

/** ann buys the Home Depot; both corporations are parred; OR 1 begins with AA. */
function firstOr(): Game {
  const game = probeGame(probeTokenAbility);
  act(game, 'ann', 'bid', { company: 'HD', price: 20 });
  act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'ann', 'par', { corporation: 'BB', share_price: '100,0,5' });
  passTo(game, 'operating');
  expect(current(game)).toBe('AA');
  return game;
}

/** The operator passes its track and its train purchase (it has no token to place, nor a train to run). */
function passTurn(game: Game, operator: string): Game {
  for (const step of ['track', 'buy_train']) {
    expect(current(game), `${operator} acts at its ${step}`).toBe(operator);
    act(game, operator, 'pass');
  }
  return game;
}

describe('a token ability and the end of a turn', () => {
  it('a spent one (a token in A1, where AA has its home station) ends AA’s turn: BB operates next', () => {
    const game = firstOr();
    act(game, 'AA', 'buy_company', { company: 'HD', price: 20 });
    passTurn(game, 'AA');
    expect(current(game)).toBe('BB');
  });

  it('one BB may still use (it has no station in A1) holds BB’s turn open at the blocking buy_company step', () => {
    const game = firstOr();
    passTurn(game, 'AA');
    act(game, 'AA', 'pass'); // the blocking buy_company: AA could still buy the Home Depot
    expect(current(game)).toBe('BB');
    act(game, 'BB', 'buy_company', { company: 'HD', price: 20 });
    passTurn(game, 'BB');
    expect(current(game)).toBe('BB');
    expect(game.round.actionsFor('BB').filter((type) => type !== 'end_game')).toEqual(['pass']);
  });
});
