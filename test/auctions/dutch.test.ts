/**
 * The Dutch auction (auction.style: dutch) on its probe title, test/titles/probe_dutch: minors M1
 * and M2 offered at $60, $20 less each time every player declines; ann, bob and cy have $100.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import type { TitleModule } from '../../runtime/module.js';
import probeDutch from '../generated/titles/probe_dutch/index.js';
import { act, current, eventsOf, probeGame, refused } from '../hooks/driver.js';

const players = ['ann', 'bob', 'cy'];
const moves = (game: Game, entity: string) => game.legalActions(entity).filter((l) => l.type !== 'end_game');
const cash = (game: Game) => players.map((p) => game.player(p).cash);

/** The probe as 18EU has it: a bid of the first price or more opens an auction. */
function modified(): Game {
  const module = probeDutch as unknown as TitleModule;
  return probeGame({ ...module, definition: { ...module.definition, auction: { ...module.definition.auction, bidsAbove: true } } }, { players });
}

describe('the Dutch auction', () => {
  it('lets the player to act choose a minor (a bid of 0) or take one at its price', () => {
    const game = probeGame(probeDutch, { players });
    expect(current(game)).toBe('ann');
    expect(moves(game, 'ann')).toEqual([
      { type: 'bid', entity: 'ann', entityType: 'player', minor: 'M1', min: 0, max: 0, step: 1, kind: 'nominate' },
      { type: 'bid', entity: 'ann', entityType: 'player', minor: 'M1', min: 60, max: 60, step: 1, kind: 'buy', purchase: true },
      { type: 'bid', entity: 'ann', entityType: 'player', minor: 'M2', min: 0, max: 0, step: 1, kind: 'nominate' },
      { type: 'bid', entity: 'ann', entityType: 'player', minor: 'M2', min: 60, max: 60, step: 1, kind: 'buy', purchase: true },
    ]);
    refused(game, 'ann', 'pass', {}, 'action/not_allowed');
  });

  it('lowers the price each time every player declines, and sells at the price offered', () => {
    const game = probeGame(probeDutch, { players });
    act(game, 'ann', 'bid', { minor: 'M1', price: 0 });
    expect(eventsOf(game, 'lot_chosen').map((e) => e.text)).toEqual(['ann chooses M1 for auction at $60']);
    expect(current(game)).toBe('bob');
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    expect(eventsOf(game, 'price_dropped').map((e) => e.text)).toEqual(['M1 is now offered for $40']);
    expect(current(game)).toBe('ann');
    expect(moves(game, 'ann')).toEqual([
      { type: 'bid', entity: 'ann', entityType: 'player', minor: 'M1', min: 40, max: 40, step: 1, kind: 'buy', purchase: true },
      { type: 'pass', entity: 'ann', entityType: 'player' },
    ]);
    act(game, 'ann', 'pass');
    refused(game, 'bob', 'bid', { minor: 'M1', price: 45 }, 'auction/wrong_price');
    act(game, 'bob', 'bid', { minor: 'M1', price: 40 });
    expect(game.minor('M1')).toMatchObject({ owner: 'bob', floated: true });
    expect(game.view.tokenHexes('M1')).toEqual(['A1']);
    expect(cash(game)).toEqual([100, 60, 100]);
    // The player after the one who chose M1 chooses next.
    expect(current(game)).toBe('bob');
  });

  it('at 0 gives the minor to the player who chose it', () => {
    const game = probeGame(probeDutch, { players });
    act(game, 'ann', 'bid', { minor: 'M2', price: 0 });
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    for (let drop = 0; drop < 2; drop++) for (const p of ['ann', 'bob', 'cy']) act(game, p, 'pass');
    expect(game.minor('M2').owner).toBe('ann');
    expect(cash(game)).toEqual([100, 100, 100]);
    expect(eventsOf(game, 'minor_bought').map((e) => e.text)).toEqual(['ann buys M2']);
    expect(current(game)).toBe('bob');
  });

  it('with bids_above (18EU), opens an auction on a bid of the first price or more; the last bidder buys', () => {
    const game = modified();
    expect(moves(game, 'ann')[1]).toEqual({ type: 'bid', entity: 'ann', entityType: 'player', minor: 'M1', min: 60, max: 100, step: 5, kind: 'bid' });
    refused(game, 'ann', 'bid', { minor: 'M1', price: 40 }, 'auction/cannot_buy');
    act(game, 'ann', 'bid', { minor: 'M1', price: 60 });
    expect(current(game)).toBe('bob');
    refused(game, 'bob', 'bid', { minor: 'M1', price: 67 }, 'auction/bid_increment');
    act(game, 'bob', 'bid', { minor: 'M1', price: 65 });
    act(game, 'cy', 'pass');
    act(game, 'ann', 'pass');
    expect(game.minor('M1').owner).toBe('bob');
    expect(cash(game)).toEqual([100, 35, 100]);
    expect(current(game)).toBe('bob');
  });

  it('with bids_above, sells only at a fallen price once everyone declined', () => {
    const game = modified();
    act(game, 'ann', 'bid', { minor: 'M1', price: 0 });
    act(game, 'bob', 'pass');
    act(game, 'cy', 'pass');
    expect(moves(game, 'ann')[0]).toMatchObject({ minor: 'M1', min: 40, max: 40, kind: 'buy' });
    refused(game, 'ann', 'bid', { minor: 'M1', price: 60 }, 'auction/cannot_afford');
    act(game, 'ann', 'bid', { minor: 'M1', price: 40 });
    expect(game.minor('M1').owner).toBe('ann');
  });
});
