/**
 * Choosing one route per train so that no two share track, for the highest total: branch and
 * bound over the trains, best-paying first, each train trying its candidates best first (or
 * running nothing). A branch stops when its total plus the best each remaining train could
 * earn alone does not beat the best run found so far; candidates are sorted, so the first
 * candidate that cannot beat it ends the train's loop.
 *
 * Trains of one kind share a candidate list and take candidates in increasing list order (a
 * train that runs nothing is followed by ones that run nothing), so no run is tried twice
 * with its trains swapped.
 */
import type { RouteCandidate } from './search.js';

export interface TrainSlot {
  /** Trains with equal kind share candidates (and must be adjacent in the slot order). */
  readonly kind: number;
  /** Best first. */
  readonly candidates: readonly RouteCandidate[];
}

export interface Run {
  readonly total: number;
  /** A route per slot, or null for a train that does not run. */
  readonly choice: readonly (RouteCandidate | null)[];
}

export interface CombineOutcome extends Run {
  /** Partial runs looked at. */
  readonly combinations: number;
}

/**
 * The best run beating `incumbent` that `accept` allows (checked on complete runs only, for
 * rules of whole runs), or the incumbent when none does.
 */
export function combineRoutes(slots: readonly TrainSlot[], words: number, incumbent: Run, accept: (choice: readonly (RouteCandidate | null)[]) => boolean): CombineOutcome {
  const n = slots.length;
  const suffix = new Float64Array(n + 1);
  for (let i = n - 1; i >= 0; i--) suffix[i] = suffix[i + 1] + Math.max(0, slots[i].candidates[0]?.revenue ?? 0);
  let best: Run = incumbent;
  let combinations = 0;
  const choice: (RouteCandidate | null)[] = new Array(n).fill(null);
  const chosenIndex = new Int32Array(n);
  // Track in use at each depth, so a branch undoes by moving up a level.
  const used = Array.from({ length: n + 1 }, () => new Uint32Array(words));

  const visit = (i: number, total: number): void => {
    combinations++;
    if (i === n) {
      if (total > best.total && accept(choice)) best = { total, choice: [...choice] };
      return;
    }
    if (total + suffix[i] <= best.total) return;
    const list = slots[i].candidates;
    const here = used[i];
    const next = used[i + 1];
    const sameKind = i > 0 && slots[i - 1].kind === slots[i].kind;
    const first = sameKind ? chosenIndex[i - 1] + 1 : 0;
    for (let j = first; j < list.length; j++) {
      const candidate = list[j];
      if (total + candidate.revenue + suffix[i + 1] <= best.total) break;
      const bits = candidate.bits;
      let clash = false;
      for (let w = 0; w < words; w++) {
        if (bits[w] & here[w]) {
          clash = true;
          break;
        }
      }
      if (clash) continue;
      for (let w = 0; w < words; w++) next[w] = here[w] | bits[w];
      choice[i] = candidate;
      chosenIndex[i] = j;
      visit(i + 1, total + candidate.revenue);
    }
    // This train runs nothing (nor do the rest of its kind).
    next.set(here);
    choice[i] = null;
    chosenIndex[i] = list.length;
    visit(i + 1, total);
  };

  visit(0, 0);
  return { ...best, combinations };
}
