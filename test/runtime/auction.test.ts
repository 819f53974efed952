/**
 * 1830's waterfall auction of the privates, from the rules (reference:
 * lib/engine/step/waterfall_auction.rb, auctioner.rb, company_pending_par.rb). Four players
 * seated 1, 2, 3, 4 with $600 each; companies SV $20, CS $40, DH $70, MH $110, CA $160, BO $220.
 */
import { describe, expect, it } from 'vitest';
import { title as chesapeake } from '../../generated/titles/18Chesapeake/index.js';
import { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import { current, expectRefusedAct, newGame, percent, play, playAll } from './helpers.js';

const bid = (entity: number, company: string, price: number) => ({ type: 'bid', entity, company, price });
const pass = (entity: number) => ({ type: 'pass', entity });

function auction(): Game {
  const game = newGame('1830', 4);
  expect(game.round.kind).toBe('auction');
  expect(current(game)).toBe('1');
  return game;
}

const cash = (game: Game, player: string) => game.player(player).cash;
const ownerOf = (game: Game, company: string) => game.company(company).owner;

describe('buying and bidding', () => {
  it('sells the cheapest company at its face value', () => {
    const game = auction();
    const bank = game.state.bank.cash;
    play(game, bid(1, 'SV', 20));
    expect(ownerOf(game, 'SV')).toBe('1');
    expect(game.player('1').companies).toEqual(['SV']);
    expect(cash(game, '1')).toBe(580);
    expect(game.state.bank.cash).toBe(bank + 20);
    expect(current(game)).toBe('2');
  });

  it('refuses less than face value for the cheapest company', () => {
    expectRefusedAct(auction(), bid(1, 'SV', 15), 'auction/bid_too_low');
  });

  it('refuses more than its price for the cheapest company: it is bought, not bid on', () => {
    expectRefusedAct(auction(), bid(1, 'SV', 40), 'auction/fixed_price');
  });

  it('takes a bid on a dearer company without paying yet', () => {
    const game = auction();
    play(game, bid(1, 'CS', 45));
    expect(ownerOf(game, 'CS')).toBeNull();
    expect(cash(game, '1')).toBe(600);
    expect(current(game)).toBe('2');
  });

  it.each([
    ['at face value (the minimum is face value + 5)', bid(1, 'CS', 40), 'auction/bid_too_low'],
    ['on a company not in the auction', bid(1, 'XX', 50), /^(auction\/not_for_sale|entity\/unknown)$/],
    ['above the player’s cash', bid(1, 'BO', 605), 'auction/cannot_afford'],
    ['by a player out of turn', bid(2, 'CS', 45), 'action/not_your_turn'],
  ] as const)('refuses a bid %s', (_what, action, code) => {
    expectRefusedAct(auction(), action, code);
  });

  it('names players by name in its refusals, as a player reads them (not by seat id)', () => {
    const game = auction();
    expect(expectRefusedAct(game, bid(1, 'BO', 605), 'auction/cannot_afford').message).toBe('Player 1 can bid at most $600 (cash not committed to other bids)');
    const outOfTurn = expectRefusedAct(game, bid(2, 'CS', 45), 'action/not_your_turn');
    expect(outOfTurn.message).toMatch(/^bid by Player 2 is not possible now: .*\(waiting for Player 1\)$/);
  });

  it('raises the minimum to the highest bid + 5', () => {
    const game = auction();
    play(game, bid(1, 'CS', 50));
    expectRefusedAct(game, bid(2, 'CS', 50), 'auction/bid_too_low');
    play(game, bid(2, 'CS', 55));
  });

  it('counts committed bids against a player’s cash', () => {
    const game = auction();
    playAll(game, [bid(1, 'BO', 500), pass(2), pass(3), pass(4)]);
    expectRefusedAct(game, bid(1, 'CA', 165), 'auction/cannot_afford');
    // Raising an own bid counts the old bid back in.
    expectRefusedAct(game, bid(1, 'BO', 601), 'auction/cannot_afford');
    play(game, bid(1, 'SV', 20)); // 100 uncommitted: the cheapest is affordable
    expect(cash(game, '1')).toBe(580);
  });

  it('where only the highest bids are committed (18Chesapeake), lets an outbid player bid their cash, not their cash plus their old bid', () => {
    const game = new Game(chesapeake as unknown as TitleModule, [1, 2, 3, 4].map((id) => ({ id, name: `Player ${id}` })));
    expect(cash(game, '1')).toBe(600);
    playAll(game, [bid(1, 'B&OR', 105), bid(2, 'B&OR', 110), pass(3), pass(4)]);
    // Player 1's 105 is not committed (player 2 bids more): adding it back allowed 705.
    expectRefusedAct(game, bid(1, 'B&OR', 605), 'auction/cannot_afford');
    play(game, bid(1, 'B&OR', 600));
    expectRefusedAct(game, bid(2, 'B&OR', 605), 'auction/cannot_afford');
  });

  it('refuses buying the cheapest company with cash committed to bids', () => {
    const game = auction();
    playAll(game, [bid(1, 'BO', 590), pass(2), pass(3), pass(4)]);
    expectRefusedAct(game, bid(1, 'SV', 20), 'auction/cannot_afford');
  });
});

describe('resolving bids when the cheapest company sells', () => {
  it('gives a company with a single bid to its bidder at the bid', () => {
    const game = auction();
    playAll(game, [bid(1, 'CS', 45), bid(2, 'SV', 20)]);
    expect(ownerOf(game, 'SV')).toBe('2');
    expect(ownerOf(game, 'CS')).toBe('1');
    expect(cash(game, '1')).toBe(555);
    expect(current(game)).toBe('3');
  });

  it('cascades while the next company has a single bid', () => {
    const game = auction();
    playAll(game, [bid(1, 'CS', 45), bid(2, 'DH', 75), bid(3, 'MH', 115), bid(4, 'SV', 20)]);
    expect([ownerOf(game, 'SV'), ownerOf(game, 'CS'), ownerOf(game, 'DH'), ownerOf(game, 'MH')]).toEqual(['4', '1', '2', '3']);
    expect(cash(game, '3')).toBe(485);
    expect(current(game)).toBe('1');
  });

  it('stops at a company nobody bid on', () => {
    const game = auction();
    playAll(game, [bid(1, 'DH', 75), bid(2, 'SV', 20)]);
    expect(ownerOf(game, 'DH')).toBeNull();
    expect(ownerOf(game, 'CS')).toBeNull();
  });

  describe('an auction between several bidders', () => {
    /** Players 1 and 2 bid on CS, player 3 buys SV: CS goes up for auction. */
    function contested(): Game {
      const game = auction();
      playAll(game, [bid(1, 'CS', 45), bid(2, 'CS', 50), bid(3, 'SV', 20)]);
      expect(ownerOf(game, 'CS')).toBeNull();
      return game;
    }

    it('lets the lowest bidder act', () => {
      const game = contested();
      expect(game.round.activeEntities()).toEqual(['1']);
      play(game, bid(1, 'CS', 55));
      expect(game.round.activeEntities()).toEqual(['2']);
    });

    it.each([
      ['a player not in the auction', bid(4, 'CS', 60), 'action/not_your_turn'],
      ['the higher bidder', bid(2, 'CS', 60), 'action/not_your_turn'],
      ['a bid on another company', bid(1, 'DH', 75), 'auction/wrong_company'],
      ['a bid that does not beat the highest', bid(1, 'CS', 50), 'auction/bid_too_low'],
    ] as const)('refuses %s', (_what, action, code) => {
      expectRefusedAct(contested(), action, code);
    });

    it('drops a bidder who passes; the last one buys at their bid', () => {
      const game = contested();
      playAll(game, [bid(1, 'CS', 55), bid(2, 'CS', 60), pass(1)]);
      expect(ownerOf(game, 'CS')).toBe('2');
      expect(cash(game, '2')).toBe(540);
      expect(cash(game, '1')).toBe(600);
      // The auction interrupted the order of turns; it resumes after player 3.
      expect(current(game)).toBe('4');
    });
  });
});

describe('when everyone passes', () => {
  it('lowers the cheapest company’s price by 5', () => {
    const game = auction();
    playAll(game, [pass(1), pass(2), pass(3), pass(4)]);
    expect(game.company('SV').discount).toBe(5);
    expect(current(game)).toBe('1');
    play(game, bid(1, 'SV', 15));
    expect(cash(game, '1')).toBe(585);
  });

  it('makes the next player take the cheapest company once it is free', () => {
    const game = auction();
    for (let round = 0; round < 3; round++) playAll(game, [pass(1), pass(2), pass(3), pass(4)]);
    expect(game.company('SV').value - game.company('SV').discount).toBe(5);
    playAll(game, [pass(1), pass(2), pass(3), pass(4)]);
    expect(ownerOf(game, 'SV')).toBe('1');
    expect(cash(game, '1')).toBe(600);
    expect(current(game)).toBe('2');
    expect(game.company('CS').discount).toBe(0);
  });

  it('pays the companies’ revenue after a purchase, as if an operating round had passed', () => {
    const game = auction();
    playAll(game, [bid(1, 'SV', 20), bid(2, 'CS', 40), pass(3), pass(4), pass(1), pass(2)]);
    expect(cash(game, '1')).toBe(580 + 5);
    expect(cash(game, '2')).toBe(560 + 10);
    expect(game.company('DH').discount).toBe(0);
    expect(current(game)).toBe('3');
    playAll(game, [pass(3), pass(4), pass(1), pass(2)]);
    expect(cash(game, '1')).toBe(590);
  });
});

describe('companies that bring shares', () => {
  it('gives the buyer of CA a 10% PRR share, PRR still unparred', () => {
    const game = auction();
    playAll(game, [bid(1, 'SV', 20), bid(2, 'CS', 40), bid(3, 'DH', 70), bid(4, 'MH', 110), bid(1, 'CA', 160)]);
    expect(ownerOf(game, 'CA')).toBe('1');
    expect(game.corporation('PRR').shares[1].owner).toBe('1');
    expect(percent(game, '1', 'PRR')).toBe(10);
    expect(game.corporation('PRR').sharePrice).toBeNull();
    expect(game.corporation('PRR').owner).toBeNull();
    expect(cash(game, '1')).toBe(600 - 20 - 160);
  });

  /** Player 2 has just bought BO and must choose B&O's par price. */
  function boughtBO(): Game {
    const game = auction();
    playAll(game, [bid(1, 'SV', 20), bid(2, 'CS', 40), bid(3, 'DH', 70), bid(4, 'MH', 110), bid(1, 'CA', 160), bid(2, 'BO', 220)]);
    expect(ownerOf(game, 'BO')).toBe('2');
    expect(game.round.activeEntities()).toEqual(['2']);
    return game;
  }

  it.each([
    ['another player acting', pass(3), 'action/not_your_turn'],
    ['the buyer doing anything else', pass(2), /^action\//],
    ['a par of another corporation', { type: 'par', entity: 2, corporation: 'NYC', share_price: '100,0,6' }, 'par/wrong_corporation'],
    ['a price that is not a par price', { type: 'par', entity: 2, corporation: 'B&O', share_price: '112,0,7' }, 'par/unknown_price'],
  ] as const)('makes BO’s buyer par B&O before anything else: refuses %s', (_what, action, code) => {
    expectRefusedAct(boughtBO(), action, code);
  });

  it('gives BO’s buyer the B&O president’s certificate at the chosen par, for free', () => {
    const game = boughtBO();
    const before = cash(game, '2');
    play(game, { type: 'par', entity: 2, corporation: 'B&O', share_price: '90,1,6' });
    const bo = game.corporation('B&O');
    expect(bo.shares[0].owner).toBe('2');
    expect(bo.owner).toBe('2');
    expect(bo.parPrice).toEqual([1, 6]);
    expect(bo.floated).toBe(false);
    expect(bo.cash).toBe(0);
    expect(cash(game, '2')).toBe(before);
    // Every company is sold: the stock round starts with the player after the last buyer.
    expect(game.round.kind).toBe('stock');
    expect(current(game)).toBe('3');
  });
});
