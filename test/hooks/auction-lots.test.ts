/**
 * The hook that draws up an auction's lots, on probe_selection (test/titles/probe_selection/):
 * three companies P1, P2, P3 in a selection auction.
 */
import { describe, expect, it } from 'vitest';
import probeSelection from '../generated/titles/probe_selection/index.js';
import { current, probeGame } from './driver.js';

describe('initialAuctionCompanies', () => {
  it('offers the companies it returns, in its order; those it removed leave the game; it may draw from the seeded generator', () => {
    const drawn = (seed: number) => probeGame(probeSelection, { players: ['ann', 'bob', 'cy'], optionalRules: ['two_drawn'], seed });
    const game = drawn(1);
    const offered = game.companies.map((c) => c.sym);
    expect(offered).toHaveLength(2);
    expect(game.legalActions(current(game))[1]).toMatchObject({ type: 'bid', company: offered[0] });
    // The same seed draws the same companies; over a few seeds every company is drawn and left out.
    expect(drawn(1).companies.map((c) => c.sym)).toEqual(offered);
    const seen = new Set([1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) => drawn(seed).companies.map((c) => c.sym)));
    expect([...seen].sort()).toEqual(['P1', 'P2', 'P3']);
    // Without the option it keeps them all, in title order.
    expect(probeGame(probeSelection, { players: ['ann', 'bob', 'cy'] }).companies.map((c) => c.sym)).toEqual(['P1', 'P2', 'P3']);
  });
});
