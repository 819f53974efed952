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
 * swapped. Where the optimisation has a work budget, each partial run spends one of it.
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
  budget?: { left: number },
): CombineOutcome {
  const search = new RunSearch(network, slots, incumbent, slack, value, partial, budget);
  search.visit(0, 0);
  return { ...search.best, combinations: search.combinations };
}

/** Where a candidate runs beside the routes chosen before it: see RunSearch.fit. */
interface Placement {
  readonly own: readonly number[];
  readonly others?: (readonly number[] | null)[];
}

/**
 * One branch and bound's state: the slots' bounds, the run chosen so far (a route and its
 * links per slot, and per depth the track it needs and holds), and the best run found. Its
 * methods are the phases: bound the slots left, place a candidate beside the routes chosen,
 * choose it, value a complete run, leave the rest of a kind empty.
 */
class RunSearch {
  private readonly words: number;
  private readonly n: number;
  /** Per slot: how many later slots share its kind. */
  private readonly sameAfter: Int32Array;
  /** Per slot: the best the slots after those of its kind could earn. */
  private readonly othersAfter: Float64Array;
  private readonly choice: (RouteCandidate | null)[];
  /** The links each chosen route runs over now (a joint realization may change earlier ones). */
  private readonly realized: (readonly number[] | null)[];
  private readonly chosenIndex: Int32Array;
  /** Per depth: track every realization of the chosen routes needs, and track they use now. */
  private readonly needed: Uint32Array[];
  private readonly held: Uint32Array[];
  best: Run;
  combinations = 0;

  constructor(
    private readonly network: Network,
    private readonly slots: readonly TrainSlot[],
    incumbent: Run,
    private readonly slack: number,
    private readonly value: (choice: readonly (RouteCandidate | null)[], beat: number) => number | undefined,
    private readonly partial: ((choice: readonly (RouteCandidate | null)[]) => number | undefined) | undefined,
    /** The optimisation's work budget, shared with the route search: each partial run spends one. */
    private readonly budget: { left: number } | undefined,
  ) {
    const { words } = network;
    const n = slots.length;
    this.words = words;
    this.n = n;
    this.sameAfter = new Int32Array(n);
    this.othersAfter = new Float64Array(n + 1);
    for (let i = n - 1; i >= 0; i--) {
      const same = i + 1 < n && slots[i + 1].kind === slots[i].kind;
      this.sameAfter[i] = same ? this.sameAfter[i + 1] + 1 : 0;
      this.othersAfter[i] = same ? this.othersAfter[i + 1] : this.othersAfter[i + 1] + (i + 1 < n ? bestOf(slots[i + 1]) * (this.sameAfter[i + 1] + 1) : 0);
    }
    this.best = incumbent;
    this.choice = new Array(n).fill(null);
    this.realized = new Array(n).fill(null);
    this.chosenIndex = new Int32Array(n);
    this.needed = Array.from({ length: n + 1 }, () => new Uint32Array(words));
    this.held = Array.from({ length: n + 1 }, () => new Uint32Array(words));
  }

  /** Every run from slot i on, with the routes of slots before it chosen, earning `total` so far. */
  visit(i: number, total: number): void {
    const { slots, slack, sameAfter, othersAfter, chosenIndex, realized, budget } = this;
    // Many trains over a dense map (1861's national, eight and more) make millions of partial
    // runs: once the budget is spent, the best run found so far stands (and is said unproven).
    if (budget) {
      if (budget.left <= 0) return;
      budget.left--;
    }
    this.combinations++;
    if (i === this.n) return this.valueComplete(total);
    const list = slots[i].candidates;
    const sameKind = i > 0 && slots[i - 1].kind === slots[i].kind;
    // The same candidate may serve two trains of a kind when its bundles have room for both.
    const first = sameKind ? chosenIndex[i - 1] : 0;
    // Only worth a scan when two or more slots remain (the loop below scans for the last one).
    if (i > 0 && i < this.n - 1 && total + slack + this.fitBound(i, this.needed[i], first) <= this.best.total) return;
    for (let j = first; j < list.length; j++) {
      const candidate = list[j];
      // Later slots of this kind take candidates from here on, so earn no more than this one.
      if (total + slack + candidate.revenue * (sameAfter[i] + 1) + othersAfter[i] <= this.best.total) break;
      const placed = this.fit(i, candidate);
      if (!placed) continue;
      const saved = placed.others ? realized.slice(0, i) : undefined;
      this.choose(i, j, placed);
      const next = this.totalWith(i, total + candidate.revenue);
      if (next + slack + candidate.revenue * sameAfter[i] + othersAfter[i] > this.best.total) this.visit(i + 1, next);
      if (saved) saved.forEach((links, k) => (realized[k] = links));
    }
    // This train runs nothing (nor do the rest of its kind).
    if (total + slack + othersAfter[i] <= this.best.total) return;
    this.visit(this.runNothingFrom(i), total);
  }

