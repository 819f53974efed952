/**
 * The selection auction (auction.style: selection) on its probe title, test/titles/probe_selection:
 * companies P1 ($20), P2 ($40), P3 ($70) go up one at a time; ann, bob and cy start with $200.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import probeSelection from '../generated/titles/probe_selection/index.js';
import { act, current, eventsOf, probeGame, refused } from '../hooks/driver.js';

const players = ['ann', 'bob', 'cy'];
const newGame = (module: unknown = probeSelection): Game => probeGame(module, { players });
const cash = (game: Game) => players.map((p) => game.player(p).cash);
/** The entity's moves (ending the game by agreement aside). */
const moves = (game: Game, entity: string) => game.legalActions(entity).filter((l) => l.type !== 'end_game');

/** The probe with other auction rules. */
function withAuction(rules: Record<string, unknown>): TitleModule {
  const module = probeSelection as unknown as TitleModule;
  return { ...module, definition: { ...module.definition, auction: { ...module.definition.auction, ...rules } } };
}

describe('the selection auction', () => {
  it('puts the first company up: the player to act bids on it or passes, from its price to their cash', () => {
    const game = newGame();
    expect(game.round.kind).toBe('auction');
    expect(current(game)).toBe('ann');
    expect(moves(game, 'ann')).toEqual([
      { type: 'bid', entity: 'ann', entityType: 'player', company: 'P1', min: 20, max: 200, step: 1, kind: 'nominate' },
      { type: 'pass', entity: 'ann', entityType: 'player' },
    ]);
    expect(moves(game, 'bob')).toEqual([]);
    refused(game, 'ann', 'bid', { company: 'P2', price: 40 }, 'auction/wrong_company');
    refused(game, 'ann', 'bid', { company: 'P1', price: 15 }, 'auction/bid_too_low');
    refused(game, 'ann', 'bid', { company: 'P1', price: 201 }, 'auction/cannot_afford');
    refused(game, 'bob', 'bid', { company: 'P1', price: 20 }, 'action/not_your_turn');
  });

  it('goes round the bidders until one is left, who buys at their bid; the next company goes up with the next player', () => {
    const game = newGame();
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    expect(current(game)).toBe('bob');
    expect(moves(game, 'bob')[0]).toMatchObject({ company: 'P1', min: 25, kind: 'bid' });
    act(game, 'bob', 'bid', { company: 'P1', price: 25 });
    act(game, 'cy', 'pass'); // out of P1's auction
    expect(current(game)).toBe('ann');
    act(game, 'ann', 'pass');
    expect(game.company('P1').owner).toBe('bob');
    expect(cash(game)).toEqual([200, 175, 200]);
    expect(eventsOf(game, 'company_bought').map((e) => e.text)).toEqual(['bob buys Pier for $25']);
    // P2 is up, opened by the player after ann, who opened P1.
    expect(current(game)).toBe('bob');
    expect(moves(game, 'bob')[0]).toMatchObject({ company: 'P2', min: 40, kind: 'nominate' });
  });

  it('takes out of an auction those who cannot pay its minimum, and sells to a lone bidder at once', () => {
    const game = newGame();
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    act(game, 'bob', 'bid', { company: 'P1', price: 200 }); // ann and cy cannot pay $205: bob buys
    expect(game.company('P1').owner).toBe('bob');
    expect(eventsOf(game, 'note').map((e) => e.text)).toEqual([
      'ann cannot bid $205 and is out of the auction for P1',
      'cy cannot bid $205 and is out of the auction for P1',
      // bob has nothing left: his turn to open P2 passes to cy, and he is out of P2's auction.
      'bob has no valid actions and passes',
      'bob cannot bid $40 and is out of the auction for P2',
    ]);
    expect(current(game)).toBe('cy');
  });

  it('makes a company everyone passes on cheaper, and free, gives it to the next player', () => {
    const game = newGame();
    for (let round = 0; round < 4; round++) for (const p of ['ann', 'bob', 'cy']) act(game, p, 'pass');
    expect(game.company('P1').discount).toBe(20);
    expect(game.company('P1').owner).toBe('ann');
    expect(eventsOf(game, 'price_dropped').map((e) => e.text)).toEqual(['Pier is now offered for $15', 'Pier is now offered for $10', 'Pier is now offered for $5', 'Pier is now offered for $0']);
    expect(current(game)).toBe('bob');
    expect(moves(game, 'bob')[0]).toMatchObject({ company: 'P2', min: 40 });
  });

  it('once the first company is sold, pays the companies when everyone passes, and goes on', () => {
    const game = newGame();
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    expect(game.company('P1').owner).toBe('ann');
    for (const p of ['bob', 'cy', 'ann']) act(game, p, 'pass');
    expect(cash(game)).toEqual([185, 200, 200]);
    expect(eventsOf(game, 'company_revenue').map((e) => e.text)).toEqual(['ann collects $5 from Pier']);
    expect(game.company('P2').owner).toBeNull();
    expect(current(game)).toBe('bob');
  });

  it('ends when every company is sold, and the stock round follows', () => {
    const game = newGame();
    act(game, 'ann', 'bid', { company: 'P1', price: 20 });
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    act(game, 'bob', 'bid', { company: 'P2', price: 40 });
    act(game, 'cy', 'pass');
    act(game, 'ann', 'pass');
    act(game, 'cy', 'bid', { company: 'P3', price: 70 });
    act(game, 'ann', 'pass');
    act(game, 'bob', 'pass');
    expect(game.companies.map((c) => c.owner)).toEqual(['ann', 'bob', 'cy']);
    expect(game.round.kind).toBe('stock');
  });

  it('with all_pass: remove, takes a company everyone passed on out of the auction — and, as the reference engine does, the next one, ending the auction', () => {
    const game = newGame(withAuction({ allPass: 'remove' }));
    for (const p of ['ann', 'bob', 'cy']) act(game, p, 'pass');
    expect(game.companies.map((c) => c.owner)).toEqual([null, null, null]);
    expect(eventsOf(game, 'lot_removed').map((e) => e.text)).toEqual(['Every player passes on Pier: it leaves the auction unsold', 'Every player passes on Port: it leaves the auction unsold']);
    expect(game.round.kind).toBe('stock');
  });
});
