/**
 * Shikoku 1889's player counts and its optional rule `beginner_game` (titles/1889/hooks.ts), in
 * scripted games. The deals below are the reference engine's for the same seeds (18xx.games'
 * g_1889 with `beginner_game`), and the scripted beginner game here was replayed in the
 * reference with the same state after every action.
 */
import { describe, expect, it } from 'vitest';
import title1889 from '../../generated/titles/1889/index.js';
import { purchasableCompanies } from '../../runtime/engine/steps/buy-company.js';
import { Game } from '../../runtime/engine/game.js';
import { blockingCompany } from '../../runtime/engine/tracker.js';
import type { TitleModule } from '../../runtime/module.js';
import { act, current, eventsOf, refused } from '../hooks/driver.js';

const module1889 = title1889 as unknown as TitleModule;

function game1889(players: number, optionalRules: readonly string[] = [], seed = 1234): Game {
  const seats = Array.from({ length: players }, (_, i) => ({ id: String(i + 1), name: `p${i + 1}` }));
  return new Game(module1889, seats, { optionalRules, seed });
}

const beginner = (players: number, seed = 1234) => game1889(players, ['beginner_game'], seed);

/** Each player's private and cash, in seat order: `1:SIR:330`. */
const deal = (game: Game) => game.state.players.map((p) => `${p.id}:${p.companies.join(',')}:${p.cash}`);

const BEG_TILES = { Beg6: 2, Beg7: 1, Beg8: 1, Beg9: 1, Beg23: 1, Beg24: 1 };

/**
 * The beginner game, three players, seed 1234: each pars a corporation at 65 and buys three
 * more shares (it floats); in OR 1.1 each lays its home city (two beginner tiles) and buys two
 * 2-trains; in OR 2.1 AR lays a beginner straight, runs to Naruto and buys the first 3-train.
 */
function scriptedBeginnerGame(): Game {
  const game = beginner(3);
  const corporations: Record<string, string> = { '1': 'AR', '2': 'IR', '3': 'SR' };
  for (const player of ['1', '2', '3']) act(game, player, 'par', { corporation: corporations[player], share_price: '65,5,3' });
  for (let share = 1; share <= 3; share++) {
    for (const player of ['1', '2', '3']) act(game, player, 'buy_shares', { shares: [`${corporations[player]}_${share}`], percent: 10 });
  }
  expect(game.round.kind).toBe('operating');
  const homes = [['AR', 'K8', 'Beg6-0', 1], ['IR', 'E2', 'Beg6-1', 4], ['SR', 'I2', '57-0', 1]] as const;
  for (const [corporation, hex, tile, rotation] of homes) {
    act(game, corporation, 'lay_tile', { hex, tile, rotation });
    if (current(game) === corporation && game.round.actionsFor(corporation).includes('lay_tile')) act(game, corporation, 'pass');
    for (let i = 0; i < 2; i++) act(game, corporation, 'buy_train', { train: game.state.depot.upcoming[0], price: 80 });
    act(game, corporation, 'pass');
  }
  while (game.round.kind === 'stock') act(game, current(game), 'pass');
  act(game, 'AR', 'lay_tile', { hex: 'K6', tile: 'Beg7-0', rotation: 5 });
  act(game, 'AR', 'run_routes', { routes: [{ train: '2-0', connections: [['K8', 'K6', 'L7']] }] });
  act(game, 'AR', 'dividend', { kind: 'payout' });
  act(game, 'AR', 'buy_train', { train: game.state.depot.upcoming[0], price: 180 });
  return game;
}

describe('player counts', () => {
  it('two players play without the South Iyo Railway; three to six have it (UTF from four)', () => {
    const two = game1889(2);
    expect(two.companies.map((c) => c.sym)).toEqual(['TR', 'MF', 'ER', 'SMR', 'DR']);
    expect(two.kindOf('SIR')).toBeUndefined();
    expect(two.round.kind).toBe('auction');
    expect(game1889(3).companies.map((c) => c.sym)).toEqual(['TR', 'MF', 'ER', 'SMR', 'DR', 'SIR']);
    expect(game1889(4).companies.map((c) => c.sym)).toEqual(['TR', 'MF', 'ER', 'SMR', 'DR', 'SIR', 'UTF']);
  });

  it('a two-player game auctions the five others: the cheapest, TR, first', () => {
    const game = game1889(2);
    act(game, '1', 'bid', { company: 'TR', price: 20 });
    expect(game.company('TR').owner).toBe('1');
    refused(game, '2', 'bid', { company: 'SIR', price: 80 }, 'auction/not_for_sale');
  });
});

