/**
 * 1867's (and 1861's) stock round offers a par as the reference's can_ipo_any? does: while some
 * major may be parred and its certificate bought, whether or not a home is open for it. A player
 * who can par nowhere then keeps the turn until they pass, as in the reference (1861 crosscheck
 * seed 2, action 1043: p3 sold, could "par", and the reference waited for p3's pass where ours
 * had moved on to p4). The pars listed need a home, and a par without one is refused.
 */
import { describe, expect, it } from 'vitest';
import { GameError } from '../../runtime/core/errors.js';
import { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { loadTitle } from '../../generated/index.js';

describe('1861: a par offered with no home open', () => {
  it('keeps the turn for a pass, lists no par, and refuses one', async () => {
    const title = await loadTitle('1861');
    const players = ['p1', 'p2', 'p3', 'p4', 'p5', 'p6'];
    const played = simulateGame(title, 2, players.length, { keepLog: true });
    const game = new Game(title, players.map((id) => ({ id, name: id })), { seed: 2, optionalRules: [] });
    let seen = 0;
    for (const action of played.log!) {
      const player = game.round.kind === 'stock' ? game.round.activeEntities()[0] : undefined;
      const step = game.round.activeStep();
      if (player !== undefined && step?.actions(player).includes('par')) {
        const listed = legalActions(game, player).filter((l) => l.type === 'par');
        if (listed.length === 0) {
          seen++;
          const major = game.corporations.find((c) => !c.ipoed && c.sym !== 'RSR' && game.title.corporations.find((d) => d.sym === c.sym)?.type === 'major')!;
          const tried = (() => {
            try {
              game.process({ type: 'par', entity: player, entity_type: 'player', corporation: major.sym, share_price: '70,4,3' } as never);
              return 'accepted';
            } catch (error) {
              return error instanceof GameError ? error.code : String(error);
            }
          })();
          expect(tried).toBe('par/not_allowed');
          expect(legalActions(game, player).map((l) => l.type)).toContain('pass');
        }
      }
      game.process(action);
    }
    expect(seen).toBeGreaterThan(0);
  }, 60_000);
});
