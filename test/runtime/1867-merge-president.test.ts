/**
 * 1867: after a merger the minors' owners buy the new major's shares, and the last of them who
 * may buy cannot pass while the president's certificate is still in the treasury. The reference
 * lets that pass be made, then calls the merge failed ("Merge failed as no player has 20%, please
 * undo") and lets play go no further: crosscheck games 1867 seeds 700 and 704 (three players)
 * were refused there once our game had played on with a major without a president (700 then
 * failed in the reference's operating round, on that major's missing president).
 *
 * The game is one of ours, simulated (seed 704, three players) to the moment after OP and PM
 * merged into NYC at 262 and Player 3 passed at 263: Player 2 is the last owner who may buy,
 * and NYC's 20% is unsold.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { newGameFor, type Fixture } from '../../runtime/replay/fixture.js';
import { loadTitle } from '../../generated/index.js';

const recording = JSON.parse(readFileSync(join(import.meta.dirname, 'games', '1867-merge-last-buyer.json'), 'utf8')) as Fixture;

/** What the player may do in play (ending the game by agreement is always offered). */
const moves = (game: Awaited<ReturnType<typeof atLastBuyer>>, player: string) => legalActions(game, player).filter((l) => l.type !== 'end_game');

async function atLastBuyer() {
  const game = newGameFor(await loadTitle('1867'), recording);
  game.load(recording.actions);
  return game;
}

describe('1867: the last buyer after a merger with the president’s certificate unsold', () => {
  it('is offered the share and no pass', async () => {
    const game = await atLastBuyer();
    expect(game.round.activeStep()?.description()).toBe('Buy Shares Post Merge');
    expect(game.corporation('NYC').shares[0]).toMatchObject({ president: true, owner: 'NYC' });
    expect(moves(game, 'p2').map((l) => l.type)).toEqual(['buy_shares']);
  });

  it('cannot pass, and the state is as it was', async () => {
    const game = await atLastBuyer();
    const before = JSON.stringify(game.state);
    let refused: unknown;
    try {
      game.process({ type: 'pass', entity: 'p2', entity_type: 'player' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(GameError);
    expect((refused as GameError).code).toBe('action/not_allowed');
    expect(JSON.stringify(game.state)).toBe(before);
  });

  it('buys, and becomes the president', async () => {
    const game = await atLastBuyer();
    const [buy] = moves(game, 'p2');
    expect(buy.type).toBe('buy_shares');
    const shares = (buy as { shares: readonly string[] }).shares;
    game.process({ type: 'buy_shares', entity: 'p2', entity_type: 'player', shares: [...shares], percent: 10 });
    const nyc = game.corporation('NYC');
    expect(nyc.owner).toBe('p2');
    expect(nyc.shares[0].owner).toBe('p2');
  });

  it('may still pass where another owner is left to buy (Player 3, at 263)', async () => {
    const game = newGameFor(await loadTitle('1867'), recording);
    game.load(recording.actions.slice(0, -1));
    expect(moves(game, 'p3').map((l) => l.type)).toEqual(['buy_shares', 'pass']);
  });
});