describe('the beginner game', () => {
  it('deals each player one of their count’s privates at random, as the reference does for the seed', () => {
    // seed 1234
    expect(deal(beginner(2))).toEqual(['1:SIR:330', '2:DR:360']);
    expect(deal(beginner(3))).toEqual(['1:SIR:330', '2:DR:360', '3:ER:380']);
    expect(deal(beginner(4))).toEqual(['1:DR:360', '2:SMR:360', '3:ER:380', '4:SIR:330']);
    expect(deal(beginner(5))).toEqual(['1:SMR:330', '2:ER:350', '3:TR:370', '4:DR:330', '5:SIR:300']);
    expect(deal(beginner(6))).toEqual(['1:ER:350', '2:MF:350', '3:TR:370', '4:SMR:330', '5:DR:330', '6:SIR:300']);
    // seed 7
    expect(deal(beginner(3, 7))).toEqual(['1:DR:360', '2:SIR:330', '3:ER:380']);
    expect(deal(beginner(6, 7))).toEqual(['1:SIR:300', '2:MF:350', '3:ER:350', '4:TR:370', '5:SMR:330', '6:DR:330']);
    // The two-player beginner game has the SIR.
    expect(beginner(2).companies.map((c) => c.sym)).toEqual(['DR', 'SIR']);
    expect(beginner(4).companies.map((c) => c.sym)).toEqual(['ER', 'SMR', 'DR', 'SIR']);
  });

  it('each player pays the bank the beginner value, and the log says so', () => {
    const game = beginner(3);
    expect(game.state.bank.cash).toBe(7000 - 3 * 420 + 90 + 60 + 40);
    expect(eventsOf(game, 'company_bought').map((e) => e.text)).toEqual([
      'p1 buys South Iyo Railway for ¥90',
      'p2 buys Dougo Railway for ¥60',
      'p3 buys Ehime Railway for ¥40',
    ]);
  });

  it('opens with Stock Round 1 (no auction), the first seat to act', () => {
    const game = beginner(3);
    expect([game.round.kind, game.state.turn, current(game)]).toEqual(['stock', 1, '1']);
    expect(eventsOf(game, 'round_started').map((e) => e.text)).toEqual(['-- Stock Round 1 --']);
    expect(game1889(3).round.kind).toBe('auction');
  });

  it('privates have no abilities of their own, the beginner value and revenue, and no_buy', () => {
    const game = beginner(6);
    const terms = Object.fromEntries(game.companies.map((c) => [c.sym, [c.value, c.revenue]]));
    expect(terms).toEqual({ TR: [20, 5], MF: [40, 15], ER: [40, 15], SMR: [60, 20], DR: [60, 20], SIR: [90, 25] });
    for (const company of game.companies) expect(company.abilities.map((a) => a.def?.type)).toEqual(['no_buy']);
    // TR's block of Takamatsu and ER's of Ohzu are gone with their abilities.
    expect([blockingCompany(game, 'KO', 'K4'), blockingCompany(game, 'UR', 'C4')]).toEqual([undefined, undefined]);
  });

  it('has the Beg tiles in the box, which a game without the rule lacks', () => {
    expect(beginner(3).title.tileManifest).toMatchObject(BEG_TILES);
    const plain = game1889(3).title;
    expect(Object.keys(plain.tileManifest).filter((name) => name.startsWith('Beg'))).toEqual([]);
    expect(Object.keys(plain.tiles).filter((name) => name.startsWith('Beg'))).toEqual([]);
  });

  it('plays: beginner tiles are laid, the privates pay their beginner revenue, corporations cannot buy them', () => {
    const game = scriptedBeginnerGame();
    expect(['K8', 'E2', 'K6'].map((hex) => game.state.map.hexes[hex].tileName)).toEqual(['Beg6', 'Beg6', 'Beg7']);
    // Cash after the shares (325 each), plus two operating rounds of SIR 25, DR 20, ER 15, plus AR's 40 paid out (50% to p1).
    expect(game.state.players.map((p) => p.cash)).toEqual([330 - 325 + 2 * 25 + 20, 360 - 325 + 2 * 20, 380 - 325 + 2 * 15]);
    // Phase 3 lets corporations buy privates, but these have no_buy.
    expect(game.phase.name).toBe('3');
    expect(game.phase.status).toContain('can_buy_companies');
    expect(purchasableCompanies(game, 'AR')).toEqual([]);
    expect(game.round.actionsFor('AR')).not.toContain('buy_company');
    refused(game, 'AR', 'buy_company', { company: 'SIR', price: 45 }, 'action/not_allowed');
  });
});
