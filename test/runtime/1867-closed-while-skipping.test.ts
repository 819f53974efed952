/**
 * An operator closed as the steps after its action are skipped (1867: PM, a minor with no cash,
 * nationalised for unpaid interest as the steps after its lay at 118 skip) ends its turn there,
 * and the next operator's turn starts, skipping that operator's steps up to its first decision.
 * The skipping of the closed operator's steps then stops: ours went on with the steps left of the
 * old turn and passed NO by at Buy Trains ($0 then), so NO's track loan at 120 could no longer
 * pay for a train (crosscheck 1867, five players, seed 800, refused at 121).
 *
 * The game is one of ours, simulated (seed 800, five players), to NO's second lay at 120. And a
 * closing that must still move the turn on at once: 1861's OK, nationalised in OR 2.1 (simulated,
 * three players, seed 1002), where the national would otherwise be left waiting at Buy Trains.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../runtime/legal/collect.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { newGameFor, type Fixture } from '../../runtime/replay/fixture.js';
import { loadTitle } from '../../generated/index.js';

const recording = JSON.parse(readFileSync(join(import.meta.dirname, 'games', '1867-minor-closed-while-skipping.json'), 'utf8')) as Fixture;

describe('1867: a minor nationalised while the steps after its lay skip', () => {
  it('leaves the next operator its train buying after a track loan', async () => {
    const game = newGameFor(await loadTitle('1867'), recording);
    game.load(recording.actions);
    expect(game.isClosed('PM')).toBe(true);
    expect(game.round.activeStep()?.description()).toBe('Buy Trains');
    expect(game.round.currentEntity()).toBe('NO');
    expect(
      legalActions(game, 'NO')
        .map((l) => l.type)
        .filter((type) => type !== 'end_game'),
    ).toEqual(expect.arrayContaining(['buy_train', 'pass']));
  });

  it('still moves the turn on where the closed operator ends it (1861, the national next)', async () => {
    const played = simulateGame(await loadTitle('1861'), 1002, 3);
    expect(played.failure).toBeUndefined();
    expect(played.finished).toBe(true);
  }, 60_000);
});
