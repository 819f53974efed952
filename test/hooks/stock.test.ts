/**
 * Hooks of setting up, the stock round and scoring on the probe title probe_stock
 * (test/titles/probe_stock/): each test plays the same few actions with the one hook under test
 * and without any, and shows what the hook changes.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeStock from '../generated/titles/probe_stock/index.js';
import { act, current, eventsOf, passTo, passUntil, price, probeGame, refused, type HookName } from './driver.js';

const PAR_100 = '100,1,3';

/** The waterfall auction played out at face value, cheapest company first; the stock round begins. */
function toStock(hooks: readonly HookName[], players?: readonly string[]): Game {
  const game = probeGame(probeStock, { hooks, players });
  while (game.round.kind === 'auction') {
    const company = game.companies.filter((c) => !c.owner && !c.closed).sort((a, b) => a.value - b.value)[0];
    act(game, current(game), 'bid', { company: company.sym, price: company.value });
  }
  return game;
}

/** `first` pars a corporation at 100 in the first stock round; the other player is then to act. */
function parred(hooks: readonly HookName[], sym: string): { game: Game; first: string; second: string } {
  const game = toStock(hooks);
  const first = current(game);
  act(game, first, 'par', { corporation: sym, share_price: PAR_100 });
  return { game, first, second: current(game) };
}

const rounds = (game: Game) => eventsOf(game, 'round_started').map((e) => e.text);
const depotCount = (game: Game) => game.state.depot.upcoming.length;

describe('setting up', () => {
  it('rules: the optional rule takes effect through the hook (players start with 600, not 400)', () => {
    const cash = (hooks: readonly HookName[]) => probeGame(probeStock, { hooks, optionalRules: ['big_purses'] }).player('ann').cash;
    expect(cash(['rules'])).toBe(600);
    expect(cash([])).toBe(400);
    expect(probeGame(probeStock, { hooks: ['rules'] }).player('ann').cash).toBe(400);
  });

  it('companyInGame: with big_purses the game has no PX at all (by default every company is in)', () => {
    const hooked = probeGame(probeStock, { hooks: ['companyInGame'], optionalRules: ['big_purses'] });
    expect(hooked.companies.map((c) => c.sym)).toEqual(['QX']);
    expect(hooked.kindOf('PX')).toBeUndefined();
    expect(probeGame(probeStock, { hooks: ['companyInGame'] }).companies.map((c) => c.sym)).toEqual(['PX', 'QX']);
    expect(probeGame(probeStock, { hooks: [], optionalRules: ['big_purses'] }).companies.map((c) => c.sym)).toEqual(['PX', 'QX']);
  });

  it('firstRound: with no_auction the game opens with Stock Round 1 and its cycle (the auction by default)', () => {
    const hooked = probeGame(probeStock, { hooks: ['firstRound'], optionalRules: ['no_auction'] });
    expect([hooked.round.kind, hooked.state.turn, current(hooked)]).toEqual(['stock', 1, 'ann']);
    expect(hooked.companies.every((c) => c.owner === null)).toBe(true);
    act(hooked, 'ann', 'par', { corporation: 'BB', share_price: PAR_100 }); // BB floats on its president's 20%
    passTo(hooked, 'operating');
    passTo(hooked, 'stock');
    expect(eventsOf(hooked, 'round_started').map((e) => e.text)).toEqual(['-- Stock Round 1 --', '-- Operating Round 1.1 --', '-- Stock Round 2 --']);

    expect(probeGame(probeStock, { hooks: ['firstRound'] }).round.kind).toBe('auction');
    expect(probeGame(probeStock, { hooks: [], optionalRules: ['no_auction'] }).round.kind).toBe('auction');
  });

  it('trainCount: a count that is not a whole number from 0 to the limit is refused when the game is created', () => {
    for (const bad of [50_000_000, -1, 2.5, Number.NaN]) {
      const module = { ...(probeStock as object), hooks: { trainCount: () => bad } };
      expect(() => probeGame(module), String(bad)).toThrow(expect.objectContaining({ code: 'setup/bad_train_count' }));
    }
  });

  it('trainCount: the depot holds one train more than the players (the YAML says five)', () => {
    expect(depotCount(probeGame(probeStock, { hooks: ['trainCount'] }))).toBe(3);
    expect(depotCount(probeGame(probeStock, { hooks: ['trainCount'], players: ['ann', 'bob', 'cy'] }))).toBe(4);
    expect(depotCount(probeGame(probeStock, { hooks: [] }))).toBe(5);
  });

  it('setup: with two players a company leaves the game and a certificate changes size', () => {
    const hooked = probeGame(probeStock, { hooks: ['setup'] });
    expect(hooked.companies.map((c) => c.sym)).toEqual(['PX']);
    expect(hooked.corporation('CC').shares[0]).toMatchObject({ percent: 30, president: true, owner: 'CC' });
    expect(hooked.corporation('CC').shares[8].owner).toBe('bank');
    // The auction then sells PX alone.
    act(hooked, 'ann', 'bid', { company: 'PX', price: 30 });
    expect(hooked.round.kind).toBe('stock');

    const threePlayers = probeGame(probeStock, { hooks: ['setup'], players: ['ann', 'bob', 'cy'] });
    expect(threePlayers.companies.map((c) => c.sym)).toEqual(['PX', 'QX']);

    const plain = probeGame(probeStock, { hooks: [] });
    expect(plain.companies.map((c) => c.sym)).toEqual(['PX', 'QX']);
    expect(plain.corporation('CC').shares[0].percent).toBe(20);
  });
});

