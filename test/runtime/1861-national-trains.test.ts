/**
 * 1861: the RSR (the national) holds trains no corporation may buy, yet the reference's depot
 * prices them at 1 in its minimum (can_buy_train? asks depot.min_price, which counts every
 * corporation's trains): a corporation with room for a train and any cash at all keeps its Buy
 * Trains step, with nothing it can afford, until it passes. Ours skipped the step, and the
 * reference refused the next operator's action (crosscheck four players, seeds 900 and 905).
 *
 * Played here in a simulated game (three players, seed 12) that comes to such a turn.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../../runtime/engine/game.js';
import { minDepotPrice, otherTrains } from '../../runtime/engine/trains.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { loadTitle } from '../../generated/index.js';

describe("1861: a train of the national's in sight, none affordable", () => {
  it('keeps the corporation at Buy Trains until it passes', async () => {
    const title = await loadTitle('1861');
    const seats = ['p1', 'p2', 'p3'].map((id) => ({ id, name: id }));
    const played = simulateGame(title, 12, seats.length, { keepLog: true });
    const game = new Game(title, seats, { seed: 12, optionalRules: [] });
    let seen: { operator: string; offered: string[]; next: string } | undefined;
    for (const action of played.log!) {
      const step = game.round.activeStep();
      const operator = game.round.currentEntity();
      if (step?.description() === 'Buy Trains' && operator !== undefined && game.isOperator(operator)) {
        const rsrTrains = game.operator('RSR').trains.length;
        const cash = game.operator(operator).cash;
        if (rsrTrains > 0 && otherTrains(game, operator).length === 0 && cash > 0 && cash < minDepotPrice(game)) {
          seen = { operator, offered: legalActions(game, operator).map((l) => l.type), next: `${action.type} by ${action.entity}` };
          break;
        }
      }
      game.process(action);
    }
    expect(seen).toBeDefined();
    expect(seen!.offered).toContain('pass');
    expect(seen!.next).toBe(`pass by ${seen!.operator}`);
  }, 60_000);
});