  /** A complete run: the best so far if its exact value beats the best. */
  private valueComplete(total: number): void {
    if (!(total + this.slack > this.best.total)) return;
    const run = this.choice.map((c, k) => this.asRun(c, k));
    const exact = this.value(run, this.best.total);
    if (exact !== undefined && exact > this.best.total) this.best = { total: exact, choice: run };
  }

  /** Candidate j of slot i, placed: chosen, with the track the run now needs and holds. */
  private choose(i: number, j: number, placed: Placement): void {
    const { words, choice, realized, needed, held } = this;
    const candidate = this.slots[i].candidates[j];
    if (placed.others) placed.others.forEach((links, k) => (realized[k] = links));
    realized[i] = placed.own;
    choice[i] = candidate;
    this.chosenIndex[i] = j;
    for (let w = 0; w < words; w++) needed[i + 1][w] = needed[i][w] | candidate.mandatory[w];
    if (placed.others || placed.own !== candidate.links) {
      const all = realized.slice(0, i + 1).flatMap((links, k) => (choice[k] && choice[k]!.bundles.length ? links! : []));
      held[i + 1].set(linkBits(this.network, all));
      for (let k = 0; k <= i; k++) if (choice[k] && choice[k]!.bundles.length === 0) for (let w = 0; w < words; w++) held[i + 1][w] |= choice[k]!.bits[w];
    } else {
      for (let w = 0; w < words; w++) held[i + 1][w] = held[i][w] | candidate.bits[w];
    }
  }

  /**
   * What the routes of slots 0..i earn together (`sum`: each alone, added up), where the
   * title's rules value runs (a bonus only one route may take): tighter than the sum.
   */
  private totalWith(i: number, sum: number): number {
    if (!this.partial || i < 1 || i >= this.n - 1) return sum;
    const together = this.partial(this.choice.map((c, k) => (k <= i ? this.asRun(c, k) : null)));
    return together !== undefined && together < sum ? together : sum;
  }

  /** Slot i and the rest of its kind run nothing: the slot to go on from. */
  private runNothingFrom(i: number): number {
    const { choice, realized, needed, held } = this;
    const skipTo = i + this.sameAfter[i] + 1;
    for (let k = i; k < skipTo; k++) {
      choice[k] = null;
      realized[k] = null;
      this.chosenIndex[k] = this.slots[k].candidates.length;
      needed[k + 1].set(needed[i]);
      held[k + 1].set(held[i]);
    }
    return skipTo;
  }

  /** Slot k's chosen route as it runs now (over its realized links), or null. */
  private asRun(c: RouteCandidate | null, k: number): RouteCandidate | null {
    if (!c) return null;
    const links = this.realized[k]!;
    // Over its own links (nearly always): the candidate itself, whose bits are those links'.
    // A copy for each partial run valued was a twentieth of a long optimisation.
    if (links === c.links) return c;
    return { ...c, links, bits: c.bundles.length ? linkBits(this.network, links) : c.bits };
  }

  /**
   * What slots `i` on could add beside the track the chosen routes need, slot i's kind
   * choosing from index `first` on: per kind, its best candidates that might fit (as many as
   * it has slots left; one candidate serves two slots only when it needs no track for sure, as
   * two copies of it would otherwise clash), ignoring clashes among themselves. Gives up after FIT_SCAN candidates
   * per kind: those left earn no more than the last seen.
   */
  private fitBound(i: number, taken: Uint32Array, first: number): number {
    const { slots, sameAfter, n } = this;
    let sum = 0;
    for (let slot = i; slot < n; ) {
      const list = slots[slot].candidates;
      let count = sameAfter[slot] + 1;
      const from = slot === i ? first : 0;
      slot += count;
      const end = Math.min(list.length, from + FIT_SCAN);
      let j = from;
      for (; j < end && count > 0; j++) {
        if (this.clashes(list[j].mandatory, taken)) continue;
        // A route needing no track for sure might serve every train left of its kind.
        const uses = needsNothing(list[j]) ? count : 1;
        sum += uses * Math.max(0, list[j].revenue);
        count -= uses;
      }
      if (count > 0 && j < list.length) sum += count * Math.max(0, list[j].revenue);
    }
    return sum;
  }

  /**
   * Puts `candidate` in slot i beside the routes of slots before it: the links it runs over,
   * and (when the routes before had to change links too) their new links; undefined when
   * they cannot all run together.
   */
  private fit(i: number, candidate: RouteCandidate): Placement | undefined {
    const { network, choice, realized } = this;
    if (this.clashes(candidate.mandatory, this.needed[i])) return undefined;
    if (!this.clashes(candidate.bits, this.held[i])) return { own: candidate.links };
    if (candidate.bundles.length === 0) return undefined;
    const own = realize(network, candidate.bundles, this.held[i], candidate.links);
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
  }

  private clashes(bits: Uint32Array, taken: Uint32Array): boolean {
    const { words } = this;
    for (let w = 0; w < words; w++) if (bits[w] & taken[w]) return true;
    return false;
  }
}

function needsNothing(candidate: RouteCandidate): boolean {
  return candidate.mandatory.every((word) => word === 0);
}

function bestOf(slot: TrainSlot): number {
  return Math.max(0, slot.candidates[0]?.revenue ?? 0);
}
