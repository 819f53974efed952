/**
 * Bundles: the links joining the same two stops the same way, as far as the rules care (the
 * same terminal track at the same ends). A route's revenue depends only on its stops, so the
 * search walks bundles, not links: a map with many parallel ways between two cities (branching
 * plain track, junction tiles) then has as many routes to consider as stop sequences, not as
 * combinations of ways. Which link of a bundle a route takes is decided only where track is
 * contested, by `realize.ts`.
 */

/** A way between two stops over the network's track (built by network.ts). */
export interface Link {
  readonly id: number;
  /** Stop indices of the two ends; `paths` run from `a` to `b`. */
  readonly a: number;
  readonly b: number;
  readonly paths: readonly number[];
  /** Track bits used, as words of a bitset `Network.words` wide. */
  readonly bits: Uint32Array;
  /** The path at the `a` end / `b` end is terminal; some path strictly inside is terminal. */
  readonly terminalA: boolean;
  readonly terminalB: boolean;
  readonly terminalInside: boolean;
}

export interface Bundle {
  readonly id: number;
  /** The two stops; `a` is the lower stop index. */
  readonly a: number;
  readonly b: number;
  /** Link ids, in link order. */
  readonly links: readonly number[];
  /** Track every link of the bundle uses (bits set in all of them). */
  readonly common: Uint32Array;
  /** As Link's, seen from `a` to `b` (the same for every link of the bundle). */
  readonly terminalA: boolean;
  readonly terminalB: boolean;
  readonly terminalInside: boolean;
  /**
   * Every link has two or more paths. For a bundle with terminal track this is the same for all
   * its links, which is what the terminal rule needs; other bundles never meet that rule.
   */
  readonly multiPath: boolean;
}

/** Bundles of the links; with `parallel` false, one per link. */
export function bundleLinks(links: readonly Link[], words: number, parallel: boolean): Bundle[] {
  const byKey = new Map<string, number[]>();
  for (const link of links) {
    const forward = link.a < link.b;
    const a = forward ? link.a : link.b;
    const b = forward ? link.b : link.a;
    const tA = forward ? link.terminalA : link.terminalB;
    const tB = forward ? link.terminalB : link.terminalA;
    const terminal = tA || tB || link.terminalInside;
    const key = parallel ? `${a},${b},${tA},${tB},${link.terminalInside},${terminal ? link.paths.length >= 2 : '-'}` : String(link.id);
    let list = byKey.get(key);
    if (!list) byKey.set(key, (list = []));
    list.push(link.id);
  }
  let id = 0;
  const out: Bundle[] = [];
  for (const ids of byKey.values()) {
    const first = links[ids[0]];
    const forward = first.a < first.b;
    const common = new Uint32Array(words).fill(0xffffffff);
    for (const l of ids) for (let w = 0; w < words; w++) common[w] &= links[l].bits[w];
    out.push({
      id: id++,
      a: forward ? first.a : first.b,
      b: forward ? first.b : first.a,
      links: ids,
      common,
      terminalA: forward ? first.terminalA : first.terminalB,
      terminalB: forward ? first.terminalB : first.terminalA,
      terminalInside: first.terminalInside,
      multiPath: ids.every((l) => links[l].paths.length >= 2),
    });
  }
  return out;
}