describe('the stock round', () => {
  it('canPar: CC may not be parred before AA floats', () => {
    const hooked = toStock(['canPar']);
    refused(hooked, current(hooked), 'par', { corporation: 'CC', share_price: PAR_100 }, 'par/not_allowed');
    const plain = toStock([]);
    act(plain, current(plain), 'par', { corporation: 'CC', share_price: PAR_100 });
    expect(plain.corporation('CC').ipoed).toBe(true);
  });

  it('floats: AA floats with 30% sold (60% by default), and receives its capital', () => {
    const floated = (hooks: readonly HookName[]) => {
      const { game, second } = parred(hooks, 'AA');
      act(game, second, 'buy_shares', { shares: ['AA_1'] });
      return [game.corporation('AA').floated, game.corporation('AA').cash];
    };
    expect(floated(['floats'])).toEqual([true, 1000]);
    expect(floated([])).toEqual([false, 0]);
  });

  it('floatCapital: BB receives five times its par price (ten by default)', () => {
    expect(parred(['floatCapital'], 'BB').game.corporation('BB').cash).toBe(500);
    expect(parred([], 'BB').game.corporation('BB').cash).toBe(1000);
  });

  it('corporationFloated: BB’s unsold certificates go to the market when it floats', () => {
    expect(parred(['corporationFloated'], 'BB').game.view.percentOf('pool', 'BB')).toBe(80);
    expect(parred([], 'BB').game.view.percentOf('pool', 'BB')).toBe(0);
  });

  it('beforeBuyShares: a purchase may cost a fee first, or be called off after it', () => {
    const { game, second } = parred(['beforeBuyShares'], 'BB');
    const cash = game.player(second).cash;
    act(game, second, 'buy_shares', { shares: ['BB_1'] });
    expect(game.player(second).cash).toBe(cash - 100 - 10);
    expect(game.corporation('BB').shares[1].owner).toBe(second);

    const off = parred(['beforeBuyShares'], 'BB');
    const before = off.game.player(off.second).cash;
    const bought = eventsOf(off.game, 'share_bought').length;
    act(off.game, off.second, 'buy_shares', { shares: ['BB_8'] });
    expect(off.game.player(off.second).cash).toBe(before - 10);
    expect(off.game.corporation('BB').shares[8].owner).toBe('BB');
    expect(eventsOf(off.game, 'share_bought')).toHaveLength(bought);

    const plain = parred([], 'BB');
    const plainCash = plain.game.player(plain.second).cash;
    act(plain.game, plain.second, 'buy_shares', { shares: ['BB_1'] });
    expect(plain.game.player(plain.second).cash).toBe(plainCash - 100);
  });

  it('soldOutIncrease: DD, sold out, keeps its price at the end of the stock round (rises by default)', () => {
    const afterRound = (hooks: readonly HookName[]) => {
      const { game, second } = parred(hooks, 'DD');
      act(game, second, 'buy_shares', { shares: ['DD_1'] });
      return price(passTo(game, 'operating'), 'DD');
    };
    expect(afterRound(['soldOutIncrease'])).toBe(100);
    expect(afterRound([])).toBe(110);
  });

  it('sharePriceStep: DD, sold out, moves two columns right from its par of 100 (up a row by default)', () => {
    const afterRound = (hooks: readonly HookName[]) => {
      const { game, second } = parred(hooks, 'DD');
      act(game, second, 'buy_shares', { shares: ['DD_1'] });
      return [price(passTo(game, 'operating'), 'DD'), game.corporation('DD').sharePrice];
    };
    expect(afterRound(['sharePriceStep'])).toEqual([120, [1, 5]]);
    expect(afterRound([])).toEqual([110, [0, 3]]);
  });

  it('soldOut: DD counts as sold out with half its shares sold (all of them by default)', () => {
    const afterRound = (hooks: readonly HookName[]) => price(passTo(parred(hooks, 'DD').game, 'operating'), 'DD');
    expect(afterRound(['soldOut'])).toBe(110);
    expect(afterRound([])).toBe(100);
  });
});

