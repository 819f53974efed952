/**
 * The stock market from the rules: how a share price moves on 1830's two-dimensional market
 * (reference: lib/engine/stock_movement.rb TwoDimensionalMovement, stock_market.rb#move), what
 * moves it (dividends, sales, a sold-out corporation at the end of a stock round), and the
 * operating order it sets (Corporation#sort_order_key in lib/engine/corporation.rb).
 */
import { describe, expect, it } from 'vitest';
import type { Direction } from '../../runtime/market/stock-market.js';
import { compareByOperatingOrder, operatingOrder } from '../../runtime/engine/order.js';
import { moveSharePrice } from '../../runtime/engine/shares/market-moves.js';
import type { MarketCoordinates } from '../../runtime/state/types.js';
import { fixturesDir, gameAt, loadFixture, loadTrace, newGame, play, priceOf, SHARED_MISSING, traceFind } from './helpers.js';

type Cell = readonly [number, number];

describe('1830 market movement (two-dimensional)', () => {
  const game = newGame('1830', 4);
  const market = game.market;

  // [what, from, direction, where the price ends up]
  const cases: readonly (readonly [string, Cell, Direction, Cell])[] = [
    ['right moves one column right', [0, 6], 'right', [0, 7]],
    ['right at the right edge goes up instead', [1, 18], 'right', [0, 18]],
    ['right at the edge of a short row goes up', [2, 15], 'right', [1, 15]],
    ['right at the top right corner stays', [0, 18], 'right', [0, 18]],
    ['left moves one column left', [0, 6], 'left', [0, 5]],
    ['left at the left edge goes down instead', [0, 0], 'left', [1, 0]],
    ['left at the left edge of a lower row goes down', [4, 0], 'left', [5, 0]],
    ['left towards a missing cell goes down, and stays if none is below', [8, 1], 'left', [8, 1]],
    ['the same on the next row', [9, 2], 'left', [9, 2]],
    ['left at the bottom-left cell stays', [10, 3], 'left', [10, 3]],
    ['down moves one row down', [0, 6], 'down', [1, 6]],
    ['down stops at the bottom row', [10, 6], 'down', [10, 6]],
    ['down into a missing cell stays', [3, 12], 'down', [3, 12]],
    ['down off the left of a shorter row stays', [7, 0], 'down', [7, 0]],
    ['up moves one row up', [5, 6], 'up', [4, 6]],
    ['up stops at the top row', [0, 3], 'up', [0, 3]],
  ];

  it.each(cases)('%s', (_what, from, direction, to) => {
    const corp = game.corporation('PRR');
    corp.sharePrice = from;
    moveSharePrice(game, corp, direction);
    expect(corp.sharePrice).toEqual(to);
  });

  it('reports the geometric neighbour even where no cell is (the move then does not happen)', () => {
    expect(market.step([3, 12], 'down')).toEqual([4, 12]);
    expect(market.cell([4, 12])).toBeNull();
    expect(market.step([8, 1], 'left')).toEqual([9, 1]);
  });

  it('keeps the arrival order when a move is refused', () => {
    const corp = game.corporation('NYC');
    corp.sharePrice = [10, 6];
    const seq = (corp.priceSeq = 5);
    moveSharePrice(game, corp, 'down');
    expect(corp.priceSeq).toBe(seq);
    moveSharePrice(game, corp, 'up');
    expect(corp.sharePrice).toEqual([9, 6]);
    expect(corp.priceSeq).toBeGreaterThan(seq);
  });

  it.each([
    ['right at the end of the short bottom row goes up', [2, 5], 'right', [1, 5]],
    ['left at the bottom-left corner stays', [2, 0], 'left', [2, 0]],
    ['down where the row below is shorter stays', [0, 11], 'down', [0, 11]],
    ['right into the end-game cell', [0, 10], 'right', [0, 11]],
  ] as const)('moves the same way on the example title’s market: %s', (_what, from, direction, to) => {
    const example = newGame('example', 3);
    const corp = example.corporation('AW');
    corp.sharePrice = from;
    moveSharePrice(example, corp, direction);
    expect(corp.sharePrice).toEqual(to);
  });

  it('knows the par cells and the zones that lift the certificate limit', () => {
    expect(market.parPrices.map((p) => p.price)).toEqual([100, 90, 82, 76, 71, 67]);
    expect(market.parPrices[0].id).toBe('100,0,6');
    expect(market.countsForLimit([0, 6])).toBe(true);
    for (const cell of [[0, 0], [3, 0], [5, 0]] as MarketCoordinates[]) expect(market.countsForLimit(cell)).toBe(false); // y, o, b
    expect(market.buyMultiple([5, 0])).toBe(true);
    expect(market.buyMultiple([3, 0])).toBe(false);
    expect(market.unlimitedHolding([3, 0])).toBe(true);
    expect(market.unlimitedHolding([0, 0])).toBe(false);
  });
});

