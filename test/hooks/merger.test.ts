/**
 * A corporation formed by merging others, and a certificate limit changed in play, on the probe
 * title probe_merger (test/titles/probe_merger/): the first 3-train bought fires form_nn, which
 * folds AA and BB into NN (mergeMinor), issues NN twenty 5% certificates (reissueShares), prices
 * it (parCorporation), hands the players their shares and raises the certificate limit to 15.
 *
 *   A1 AA's home — A3 BB's home
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { certLimit, numCerts } from '../../runtime/engine/shares/holdings.js';
import { moveSharePrice } from '../../runtime/engine/shares/market-moves.js';
import probeMerger from '../generated/titles/probe_merger/index.js';
import { act, eventsOf, passTo, price, probeGame, type ProbeOptions } from './driver.js';

/** ann holds 40% of AA, bob 30% of BB; AA, at its first turn, buys four 2-trains and the first 3-train. */
function formed(options: ProbeOptions = {}): Game {
  const game = probeGame(probeMerger, options);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  act(game, 'bob', 'par', { corporation: 'BB', share_price: '100,0,5' });
  act(game, 'ann', 'buy_shares', { shares: ['AA_1'], percent: 10 });
  act(game, 'bob', 'buy_shares', { shares: ['BB_1'], percent: 10 });
  act(game, 'ann', 'buy_shares', { shares: ['AA_2'], percent: 10 });
  passTo(game, 'operating', 'AA');
  act(game, 'AA', 'pass'); // no track
  for (const id of ['2-0', '2-1', '2-2', '2-3']) act(game, 'AA', 'buy_train', { train: id, price: 80 });
  act(game, 'AA', 'buy_train', { train: '3-0', price: 150 });
  return game;
}

describe('a corporation formed by merging others', () => {
  it('takes their treasuries, trains and stations, and they close', () => {
    const game = formed();
    expect(game.corporation('AA').closed).toBe(true);
    expect(game.corporation('BB').closed).toBe(true);
    // AA's capital of 1000 less 470 of trains, and BB's 1000.
    expect(game.corporation('NN').cash).toBe(530 + 1000);
    expect(game.corporation('NN').trains).toEqual(['2-0', '2-1', '2-2', '2-3', '3-0']);
    expect(game.state.map.hexes.A1.tokens[0]).toContain('NN');
    expect(game.state.map.hexes.A3.tokens[0]).toContain('NN');
    expect(game.corporations.map((c) => c.sym)).toEqual(['NN']);
  });

  it('issues its certificates anew, starts at a price, and its president holds the most', () => {
    const game = formed();
    const nn = game.corporation('NN');
    expect(nn.shares.map((s) => s.percent)).toEqual([10, ...Array<number>(18).fill(5)]);
    expect(price(game, 'NN')).toBe(100);
    expect(nn).toMatchObject({ floated: true, ipoed: true, owner: 'ann' });
    expect([game.view.percentOf('ann', 'NN'), game.view.percentOf('bob', 'NN')]).toEqual([20, 15]);
    expect(eventsOf(game, 'corporation_priced').map((e) => e.text)).toEqual(['NN starts at $100']);
  });

  it('counts its 5% certificates half toward a certificate limit set anew', () => {
    const game = formed();
    expect(certLimit(game)).toBe(15);
    expect(game.view.certLimit()).toBe(15);
    // ann: the president's certificate (one) and two 5% certificates (half each).
    expect(numCerts(game, 'ann')).toBe(2);
    expect(numCerts(game, 'bob')).toBe(1.5);
  });

  it('canMoveSharePrice keeps NN at 100 or above, saying why, and lets it rise', () => {
    const game = formed();
    const nn = game.corporation('NN');
    moveSharePrice(game, nn, 'left');
    expect(price(game, 'NN')).toBe(100);
    expect(eventsOf(game, 'note').map((e) => e.text)).toContain('NN stays at $100 or above');
    moveSharePrice(game, nn, 'right');
    expect(price(game, 'NN')).toBe(110);
    moveSharePrice(game, nn, 'left');
    expect(price(game, 'NN')).toBe(100);
  });

  it('without canMoveSharePrice NN falls like any other', () => {
    const game = formed({ without: ['canMoveSharePrice'] });
    moveSharePrice(game, game.corporation('NN'), 'left');
    expect(price(game, 'NN')).toBe(90);
  });
});
