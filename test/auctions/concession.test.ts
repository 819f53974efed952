/**
 * The concession auction (auction.style: concession) on its probe title,
 * test/titles/probe_concession: concessions C1 (AA's presidency) and C2 (BB's) and the private P1;
 * bids start at $20; ann, bob and cy have $300.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { BidLegal } from '../../runtime/legal/types.js';
import probeConcession from '../generated/titles/probe_concession/index.js';
import { act, current, probeGame, refused } from '../hooks/driver.js';

const players = ['ann', 'bob', 'cy'];
const moves = (game: Game, entity: string) => game.legalActions(entity).filter((l) => l.type !== 'end_game');

describe('the concession auction', () => {
  it('lets the player to act nominate any lot with a bid, or pass', () => {
    const game = probeGame(probeConcession, { players });
    expect(moves(game, 'ann').map((l) => (l.type === 'bid' ? `${(l as BidLegal).company} ${(l as BidLegal).min}-${(l as BidLegal).max} ${(l as BidLegal).kind}` : l.type))).toEqual([
      'C1 20-300 nominate',
      'C2 20-300 nominate',
      'P1 20-300 nominate',
      'pass',
    ]);
  });

  it('has the others bid in seat order after the nominator, the lowest bidder acting, until one bid is left', () => {
    const game = probeGame(probeConcession, { players });
    act(game, 'ann', 'bid', { company: 'C1', price: 20 });
    expect(current(game)).toBe('bob');
    expect(moves(game, 'bob')[0]).toMatchObject({ company: 'C1', min: 25, max: 300, kind: 'bid' });
    refused(game, 'bob', 'bid', { company: 'C2', price: 25 }, 'auction/wrong_company');
    act(game, 'bob', 'bid', { company: 'C1', price: 25 });
    expect(current(game)).toBe('cy');
    act(game, 'cy', 'pass');
    expect(current(game)).toBe('ann');
    act(game, 'ann', 'bid', { company: 'C1', price: 30 });
    act(game, 'bob', 'pass');
    expect(game.company('C1').owner).toBe('ann');
    expect(game.player('ann').cash).toBe(270);
    // The concession's president's certificate: ann pars AA before the auction goes on.
    expect(current(game)).toBe('ann');
    expect(game.round.actionsFor('ann')).toContain('par');
    act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,4' });
    expect(game.corporation('AA').owner).toBe('ann');
    expect(current(game)).toBe('bob');
  });

  it('sells at once to a nominator nobody can outbid, and ends when everyone passes in a row', () => {
    const game = probeGame(probeConcession, { players });
    act(game, 'ann', 'bid', { company: 'P1', price: 300 });
    expect(game.company('P1').owner).toBe('ann');
    expect(current(game)).toBe('bob');
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    expect(game.round.kind).toBe('auction');
    act(game, 'ann', 'pass');
    expect(game.round.kind).toBe('stock');
  });
});
