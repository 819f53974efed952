/**
 * An operator closed during its own turn while the steps after its action are being skipped
 * (1867: PM, a minor with no cash, nationalised for unpaid interest as the steps after its lay at
 * 118 skip) does not end the turn then and there: no step waits for it, and the reference moves
 * the turn on only when one does (its close_corporation asks `@round.current_entity`). The next
 * operator's turn then starts afresh. Ours used to start NO's turn inside that skipping, where
 * NO's train buying was skipped ($0 then) and never asked again once NO's track loan (120) had
 * paid for a train: crosscheck 1867, five players, seed 800, refused at 121.
 *
 * The game is one of ours, simulated (seed 800, five players), to NO's second lay at 120.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../runtime/legal/collect.js';
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
});
