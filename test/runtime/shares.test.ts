/**
 * The share pool and presidencies from the 1830 rules, on fresh four-player games driven by real
 * actions (reference: lib/engine/step/buy_sell_par_shares.rb, share_buying.rb, share_pool.rb,
 * share_bundle.rb#can_dump?, game/base.rb#num_certs).
 *
 * After the auction of `auctionAllAtFace` the seating for Stock Round 1 is 3, 4, 1, 2 and:
 * player 3 has $530 (DH), 4 has $490 (MH), 1 has $420 (SV, CA and with it PRR_1),
 * 2 has $340 (CS, BO and with it B&O's president's certificate, parred at 100).
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { certLimit, numCerts } from '../../runtime/engine/shares/holdings.js';
import type { MarketCoordinates } from '../../runtime/state/types.js';
import {
  auctionAllAtFace,
  commitEdits,
  buyFrom,
  current,
  expectRefusedAct,
  newGame,
  passUntil,
  percent,
  play,
  playStockRound,
  priceOf,
  sharesHeld,
  untilTurnOf,
  type TurnPlan,
} from './helpers.js';

const PAR_100 = '100,0,6';
const PAR_67 = '67,5,6';
const buy = (corporation: string, from: 'ipo' | 'pool' = 'ipo') => ({ type: 'buy', corporation, from });
const par = (corporation: string, share_price: string) => ({ type: 'par', corporation, share_price });

function stockRound1(options: { optionalRules?: string[] } = {}): Game {
  const game = auctionAllAtFace(newGame('1830', 4, options));
  expect(game.round.kind).toBe('stock');
  expect(game.state.players.map((p) => p.id)).toEqual(['3', '4', '1', '2']);
  return game;
}

/** Plays Stock Round 1 by plan, the operating round after it, and stops at Stock Round 2. */
function toStockRound2(plans: Record<string, readonly TurnPlan[]>, options: { optionalRules?: string[] } = {}): Game {
  const game = playStockRound(stockRound1(options), plans);
  passUntil(game, (g) => g.round.kind === 'stock');
  expect(game.state.turn).toBe(2);
  return game;
}

