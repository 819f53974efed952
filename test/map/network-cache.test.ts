/**
 * Route networks kept on the board (runtime/map/optimise/network-cache.ts) against networks
 * built afresh: after every action of recorded games, every corporation's kept network must
 * equal the one a new build finds on the map as it is. A change the cache failed to see (a hex
 * the walks read but the prune did not name) shows here as a kept network that went stale.
 */
import { describe, expect, it } from 'vitest';
import { loadTitle, titleIdFor } from '../../generated/index.js';
import { mapContext } from '../../runtime/engine/map-access.js';
import { boardFor } from '../../runtime/map/board.js';
import { buildNetwork, type Network } from '../../runtime/map/optimise/network.js';
import { networkFor } from '../../runtime/map/optimise/network-cache.js';
import { newGameFor } from '../../runtime/replay/fixture.js';
import { fixtureFiles, fixturesDir, readFixture } from '../support/shared.js';

/** A network as plain data, without the board it was built on (the same object either way). */
function plain(network: Network): string {
  const { board: _board, ...rest } = network;
  return JSON.stringify(rest, (_key, value: unknown) => (value instanceof Uint32Array ? [...value] : value));
}

/** A few recordings of titles whose maps differ (1830's, 1889's, 18Chesapeake's), the first of each. */
const files = ['1830', '1889', '18Chesapeake'].flatMap((title) => fixtureFiles(title).slice(0, 1));

describe.skipIf(!fixturesDir())('kept route networks', () => {
  for (const file of files) {
    it(`equal fresh ones after every action of ${file.title}/${file.name}`, async () => {
      const fixture = readFixture(file);
      const game = newGameFor(await loadTitle(titleIdFor(fixture.title)!), fixture);
      let compared = 0;
      let kept = 0;
      const before = new Map<string, Network>();
      game.load(fixture.actions, (action) => {
        const board = boardFor(mapContext(game));
        for (const corporation of game.corporations) {
          // Asked on every state, as legal actions ask; the options the optimiser uses without title rules.
          const options = { dropDominated: true, bundleParallel: true };
          const network = networkFor(board, corporation.sym, options);
          if (before.get(corporation.sym) === network) kept++;
          before.set(corporation.sym, network);
          expect(plain(network), `${corporation.sym} after action ${action.id}`).toBe(plain(buildNetwork(board, corporation.sym, options)));
          compared++;
        }
      });
      expect(compared).toBeGreaterThan(0);
      // The cache must be doing something: most networks outlive most actions.
      expect(kept).toBeGreaterThan(compared / 2);
    }, 120_000);
  }
});
