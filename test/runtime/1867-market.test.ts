/**
 * 1867's (and 1861's) market at its top row, as the reference's G1867::StockMarket moves it: a
 * major pushed up from the top row moves down and right, which on the staggered grid is the next
 * price up (1861 crosscheck seed 6: NW sold out at 165 in the top row rose to 180 there, and
 * stayed at 165 here, so p3 could later buy a share the reference refused); a minor stays, and
 * below the top row `up` is the market's own.
 */
import { describe, expect, it } from 'vitest';
import type { Direction, GameView, MarketCoordinates } from '../../runtime/sdk.js';
import hooks from '../../titles/1867/hooks.js';

const view = {
  title: {
    market: { rows: [[], [], []] },
    corporations: [
      { sym: 'CNR', type: 'major' },
      { sym: 'ER', type: 'minor' },
    ],
  },
} as unknown as GameView;

describe('1867: a share price pushed up from the top row', () => {
  it.each<{ given: [string, MarketCoordinates, Direction]; want: MarketCoordinates | undefined }>([
    { given: ['CNR', [0, 6], 'up'], want: [1, 7] },
    { given: ['CNR', [1, 6], 'up'], want: undefined },
    { given: ['CNR', [0, 6], 'right'], want: undefined },
    { given: ['CNR', [0, 6], 'left'], want: undefined },
    { given: ['ER', [0, 6], 'up'], want: undefined },
  ])('$given.0 at $given.1 moving $given.2', ({ given: [sym, from, direction], want }) => {
    expect(hooks.sharePriceStep!(sym as never, from, direction, view as never)).toEqual(want);
  });
});