describe('parring and floating', () => {
  it('buys the president’s certificate at twice the par price', () => {
    const game = stockRound1();
    const bank = game.state.bank.cash;
    play(game, { entity: 3, ...par('NYC', PAR_100) });
    const nyc = game.corporation('NYC');
    expect(nyc.shares[0]).toMatchObject({ owner: '3', president: true, percent: 20 });
    expect(nyc.owner).toBe('3');
    expect(nyc.ipoed).toBe(true);
    expect(nyc.floated).toBe(false);
    expect(nyc.cash).toBe(0);
    expect(priceOf(game, 'NYC')).toBe(100);
    expect(nyc.parPrice).toEqual([0, 6]);
    expect(game.player('3').cash).toBe(530 - 200);
    expect(game.state.bank.cash).toBe(bank + 200);
  });

  it.each([
    ['a price that is not a par price', { ...par('NYC', '112,0,7') }, 'par/unknown_price'],
    ['a corporation already parred', { ...par('B&O', PAR_100) }, /^par\//],
    ['an unknown corporation', { ...par('XYZ', PAR_100) }, 'entity/unknown'],
  ] as const)('refuses a par at %s', (_what, action, code) => {
    const game = stockRound1();
    expectRefusedAct(game, { ...action, entity: 3 }, code);
  });

  it('refuses a par the player cannot pay for, and accepts a cheaper one', () => {
    const game = stockRound1();
    game.player('3').cash = 150;
    commitEdits(game);
    expectRefusedAct(game, { entity: 3, ...par('NYC', PAR_100) }, /^(par\/cannot_buy|action\/)/);
    play(game, { entity: 3, ...par('NYC', PAR_67) });
    expect(game.player('3').cash).toBe(150 - 134);
  });

  it('floats when 60% is sold and receives ten times the par price from the bank', () => {
    const game = stockRound1();
    play(game, { entity: 3, ...par('NYC', PAR_100) });
    const sold = () => 100 - percent(game, 'NYC', 'NYC');
    for (const player of ['4', '1', '2']) {
      play(game, { ...buyFrom(game, 'NYC'), entity: Number(player) });
      expect(game.corporation('NYC').floated).toBe(false);
      expect(game.corporation('NYC').cash).toBe(0);
    }
    expect(sold()).toBe(50);
    const bank = game.state.bank.cash;
    play(game, { ...buyFrom(game, 'NYC'), entity: 3 });
    expect(sold()).toBe(60);
    expect(game.corporation('NYC').floated).toBe(true);
    expect(game.corporation('NYC').cash).toBe(1000);
    expect(game.state.bank.cash).toBe(bank + 100 - 1000);
  });
});

describe('holding limits', () => {
  it('stops a player at 60% of a corporation', () => {
    const game = playStockRound(stockRound1(), { '3': [[par('NYC', PAR_67)], [buy('NYC')], [buy('NYC')], [buy('NYC')], [buy('NYC')]] }, false);
    untilTurnOf(game, '3');
    expect(percent(game, '3', 'NYC')).toBe(60);
    expectRefusedAct(game, { ...buyFrom(game, 'NYC'), entity: 3 }, /^(share\/cannot_buy|action\/not_allowed)$/);
  });

  /**
   * Player 3 on their turn at exactly the certificate limit: NYC's president's certificate,
   * DH, and 14 shares of unparred corporations handed over by editing the state.
   */
  function atCertLimit(): Game {
    const game = stockRound1();
    play(game, { entity: 3, ...par('NYC', PAR_67) });
    untilTurnOf(game, '3');
    const extra = [...['ERIE_1', 'ERIE_2', 'ERIE_3', 'ERIE_4', 'ERIE_5', 'ERIE_6', 'ERIE_7', 'ERIE_8'], ...['C&O_1', 'C&O_2', 'C&O_3', 'C&O_4', 'C&O_5', 'C&O_6']];
    for (const id of extra) {
      const [sym, index] = id.split('_');
      game.corporation(sym).shares[Number(index)].owner = '3';
    }
    expect(certLimit(game)).toBe(16);
    expect(numCerts(game, '3')).toBe(16);
    return commitEdits(game);
  }

  it('refuses a certificate over the certificate limit (companies count)', () => {
    const game = atCertLimit();
    expectRefusedAct(game, { ...buyFrom(game, 'NYC'), entity: 3 }, /^(share\/cannot_buy|action\/)/);
  });

  it.each([
    ['a yellow', [1, 0], true],
    ['an orange', [3, 0], true],
    ['a brown', [5, 0], true],
    ['an ordinary', [1, 6], false],
  ] as const)('shares in %s cell: free of the limit = %s', (_zone, cell, free) => {
    const game = atCertLimit();
    game.corporation('ERIE').sharePrice = cell as MarketCoordinates;
    commitEdits(game);
    expect(numCerts(game, '3')).toBe(free ? 8 : 16);
    const action = { ...buyFrom(game, 'NYC'), entity: 3 };
    if (free) {
      play(game, action);
      expect(percent(game, '3', 'NYC')).toBe(30);
    } else {
      expectRefusedAct(game, action, /^(share\/cannot_buy|action\/)/);
    }
  });
});

describe('selling', () => {
  it('is not allowed in the first stock round', () => {
    const game = playStockRound(stockRound1(), { '3': [[par('NYC', PAR_67)], [buy('NYC')]] }, false);
    untilTurnOf(game, '3');
    expect(game.state.turn).toBe(1);
    const [share] = sharesHeld(game, '3', 'NYC').filter((s) => s !== 'NYC_0');
    expectRefusedAct(game, { type: 'sell_shares', entity: 3, shares: [share], percent: 10 }, /^(share\/cannot_sell|action\/not_allowed)$/);
  });

  /** NYC parred at 67: player 3 holds 60%, player 4 holds `p4` shares, player 1 one share. */
  function nycSecondRound(p4: number): Game {
    return toStockRound2({
      '3': [[par('NYC', PAR_67)], [buy('NYC')], [buy('NYC')], [buy('NYC')], [buy('NYC')]],
      '4': Array.from({ length: p4 }, () => [buy('NYC')]),
      '1': [[buy('NYC')]],
    });
  }

  it('moves the price down a row per share and pays the market price', () => {
    const game = nycSecondRound(2);
    untilTurnOf(game, '3');
    const [r, c] = game.corporation('NYC').sharePrice!;
    const price = priceOf(game, 'NYC')!;
    const cash = game.player('3').cash;
    const ordinary = sharesHeld(game, '3', 'NYC').filter((s) => s !== 'NYC_0');
    play(game, { type: 'sell_shares', entity: 3, shares: ordinary.slice(0, 2), percent: 20 });
    expect(game.player('3').cash).toBe(cash + 2 * price);
    expect(game.corporation('NYC').sharePrice).toEqual([r + 2, c]);
    expect(percent(game, 'pool', 'NYC')).toBe(20);
  });

  it('keeps the pool at 50% at most', () => {
    const game = nycSecondRound(2);
    untilTurnOf(game, '3');
    const ordinary = sharesHeld(game, '3', 'NYC').filter((s) => s !== 'NYC_0');
    play(game, { type: 'sell_shares', entity: 3, shares: ordinary, percent: 40 });
    expect(percent(game, 'pool', 'NYC')).toBe(40);
    play(game, { type: 'pass', entity: 3 });
    untilTurnOf(game, '4');
    const p4 = sharesHeld(game, '4', 'NYC');
    expectRefusedAct(game, { type: 'sell_shares', entity: 4, shares: p4, percent: 20 }, /^(share\/cannot_sell|action\/not_allowed)$/);
    play(game, { type: 'sell_shares', entity: 4, shares: p4.slice(0, 1), percent: 10 });
    expect(percent(game, 'pool', 'NYC')).toBe(50);
  });

  it('lets the president sell the president’s certificate only if another player holds 20%', () => {
    const lonely = nycSecondRound(1);
    untilTurnOf(lonely, '3');
    const all = (g: Game) => [...sharesHeld(g, '3', 'NYC').filter((s) => s !== 'NYC_0'), 'NYC_0'];
    // Selling the president's certificate with two shares (40%, within the pool limit) would
    // leave nobody able to take the presidency: 4 and 1 hold 10% each. Two ordinary ones are fine.
    const two = all(lonely).slice(0, 2);
    expectRefusedAct(lonely, { type: 'sell_shares', entity: 3, shares: [...two, 'NYC_0'], percent: 40 }, /^(share\/cannot_sell|action\/not_allowed)$/);
    play(lonely, { type: 'sell_shares', entity: 3, shares: two, percent: 20 });
    expect(lonely.corporation('NYC').owner).toBe('3');

    const game = toStockRound2({
      '3': [[par('NYC', PAR_67)], [buy('NYC')], [buy('NYC')]],
      '4': [[buy('NYC')], [buy('NYC')]],
      '1': [[buy('NYC')]],
    });
    untilTurnOf(game, '3');
    expect(percent(game, '3', 'NYC')).toBe(40);
    play(game, { type: 'sell_shares', entity: 3, shares: all(game), percent: 40 });
    // Player 4 takes the presidency and hands two ordinary certificates to the pool for it.
    expect(game.corporation('NYC').owner).toBe('4');
    expect(game.corporation('NYC').shares[0].owner).toBe('4');
    expect(percent(game, '4', 'NYC')).toBe(20);
    expect(percent(game, '3', 'NYC')).toBe(0);
    expect(percent(game, 'pool', 'NYC')).toBe(40);
  });
});

describe('presidency changes', () => {
  // Player 3 is president of NYC with 30% and sells it all in Stock Round 2. Seating runs
  // 1 → 2 → 3 → 4 → 1, so after player 3 come 4, then 1, then 2.
  it.each([
    ['the closest seat after the seller wins a tie', { '4': 2, '1': 2 }, '4'],
    ['a closer seat wins a tie even going round the table', { '1': 2, '2': 2 }, '1'],
    ['the largest holder wins over a closer seat', { '4': 2, '2': 3 }, '2'],
  ] as const)('%s', (_what, holdings, president) => {
    const plans: Record<string, TurnPlan[]> = { '3': [[par('NYC', PAR_67)], [buy('NYC')]] };
    for (const [player, n] of Object.entries(holdings)) plans[player] = Array.from({ length: n }, () => [buy('NYC')]);
    const game = toStockRound2(plans);
    untilTurnOf(game, '3');
    const held = percent(game, president, 'NYC');
    play(game, { type: 'sell_shares', entity: 3, shares: [...sharesHeld(game, '3', 'NYC').filter((s) => s !== 'NYC_0'), 'NYC_0'], percent: 30 });
    const nyc = game.corporation('NYC');
    expect(nyc.owner).toBe(president);
    expect(nyc.shares[0].owner).toBe(president);
    // The new president swaps two ordinary certificates (to the pool) for the 20% certificate.
    expect(percent(game, president, 'NYC')).toBe(held);
    expect(sharesHeld(game, president, 'NYC')).toHaveLength(held / 10 - 1);
    expect(percent(game, 'pool', 'NYC')).toBe(30);
  });

  it('passes to a buyer who overtakes the president, who gets two ordinary certificates back', () => {
    const game = playStockRound(stockRound1(), { '3': [[par('NYC', PAR_67)]], '4': [[buy('NYC')], [buy('NYC')], [buy('NYC')]] }, false);
    const nyc = game.corporation('NYC');
    expect(nyc.owner).toBe('4');
    expect(nyc.shares[0].owner).toBe('4');
    expect(percent(game, '4', 'NYC')).toBe(30);
    expect(sharesHeld(game, '4', 'NYC')).toHaveLength(2);
    expect(percent(game, '3', 'NYC')).toBe(20);
    expect(sharesHeld(game, '3', 'NYC')).toHaveLength(2);
  });

  it('does not change on a tie with the president', () => {
    const game = playStockRound(stockRound1(), { '3': [[par('NYC', PAR_67)]], '4': [[buy('NYC')], [buy('NYC')]] }, false);
    expect(game.corporation('NYC').owner).toBe('3');
    expect(percent(game, '4', 'NYC')).toBe(20);
  });
});

describe('buying rules of a turn', () => {
  /** Stock Round 2 on player 4's turn; 4 holds 20% of NYC (parred at 67 by player 3). */
  function secondRoundTurnOf4(options: { optionalRules?: string[] } = {}): Game {
    const game = toStockRound2(
      {
        '3': [[par('NYC', PAR_67)], [buy('NYC')], [buy('NYC')]],
        '4': [[buy('NYC')], [buy('NYC')]],
      },
      options,
    );
    return untilTurnOf(game, '4');
  }

  it('allows one certificate per turn', () => {
    const game = secondRoundTurnOf4();
    play(game, { ...buyFrom(game, 'NYC'), entity: 4 });
    expect(current(game)).toBe('4'); // may still sell (sell_buy_sell) or pass
    expectRefusedAct(game, { ...buyFrom(game, 'NYC'), entity: 4 }, /^(share\/cannot_buy|action\/not_allowed)$/);
    expectRefusedAct(game, { ...buyFrom(game, 'B&O'), entity: 4 }, /^(share\/cannot_buy|action\/not_allowed)$/);
  });

  // Rule: one certificate per turn outside brown cells, so one action may not name two.
  it('refuses two certificates in one action outside the brown zone', () => {
    const game = secondRoundTurnOf4();
    expectRefusedAct(game, { type: 'buy_shares', entity: 4, shares: ['NYC_5', 'NYC_6'], percent: 20 }, /^share\//);
  });

  it('forbids buying back a corporation sold this round, on any later turn of the round', () => {
    const game = secondRoundTurnOf4();
    play(game, { type: 'sell_shares', entity: 4, shares: sharesHeld(game, '4', 'NYC').slice(0, 1), percent: 10 });
    expectRefusedAct(game, { ...buyFrom(game, 'NYC', 'pool'), entity: 4 }, /^(share\/cannot_buy|action\/not_allowed)$/);
    expectRefusedAct(game, { ...buyFrom(game, 'NYC'), entity: 4 }, /^(share\/cannot_buy|action\/not_allowed)$/);
    play(game, { ...buyFrom(game, 'B&O'), entity: 4 }); // another corporation is fine
    passUntil(game, (g) => current(g) === '1');
    untilTurnOf(game, '4');
    expect(game.state.turn).toBe(2);
    expectRefusedAct(game, { ...buyFrom(game, 'NYC', 'pool'), entity: 4 }, /^(share\/cannot_buy|action\/not_allowed)$/);
  });

  describe('brown cells (multiple buy)', () => {
    /** NYC in the brown 25 cell with NYC_7 and NYC_8 in the pool, NYC_5 and NYC_6 in the IPO; player 4 to act. */
    function brown(options: { optionalRules?: string[] } = {}): Game {
      const game = secondRoundTurnOf4(options);
      const nyc = game.corporation('NYC');
      nyc.sharePrice = [5, 0];
      expect(game.market.buyMultiple(nyc.sharePrice)).toBe(true);
      for (const i of [7, 8]) nyc.shares[i].owner = 'pool';
      expect(nyc.shares.filter((x) => x.owner === 'NYC').length).toBe(2);
      return commitEdits(game);
    }
    const PRR = (game: Game) => {
      game.corporation('PRR').sharePrice = [5, 0];
      game.corporation('PRR').shares[5].owner = 'pool';
      commitEdits(game);
      return { type: 'buy_shares', shares: ['PRR_5'] };
    };

    it.each([
      ['pool then pool', [], ['pool', 'pool'], true],
      ['IPO then IPO', [], ['ipo', 'ipo'], false],
      ['IPO then pool', [], ['ipo', 'pool'], false],
      ['pool then IPO', [], ['pool', 'ipo'], false],
      ['IPO then IPO, with multiple_brown_from_ipo', ['multiple_brown_from_ipo'], ['ipo', 'ipo'], true],
      ['pool then IPO, with multiple_brown_from_ipo', ['multiple_brown_from_ipo'], ['pool', 'ipo'], true],
    ] as const)('%s', (_what, rules, sources, allowed) => {
      const game = brown({ optionalRules: [...rules] });
      play(game, { ...buyFrom(game, 'NYC', sources[0]), entity: 4 });
      const second = { ...buyFrom(game, 'NYC', sources[1]), entity: 4 };
      if (allowed) {
        play(game, second);
        expect(percent(game, '4', 'NYC')).toBe(40);
      } else {
        expectRefusedAct(game, second, /^(share\/cannot_buy|action\/)/);
      }
    });

    it('allows more than one only of the same corporation', () => {
      const game = brown();
      const prr = PRR(game);
      play(game, { ...buyFrom(game, 'NYC', 'pool'), entity: 4 });
      expectRefusedAct(game, { ...prr, entity: 4 }, /^(share\/cannot_buy|action\/)/);
    });

    it('lifts the 60% limit', () => {
      const game = brown();
      for (const i of [5, 6]) game.corporation('NYC').shares[i].owner = '4';
      expect(percent(game, '4', 'NYC')).toBe(40);
      for (let i = 0; i < 2; i++) play(game, { ...buyFrom(game, 'NYC', 'pool'), entity: 4 });
      expect(percent(game, '4', 'NYC')).toBe(60);
      game.corporation('NYC').shares[4].owner = 'pool';
      play(game, { ...buyFrom(game, 'NYC', 'pool'), entity: 4 });
      expect(percent(game, '4', 'NYC')).toBe(70);
    });
  });
});

describe('untrusted bundles', () => {
  // A sale or purchase names its certificates and, optionally, the percent they carry (less than
  // their sum only to sell part of a president's certificate). The percent and the ids come from
  // untrusted JSON: a player must not be paid for shares they do not sell, or buy for less.
  function sellerOf3(): Game {
    const game = toStockRound2({ '3': [[par('NYC', PAR_67)], [buy('NYC')], [buy('NYC')]], '4': [[buy('NYC')], [buy('NYC')]] });
    return untilTurnOf(game, '3');
  }

  // Player 3 holds NYC_0, NYC_2 and NYC_4; player 4 holds NYC_1 and NYC_3.
  it.each([
    ['a percent larger than the certificates', { shares: ['NYC_2'], percent: 50 }],
    ['a percent of zero', { shares: ['NYC_2'], percent: 0 }],
    ['a negative percent', { shares: ['NYC_2'], percent: -10 }],
    ['a fractional percent', { shares: ['NYC_2'], percent: 10.5 }],
    ['the same certificate twice', { shares: ['NYC_2', 'NYC_2'] }],
    ['a president’s certificate split into less than one share', { shares: ['NYC_2', 'NYC_4', 'NYC_0'], percent: 35 }],
    ['a president’s certificate split away whole', { shares: ['NYC_2', 'NYC_4', 'NYC_0'], percent: 20 }],
  ])('refuses a sale of %s', (_what, fields) => {
    const game = sellerOf3();
    expect(sharesHeld(game, '3', 'NYC')).toEqual(['NYC_0', 'NYC_2', 'NYC_4']);
    expectRefusedAct(game, { type: 'sell_shares', entity: 3, ...fields }, /^share\//);
  });

  // Rule: the president's certificate never goes to the pool while its seller stays president;
  // splitting it is a way to sell *all* one holds but one share's worth. The reference offers a
  // partial president's bundle only as the whole holding less whole shares
  // (game/base.rb#bundles_for_corporation + partial_bundles_for_presidents_share), and
  // share_pool.rb#transfer_shares swaps the certificate only when the presidency changes.
  // Here player 3 tries to sell half of NYC_0 alone while keeping NYC_2 and NYC_4.
  it('refuses a sale of half the president’s certificate while keeping ordinary shares', () => {
    const game = sellerOf3();
    expectRefusedAct(game, { type: 'sell_shares', entity: 3, shares: ['NYC_0'], percent: 10 }, /^share\//);
  });

  it('sells a president’s certificate split in two when the whole holding goes', () => {
    // 3 sells 30% of 40%: NYC_2, NYC_4 and half of NYC_0, and is paid for three shares.
    // Player 4 (20%) becomes president, swapping two shares for NYC_0; 3 keeps one share,
    // handed back from the pool (share_pool.rb#handle_partial).
    const game = sellerOf3();
    const cash = game.player('3').cash;
    const price = priceOf(game, 'NYC')!;
    play(game, { type: 'sell_shares', entity: 3, shares: ['NYC_2', 'NYC_4', 'NYC_0'], percent: 30 });
    expect(game.player('3').cash).toBe(cash + 3 * price);
    expect(game.corporation('NYC').owner).toBe('4');
    expect(game.corporation('NYC').shares[0].owner).toBe('4');
    expect(percent(game, '3', 'NYC')).toBe(10);
    expect(percent(game, '4', 'NYC')).toBe(20);
    expect(percent(game, 'pool', 'NYC')).toBe(30);
  });

  it.each([
    ['a percent smaller than the certificate', { shares: ['NYC_5'], percent: 1 }, /^share\//],
    ['a negative percent', { shares: ['NYC_5'], percent: -10 }, /^share\//],
    ['the same certificate twice', { shares: ['NYC_5', 'NYC_5'] }, /^share\//],
    ['an unknown certificate', { shares: ['NYC_99'] }, 'share/unknown'],
    ['an unknown corporation', { shares: ['XYZ_1'] }, 'share/unknown'],
    ['no certificate', { shares: [] }, /^share\//],
    ['certificates of two corporations', { shares: ['NYC_5', 'B&O_5'] }, /^share\//],
    ['certificates of two owners', { shares: ['NYC_5', 'NYC_1'] }, /^share\//],
  ])('refuses a purchase of %s', (_what, fields, code) => {
    const game = sellerOf3();
    expectRefusedAct(game, { type: 'buy_shares', entity: 3, ...fields }, code);
  });
});