describe('companies and scoring', () => {
  it('afterBuyCompany: PX’s buyer is refunded 10, with a line in the log', () => {
    const hooked = toStock(['afterBuyCompany']);
    const buyer = hooked.company('PX').owner!;
    expect(hooked.player(buyer).cash).toBe(400 - 30 + 10);
    expect(eventsOf(hooked, 'note').map((e) => e.text)).toEqual([`${buyer} is refunded 10 for PX`]);

    const plain = toStock([]);
    expect(plain.player(plain.company('PX').owner!).cash).toBe(400 - 30);
    expect(eventsOf(plain, 'note')).toEqual([]);
  });

  it('operatingSetFinished: the auction’s payday when everyone passes, and a set of operating rounds, ends with a train exported', () => {
    const play = (hooks: readonly HookName[]) => {
      const game = probeGame(probeStock, { hooks });
      const depot = [depotCount(game)];
      // The cheapest company sold at once; then everyone passes: the companies pay out.
      act(game, current(game), 'bid', { company: 'PX', price: 30 });
      act(game, current(game), 'pass');
      act(game, current(game), 'pass');
      expect(eventsOf(game, 'company_revenue').length).toBeGreaterThan(0);
      depot.push(depotCount(game));
      act(game, current(game), 'bid', { company: 'QX', price: 40 });
      expect(game.round.kind).toBe('stock');
      depot.push(depotCount(game));
      // No corporation operates; the operating round still ends its set.
      passUntil(game, (g) => g.round.kind === 'stock' && g.state.turn === 2);
      expect(rounds(game)).toContain('-- Operating Round 1.1 --');
      depot.push(depotCount(game));
      return depot;
    };
    expect(play(['operatingSetFinished'])).toEqual([5, 4, 4, 3]);
    expect(play([])).toEqual([5, 5, 5, 5]);
  });

  it('playerValue: a company adds 100 to its owner’s value', () => {
    const hooked = toStock(['playerValue']);
    const plain = toStock([]);
    const buyer = plain.company('PX').owner!;
    expect(plain.result()[buyer]).toBe(400 - 30 + 30);
    expect(hooked.result()[buyer]).toBe(400 - 30 + 30 + 100);
  });
});
