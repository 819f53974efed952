/**
 * 1830's Camden & Amboy gives its first buyer the PRR share PRR_1. Bought later from another
 * player, the reference grants the share again — and refuses the purchase, as its share pool
 * takes no share from a player, while PRR_1 is in a player's hands. Found replaying simulated
 * games in the reference engine (commit 111f7f6): we moved PRR_1 to the new owner for nothing.
 */
import { describe, expect, it } from 'vitest';
import title1830 from '../../generated/titles/1830/index.js';
import type { Action } from '../../runtime/actions/types.js';
import { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import type { TitleModule } from '../../runtime/module.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { refused } from '../hooks/driver.js';

const module1830 = title1830 as unknown as TitleModule;

function newGame(seed: number, players: number): Game {
  return new Game(module1830, Array.from({ length: players }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` })), { seed });
}

const offeredCompanies = (game: Game) => legalActions(game).flatMap((l) => (l.type === 'buy_company' && 'company' in l ? [l.company] : []));

describe('1830: the Camden & Amboy between players', () => {
  it('is neither offered nor sold while a player holds PRR_1 (other companies are), and is offered while the market holds it', () => {
    let moments = 0;
    let othersOffered = 0;
    let offeredFree = 0;
    for (const seed of [300, 301, 302]) {
      const outcome = simulateGame(module1830, seed, 3, { keepLog: true });
      expect(outcome.failure, `seed ${seed}`).toBeUndefined();
      const game = newGame(seed, 3);
      for (const action of outcome.log as readonly Action[]) {
        const buyer = game.round.kind === 'stock' ? game.round.activeEntities()[0] : undefined;
        const ca = game.company('CA');
        const offered = buyer ? offeredCompanies(game) : [];
        if (buyer && ca.owner && ca.owner !== buyer && game.kindOf(ca.owner) === 'player' && offered.length > 0) {
          if (game.kindOf(game.corporation('PRR').shares[1].owner) === 'player') {
            moments++;
            othersOffered += offered.length;
            expect(offered).not.toContain('CA');
            refused(game, buyer, 'buy_company', { company: 'CA', price: 1 }, 'company/share_held');
          } else {
            // In the market (or the IPO) the share goes with the company, as the reference gives it.
            expect(offered).toContain('CA');
            offeredFree++;
          }
        }
        game.process(action);
      }
    }
    expect(moments).toBeGreaterThan(0);
    expect(othersOffered).toBeGreaterThan(0);
    expect(offeredFree).toBeGreaterThan(0);
  });
});
