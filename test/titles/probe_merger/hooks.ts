/**
 * Probe hooks forming a corporation from two others: see test/hooks/merger.test.ts.
 */
import { defineHooks, type GameEffects } from '../../../runtime/sdk.js';
import type { Types } from '../../generated/titles/probe_merger/types.js';

const MERGED: readonly Types['corporation'][] = ['AA', 'BB'];

/** NN forms: each player a share for each 10% held, the most the president; AA and BB fold into it. */
function formNn(game: GameEffects<Types>): void {
  const held = new Map<string, number>();
  for (const sym of MERGED) for (const p of game.state.players) held.set(p.id, (held.get(p.id) ?? 0) + game.percentOf(p.id, sym) / 10);
  for (const sym of MERGED) game.mergeMinor(sym, 'NN', { addTokens: true });
  game.reissueShares('NN', [10, ...Array<number>(18).fill(5)], [1, ...Array<number>(18).fill(0.5)]);
  game.parCorporation('NN', [0, 5]);
  const order = [...held].sort((a, b) => b[1] - a[1]);
  let next = 18;
  for (const [player, shares] of order) {
    let count = shares;
    if (player === order[0][0]) {
      game.moveShare('NN_0', player);
      count -= 2;
    }
    for (; count > 0; count--) game.moveShare(`NN_${next--}`, player);
  }
  game.startOperator('NN', order[0][0]);
  game.setCertLimit(15);
}

export default defineHooks<Types>({
  events: { form_nn: (_event, game) => formNn(game) },
  // NN's price never falls below where it started.
  canMoveSharePrice: (corporation, to) => corporation !== 'NN' || to.price >= 100 || 'NN stays at $100 or above',
});
