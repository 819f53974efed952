/**
 * Destinations, escrow capitalisation and a step's auto actions, on the probe title
 * probe_destination (test/titles/probe_destination/): AA, at home on A1, heads for A5; BB, with
 * no home, for A5 from A1. Corporations are capitalised in escrow; once a turn's track is laid,
 * the title's destination_check step reaches the destinations track connects and releases
 * their escrow, as an auto action recorded on the action before it.
 *
 *   A1 AA's home (track east) — A3 empty — A5 a city (track west)
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import probeDestination from '../generated/titles/probe_destination/index.js';
import { act, eventsOf, passTo, probeGame } from './driver.js';

/** ann pars AA at 100; bob buys `bought` certificates of it; OR 1 begins at AA's track. */
function parred(bought: number): Game {
  const game = probeGame(probeDestination);
  act(game, 'ann', 'par', { corporation: 'AA', share_price: '100,0,5' });
  for (let i = 1; i <= bought; i++) {
    act(game, 'bob', 'buy_shares', { shares: [`AA_${i}`], percent: 10 });
    act(game, 'ann', 'pass');
  }
  return game;
}

const JOIN = { hex: 'A3', tile: '9-0', rotation: 1 };

describe('escrow capitalisation', () => {
  it('pays the corporation while its IPO holds more than half of it, then the bank keeps the price', () => {
    const game = parred(4);
    // The president's 20% and three 10%s leave the IPO with 50%: paid; the fourth is held.
    expect(game.corporation('AA')).toMatchObject({ cash: 500, escrow: 100, capitalization: 'escrow' });
  });

  it('is released to the corporation, which is capitalised incrementally from then on', () => {
    const game = parred(4);
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', JOIN);
    expect(game.corporation('AA')).toMatchObject({ cash: 600, capitalization: 'incremental' });
    expect(game.corporation('AA').escrow).toBeUndefined();
    expect(eventsOf(game, 'escrow_released').map((e) => e.text)).toEqual(['AA receives $100 held in escrow', 'BB receives $0 held in escrow']);
  });
});

describe('destinations', () => {
  it('answer whether track connects them, whoever laid it', () => {
    const game = parred(1);
    expect(game.view.destination('AA')).toEqual({ from: 'A1', hexes: ['A5'], reached: false });
    expect(game.view.destination('BB')).toEqual({ from: 'A1', hexes: ['A5'], reached: false });
    expect(game.view.hexesConnected('A1', ['A5'])).toBe(false);
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', JOIN);
    expect(game.view.hexesConnected('A1', ['A5'])).toBe(true);
    // BB has no home, no shares sold: its destination is reached all the same.
    expect(game.view.destination('BB')?.reached).toBe(true);
    expect(eventsOf(game, 'destination_reached').map((e) => e.text)).toEqual(['-- AA has reached its destination --', '-- BB has reached its destination --']);
  });
});

describe('auto actions', () => {
  it('are applied after the action that brings their step up, and recorded on it', () => {
    const game = parred(1);
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', JOIN);
    const lay = game.actions[game.actions.length - 1];
    expect(lay.type).toBe('lay_tile');
    expect(lay.auto_actions).toEqual([{ type: 'destination_connection', entity: 'AA', entity_type: 'corporation', corporations: ['AA', 'BB'] }]);
  });

  it('are taken from a recording that carries them, as it has them', () => {
    const game = parred(1);
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', { ...JOIN, auto_actions: [{ type: 'destination_connection', entity: 'AA', entity_type: 'corporation', corporations: ['BB'] }] });
    expect(game.view.destination('AA')?.reached).toBe(false);
    expect(game.view.destination('BB')?.reached).toBe(true);
  });

  it('replay with the game: an undo and redo bring them back the same', () => {
    const game = parred(1);
    passTo(game, 'operating', 'AA');
    act(game, 'AA', 'lay_tile', JOIN);
    const after = game.hash();
    act(game, 'ann', 'undo');
    expect(game.view.destination('AA')?.reached).toBe(false);
    act(game, 'ann', 'redo');
    expect(game.hash()).toBe(after);
  });
});
