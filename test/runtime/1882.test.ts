/**
 * 1882's own rules where simulated games found our engine and the reference apart (both fixed
 * as the reference rules them, g_1882 at commit 111f7f6; the simulated games were then replayed
 * in the reference with the same state after every action):
 * - the Saskatchewan Central's president's certificate costs its private's owner one share's
 *   price, so an owner with less than twice the lowest par is asked, not passed over;
 * - only the SC may take a neutral station's place for its home: the QLL, choosing its home city
 *   on J10, may not take the one a CN station fills.
 */
import { describe, expect, it } from 'vitest';
import title1882 from '../../generated/titles/1882/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { nextToken, placeStationToken } from '../../runtime/engine/tokens.js';
import type { GameError } from '../../runtime/core/errors.js';
import { action, errorOf } from '../hooks/driver.js';

const module1882 = title1882 as unknown as TitleModule;

function game1882(players: number, seed: number): Game {
  const seats = Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));
  return new Game(module1882, seats, { seed });
}

/** A simulated game replayed, calling `each` after every action, until it returns true. */
function replaySimulated(players: number, seed: number, each: (game: Game, action: Action, index: number) => boolean | void): void {
  const outcome = simulateGame(module1882, seed, players, { keepLog: true });
  expect(outcome.failure).toBeUndefined();
  const game = game1882(players, seed);
  for (const [i, action] of (outcome.log as readonly Action[]).entries()) {
    game.process(action);
    if (each(game, action, i)) return;
  }
}

describe('1882: the Saskatchewan Central', () => {
  it('is offered to its private’s owner who can pay one share’s price though not two (seed 129)', () => {
    // In this game the SC's owner, with $68 and nothing else to buy, is asked (the reference's
    // par price $67), where the engine's test of twice the lowest par passed them by. (Seed 102
    // showed it, $85 against pars of $82 down to $67, until the simulator stopped raising bids it
    // already led.)
    let asked = 0;
    replaySimulated(4, 129, (game) => {
      if (game.finished || game.round.kind !== 'stock') return;
      const player = game.round.activeEntities()[0];
      const sc = game.company('SC');
      if (!player || sc.closed || sc.owner !== player || game.corporation('SC').ipoed) return;
      const legal = legalActions(game, player).filter((l) => l.type !== 'end_game');
      const minPar = Math.min(...game.market.parPrices.map((p) => p.price));
      if (game.player(player).cash >= 2 * minPar) return;
      // Only the SC's par and a pass: were it not offered, the player would have had nothing to do.
      expect(legal.map((l) => l.type).sort()).toEqual(['par', 'pass']);
      const par = legal.find((l) => l.type === 'par');
      expect(par && 'corporation' in par && par.corporation).toBe('SC');
      asked++;
    });
    // Another seed may be needed if the simulator's choices change.
    expect(asked).toBeGreaterThan(0);
  });
});

describe('1882: a home city chosen on a hex of two', () => {
  it('is not the one a neutral station fills, for any corporation but the SC (QLL on J10)', () => {
    // QLL's home, J10, has two cities: it chooses when it first operates. A neutral station in one
    // of them (placed here for the test, as a corporation's CN token would be) fills that city's
    // only slot: the reference's operating round chooses with the engine's home-token step, which
    // replaces no token (1882's replacing step is its stock round's, for the SC).
    let checked = 0;
    replaySimulated(4, 102, (game) => {
      if (checked || game.finished || game.round.activeStep()?.description() !== 'Place Home Token' || game.round.activeEntities()[0] !== 'QLL') return;
      const holder = game.corporations.find((c) => c.sym !== 'QLL' && nextToken(game, c.sym, 'neutral') >= 0);
      expect(holder).toBeDefined();
      placeStationToken(game, holder!.sym, { hexId: 'J10', cityIndex: 1 }, nextToken(game, holder!.sym, 'neutral'), { free: true });
      game.restore(game.snapshot()); // the state with it is where a refusal rolls back to
      expect(game.state.map.hexes.J10.tokens[1]).toEqual(['CN']);

      const places = legalActions(game, 'QLL').flatMap((l) => (l.type === 'place_token' && 'city' in l ? [String(l.city)] : []));
      expect(places).toHaveLength(1);
      expect(places[0]).toMatch(/-0$/); // the free city only
      const before = JSON.stringify(game.state);
      const filled = places[0].replace(/-0$/, '-1');
      expect((errorOf(() => game.process(action(game, 'QLL', 'place_token', { city: filled, slot: 0 }))) as GameError | undefined)?.code).toBe('token/no_slots');
      expect(JSON.stringify(game.state)).toBe(before);
      game.process(action(game, 'QLL', 'place_token', { city: places[0], slot: 0 }));
      expect(game.state.map.hexes.J10.tokens.map((slots) => slots.filter(Boolean))).toEqual([['QLL'], ['CN']]);
      checked++;
      return true; // the simulated game went on without the neutral station
    });
    // QLL floats in this game (another seed may be needed if the simulator's choices change).
    expect(checked).toBe(1);
  });
});