describe('operating order', () => {
  const game = newGame('1830', 4);
  const place = (sym: string, at: Cell, seq: number) => {
    const corp = game.corporation(sym);
    corp.floated = true;
    corp.sharePrice = at;
    corp.priceSeq = seq;
  };

  it('goes by price, then further right, then higher up, then first to arrive', () => {
    place('PRR', [0, 6], 10); // 100, column 6, arrived second
    place('NYC', [0, 6], 9); // 100, column 6, arrived first
    place('CPR', [1, 7], 1); // 100, column 7
    place('B&O', [2, 8], 2); // 100, column 8: furthest right
    place('C&O', [0, 5], 3); // 90
    place('ERIE', [7, 6], 4); // 67, row 7
    place('NYNH', [5, 6], 6); // 67, row 5: highest of the three 67s in column 6
    place('B&M', [6, 6], 5); // 67, row 6
    expect(operatingOrder(game)).toEqual(['B&O', 'CPR', 'NYC', 'PRR', 'C&O', 'NYNH', 'B&M', 'ERIE']);
    expect(compareByOperatingOrder(game, 'NYC', 'PRR')).toBeLessThan(0);
    expect(compareByOperatingOrder(game, 'PRR', 'NYC')).toBeGreaterThan(0);
  });

  it('leaves unfloated corporations out', () => {
    game.corporation('ERIE').floated = false;
    expect(operatingOrder(game)).not.toContain('ERIE');
  });
});

describe.skipIf(!fixturesDir())('market movement in recorded play (1830 game 26855)', () => {
  const fixture = fixturesDir() ? loadFixture('1830', '26855') : undefined;
  const trace = fixturesDir() ? loadTrace('1830', '26855') : [];

  it('operates corporations parred at the same price in the order they arrived', () => {
    // NYC, PRR and NYNH were all parred at 67 (ids 28, 29, 30).
    const { line, before } = traceFind(trace, (l) => l.round === 'Operating Round 1.1');
    const game = gameAt(fixture!, before);
    play(game, fixture!.actions.find((a) => a.id === line.id)!);
    expect(game.round.kind).toBe('operating');
    expect(game.round.entities).toEqual(['NYC', 'PRR', 'NYNH']);
  });

  it('moves a paid-out dividend right and a withheld one left', () => {
    // Id 92: NYNH ran for 50 + 30 + 30; id 93 paid it out.
    const at = (kind: string) => {
      const game = gameAt(fixture!, 92);
      const before = { price: game.corporation('NYNH').sharePrice, cash: game.corporation('NYNH').cash, players: game.state.players.map((p) => [p.id, p.cash] as const) };
      play(game, { type: 'dividend', entity: 'NYNH', kind });
      return { game, before };
    };
    const paid = at('payout');
    const [r, c] = paid.before.price!;
    expect(paid.game.corporation('NYNH').sharePrice).toEqual([r, c + 1]);
    // 110 paid out: 11 per 10% certificate, all of them in players' hands.
    for (const [id, cash] of paid.before.players) {
      const held = paid.game.corporation('NYNH').shares.filter((s) => s.owner === id).reduce((n, s) => n + s.percent, 0);
      expect(paid.game.player(id).cash - cash).toBe(11 * (held / 10));
    }
    expect(paid.game.corporation('NYNH').cash).toBe(paid.before.cash);

    const withheld = at('withhold');
    expect(withheld.game.corporation('NYNH').sharePrice).toEqual([r, c - 1]);
    expect(withheld.game.corporation('NYNH').cash).toBe(withheld.before.cash + 110);
    expect(withheld.game.state.players.map((p) => [p.id, p.cash])).toEqual(withheld.before.players);
  });

  it('moves a corporation that does not run left (a zero revenue is withheld)', () => {
    // Operating Round 1.1: NYNH lays track (id 68) and has no route, so its dividend step is
    // skipped with nothing to pay, and its price falls from 67 to 65.
    expect(trace.find((l) => l.id === 68)?.round).toBe('Operating Round 1.1');
    const game = gameAt(fixture!, 67);
    const from = game.corporation('NYNH').sharePrice!;
    play(game, fixture!.actions.find((a) => a.id === 68)!);
    expect(game.corporation('NYNH').sharePrice).toEqual([from[0], from[1] - 1]);
    expect(priceOf(game, 'NYNH')).toBe(65);
    expect(game.corporation('NYNH').operatingHistory.at(-1)).toMatchObject({ revenue: 0, kind: 'withhold' });
  });

  it('moves the price down one row for each share sold (down_share)', () => {
    // Id 117: player 330 sells three PRR shares at once; id 118 sells one NYNH share.
    const game = gameAt(fixture!, 116);
    const [r, c] = game.corporation('PRR').sharePrice!;
    play(game, fixture!.actions.find((a) => a.id === 117)!);
    expect(game.corporation('PRR').sharePrice).toEqual([r + 3, c]);
    expect(priceOf(game, 'PRR')).toBe(60);
    const [nr, nc] = game.corporation('NYNH').sharePrice!;
    play(game, fixture!.actions.find((a) => a.id === 118)!);
    expect(game.corporation('NYNH').sharePrice).toEqual([nr + 1, nc]);
  });

  it('moves a sold-out corporation up at the end of the stock round, and only it', () => {
    // All of NYNH is in players' hands when Stock Round 2 ends.
    const { line, before } = traceFind(trace, (l) => l.round === 'Operating Round 2.1');
    const game = gameAt(fixture!, before);
    expect(game.round.kind).toBe('stock');
    const nynh = game.corporation('NYNH');
    expect(nynh.shares.every((s) => game.kindOf(s.owner) === 'player')).toBe(true);
    const prices = Object.fromEntries(game.corporations.map((c) => [c.sym, c.sharePrice]));
    const [r, c] = nynh.sharePrice!;
    play(game, fixture!.actions.find((a) => a.id === line.id)!);
    expect(game.round.kind).toBe('operating');
    expect(game.corporation('NYNH').sharePrice).toEqual([r - 1, c]);
    for (const sym of ['PRR', 'NYC', 'B&O']) expect(game.corporation(sym).sharePrice).toEqual(prices[sym]);
  });
});

describe.skipIf(!!fixturesDir())('market movement in recorded play', () => {
  it.skip(SHARED_MISSING, () => {});
});
