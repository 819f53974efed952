/**
 * Route networks kept on the board across map changes that cannot change them: an operator's
 * network is what walks from its tokens read, so a tile laid or a token placed on a hex those
 * walks never read leaves it as it was (the reasoning the corporation graphs' cache follows).
 * Simulated play and the route step ask for the same operator's network every operating round,
 * and most of the map changes between are elsewhere.
 */
import type { Board, LastingCache } from '../board.js';
import { buildNetwork, type Network, type NetworkOptions } from './network.js';
import type { OptimiseResult } from './types.js';

export interface KeptNetwork {
  readonly network: Network;
  /** Per hex index: the build read it (a change there may change the network). */
  readonly reads: Uint8Array;
  /** Best runs found on it under rules without title hooks, by question (see optimiseRoutes). */
  readonly runs: Map<string, OptimiseResult>;
}

class NetworkCache implements LastingCache {
  readonly networks = new Map<string, KeptNetwork>();

  prune(board: Board, changed: readonly number[]): void {
    for (const [key, kept] of this.networks) {
      // A token of the operator's own placed anywhere adds a start: the walks begin there too.
      if (changed.some((hex) => kept.reads[hex] === 1 || holdsToken(board, hex, kept.network.operator))) this.networks.delete(key);
    }
  }
}

function holdsToken(board: Board, hex: number, operator: string): boolean {
  for (const city of board.states[hex].tokens) if (city.includes(operator)) return true;
  return false;
}

/** The operator's network on the board as it is now: the one built before, while nothing it read has changed. */
export function networkFor(board: Board, operator: string, options: NetworkOptions = {}): Network {
  return keptNetwork(board, operator, options).network;
}

/** The operator's network as kept on the board, with what was found on it. */
export function keptNetwork(board: Board, operator: string, options: NetworkOptions = {}): KeptNetwork {
  const cache = board.lastingCache('routeNetworks', () => new NetworkCache()).networks;
  const key = `${operator}\u0000${options.dropDominated === true}\u0000${options.bundleParallel === true}`;
  let kept = cache.get(key);
  if (kept === undefined) {
    const reads = new Uint8Array(board.grid.size);
    kept = { network: buildNetwork(board, operator, options, reads), reads, runs: new Map() };
    cache.set(key, kept);
  }
  return kept;
}
