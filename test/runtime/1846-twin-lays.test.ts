/**
 * 1846's twin lays (the Michigan Central, Ohio & Indiana, Little Miami: two lays that must
 * follow each other, `must_lay_together`). Any other entity's action after the first lay
 * forfeits the second *before* it is processed, as the reference's `preprocess_action` does:
 * the special-track step, which waits for a company laying together only while it can lay,
 * then no longer blocks, so the operator may go on at once and the turn stays with it. Found
 * by the cross-check of simulated games with the reference (1846, seed 403: the Little Miami
 * laid once, the Meat Packing assigned, and the reference's turn was the PRR's, ours still the
 * Little Miami's). The expectations are the reference engine's for the same actions (111f7f6).
 */
import { describe, expect, it } from 'vitest';
import { prrWithMichiganCentral } from '../support/first-rounds-1846.js';
import { abilities } from '../../runtime/engine/abilities.js';
import { Game } from '../../runtime/engine/game.js';
import { act, refused } from '../hooks/driver.js';

const tileLays = (game: Game, company: string) => abilities(game, company, 'tile_lay', { time: 'any' }).length;

describe('1846: a twin lay interrupted', () => {
  it('waits for the second lay while the company may make it', () => {
    const game = prrWithMichiganCentral();
    act(game, 'MC', 'lay_tile', { hex: 'B10', tile: '9-0', rotation: 1 });
    expect(game.round.activeEntities()).toEqual(['MC']);
    // An action refused leaves the game as it was: the lay it would have forfeited is kept.
    refused(game, 'PRR', 'buy_company', { company: 'LM', price: 1000 }, 'company/bad_price');
    expect(tileLays(game, 'MC')).toBe(1);
    expect(game.round.activeEntities()).toEqual(['MC']);
  });

  it('is forfeited by the operator’s own action, which the game then takes as the operator’s turn goes on', () => {
    const game = prrWithMichiganCentral();
    act(game, 'MC', 'lay_tile', { hex: 'B10', tile: '9-0', rotation: 1 });
    act(game, 'PRR', 'pass');
    expect(tileLays(game, 'MC')).toBe(0);
    expect(game.round.activeEntities()).toEqual(['PRR']);
  });

  it('is forfeited by another company’s action an earlier step takes, and the turn is the operator’s again', () => {
    const game = prrWithMichiganCentral();
    act(game, 'PRR', 'buy_company', { company: 'BT', price: 1 });
    act(game, 'MC', 'lay_tile', { hex: 'B10', tile: '9-0', rotation: 1 });
    act(game, 'BT', 'assign', { target: 'H12', target_type: 'hex' });
    expect(tileLays(game, 'MC')).toBe(0);
    expect(game.round.activeEntities()).toEqual(['PRR']);
  });

  it('is kept when a chat message comes in between (the reference\'s last action is then the message)', () => {
    const game = prrWithMichiganCentral();
    act(game, 'PRR', 'buy_company', { company: 'BT', price: 1 });
    act(game, 'MC', 'lay_tile', { hex: 'B10', tile: '9-0', rotation: 1 });
    act(game, 'p1', 'message', { message: 'hi' });
    act(game, 'BT', 'assign', { target: 'H12', target_type: 'hex' });
    expect(tileLays(game, 'MC')).toBe(1);
    expect(game.round.activeEntities()).toEqual(['MC']);
  });
});
