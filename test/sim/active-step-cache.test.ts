/**
 * Between actions a round keeps the step whose turn it is (engine/round.ts); whatever runs
 * after the round's own processing — the title's `actionProcessed` hook — must not leave it
 * stale. 18Chesapeake's hook takes a company's lays away when another corporation lays in its
 * hexes: in this seeded two-player game B&O's lay at action 128 does, and the kept step (track)
 * then no longer had anything to do while route was the step whose turn it was. Each game is
 * replayed action by action, and after each the kept step is compared with one asked afresh.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { Game } from '../../runtime/engine/game.js';
import { simulateGame } from '../../runtime/sim/simulate.js';

const GAMES: readonly { title: string; seed: number; players: number; actions: number }[] = [
  { title: '18Chesapeake', seed: 205, players: 2, actions: 200 },
  { title: '1830', seed: 3, players: 4, actions: 400 },
];

describe("the round's kept active step", () => {
  for (const { title, seed, players, actions } of GAMES) {
    it(`is the one asked afresh after every action (${title}, seed ${seed}, ${players} players)`, async () => {
      const module = await loadTitle(title);
      const played = simulateGame(module, seed, players, { keepLog: true, maxActions: actions });
      const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
      const game = new Game(module, seats, { seed });
      const stale: string[] = [];
      for (const action of played.log!) {
        game.process(action);
        if (game.finished) break;
        const kept = game.round.activeStep();
        game.round.clearCache();
        const fresh = game.round.activeStep();
        if (kept !== fresh) stale.push(`after ${action.type} by ${String(action.entity)}: kept ${kept?.name()}, asked afresh ${fresh?.name()}`);
      }
      expect(stale).toEqual([]);
    }, 60_000);
  }
});
