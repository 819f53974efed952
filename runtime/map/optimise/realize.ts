/**
 * Realizing routes: choosing, for every bundle a set of routes runs over, one of its links so
 * that no two chosen links share track and none touches track held elsewhere. A small exact
 * search (most bundles have one link, and contested ones few): the bundles with fewest links
 * go first, each trying the link it had before first, so a working choice changes little.
 */
import type { Network } from './network.js';

/**
 * A link per gap (`gaps` are bundle ids), pairwise free of shared track and of `blocked`, or
 * undefined when there is none. `preferred` (a link per gap, -1 for none) is tried first.
 */
export function realize(network: Network, gaps: readonly number[], blocked: Uint32Array | undefined, preferred?: readonly number[]): number[] | undefined {
  const { words, links, bundles } = network;
  const used = new Uint32Array(words);
  if (blocked) used.set(blocked);
  const order = gaps.map((_, i) => i).sort((x, y) => bundles[gaps[x]].links.length - bundles[gaps[y]].links.length || x - y);
  const out = new Array<number>(gaps.length).fill(-1);

  const fits = (bits: Uint32Array): boolean => {
    for (let w = 0; w < words; w++) if (bits[w] & used[w]) return false;
    return true;
  };

  const place = (k: number): boolean => {
    if (k === order.length) return true;
    const gap = order[k];
    const options = bundles[gaps[gap]].links;
    const first = preferred?.[gap] ?? -1;
    for (let o = -1; o < options.length; o++) {
      const link = o < 0 ? first : options[o];
      if (link < 0 || (o >= 0 && link === first)) continue;
      const bits = links[link].bits;
      if (!fits(bits)) continue;
      for (let w = 0; w < words; w++) used[w] |= bits[w];
      out[gap] = link;
      if (place(k + 1)) return true;
      for (let w = 0; w < words; w++) used[w] &= ~bits[w];
    }
    out[gap] = -1;
    return false;
  };

  return place(0) ? out : undefined;
}

/** The track of a set of links, as one bitset. */
export function linkBits(network: Network, chosen: readonly number[]): Uint32Array {
  const bits = new Uint32Array(network.words);
  for (const l of chosen) {
    const b = network.links[l].bits;
    for (let w = 0; w < network.words; w++) bits[w] |= b[w];
  }
  return bits;
}
