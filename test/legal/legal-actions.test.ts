/**
 * The shape of `game.legalActions()` on fresh games: who may act, the choices listed with what
 * makes them concrete, and that each listed choice is a move the game takes.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle } from '../../generated/index.js';
import { Game } from '../../runtime/engine/game.js';
import { examples } from '../../runtime/legal/choose.js';
import type { BidLegal, LegalAction } from '../../runtime/legal/types.js';
import type { TitleModule } from '../../runtime/module.js';

const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i + 1}`, name: `Player ${i + 1}` }));

async function fresh(title: string, players: number): Promise<Game> {
  return new Game((await loadTitle(title as never)) as TitleModule, seats(players), { seed: 3 });
}

const kinds = (legals: readonly LegalAction[]) => [...new Set(legals.map((l) => `${l.entity}:${l.type}`))].sort();

describe('legal actions', () => {
  it('in 1830’s opening auction: the first player bids on each private (the cheapest at its price) or passes; the others may only end the game', async () => {
    const game = await fresh('1830', 4);
    const legals = game.legalActions();
    expect(kinds(legals)).toEqual(['p1:bid', 'p1:end_game', 'p1:pass', 'p2:end_game', 'p3:end_game', 'p4:end_game']);
    const bids = legals.filter((l): l is BidLegal => l.type === 'bid');
    expect(bids.map((b) => [b.company, b.min, b.max])).toEqual([
      ['SV', 20, 20],
      ['CS', 45, 600],
      ['DH', 75, 600],
      ['MH', 115, 600],
      ['CA', 165, 600],
      ['BO', 225, 600],
    ]);
    // The cheapest is a purchase at its price, the rest are bids.
    expect(bids.map((b) => b.purchase ?? false)).toEqual([true, false, false, false, false, false]);
    expect(game.legalActions('p2')).toEqual([{ type: 'end_game', entity: 'p2', entityType: 'player' }]);
  });

  it('in 1830’s opening auction: a bid on a private the player already leads says so (the simulator never makes it)', async () => {
    const game = await fresh('1830', 4);
    game.process({ type: 'bid', entity: 'p1', entity_type: 'player', company: 'CS', price: 45 });
    game.process({ type: 'bid', entity: 'p2', entity_type: 'player', company: 'DH', price: 75 });
    game.process({ type: 'pass', entity: 'p3', entity_type: 'player' });
    game.process({ type: 'pass', entity: 'p4', entity_type: 'player' });
    const bids = game.legalActions('p1').filter((l): l is BidLegal => l.type === 'bid');
    expect(bids.map((b) => [b.company, b.min, b.leading ?? false])).toEqual([
      ['SV', 20, false],
      ['CS', 50, true],
      ['DH', 80, false],
      ['MH', 115, false],
      ['CA', 165, false],
      ['BO', 225, false],
    ]);
  });

  it('lists nothing once the game is over', async () => {
    const game = await fresh('example', 3);
    game.process({ type: 'end_game', entity: 'p1', entity_type: 'player' });
    expect(game.finished).toBe(true);
    expect(game.legalActions()).toEqual([]);
  });

  it('in 1846’s draft: the player to choose picks any card of the hand (its price is not theirs to choose)', async () => {
    const game = await fresh('1846', 4);
    const current = game.round.activeEntities()[0];
    const picks = game.legalActions(current).filter((l): l is BidLegal => l.type === 'bid');
    expect(picks).toHaveLength(6); // players + 2
    expect(picks.every((p) => p.amountIgnored && p.min === p.max)).toBe(true);
    // Any of them is a move the game takes.
    for (const pick of picks) {
      const copy = new Game(game.module, game.seats, { seed: 3 });
      expect(() => copy.process(examples(pick)[0])).not.toThrow();
    }
  });
});
