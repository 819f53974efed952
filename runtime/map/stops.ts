/**
 * Train distance: whether a route's stops fit a train (Game::Base#check_distance) and which
 * stops a multi-node train counts (#compute_stops).
 */
import type { DistanceRule } from '../title/definition.js';
import type { NodeKind } from './geometry.js';

/** A stop as distance rules see it. */
export interface DistanceStop {
  readonly kind: NodeKind;
  readonly visitCost: number;
}

/**
 * Whether the stops exceed the train's distance. A number counts visit costs; a list of rules
 * fills each kind's visits from the rules naming it, a rule's capacity shared by its kinds, the
 * kinds with fewest rules first.
 */
export function exceedsDistance(stops: readonly DistanceStop[], distance: number | readonly DistanceRule[]): boolean {
  if (typeof distance === 'number') {
    let total = 0;
    for (const s of stops) total += s.visitCost;
    return total > distance;
  }
  const byKind = new Map<string, { visit: number }[]>();
  for (const rule of distance) {
    const info = { visit: rule.visit ?? rule.pay };
    for (const kind of rule.nodes) {
      let list = byKind.get(kind);
      if (!list) byKind.set(kind, (list = []));
      list.push(info);
    }
  }
  const groups = new Map<string, number>();
  for (const s of stops) groups.set(s.kind, (groups.get(s.kind) ?? 0) + s.visitCost);
  const ordered = [...groups.entries()].sort((a, b) => (byKind.get(a[0])?.length ?? 0) - (byKind.get(b[0])?.length ?? 0));
  for (const [kind, cost] of ordered) {
    let num = cost;
    for (const info of byKind.get(kind) ?? []) {
      if (info.visit <= 0) continue;
      if (num <= info.visit) {
        info.visit -= num;
        num = 0;
      } else {
        num -= info.visit;
        info.visit = 0;
      }
      if (num <= 0) break;
    }
    if (num > 0) return true;
  }
  return false;
}

/**
 * The stops a multi-node train counts: the most stops its rules let it pay for (each stop takes
 * the first rule, fewest kinds first, with room), at least one tokened if required, the best
 * revenue among those; the first best in combination order wins ties. Numeric distances count
 * every stop. Returns indices into `stops`.
 */
export function countedStops(
  stops: readonly DistanceStop[],
  distance: number | readonly DistanceRule[],
  revenueOf: (index: number) => number,
  tokened: (index: number) => boolean,
  requiresToken: boolean,
  /** What a set of counted stops earns, where a title's rules value whole sets (bonuses between stops); default the sum. */
  valueOf?: (combo: readonly number[]) => number,
): number[] {
  if (typeof distance === 'number') return stops.map((_, i) => i);
  if (stops.length === 0) return [];
  if (distance.some((r) => r.fill)) return countedWithFill(stops, distance, revenueOf, tokened, requiresToken, valueOf);
  const rules = [...distance].sort((a, b) => a.nodes.length - b.nodes.length);
  let payTotal = 0;
  for (const r of rules) payTotal += r.pay;
  const maxStops = Math.min(payTotal, stops.length);
  const used = new Array<number>(rules.length);
  for (let count = maxStops; count >= 1; count--) {
    let best: number[] | null = null;
    let bestRevenue = 0;
    forEachCombination(stops.length, count, (combo) => {
      if (requiresToken && !combo.some(tokened)) return;
      used.fill(0);
      for (const i of combo) {
        const kind = stops[i].kind;
        const row = rules.findIndex((r, j) => (r.nodes as readonly string[]).includes(kind) && used[j] < r.pay);
        if (row < 0) return;
        used[row]++;
      }
      let revenue = 0;
      if (valueOf) revenue = valueOf(combo);
      else for (const i of combo) revenue += revenueOf(i);
      if (best === null || revenue > bestRevenue) {
        best = [...combo];
        bestRevenue = revenue;
      }
    });
    if (best !== null && bestRevenue > 0) return best;
  }
  return [];
}

/**
 * Counting with a `fill` rule (1867's compute_stops): every stop of the paying rules counts; if
 * they are fewer than the rules pay for, the best of the fill rule's stops make up the number
 * (all of them, if there are fewer), one of them tokened where none of the others is.
 */
function countedWithFill(
  stops: readonly DistanceStop[],
  distance: readonly DistanceRule[],
  revenueOf: (index: number) => number,
  tokened: (index: number) => boolean,
  requiresToken: boolean,
  valueOf?: (combo: readonly number[]) => number,
): number[] {
  const paying = distance.filter((r) => !r.fill);
  const pay = paying.reduce((n, r) => n + r.pay, 0);
  const mandatory: number[] = [];
  const optional: number[] = [];
  stops.forEach((s, i) => (paying.some((r) => (r.nodes as readonly string[]).includes(s.kind)) ? mandatory : optional).push(i));
  if (mandatory.length === pay) return mandatory;
  const needToken = requiresToken && !mandatory.some(tokened);
  const remaining = pay - mandatory.length;
  let best: number[] | null = null;
  let bestRevenue = 0;
  const consider = (pick: readonly number[]) => {
    if (needToken && !pick.some(tokened)) return;
    const all = [...mandatory, ...pick].sort((a, b) => a - b);
    const revenue = valueOf ? valueOf(all) : all.reduce((n, i) => n + revenueOf(i), 0);
    if (best === null || revenue > bestRevenue) {
      best = all;
      bestRevenue = revenue;
    }
  };
  if (remaining > optional.length || remaining <= 0) consider(remaining > 0 ? optional : []);
  else forEachCombination(optional.length, remaining, (combo) => consider(combo.map((j) => optional[j])));
  return best !== null && bestRevenue > 0 ? best : [];
}

/** Calls `visit` with each k-subset of 0..n-1 in lexicographic order (Ruby's combination). */
function forEachCombination(n: number, k: number, visit: (combo: readonly number[]) => void): void {
  const combo = Array.from({ length: k }, (_, i) => i);
  for (;;) {
    visit(combo);
    let i = k - 1;
    while (i >= 0 && combo[i] === n - k + i) i--;
    if (i < 0) return;
    combo[i]++;
    for (let j = i + 1; j < k; j++) combo[j] = combo[j - 1] + 1;
  }
}
