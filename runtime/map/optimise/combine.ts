/**
 * Choosing one route per train so that no two share track, for the highest total: branch and
 * bound over the trains, best-paying first, each train trying its candidates best first (or
 * running nothing). A branch stops when its total plus what the remaining trains could earn
 * does not beat the best run found so far; candidates are sorted, so the first candidate that
 * cannot beat it ends the train's loop.
 *
 * A candidate is a sequence of bundles (see bundles.ts): routes are compatible when their
 * bundles can all be given links sharing no track. The track every realization needs
 * (`mandatory`) rejects most incompatible pairs at once; otherwise the candidate's own
 * realization is tried, then another one beside the routes chosen, then a joint one for all.
 *
 * Trains of one kind share a candidate list and take candidates in list order (a train that
 * runs nothing is followed by ones that run nothing), so no run is tried twice with its trains
 * swapped.
 */
import type { Network } from './network.js';
import { linkBits, realize } from './realize.js';
import type { RouteCandidate } from './search.js';

/** How many candidates a bound looks at before assuming the rest fit. */
const FIT_SCAN = 48;

export interface TrainSlot {
  /** Trains with equal kind share candidates (and must be adjacent in the slot order). */
  readonly kind: number;
  /** Best first. */
  readonly candidates: readonly RouteCandidate[];
}

export interface Run {
  readonly total: number;
  /** A route per slot (with the links it runs over), or null for a train that does not run. */
  readonly choice: readonly (RouteCandidate | null)[];
}

export interface CombineOutcome extends Run {
  /** Partial runs looked at. */
  readonly combinations: number;
}

/**
 * The best run beating `incumbent`, or the incumbent when none does. A candidate's `revenue`
 * must be at least what it earns in any run, and `slack` at least what any run earns beyond
 * its routes; `value` gives a complete run's true total, or undefined when the run is refused
 * (the title's rules on whole runs, the engine's decoding; it may skip the checks for a run
 * whose total does not beat `beat`). `partial`, where given, values the routes chosen so far
 * as a run of their own (undefined: unknown); a run with more routes must earn no more than
 * that plus what each added route earns alone, and the search prunes with it.
 */
