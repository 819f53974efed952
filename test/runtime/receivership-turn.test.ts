/**
 * An operator in receivership (a corporation the market owns: its president went bankrupt and
 * no player took it over, as in 1846) keeps its turn while one of its steps waits: anyone may
 * make its moves, and an action of another entity — a company it owns laying track — does not end
 * the turn (the reference's operating round: `return if entity.owner&.player? ||
 * entity.receivership?`). Found by the cross-check of simulated 1846 games with the reference
 * (seed 505: the Lake Shore Line, owned by the C&O in receivership, laid its tile, and our round
 * moved on to the next corporation while the reference waited for the C&O's run). Given: the
 * probe title probe_company_lay, AA (operating before BB) owning the Lay Company, AA's ownership moved to the market.
 */
import { describe, expect, it } from 'vitest';
import { POOL } from '../../runtime/state/types.js';
import probeCompanyLay from '../generated/titles/probe_company_lay/index.js';
import { act, passTo, probeGame } from '../hooks/driver.js';

describe('an operator in receivership', () => {
  it('keeps its turn when a company it owns acts while its own steps still wait', () => {
    const game = probeGame(probeCompanyLay);
    act(game, 'ann', 'bid', { company: 'LC', price: 20 });
    act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
    act(game, 'ann', 'par', { corporation: 'BB', share_price: '100,0,5' });
    passTo(game, 'operating');
    act(game, 'AA', 'buy_company', { company: 'LC', price: 20 });
    game.corporation('AA').owner = POOL;
    act(game, 'LC', 'lay_tile', { hex: 'C3', tile: '14-0', rotation: 1 });
    expect(game.round.kind).toBe('operating');
    expect(game.round.activeEntities()).toEqual(['AA']);
  });
});
