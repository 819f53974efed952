/**
 * Lays a company must make together (`must_lay_together`) and the special-track step's wait, as
 * the reference's step (lib/engine/step/special_track.rb): after a first lay the step waits for
 * the company while it can still lay; another company may lay in between (the reference refuses
 * only the interruption of a company that must make all its lays, `must_lay_all`), and one that
 * lays together itself becomes the company waited for. Probe title probe_lay_together
 * (test/titles/): AA owns the Twin (TC: A5, D2), All (AC: B4, C5, `must_lay_all`) and Lone
 * (LC: C1) companies.
 */
import { describe, expect, it } from 'vitest';
import type { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import probeLayTogether from '../generated/titles/probe_lay_together/index.js';
import { act, current, passTo, probeGame, refused } from '../hooks/driver.js';

/** ann, bob, ann buy TC, AC, LC in the auction; bob pars AA; in OR 1 AA buys the three. */
function aaWithCompanies(): Game {
  const game = probeGame(probeLayTogether);
  for (const company of ['TC', 'AC', 'LC']) act(game, current(game), 'bid', { company, price: 20 });
  act(game, 'bob', 'par', { corporation: 'AA', share_price: '100,0,5' });
  passTo(game, 'operating');
  for (const company of ['TC', 'AC', 'LC']) act(game, 'AA', 'buy_company', { company, price: 20 });
  return game;
}

/** The first lay `company` is offered on `hex` (a tile and rotation whose track stays on the map). */
function lay(game: Game, company: string, hex: string): Record<string, unknown> {
  for (const l of legalActions(game, company)) {
    if (l.type === 'lay_tile' && 'rotations' in l && l.hex === hex && l.rotations.length > 0) return { hex, tile: l.tileId, rotation: l.rotations[0] };
  }
  throw new Error(`${company} is offered no lay on ${hex}`);
}
const canLay = (game: Game, company: string) => legalActions(game, company).some((l) => l.type === 'lay_tile');

describe('lays a company makes together', () => {
  it('wait for the company after its first lay, and end with its last', () => {
    const game = aaWithCompanies();
    act(game, 'TC', 'lay_tile', lay(game, 'TC', 'A5'));
    expect(game.round.activeEntities()).toEqual(['TC']);
    refused(game, 'AA', 'pass', {}, 'action/not_your_turn');
    act(game, 'TC', 'lay_tile', lay(game, 'TC', 'D2'));
    expect(game.round.activeEntities()).toEqual(['AA']);
  });

  it('let another company lay in between, and still wait for the first', () => {
    const game = aaWithCompanies();
    act(game, 'TC', 'lay_tile', lay(game, 'TC', 'A5'));
    expect(canLay(game, 'LC')).toBe(true);
    act(game, 'LC', 'lay_tile', lay(game, 'LC', 'C1'));
    expect(game.round.activeEntities()).toEqual(['TC']);
    act(game, 'TC', 'lay_tile', lay(game, 'TC', 'D2'));
    expect(game.round.activeEntities()).toEqual(['AA']);
  });

  it('wait for another company laying together once it lays in between', () => {
    const game = aaWithCompanies();
    act(game, 'TC', 'lay_tile', lay(game, 'TC', 'A5'));
    act(game, 'AC', 'lay_tile', lay(game, 'AC', 'B4'));
    expect(game.round.activeEntities()).toEqual(['AC']);
  });

  it('with must_lay_all, let no other company lay in between', () => {
    const game = aaWithCompanies();
    act(game, 'AC', 'lay_tile', lay(game, 'AC', 'B4'));
    expect(canLay(game, 'LC')).toBe(false);
    refused(game, 'LC', 'lay_tile', { hex: 'C1', tile: '7-1', rotation: 0 }, 'action/not_your_turn');
    refused(game, 'AC', 'pass', {}, 'action/not_allowed');
    act(game, 'AC', 'lay_tile', lay(game, 'AC', 'C5'));
    expect(game.round.activeEntities()).toEqual(['AA']);
  });
});