export function combineRoutes(
  network: Network,
  slots: readonly TrainSlot[],
  incumbent: Run,
  slack: number,
  value: (choice: readonly (RouteCandidate | null)[], beat: number) => number | undefined,
  partial?: (choice: readonly (RouteCandidate | null)[]) => number | undefined,
): CombineOutcome {
  const { words } = network;
  const n = slots.length;
  // Per slot: how many later slots share its kind, and the best the slots after those could earn.
  const sameAfter = new Int32Array(n);
  const othersAfter = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) {
    const same = i + 1 < n && slots[i + 1].kind === slots[i].kind;
    sameAfter[i] = same ? sameAfter[i + 1] + 1 : 0;
    othersAfter[i] = same ? othersAfter[i + 1] : othersAfter[i + 1] + (i + 1 < n ? bestOf(slots[i + 1]) * (sameAfter[i + 1] + 1) : 0);
  }
  let best: Run = incumbent;
  let combinations = 0;
  const choice: (RouteCandidate | null)[] = new Array(n).fill(null);
  // The links each chosen route runs over now (a joint realization may change earlier ones).
  const realized: (readonly number[] | null)[] = new Array(n).fill(null);
  const chosenIndex = new Int32Array(n);
  // Per depth: track every realization of the chosen routes needs, and track they use now.
  const needed = Array.from({ length: n + 1 }, () => new Uint32Array(words));
  const held = Array.from({ length: n + 1 }, () => new Uint32Array(words));

  const clashes = (bits: Uint32Array, taken: Uint32Array): boolean => {
    for (let w = 0; w < words; w++) if (bits[w] & taken[w]) return true;
    return false;
  };

  /**
   * What slots `i` on could add beside the track the chosen routes need, slot i's kind
   * choosing from index `first` on: per kind, its best candidates that might fit (as many as
   * it has slots left; one candidate serves two slots only when it needs no track for sure, as
   * two copies of it would otherwise clash), ignoring clashes among themselves. Gives up after FIT_SCAN candidates
   * per kind: those left earn no more than the last seen.
   */
  const fitBound = (i: number, taken: Uint32Array, first: number): number => {
    let sum = 0;
    for (let slot = i; slot < n; ) {
      const list = slots[slot].candidates;
      let count = sameAfter[slot] + 1;
      const from = slot === i ? first : 0;
      slot += count;
      const end = Math.min(list.length, from + FIT_SCAN);
      let j = from;
      for (; j < end && count > 0; j++) {
        if (clashes(list[j].mandatory, taken)) continue;
        // A route needing no track for sure might serve every train left of its kind.
        const uses = needsNothing(list[j]) ? count : 1;
        sum += uses * Math.max(0, list[j].revenue);
        count -= uses;
      }
      if (count > 0 && j < list.length) sum += count * Math.max(0, list[j].revenue);
    }
    return sum;
  };

  /**
   * Puts `candidate` in slot i beside the routes of slots before it: the links it runs over,
   * and (when the routes before had to change links too) their new links; undefined when
   * they cannot all run together.
   */
  const fit = (i: number, candidate: RouteCandidate): { own: readonly number[]; others?: (readonly number[] | null)[] } | undefined => {
    if (clashes(candidate.mandatory, needed[i])) return undefined;
    if (!clashes(candidate.bits, held[i])) return { own: candidate.links };
    if (candidate.bundles.length === 0) return undefined;
    const own = realize(network, candidate.bundles, held[i], candidate.links);
    if (own) return { own };
    const gaps: number[] = [];
    const preferred: number[] = [];
    for (let k = 0; k < i; k++) {
      const route = choice[k];
      if (!route) continue;
      gaps.push(...route.bundles);
      preferred.push(...realized[k]!);
    }
    gaps.push(...candidate.bundles);
    preferred.push(...candidate.links);
    const joint = realize(network, gaps, undefined, preferred);
    if (!joint) return undefined;
    let at = 0;
    const others = realized.slice(0, i).map((links, k) => {
      if (!choice[k]) return null;
      const part = joint.slice(at, at + links!.length);
      at += links!.length;
      return part;
    });
    return { own: joint.slice(at), others };
  };

  const visit = (i: number, total: number): void => {
    combinations++;
    if (i === n) {
      if (total + slack > best.total) {
        const run = choice.map((c, k) => (c ? { ...c, links: realized[k]!, bits: c.bundles.length ? linkBits(network, realized[k]!) : c.bits } : null));
        const exact = value(run, best.total);
        if (exact !== undefined && exact > best.total) best = { total: exact, choice: run };
      }
      return;
    }
    const list = slots[i].candidates;
    const sameKind = i > 0 && slots[i - 1].kind === slots[i].kind;
    // The same candidate may serve two trains of a kind when its bundles have room for both.
    const first = sameKind ? chosenIndex[i - 1] : 0;
    // Only worth a scan when two or more slots remain (the loop below scans for the last one).
    if (i > 0 && i < n - 1 && total + slack + fitBound(i, needed[i], first) <= best.total) return;
    for (let j = first; j < list.length; j++) {
      const candidate = list[j];
      // Later slots of this kind take candidates from here on, so earn no more than this one.
      if (total + slack + candidate.revenue * (sameAfter[i] + 1) + othersAfter[i] <= best.total) break;
      const placed = fit(i, candidate);
      if (!placed) continue;
      const saved = placed.others ? realized.slice(0, i) : undefined;
      if (placed.others) placed.others.forEach((links, k) => (realized[k] = links));
      realized[i] = placed.own;
      choice[i] = candidate;
      chosenIndex[i] = j;
      for (let w = 0; w < words; w++) needed[i + 1][w] = needed[i][w] | candidate.mandatory[w];
      if (placed.others || placed.own !== candidate.links) {
        const all = realized.slice(0, i + 1).flatMap((links, k) => (choice[k] && choice[k]!.bundles.length ? links! : []));
        held[i + 1].set(linkBits(network, all));
        for (let k = 0; k <= i; k++) if (choice[k] && choice[k]!.bundles.length === 0) for (let w = 0; w < words; w++) held[i + 1][w] |= choice[k]!.bits[w];
      } else {
        for (let w = 0; w < words; w++) held[i + 1][w] = held[i][w] | candidate.bits[w];
      }
      // What the routes chosen so far earn together, where the title's rules value runs (a
      // bonus only one route may take): tighter than the sum of what each earns alone.
      let next = total + candidate.revenue;
      if (partial && i >= 1 && i < n - 1) {
        const together = partial(choice.map((c, k) => (c && k <= i ? { ...c, links: realized[k]!, bits: c.bundles.length ? linkBits(network, realized[k]!) : c.bits } : null)));
        if (together !== undefined && together < next) next = together;
      }
      if (next + slack + candidate.revenue * sameAfter[i] + othersAfter[i] > best.total) visit(i + 1, next);
      if (saved) saved.forEach((links, k) => (realized[k] = links));
    }
    // This train runs nothing (nor do the rest of its kind).
    if (total + slack + othersAfter[i] <= best.total) return;
    const skipTo = i + sameAfter[i] + 1;
    for (let k = i; k < skipTo; k++) {
      choice[k] = null;
      realized[k] = null;
      chosenIndex[k] = slots[k].candidates.length;
      needed[k + 1].set(needed[i]);
      held[k + 1].set(held[i]);
    }
    visit(skipTo, total);
  };

  visit(0, 0);
  return { ...best, combinations };
}

function needsNothing(candidate: RouteCandidate): boolean {
  return candidate.mandatory.every((word) => word === 0);
}

function bestOf(slot: TrainSlot): number {
  return Math.max(0, slot.candidates[0]?.revenue ?? 0);
}
