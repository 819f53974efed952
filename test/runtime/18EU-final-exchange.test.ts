/**
 * 18EU's Final Exchange, when a player may pass (giving up their minors): as the reference's
 * `can_discard?`, each minor must reach no major, or reach *some* major without a share to give
 * (not every one). The state comes from a simulated game (seed 11, the title's most players), at
 * the round's turn where p2 owns three minors: one reaching a major with a share and one without,
 * two reaching only majors without. Passing was refused there until the rule was corrected.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../../runtime/engine/game.js';
import { legalActions } from '../../runtime/legal/collect.js';
import { simulateGame } from '../../runtime/sim/simulate.js';
import { loadTitle } from '../../generated/index.js';
import { connectedCorporations, minorsOf } from '../../titles/18EU/exchange.js';

describe('18EU: passing in the Final Exchange', () => {
  it('is offered where every minor reaches some major with no share to give', async () => {
    const title = await loadTitle('18EU');
    const players = ['p1', 'p2', 'p3', 'p4'];
    const played = simulateGame(title, 11, players.length, { keepLog: true });
    const game = new Game(title, players.map((id) => ({ id, name: id })), { seed: 11, optionalRules: [] });
    /** Whether a major has a share to give a minor: its treasury's while it has one, else the market's. */
    const gives = (sym: string) => game.corporation(sym).ipoed && game.corporation(sym).shares.some((s) => !s.president && (s.owner === sym || s.owner === 'pool'));
    const seen: string[] = [];
    for (const action of played.log!) {
      if (game.round.kind === 'final_exchange' && action.type !== 'end_game') {
        const player = game.round.entities[game.round.entityIndex];
        const reached = minorsOf(game, player).map((minor) => connectedCorporations(game, minor).map(gives));
        const mayGiveUpAll = reached.length > 0 && reached.every((r) => r.length === 0 || r.includes(false));
        const mixed = reached.some((r) => r.includes(true) && r.includes(false));
        const passes = legalActions(game, player).some((l) => l.type === 'pass');
        expect(passes, `${player} with minors reaching ${JSON.stringify(reached)}`).toBe(mayGiveUpAll);
        if (mixed && passes) seen.push(player);
      }
      game.process(action);
    }
    // The case the rule is about was met: a minor reaching a major with a share and one without.
    expect(seen.length).toBeGreaterThan(0);
  }, 30_000);
});
