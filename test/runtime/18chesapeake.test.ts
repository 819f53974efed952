/**
 * 18Chesapeake's rules found replaying simulated games in the reference engine (commit 111f7f6).
 *
 * The auction's payday when every player passes ends a set of operating rounds: a train is
 * exported, as the reference's waterfall auction calls `or_set_finished`.
 *
 * C-P and B&S lay two tiles that must both be laid and meet each other (the
 * reference's `must_lay_all` and `connect` check). A first tile no second tile can meet would
 * leave the game with no legal move (the company may not pass), so such first lays are not
 * offered. Seeds below got stuck in the simulator before: the B&S laid a straight #9 in F4 that
 * no tile in G5 could meet.
 */
import { describe, expect, it } from 'vitest';
import { act, current, eventsOf } from '../hooks/driver.js';
import titleChesapeake from '../../generated/titles/18Chesapeake/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulateGame } from '../../runtime/sim/simulate.js';

const module = titleChesapeake as unknown as TitleModule;
const PAIRED = ['C-P', 'B&S'];

function newGame(seed: number, players = 2): Game {
  return new Game(module, Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })), { seed });
}

describe('18Chesapeake: the auction', () => {
  it('exports a 2 train at the payday when every player passes, the cheapest company sold', () => {
    const game = newGame(1, 3);
    const twos = () => game.state.depot.upcoming.filter((id) => game.train(id).name === '2').length;
    expect(twos()).toBe(7);
    const cheapest = game.companies.filter((c) => !c.owner && !c.closed).sort((a, b) => a.value - b.value)[0];
    act(game, current(game), 'bid', { company: cheapest.sym, price: cheapest.value });
    expect(cheapest.owner).toBe('p1');
    for (let i = 0; i < 3; i++) act(game, current(game), 'pass');
    expect(eventsOf(game, 'company_revenue')).toHaveLength(1);
    expect(twos()).toBe(6);
    expect(game.round.kind).toBe('auction');
  });
});

/** The lays offered to `company` now, one per hex, tile and rotation. */
function offeredLays(game: Game, company: string): { hex: string; tile: string; rotation: number }[] {
  return legalActions(game).flatMap((legal) =>
    legal.type === 'lay_tile' && legal.entity === company && 'rotations' in legal ? legal.rotations.map((rotation) => ({ hex: legal.hex, tile: legal.tileId, rotation })) : [],
  );
}

describe('18Chesapeake: paired lays that must meet', () => {
  it('every first lay offered leaves a second lay that meets it (2 players, seeds once stuck)', () => {
    let firstLays = 0;
    for (const seed of [201, 202, 204, 205]) {
      const outcome = simulateGame(module, seed, 2, { keepLog: true });
      expect(outcome.failure, `seed ${seed}`).toBeUndefined();
      const log = outcome.log as readonly Action[];
      const game = newGame(seed);
      let laying: string | undefined;
      log.forEach((action, index) => {
        const entity = String(action.entity);
        const company = action.type === 'lay_tile' && PAIRED.includes(entity) ? entity : undefined;
        if (company && laying !== company) {
          // Its first lay: try every one offered, each in a game replayed to this moment.
          firstLays++;
          for (const lay of offeredLays(game, company)) {
            const trial = newGame(seed);
            for (const earlier of log.slice(0, index)) trial.process(earlier);
            trial.process({ ...action, hex: lay.hex, tile: lay.tile, rotation: lay.rotation } as Action);
            expect(offeredLays(trial, company).length, `seed ${seed}: ${company} after ${lay.tile} in ${lay.hex} at ${lay.rotation}`).toBeGreaterThan(0);
          }
        }
        laying = company && laying !== company ? company : undefined;
        game.process(action);
      });
    }
    expect(firstLays).toBeGreaterThan(0);
  });
});
