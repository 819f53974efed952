/**
 * Route networks kept on the board across map changes that cannot change them: an operator's
 * network is what walks from its tokens read, so a tile laid or a token placed on a hex those
 * walks never read leaves it as it was (the reasoning the corporation graphs' cache follows).
 * Simulated play and the route step ask for the same operator's network every operating round,
 * and most of the map changes between are elsewhere. A network rebuilt after changes that
 * touched none of its stops and links, found the same, keeps the runs found on it.
 */
import { PATH_STRIDE, type Board, type LastingCache } from '../board.js';
import { buildNetwork, type Network, type NetworkOptions } from './network.js';
import type { OptimiseResult } from './types.js';

export interface KeptNetwork {
  readonly network: Network;
  /** Per hex index: the build read it (a change there may change the network). */
  readonly reads: Uint8Array;
  /** Per hex index: a stop or some link's track lies there (what runs on the network decode and value). */
  readonly used: Uint8Array;
  /** Best runs found on it under rules without title hooks, by question (see optimiseRoutes). */
  readonly runs: Map<string, OptimiseResult>;
}

class NetworkCache implements LastingCache {
  readonly networks = new Map<string, KeptNetwork>();
  /**
   * Networks pruned since they were built whose stops and links no change has touched: the
   * walks read track that changed (a stub of track that reaches no stop yet, the common case,
   * grown by a lay), and the rebuild may find the very same network. It then takes these runs.
   */
  readonly pruned = new Map<string, KeptNetwork>();

  prune(board: Board, changed: readonly number[]): void {
    for (const [key, kept] of this.pruned) if (touches(board, kept, changed)) this.pruned.delete(key);
    for (const [key, kept] of this.networks) {
      // A token of the operator's own placed anywhere adds a start: the walks begin there too.
      if (!changed.some((hex) => kept.reads[hex] === 1 || holdsToken(board, hex, kept.network.operator))) continue;
      this.networks.delete(key);
      if (touches(board, kept, changed)) this.pruned.delete(key);
      else this.pruned.set(key, kept);
    }
  }
}

/** Whether a change touched the network's stops or track (or gave its operator a token). */
function touches(board: Board, kept: KeptNetwork, changed: readonly number[]): boolean {
  return changed.some((hex) => kept.used[hex] === 1 || holdsToken(board, hex, kept.network.operator));
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
  const caches = board.lastingCache('routeNetworks', () => new NetworkCache());
  const cache = caches.networks;
  const key = `${operator}\u0000${options.dropDominated === true}\u0000${options.bundleParallel === true}`;
  let kept = cache.get(key);
  if (kept === undefined) {
    const reads = new Uint8Array(board.grid.size);
    const network = buildNetwork(board, operator, options, reads);
    const before = caches.pruned.get(key);
    caches.pruned.delete(key);
    // The same stops and links on untouched hexes: the same network, and the runs found on it
    // (they read nothing else of the board) still its best.
    if (before && sameNetwork(before.network, network)) kept = { network: before.network, reads, used: before.used, runs: before.runs };
    else kept = { network, reads, used: usedHexes(board, network), runs: new Map() };
    cache.set(key, kept);
  }
  return kept;
}

function usedHexes(board: Board, network: Network): Uint8Array {
  const used = new Uint8Array(board.grid.size);
  for (const stop of network.stops) used[stop.hex] = 1;
  for (const link of network.links) for (const pk of link.paths) used[(pk / PATH_STRIDE) | 0] = 1;
  return used;
}

function sameNumbers(a: ArrayLike<number>, b: ArrayLike<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Whether two builds for one operator found the same network (its stops' nodes the same objects: their tiles unchanged). */
function sameNetwork(a: Network, b: Network): boolean {
  if (a.words !== b.words || a.stops.length !== b.stops.length || a.links.length !== b.links.length || a.bundles.length !== b.bundles.length) return false;
  if (!sameNumbers(a.tokens, b.tokens) || !sameNumbers(a.localBit, b.localBit) || a.groups.join('\u0000') !== b.groups.join('\u0000')) return false;
  for (let i = 0; i < a.stops.length; i++) {
    const x = a.stops[i];
    const y = b.stops[i];
    if (x.key !== y.key || x.node !== y.node || x.tokened !== y.tokened || x.blocks !== y.blocks || x.groupMask !== y.groupMask) return false;
    if (!sameNumbers(x.links, y.links) || !sameNumbers(x.bundles, y.bundles)) return false;
  }
  for (let i = 0; i < a.links.length; i++) {
    const x = a.links[i];
    const y = b.links[i];
    if (x.a !== y.a || x.b !== y.b || x.terminalA !== y.terminalA || x.terminalB !== y.terminalB || x.terminalInside !== y.terminalInside) return false;
    if (!sameNumbers(x.paths, y.paths) || !sameNumbers(x.bits, y.bits)) return false;
  }
  for (let i = 0; i < a.bundles.length; i++) {
    const x = a.bundles[i];
    const y = b.bundles[i];
    if (x.a !== y.a || x.b !== y.b || x.terminalA !== y.terminalA || x.terminalB !== y.terminalB || x.terminalInside !== y.terminalInside || x.multiPath !== y.multiPath) return false;
    if (!sameNumbers(x.links, y.links) || !sameNumbers(x.common, y.common)) return false;
  }
  return true;
}
