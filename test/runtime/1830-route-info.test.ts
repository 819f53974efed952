/**
 * A corporation's route info as the reference keeps it: once it had a route obliging a train,
 * it keeps it — and the reference computes it in the middle of a tile lay too, with the new tile
 * down and the tokens the lay lifts (a first tile on an OO hex) still on it. Simulated 1830
 * (5 players, seed 5058): ERIE lays #59 on its home E11, its token is lifted and placed again in
 * a city with no route; the reference still asks it to run routes next time (checked in the
 * reference engine, commit 111f7f6).
 */
import { expect, it } from 'vitest';
import title1830 from '../../generated/titles/1830/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { routeInfo } from '../../runtime/map/graph.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulateGame } from '../../runtime/sim/simulate.js';

const module1830 = title1830 as unknown as TitleModule;

it('1830: a route seen while a lay lifts the home token stays in the route info', () => {
  const outcome = simulateGame(module1830, 5058, 5, { keepLog: true });
  const log = outcome.log as readonly Action[];
  const game = new Game(module1830, Array.from({ length: 5 }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })), { seed: 5058 });
  const first = log.findIndex((a) => a.type === 'lay_tile' && a.entity === 'ERIE' && a.hex === 'E11');
  expect(first).toBeGreaterThan(0);
  for (const action of log.slice(0, first + 1)) game.process(action);
  // Lifted: the home token waits to be placed again; the route seen a moment ago is kept.
  expect(game.operator('ERIE').tokens.some((t) => t.used)).toBe(false);
  expect(game.state.routeInfo.ERIE).toEqual({ routeAvailable: true, routeTrainPurchase: true });
  game.process(log[first + 1]);
  expect(game.operator('ERIE').tokens.find((t) => t.used)?.hex).toBe('E11');
  expect(routeInfo(mapContext(game), 'ERIE').routeAvailable).toBe(false);
  // So ERIE runs routes (with nothing to run) at its next turn rather than skipping the step.
  const next = log.findIndex((a, i) => i > first + 1 && a.entity === 'ERIE' && a.type === 'lay_tile');
  for (const action of log.slice(first + 2, next + 1)) game.process(action);
  expect(game.round.actionsFor('ERIE')).toContain('run_routes');
});
