/**
 * `tile_income` abilities and `discarded_trains: remove`, on the probe title probe_income
 * (test/titles/): ann owns the Bridge ($10 a river crossed), bob the Quarry ($5 a lay); AA
 * (ann's) lays across the river on A3, then beside it on A5; a 2 discarded over the 3's limit
 * leaves the game.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { depotTrains } from '../../runtime/engine/trains.js';
import probeIncome from '../generated/titles/probe_income/index.js';
import { act, passTo, probeGame } from '../hooks/driver.js';

/** The auction (ann the Bridge, bob the Quarry), ann pars AA; OR 1 begins with AA. */
function firstOr(): Game {
  const game = probeGame(probeIncome);
  act(game, 'ann', 'bid', { company: 'BR', price: 20 });
  act(game, 'bob', 'bid', { company: 'QU', price: 30 });
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  return passTo(game, 'operating', 'AA');
}

describe('tile income', () => {
  it('pays the Bridge’s owner for a river crossed at a cost, and the Quarry’s owner for any lay', () => {
    const game = firstOr();
    const [ann, bob] = [game.player('ann').cash, game.player('bob').cash];
    act(game, 'AA', 'lay_tile', { hex: 'A3', tile: '9-0', rotation: 1 }); // across the river from A1
    expect(game.corporation('AA').cash).toBe(1000 - 20);
    expect(game.player('ann').cash).toBe(ann + 10);
    expect(game.player('bob').cash).toBe(bob + 5);
    expect(game.state.map.hexes.A3.removedBorders).toEqual([1]); // paid once: the river is crossed
  });
});

describe('discarded trains removed', () => {
  it('a train discarded over the limit leaves the game: the depot does not sell it again', () => {
    const game = firstOr();
    act(game, 'AA', 'pass'); // no track
    act(game, 'AA', 'buy_train', { train: '2-0', price: 80 });
    act(game, 'AA', 'buy_train', { train: '2-1', price: 80 });
    act(game, 'AA', 'buy_train', { train: '3-0', price: 150 }); // phase 3: one train at most
    act(game, 'AA', 'discard_train', { train: '2-0' });
    act(game, 'AA', 'discard_train', { train: '2-1' });
    expect(game.corporation('AA').trains).toEqual(['3-0']);
    expect(game.train('2-0').owner).toBe('depot');
    expect(game.state.depot.discarded).toEqual([]);
    expect(depotTrains(game).map((t) => t.id)).toEqual(['3-1']);
  });
});
