/**
 * `exceedsDistance` for one multi-node train, compiled once: the route search asks it of every
 * partial route, and building the rule tables and maps per question cost more than the rest
 * of the search. Same answer as `exceedsDistance` for every set of stops: each kind's visit
 * cost fills the capacity of the rules naming it (a rule's capacity shared by its kinds), the
 * kinds with fewest rules first, kinds of equal rule count in the order the stops first show
 * them.
 */
import type { DistanceRule } from '../title/definition.js';

export class DistanceCheck {
  /** Each rule's capacity (`visit`, else `pay`). */
  private readonly capacity: Float64Array;
  /** Per kind index: the rules naming it, in rule order. */
  private readonly rulesOf: Int32Array[] = [];
  private readonly kindIndex = new Map<string, number>();
  // Scratch, reset per question.
  private readonly left: Float64Array;
  private cost = new Float64Array(8);
  private seen = new Uint8Array(8);
  private order = new Int32Array(8);

  constructor(rules: readonly DistanceRule[]) {
    this.capacity = Float64Array.from(rules.map((r) => r.visit ?? r.pay));
    this.left = new Float64Array(rules.length);
    const lists: number[][] = [];
    rules.forEach((rule, r) => {
      for (const kind of rule.nodes) {
        const k = this.kindOf(kind);
        (lists[k] ??= []).push(r);
      }
    });
    lists.forEach((list, k) => (this.rulesOf[k] = Int32Array.from(list ?? [])));
  }

  /** The index of a kind of stop (kinds no rule names get one too, with no rules). */
  kindOf(kind: string): number {
    let k = this.kindIndex.get(kind);
    if (k === undefined) {
      k = this.kindIndex.size;
      this.kindIndex.set(kind, k);
      this.rulesOf[k] = new Int32Array(0);
      if (k >= this.cost.length) {
        this.cost = new Float64Array(2 * k);
        this.seen = new Uint8Array(2 * k);
        this.order = new Int32Array(2 * k);
      }
    }
    return k;
  }

  /**
   * Whether the stops `ids[start..end)` (kind index and visit cost of each by id) exceed the
   * distance. A range rather than a slice: the route search asks it of every partial route.
   */
  exceeds(ids: ArrayLike<number>, kinds: Int32Array, costs: Int32Array, start = 0, end = ids.length): boolean {
    const { cost, seen, order, rulesOf, left } = this;
    let kindCount = 0;
    for (let i = start; i < end; i++) {
      const k = kinds[ids[i]];
      if (seen[k] === 0) {
        seen[k] = 1;
        cost[k] = 0;
        // Insertion keeps a stable order by rule count (as a stable sort of first appearances).
        let at = kindCount++;
        while (at > 0 && rulesOf[order[at - 1]].length > rulesOf[k].length) {
          order[at] = order[at - 1];
          at--;
        }
        order[at] = k;
      }
      cost[k] += costs[ids[i]];
    }
    for (let i = 0; i < kindCount; i++) seen[order[i]] = 0;
    left.set(this.capacity);
    for (let i = 0; i < kindCount; i++) {
      const k = order[i];
      let num = cost[k];
      const rules = rulesOf[k];
      for (let j = 0; j < rules.length; j++) {
        const r = rules[j];
        if (left[r] <= 0) continue;
        if (num <= left[r]) {
          left[r] -= num;
          num = 0;
        } else {
          num -= left[r];
          left[r] = 0;
        }
        if (num <= 0) break;
      }
      if (num > 0) return true;
    }
    return false;
  }
}
